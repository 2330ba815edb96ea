import Foundation
import Testing

@testable import Workbook

@Suite struct HintGiveawayTests {
    let solution = """
        func makeViewModel(from user: UserProfile) -> User.FetchUser.ViewModel {
            let email = user.email.lowercased()
            guard !email.isEmpty else { return nil }
            return User.FetchUser.ViewModel(displayName: user.name, displayEmail: email)
        }
        """
    let starter = """
        func makeViewModel(from user: UserProfile) -> User.FetchUser.ViewModel {
            User.FetchUser.ViewModel(displayName: "", displayEmail: "")
        }
        """

    func runs(_ hint: String) -> [String] {
        HintGiveaway.findings(hint: hint, solution: solution, starter: starter).map(\.text)
    }

    @Test func theSolutionsCodeInsideALongerLineIsAGiveaway() {
        #expect(runs("Try `let email = user.email.lowercased()` first.") == ["let email = user.email.lowercased()"])
        #expect(runs("Write user.email.lowercased() somewhere.") == ["user.email.lowercased()"])
    }

    @Test func keywordsPunctuationAndSingleNamesNeverCount() {
        #expect(runs("Remember `return nil` and a closing `}`.").isEmpty)
        #expect(runs("Strings have `lowercased()`; the profile has an `email`.").isEmpty)
        #expect(runs("Look at user.email first.").isEmpty, "two names point at the API")
    }

    @Test func whatTheStarterAlreadyShowsIsNoGiveaway() {
        #expect(runs("The result is a `User.FetchUser.ViewModel`.").isEmpty)
    }

    @Test func aRunIsReportedFromItsFirstWordAndWithoutBackticks() {
        let findings = HintGiveaway.findings(
            hint: "For the mail: `user.email.lowercased()`.",
            solution: "displayEmail: user.email.lowercased(),", starter: "")
        #expect(findings.map(\.text) == ["user.email.lowercased()"])
        #expect(findings.first?.column == 16, "the column of `user`, not of the colon before it")
        #expect(
            runs("Set `displayEmail` from `user.email` and `email`: `user.name`.").isEmpty,
            "code spans next to each other are not one run")
        #expect(
            HintGiveaway.findings(
                hint: "Then `displayName`: `user.name`, as it is.",
                solution: "User(displayName: user.name)", starter: ""
            ).map(\.text) == ["displayName: user.name"])
    }

    @Test func thePlaceOfTheRunIsTheHints() {
        let findings = HintGiveaway.findings(
            hint: "Nudge.\n  Then user.email.lowercased().", solution: solution, starter: starter)
        #expect(findings.first?.line == 2)
        #expect(findings.first?.column == 8)
    }
}

/// A short solution has few runs of three names; its lines give it away as
/// surely, so a whole line of it in a hint counts, however short.
@Suite struct WholeLineGiveawayTests {
    let solution = """
        guard profile == nil else { return }
        guard !isLoading else { return }
        errorMessage = nil
        if case .success(let record) = result {
            profile = record
        }
        return nil
        break
        return
        }
        """

    func runs(_ hint: String, starter: String = "") -> [HintGiveaway.Finding] {
        HintGiveaway.findings(hint: hint, solution: solution, starter: starter)
    }

    @Test func aWholeShortLineIsAGiveaway() {
        #expect(
            runs("Return early: `guard profile == nil else { return }`.").map(\.text) == [
                "guard profile == nil else { return }"
            ])
        #expect(runs("Start with `guard !isLoading else { return }`.").map(\.solutionLine) == [2])
        #expect(runs("Then `errorMessage = nil`, and go on.").map(\.text) == ["errorMessage = nil"])
        #expect(
            runs("Both: `guard !isLoading else { return }` and `errorMessage = nil`.").map(\.text) == [
                "guard !isLoading else { return }", "errorMessage = nil",
            ])
    }

    @Test func aLineIsWholeWithoutTheBracesOfItsBlock() {
        #expect(runs("Match it with `if case .success(let record) = result`.").map(\.solutionLine) == [4])
        #expect(runs("Keep it: `profile = record`.").map(\.text) == ["profile = record"])
    }

    @Test func partOfALineWithFewNamesIsAPointer() {
        #expect(runs("Compare `profile` with `nil`.").isEmpty)
        #expect(runs("A `guard` on `!isLoading` returns early.").isEmpty)
        #expect(runs("Use `profile == nil` as the test.").isEmpty, "a part of the line, not the line")
        #expect(runs("Set `errorMessage` to `nil`.").isEmpty)
    }

    @Test func trivialLinesNeverCount() {
        #expect(runs("Remember `return nil`, `return`, `break` and a closing `}`.").isEmpty)
    }

    @Test func aLineTheStarterShowsIsNoGiveaway() {
        #expect(runs("Keep `errorMessage = nil`.", starter: "errorMessage = nil\n").isEmpty)
    }

    @Test func aLineInsideALongerRunIsReportedOnce() {
        let found = runs("All of it: `guard profile == nil else { return }`, then `profile = record`.")
        #expect(found.count == 2)
        #expect(found.map(\.column) == [13, 58])
    }
}

