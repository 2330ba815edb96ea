/// What `workbook scaffold` can write: a VIP scene or a VIPER module, each
/// from templates the book tangles into a target of its own, with `Sample`
/// standing for the name.
enum ScaffoldKind: String, CaseIterable, Sendable {
    case vip
    case viper

    /// The word the templates use where the new scene's name goes.
    static let placeholder = "Sample"

    /// The templates' module, e.g. `SampleScene`.
    var templateModule: String {
        switch self {
        case .vip: "SampleScene"
        case .viper: "SampleModule"
        }
    }

    /// What the module of a new scene is called after its name: `OrderScene`, `OrderModule`.
    var moduleSuffix: String {
        String(templateModule.dropFirst(Self.placeholder.count))
    }

    /// The folder of the templates' code, relative to the book root.
    var sourceFolder: String { "Sources/\(templateModule)" }
    /// The folder of the templates' tests.
    var testFolder: String { "Tests/\(templateModule)Tests" }

    /// "VIP scene", "VIPER module": how messages name what was written.
    var title: String {
        switch self {
        case .vip: "VIP scene"
        case .viper: "VIPER module"
        }
    }
}

/// Which views `--ui` asks for. Files that need a UI framework (they import
/// UIKit, or SwiftUI or Observation, or use a type declared only in such a
/// file) are written only when it is asked for.
enum ScaffoldInterface: String, CaseIterable, Comparable, Sendable {
    case uikit
    case swiftui

    /// The frameworks whose import makes a file belong to this interface.
    var frameworks: [String] {
        switch self {
        case .uikit: ["UIKit"]
        case .swiftui: ["SwiftUI", "Observation"]
        }
    }

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `--ui uikit|swiftui|both`, or nil for another word.
    static func selection(_ word: String) -> Set<ScaffoldInterface>? {
        switch word {
        case "uikit": [.uikit]
        case "swiftui": [.swiftui]
        case "both": [.uikit, .swiftui]
        default: nil
        }
    }
}
