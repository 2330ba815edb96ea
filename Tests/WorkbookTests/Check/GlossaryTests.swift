import Foundation
import Testing

@testable import Workbook

/// What the glossary finds in one chapter's prose: the matching rules and
/// the places, on Markdown given inline.
@Suite struct GlossaryMatchingTests {
    /// A Czech glossary whose one concept avoids `avoid`.
    static func matcher(avoid: [String], use: String = "task") throws -> GlossaryMatcher {
        let entries = avoid.map { "\"\($0)\"" }.joined(separator: ", ")
        let json = """
            {"cs": {"language": "Czech", "terms": [
              {"concept": "Swift Task", "en": "task", "use": "\(use)", "avoid": [\(entries)]}
            ]}}
            """
        let loaded = Glossary.parse(json, languages: ["en", "cs"])
        #expect(loaded.problems.isEmpty, "\(loaded.problems)")
        let section = try #require(loaded.glossary?.sections["cs"])
        return GlossaryMatcher(section)
    }

    /// `line:column text` of each finding in `markdown`.
    func found(_ markdown: String, avoid: [String]) throws -> [String] {
        try Self.matcher(avoid: avoid).findings(ProseText(markdown: markdown)).map {
            "\($0.line):\($0.column) \($0.text)"
        }
    }

    @Test func aTrailingStarMatchesEveryEndingAndOnlyWholeWords() throws {
        let text = "Úloha, úlohy, úlohou a úloh. Ne předúloha ani úl.\n"
        #expect(try found(text, avoid: ["úloh*"]) == ["1:1 Úloha", "1:8 úlohy", "1:15 úlohou", "1:24 úloh"])
        let matcher = try Self.matcher(avoid: ["task"], use: "úkol")
        #expect(
            matcher.findings(ProseText(markdown: "Tasks and multitask, but a Task.\n")).map {
                "\($0.column) \($0.text)"
            }
                == ["28 Task"])
    }

    @Test func caseIsIgnoredInEveryScript() throws {
        #expect(try found("ЗАДАЧА и задачей.\n", avoid: ["задач*"]) == ["1:1 ЗАДАЧА", "1:10 задачей"])
        #expect(
            try found("Die ÜBERSICHT und die Übersicht.\n", avoid: ["übersicht"]) == [
                "1:5 ÜBERSICHT", "1:23 Übersicht",
            ])
        // A decomposed accent (u + U+0301) is the same letter as the composed one.
        #expect(try found("Tady u\u{301}loha.\n", avoid: ["úloha"]) == ["1:6 u\u{301}loha"])
    }

    @Test func codeHTMLQuotationsBlockQuotesAndURLsAreNotProse() throws {
        let text = """
            Kód `úloha` a [odkaz na úlohu](https://example.com/úloha) a <https://example.com/úloha>.
            Citát „úloha“, “úloha”, «úloha», »úloha« a "úloha"; za ním úloha.

            ```swift ignore
            let úloha = 1
            ```

                odsazená úloha

            > Citovaná úloha,
            > i na dalším řádku úloha.

            <div title="úloha">úloha</div>

            Konec <span title="úloha">bez</span> <!-- úloha --> nálezu.
            """
        #expect(try found(text, avoid: ["úloh*"]) == ["1:25 úlohu", "2:60 úloha"])
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let text = """
            # Nadpis s úlohou

            Žluťoučký kůň úpěl ďábelské ódy, pak úloha.
            1. Bod
            pokračuje líně úlohou a \\*úlohou &amp; úlohou.
            | Sloupec | Druh |
            | --- | --- |
            | čeština | úloha |
            """
        #expect(
            try found(text, avoid: ["úloh*"]) == [
                "1:12 úlohou", "3:38 úloha", "5:16 úlohou", "5:27 úlohou", "5:40 úlohou", "8:13 úloha",
            ])
    }

    @Test func aLongContinuationLineOfManyTextNodesKeepsItsColumns() throws {
        // cmark gives such a line the list item's column; each node is found in the line instead.
        let line = Array(repeating: "*a*", count: 5000).joined(separator: " ")
        let found = try found("1. Bod\n\(line) úloha\n", avoid: ["úloh*"])
        #expect(found == ["2:\(line.count + 2) úloha"])
    }

    @Test func aPhraseRunsOverALineBreakButNotOutOfItsParagraph() throws {
        let text = """
            Tento řadič
            pohledu a ten řadič  pohledu.

            Jen řadič

            pohledu, ani řadič `x` pohledu, ani řadič-pohledu.
            """
        #expect(try found(text, avoid: ["řadič pohledu"]) == ["1:7 řadič pohledu", "2:15 řadič pohledu"])
        #expect(try found("Ten řadič-pohledu.\n", avoid: ["řadič-pohledu"]) == ["1:5 řadič-pohledu"])
    }

    @Test func theLongestVariantWinsAndIsReportedOnce() throws {
        #expect(
            try found("Asynchronní úloha a úloha.\n", avoid: ["úloha", "asynchronní úloha"]) == [
                "1:1 Asynchronní úloha", "1:21 úloha",
            ])
    }

    @Test func anAllowanceLetsOneUseOnTheNextLineBe() throws {
        let text = """
            <!-- glossary: allow "Úloha" -->
            Úloha tady smí být, druhá úloha ne.
            A úloha na dalším řádku také ne.

            <!-- glossary: allow "řadič pohledu" -->
            Legitimní řadič
            pohledu.

            <!-- glossary: allow "nic" -->
            Nic.

            <!-- glossary: dovol "úloha" -->
            Úloha.
            """
        let matcher = try Self.matcher(avoid: ["úloh*", "řadič pohledu"])
        let diagnostics = matcher.diagnostics(ProseText(markdown: text), path: "cs.md").map(\.description)
        #expect(
            diagnostics == [
                "cs.md:2:27: error: glossary: \"úloha\" — this book says \"task\" for the concept \"Swift Task\" (Chapters/glossary.json)",
                "cs.md:3:3: error: glossary: \"úloha\" — this book says \"task\" for the concept \"Swift Task\" (Chapters/glossary.json)",
                "cs.md:9:1: warning: glossary: the allowance for \"nic\" lets nothing be: line 10 has no such variant of a glossary term; remove the comment",
                "cs.md:12:1: error: glossary: this comment is not understood; an allowance reads <!-- glossary: allow \"WORD\" -->, one or more quoted words or phrases",
                "cs.md:13:1: error: glossary: \"Úloha\" — this book says \"task\" for the concept \"Swift Task\" (Chapters/glossary.json)",
            ])
    }
}

