import Foundation
import Testing

@testable import Workbook

/// The catalogue of bad input (typos, word-processor pastes, broken files),
/// end to end: each case damages a copy of `Fixtures/valid` and runs the real
/// `check`, `tangle` and `build` on it. Each must exit 1 with the exact
/// diagnostic at its place, in reasonable time, and write nothing. Cases
/// already covered by `ErrorFixtureTests` (unclosed fences, `..` and absolute
/// paths, symlinks out, non-`.swift` files, duplicate numbers, bad manifests)
/// are not repeated here.
@Suite struct BadInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// Damages the book.
        var damage: @Sendable (TestBook) throws -> Void
        /// The exact first line of the diagnostic.
        var diagnostic: String
        var testDescription: String { name }
    }

    static let en = "Chapters/02-more/en.md"
    static let de = "Chapters/02-more/de.md"

    /// The valid chapter 2 in English, for cases that change one line of it.
    static let chapter = """
        # More

        ## Farewell

        ```swift file=Sources/Demo/Greeting.swift
        // Says goodbye.
        public func farewell(_ name: String) -> String {
            "Bye, \\(name)!"
        }
        ```

        ```swift ignore
        let sketch = greeting("x")
        ```

        """

    /// Both translations of chapter 2 replaced by `text` (so that only the
    /// damage is reported, not a difference between them).
    static func bothChapters(_ text: String) -> @Sendable (TestBook) throws -> Void {
        { book in
            try book.write(text, to: en)
            try book.write(text, to: de)
        }
    }

    static let cases: [Case] = [
        // Fences.
        Case(
            name: "fence inside a fence",
            damage: bothChapters(
                chapter.replacingOccurrences(of: "```swift ignore\n", with: "```swift ignore\n```text\nnested\n")),
            diagnostic:
                "Chapters/02-more/de.md:13:1: error: a fence with an info string inside the code block of line 12: it opens nothing, and the next bare fence closes the outer block; close that block before this line, or fence it with ```` to show one block inside another"
        ),
        Case(
            name: "a block left open before the next one",
            damage: bothChapters(chapter.replacingOccurrences(of: "}\n```\n", with: "}\n")),
            diagnostic:
                "Chapters/02-more/de.md:11:1: error: a fence with an info string inside the code block of line 5: it opens nothing, and the next bare fence closes the outer block; close that block before this line, or fence it with ```` to show one block inside another"
        ),
        Case(
            name: "no-break space in an info string",
            damage: bothChapters(chapter.replacingOccurrences(of: "```swift ignore", with: "```swift\u{00A0}ignore")),
            diagnostic:
                "Chapters/02-more/de.md:12:9: error: the info string holds U+00A0 (no-break space), not a plain space; retype it as a space"
        ),
        Case(
            name: "zero-width space in an info string",
            damage: bothChapters(chapter.replacingOccurrences(of: "```swift file=", with: "```swift\u{200B} file=")),
            diagnostic:
                "Chapters/02-more/de.md:5:9: error: the info string holds U+200B (zero-width space), not a plain space; retype it as a space"
        ),
        Case(
            name: "file= on a block whose language is a typo",
            damage: bothChapters(chapter.replacingOccurrences(of: "```swift file=", with: "```swfit file=")),
            diagnostic:
                "Chapters/02-more/de.md:5:10: error: 'file=' on a 'swfit' block: only 'swift' blocks are tangled; fix the language"
        ),
        // Paths.
        Case(
            name: "file= naming a folder",
            damage: { book in
                try FileManager.default.createDirectory(
                    at: book.root.appendingPathComponent("Sources/Demo/Greeting.swift"),
                    withIntermediateDirectories: true)
            },
            diagnostic: "Chapters/01-basics/de.md:5:15: error: file=Sources/Demo/Greeting.swift is a folder, not a file"
        ),
        Case(
            name: "file= ending in a slash",
            damage: bothChapters(
                chapter.replacingOccurrences(of: "file=Sources/Demo/Greeting.swift", with: "file=Sources/Demo/")),
            diagnostic: "Chapters/02-more/de.md:5:15: error: file=Sources/Demo/ has an empty or '.' path component"),
        Case(
            name: "file= naming a hidden .swift file",
            damage: bothChapters(
                chapter.replacingOccurrences(of: "file=Sources/Demo/Greeting.swift", with: "file=Sources/Demo/.swift")),
            diagnostic: "Chapters/02-more/de.md:5:15: error: file=Sources/Demo/.swift must name a .swift file"),
        Case(
            name: "file= starting with ~",
            damage: bothChapters(
                chapter.replacingOccurrences(of: "file=Sources/Demo/Greeting.swift", with: "file=~/Greeting.swift")),
            diagnostic:
                "Chapters/02-more/de.md:5:15: error: file=~/Greeting.swift is an absolute path; use a path relative to the package root, inside Sources/Demo, Tests/DemoTests"
        ),
        Case(
            name: "file= with a backslash",
            damage: bothChapters(
                chapter.replacingOccurrences(
                    of: "file=Sources/Demo/Greeting.swift", with: "file=Sources\\Demo\\Greeting.swift")),
            diagnostic:
                "Chapters/02-more/de.md:5:15: error: file=Sources\\Demo\\Greeting.swift contains a backslash or a control character"
        ),
        Case(
            name: "two files that differ only in case",
            damage: bothChapters(
                chapter.replacingOccurrences(
                    of: "file=Sources/Demo/Greeting.swift", with: "file=Sources/Demo/greeting.swift")),
            diagnostic:
                "Chapters/02-more/en.md: error: file=Sources/Demo/greeting.swift and file=Sources/Demo/Greeting.swift differ only in case: on macOS and Windows they are one file; rename one"
        ),
        // Chapters.
        Case(
            name: "chapter folder without a language",
            damage: { book in
                try FileManager.default.createDirectory(
                    at: book.root.appendingPathComponent("Chapters/03-later"),
                    withIntermediateDirectories: true)
            },
            diagnostic: "Chapters/03-later/de.md: error: missing translation: chapter 03-later has no de.md"),
        Case(
            name: "empty chapter",
            damage: { book in try book.write("", to: en) },
            diagnostic:
                "Chapters/02-more/en.md: error: chapter is empty: it needs at least its title, a level-1 heading"),
        Case(
            name: "chapter of blank lines and tabs",
            damage: { book in try book.write("\n \t\n\n", to: de) },
            diagnostic:
                "Chapters/02-more/de.md: error: chapter is empty: it needs at least its title, a level-1 heading"),
        Case(
            name: "chapter of 10 MB",
            damage: { book in
                let paragraph = String(repeating: "A sentence of prose. ", count: 49) + "\n\n"
                try book.write(
                    "# More\n\n" + String(repeating: paragraph, count: 10 << 20 / paragraph.utf8.count + 1), to: en)
            },
            diagnostic:
                "Chapters/02-more/en.md: error: file is too large (10.0 MiB; the limit is 8 MiB): split it into smaller chapters"
        ),
        // Bytes.
        Case(
            name: "NUL byte",
            damage: { book in
                try book.writeBytes(Array(chapter.utf8.prefix(14)) + [0] + Array(chapter.utf8.dropFirst(14)), to: de)
            },
            diagnostic: "Chapters/02-more/de.md:3:7: error: NUL byte in text"),
        Case(
            name: "byte-order mark in the middle",
            damage: { book in
                try book.write(chapter.replacingOccurrences(of: "## Farewell", with: "## Fare\u{FEFF}well"), to: de)
            },
            diagnostic: "Chapters/02-more/de.md:3:8: error: byte-order mark (U+FEFF) in the middle of the text"),
        Case(
            name: "invalid UTF-8 (Latin-1 from a word processor)",
            damage: { book in try book.writeBytes(Array("# Mehr\n\nSch".utf8) + [0xF6] + Array("n\n".utf8), to: de) },
            diagnostic: "Chapters/02-more/de.md:3:4: error: invalid UTF-8 (byte 0xF6); save the file as UTF-8"),
        Case(
            name: "truncated UTF-8 sequence at the end",
            damage: { book in try book.writeBytes(Array(chapter.utf8) + [0xE2, 0x80], to: de) },
            diagnostic: "Chapters/02-more/de.md:15:1: error: invalid UTF-8 (byte 0xE2); save the file as UTF-8"),
        Case(
            name: "CRLF after LF",
            damage: { book in
                try book.write(chapter.replacingOccurrences(of: "## Farewell\n", with: "## Farewell\r\n"), to: de)
            },
            diagnostic:
                "Chapters/02-more/de.md:3:12: error: mixed line endings: line 3 ends with CRLF but line 1 ends with LF; save the file with one kind"
        ),
        Case(
            name: "LF after CRLF",
            damage: { book in
                try book.write(
                    chapter.replacingOccurrences(of: "\n", with: "\r\n")
                        .replacingOccurrences(of: "// Says goodbye.\r\n", with: "// Says goodbye.\n"), to: de)
            },
            diagnostic:
                "Chapters/02-more/de.md:6:17: error: mixed line endings: line 6 ends with LF but line 1 ends with CRLF; save the file with one kind"
        ),
        Case(
            name: "lone CR after LF",
            damage: { book in try book.write(chapter.replacingOccurrences(of: "# More\n\n", with: "# More\n\r"), to: de)
            },
            diagnostic:
                "Chapters/02-more/de.md:2:1: error: mixed line endings: line 2 ends with CR but line 1 ends with LF; save the file with one kind"
        ),
        // Unreadable files (the tests run as root, so a mode of 000 would not stop a read).
        Case(
            name: "a folder named like a chapter file",
            damage: { book in
                try FileManager.default.removeItem(at: book.root.appendingPathComponent(de))
                try FileManager.default.createDirectory(
                    at: book.root.appendingPathComponent(de), withIntermediateDirectories: true)
            },
            diagnostic: "Chapters/02-more/de.md: error: cannot read file: it is a folder"),
        Case(
            name: "a dangling symlink as a chapter file",
            damage: { book in
                try FileManager.default.removeItem(at: book.root.appendingPathComponent(de))
                try FileManager.default.createSymbolicLink(
                    atPath: book.root.appendingPathComponent(de).path,
                    withDestinationPath: "gone.md")
            },
            diagnostic:
                "Chapters/02-more/de.md: error: cannot read file: it is a symlink to 'gone.md', which does not exist"),
        Case(
            name: "a FIFO as a chapter file (reading it would block for ever)",
            damage: { book in
                try FileManager.default.removeItem(at: book.root.appendingPathComponent(de))
                guard mkfifo(book.root.appendingPathComponent(de).path, 0o644) == 0 else {
                    throw CocoaError(.fileWriteUnknown)
                }
            },
            diagnostic:
                "Chapters/02-more/de.md: error: cannot read file: it is not a regular file (a pipe, socket or device)"),
        // book.json.
        Case(
            name: "empty book.json",
            damage: { book in try book.write("", to: "Chapters/book.json") },
            diagnostic:
                "Chapters/book.json:1:1: error: book.json is not valid JSON: the file is empty; it needs an object with the keys title, languages, sourceLanguage, targets"
        ),
        Case(
            name: "book.json that is not JSON",
            damage: { book in try book.write("title: Fixture\nlanguages: [en, de]\n", to: "Chapters/book.json") },
            diagnostic:
                "Chapters/book.json:1:2: error: book.json is not valid JSON: expected a value (did you mean 'true'?)"),
        Case(
            name: "book.json of the wrong shape (an array)",
            damage: { book in try book.write("[\"en\", \"de\"]\n", to: "Chapters/book.json") },
            diagnostic:
                "Chapters/book.json:1:1: error: book.json must be a JSON object with the keys title, languages, sourceLanguage, targets"
        ),
        Case(
            name: "book.json with a string for a list",
            damage: { book in
                try book.write(
                    #"{"title": {"en": "T", "de": "T"}, "languages": ["en", "de"], "sourceLanguage": "en", "targets": "Sources/Demo"}"#,
                    to: "Chapters/book.json")
            },
            diagnostic: "Chapters/book.json:1:86: error: 'targets' must be a non-empty array of strings"),
        Case(
            name: "book.json nested a thousand levels deep",
            damage: { book in
                try book.write(
                    String(repeating: "[", count: 1000) + String(repeating: "]", count: 1000), to: "Chapters/book.json")
            },
            diagnostic:
                "Chapters/book.json:1:66: error: book.json is not valid JSON: values are nested too deeply"),
        Case(
            name: "book.json naming a language without files",
            damage: { book in
                try book.write(
                    #"{"title": {"en": "T", "de": "T", "fr": "T"}, "languages": ["en", "de", "fr"], "sourceLanguage": "en", "targets": ["Sources/Demo"]}"#,
                    to: "Chapters/book.json")
            },
            diagnostic: "Chapters/01-basics/fr.md: error: missing translation: chapter 01-basics has no fr.md"),
        Case(
            name: "book.json is a folder",
            damage: { book in
                try FileManager.default.removeItem(at: book.root.appendingPathComponent("Chapters/book.json"))
                try FileManager.default.createDirectory(
                    at: book.root.appendingPathComponent("Chapters/book.json"), withIntermediateDirectories: true)
            },
            diagnostic: "Chapters/book.json: error: cannot read file: it is a folder"),
        Case(
            name: "book.json in mixed line endings",
            damage: { book in try book.write("{\r\n\"title\": {}\n}", to: "Chapters/book.json") },
            diagnostic:
                "Chapters/book.json:2:12: error: mixed line endings: line 2 ends with LF but line 1 ends with CRLF; save the file with one kind"
        ),
    ]

    /// A hang (a loop that never ends on bad input) fails by the time limit.
    @Test(.timeLimit(.minutes(1)), arguments: cases)
    func everyVerbReportsTheProblemAndWritesNothing(_ testCase: Case) throws {
        let book = try TestBook(fixture: "valid")
        try testCase.damage(book)
        let before = book.snapshot()
        for verb in ["check", "tangle", "build"] {
            let run = book.run(verb)
            #expect(run.status == ExitStatus.failure, "\(verb)")
            let lines = run.error.split(separator: "\n").map(String.init)
            #expect(lines.contains { $0.hasPrefix(testCase.diagnostic) }, "\(verb) stderr was:\n\(run.error)")
            #expect(!run.out.contains("wrote"), "\(verb)")
        }
        #expect(book.snapshot() == before)
    }

    /// A pull request could link a chapter file, a chapter folder or the
    /// manifest to a file of the machine that builds the site; `build` would
    /// publish it. Only files inside the book are read.
    @Test(arguments: ["file", "folder", "manifest"])
    func filesLinkedFromOutsideTheBookAreNotRead(_ kind: String) throws {
        let book = try TestBook(fixture: "valid")
        let outside = URL(fileURLWithPath: book.root.path + "-outside")
        defer { try? FileManager.default.removeItem(at: outside) }
        let secret = "# Secret\n\nroot:x:0:0:SECRET\n"
        for name in ["en.md", "de.md"] {
            try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
            try Data(secret.utf8).write(to: outside.appendingPathComponent(name))
        }
        let link: String
        switch kind {
        case "file":
            link = Self.de
            try FileManager.default.removeItem(at: book.root.appendingPathComponent(link))
            try FileManager.default.createSymbolicLink(
                at: book.root.appendingPathComponent(link),
                withDestinationURL: outside.appendingPathComponent("de.md"))
        case "folder":
            link = "Chapters/03-linked/de.md"
            try FileManager.default.createSymbolicLink(
                at: book.root.appendingPathComponent("Chapters/03-linked"),
                withDestinationURL: outside)
        default:
            link = "Chapters/book.json"
            try Data(
                #"{"title": {"en": "T"}, "languages": ["en"], "sourceLanguage": "en", "targets": ["Sources/Demo"]}"#
                    .utf8
            )
            .write(to: outside.appendingPathComponent("book.json"))
            try FileManager.default.removeItem(at: book.root.appendingPathComponent(link))
            try FileManager.default.createSymbolicLink(
                at: book.root.appendingPathComponent(link),
                withDestinationURL: outside.appendingPathComponent("book.json"))
        }
        let before = book.snapshot()
        for verb in ["check", "build"] {
            let run = book.run(verb)
            #expect(run.status == ExitStatus.failure)
            #expect(
                run.error.contains("\(link): error: cannot read file: it leads through a symlink to \(outside.path)/"),
                "\(run.error)")
            #expect(run.error.contains("outside the book; the tool reads only files inside the book"))
        }
        #expect(book.snapshot() == before)
        #expect(!book.snapshot().values.contains { String(decoding: $0, as: UTF8.self).contains("SECRET") })
    }

    /// A symlink that stays inside the book is an ordinary file.
    @Test func aSymlinkInsideTheBookIsRead() throws {
        let book = try TestBook(fixture: "valid")
        try FileManager.default.removeItem(at: book.root.appendingPathComponent(Self.de))
        try FileManager.default.createSymbolicLink(
            atPath: book.root.appendingPathComponent(Self.de).path,
            withDestinationPath: "en.md")
        let run = book.run("build")
        #expect(run.status == ExitStatus.success, "\(run.error)")
    }

    /// Tabs between the words of an info string and spaces or tabs after it
    /// are only whitespace: the book builds as if they were single spaces.
    @Test func tabsAndTrailingWhitespaceInInfoStringsAreAccepted() throws {
        let book = try TestBook(fixture: "valid")
        let reference = try TestBook(fixture: "valid")
        let spaced = Self.chapter
            .replacingOccurrences(
                of: "```swift file=Sources/Demo/Greeting.swift\n",
                with: "```swift\tfile=Sources/Demo/Greeting.swift \t \n"
            )
            .replacingOccurrences(of: "```swift ignore\n", with: "```\tswift \t ignore\t\n")
        try Self.bothChapters(spaced)(book)
        let run = book.run("build")
        #expect(run.status == ExitStatus.success, "\(run.error)")
        #expect(reference.run("build").status == ExitStatus.success)
        #expect(book.read("Sources/Demo/Greeting.swift") == reference.read("Sources/Demo/Greeting.swift"))
        #expect(book.run("check").status == ExitStatus.success)
    }

    /// A consistent line ending of either kind, or a lone CR (classic Mac
    /// OS), is accepted; only a mix is refused.
    @Test(arguments: ["\r\n", "\r"])
    func consistentLineEndingsAreAccepted(_ ending: String) throws {
        let book = try TestBook(fixture: "valid")
        try book.write(Self.chapter.replacingOccurrences(of: "\n", with: ending), to: Self.en)
        #expect(book.run("build").status == ExitStatus.success)
        #expect(book.run("check").status == ExitStatus.success)
    }

    /// A chapter just under the size limit, and lines of a million
    /// characters in prose and in code, are valid Markdown: accepted, and
    /// built in reasonable time.
    /// "Reasonable" is the time limit: a quadratic pass over a long line
    /// would run for hours. Speed itself is measured by the benchmark.
    /// Slow in a debug build (10 MB of chapters), so `.ci/run` runs it in
    /// its step of slow tests.
    @Test(.slow, .timeLimit(.minutes(10)))
    func longLinesAndLargeChaptersAreBuiltInReasonableTime() throws {
        let book = try TestBook(fixture: "valid")
        let million = String(repeating: "word ", count: 200_000)
        let code = "let long = \"" + String(repeating: "x", count: 1_000_000) + "\"\n"
        for path in [Self.en, Self.de] {
            try book.write(
                Self.chapter + "\n" + million + "\n\n```swift ignore\n" + code + "```\n\n| a |\n| - |\n| " + million
                    + " |\n", to: path)
        }
        let run = book.run("build")
        #expect(run.status == ExitStatus.success, "\(run.error)")
        #expect(book.read("Site/en/02-more.html")?.contains(String(repeating: "x", count: 1_000_000)) == true)

        let paragraph = String(repeating: "A sentence of prose. ", count: 49) + "\n\n"
        let body =
            "# More\n\n" + String(repeating: paragraph, count: (SourceText.sizeLimit - 4096) / paragraph.utf8.count)
        try book.write(body, to: Self.en)
        try book.write(body, to: Self.de)
        let big = book.run("check")
        #expect(!big.error.contains("too large"), "\(big.error.prefix(500))")
    }
}

extension TestBook {
    func writeBytes(_ bytes: [UInt8], to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }
}
