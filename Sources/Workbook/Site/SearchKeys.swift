/// The search key of a word: what the index stores for each word of a
/// section and what the site's script (`Resources/search.js`) makes of each
/// word of a query, so word forms meet: the word lowercased, folded like
/// `SearchFolding` and reduced to its stem in the page's language.
///
/// Words are maximal runs of letters, combining marks and digits (Unicode
/// categories L, M and N, like `/[\p{L}\p{M}\p{N}]+/u` in the script); the
/// key of a word is computed on the word as written, before any folding, so
/// a stemmer sees `ü` and `ß` where the text has them.
public enum SearchKeys {
    /// The key of one word in `language`.
    public static func key(_ word: String, language: String) -> String {
        SearchFolding.fold(word)
    }

    /// Letters, marks and numbers, by general category.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark,
             .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }
}

/// `SearchKeys.key` over whole texts, each distinct word computed once.
public struct SearchKeyer {
    public let language: String
    private var cache: [String: String] = [:]

    public init(language: String) {
        self.language = language
    }

    /// The keys of the words of `text`, in order, repeats included (a word
    /// whose key is empty is left out).
    public mutating func keys(_ text: String) -> [String] {
        var result: [String] = []
        var word = String.UnicodeScalarView()
        func flush() {
            guard !word.isEmpty else { return }
            let key = key(String(word))
            if !key.isEmpty { result.append(key) }
            word.removeAll(keepingCapacity: true)
        }
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                let value = scalar.value
                if (value >= 97 && value <= 122) || (value >= 65 && value <= 90) || (value >= 48 && value <= 57) {
                    word.append(scalar)
                } else {
                    flush()
                }
            } else if SearchKeys.isWordScalar(scalar) {
                word.append(scalar)
            } else {
                flush()
            }
        }
        flush()
        return result
    }

    private mutating func key(_ word: String) -> String {
        if let known = cache[word] { return known }
        let key = SearchKeys.key(word, language: language)
        cache[word] = key
        return key
    }
}
