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

    @Test func thePlaceOfTheRunIsTheHints() {
        let findings = HintGiveaway.findings(
            hint: "Nudge.\n  Then user.email.lowercased().", solution: solution, starter: starter)
        #expect(findings.first?.line == 2)
        #expect(findings.first?.column == 8)
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
        let analysis = try BookAnalysis.analyze(root: book.root)
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

    @Test func pointersAtTheAPIAndKeywordsPass() throws {
        #expect(try giveaways(en: "`String` has `uppercased()`.", de: "`return` ends it; `}` closes it.").isEmpty)
        #expect(try giveaways(en: "Interpolate with `\\(…)`: `return \"Bye\"`.", de: "`name` is the input.").isEmpty)
    }
}
