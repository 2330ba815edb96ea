import Testing

@testable import Workbook

@Suite struct AttributesTests {
    func parse(_ info: String, column: Int = 4) -> Result<SnippetAttributes, SnippetAttributes.Problem> {
        SnippetAttributes.parse(info: info, infoColumn: column)
    }

    @Test func fileAttributeGivesPathAndItsColumn() throws {
        let attributes = try parse("swift file=Sources/A/B.swift").get()
        #expect(attributes.file == "Sources/A/B.swift")
        #expect(attributes.fileColumn == 4 + 6 + 5)
        #expect(!attributes.isIgnored)
    }

    @Test func ignoreAttribute() throws {
        #expect(try parse("swift ignore").get().isIgnored)
    }

    @Test func tabsAndRunsOfSpacesSeparateWords() throws {
        let attributes = try parse("swift\t  file=Sources/A/B.swift  ").get()
        #expect(attributes.file == "Sources/A/B.swift")
        #expect(attributes.fileColumn == 4 + 8 + 5)
    }

    @Test(arguments: [
        ("swift", 4, "a swift block needs 'file=PATH' (compiled) or 'ignore' (shown only)"),
        ("swift ignore ignore", 17, "attribute 'ignore' is repeated"),
        ("swift file=A.swift file=B.swift", 23, "attribute 'file=' is repeated"),
        ("swift file=A.swift ignore", 23, "a swift block has either 'file=' or 'ignore', not both"),
        ("swift ignore file=A.swift", 10, "a swift block has either 'file=' or 'ignore', not both"),
        ("swift file=", 10, "'file=' needs a path, e.g. file=Sources/UserScene/UserModels.swift"),
        (
            "swift title=Hello", 10,
            "unknown attribute 'title' on a swift block (expected 'file=PATH', 'ignore' or 'fold')"
        ),
        ("swift Ignore", 10, "unknown attribute 'Ignore' on a swift block (expected 'file=PATH', 'ignore' or 'fold')"),
    ])
    func problemsNameTheirColumn(info: String, column: Int, message: String) {
        #expect(parse(info) == .failure(SnippetAttributes.Problem(column: column, message: message)))
    }

    @Test(
        arguments: [
            ("Sources/UserScene/UserModels.swift", nil),
            ("Sources/UserScene/Sub/Deep.swift", nil),
            ("Sources/Other/A.swift", "is outside the folders the book owns"),
            ("Sources/UserSceneX/A.swift", "is outside the folders the book owns"),
            ("Sources/UserScene/../Other/A.swift", "contains '..'"),
            ("/etc/A.swift", "is an absolute path"),
            ("~/A.swift", "is an absolute path"),
            ("Sources/UserScene/A.txt", "must name a .swift file"),
            ("Sources/UserScene/.swift", "must name a .swift file"),
            ("Sources/UserScene//A.swift", "has an empty or '.' path component"),
            ("Sources/UserScene/./A.swift", "has an empty or '.' path component"),
            ("Sources/UserScene/.Hidden.swift", "names a hidden file"),
        ] as [(String, String?)])
    func targetPaths(path: String, problem: String?) {
        let found = TargetPath.problem(with: path, targets: ["Sources/UserScene", "Tests/UserSceneTests"])
        if let problem {
            #expect(found?.contains(problem) == true, "\(found ?? "nil")")
        } else {
            #expect(found == nil)
        }
    }
}
