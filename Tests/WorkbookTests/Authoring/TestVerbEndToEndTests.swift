import Foundation
import Testing

@testable import Workbook

/// `workbook test` on a small book that is a real Swift package, with the
/// real `swift test`: slow (it builds a package), so one test walks the
/// whole loop an author goes through, and it runs in `.ci/run`'s step of
/// slow tests rather than in every `swift test` (`.slow`).
@Suite struct TestVerbEndToEndTests {
    static let manifest = """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "Demo",
            targets: [
                .target(name: "Demo"),
                .testTarget(name: "DemoTests", dependencies: ["Demo"]),
            ]
        )

        """

    /// A chapter that shows the tests of `greeting` and `farewell`; its
    /// `#expect` is on line 8 of the chapter.
    static func checksChapter(expecting greetingText: String) -> String {
        """
        # Checks

        ```swift file=Tests/DemoTests/GreetingTests.swift
        import Testing
        @testable import Demo

        @Test func greets() {
            #expect(greeting("Ada") == "\(greetingText)", "names the reader")
        }

        @Test func saysGoodbye() {
            #expect(farewell("Ada") == "Bye, Ada!")
        }
        ```

        """
    }

    /// Replaces `old` with `new` in chapter 1 in both languages (their code must match).
    func editChapterOne(_ book: TestBook, _ old: String, _ new: String) throws {
        for language in ["en", "de"] {
            let path = "Chapters/01-basics/\(language).md"
            let text = try #require(book.read(path))
            #expect(text.contains(old))
            try book.write(text.replacingOccurrences(of: old, with: new), to: path)
        }
    }

    @Test(.slow, .timeLimit(.minutes(10)))
    func errorsAndFailuresAreShownAtTheChapterLineAndTheStatusPassesThrough() throws {
        let book = try TestBook(fixture: "valid")
        try book.write(Self.manifest, to: "Package.swift")
        for language in ["en", "de"] {
            try book.write(Self.checksChapter(expecting: "Hello, Bob!"), to: "Chapters/03-checks/\(language).md")
        }

        // A type error in chapter 1's snippet (its line 8, column 5; line 9 of the tangled file).
        try editChapterOne(book, "    \"Hello, \\(name)!\"", "    42")
        let broken = book.run("test")
        #expect(broken.status != 0)
        #expect(broken.out.contains("wrote Sources/Demo/Greeting.swift"), "the chapters are tangled first")
        let typeError = try #require(
            (broken.out + broken.error).split(separator: "\n").first { $0.contains(": error: cannot convert") })
        #expect(typeError.hasPrefix("Chapters/01-basics/en.md:8:5: error: cannot convert"), "\(broken.out)")
        #expect(typeError.hasSuffix(" [Sources/Demo/Greeting.swift:9:5]"))
        #expect(
            (broken.out + broken.error).contains("\n 8 |     42\n"), "the excerpt shows the chapter's line numbers")

        // Fixed; now the tangled test's `#expect` fails (chapter 3, line 8).
        try editChapterOne(book, "    42", "    \"Hello, \\(name)!\"")
        let failing = book.run("test")
        #expect(failing.status != 0)
        let issue = try #require(
            (failing.out + failing.error).split(separator: "\n").first { $0.contains("recorded an issue") })
        #expect(
            issue.hasPrefix(
                "Chapters/03-checks/en.md:8:5: error: Test greets() recorded an issue: Expectation failed:"),
            "\(failing.out)")
        #expect(issue.hasSuffix(" [Tests/DemoTests/GreetingTests.swift:10:5]"))

        // The passing test alone: swift test's success passes through.
        let passing = book.run("test", "--filter", "saysGoodbye")
        #expect(passing.status == 0, "\(passing.out)\n\(passing.error)")
        #expect(passing.out.contains("saysGoodbye() passed"))
        #expect(!passing.out.contains("wrote "), "an up-to-date book is not tangled again")
    }
}
