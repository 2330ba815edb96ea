import Testing

@testable import Workbook

@Suite struct HTMLTests {
    /// Every character text can use to become markup, and those an attribute
    /// value must also keep.
    static let hostile = "a&b<c>d\"e'f`g\nh\ri\tj"

    @Test func interpolatedTextIsEscapedForElementText() {
        let text = Self.hostile
        let html: HTML = "<p>\(text)</p>"
        #expect(html.markup == "<p>a&amp;b&lt;c&gt;d&quot;e&#39;f`g\nh\ri\tj</p>")
    }

    @Test func anAttributeValueIsEscapedForAQuotedAttribute() {
        let value = Self.hostile
        let html: HTML = "<a title=\"\(attribute: value)\">"
        #expect(html.markup == "<a title=\"a&amp;b&lt;c&gt;d&quot;e&#39;f&#96;g&#10;h&#13;i&#9;j\">")
    }

    @Test func aQuoteInAPathCannotLeaveTheAttribute() {
        let path = #"x"onmouseover="alert(1)".html"#
        let html: HTML = "<a href=\"\(attribute: path)\">\(path)</a>"
        #expect(
            html.markup
                == "<a href=\"x&quot;onmouseover=&quot;alert(1)&quot;.html\">x&quot;onmouseover=&quot;alert(1)&quot;.html</a>"
        )
        #expect(HTMLAudit.problems(in: html.markup) == [])
    }

    @Test func textWithoutSpecialCharactersIsCopiedAsItIs() {
        let text = "Čeština, русский 🙂 plain"
        let html: HTML = "<b>\(text)</b> \(7)"
        #expect(html.markup == "<b>Čeština, русский 🙂 plain</b> 7")
        #expect(HTML(escaping: "").isEmpty)
        #expect(HTML().markup == "")
    }

    @Test func everyWayToAddAStringEscapesItButTheTrustedDoor() {
        let markup = "<script>alert('x')</script>"
        let escaped = "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"
        #expect(HTML(escaping: markup).markup == escaped)
        #expect(HTML(breakingWords: markup).markup.hasPrefix("&lt;script&gt;"))
        #expect(!HTML(breakingWords: markup).markup.contains("<script>"))
        let interpolated: HTML = "\(markup)"
        #expect(interpolated.markup == escaped)
        let attribute: HTML = "\(attribute: markup)"
        #expect(attribute.markup == escaped)
        // Only the named door keeps a `String`'s markup.
        #expect(HTML(trustedMarkup: markup).markup == markup)
        #expect(HTMLAudit.problems(in: HTML(trustedMarkup: markup).markup) != [])
    }

    @Test func htmlValuesAreInsertedAsTheyAre() {
        let inner: HTML = "<em>\("a<b")</em>"
        var page: HTML = "<p>\(inner)</p>"
        page += " and " + inner
        #expect(page.markup == "<p><em>a&lt;b</em></p> and <em>a&lt;b</em>")
        let list = [HTML(escaping: "<1>"), "<i>2</i>"].joined(separator: ", ")
        #expect(list.markup == "&lt;1&gt;, <i>2</i>")
        #expect([HTML]().joined(separator: ", ").isEmpty)
    }

    @Test func wordBreaksGoBetweenEscapedPieces() {
        #expect(HTML(breakingWords: "A<B>.c").markup == "A&lt;B&gt;.<wbr>c")
        #expect(HTML(breakingWords: "ArticleDetail").markup == "Article<wbr>Detail")
    }
}
