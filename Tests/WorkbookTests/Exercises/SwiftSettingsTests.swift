import Foundation
import Testing

@testable import Workbook

/// `swiftSettings` in book.json: the book's Package.swift must carry them,
/// and starter packages are written with them.
@Suite struct SwiftSettingsTests {
    let settings = ["Sources/A": [".defaultIsolation(MainActor.self)"]]
    let manifestText = "{\n  \"targets\": [\"Sources/A\"],\n  \"swiftSettings\": {}\n}\n"

    @Test func aPackageThatCarriesTheSettingsPasses() {
        let package = """
            .library(name: "A", targets: ["A"]),
            .target(name: "B"),
            .target(
                name: "A",
                swiftSettings: [.defaultIsolation( MainActor.self )]
            ),
            .testTarget(name: "ATests", dependencies: ["A"]),
            """
        #expect(
            SwiftSettingsCheck.diagnostics(settings: settings, packageText: package, manifestText: manifestText).isEmpty
        )
    }

    @Test func aMissingSettingIsAnErrorAtTheManifestKey() throws {
        // The setting sits on the next target, not on A: still missing for A.
        let package = """
            .target(name: "A"),
            .target(name: "C", swiftSettings: [.defaultIsolation(MainActor.self)]),
            """
        let diagnostics = SwiftSettingsCheck.diagnostics(
            settings: settings, packageText: package, manifestText: manifestText)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.path == "Chapters/book.json")
        #expect(diagnostic.line == 3)
        #expect(diagnostic.column == 3)
        #expect(diagnostic.message.contains("target \"A\" lacks the setting .defaultIsolation(MainActor.self)"))
    }

    @Test func aTargetMissingFromThePackageIsAnError() {
        let diagnostics = SwiftSettingsCheck.diagnostics(
            settings: settings, packageText: ".target(name: \"AB\"),",
            manifestText: manifestText)
        #expect(
            diagnostics.map(\.message) == [
                "book.json gives 'Sources/A' Swift settings, but Package.swift declares no target named \"A\""
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
