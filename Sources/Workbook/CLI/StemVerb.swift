import Foundation

/// `workbook stem --lang L [WORD…]` (not listed in `workbook --help`): prints
/// the search key of each word, so an author can see why search does or does
/// not find a word, and `Scripts/check-stemmers.sh` can compare these keys
/// with the site's script and with Snowball's reference.
struct StemVerb: Verb {
    static let usage = Usage(
        name: "stem", abstract: "Print the search key of words: why does search (not) find X?",
        arguments: "--lang <lang> [<word> ...]",
        options: [
            ("--lang <lang>", "The language whose stemmer to use: en, de, ru or cs (any other: folding only)."),
            ("--raw", "Print the stem before diacritics are folded, instead of the search key."),
        ],
        discussion: """
        Search finds a page when each word of the query has the same key as a word on
        the page (or is the start of one). The key is the word lowercased, reduced to
        its stem by the language's stemmer, then without diacritics. If a word does
        not find a page you expected, compare the keys:

          workbook stem --lang de Szenen Szene Uebersicht Übersicht

        Without words, reads text on standard input and prints one line per word.
        Each line is WORD, a tab, and KEY.
        """)

    var language: String
    var raw: Bool
    var words: [String]

    init(arguments: inout Arguments) throws(UsageError) {
        guard let language = try arguments.option("--lang") else {
            throw UsageError("Missing expected option '--lang <lang>'.")
        }
        self.language = language
        raw = arguments.flag("--raw")
        var words: [String] = []
        while let word = arguments.positional() { words.append(word) }
        self.words = words
    }

    func run(_ context: CommandContext) -> Int32 {
        let text = words.isEmpty
            ? String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
            : words.joined(separator: "\n")
        var output = ""
        for word in SearchStemmer.words(text) {
            let key = raw ? SearchStemmer.stem(word, language: language) : SearchStemmer.key(word, language: language)
            output += word + "\t" + key + "\n"
        }
        context.console.write(output)
        return ExitStatus.success
    }
}
