/// The words of a starter package, in the learner's language. Languages the
/// table lacks fall back to English.
struct StarterStrings: Sendable {
    var fileHeader: @Sendable (_ number: Int, _ title: String) -> String
    var exercises: String
    var task: String
    var files: String
    var run: String
    var runText: String
    /// For a package that holds a `#Preview`: on a Mac it needs Xcode, since
    /// the Command Line Tools lack the macro's plugin.
    var needsXcode: String
    var hints: String
    var hintsText: String
    var solutionNote: String
    var solutionText: String
    /// "Exercise 2": the README's heading of an exercise.
    var exercise: @Sendable (_ number: Int) -> String
    /// "Hint 1": the summary of a folded hint.
    var hint: @Sendable (_ number: Int) -> String
    /// The README's section on the reference solution: its heading, and the
    /// Markdown around the command (`$0`, run in the book's folder) and the
    /// folder it writes there (`$1`).
    var seeSolution: String
    var seeSolutionText: @Sendable (_ command: String, _ folder: String) -> String
    /// A sentence on `.workbook-learner` (its name is `$0`).
    var languageFile: @Sendable (_ file: String) -> String
    /// What `extract` prints after writing: what it wrote where, the first
    /// file to open, then how to test.
    var wrote: @Sendable (_ package: WrittenPackage, _ chapter: Int, _ exercises: String, _ folder: String) -> String
    /// The folder a `--force` moved aside, and where it went.
    var movedAside: @Sendable (_ backup: String) -> String
    var openFirst: String
    var thenRun: String

    /// What `extract` wrote: the starter, the reference solution or another one by name.
    enum WrittenPackage: Equatable, Sendable {
        case starter
        case solution
        case namedSolution(String)
    }

    static func strings(for language: String) -> StarterStrings {
        switch language.prefix(2) {
        case "ru": return russian
        case "de": return german
        case "cs": return czech
        default: return english
        }
    }

    static let english = StarterStrings(
        fileHeader: { "// From the workbook, chapter \($0) “\($1)”. This is your copy: edit it freely." },
        exercises: "Exercises", task: "Task", files: "Where to write",
        run: "Check your work",
        runText: "Run the tests. They fail until every exercise is solved; each failure says what is still wrong.",
        needsXcode:
            "On a Mac this package needs Xcode, not only the Command Line Tools: its SwiftUI previews (`#Preview`) use a macro that ships with Xcode alone. If `xcode-select -p` prints `/Library/Developer/CommandLineTools`, switch with `sudo xcode-select --switch /Applications/Xcode.app`.",
        hints: "Hints", hintsText: "Open them one at a time, only when you are stuck.",
        solutionNote: "Reference solution",
        solutionText: "This folder holds the reference solution, so `swift test` passes.",
        exercise: { "Exercise \($0)" }, hint: { "Hint \($0)" },
        seeSolution: "The reference solution",
        seeSolutionText: {
            "When you are done (or truly stuck), get the reference solution from the book. Run this in the book's folder, the one that holds `Chapters/book.json`, not in this one:\n\n```sh\n\($0)\n```\n\nIt writes the solution into `\($1)` in the book's folder, or into the folder you name with `--into DIR`, and never over your work."
        },
        languageFile: {
            "`\($0)` records the language you chose, so the tests explain their failures in it."
        },
        wrote: { package, chapter, exercises, folder in
            switch package {
            case .starter: "wrote the starter for chapter \(chapter) (\(exercises)) to \(folder)"
            case .solution: "wrote the solution for chapter \(chapter) (\(exercises)) to \(folder)"
            case .namedSolution(let name):
                "wrote the solution '\(name)' for chapter \(chapter) (\(exercises)) to \(folder)"
            }
        },
        movedAside: { "moved the existing folder aside to \($0)" },
        openFirst: "Open first", thenRun: "Then run the tests")

    static let russian = StarterStrings(
        fileHeader: { "// Из практикума, глава \($0) «\($1)». Это ваша копия: меняйте смело." },
        exercises: "Упражнения", task: "Задание", files: "Где писать код",
        run: "Проверьте себя",
        runText:
            "Запустите тесты. Они не проходят, пока не решены все упражнения; каждое падение подсказывает, что ещё не так.",
        needsXcode:
            "На Mac этому пакету нужен Xcode, одних Command Line Tools мало: превью SwiftUI (`#Preview`) используют макрос, который поставляется только с Xcode. Если `xcode-select -p` печатает `/Library/Developer/CommandLineTools`, переключитесь командой `sudo xcode-select --switch /Applications/Xcode.app`.",
        hints: "Подсказки", hintsText: "Открывайте по одной и только если застряли.",
        solutionNote: "Эталонное решение",
        solutionText: "В этой папке лежит эталонное решение, поэтому `swift test` проходит.",
        exercise: { "Упражнение \($0)" }, hint: { "Подсказка \($0)" },
        seeSolution: "Эталонное решение",
        seeSolutionText: {
            "Когда закончите (или совсем застрянете), возьмите эталонное решение из книги. Выполните эту команду в папке книги — той, где лежит `Chapters/book.json`, а не в этой:\n\n```sh\n\($0)\n```\n\nОна запишет решение в `\($1)` в папке книги или в папку, которую вы укажете через `--into DIR`; вашу работу она никогда не перезапишет."
        },
        languageFile: {
            "В файле `\($0)` записан выбранный вами язык: на нём тесты объясняют, что не так."
        },
        wrote: { package, chapter, exercises, folder in
            switch package {
            case .starter: "стартовый пакет главы \(chapter) (\(exercises)) записан в \(folder)"
            case .solution: "эталонное решение главы \(chapter) (\(exercises)) записано в \(folder)"
            case .namedSolution(let name):
                "эталонное решение «\(name)» главы \(chapter) (\(exercises)) записано в \(folder)"
            }
        },
        movedAside: { "прежняя папка перенесена в \($0)" },
        openFirst: "Сначала откройте", thenRun: "Затем запустите тесты")