/// `Chapters/glossary.json` itself: every problem at its line and column.
@Suite struct GlossaryFileTests {
    func problems(_ json: String) -> [String] {
        Glossary.parse(json, languages: ["en", "ru", "de", "cs"]).problems.map(\.description)
    }

    @Test func theBooksEmptyGlossaryIsFine() throws {
        let json = """
            {
              "about": "One term per concept and language.",
              "ru": {"language": "Russian", "terms": []},
              "de": {"language": "German", "terms": []},
              "cs": {"language": "Czech", "terms": []}
            }
            """
        let loaded = Glossary.parse(json, languages: ["en", "ru", "de", "cs"])
        #expect(loaded.problems.isEmpty)
        #expect(loaded.glossary?.sections.keys.sorted() == ["cs", "de", "ru"])
        #expect(loaded.glossary?.hasTerms == false)
    }

    @Test func malformedJSONIsReportedWhereItBreaks() {
        #expect(
            problems("{\n  \"cs\": {\n    \"terms\": [\n      {\"concept\": \"a\" \"use\": \"b\"}\n") == [
                "Chapters/glossary.json:4:23: error: glossary.json is not valid JSON: expected ',' or '}' after the value of \"concept\""
            ])
        #expect(
            problems("{\"cs\": {\"terms\": [\"Žluť\n\"]}}") == [
                "Chapters/glossary.json:1:24: error: glossary.json is not valid JSON: a line break or control character inside a string (write it as an escape such as \\n)"
            ])
        #expect(
            problems("") == [
                "Chapters/glossary.json:1:1: error: glossary.json is not valid JSON: the text ends where a value was expected"
            ])
    }

    @Test func everyMistakeInATermIsReportedAtItsValue() {
        let json = """
            {
              "fr": {"language": "French", "terms": []},
              "cs": {
                "language": "Czech",
                "terms": [
                  {"concept": "Swift Task", "use": " ", "avoid": ["úloh*"]},
                  {"concept": "swift task", "use": "task", "avoid": ["úloha"]},
                  {"concept": "View", "use": "view", "avoid": ["View", "pohled*", "po*hled", "-x"]},
                  {"concept": "Úloha", "use": "úloha", "avoid": ["úloh*"], "notes": ""},
                  {"concept": "Phrase", "use": "asynchronní úloha", "avoid": ["úloha"]},
                  {"concept": "Gate", "use": "brána", "avoid": ["vrátka"]},
                  {"concept": "Other", "use": "jiné", "avoid": ["vrátka"]}
                ]
              }
            }
            """
        #expect(
            problems(json) == [
                "Chapters/glossary.json:2:3: error: unknown key \"fr\" in glossary.json: expected one of the book's languages (en, ru, de, cs) or \"about\"",
                "Chapters/glossary.json:6:40: error: 'use' is empty",
                "Chapters/glossary.json:7:19: error: 'cs' lists the concept \"swift task\" twice (first at line 6); one concept, one term",
                "Chapters/glossary.json:8:52: error: the 'avoid' entry \"View\" is the term this book uses, \"view\": every correct use would be reported",
                "Chapters/glossary.json:8:71: error: the 'avoid' entry \"po*hled\" has a '*' that does not end a word (only a trailing * means 'any ending')",
                "Chapters/glossary.json:8:82: error: the 'avoid' entry \"-x\" must be made of words (letters or digits), each starting and ending with one; '-x' does not",
                "Chapters/glossary.json:9:54: error: the 'avoid' entry \"úloh*\" is the term this book uses, \"úloha\": every correct use would be reported",
                "Chapters/glossary.json:9:64: error: unknown key \"notes\" in a term of 'cs' (expected concept, en, use, avoid, note)",
                "Chapters/glossary.json:10:67: error: the 'avoid' entry \"úloha\" is part of the term this book uses, \"asynchronní úloha\": every correct use would be reported",
                "Chapters/glossary.json:12:53: error: 'cs' avoids \"vrátka\" for two concepts (\"Gate\" and \"Other\"); list it under one",
            ])
    }
}

