/// A piece of HTML (or SVG) that is safe by construction: text only gets in
/// escaped for where it lands, and markup only comes from the code's own
/// string literals, from other `HTML` values, or through one named door.
///
/// Why a type and not `String` with escaping calls: a page built from
/// strings is as safe as its most careless interpolation, and a missed
/// `.htmlEscaped` looks exactly like a correct one (a quote in a file path
/// once closed an attribute of the language switcher that way). With
/// `HTML`, the safe spelling is the short one:
///
///     let link: HTML = "<a href=\"\(attribute: path)\">\(title)</a>"
///
/// - A `String` interpolated as `\(text)` is element text, escaped
///   (`&` `<` `>` `"` `'`); the quotes too, so it is also safe in a quoted
///   attribute.
/// - `\(attribute: value)` is a quoted attribute's value: also `` ` ``, tabs
///   and line breaks become character references, so the value survives any
///   quoting and keeps its whitespace.
/// - `\(number)` writes an integer, which has nothing to escape.
/// - `\(html)` inserts another `HTML` value as it is: it was built under the
///   same rules.
/// - `HTML(trustedMarkup:)` is the only way to turn a `String` into markup
///   unescaped, for what is HTML already and cannot be built here: cmark's
///   safe rendering, a page read back from the cache, a page the print page
///   rewrites. Every use says why it is safe; grep for the name to audit them.
///
/// String literals are markup: the compiler only accepts a literal where an
/// `HTML` is expected, so a `String` value never passes for one. The escaping
/// is the one in `String+HTMLEscaping.swift`, so pages are the same bytes as
/// when they were built from strings. Appending to an `HTML` appends to one
/// growing `String`, as the string building it replaces did.
struct HTML: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The markup, for writing it out (or handing it to cmark's walker).
    private(set) var markup: String

    /// No markup.
    init() {
        markup = ""
    }

    /// A literal is the code's own markup.
    init(stringLiteral markup: String) {
        self.markup = markup
    }

    init(stringInterpolation: StringInterpolation) {
        markup = stringInterpolation.markup
    }

    /// `text` as element text, escaped.
    init(escaping text: String) {
        markup = text.htmlEscaped
    }

    /// `text` escaped, with a `<wbr>` where a reader would break a long name
    /// of code (see `String.htmlEscapedWithWordBreaks`): inline code, file
    /// paths and file tabs.
    init(breakingWords text: String) {
        markup = text.htmlEscapedWithWordBreaks
    }

    /// Markup that is HTML already, taken as it is: the one door for a
    /// `String` into markup. Only for HTML made by something that escapes
    /// on its own (cmark's safe renderer, the Swift highlighter) or by this
    /// type earlier (the page cache, the print page's id rewriting).
    init(trustedMarkup markup: String) {
        self.markup = markup
    }

    var isEmpty: Bool { markup.isEmpty }

    var description: String { markup }

    static func += (html: inout HTML, other: HTML) {
        html.markup += other.markup
    }

    static func + (html: HTML, other: HTML) -> HTML {
        var result = html
        result += other
        return result
    }

    /// Builds an `HTML` from a literal with interpolations, escaping each
    /// interpolated `String` for its place (see `HTML`).
    struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var markup: String

        init(literalCapacity: Int, interpolationCount: Int) {
            markup = ""
            markup.reserveCapacity(literalCapacity + interpolationCount * 8)
        }

        /// The literal's own markup.
        mutating func appendLiteral(_ literal: String) {
            markup += literal
        }

        /// Element text, escaped.
        mutating func appendInterpolation(_ text: String) {
            markup += text.htmlEscaped
        }

        /// A quoted attribute's value, escaped for it.
        mutating func appendInterpolation(attribute value: String) {
            markup += value.htmlAttributeEscaped
        }

        /// A number: nothing to escape.
        mutating func appendInterpolation(_ number: Int) {
            markup += String(number)
        }

        /// Markup built under the same rules, as it is.
        mutating func appendInterpolation(_ html: HTML) {
            markup += html.markup
        }
    }
}

extension Sequence<HTML> {
    /// The pieces in order, `separator` between them.
    func joined(separator: HTML = HTML()) -> HTML {
        var result = HTML()
        for (index, piece) in enumerated() {
            if index > 0 { result += separator }
            result += piece
        }
        return result
    }
}
