import Testing

@testable import Workbook

@Suite struct HTMLEscapingTests {
    @Test func textWithoutSpecialCharactersIsUnchanged() {
        #expect("plain text, Čeština, русский 🙂 `code`\n".htmlEscaped == "plain text, Čeština, русский 🙂 `code`\n")
        #expect("".htmlEscaped == "")
        #expect("".htmlAttributeEscaped == "")
    }

    @Test func theFiveSpecialCharacters() {
        #expect(
            #"<a href="x">Tom & Jerry's</a>"#.htmlEscaped
                == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
        #expect("&".htmlEscaped == "&amp;")
        #expect("a&".htmlEscaped == "a&amp;")
        #expect("&a".htmlEscaped == "&amp;a")
        #expect("&amp;".htmlEscaped == "&amp;amp;")
    }

    @Test func scriptTagsAndNonASCIIAround() {
        #expect("ж<script>alert(1)</script>č".htmlEscaped == "ж&lt;script&gt;alert(1)&lt;/script&gt;č")
    }

    @Test func attributeVariantAlsoEscapesBackticksAndWhitespaceBreaks() {
        #expect("a\tb\nc`d\"e\r'".htmlAttributeEscaped == "a&#9;b&#10;c&#96;d&quot;e&#13;&#39;")
        #expect("a\tb\nc`d".htmlEscaped == "a\tb\nc`d")
        #expect("javascript:alert(\"x\")".htmlAttributeEscaped == "javascript:alert(&quot;x&quot;)")
    }

    @Test func longTextEscapesEveryOccurrence() {
        let source = String(repeating: "x<y & \"z\" ", count: 1_000)
        let escaped = source.htmlEscaped
        #expect(escaped == String(repeating: "x&lt;y &amp; &quot;z&quot; ", count: 1_000))
    }

    @Test func byteLevelAppendMatchesTheStringAPI() {
        var output = Array("<pre>".utf8)
        Array("a<b>'c'".utf8).withUnsafeBufferPointer { HTMLEscaping.append($0, to: &output) }
        #expect(String(decoding: output, as: UTF8.self) == "<pre>a&lt;b&gt;&#39;c&#39;")
    }
}