/// The glossary through the command line, on a copy of a small book in
/// English and Czech (`site-basic`).
@Suite struct GlossaryCommandTests {
    static let czech = "Chapters/01-first-steps/cs.md"

    static func glossary(use: String = "task", avoid: String = "\"úloh*\"") -> String {
        """
        {
          "about": "One term per concept and language.",
          "cs": {
            "language": "Czech",
            "terms": [
              {"concept": "Swift Task", "en": "task", "use": "\(use)", "avoid": [\(avoid)]}
            ]
          }
        }
        """
    }

    /// The book, built, with a Czech paragraph that uses "úloha" once in
    /// prose and once in code; a glossary only if `glossary` is given.
    func book(glossary: String?) throws -> TestBook {
        let book = try TestBook(fixture: "site-basic")
        let text = try #require(book.read(Self.czech))
        try book.write(
            text.replacingOccurrences(
                of: "## Model uživatele\n",
                with: "## Model uživatele\n\nČást `úloha` je kód, ale tahle úloha ne.\n"),
            to: Self.czech)
        if let glossary { try book.write(glossary, to: Glossary.path) }
        let build = book.run("build")
        #expect(build.status == ExitStatus.success, "a glossary finding never stops a build: \(build.error)")
        return book
    }

    static let finding =
        "Chapters/01-first-steps/cs.md:7:32: error: glossary: \"úloha\" — this book says \"task\" for the concept \"Swift Task\" (Chapters/glossary.json)\n"

