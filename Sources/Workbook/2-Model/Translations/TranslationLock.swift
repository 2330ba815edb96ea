import Foundation

/// `Chapters/translations.lock`: for every translation section, the version of
/// the source-language section it was last accepted against, with that
/// accepted text, so `workbook status` can show what changed since.
///
/// The file is text, one entry a line, sorted and grouped by chapter, so two
/// branches that accept different chapters merge without conflict:
///
///     # comments and blank lines are ignored
///     ru 02-the-vip-cycle the-five-steps 1a2b3c4d5e6f7a8b
///     = 1a2b3c4d5e6f7a8b "## The five steps\n\nThe view…"
///
/// An entry line is `LANG CHAPTER SECTION HASH`: the translation `LANG` of the
/// chapter folder `CHAPTER` follows the source text whose hash is `HASH` in
/// the section whose heading id is `SECTION`. A text line `= HASH "…"` holds
/// that source text once (a JSON string), however many entries share it.
struct TranslationLock: Equatable, Sendable {
    static let path = "Chapters/translations.lock"

    /// Where one translation section stands.
    struct Key: Hashable, Sendable, Comparable {
        var language: String
        var chapter: String
        var section: String

        init(language: String, chapter: String, section: String) {
            self.language = language
            self.chapter = chapter
            self.section = section
        }

        static func < (a: Key, b: Key) -> Bool {
            (a.language, a.chapter, a.section) < (b.language, b.chapter, b.section)
        }
    }

    /// Key → hash of the accepted source text.
    var entries: [Key: String] = [:]
    /// Hash → accepted source text.
    var texts: [String: String] = [:]
    /// Key → 1-based line of its entry, for diagnostics (empty for a lock made in memory).
    var lines: [Key: Int] = [:]

    init() {}

    /// The source text `key`'s translation follows, when recorded.
    func acceptedText(_ key: Key) -> String? {
        entries[key].flatMap { texts[$0] }
    }

    /// Records that `key` follows `text`.
    mutating func accept(_ key: Key, text: String) {
        let hash = Self.hash(text)
        entries[key] = hash
        texts[hash] = text
    }

    /// Removes the entries of `language`'s `chapter` (before accepting it anew,
    /// so sections that no longer exist leave no entry behind).
    mutating func removeEntries(language: String, chapter: String) {
        for key in entries.keys where key.language == language && key.chapter == chapter {
            entries[key] = nil
        }
    }

    /// The fingerprint of a section's source text.
    static func hash(_ text: String) -> String {
        Checksum.hex(text)
    }

    // MARK: - Text form

    /// The file's text: the entries sorted by language, chapter and section,
    /// one group a translation of a chapter; then the texts they use, one
    /// group a chapter, sorted by the first section that uses each. A blank
    /// line between groups keeps two branches that accept different
    /// chapters from touching neighbouring lines, so their merge is clean.
    /// Texts no entry uses are dropped.
    func serialized() -> String {
        var out = """
            # Which source-language text each translation section follows.
            # Written by `workbook status`; `workbook status --accept LANG CHAPTER` moves a
            # translation of a chapter to the current source. One entry a line:
            #   LANG CHAPTER SECTION HASH      the translation follows the text with that hash
            #   = HASH "TEXT"                  that source text (a JSON string), once

            """
        let keys = entries.keys.sorted()
        var group = ""
        for key in keys {
            let next = "\(key.language) \(key.chapter)"
            if next != group { out += "\n" }
            group = next
            out += "\(key.language) \(key.chapter) \(key.section) \(entries[key]!)\n"
        }
        // Each text goes with the first (chapter, section) that uses it.
        var home: [String: (chapter: String, section: String)] = [:]
        for key in keys {
            let place = (key.chapter, key.section)
            if let current = home[entries[key]!], current <= place { continue }
            home[entries[key]!] = place
        }
        let hashes = home.keys.sorted { a, b in
            let (x, y) = (home[a]!, home[b]!)
            return (x.chapter, x.section, a) < (y.chapter, y.section, b)
        }
        var chapter: String?
        for hash in hashes {
            if home[hash]!.chapter != chapter { out += "\n" }
            chapter = home[hash]!.chapter
            out += "= \(hash) \(Self.quote(texts[hash] ?? ""))\n"
        }
        return out
    }

