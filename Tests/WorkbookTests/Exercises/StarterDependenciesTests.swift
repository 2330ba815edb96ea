import Foundation
import Testing

@testable import Workbook

/// A starter's targets depend on the book's libraries their files import, so
/// a chapter whose code spans modules (chapter 12: a Swift 5 module under two
/// migrated ones, one test target over all three) builds as a starter too.
@Suite struct StarterDependenciesTests {
    @Test func importLinesNameTheModulesWhateverTheirAttributes() {
        let body = """
            import Foundation
            @preconcurrency @testable import LegacyScene
            @testable import CheckedScene
            public import struct MigratedScene.Inbox
            // import Commented
            let text = "import Quoted"
            #if canImport(UIKit)
            import UIKit
            #endif
            """
        #expect(
            StarterPackage.importedModules(in: body)
                == ["Foundation", "LegacyScene", "CheckedScene", "MigratedScene", "UIKit"])
    }

    @Test func targetsDependOnTheLibrariesTheyImport() {
        let files = [
            ("Sources/Legacy/Legacy.swift", "import Foundation\n"),
            ("Sources/Migrated/Migrated.swift", "@preconcurrency import Legacy\n"),
            ("Sources/Other/Other.swift", "import Foundation\n"),
            ("Tests/MigratedTests/Tests.swift", "@testable import Legacy\n@testable import Migrated\nimport Testing\n"),
            ("Tests/OtherTests/Tests.swift", "@testable import Other\n"),
        ]
        let text = StarterPackage.manifest(
            name: "Chapter12", paths: files.map(\.0),
            imports: StarterPackage.importedModules(of: files.map { (path: $0.0, body: $0.1) }))
        #expect(text.contains(".target(name: \"Legacy\"),"))
        #expect(text.contains(".target(name: \"Migrated\", dependencies: [\"Legacy\"]),"))
        #expect(text.contains(".target(name: \"Other\"),"))
        #expect(text.contains(".testTarget(name: \"MigratedTests\", dependencies: [\"Migrated\", \"Legacy\"]),"))
        #expect(text.contains(".testTarget(name: \"OtherTests\", dependencies: [\"Other\"]),"))
    }

    @Test func settingsFollowTheDependencies() {
        let text = StarterPackage.manifest(
            name: "Chapter12", paths: ["Sources/A/A.swift", "Sources/B/B.swift"],
            swiftSettings: ["Sources/B": [".swiftLanguageMode(.v5)"]], imports: ["Sources/B": ["A"]])
        #expect(text.contains(".target(name: \"B\", dependencies: [\"A\"], swiftSettings: [.swiftLanguageMode(.v5)]),"))
    }
}
