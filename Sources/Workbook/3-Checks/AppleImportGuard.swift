/// Finds imports of Apple-only modules (UIKit, SwiftUI, AppKit, Combine,
/// OSLog, …) in tangled code that a Linux build would compile.
///
/// An import is safe when some `#if` branch around it can never be taken on
/// Linux: `#if canImport(UIKit)`, `#if os(iOS)`, `#if !os(Linux)`, the `#else`
/// of `#if os(Linux)`, and conditions built from those with `!`, `&&`, `||`.
/// Conditions the check cannot decide for Linux (`DEBUG`, `arch(…)`,
/// `swift(>=6)`, `canImport` of a module Linux may have) do not guard.
///
/// The pieces of one tangled file are checked in book order with one `#if`
/// stack, because the tangler joins them into one file.
struct AppleImportGuard {
    /// A block of code and where it starts in a chapter.
    struct Piece {
        var code: String
        var path: String
        /// 1-based line of the code's first line in `path`.
        var firstLine: Int

        init(code: String, path: String, firstLine: Int) {
            self.code = code
            self.path = path
            self.firstLine = firstLine
        }
    }

    /// Modules that exist only on Apple platforms.
    static let appleOnlyModules: Set<String> = [
        "AppKit", "ARKit", "AuthenticationServices", "AVFoundation", "AVKit", "BackgroundTasks",
        "CallKit", "CarPlay", "Charts", "CloudKit", "Cocoa", "Combine", "Contacts", "ContactsUI",
        "CoreAudio", "CoreBluetooth", "CoreData", "CoreGraphics", "CoreHaptics", "CoreImage",
        "CoreLocation", "CoreML", "CoreMedia", "CoreMotion", "CoreNFC", "CoreSpotlight", "CoreText",
        "CoreVideo", "CryptoKit", "Darwin", "DeviceCheck", "EventKit", "GameKit", "GameplayKit",
        "HealthKit", "HomeKit", "ImageIO", "Intents", "IntentsUI", "LinkPresentation",
        "LocalAuthentication", "MapKit", "MessageUI", "Metal", "MetalKit", "MultipeerConnectivity",
        "NaturalLanguage", "Network", "ObjectiveC", "OSLog", "os", "PassKit", "PencilKit", "Photos",
        "PhotosUI", "PushKit", "QuartzCore", "QuickLook", "RealityKit", "SafariServices", "SceneKit",
        "Security", "Speech", "SpriteKit", "StoreKit", "SwiftData", "SwiftUI", "SystemConfiguration",
        "TipKit", "UIKit", "UniformTypeIdentifiers", "UserNotifications", "Vision", "WatchKit",
        "WebKit", "WidgetKit", "AppIntents", "ActivityKit",
    ]

    /// One unguarded import.
    struct Finding: Equatable, Sendable {
        var path: String
        var line: Int
        var column: Int
        var module: String
    }

    /// The unguarded imports of Apple-only modules in `pieces`, which are
    /// the parts of one file in the order they are joined.
    static func findings(in pieces: [Piece]) -> [Finding] {
        var scan = Scan()
        for piece in pieces {
            scan.run(piece)
        }
        return scan.findings
    }

    /// The diagnostics for `findings(in:)`.
    static func diagnostics(in pieces: [Piece]) -> [Diagnostic] {
        findings(in: pieces).map { finding in
            .error(
                finding.path, finding.line, finding.column,
                "'import \(finding.module)' is not behind a compile-time guard that is false on Linux, "
                    + "so the Linux build breaks; wrap it in '#if canImport(\(finding.module))' "
                    + "(or '#if os(iOS)' for iOS-only code)")
        }
    }

    // MARK: - Scanning

    /// Truth of a condition on Linux.
    enum Truth {
        case yes, no, unknown

        static prefix func ! (value: Truth) -> Truth {
            switch value {
            case .yes: .no
            case .no: .yes
            case .unknown: .unknown
            }
        }

        static func && (lhs: Truth, rhs: Truth) -> Truth {
            if lhs == .no || rhs == .no { return .no }
            if lhs == .yes && rhs == .yes { return .yes }
            return .unknown
        }

        static func || (lhs: Truth, rhs: Truth) -> Truth {
            if lhs == .yes || rhs == .yes { return .yes }
            if lhs == .no && rhs == .no { return .no }
            return .unknown
        }
    }

    /// One open `#if` and the branch the scan is in.
    struct Level {
        /// Whether every earlier branch at this level can be skipped on Linux:
        /// the conjunction of the negations of their conditions.
        var earlierNotTaken: Truth
        /// Whether the current branch can be taken on Linux.
        var current: Truth
    }

    struct Scan {
        var levels: [Level] = []
        var findings: [Finding] = []

        /// True when some enclosing branch is never taken on Linux.
        var isGuarded: Bool { levels.contains { $0.current == .no } }