    /// Parses the file's text; problems name their line in `path`. The
    /// scan runs on the text's bytes: a lock holds every section of every
    /// translation, and trimming and JSON-decoding its lines one Character
    /// at a time cost a third of a build of the book.
    static func parse(_ text: String, path: String = TranslationLock.path) -> (TranslationLock, [Diagnostic]) {
        var lock = TranslationLock()
        var problems: [Diagnostic] = []
        var textLines: [String: Int] = [:]
        var firstComment: Int?
        let bytes = Array(text.utf8)
        for (offset, range) in TextLines.ranges(of: bytes).enumerated() {
            let number = offset + 1
            let line = TextLines.trimmed(bytes[range])
            if line.first == UInt8(ascii: "#") { firstComment = firstComment ?? number }
            if line.isEmpty || line.first == UInt8(ascii: "#") { continue }
            if mergeMarkers.contains(where: { line.starts(with: $0) }) {
                problems.append(
                    .error(
                        path, number, 1,
                        "unresolved merge conflict marker; keep one side of the conflict (or delete both: `workbook status --accept` records them again)"
                    ))
                continue
            }
            if line.starts(with: [UInt8(ascii: "="), UInt8(ascii: " ")]) {
                let parts = line.dropFirst(2)
                guard let space = parts.firstIndex(of: UInt8(ascii: " ")) else {
                    problems.append(.error(path, number, 1, "expected '= HASH \"TEXT\"'"))
                    continue
                }
                let hash = String(decoding: parts[..<space], as: UTF8.self)
                guard isHash(hash) else {
                    problems.append(.error(path, number, 3, "'\(hash)' is not a hash (16 hexadecimal digits)"))
                    continue
                }
                guard let value = unquote(parts[(space + 1)...]) else {
                    problems.append(
                        .error(
                            path, number, 4 + hash.count,
                            "the text after the hash is not a valid JSON string (a truncated line?)"))
                    continue
                }
                if let first = textLines[hash], lock.texts[hash] != value {
                    problems.append(.error(path, number, 1, "hash \(hash) has a different text on line \(first)"))
                    continue
                }
                textLines[hash] = number
                lock.texts[hash] = value
                continue
            }
            let fields = line.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
                .map { String(decoding: $0, as: UTF8.self) }
            guard fields.count == 4 else {
                problems.append(
                    .error(
                        path, number, 1,
                        "expected 'LANG CHAPTER SECTION HASH' or '= HASH \"TEXT\"', found \(fields.count) field\(fields.count == 1 ? "" : "s")"
                    ))
                continue
            }
            guard isHash(fields[3]) else {
                problems.append(.error(path, number, 1, "'\(fields[3])' is not a hash (16 hexadecimal digits)"))
                continue
            }
            let key = Key(language: fields[0], chapter: fields[1], section: fields[2])
            if let first = lock.lines[key] {
                problems.append(
                    .error(
                        path, number, 1,
                        "a second entry for \(key.language) \(key.chapter) \(key.section) (the first is on line \(first)); keep one"
                    ))
                continue
            }
            lock.entries[key] = fields[3]
            lock.lines[key] = number
        }
        problems += missingTexts(in: lock, path: path)
        if lock.entries.isEmpty && problems.isEmpty {
            // The tool never writes a lock without entries: this one lost them.
            problems.append(
                .error(
                    path, firstComment ?? 1, 1,
                    "the lock holds no entry (the tool writes one for every translated section), so the file looks truncated; \(recovery)"
                ))
        }
        return (lock, problems.sorted { $0.line < $1.line })
    }

    /// The starts of a merge's conflict markers.
    static let mergeMarkers: [[UInt8]] = ["<<<<<<<", "=======", ">>>>>>>", "|||||||"].map { Array($0.utf8) }

    /// How to get a usable lock back when the file lost its entries or texts.
    static let recovery =
        "restore it from version control (`git checkout -- \(path)`), or delete it so that the next `workbook status` records every translation as current again"

    /// The entries whose text line is missing: the first at its line, then
    /// one line for all the others, since a lock cut short loses the texts
    /// of every entry at once and a hundred equal errors hide the real one.
    static func missingTexts(in lock: TranslationLock, path: String) -> [Diagnostic] {
        let missing = lock.entries.keys.filter { lock.texts[lock.entries[$0]!] == nil }
            .map { (key: $0, line: lock.lines[$0] ?? 0) }
            .sorted { ($0.line, $0.key) < ($1.line, $1.key) }
        guard let first = missing.first else { return [] }
        var result: [Diagnostic] = [
            .error(
                path, first.line, 1,
                "no text line '= \(lock.entries[first.key]!) \"…\"' for this entry (a truncated file?)")
        ]
        if missing.count > 1 {
            let more = missing.count - 1
            let entries = more == 1 ? "entry has" : "entries have"
            let last = missing[missing.count - 1].line
            let lines = more == 1 ? "line \(last)" : "lines \(missing[1].line)–\(last)"
            result.append(
                .error(
                    path, missing[1].line, 1,
                    "… and \(more) more \(entries) no text line (\(lines)); the file looks truncated: \(recovery)"))
        }
        return result
    }

    static func isHash(_ text: String) -> Bool {
        text.utf8.count == 16 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    /// `text` as a JSON string literal, on one line, as a person reads it.
    static func quote(_ text: String) -> String {
        text.jsonQuoted(.readable)
    }

    /// The string a JSON string literal stands for, or nil when it is not
    /// exactly one (spaces around it aside).
    static func unquote(_ literal: Substring) -> String? {
        unquote(ArraySlice(literal.utf8))
    }

    static func unquote(_ literal: ArraySlice<UInt8>) -> String? {
        JSONStringLiteral.decode(TextLines.trimmed(literal))
    }
}
