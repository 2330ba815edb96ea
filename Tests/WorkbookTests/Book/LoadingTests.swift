import Foundation
import Testing

@testable import Workbook

@Suite struct SourceTextTests {
    @Test func byteOrderMarkIsDroppedAndLineEndsBecomeLF() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a\r\nb\r\nc\r\nd".utf8)
        #expect(try SourceText.decode(bytes, path: "x.md") == "a\nb\nc\nd")
        #expect(try SourceText.decode(Array("a\rb\rc".utf8), path: "x.md") == "a\nb\nc")
    }

    @Test(
        arguments: [
            (Array("ok\nbad \u{00FC}".utf8.dropLast()), 2, 5, "invalid UTF-8"),
            (Array("a\nb\n".utf8) + [0xC0, 0xAF], 3, 1, "invalid UTF-8 (byte 0xC0)"),
            (Array("x\u{0}".utf8), 1, 2, "NUL byte in text"),
            (Array("čá ".utf8) + [0xEF, 0xBB, 0xBF], 1, 4, "byte-order mark (U+FEFF) in the middle of the text"),
            ([0xED, 0xA0, 0x80], 1, 1, "invalid UTF-8 (byte 0xED)"),
            (Array("a\r\nb\rc\nd".utf8), 2, 2, "mixed line endings: line 2 ends with CR but line 1 ends with CRLF"),
        ] as [([UInt8], Int, Int, String)])
    func badBytesAreDiagnosedWithTheirPlace(bytes: [UInt8], line: Int, column: Int, message: String) {
        do {
            _ = try SourceText.decode(bytes, path: "x.md")
            Issue.record("expected a diagnostic")
        } catch {
            let diagnostic = error.diagnostics[0]
            #expect(diagnostic.line == line)
            #expect(diagnostic.column == column)
            #expect(diagnostic.message.hasPrefix(message))
        }
    }
}

@Suite struct BookManifestTests {
    let valid = """
        {"title": {"en": "T", "de": "T"}, "languages": ["en", "de"],
         "sourceLanguage": "en", "targets": ["Sources/A", "Tests/ATests"]}
        """

    @Test func parsesAValidManifest() throws {
        let manifest = try BookManifest.parse(valid)
        #expect(manifest.languages == ["en", "de"])
        #expect(manifest.targets == ["Sources/A", "Tests/ATests"])
        #expect(manifest.title(in: "de") == "T")
        #expect(manifest.swiftSettings.isEmpty, "swiftSettings is optional")
    }

