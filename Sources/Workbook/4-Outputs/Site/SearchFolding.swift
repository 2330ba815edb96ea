import Foundation

/// How search text is folded, identically here (when indexing) and in the
/// site's script (when querying, `Resources/search.js`):
///
/// 1. lowercase (full Unicode mapping);
/// 2. canonical decomposition (NFD), then combining marks U+0300–U+036F
///    dropped: č→c, ü→u, é→e, ё→е, й→и;
/// 3. letters that do not decompose mapped by `extraFolds`: ß→ss, ł→l, ø→o,
///    đ→d, æ→ae, œ→oe, ı→i;
/// 4. words are maximal runs of letters and digits (Unicode categories L
///    and N, like `/[\p{L}\p{N}]+/u`).
///
/// A query matches a section when each of its words is a prefix of one of
/// the section's words, so `uzivatel` finds `uživatelé` and `интерактор`
/// finds `интерактора`.
enum SearchFolding {
    /// Replacements after the marks are dropped; mirrored in the script.
    static let extraFolds: [(Character, String)] = [
        ("ß", "ss"), ("ł", "l"), ("ø", "o"), ("đ", "d"), ("æ", "ae"), ("œ", "oe"), ("ı", "i"),
    ]

    /// The folded words of `text`, in order, repeats included.
    static func words(_ text: String) -> [String] {
        var folder = SearchFolder()
        return folder.words(text)
    }

    /// Steps 1–3: lowercased, decomposed, marks dropped, extra letters mapped.
    static func fold(_ text: String) -> String {
        let decomposed = text.lowercased().decomposedStringWithCanonicalMapping
        var result = String.UnicodeScalarView()
        for scalar in decomposed.unicodeScalars where !(0x300...0x36F).contains(scalar.value) {
            if let extra = extraFolds.first(where: { $0.0.unicodeScalars.first == scalar }) {
                result.append(contentsOf: extra.1.unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Letters and numbers, by general category.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }
}

/// `SearchFolding.words` made fast for whole books: ASCII is folded byte by
/// byte, every other scalar once (steps 1–3 applied to it alone) and cached.
struct SearchFolder {
    /// What one non-ASCII scalar becomes: word bytes, nothing (a dropped
    /// mark), or a word boundary.
    private enum Fold { case letters([UInt8]), nothing, boundary }
    private var cache: [UInt32: Fold] = [:]

    init() {}

    /// The folded words of `text`, in order, repeats included.
    mutating func words(_ text: String) -> [String] {
        var result: [String] = []
        var word: [UInt8] = []
        func flush() {
            if !word.isEmpty {
                result.append(String(decoding: word, as: UTF8.self)); word.removeAll(keepingCapacity: true)
            }
        }
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                var byte = UInt8(scalar.value)
                if byte >= 65 && byte <= 90 { byte += 32 }
                if (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57) { word.append(byte) } else { flush() }
                continue
            }
            switch fold(scalar) {
            case .letters(let bytes): word += bytes
            case .nothing: break
            case .boundary: flush()
            }
        }
        flush()
        return result
    }

    private mutating func fold(_ scalar: Unicode.Scalar) -> Fold {
        if let known = cache[scalar.value] { return known }
        let folded = SearchFolding.fold(String(scalar)).unicodeScalars
        let fold: Fold
        if folded.isEmpty {
            fold = .nothing
        } else if folded.allSatisfy(SearchFolding.isWordScalar) {
            fold = .letters(Array(String(folded).utf8))
        } else {
            fold = .boundary
        }
        cache[scalar.value] = fold
        return fold
    }
}