    static let german = StarterStrings(
        fileHeader: {
            "// Aus dem Arbeitsbuch, Kapitel \($0) „\($1)“. Das ist Ihre Kopie: ändern Sie sie nach Belieben."
        },
        exercises: "Übungen", task: "Aufgabe", files: "Wo Sie schreiben",
        run: "Prüfen Sie Ihre Lösung",
        runText:
            "Führen Sie die Tests aus. Sie schlagen fehl, bis alle Übungen gelöst sind; jeder Fehler sagt, was noch nicht stimmt.",
        needsXcode:
            "Auf dem Mac braucht dieses Paket Xcode, die Command Line Tools allein reichen nicht: Die SwiftUI-Previews (`#Preview`) verwenden ein Makro, das nur mit Xcode ausgeliefert wird. Gibt `xcode-select -p` den Pfad `/Library/Developer/CommandLineTools` aus, wechseln Sie mit `sudo xcode-select --switch /Applications/Xcode.app`.",
        hints: "Hinweise", hintsText: "Öffnen Sie sie einzeln und nur, wenn Sie nicht weiterkommen.",
        solutionNote: "Musterlösung",
        solutionText: "Dieser Ordner enthält die Musterlösung, daher läuft `swift test` durch.",
        exercise: { "Übung \($0)" }, hint: { "Hinweis \($0)" },
        seeSolution: "Die Musterlösung",
        seeSolutionText: {
            "Wenn Sie fertig sind (oder wirklich nicht weiterkommen), holen Sie sich die Musterlösung aus dem Buch. Führen Sie diesen Befehl im Ordner des Buchs aus, dem mit `Chapters/book.json`, nicht in diesem:\n\n```sh\n\($0)\n```\n\nEr schreibt die Lösung nach `\($1)` im Ordner des Buchs oder in den Ordner, den Sie mit `--into DIR` angeben, und überschreibt dabei nie Ihre Arbeit."
        },
        languageFile: {
            "`\($0)` hält die gewählte Sprache fest, damit die Tests ihre Fehler in ihr erklären."
        },
        wrote: { package, chapter, exercises, folder in
            switch package {
            case .starter: "Starterpaket für Kapitel \(chapter) (\(exercises)) in \(folder) angelegt"
            case .solution: "Musterlösung für Kapitel \(chapter) (\(exercises)) in \(folder) angelegt"
            case .namedSolution(let name):
                "Musterlösung „\(name)“ für Kapitel \(chapter) (\(exercises)) in \(folder) angelegt"
            }
        },
        movedAside: { "Der vorhandene Ordner wurde nach \($0) verschoben" },
        openFirst: "Öffnen Sie zuerst", thenRun: "Dann führen Sie die Tests aus")

    static let czech = StarterStrings(
        fileHeader: { "// Z pracovního sešitu, kapitola \($0) „\($1)“. Je to vaše kopie: upravujte ji podle libosti." },
        exercises: "Cvičení", task: "Zadání", files: "Kam psát kód",
        run: "Ověřte své řešení",
        runText: "Spusťte testy. Neprojdou, dokud nevyřešíte všechna cvičení; každé selhání řekne, co ještě nesedí.",
        needsXcode:
            "Na Macu tento balíček potřebuje Xcode, samotné Command Line Tools nestačí: náhledy SwiftUI (`#Preview`) používají makro, které se dodává jen s Xcode. Pokud `xcode-select -p` vypíše `/Library/Developer/CommandLineTools`, přepněte příkazem `sudo xcode-select --switch /Applications/Xcode.app`.",
        hints: "Nápovědy", hintsText: "Otevírejte je po jedné, a jen když si nevíte rady.",
        solutionNote: "Vzorové řešení",
        solutionText: "Tato složka obsahuje vzorové řešení, proto `swift test` projde.",
        exercise: { "Cvičení \($0)" }, hint: { "Nápověda \($0)" },
        seeSolution: "Vzorové řešení",
        seeSolutionText: {
            "Až budete hotovi (nebo opravdu nebudete vědět kudy kam), vezměte si vzorové řešení z knihy. Spusťte tento příkaz ve složce knihy, v té, kde je `Chapters/book.json`, ne v této:\n\n```sh\n\($0)\n```\n\nPříkaz zapíše řešení do `\($1)` ve složce knihy, nebo do složky, kterou zadáte volbou `--into DIR`; vaši práci nikdy nepřepíše."
        },
        languageFile: {
            "Soubor `\($0)` uchovává zvolený jazyk, aby vám testy vysvětlovaly chyby v něm."
        },
        wrote: { package, chapter, exercises, folder in
            switch package {
            case .starter: "startovní balíček kapitoly \(chapter) (\(exercises)) zapsán do \(folder)"
            case .solution: "vzorové řešení kapitoly \(chapter) (\(exercises)) zapsáno do \(folder)"
            case .namedSolution(let name):
                "vzorové řešení „\(name)“ kapitoly \(chapter) (\(exercises)) zapsáno do \(folder)"
            }
        },
        movedAside: { "původní složka přesunuta do \($0)" },
        openFirst: "Nejdřív otevřete", thenRun: "Pak spusťte testy")
}
