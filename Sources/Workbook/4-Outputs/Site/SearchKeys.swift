import Synchronization

/// The search key of a word: what the index stores for each word of a
/// section and what the site's script (`Resources/search.js`, through
/// `Resources/stemmer.js`) makes of each word of a query, so word forms
/// meet: `SearchStemmer.key`, the word lowercased, stemmed in the page's
/// language and folded like `SearchFolding`. Words are split as
/// `SearchStemmer.words` splits them (`WorkbookStemmer.words` in the
/// browser), before any folding, so a stemmer sees `ü` and `ß` where the text
/// has them.
enum SearchKeys {
    /// The key of one word in `language`.
    static func key(_ word: String, language: String) -> String {
        SearchStemmer.key(word, language: language)
    }
}

/// `SearchKeys.key` over whole texts, each distinct word computed once.
struct SearchKeyer {
    let language: String
    private var cache: [String: String] = [:]
    /// Keys other keyers of the language found (the chapters of a build share
    /// their words), asked before a word is stemmed.
    private let shared: SharedKeys?

    /// The keys of one language's words, shared by the keyers of a build's
    /// parallel jobs.
    final class SharedKeys: Sendable {
        private let keys = Mutex<[String: String]>([:])

        func key(_ word: String) -> String? { keys.withLock { $0[word] } }

        func remember(_ word: String, _ key: String) { keys.withLock { $0[word] = key } }
    }

    init(language: String) {
        self.language = language
        shared = nil
    }

    init(language: String, shared: SharedKeys) {
        self.language = language
        self.shared = shared
    }

    /// The keys of the words of `text`, in order, repeats included (a word
    /// whose key is empty is left out).
    mutating func keys(_ text: String) -> [String] {
        var result: [String] = []
        for word in SearchStemmer.words(text) {
            let key: String
            if let known = cache[word] {
                key = known
            } else if let known = shared?.key(word) {
                key = known
                cache[word] = key
            } else {
                key = SearchKeys.key(word, language: language)
                cache[word] = key
                shared?.remember(word, key)
            }
            if !key.isEmpty { result.append(key) }
        }
        return result
    }
}
