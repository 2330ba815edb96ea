import Foundation

/// The search key of a word: what the site's index stores and what the
/// query is turned into, so that word forms find each other (`presenters`
/// finds `presenter`, `сцены` finds `сцена`, `uzivatelum` finds `uživatel`).
///
/// A key is the word lowercased (then in canonical composition, NFC),
/// stemmed by the algorithm of its language, then folded as search folds
/// text (`SearchFolding`: `č` → `c`, `ü` → `u`, `ß` → `ss`, `ё` → `е`):
///
/// | language | stemmer |
/// | --- | --- |
/// | `en` | Snowball English (Porter2), `EnglishStemmer` |
/// | `de` | Snowball German, with `ae`/`oe`/`ue`/`ss` for `ä`/`ö`/`ü`/`ß`, `GermanStemmer` |
/// | `ru` | Snowball Russian, `RussianStemmer` |
/// | `cs` | Dolamic & Savoy's light stemmer on the folded word, `CzechStemmer` |
/// | other | none: the key is the folded word |
///
/// The site's `stemmer.js` computes the same keys in the browser; the
/// `workbook stem` verb prints them, and `Scripts/check-stemmers.sh` proves
/// both agree with each other (and with Snowball's own implementation) on
/// every word of the book.
enum SearchStemmer {
    /// The languages that have a stemmer.
    static let languages = ["en", "de", "ru", "cs"]

    /// The search key of `word` in `language` (a book language code).
    static func key(_ word: String, language: String) -> String {
        var word = StemmerWord(prepared(word))
        if language == "cs" { word.scalars = folded(word.scalars) }
        stem(&word, language: language)
        return String(String.UnicodeScalarView(folded(word.scalars)))
    }

    /// The stem of `word` before folding: lowercased, stemmed. For Czech,
    /// which is stemmed folded, this is the folded stem.
    static func stem(_ word: String, language: String) -> String {
        var word = StemmerWord(prepared(word))
        if language == "cs" { word.scalars = folded(word.scalars) }
        stem(&word, language: language)
        return String(String.UnicodeScalarView(word.scalars))
    }

    /// The words of `text` as search splits it: maximal runs of letters and
    /// numbers (Unicode categories L and N), combining marks kept inside
    /// them. Not folded: the stemmers need the diacritics.
    static func words(_ text: String) -> [String] {
        // A word is a run of the text's own bytes: cut on bytes, classify
        // each scalar from a table.
        var text = text
        return text.withUTF8 { bytes in
            var result: [String] = []
            var start = -1
            var index = 0
            while index < bytes.count {
                let (scalar, length) = UTF8Scalar.decode(bytes, at: index)
                let kind = ScalarKind.of(scalar)
                if kind == .word || (start >= 0 && kind == .mark) {
                    if start < 0 { start = index }
                } else if start >= 0 {
                    result.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                    start = -1
                }
                index += length
            }
            if start >= 0 {
                result.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
            }
            return result
        }
    }

    /// What a scalar is to `words`: part of a word (L, N), a combining
    /// mark (M, kept inside a word), or a boundary. Scalars up to U+1FFF
    /// (Latin, Greek, Cyrillic, the combining marks and most scripts a
    /// book holds) come from a table made once.
    enum ScalarKind: UInt8 {
        case boundary, word, mark

        static func of(_ value: UInt32) -> ScalarKind {
            if value < 0x80 {
                let isAlphanumeric =
                    (value >= 97 && value <= 122) || (value >= 65 && value <= 90) || (value >= 48 && value <= 57)
                return isAlphanumeric ? .word : .boundary
            }
            if value < limit { return table[Int(value)] }
            return classify(value)
        }

        private static let limit: UInt32 = 0x2000
        private static let table: [ScalarKind] = (0..<limit).map(classify)

        private static func classify(_ value: UInt32) -> ScalarKind {
            guard let scalar = Unicode.Scalar(value) else { return .boundary }
            if isWordScalar(scalar) { return .word }
            return isMark(scalar) ? .mark : .boundary
        }
    }

    /// Keys of many words of one language, each distinct word stemmed once:
    /// a book repeats its words, so the index should key through this.
    struct Cache {
        let language: String
        private var keys: [String: String] = [:]

        init(language: String) { self.language = language }

        /// `SearchStemmer.key(word, language: language)`, remembered.
        mutating func key(_ word: String) -> String {
            if let known = keys[word] { return known }
            let key = SearchStemmer.key(word, language: language)
            keys[word] = key
            return key
        }

        /// The keys of the words of `text` (`SearchStemmer.words`), in order.
        mutating func keys(in text: String) -> [String] {
            SearchStemmer.words(text).map { key($0) }
        }
    }

    // MARK: - Private

    static func stem(_ word: inout StemmerWord, language: String) {
        switch language {
        case "en": EnglishStemmer.stem(&word)
        case "de": GermanStemmer.stem(&word)
        case "ru": RussianStemmer.stem(&word)
        case "cs": CzechStemmer.stem(&word)
        default: break
        }
    }

    /// Lowercased and composed (NFC), as scalars; ASCII without a detour.
    static func prepared(_ word: String) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(word.utf8.count)
        for byte in word.utf8 {
            guard byte < 0x80 else {
                let lowercased = word.lowercased()
                if lowercased.unicodeScalars.allSatisfy(isComposed) { return Array(lowercased.unicodeScalars) }
                return Array(lowercased.precomposedStringWithCanonicalMapping.unicodeScalars)
            }
            scalars.append(Unicode.Scalar(byte >= 65 && byte <= 90 ? byte + 32 : byte))
        }
        return scalars
    }

    /// Scalars that NFC leaves alone and that never combine with a
    /// neighbour: Latin up to U+02FF, Cyrillic letters. Words made only of
    /// them skip the normalization.
    static func isComposed(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x300 || (0x400..<0x483).contains(scalar.value) || (0x48A..<0x530).contains(scalar.value)
    }

    /// `SearchFolding.fold` applied scalar by scalar (a stem is already
    /// lowercase); common letters come from a table made once.
    static func folded(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(scalars.count)
        for scalar in scalars {
            if scalar.isASCII {
                result.append(scalar)
            } else if scalar.value < FoldTable.limit {
                result += FoldTable.table[Int(scalar.value)]
            } else {
                result += SearchFolding.fold(String(scalar)).unicodeScalars
            }
        }
        return result
    }

    /// The fold of every scalar below `limit` (Latin, Greek, Cyrillic).
    enum FoldTable {
        static let limit: UInt32 = 0x530
        static let table: [[Unicode.Scalar]] = (0..<limit).map { value in
            guard let scalar = Unicode.Scalar(value) else { return [] }
            return Array(SearchFolding.fold(String(scalar)).unicodeScalars)
        }
    }

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (value >= 97 && value <= 122) || (value >= 65 && value <= 90) || (value >= 48 && value <= 57)
        }
        return SearchFolding.isWordScalar(scalar)
    }

    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }
}
