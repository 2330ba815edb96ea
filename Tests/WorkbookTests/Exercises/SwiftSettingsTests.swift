import Foundation
import Synchronization
import Testing

@testable import Workbook

/// `swiftSettings` in book.json: the book's Package.swift must carry them,
/// and starter packages are written with them.
@Suite struct SwiftSettingsTests {
    let settings = ["Sources/A": [".defaultIsolation(MainActor.self)"]]
    let manifestText = "{\n  \"targets\": [\"Sources/A\"],\n  \"swiftSettings\": {}\n}\n"

    /// A dump of a package whose target A has `settings` (JSON objects as
    /// `swift package dump-package` prints them) and a target B.
    static func dump(_ settings: String...) -> PackageManifest.Loaded {
        let json = """
            {"name": "P", "targets": [
              {"name": "B", "settings": [], "type": "regular"},
              {"name": "A", "settings": [\(settings.joined(separator: ","))], "type": "regular"}
            ]}
            """
        return PackageManifest.parse(Data(json.utf8)).map { .found($0) } ?? .failed("unreadable test dump")
    }

    @Test func aPackageThatCarriesTheSettingsPasses() {
        let package = Self.dump(#"{"tool": "swift", "kind": {"defaultIsolation": {"_0": "MainActor"}}}"#)
        #expect(
            SwiftSettingsCheck.diagnostics(settings: settings, package: package, manifestText: manifestText).isEmpty)
    }

    /// Each form book.json writes a setting in matches what the dump makes
    /// of the same setting, and no other.
    @Test func bookJSONsSpellingMatchesTheDumpsSetting() throws {
        let cases: [(String, String)] = [
            (".defaultIsolation(MainActor.self)", #"{"defaultIsolation": {"_0": "MainActor"}}"#),
            (".enableUpcomingFeature( \"ExistentialAny\" )", #"{"enableUpcomingFeature": {"_0": "ExistentialAny"}}"#),
            (".swiftLanguageMode(.v5)", #"{"swiftLanguageMode": {"_0": "5"}}"#),
            (
                ".unsafeFlags([\"-Xfrontend\", \"-warn-long\"])",
                #"{"unsafeFlags": {"_0": ["-Xfrontend", "-warn-long"]}}"#
            ),
        ]
        for (setting, kind) in cases {
            guard case .found(let manifest) = Self.dump(#"{"tool": "swift", "kind": "# + kind + "}") else {
                Issue.record("the dump of \(kind) did not parse")
                continue
            }
            let target = try #require(manifest.target(named: "A"))
            #expect(target.swiftSettings == [PackageManifest.canonical(setting)], "\(setting)")
        }
        #expect(
            PackageManifest.canonical(".swiftLanguageMode(.v6)") != PackageManifest.canonical(".swiftLanguageMode(.v5)")
        )
        #expect(PackageManifest.canonical(".enableUpcomingFeature(\"A B\")") == "enableUpcomingFeature(A B)")
    }

    @Test func aMissingSettingIsAnErrorAtTheManifestKey() throws {
        // The setting sits on target B, not on A: still missing for A. The
        // folder is not listed in the text, so the error is at the key.
        let package = Self.dump(#"{"tool": "c", "kind": {"define": {"_0": "X"}}}"#)
        let diagnostics = SwiftSettingsCheck.diagnostics(
            settings: settings, package: package, manifestText: manifestText)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.path == "Chapters/book.json")
        #expect(diagnostic.line == 3)
        #expect(diagnostic.column == 3)
        #expect(diagnostic.message.contains("target \"A\" lacks the setting .defaultIsolation(MainActor.self)"))
    }

    @Test func aTargetMissingFromThePackageIsAnErrorAtItsFolder() {
        let text = "{\n  \"swiftSettings\": {\n    \"Sources/C\": [\".swiftLanguageMode(.v5)\"]\n  }\n}\n"
        let diagnostics = SwiftSettingsCheck.diagnostics(
            settings: ["Sources/C": [".swiftLanguageMode(.v5)"]], package: Self.dump(), manifestText: text)
        #expect(
            diagnostics.map(\.description) == [
                "Chapters/book.json:3:5: error: book.json gives 'Sources/C' Swift settings, but Package.swift declares no target named \"C\""
            ])
    }

    /// A package on disk, read by SwiftPM: target A enables a feature in a
    /// call split over two lines with a comment inside it, and has
    /// `.defaultIsolation` only in a comment. Searching the manifest's text
    /// (as this check did) read both wrong: the split setting was missing
    /// (its text, spaces removed, holds the comment), and the commented-out
    /// one was there. SwiftPM reads them as the compiler does.
    @Test func aSettingIsReadAsSwiftPMReadsItNotAsText() throws {
        let book = try TestBook(fixture: "with-exercise")
        try book.write(
            """
            // swift-tools-version:6.2
            import PackageDescription

            let package = Package(
                name: "Fixture",
                targets: [
                    .target(
                        name: "A",
                        swiftSettings: [
                            .enableUpcomingFeature(  // the book's code needs it
                                "ExistentialAny"),
                            // .defaultIsolation(MainActor.self),
                            .swiftLanguageMode(.v5),
                        ]
                    ),
                    .target(name: "B", swiftSettings: [.defaultIsolation(MainActor.self)]),
                ]
            )

            """, to: "Package.swift")
        let text = """
            {
              "swiftSettings": {
                "Sources/A": [
                  ".enableUpcomingFeature(\\"ExistentialAny\\")",
                  ".defaultIsolation(MainActor.self)",
                  ".swiftLanguageMode(.v5)"
                ]
              }
            }

            """
        let settings = [
            "Sources/A": [
                ".enableUpcomingFeature(\"ExistentialAny\")", ".defaultIsolation(MainActor.self)",
                ".swiftLanguageMode(.v5)",
            ]
        ]
        let package = PackageManifest.load(root: book.root, identity: .running)
        let diagnostics = SwiftSettingsCheck.diagnostics(settings: settings, package: package, manifestText: text)
        #expect(
            diagnostics.map(\.description) == [
                "Chapters/book.json:5:7: error: Package.swift's target \"A\" lacks the setting .defaultIsolation(MainActor.self) that book.json lists for 'Sources/A'; add it to the target's swiftSettings"
            ])
    }