/// The check as `workbook check` runs it: over every hint of a chapter, in
/// every language, reported at the hint's chapter line.
@Suite struct HintGiveawayCheckTests {
    func chapter(hint: String, title: String) -> String {
        """
        # \(title)

        ```swift file=Sources/Demo/Greeting.swift
        public func farewell(_ name: String) -> String {
            //# exercise farewell
            let shout = name.uppercased()
            return "Bye, \\(shout)!"
            //# starter
            return ""
            //# end
        }
        ```

        ```exercise farewell
        Make `farewell` shout **Bye**.
        ```

        ```hint
        A first nudge.
        ```

        ```hint
        \(hint)
        ```

        """
    }

    func giveaways(en: String, de: String) throws -> [Diagnostic] {
        let book = try TestBook(fixture: "with-exercise")
        try book.write(chapter(hint: en, title: "More"), to: "Chapters/02-more/en.md")
        try book.write(chapter(hint: de, title: "Mehr"), to: "Chapters/02-more/de.md")
        let analysis = try BookCheck.analyze(root: book.root)
        return analysis.diagnostics.filter { $0.message.contains("gives away") }
    }

    @Test func aHintWithTheSolutionsLineFailsAtItsPlaceInEachLanguage() throws {
        let found = try giveaways(
            en: "Start with `let shout = name.uppercased()`.", de: "Beginnen Sie mit `let shout = name.uppercased()`.")
        #expect(found.map(\.path) == ["Chapters/02-more/en.md", "Chapters/02-more/de.md"])
        #expect(found.first?.line == 23)
        #expect(found.first?.column == 13)
        #expect(found.first?.severity == .error)
        #expect(
            found.first?.message
                == "this hint gives away the solution of 'farewell': 'let shout = name.uppercased()' is its code at line 6; point at the concept or the API instead"
        )
    }

    @Test func aWholeShortLineFailsToo() throws {
        let found = try giveaways(en: "Begin with `let shout = name.uppercased()`", de: "`return \"Bye, \\(shout)!\"`")
        #expect(found.count == 2)
        #expect(found.last?.path == "Chapters/02-more/de.md")
        #expect(found.last?.column == 2)
        #expect(found.last?.message.contains("'return \"Bye, \\(shout)!\"' is its code at line 7") == true)
    }

    /// The findings are kept per chapter (`.workbook/cache/checks/hints`):
    /// a second run reports them without checking again, an edited hint is
    /// checked again, and a damaged memo is ignored.
    @Test func rememberedFindingsFollowEditsAndSurviveADamagedMemo() throws {
        let book = try TestBook(fixture: "with-exercise")
        let giveaway = "Start with `let shout = name.uppercased()`."
        try book.write(chapter(hint: giveaway, title: "More"), to: "Chapters/02-more/en.md")
        try book.write(chapter(hint: giveaway, title: "Mehr"), to: "Chapters/02-more/de.md")
        func found() throws -> [String] {
            try BookCheck.analyze(root: book.root).diagnostics.filter { $0.message.contains("gives away") }
                .map(\.description)
        }
        let first = try found()
        #expect(first.count == 2)
        let memo = book.root.appendingPathComponent(".workbook/cache/checks/hints")
        #expect(FileManager.default.fileExists(atPath: memo.path))
        #expect(try found() == first, "the remembered findings are the same")
        try book.write(chapter(hint: "Look at `uppercased()`.", title: "Mehr"), to: "Chapters/02-more/de.md")
        #expect(try found() == [first[0]], "the edited hint is checked again")
        try Data("damaged".utf8).write(to: memo)
        #expect(try found() == [first[0]], "a damaged memo only costs the work")
    }

    @Test func pointersAtTheAPIAndKeywordsPass() throws {
        #expect(try giveaways(en: "`String` has `uppercased()`.", de: "`return` ends it; `}` closes it.").isEmpty)
        #expect(try giveaways(en: "Interpolate with `\\(…)`: `return \"Bye\"`.", de: "`name` is the input.").isEmpty)
    }
}
