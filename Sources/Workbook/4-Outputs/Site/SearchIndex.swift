/// The offline search index of one language, written as a script that
/// assigns a global (so it loads from `file://`, where `fetch()` of JSON
/// fails):
///
///     window.workbookSearch = {"pages":[[FILE, TITLE], …],
///       "sections":[[PAGE, ID, HEADING, TEXT, KEYS], …]};
///
/// `PAGE` indexes `pages`; `ID` is the heading id (`""` for the top of the
/// page); `TEXT` is the section's prose, whitespace folded (the script cuts
/// the passage around a match from it and marks the words); `KEYS` are the
/// section's distinct search keys (`SearchKeys`: folded and stemmed), of the
/// heading, the prose and the code, joined by spaces.
struct SearchIndex: Sendable {
    struct Section: Equatable, Sendable {
        var page: Int
        var id: String
        var heading: String
        var text: String
        var keys: [String]
    }

    private(set) var pages: [(file: String, title: String)] = []
    /// The sections added as values (`add(file:title:sections:)`).
    private(set) var sections: [Section] = []
    /// Every section as the script lists it: its page, then the rest of its
    /// row (`rowTail`), which the page cache keeps ready made.
    private var rows: [(page: Int, tail: String)] = []

    init() {}

    /// Adds a chapter page and its sections (see `sections(title:document:keyer:)`).
    mutating func add(file: String, title: String, sections pageSections: [Section]) {
        let page = pages.count
        pages.append((file, title))
        for var section in pageSections {
            section.page = page
            sections.append(section)
            rows.append((page, Self.rowTail(section)))
        }
    }

    /// Adds a chapter page and its sections as `rowTail` made them.
    mutating func add(file: String, title: String, rowTails: [String]) {
        let page = pages.count
        pages.append((file, title))
        for tail in rowTails { rows.append((page, tail)) }
    }

    /// A section's row in the script after its page number:
    /// `ID,HEADING,TEXT,KEYS]`.
    static func rowTail(_ section: Section) -> String {
        json(section.id) + "," + json(section.heading) + "," + json(section.text) + ","
            + json(section.keys.joined(separator: " ")) + "]"
    }

    /// Adds a chapter page in `language`, computing its sections.
    mutating func add(file: String, title: String, document: RenderedDocument, language: String) {
        var keyer = SearchKeyer(language: language)
        add(file: file, title: title, sections: Self.sections(title: title, document: document, keyer: &keyer))
    }

    /// The searchable sections of a rendered chapter (with `page` 0): the
    /// part of the site build that runs in parallel, one chapter a job.
    static func sections(title: String, document: RenderedDocument, keyer: inout SearchKeyer) -> [Section] {
        var result: [Section] = []
        for (index, text) in document.sectionText.enumerated() {
            let heading = index == 0 ? nil : document.headings[index - 1]
            let code =
                index < document.sectionCode.count ? BlockRenderer.withoutMarkers(document.sectionCode[index]) : ""
            if heading == nil && text.isEmpty && code.isEmpty { continue }
            var seen = Set<String>()
            var keys: [String] = []
            for part in [heading?.text ?? "", text, code] {
                for key in keyer.keys(part) where seen.insert(key).inserted {
                    keys.append(key)
                }
            }
            result.append(
                Section(
                    page: 0, id: heading?.id ?? "", heading: heading?.text ?? title,
                    text: folded(text), keys: keys))
        }
        return result
    }

    /// The index as a script.
    var script: String {
        var out = "window.workbookSearch = {\"pages\":["
        for (index, page) in pages.enumerated() {
            if index > 0 { out += "," }
            out += "[" + Self.json(page.file) + "," + Self.json(page.title) + "]"
        }
        out += "],\n\"sections\":["
        for (index, row) in rows.enumerated() {
            out += index > 0 ? ",\n[" : "\n["
            out += "\(row.page)," + row.tail
        }
        return out + "]};\n"
    }

    // MARK: - Helpers

    /// `text` with each run of whitespace made one space, trimmed: every
    /// `Character` whose first scalar is whitespace is dropped. Walked by
    /// scalars (grapheme breaking was a tenth of a cold build); where a
    /// scalar walk could differ from the `Character` walk (a whitespace
    /// scalar joined to its neighbour in one grapheme: a combining mark
    /// after it, a prepended mark before it), the `Character` walk decides.
    static func folded(_ text: String) -> String {
        var utf8 = text
        let result = utf8.withUTF8 { bytes -> [UInt8]? in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var pendingSpace = false
            var previous: UInt32?
            var afterWhitespace = false
            var index = 0
            while index < bytes.count {
                let (scalar, length) = UTF8Scalar.decode(bytes, at: index)
                if afterWhitespace && scalar >= 0x300 && mayJoinWhitespace(Unicode.Scalar(scalar)!) { return nil }
                if isWhitespace(scalar) {
                    if let previous, previous >= 0x600 && !isWhitespace(previous) { return nil }
                    pendingSpace = !out.isEmpty
                    afterWhitespace = true
                    previous = scalar
                    index += length
                    continue
                }
                if pendingSpace {
                    out.append(0x20)
                    pendingSpace = false
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]))
                afterWhitespace = false
                previous = scalar
                index += length
            }
            return out
        }
        guard let result else { return foldedByCharacters(text) }
        return String(decoding: result, as: UTF8.self)
    }

    /// Unicode's White_Space property (a fixed list).
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        isWhitespace(scalar.value)
    }

    static func isWhitespace(_ value: UInt32) -> Bool {
        switch value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// True when `scalar` may continue the grapheme of a whitespace scalar
    /// before it: marks, extenders, joiners, emoji modifiers, Thai and Lao AM.
    static func mayJoinWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isGraphemeExtend { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format, .control, .surrogate, .unassigned,
            .privateUse:
            return true
        default:
            break
        }
        switch scalar.value {
        case 0x0E33, 0x0EB3, 0x1F3FB...0x1F3FF, 0x1100...0x11FF, 0xAC00...0xD7A3, 0x1F1E6...0x1F1FF: return true
        default: return false
        }
    }

    /// `folded`, walked by `Character`s.
    static func foldedByCharacters(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        for character in text {
            if character.isWhitespace { pendingSpace = !result.isEmpty; continue }
            if pendingSpace { result += " "; pendingSpace = false }
            result.append(character)
        }
        return result
    }

    /// A JSON string literal, safe inside a script (`String.jsonQuoted`).
    static func json(_ string: String) -> String {
        string.jsonQuoted
    }
}