    /// SwiftPM is asked once per text of Package.swift: a second load reads
    /// the cache, an edit asks again.
    @Test func theDumpIsRememberedByThePackagesBytes() throws {
        let book = try TestBook(fixture: "with-exercise")
        try book.write("// swift-tools-version:6.2\n", to: "Package.swift")
        let runs = Mutex(0)
        let dump: PackageManifest.Dump = { _, _ in
            runs.withLock { $0 += 1 }
            return .success(Data(#"{"targets": [{"name": "A", "settings": []}]}"#.utf8))
        }
        let expected = PackageManifest.Loaded.found(PackageManifest(targets: [.init(name: "A", swiftSettings: [])]))
        #expect(PackageManifest.load(root: book.root, identity: .running, dump: dump) == expected)
        #expect(PackageManifest.load(root: book.root, identity: .running, dump: dump) == expected)
        #expect(runs.withLock { $0 } == 1)
        try book.write("// swift-tools-version:6.2\n// edited\n", to: "Package.swift")
        #expect(PackageManifest.load(root: book.root, identity: .running, dump: dump) == expected)
        #expect(runs.withLock { $0 } == 2)
        // A failed dump is not remembered: the next run tries again.
        try book.write("// swift-tools-version:6.2\n// broken\n", to: "Package.swift")
        let failing: PackageManifest.Dump = { _, _ in
            runs.withLock { $0 += 1 }
            return .failure(.init(message: "no"))
        }
        #expect(PackageManifest.load(root: book.root, identity: .running, dump: failing) == .failed("no"))
        #expect(PackageManifest.load(root: book.root, identity: .running, dump: failing) == .failed("no"))
        #expect(runs.withLock { $0 } == 4)
    }

    /// Without `swift` on PATH the manifest cannot be read: the check says
    /// so at book.json's key instead of passing or crashing. Without a
    /// Package.swift there is nothing to check.
    @Test func noSwiftOnPathIsADiagnosticAndNoPackageIsNone() throws {
        let book = try TestBook(fixture: "with-exercise")
        #expect(PackageManifest.load(root: book.root, identity: .running) == .missing)
        try book.write("// swift-tools-version:6.2\n", to: "Package.swift")
        let loaded = PackageManifest.load(root: book.root, identity: .running, path: "/nonexistent-folder")
        let diagnostics = SwiftSettingsCheck.diagnostics(
            settings: settings, package: loaded, manifestText: manifestText)
        #expect(
            diagnostics.map(\.description) == [
                "Chapters/book.json:3:3: error: book.json gives targets Swift settings, but 'swift' is not on PATH, so Package.swift cannot be read (it is read as `swift package dump-package` reads it); install a Swift toolchain or put its bin folder on PATH"
            ])
    }

    @Test func theStarterManifestCarriesTheSettings() {
        let text = StarterPackage.manifest(
            name: "Chapter9", paths: ["Sources/A/A.swift", "Sources/B/B.swift", "Tests/ATests/ATests.swift"],
            swiftSettings: settings)
        #expect(text.hasPrefix("// swift-tools-version:6.2\n"), "defaultIsolation needs tools 6.2, the book's own")
        #expect(text.contains(".target(name: \"A\", swiftSettings: [.defaultIsolation(MainActor.self)]),"))
        #expect(text.contains(".target(name: \"B\"),"))
        #expect(text.contains(".testTarget(name: \"ATests\", dependencies: [\"A\"]),"))
    }

    @Test func aStarterWithoutSettingsHasNone() {
        let text = StarterPackage.manifest(name: "Chapter2", paths: ["Sources/A/A.swift"])
        #expect(text.contains(".target(name: \"A\"),"))
        #expect(!text.contains("swiftSettings"))
    }
}
