import Foundation
import Testing

@testable import Workbook

/// A starter that holds a `#Preview` does not build on a Mac with only the
/// Command Line Tools (the macro's plugin ships with Xcode), so its README
/// says, in the learner's language, that Xcode is needed. Read here the way
/// a learner gets it: the files `extract` writes. (Every starter of the real
/// book is read the same way by Scripts/verify-exercises.sh.)
@Suite struct StarterXcodeNoteTests {
    /// The fixture book with a SwiftUI preview in chapter 1, in both languages.
    func bookWithAPreview(_ line: String = "#Preview { Text(greeting(\"Ada\")) }") throws -> TestBook {
        let book = try TestBook(fixture: "with-exercise")
        let block = """

            ```swift file=Sources/Demo/GreetingPreview.swift
            #if canImport(SwiftUI) && DEBUG
            import SwiftUI

            \(line)
            #endif
            ```

            """
        for language in ["en", "de"] {
            let path = "Chapters/01-basics/\(language).md"
            try book.write(try #require(book.read(path)) + block, to: path)
        }
        return book
    }

    @Test(arguments: [
        ("en", "On a Mac this package needs Xcode, not only the Command Line Tools"),
        ("de", "Auf dem Mac braucht dieses Paket Xcode, die Command Line Tools allein reichen nicht"),
    ])
    func aStarterWithAPreviewSaysXcodeIsNeeded(language: String, sentence: String) throws {
        let book = try bookWithAPreview()
        let run = book.run("extract", "chapter2", "--lang", language, "--into", "out")
        #expect(run.status == ExitStatus.success, "\(run.error)")
        #expect(book.read("out/Sources/Demo/GreetingPreview.swift")?.contains("\n#Preview {") == true)
        let readme = try #require(book.read("out/README.md"))
        #expect(readme.contains(sentence))
        #expect(readme.contains("`sudo xcode-select --switch /Applications/Xcode.app`"))
        let note = try #require(readme.range(of: sentence))
        let command = try #require(readme.range(of: "```sh\nswift test\n```"))
        #expect(command.upperBound < note.lowerBound, "right after the command that would fail")
    }

    @Test func theSolutionSaysItToo() throws {
        let book = try bookWithAPreview()
        #expect(book.run("extract", "chapter2", "--solution", "--into", "solved").status == ExitStatus.success)
        #expect(book.read("solved/README.md")?.contains("needs Xcode") == true)
    }

    @Test func aStarterWithoutAPreviewDoesNotAskForXcode() throws {
        let book = try TestBook(fixture: "with-exercise")
        #expect(book.run("extract", "chapter2", "--into", "out").status == ExitStatus.success)
        #expect(book.read("out/README.md")?.contains("Xcode") == false)
    }

    @Test func aPreviewNamedInACommentIsNoPreview() throws {
        let book = try bookWithAPreview("// A #Preview would go here.")
        #expect(book.run("extract", "chapter2", "--into", "out").status == ExitStatus.success)
        #expect(book.read("out/README.md")?.contains("Xcode") == false)
        #expect(StarterPackage.holdsPreview("struct A {}\n    #Preview(\"named\") {\n"))
        #expect(!StarterPackage.holdsPreview("let s = \"#Preview\"\n"))
    }
}
