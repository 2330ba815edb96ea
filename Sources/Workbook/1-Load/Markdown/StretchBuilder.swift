/// Collects words scalar by scalar into stretches; quotations are left out
/// (unless `quotesAreProse`, for a glossary entry), and cut the stretch.
struct StretchBuilder {
    /// Opening quotation mark → the marks that close it: „…“ (and „…”),
    /// “…”, «…», »…« and "…".
    static let closers: [Unicode.Scalar: [Unicode.Scalar]] = [
        "\u{201E}": ["\u{201C}", "\u{201D}"], "\u{201C}": ["\u{201D}"], "\u{AB}": ["\u{BB}"], "\u{BB}": ["\u{AB}"],
        "\"": ["\""],
    ]

    let quotesAreProse: Bool
    var stretches: [[ProseWord]] = []
    var current: [ProseWord] = []
    /// The closers of the open quotations, innermost last.
    var quotes: [[Unicode.Scalar]] = []
    var word = ""
    var wordLine = 0
    var wordColumn = 0
    /// What came since the last word.
    var gap = ""
    /// What came before the first word of the first stretch.
    var leadingGap = ""

    init(quotesAreProse: Bool) {
        self.quotesAreProse = quotesAreProse
    }

    mutating func add(_ scalar: Unicode.Scalar, line: Int, column: Int) {
        if !quotesAreProse {
            if let closers = quotes.last {
                if closers.contains(scalar) {
                    quotes.removeLast()
                } else if let inner = Self.closers[scalar] {
                    quotes.append(inner)
                }
                return
            }
            if let closers = Self.closers[scalar] {
                cut()
                quotes.append(closers)
                return
            }
        }
        if ProseWord.isWordScalar(scalar) {
            if word.isEmpty {
                wordLine = line
                wordColumn = column
            }
            word.unicodeScalars.append(scalar)
            return
        }
        finishWord()
        if scalar.properties.isWhitespace {
            if !gap.hasSuffix(" ") { gap += " " }
        } else {
            gap.unicodeScalars.append(scalar)
        }
    }

    /// White space that is no character of the text: a line break.
    mutating func space() {
        guard quotes.isEmpty else { return }
        finishWord()
        if !gap.hasSuffix(" ") { gap += " " }
    }

    /// Ends the stretch: no phrase runs on past here.
    mutating func cut() {
        finishWord()
        if !current.isEmpty { stretches.append(current) }
        current = []
        gap = ""
    }

    private mutating func finishWord() {
        guard !word.isEmpty else { return }
        if stretches.isEmpty && current.isEmpty { leadingGap = gap }
        current.append(
            ProseWord(
                text: word, folded: ProseWord.fold(word), line: wordLine, column: wordColumn,
                gap: current.isEmpty ? nil : gap))
        word = ""
        gap = ""
    }
}
