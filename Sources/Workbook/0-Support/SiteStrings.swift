/// The words of the site's own interface, in every language the book may
/// use. A language missing here falls back to English.
struct SiteStrings: Sendable {
    /// The language named in itself, for the language switcher.
    var autonym: String
    var contents = "Contents"
    var onThisPage = "On this page"
    var search = "Search"
    var searchPlaceholder = "Search the book…"
    var noResults = "Nothing found"
    var previous = "Previous"
    var next = "Next"
    var exercise = "Exercise"
    var hint = "Hint"
    var solution = "Solution"
    /// The folds of an exercise's other reference solutions, in order: the
    /// second, the third… (past the list: "Solution 5").
    var otherSolutions = ["Second solution", "Third solution", "Fourth solution"]
    /// Numbers the solution folds of one file that holds several regions of an exercise ("part 2").
    var part = "part"
    /// The label on an exercise's starter lines in the code.
    var yourCode = "your code goes here"
    var skipToContent = "Skip to content"
    var theme = "Switch between light and dark theme"
    var language = "Language"
    var menu = "Menu"
    var file = "File"
    var wholeFile = "whole file"
    var assembledFrom = "Assembled from the snippets of"
    var fileIntro = "This is the whole file, assembled from the book's snippets in this order."
    var chooseLanguage = "Choose a language"
    /// The legends of the diagrams.
    var diagramCall = "call"
    var diagramAnswer = "return"
    var strongReference = "strong reference"
    var weakReference = "weak reference"
    /// The fold under a diagram that holds its description.
    var diagramInWords = "The diagram in words"
    /// The names of a scrolling code block and table (for screen readers).
    var code = "Code"
    var table = "Table"
    /// The copy button on code blocks, and what it announces.
    var copy = "Copy"
    var copied = "Copied"
    /// The number of search results by plural category (`%d` is the count):
    /// one, few, many, other (`Intl.PluralRules` picks the category).
    var resultCount = ["%d result", "%d results", "%d results", "%d results"]
    var moreResults = "Show more results"
    /// How the search box's `/` shortcut is shown.
    var searchShortcut = "Press / to search"
    /// The theme control's label in each of its three states.
    var themeSystem = "Theme: as the system"
    var themeLight = "Theme: light"
    var themeDark = "Theme: dark"
    /// The whole-book page (`print.html`) and the link to it.
    var wholeBook = "The whole book"
    var printLink = "The whole book on one page, for printing"
    /// The note on a translated section whose source changed since it was
    /// translated, and its link to that section in the source language.
    var staleSection = "This section may be out of date."
    var readOriginal = "Read the original"
    /// The length of a folded code block, in its summary, by plural category
    /// (`%d` is the count): one, few, many, other, as `lineCount(_:)` picks.
    var lines = ["%d line", "%d lines", "%d lines", "%d lines"]
    /// How the language picks a plural category for a whole number.
    var plural = PluralRule.oneOther

    /// The plural rules of the interface languages, for whole numbers (as
    /// in the Unicode CLDR): `oneOther` for English and German, `slavicEast`
    /// for Russian, `westSlavic` for Czech.
    enum PluralRule: Sendable {
        case oneOther, slavicEast, westSlavic

        /// The index into a `[one, few, many, other]` list for `count`.
        func category(_ count: Int) -> Int {
            switch self {
            case .oneOther:
                return count == 1 ? 0 : 3
            case .slavicEast:
                let (units, tens) = (count % 10, count % 100)
                if units == 1 && tens != 11 { return 0 }
                if (2...4).contains(units) && !(12...14).contains(tens) { return 1 }
                return 2
            case .westSlavic:
                if count == 1 { return 0 }
                return (2...4).contains(count) ? 1 : 3
            }
        }
    }

    /// "42 lines" in the page's language.
    func lineCount(_ count: Int) -> String {
        let forms = lines.count == 4 ? lines : SiteStrings(autonym: "").lines
        return forms[plural.category(count)].split(separator: "%d", omittingEmptySubsequences: false)
            .joined(separator: String(count))
    }

    /// The title of reference solution `number` (1 is the first, "Solution").
    func solution(number: Int) -> String {
        if number <= 1 { return solution }
        return number - 2 < otherSolutions.count ? otherSolutions[number - 2] : "\(solution) \(number)"
    }

    /// The strings for `language` (a code such as `en`, `pt-BR`).
    static func `for`(_ language: String) -> SiteStrings {
        table[language] ?? table[String(language.prefix(2))]
            ?? SiteStrings(autonym: language)
    }

