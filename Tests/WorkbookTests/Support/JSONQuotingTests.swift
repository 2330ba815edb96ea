import Foundation
import Testing

@testable import Workbook

/// One JSON quoter, two ways of writing: for scripts (`<` escaped, every
/// control character as `\u00XX`) and for the translation lock, which a
/// person reads (`\n`, `\t`, `\r`). Either way JSON reads back the text.
@Suite struct JSONQuotingTests {
    static let samples = [
        "", "plain", "a \"quoted\" \\ word", "line\nend\r\ttab", "</script>", "\u{1}\u{1f}\u{7f}",
        "\u{2028}\u{2029}", "é ж 中 🙂", "\u{e2}\u{80}",
    ]

    @Test(arguments: samples)
    func bothWaysReadBackAsTheText(text: String) throws {
        for quoting in [String.JSONQuoting.script, .readable] {
            let literal = text.jsonQuoted(quoting)
            #expect(!literal.contains("\n") && !literal.contains("\u{2028}"))
            let decoded = try JSONSerialization.jsonObject(with: Data(literal.utf8), options: [.fragmentsAllowed])
            #expect(decoded as? String == text, "\(quoting): \(literal)")
            #expect(TranslationLock.unquote(Substring(literal)) == text)
        }
    }

    @Test func theWaysDifferOnlyWhereTheyShould() {
        #expect("a<b".jsonQuoted(.script) == #""a\u003cb""#)
        #expect("a<b".jsonQuoted(.readable) == #""a<b""#)
        #expect("a\nb\tc".jsonQuoted(.script) == #""a\u000ab\u0009c""#)
        #expect("a\nb\tc".jsonQuoted(.readable) == #""a\nb\tc""#)
        #expect(TranslationLock.quote("x\u{1b}\u{2028}") == #""x\u001b\u2028""#)
    }
}
