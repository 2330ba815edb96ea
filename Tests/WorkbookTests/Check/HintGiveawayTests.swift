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
        let findings = HintGiveaway.findings(hint: "Nudge.\n  Then user.email.lowercased().", solution: solution, starter: starter)
        #expect(findings.first?.line == 2)
        #expect(findings.first?.column == 8)
    }
}
