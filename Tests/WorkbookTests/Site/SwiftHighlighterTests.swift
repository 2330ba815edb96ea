import Foundation
import Testing

@testable import Workbook

@Suite struct SwiftHighlighterTests {
    // MARK: - Classes

    @Test func keywordsNumbersAndPlainNames() {
        #expect(SwiftHighlighter.html("let n = 1") == #"<span class="kw">let</span> n = <span class="nu">1</span>"#)
    }

    @Test func typeNamesAttributesAndPoundDirectives() {
        #expect(
            SwiftHighlighter.html("@MainActor final class A: B {}") == """
                <span class="at">@MainActor</span> <span class="kw">final</span> <span class="kw">class</span> \
                <span class="ty">A</span>: <span class="ty">B</span> {}
                """)
        #expect(
            SwiftHighlighter.html("#if DEBUG\n#expect(x)\n#endif") == """
                <span class="pd">#if</span> <span class="ty">DEBUG</span>
                <span class="pd">#expect</span>(x)
                <span class="pd">#endif</span>
                """)
    }

    @Test func commentsKeepTheirLineBreaks() {
        #expect(
            SwiftHighlighter.html("x // a\n/* b\n c */ y") == """
                x <span class="co">// a</span>
                <span class="co">/* b
                 c */</span> y
                """)
    }

    @Test func stringPiecesShareASpanAndInterpolatedCodeIsHighlighted() {
        #expect(
            SwiftHighlighter.html(#""a\n \(count + 1) b""#) == """
                <span class="st">&quot;a\\n </span><span class="ip">\\(</span>count + <span class="nu">1</span>\
                <span class="ip">)</span><span class="st"> b&quot;</span>
                """)
    }

    @Test func nestedStringInsideAnInterpolation() {
        #expect(
            SwiftHighlighter.html(#""\(f("x"))""#) == """
                <span class="st">&quot;</span><span class="ip">\\(</span>f(<span class="st">&quot;x&quot;</span>)\
                <span class="ip">)</span><span class="st">&quot;</span>
                """)
    }

    @Test func operatorsAndPunctuationAreEscapedButNotWrapped() {
        #expect(SwiftHighlighter.html("a < b && c > d ? e : f") == "a &lt; b &amp;&amp; c &gt; d ? e : f")
    }

    // MARK: - Escaping

    @Test func scriptInStringsAndCommentsIsEscaped() {
        let html = SwiftHighlighter.html(#"let s = "<script>alert('x')</script>" // <b>&</b>"#).markup
        #expect(
            html == """
                <span class="kw">let</span> s = <span class="st">&quot;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;\
                &quot;</span> <span class="co">// &lt;b&gt;&amp;&lt;/b&gt;</span>
                """)
        #expect(!html.contains("<script") && !html.contains("<b>"))
    }

    @Test func nonASCIIPassesThrough() {
        #expect(
            SwiftHighlighter.html("let ж = \"Čeština\" // коммент") == """
                <span class="kw">let</span> ж = <span class="st">&quot;Čeština&quot;</span> <span class="co">// коммент</span>
                """)
    }

    @Test func emptyCode() {
        #expect(SwiftHighlighter.html("") == "")
    }

    // MARK: - Whole sources

    @Test(arguments: SwiftSamples.all)
    func removingTagsAndEntitiesGivesTheCodeBack(_ source: String) {
        let html = SwiftHighlighter.html(source).markup
        #expect(Self.plainText(of: html) == source)
        #expect(SwiftHighlighter.html(source).markup == html)
        #expect(html.components(separatedBy: "<span").count == html.components(separatedBy: "</span>").count)
        #expect(SwiftLexer.tokenize(source).map { $0.text(in: source) }.joined() == source)
    }

    /// `html` without `<span class="…">`, `</span>` and entities.
    private static func plainText(of html: String) -> String {
        var text = html
        for name in ["kw", "ty", "at", "pd", "nu", "st", "ip", "co"] {
            text = text.replacingOccurrences(of: "<span class=\"\(name)\">", with: "")
        }
        text = text.replacingOccurrences(of: "</span>", with: "")
        #expect(!text.contains("<") && !text.contains(">") && !text.contains("\"") && !text.contains("'"))
        let entities = [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")]
        for (entity, character) in entities {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text
    }
}