    @Test func aBookWithoutAGlossaryOrWithAnEmptyOneChecksAsBefore() throws {
        let without = try book(glossary: nil)
        let plain = without.run("check")
        #expect(plain.status == ExitStatus.success, "\(plain.error)")
        #expect(plain.error.isEmpty)

        try without.write(Self.glossary(avoid: ""), to: Glossary.path)
        let empty = without.run("check")
        #expect(empty.status == ExitStatus.success, "\(empty.error)")
        #expect(empty.error.isEmpty)
        #expect(without.run("status").out.contains("glossary") == false, "no terms, nothing to list")
    }

    @Test func checkReportsAnAvoidedVariantAtItsLineAndColumn() throws {
        let book = try book(glossary: Self.glossary())
        let before = book.snapshot()
        let check = book.run("check")
        #expect(check.status == ExitStatus.failure)
        #expect(check.error == Self.finding + "check: 1 error\n")
        #expect(book.snapshot() == before, "check writes nothing but its cache")
    }

    @Test func theCacheOfTheCheckFollowsTheGlossary() throws {
        let book = try book(glossary: Self.glossary())
        #expect(book.run("check").error == Self.finding + "check: 1 error\n")
        #expect(book.run("check").error == Self.finding + "check: 1 error\n", "the same from the memo")
        #expect(
            FileManager.default.fileExists(
                atPath: book.root.appendingPathComponent(".workbook/cache/checks").path))

        try book.write(Self.glossary(use: "úkol"), to: Glossary.path)
        let renamed = book.run("check")
        #expect(
            renamed.error == Self.finding.replacingOccurrences(of: "says \"task\"", with: "says \"úkol\"")
                + "check: 1 error\n")

        try book.write(Self.glossary(avoid: "\"práce\""), to: Glossary.path)
        let cleared = book.run("check")
        #expect(cleared.status == ExitStatus.success, "\(cleared.error)")

        try book.write(Self.glossary(), to: Glossary.path)
        #expect(book.run("check").error == Self.finding + "check: 1 error\n")
    }

    @Test func aMalformedGlossaryIsAnErrorAtItsPlace() throws {
        let book = try book(glossary: Self.glossary(use: ""))
        let check = book.run("check")
        #expect(check.status == ExitStatus.failure)
        #expect(check.error == "Chapters/glossary.json:6:54: error: 'use' is empty\ncheck: 1 error\n")

        try book.write("{\"cs\": [}", to: Glossary.path)
        let broken = book.run("check")
        #expect(broken.status == ExitStatus.failure)
        #expect(
            broken.error.hasPrefix(
                "Chapters/glossary.json:1:9: error: glossary.json is not valid JSON: expected a value"))
    }

    @Test func statusListsTheFindingsPerChapterAndLanguage() throws {
        let book = try book(glossary: Self.glossary())
        let text = try #require(book.read("Chapters/02-next-steps/cs.md"))
        try book.write(
            text + "\nDvě úlohy\na jedna <!-- glossary: allow \"úloha\" -->\núloha.\n",
            to: "Chapters/02-next-steps/cs.md")
        let status = book.run("status")
        #expect(status.status == ExitStatus.success)
        #expect(
            status.out.contains(
                "status: glossary: cs 01-first-steps: 1 finding, at line 7 of Chapters/01-first-steps/cs.md\n    "
                    + Self.finding))
        let lines = try #require(book.read("Chapters/02-next-steps/cs.md")).split(
            separator: "\n", omittingEmptySubsequences: false
        ).count
        #expect(
            status.out.contains(
                "status: glossary: cs 02-next-steps: 1 finding, at line \(lines - 3) of Chapters/02-next-steps/cs.md\n")
        )

        try book.write(text, to: "Chapters/02-next-steps/cs.md")
        try book.write(Self.glossary(avoid: "\"práce\""), to: Glossary.path)
        #expect(
            book.run("status").out.contains(
                "status: glossary: the prose uses no variant the glossary avoids (1 term in cs)\n"))
    }
}
