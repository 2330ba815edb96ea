/// Where a language's prose must not break a line: the spaces that become
/// no-break spaces (U+00A0) on the page, so authors never type one.
///
/// - Czech: after the one-letter prepositions and conjunctions (`v`, `k`,
///   `s`, `z`, `o`, `u`, `a`, `i`, and capitals), which must not end a line.
/// - Russian: before an em dash, which must not start one.
/// - Czech, Russian and German: inside a date (`15. května 2023`,
///   `15 мая 2023 г.`, `15. Mai 2023`) and between a number and its unit
///   (`300 ms`, `300 мс`, `10 %`).
/// - English, and any language it does not know: nothing.
///
/// It sees text only (the walker hands it a paragraph's or heading's text,
/// inline code standing in as `opaque`), so code, URLs, attributes and the
/// search index never change. U+00A0 rather than U+202F (narrow no-break
/// space): each rule keeps an ordinary word space from breaking, and U+00A0
/// is that space's width in every font (it is in Latin-1), while U+202F is
/// missing from some of the system fonts the site names and then takes a
/// fallback font's width.
struct ProseTypography: Sendable, Hashable {
    /// The language's rules.
    enum Rules: String, Sendable, Hashable {
        case none, czech, russian, german
    }

    let rules: Rules

    /// The rules for the language code `language` (`cs`, `ru`, `de`; any
    /// other, `en` included, has none).
    init(language: String) {
        switch language {
        case "cs": rules = .czech
        case "ru": rules = .russian
        case "de": rules = .german
        default: rules = .none
        }
    }

    static let none = ProseTypography(language: "")

    static let noBreakSpace: Unicode.Scalar = "\u{A0}"
    /// What the walker puts where the text has something that is not text
    /// (inline code, an image): neither a letter nor a space.
    static let opaque: Unicode.Scalar = "\u{FFFC}"

    /// The indices in `text` of the spaces (U+0020, or a line end that is a
    /// soft break) that must not break.
    func noBreakIndices(in text: [Unicode.Scalar]) -> [Int] {
        guard rules != .none else { return [] }
        var result: [Int] = []
        for index in text.indices where Self.isBreakableSpace(text[index]) {
            if keepsTogether(text, around: index) { result.append(index) }
        }
        return result
    }

    /// `text` with the no-break spaces in place: for text that is one text
    /// node (a table cell without markup).
    func applied(to text: String) -> String {
        guard rules != .none else { return text }
        var scalars = Array(text.unicodeScalars)
        let indices = noBreakIndices(in: scalars)
        guard !indices.isEmpty else { return text }
        for index in indices { scalars[index] = Self.noBreakSpace }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    // MARK: - Rules

    /// True when the space at `index` must not break, by the language's
    /// rules. The one-letter words and the dash are read from the scalars
    /// next to the space; the words around it are built as strings only next
    /// to a digit, where a date or a quantity may be: most spaces are between
    /// two plain words, and building both for each would cost more than
    /// the rest of the parse.
    private func keepsTogether(_ text: [Unicode.Scalar], around index: Int) -> Bool {
        guard index > 0, index + 1 < text.count, !Self.isSpace(text[index - 1]), !Self.isSpace(text[index + 1])
        else { return false }
        let previous = text[index - 1], next = text[index + 1]
        switch rules {
        case .none:
            return false
        case .czech:
            // `v`, `(v`, `„a`; not the end of `stav`.
            if Self.czechOneLetters.contains(previous), index < 2 || !Self.isWordCharacter(text[index - 2]) {
                return true
            }
        case .russian:
            if next == "\u{2014}" { return true }
        case .german:
            break
        }
        let nearDigit =
            Self.isASCIIDigit(previous) || Self.isASCIIDigit(next)
            || (previous == "." && index >= 2 && Self.isASCIIDigit(text[index - 2]))
        guard nearDigit else { return false }
        let before = Self.word(endingBefore: index, in: text).drop(while: \.isPunctuation)
        let after = Self.word(startingAfter: index, in: text)
        switch rules {
        case .none:
            return false
        case .czech:
            return Self.isDate(before, after, months: Self.czechMonths, dayHasDot: true)
                || Self.isQuantity(before, after, units: Self.czechUnits)
        case .russian:
            return Self.isDate(before, after, months: Self.russianMonths, dayHasDot: false)
                || Self.isQuantity(before, after, units: Self.russianUnits)
        case .german:
            return Self.isDate(before, after, months: Self.germanMonths, dayHasDot: true)
                || Self.isQuantity(before, after, units: Self.germanUnits)
        }
    }

    /// A letter or a digit: what a one-letter word may not have before it.
    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    private static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar >= "0" && scalar <= "9"
    }

