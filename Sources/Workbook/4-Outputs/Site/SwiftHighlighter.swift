/// Turns Swift code into escaped HTML with `<span class="…">` around tokens.
///
/// | class | tokens |
/// | --- | --- |
/// | `kw` | keywords: `func`, `let`, `self`, `get` |
/// | `ty` | type names: `String`, `UserScene` |
/// | `at` | attributes: `@MainActor` |
/// | `pd` | pound directives: `#if`, `#expect` |
/// | `nu` | numbers: `42`, `0x1F` |
/// | `st` | string literals: quotes, text, escapes |
/// | `ip` | the `\(` and `)` around an interpolation (the code inside is highlighted as code) |
/// | `co` | comments |
///
/// Names, operators, punctuation and whitespace are written unwrapped.
/// Adjacent tokens of one class share a span, so `"a\n"` is one `st` span.
/// Every byte of the code appears in the output, escaped, in order, line
/// breaks included; the same code always gives the same HTML.
///
///     SwiftHighlighter.html("let n = 1")
///     // <span class="kw">let</span> n = <span class="nu">1</span>
enum SwiftHighlighter {
    /// The code as highlighted HTML, for use inside `<pre><code>`.
    static func html(_ code: String) -> HTML {
        var code = code
        let markup = code.withUTF8 { bytes in
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count * 2 + 64)
            append(bytes, to: &output)
            return String(decoding: output, as: UTF8.self)
        }
        // Every byte of the code went through `HTMLEscaping`; the only
        // markup is the highlighter's own spans.
        return HTML(trustedMarkup: markup)
    }

    /// Appends the highlighted HTML of the UTF-8 code in `bytes` to `output`.
    static func append(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        let tokens = SwiftLexer.tokenize(bytes)
        tags.withUnsafeBufferPointer { tags in
            let close = closeTag(in: tags)
            var open: CSSClass?
            for token in tokens {
                let wanted = CSSClass(token.kind)
                if wanted != open {
                    if open != nil { output.append(contentsOf: close) }
                    if let wanted { output.append(contentsOf: openTag(wanted, in: tags)) }
                    open = wanted
                }
                HTMLEscaping.append(UnsafeBufferPointer(rebasing: bytes[token.range]), to: &output)
            }
            if open != nil { output.append(contentsOf: close) }
        }
    }

    // MARK: - Classes

    /// The CSS class of a highlighted token.
    enum CSSClass: UInt8, CaseIterable {
        case keyword, typeName, attribute, poundDirective, number, string, interpolation, comment

        /// The class for `kind`, or nil if such tokens are written unwrapped.
        init?(_ kind: SwiftToken.Kind) {
            switch kind {
            case .keyword: self = .keyword
            case .typeName: self = .typeName
            case .attribute: self = .attribute
            case .poundDirective: self = .poundDirective
            case .number: self = .number
            case .stringStart, .stringSegment, .stringEscape, .stringEnd: self = .string
            case .interpolationStart, .interpolationEnd: self = .interpolation
            case .lineComment, .blockComment: self = .comment
            case .whitespace, .newline, .identifier, .operator, .punctuation, .unknown: return nil
            }
        }

        /// The class name in the page's style sheet.
        var name: String {
            switch self {
            case .keyword: "kw"
            case .typeName: "ty"
            case .attribute: "at"
            case .poundDirective: "pd"
            case .number: "nu"
            case .string: "st"
            case .interpolation: "ip"
            case .comment: "co"
            }
        }
    }

    // MARK: - Tags

    /// `<span class="kw">`, `<span class="ty">`… in `CSSClass` order, then
    /// `</span>`. Every class name has two letters, so open tags are alike in length.
    private static let tags: [UInt8] = {
        let names = CSSClass.allCases.map(\.name)
        return Array((names.map { "<span class=\"\($0)\">" }.joined() + "</span>").utf8)
    }()

    private static let openTagLength = #"<span class="kw">"#.utf8.count

    @inline(__always)
    private static func openTag(_ cssClass: CSSClass, in tags: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>
    {
        let start = Int(cssClass.rawValue) * openTagLength
        return UnsafeBufferPointer(rebasing: tags[start..<start + openTagLength])
    }

    @inline(__always)
    private static func closeTag(in tags: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: tags[(CSSClass.allCases.count * openTagLength)...])
    }
}