        mutating func run(_ piece: Piece) {
            let tokens = SwiftLexer.tokenize(piece.code).filter { !$0.isTrivia || $0.kind == .newline }
            let text = { (token: SwiftToken) in token.text(in: piece.code) }
            var index = 0
            var atStatementStart = true
            while index < tokens.count {
                let token = tokens[index]
                switch token.kind {
                case .newline:
                    atStatementStart = true
                    index += 1
                    continue
                case .poundDirective:
                    let name = text(token)
                    var end = index + 1
                    while end < tokens.count && tokens[end].kind != .newline { end += 1 }
                    let condition = Array(tokens[(index + 1)..<end]).map(text)
                    directive(name, condition)
                    index = end
                    continue
                case .keyword where text(token) == "import" && atStatementStart:
                    if let (module, moduleToken) = importedModule(tokens, after: index, text),
                        AppleImportGuard.appleOnlyModules.contains(module), !isGuarded
                    {
                        findings.append(
                            Finding(
                                path: piece.path, line: piece.firstLine + moduleToken.line - 1,
                                column: token.column, module: module))
                    }
                case .attribute:
                    // `@testable import`, `@preconcurrency import`: still the statement's start.
                    index += 1
                    continue
                case .keyword
                where ["public", "internal", "package", "private", "fileprivate"].contains(text(token)):
                    index += 1
                    continue
                default:
                    break
                }
                atStatementStart = token.kind == .punctuation && text(token) == ";"
                index += 1
            }
        }

        mutating func directive(_ name: String, _ condition: [String]) {
            switch name {
            case "#if":
                let truth = Condition.evaluate(condition)
                levels.append(Level(earlierNotTaken: !truth, current: truth))
            case "#elseif":
                guard var level = levels.popLast() else { return }
                let truth = Condition.evaluate(condition)
                level.current = level.earlierNotTaken && truth
                level.earlierNotTaken = level.earlierNotTaken && !truth
                levels.append(level)
            case "#else":
                guard var level = levels.popLast() else { return }
                level.current = level.earlierNotTaken
                level.earlierNotTaken = .no
                levels.append(level)
            case "#endif":
                _ = levels.popLast()
            default:
                break
            }
        }

        /// The first component of the module path after `import`
        /// (`import struct UIKit.UIColor` names `UIKit`).
        func importedModule(
            _ tokens: [SwiftToken], after index: Int, _ text: (SwiftToken) -> String
        ) -> (String, SwiftToken)? {
            var next = index + 1
            let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]
            if next < tokens.count, kinds.contains(text(tokens[next])) { next += 1 }
            guard next < tokens.count else { return nil }
            let token = tokens[next]
            guard token.kind == .identifier || token.kind == .typeName || token.kind == .keyword else {
                return nil
            }
            return (text(token).trimmingBackticks, token)
        }
    }

    /// A `#if` condition, evaluated for a Linux build.
    struct Condition {
        var words: [String]
        var position = 0

        init(words: [String]) {
            self.words = words
        }

        /// The condition's truth on Linux.
        static func evaluate(_ words: [String]) -> Truth {
            var condition = Condition(words: words)
            return condition.evaluate()
        }

        mutating func evaluate() -> Truth {
            let value = disjunction()
            return position == words.count ? value : .unknown
        }

        private var peek: String? { position < words.count ? words[position] : nil }

        private mutating func disjunction() -> Truth {
            var value = conjunction()
            while peek == "||" {
                position += 1
                value = value || conjunction()
            }
            return value
        }

        private mutating func conjunction() -> Truth {
            var value = unary()
            while peek == "&&" {
                position += 1
                value = value && unary()
            }
            return value
        }

        private mutating func unary() -> Truth {
            if peek == "!" {
                position += 1
                return !unary()
            }
            return primary()
        }

        private mutating func primary() -> Truth {
            guard let word = peek else { return .unknown }
            position += 1
            if word == "(" {
                let value = disjunction()
                if peek == ")" { position += 1 }
                return value
            }
            if word == "true" { return .yes }
            if word == "false" { return .no }
            guard peek == "(" else { return .unknown }  // a flag such as DEBUG
            position += 1
            var argument: [String] = []
            var depth = 1
            while let next = peek {
                position += 1
                if next == "(" { depth += 1 }
                if next == ")" {
                    depth -= 1
                    if depth == 0 { break }
                }
                argument.append(next)
            }
            let first = argument.first?.trimmingBackticks ?? ""
            switch word {
            case "os":
                return first == "Linux" ? .yes : .no
            case "canImport":
                return AppleImportGuard.appleOnlyModules.contains(first) ? .no : .unknown
            case "targetEnvironment":
                return .no  // simulator, macCatalyst: never on Linux
            case "_runtime":
                return first == "_ObjC" ? .no : .unknown
            default:
                return .unknown  // arch, swift, compiler, hasFeature, hasAttribute
            }
        }
    }
}

extension String {
    fileprivate var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}