    /// A day and its month (`15. Mai`, `15 мая`), or a month and its year
    /// (`Mai 2023`), or a year and `г.`/`гг.` (`2023 г.`).
    private static func isDate(_ before: Substring, _ after: String, months: Set<String>, dayHasDot: Bool) -> Bool {
        let afterWord = after.hasSuffix(".") ? String(after.dropLast()) : after
        if months.contains(afterWord) {
            let day = dayHasDot ? (before.hasSuffix(".") ? before.dropLast() : "") : before
            return (1...2).contains(day.count) && day.allSatisfy(\.isASCIIDigit)
        }
        if months.contains(String(before)) {
            return after.count == 4 && after.allSatisfy(\.isASCIIDigit)
        }
        return false
    }

    /// A number and the unit or abbreviation after it (`300 ms`, `10 %`,
    /// `16,7 ms`, `2023 г.`).
    private static func isQuantity(_ before: Substring, _ after: String, units: Set<String>) -> Bool {
        guard let last = before.last, last.isASCIIDigit else { return false }
        // A unit at the end of a sentence brings the sentence's full stop.
        return units.contains(after) || (after.hasSuffix(".") && units.contains(String(after.dropLast())))
    }

    /// The run of non-space characters that ends right before `index`.
    private static func word(endingBefore index: Int, in text: [Unicode.Scalar]) -> String {
        var start = index
        while start > 0, !isSpace(text[start - 1]) { start -= 1 }
        return String(String.UnicodeScalarView(text[start..<index]))
    }

    /// The word that starts right after `index`, without trailing
    /// punctuation other than an abbreviation's dot (`г.`).
    private static func word(startingAfter index: Int, in text: [Unicode.Scalar]) -> String {
        var end = index + 1
        while end < text.count, !isSpace(text[end]) { end += 1 }
        var word = text[(index + 1)..<end]
        while let last = word.last, trailingPunctuation.contains(last) { word = word.dropLast() }
        return String(String.UnicodeScalarView(word))
    }

    private static func isBreakableSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\n"
    }

    /// A space of any kind, no-break ones included: it ends a word.
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace
    }

    private static let trailingPunctuation: Set<Unicode.Scalar> = Set(
        ",;:!?)]}\u{BB}\u{201C}\u{201D}\u{2019}\"'…".unicodeScalars)

    // MARK: - Words

    /// One-letter words that must not end a line in Czech: the prepositions
    /// v, k, s, z, o, u and the conjunctions a, i. Punctuation before one
    /// (`(v`, `„a`) leaves it a word; a letter or a digit before one makes
    /// it the end of a longer word (`stav`).
    private static let czechOneLetters: Set<Unicode.Scalar> = Set("vkszouaiVKSZOUAI".unicodeScalars)

    private static let czechMonths: Set<String> = [
        "ledna", "února", "března", "dubna", "května", "června", "července", "srpna", "září", "října",
        "listopadu", "prosince",
    ]

    private static let russianMonths: Set<String> = [
        "января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября",
        "ноября", "декабря",
    ]

    private static let germanMonths: Set<String> = [
        "Januar", "Jänner", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
        "Oktober", "November", "Dezember",
    ]

    /// Units and abbreviations after a number. A one-letter unit that is
    /// also a preposition (`s`, `с`, `v`, `в`) is left out: `Swift 6 с
    /// параметром` is no quantity.
    private static let sharedUnits: Set<String> = [
        "%", "‰", "ms", "µs", "μs", "ns", "KB", "kB", "MB", "GB", "TB", "KiB", "MiB", "GiB", "Hz", "kHz", "MHz",
        "GHz", "px", "pt", "fps", "°C",
    ]

    private static let czechUnits: Set<String> = sharedUnits.union([
        "min", "min.", "h", "hod.", "sekund", "sekundy", "sekundu", "minut", "minuty", "minutu", "hodin",
        "hodiny", "hodinu", "dní", "dny", "řádků", "řádky", "Kč",
    ])

    private static let russianUnits: Set<String> = sharedUnits.union([
        "мс", "мкс", "нс", "сек", "сек.", "мин", "мин.", "ч", "ч.", "КБ", "МБ", "ГБ", "ТБ", "Кб", "Мб", "Гб", "Гц",
        "кГц", "МГц", "ГГц", "пт", "г.", "гг.", "руб.", "тыс.", "млн", "млрд",
    ])

    private static let germanUnits: Set<String> = sharedUnits.union([
        "s", "min", "h", "Sekunde", "Sekunden", "Millisekunden", "Mikrosekunden", "Minute", "Minuten", "Stunde",
        "Stunden", "Tag", "Tage", "Tagen", "Prozent", "Zeilen", "Byte", "Bytes", "Kilobyte", "Megabyte", "Mio.",
        "Mrd.", "Euro", "€",
    ])
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
