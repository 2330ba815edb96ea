import Foundation
import Testing

@testable import Workbook

/// What `Scripts/fuzz.sh` found, kept as tests. Every input the fuzzer broke
/// is in `Tests/Fuzz/regressions/` (the fuzzer also starts from them) and is
/// replayed here through the same `ChapterPipeline`; each finding also has a
/// test of the fix in terms of the real command.
@Suite struct FuzzRegressionTests {
    static let regressions = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/regressions")

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: regressions.path)) ?? []).sorted()
    }

    @Test(arguments: inputs)
    func everyInputTheFuzzerBrokeNowPasses(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.regressions.appendingPathComponent(name)))
        #expect(ChapterPipeline.problems(bytes) == [])
    }

    @Test func thereAreRegressionInputs() {
        #expect(Self.inputs.contains("quote-in-file-path.md"))
    }

    // MARK: - quote-in-file-path.md

    /// Found in the second session, after about 59,000 executions in all:
    /// `file=Sources/Demo/G"""reeting.swift`.
    /// The file's page path went unescaped into the language switcher's
    /// `href`, so a quote in a `file=` path closed the attribute and could
    /// add an event handler: `file=Sources/Demo/x"onmouseover="alert(1)".swift`.
    /// Now such a path is an error, and the switcher escapes the path anyway.
    @Test(arguments: [
        (#"Sources/Demo/x"onmouseover="alert(1)".swift"#, #"'"'"#),
        ("Sources/Demo/<b>.swift", "'<'"),
        ("Sources/Demo/a#b.swift", "'#'"),
        ("Sources/Demo/a?b.swift", "'?'"),
        ("Sources/Demo/Übung.swift", "'Ü'"),
    ])
    func aFilePathWithCharactersAURLOrHTMLReadsIsAnError(path: String, character: String) throws {
        let book = try TestBook(fixture: "valid")
        for language in ["en", "de"] {
            let file = "Chapters/02-more/\(language).md"
            let chapter = try #require(book.read(file))
            try book.write(
                chapter.replacingOccurrences(of: "file=Sources/Demo/Greeting.swift", with: "file=\(path)"), to: file)
        }
        let before = book.snapshot()
        for verb in ["check", "build"] {
            let run = book.run(verb)
            #expect(run.status == ExitStatus.failure)
            #expect(
                run.error.contains(
                    "Chapters/02-more/de.md:5:15: error: file=\(path) contains \(character); a path may use only ASCII letters, digits, '.', '_', '-', '+' and '/'"
                ), "\(run.error)")
        }
        #expect(book.snapshot() == before)
    }

    @Test func theLanguageSwitcherEscapesThePagePath() {
        let page = SitePage(
            language: "en", strings: .for("en"), bookTitle: "B", title: "T",
            path: #"files/Sources/Demo/x"onmouseover="alert(1)".swift.html"#,
            languages: ["en", "de"], chapters: [], body: HTML())
        #expect(HTMLAudit.problems(in: page.html.markup) == [])
        #expect(
            page.html.markup.contains(
                #"href="../../../../de/files/Sources/Demo/x&quot;onmouseover=&quot;alert(1)&quot;.swift.html""#))
    }
}
