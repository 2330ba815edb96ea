import Foundation
import Testing

@testable import Workbook

/// A starter builds wherever the book builds: its manifest carries the book's
/// tools version and platforms (on a Mac, SwiftPM's default deployment target
/// is below what `async` and `@MainActor` need).
@Suite struct StarterPlatformsTests {
    @Test func theStarterCarriesTheBooksToolsVersionAndPlatforms() throws {
        let book = try TestBook(fixture: "with-exercise")
        try book.write(
            """
            // swift-tools-version:6.2
            import PackageDescription

            let package = Package(
                name: "Book",
                // Observation: macOS 14 / iOS 17.
                platforms: [
                    .macOS(.v14),  // the tool
                    .iOS(.v17),
                ],
                targets: []
            )

            """, to: "Package.swift")
        let run = book.run("extract", "chapter2", "--into", "out")
        #expect(run.status == ExitStatus.success, "\(run.error)")
        let manifest = try #require(book.read("out/Package.swift"))
        #expect(manifest.hasPrefix("// swift-tools-version:6.2\n"))
        #expect(manifest.contains("    platforms: [.macOS(.v14), .iOS(.v17)],\n"))
    }

    @Test func theRealBooksStartersMatchItsPackage() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let traits = BookPackageTraits.parse(text)
        #expect(traits.platforms == "[.macOS(.v15), .iOS(.v17)]")
        #expect(traits.toolsVersion == "6.2")
        let manifest = StarterPackage.manifest(name: "Chapter3", paths: ["Sources/A/A.swift"], traits: traits)
        #expect(manifest.contains("platforms: [.macOS(.v15), .iOS(.v17)],"))
    }

    @Test func aBookWithoutAManifestGetsTheFloorsOfWhatTheBookUses() {
        #expect(BookPackageTraits.parse("// nothing here\n") == .fallback)
        #expect(BookPackageTraits.parse("// swift-tools-version:6.0\nlet p = Package(name: \"x\")\n").toolsVersion == "6.0")
    }
}
