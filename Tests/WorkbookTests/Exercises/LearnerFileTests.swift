import Testing

@testable import Workbook

@Suite struct LearnerFileTests {
    let languages = ["en", "ru", "de", "cs"]

    @Test func whatExtractWritesReadsBack() throws {
        let file = LearnerFile(language: "ru", chapter: 3, kind: .starter)
        #expect(file.text == "language: ru\nchapter: 3\npackage: starter\n")
        #expect(try LearnerFile.parse(file.text, languages: languages).get() == file)
    }

    @Test(arguments: [
        ("language: fr\n", 1, 11, "unknown language 'fr'; the book has en, ru, de, cs"),
        ("chapter: 2\n", 1, 1, "the file names no 'language'"),
        ("language: de\nlanguage: cs\n", 2, 1, "'language' is given twice"),
        ("language: de\ncolour: red\n", 2, 1, "unknown key 'colour'; the keys are language, chapter and package"),
        ("language: de\npackage: mine\n", 2, 10, "package is 'starter' or 'solution', not 'mine'"),
        ("language de\n", 1, 1, "expected 'key: value', got 'language de'"),
    ])
    func aBrokenFileIsNamedAtItsPlace(text: String, line: Int, column: Int, message: String) {
        #expect(
            LearnerFile.parse(text, languages: languages)
                == .failure(LearnerFile.Problem(line: line, column: column, message: message)))
    }
}
