/// The offline search index of one language, written as a script that
/// assigns a global (so it loads from `file://`, where `fetch()` of JSON
/// fails):
///
///     window.workbookSearch = {"pages":[[FILE, TITLE], …],
///       "sections":[[PAGE, ID, HEADING, EXCERPT, WORDS], …]};
///
/// `PAGE` indexes `pages`; `ID` is the heading id (`""` for the top of the
/// page); `WORDS` are the section's distinct folded words (`SearchFolding`),
/// heading first, joined by spaces.
public struct SearchIndex: Sendable {
    public struct Section: Equatable, Sendable {
        public var page: Int
        public var id: String
        public var heading: String
        public var excerpt: String
        public var words: [String]
    }

    public private(set) var pages: [(file: String, title: String)] = []
    public private(set) var sections: [Section] = []

    /// Characters of a section's text shown under a result.
    static let excerptLength = 160

    public init() {}

    /// Adds a chapter page and its sections (see `sections(title:document:folder:)`).
    public mutating func add(file: String, title: String, sections pageSections: [Section]) {
        let page = pages.count
        pages.append((file, title))
        for var section in pageSections {
            section.page = page
            sections.append(section)
        }
    }

    /// Adds a chapter page, computing its sections.
    public mutating func add(file: String, title: String, document: RenderedDocument) {
        var folder = SearchFolder()
        add(file: file, title: title, sections: Self.sections(title: title, document: document, folder: &folder))
    }

    /// The searchable sections of a rendered chapter (with `page` 0): the
    /// part of the site build that runs in parallel, one chapter a job.
    public static func sections(title: String, document: RenderedDocument, folder: inout SearchFolder) -> [Section] {
        var result: [Section] = []
        for (index, text) in document.sectionText.enumerated() {
            let heading = index == 0 ? nil : document.headings[index - 1]
            let code =
                index < document.sectionCode.count ? BlockRenderer.withoutMarkers(document.sectionCode[index]) : ""
            if heading == nil && text.isEmpty && code.isEmpty { continue }
            var seen = Set<String>()
            var words: [String] = []
            for part in [heading?.text ?? "", text, code] {
                for word in folder.words(part) where seen.insert(word).inserted {
                    words.append(word)
                }
            }
            result.append(
                Section(
                    page: 0, id: heading?.id ?? "", heading: heading?.text ?? title,
                    excerpt: excerpt(text), words: words))
        }
        return result
    }

    /// The index as a script.
    public var script: String {
        var out = "window.workbookSearch = {\"pages\":["
        for (index, page) in pages.enumerated() {
            if index > 0 { out += "," }
            out += "[" + Self.json(page.file) + "," + Self.json(page.title) + "]"
        }
        out += "],\n\"sections\":["
        for (index, section) in sections.enumerated() {
            out += index > 0 ? ",\n[" : "\n["
            out += "\(section.page)," + Self.json(section.id) + "," + Self.json(section.heading) + ","
            out += Self.json(section.excerpt) + "," + Self.json(section.words.joined(separator: " ")) + "]"
        }
        return out + "]};\n"
    }

    // MARK: - Helpers

    /// The start of `text`, whitespace folded, cut at a word boundary.
    static func excerpt(_ text: String) -> String {
        var result = ""
        var count = 0
        var pendingSpace = false
        for character in text {
            if character.isWhitespace { pendingSpace = count > 0; continue }
            if pendingSpace {
                if count >= excerptLength { return result + "…" }
                result += " "
                count += 1
                pendingSpace = false
            }
            result.append(character)
            count += 1
        }
        return result
    }

    /// A JSON string literal, safe inside a script: quotes, backslashes,
    /// control characters, `<`, U+2028 and U+2029 are escaped.
    static func json(_ string: String) -> String {
        let bytes = Array(string.utf8)
        var out: [UInt8] = [UInt8(ascii: "\"")]
        out.reserveCapacity(bytes.count + 8)
        let hex = Array("0123456789abcdef".utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                out += [UInt8(ascii: "\\"), byte]
            case UInt8(ascii: "<"), 0..<0x20:
                out += [UInt8(ascii: "\\"), UInt8(ascii: "u"), 48, 48, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            case 0xE2
            where index + 2 < bytes.count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                out += Array("\\u202".utf8) + [bytes[index + 2] == 0xA8 ? UInt8(ascii: "8") : UInt8(ascii: "9")]
                index += 2
            default:
                out.append(byte)
            }
            index += 1
        }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }
}
