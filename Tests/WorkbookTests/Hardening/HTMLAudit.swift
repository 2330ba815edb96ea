/// Reads HTML the way a browser's tokenizer starts to, and lists everything
/// in it that a chapter could use to run script or leave the page: tags
/// outside the site's own vocabulary, event handler (`on…`) and other unsafe
/// attributes, `javascript:`/`data:`/`vbscript:`/`file:` URLs, inline
/// scripts, comments other than cmark's placeholder.
///
/// Text the site escapes never shows up here: in escaped text every `<` is
/// `&lt;`, so each `<` this scanner meets opens a real tag. Pure Swift, no
/// imports: the fuzz target (`Tests/Fuzz`) compiles this same file.
enum HTMLAudit {
    /// Tags the site itself emits (page template, cmark's safe renderer,
    /// the block renderer).
    static let allowedTags: Set<String> = [
        "html", "head", "meta", "title", "link", "script", "body", "header", "nav", "main", "article",
        "aside", "div", "span", "p", "a", "button", "input", "details", "summary", "ul", "ol", "li",
        "h1", "h2", "h3", "h4", "h5", "h6", "pre", "code", "em", "strong", "blockquote", "hr", "br", "wbr",
        "img", "table", "thead", "tbody", "tr", "th", "td", "section",
        // A quiz: one form per question, its options radio buttons with labels.
        "form", "fieldset", "legend", "label",
    ]

    /// Attributes the site itself emits; none of them runs script.
    static let allowedAttributes: Set<String> = [
        "lang", "charset", "name", "content", "rel", "href", "src", "defer", "class", "id", "title",
        "type", "autocomplete", "spellcheck", "placeholder", "role", "hidden", "tabindex", "hreflang",
        "alt", "start", "aria-hidden", "aria-label", "aria-controls", "aria-expanded", "aria-current",
        "data-lang", "data-root", "data-assets", "data-no-results", "data-count", "data-more", "data-copy",
        "data-copied", "data-system", "data-light", "data-dark", "aria-keyshortcuts",
        // A quiz's inputs and the words its script shows, in the page's language.
        "value", "for", "disabled", "aria-live", "data-right", "data-wrong", "data-answer", "data-choose",
        "data-key",
        // A folded listing, shown open on the print page.
        "open",
    ]

    /// URL schemes that must never reach an `href` or `src`.
    static let forbiddenSchemes = ["javascript:", "vbscript:", "data:", "file:"]

    /// The problems found in `html`, each with the offending snippet.
    static func problems(in html: String) -> [String] {
        let bytes = Array(html.utf8)
        var result: [String] = []
        var index = 0
        var inScript = false
        func snippet(_ start: Int) -> String {
            String(decoding: bytes[start..<min(bytes.count, start + 80)], as: UTF8.self)
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                if inScript && !isSpace(bytes[index]) {
                    result.append("inline script content: \(snippet(index))")
                    inScript = false
                }
                index += 1
                continue
            }
            let start = index
            if hasPrefix(bytes, at: index, "<!--") {
                guard let end = find(bytes, "-->", from: index + 4) else {
                    result.append("unterminated comment: \(snippet(start))"); break
                }
                let body = String(decoding: bytes[(index + 4)..<end], as: UTF8.self)
                if body != " raw HTML omitted " { result.append("comment: \(snippet(start))") }
                index = end + 3
                continue
            }
            if hasPrefix(bytes, at: index, "<!DOCTYPE html>") {
                index += 15
                continue
            }
            var cursor = index + 1
            let closing = cursor < bytes.count && bytes[cursor] == UInt8(ascii: "/")
            if closing { cursor += 1 }
            let nameStart = cursor
            while cursor < bytes.count, isNameByte(bytes[cursor]) { cursor += 1 }
            let name = String(decoding: bytes[nameStart..<cursor], as: UTF8.self).lowercased()
            if name.isEmpty {
                result.append("'<' that opens no tag: \(snippet(start))")
                index += 1
                continue
            }
            if !allowedTags.contains(name) { result.append("tag <\(name)>: \(snippet(start))") }
            // Attributes up to the closing '>'.
            var attributes: [(String, String)] = []
            while cursor < bytes.count, bytes[cursor] != UInt8(ascii: ">") {
                if isSpace(bytes[cursor]) || bytes[cursor] == UInt8(ascii: "/") { cursor += 1; continue }
                let attributeStart = cursor
                while cursor < bytes.count, !isSpace(bytes[cursor]),
                    bytes[cursor] != UInt8(ascii: "="), bytes[cursor] != UInt8(ascii: ">")
                { cursor += 1 }
                let attribute = String(decoding: bytes[attributeStart..<cursor], as: UTF8.self).lowercased()
                var value = ""
                if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") {
                    cursor += 1
                    guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") else {
                        result.append("unquoted attribute value: \(snippet(start))")
                        continue
                    }
                    guard let end = find(bytes, "\"", from: cursor + 1) else {
                        result.append("unterminated attribute value: \(snippet(start))"); return result
                    }
                    value = String(decoding: bytes[(cursor + 1)..<end], as: UTF8.self)
                    cursor = end + 1
                }
                attributes.append((attribute, value))
            }
            index = cursor + 1
            for (attribute, value) in attributes {
                if !allowedAttributes.contains(attribute) {
                    result.append("attribute '\(attribute)' on <\(name)>: \(snippet(start))")
                }
                if attribute == "href" || attribute == "src" {
                    let folded = decodedURL(value)
                    if let scheme = forbiddenSchemes.first(where: { folded.hasPrefix($0) }) {
                        result.append("\(scheme) URL in <\(name) \(attribute)>: \(snippet(start))")
                    }
                }
            }
            if name == "script" && !closing {
                if !attributes.contains(where: { $0.0 == "src" }) {
                    result.append("script without src: \(snippet(start))")
                }
                inScript = true
            } else if name == "script" && closing {
                inScript = false
            }
        }
        return result
    }

    /// A URL as a browser reads its scheme: character references decoded,
    /// whitespace and control characters dropped, lowercased.
    static func decodedURL(_ value: String) -> String {
        var text = value
        for (entity, character) in [
            ("&colon;", ":"), ("&#58;", ":"), ("&#x3a;", ":"), ("&amp;", "&"), ("&#9;", ""), ("&#10;", ""),
        ] {
            text = text.replacingAll(entity, with: character)
        }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value > 0x20 })).lowercased()
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == UInt8(ascii: "-")
    }

    private static func hasPrefix(_ bytes: [UInt8], at index: Int, _ prefix: String) -> Bool {
        var offset = index
        for byte in prefix.utf8 {
            guard offset < bytes.count, bytes[offset] == byte else { return false }
            offset += 1
        }
        return true
    }

    private static func find(_ bytes: [UInt8], _ needle: String, from start: Int) -> Int? {
        guard let first = needle.utf8.first else { return start }
        var index = start
        while index < bytes.count {
            if bytes[index] == first && hasPrefix(bytes, at: index, needle) { return index }
            index += 1
        }
        return nil
    }
}

private extension String {
    /// Every occurrence of `target` replaced (case-insensitively for ASCII), without Foundation.
    func replacingAll(_ target: String, with replacement: String) -> String {
        let source = Array(utf8)
        let needle = Array(target.lowercased().utf8)
        var output: [UInt8] = []
        var index = 0
        while index < source.count {
            if index + needle.count <= source.count,
                zip(source[index..<(index + needle.count)], needle).allSatisfy({ lowered($0) == $1 })
            {
                output += Array(replacement.utf8)
                index += needle.count
            } else {
                output.append(source[index])
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private func lowered(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 32 : byte
    }
}
