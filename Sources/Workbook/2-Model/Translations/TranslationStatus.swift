/// Which translation sections follow an older version of their source
/// section than the current one, judged by `Chapters/translations.lock`.
///
/// A section is a heading and everything up to the next heading; sections
/// are matched across languages by heading id, which every translation shares
/// with the source language.
struct TranslationStatus {
    /// A heading of a chapter file: its id, its text and its 1-based line.
    struct Heading: Sendable, Equatable {
        var id: String
        var title: String
        var line: Int
    }

    /// A section of a chapter file: its heading and its text, heading line included.
    struct Section: Sendable, Equatable {
        var heading: Heading
        var text: String
    }

    /// One translation of one chapter, with the sections of its source.
    struct Pair: Sendable {
        var language: String
        /// The chapter's folder name, e.g. `02-the-vip-cycle`.
        var chapter: String
        /// The translation file, relative to the book root.
        var path: String
        var sourcePath: String
        var headings: [Heading]
        var sourceSections: [Section]
    }

    /// A translation section whose source changed since it was accepted.
    struct Stale: Sendable, Equatable {
        var language: String
        var chapter: String
        var path: String
        var sourcePath: String
        /// The translation's heading of the section.
        var heading: Heading
        /// The source language's heading of the section.
        var sourceHeading: Heading
        /// The source text the translation was accepted against; nil when it never was.
        var accepted: String?
        /// The source text now.
        var current: String

        /// The warning `check` and `status` print at the translation's heading.
        var diagnostic: Diagnostic {
            let source = "its source section '\(sourceHeading.title)' (\(sourcePath.fileName):\(sourceHeading.line))"
            let why =
                accepted == nil
                ? "\(source) has not been accepted for this translation yet"
                : "\(source) changed since this translation was last accepted"
            return Diagnostic(
                path: path, line: heading.line, column: 1, severity: .warning,
                message: "section '\(heading.title)' may be out of date: \(why) "
                    + "(see `workbook status`; `workbook status --accept \(language) \(chapter)` marks it current)")
        }
    }

    /// Splits `text` into sections at `headings` (in order). Text before the
    /// first heading belongs to no section. Works on bytes: a chapter may
    /// be megabytes long.
    static func sections(of text: String, headings: [Heading]) -> [Section] {
        let bytes = Array(text.utf8)
        let newline = UInt8(ascii: "\n")
        // lineStarts[k] is the byte offset of line k + 1.
        var lineStarts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            for offset in 0..<buffer.count where buffer[offset] == newline { lineStarts.append(offset + 1) }
        }
        let lineCount = bytes.isEmpty ? 0 : bytes.last == newline ? lineStarts.count - 1 : lineStarts.count
        var sections: [Section] = []
        for (index, heading) in headings.enumerated() {
            let start = max(0, heading.line - 1)
            let end = index + 1 < headings.count ? max(start, headings[index + 1].line - 1) : lineCount
            guard start < lineCount else { continue }
            let last = min(end, lineCount)
            var upper = last < lineStarts.count ? lineStarts[last] : bytes.count
            // Trailing blank lines do not make a section differ.
            while upper > lineStarts[start], bytes[upper - 1] == newline { upper -= 1 }
            let body = String(decoding: bytes[lineStarts[start]..<upper], as: UTF8.self)
            sections.append(Section(heading: heading, text: body + "\n"))
        }
        return sections
    }

    /// The stale sections of `pairs`, in the order given.
    static func stale(_ pairs: [Pair], lock: TranslationLock) -> [Stale] {
        var result: [Stale] = []
        for pair in pairs {
            let translated = Dictionary(pair.headings.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for section in pair.sourceSections {
                guard let heading = translated[section.heading.id] else { continue }
                let key = TranslationLock.Key(
                    language: pair.language, chapter: pair.chapter, section: section.heading.id)
                let accepted = lock.entries[key]
                if accepted == TranslationLock.hash(section.text) { continue }
                result.append(
                    Stale(
                        language: pair.language, chapter: pair.chapter, path: pair.path, sourcePath: pair.sourcePath,
                        heading: heading, sourceHeading: section.heading,
                        accepted: accepted.flatMap { lock.texts[$0] }, current: section.text))
            }
        }
        return result
    }

    /// `lock` with every section of `pairs` accepted as following the current source.
    static func accepting(_ pairs: [Pair], in lock: TranslationLock) -> TranslationLock {
        var lock = lock
        for pair in pairs {
            lock.removeEntries(language: pair.language, chapter: pair.chapter)
            for section in pair.sourceSections {
                let key = TranslationLock.Key(
                    language: pair.language, chapter: pair.chapter, section: section.heading.id)
                lock.accept(key, text: section.text)
            }
        }
        return lock
    }
}

extension String {
    /// The last path component.
    fileprivate var fileName: String {
        split(separator: "/").last.map(String.init) ?? self
    }
}