    static let table: [String: SiteStrings] = [
        "en": SiteStrings(autonym: "English"),
        "ru": SiteStrings(
            autonym: "Русский", contents: "Содержание", onThisPage: "В этой главе", search: "Поиск",
            searchPlaceholder: "Поиск по книге…", noResults: "Ничего не найдено",
            previous: "Назад", next: "Далее", exercise: "Упражнение", hint: "Подсказка", solution: "Решение",
            otherSolutions: ["Второе решение", "Третье решение", "Четвёртое решение"], part: "часть",
            yourCode: "здесь ваш код",
            skipToContent: "Перейти к тексту", theme: "Переключить светлую и тёмную тему",
            language: "Язык", menu: "Меню", file: "Файл", wholeFile: "весь файл",
            assembledFrom: "Собран из фрагментов глав",
            fileIntro: "Это весь файл, собранный из фрагментов кода книги в этом порядке.",
            chooseLanguage: "Выберите язык",
            diagramCall: "вызов", diagramAnswer: "возврат",
            strongReference: "сильная ссылка", weakReference: "слабая ссылка",
            diagramInWords: "Диаграмма словами",
            code: "Код", table: "Таблица", copy: "Копировать", copied: "Скопировано",
            resultCount: ["%d результат", "%d результата", "%d результатов", "%d результата"],
            moreResults: "Показать ещё", searchShortcut: "Нажмите /, чтобы искать",
            themeSystem: "Тема: как в системе", themeLight: "Тема: светлая", themeDark: "Тема: тёмная",
            wholeBook: "Вся книга", printLink: "Вся книга на одной странице, для печати",
            staleSection: "Этот раздел мог устареть.", readOriginal: "Читать оригинал",
            lines: ["%d строка", "%d строки", "%d строк", "%d строки"], plural: .slavicEast),
        "de": SiteStrings(
            autonym: "Deutsch", contents: "Inhalt", onThisPage: "In diesem Kapitel", search: "Suche",
            searchPlaceholder: "Im Buch suchen…", noResults: "Nichts gefunden",
            previous: "Zurück", next: "Weiter", exercise: "Übung", hint: "Hinweis", solution: "Lösung",
            otherSolutions: ["Zweite Lösung", "Dritte Lösung", "Vierte Lösung"], part: "Teil",
            yourCode: "hier kommt Ihr Code hin",
            skipToContent: "Zum Inhalt springen", theme: "Zwischen hellem und dunklem Design wechseln",
            language: "Sprache", menu: "Menü", file: "Datei", wholeFile: "ganze Datei",
            assembledFrom: "Zusammengesetzt aus den Code-Blöcken von",
            fileIntro: "Das ist die ganze Datei, in dieser Reihenfolge aus den Code-Blöcken des Buchs zusammengesetzt.",
            chooseLanguage: "Sprache wählen",
            diagramCall: "Aufruf", diagramAnswer: "Rückgabe",
            strongReference: "starke Referenz", weakReference: "schwache Referenz",
            diagramInWords: "Das Diagramm in Worten",
            code: "Code", table: "Tabelle", copy: "Kopieren", copied: "Kopiert",
            resultCount: ["%d Treffer", "%d Treffer", "%d Treffer", "%d Treffer"],
            moreResults: "Weitere Treffer", searchShortcut: "Mit / zur Suche",
            themeSystem: "Design: wie das System", themeLight: "Design: hell", themeDark: "Design: dunkel",
            wholeBook: "Das ganze Buch", printLink: "Das ganze Buch auf einer Seite, zum Drucken",
            staleSection: "Dieser Abschnitt ist möglicherweise nicht mehr aktuell.", readOriginal: "Zum Original",
            lines: ["%d Zeile", "%d Zeilen", "%d Zeilen", "%d Zeilen"]),
        "cs": SiteStrings(
            autonym: "Čeština", contents: "Obsah", onThisPage: "V této kapitole", search: "Hledat",
            searchPlaceholder: "Hledat v knize…", noResults: "Nic nenalezeno",
            previous: "Předchozí", next: "Další", exercise: "Cvičení", hint: "Nápověda", solution: "Řešení",
            otherSolutions: ["Druhé řešení", "Třetí řešení", "Čtvrté řešení"], part: "část",
            yourCode: "sem patří váš kód",
            skipToContent: "Přejít na obsah", theme: "Přepnout světlý a tmavý motiv",
            language: "Jazyk", menu: "Nabídka", file: "Soubor", wholeFile: "celý soubor",
            assembledFrom: "Sestaveno z ukázek kapitol",
            fileIntro: "Toto je celý soubor, sestavený z ukázek kódu v knize v tomto pořadí.",
            chooseLanguage: "Vyberte jazyk",
            diagramCall: "volání", diagramAnswer: "návrat",
            strongReference: "silná reference", weakReference: "slabá reference",
            diagramInWords: "Diagram slovy",
            code: "Kód", table: "Tabulka", copy: "Kopírovat", copied: "Zkopírováno",
            resultCount: ["%d výsledek", "%d výsledky", "%d výsledku", "%d výsledků"],
            moreResults: "Zobrazit další", searchShortcut: "Klávesou / přejdete k hledání",
            themeSystem: "Motiv: podle systému", themeLight: "Motiv: světlý", themeDark: "Motiv: tmavý",
            wholeBook: "Celá kniha", printLink: "Celá kniha na jedné stránce, pro tisk",
            staleSection: "Tato část nemusí být aktuální.", readOriginal: "Přečíst originál",
            lines: ["%d řádek", "%d řádky", "%d řádku", "%d řádků"], plural: .westSlavic),
        "fr": SiteStrings(autonym: "Français"),
        "es": SiteStrings(autonym: "Español"),
        "it": SiteStrings(autonym: "Italiano"),
        "pl": SiteStrings(autonym: "Polski"),
        "uk": SiteStrings(autonym: "Українська"),
        "ja": SiteStrings(autonym: "日本語"),
        "zh": SiteStrings(autonym: "中文"),
        "pt": SiteStrings(autonym: "Português"),
    ]
}