    @Test func parsesSwiftSettingsForAnOwnedFolder() throws {
        let manifest = try BookManifest.parse(
            """
            {"title": {"en": "T"}, "languages": ["en"], "sourceLanguage": "en", "targets": ["Sources/A", "Tests/ATests"],
             "swiftSettings": {"Sources/A": [".defaultIsolation(MainActor.self)", ".enableUpcomingFeature(\\\"NonisolatedNonsendingByDefault\\\")"]}}
            """)
        #expect(
            manifest.swiftSettings == [
                "Sources/A": [
                    ".defaultIsolation(MainActor.self)", ".enableUpcomingFeature(\"NonisolatedNonsendingByDefault\")",
                ]
            ])
    }

    @Test(arguments: [
        ("", "book.json is not valid JSON"),
        ("[]", "book.json must be a JSON object"),
        (
            #"{"title": {"en": "T"}, "languages": ["en"], "sourceLanguage": "en", "targets": ["Sources/A"], "extra": 1}"#,
            "unknown key 'extra'"
        ),
        (
            #"{"title": {"en": "T"}, "languages": [], "sourceLanguage": "en", "targets": ["Sources/A"]}"#,
            "'languages' must be a non-empty array of strings"
        ),
        (
            #"{"title": {"en": "T"}, "languages": ["EN"], "sourceLanguage": "EN", "targets": ["Sources/A"]}"#,
            "'languages' contains \"EN\", expected a language code"
        ),
        (
            #"{"title": {"en": "T"}, "languages": ["en", "en"], "sourceLanguage": "en", "targets": ["Sources/A"]}"#,
            "'languages' lists \"en\" twice"
        ),
        (
            #"{"title": {"en": "T"}, "languages": ["en"], "sourceLanguage": 1, "targets": ["Sources/A"]}"#,
            "'sourceLanguage' must be a string"
        ),
        (
            #"{"title": {"en": "T"}, "languages": ["en"], "sourceLanguage": "en", "targets": ["../A"]}"#,
            "'targets' contains \"../A\", expected a folder under Sources/ or Tests/"
        ),
        (
            #"{"title": {"en": "T"}, "languages": ["en"], "sourceLanguage": "en", "targets": ["Sources/A/B"]}"#,
            "'targets' contains \"Sources/A/B\""
        ),
        (
            #"{"title": {"en": "T"}, "languages": ["en", "de"], "sourceLanguage": "en", "targets": ["Sources/A"]}"#,
            "'title' has no entry for \"de\""
        ),
        (
            #"{"title": {"en": ""}, "languages": ["en"], "sourceLanguage": "en", "targets": ["Sources/A"]}"#,
            "'title.en' must be a non-empty string"
        ),
        (
            #"{"title": "T", "languages": ["en"], "sourceLanguage": "en", "targets": ["Sources/A"]}"#,
            "'title' must be an object"
        ),
        (#"{"languages": ["en"], "sourceLanguage": "en", "targets": ["Sources/A"]}"#, "missing key 'title'"),
        (
            #"{"title": {"en": "T"}, "languages": ["en"], "sourceLanguage": "en", "targets": ["Sources/A"], "swiftSettings": ["x"]}"#,
            "'swiftSettings' must be an object"
        ),
        (
            #"{"title": {"en": "T"}, "languages": ["en"], "sourceLanguage": "en", "targets": ["Sources/A"], "swiftSettings": {"Sources/B": [".swiftLanguageMode(.v6)"]}}"#,
            "'swiftSettings' names \"Sources/B\", which is not one of 'targets'"
        ),
        (
            #"{"title": {"en": "T"}, "languages": ["en"], "sourceLanguage": "en", "targets": ["Sources/A"], "swiftSettings": {"Sources/A": []}}"#,
            "'swiftSettings.Sources/A' must be a non-empty array of strings"
        ),
        (
            #"{"title": {"en": "T"}, "languages": ["en"], "sourceLanguage": "en", "targets": ["Sources/A"], "swiftSettings": {"Sources/A": [".define(\"X\")]), .target(name: \"Evil\""]}}"#,
            "'swiftSettings.Sources/A' contains"
        ),
        (
            #"{"title": {"en": "T"}, "languages": ["en"], "sourceLanguage": "en", "targets": ["Sources/A"], "swiftSettings": {"Sources/A": ["defaultIsolation(MainActor.self)"]}}"#,
            "expected a SwiftPM setting"
        ),
    ])
    func strictAboutKeysAndValues(json: String, message: String) {
        do {
            _ = try BookManifest.parse(json)
            Issue.record("expected a diagnostic for \(json)")
        } catch {
            #expect(error.diagnostics.contains { $0.message.contains(message) }, "\(error.diagnostics)")
            #expect(error.diagnostics.allSatisfy { $0.path == "Chapters/book.json" && $0.line >= 1 })
        }
    }

    /// A problem is reported where the JSON says the thing, not where the
    /// same quoted word first appears: `"en"` is in `languages` before it
    /// is a title's key.
    @Test(arguments: [
        ("\"title\": {\"en\": \"\"}", 13, "'title.en' must be a non-empty string"),
        ("\"title\": {\"en\": \"T\", \"fr\": \"T\"}", 24, "'title.fr'"),
        ("\"swiftSettings\": {\"Sources/B\": [\"x\"]}", 21, "'swiftSettings' names \"Sources/B\""),
        ("\"swiftSettings\": {\"Sources/A\": [\"x\"]}", 21, "'swiftSettings.Sources/A' contains \"x\""),
    ])
    func problemsArePlacedAtTheirKeys(member: String, column: Int, message: String) throws {
        // The member on line 3; a title after it unless it is the title.
        let title = member.hasPrefix("\"title\"") ? "" : ",\n  \"title\": {\"en\": \"T\"}"
        let json =
            "{\"languages\": [\"en\"], \"sourceLanguage\": \"en\",\n  \"targets\": [\"Sources/A\"],\n  \(member)\(title)\n}"
        do {
            _ = try BookManifest.parse(json)
            Issue.record("expected a diagnostic for \(json)")
        } catch {
            let found = error.diagnostics.first { $0.message.contains(message) }
            #expect(found?.line == 3 && found?.column == column, "\(error.diagnostics)")
        }
    }

    @Test func aTargetAndASettingArePlacedInTheirLists() {
        let text = """
            {"targets": ["Sources/A",
                         "Sources/B"],
             "swiftSettings": {"Sources/B": [".swiftLanguageMode(.v5)",
                                             ".swiftLanguageMode(.v6)"]}}
            """
        let places = ManifestPlaces(text)
        func expect(_ place: (Int, Int), _ line: Int, _ column: Int, _ comment: Comment? = nil) {
            #expect(place.0 == line && place.1 == column, "\(place) \(comment.map { "\($0)" } ?? "")")
        }
        expect(places.string("Sources/B", inListAt: "targets"), 2, 14)
        expect(places.string(".swiftLanguageMode(.v6)", inListAt: "swiftSettings", "Sources/B"), 4, 34)
        expect(places.string("Sources/C", inListAt: "targets"), 1, 2, "a missing one: the list's key")
        expect(places.key("swiftSettings", "Sources/C"), 3, 2, "a missing key: the nearest enclosing one")
        expect(ManifestPlaces("not json").key("targets"), 1, 1)
    }
}
