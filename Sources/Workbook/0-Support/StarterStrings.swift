/// The words of a starter package, in the learner's language. Languages the
/// table lacks fall back to English.
struct StarterStrings: Sendable {
    var fileHeader: @Sendable (_ number: Int, _ title: String) -> String
    var exercises: String
    var task: String
    var files: String
    var run: String
    var runText: String
    var hints: String
    var hintsText: String
    var solutionNote: String
    var solutionText: String

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
        hints: "Hints", hintsText: "Open them one at a time, only when you are stuck.",
        solutionNote: "Reference solution",
        solutionText: "This folder holds the reference solution, so `swift test` passes.")

    static let russian = StarterStrings(
        fileHeader: { "// Из практикума, глава \($0) «\($1)». Это ваша копия: меняйте смело." },
        exercises: "Упражнения", task: "Задание", files: "Где писать код",
        run: "Проверьте себя",
        runText:
            "Запустите тесты. Они не проходят, пока не решены все упражнения; каждое падение подсказывает, что ещё не так.",
        hints: "Подсказки", hintsText: "Открывайте по одной и только если застряли.",
        solutionNote: "Эталонное решение",
        solutionText: "В этой папке лежит эталонное решение, поэтому `swift test` проходит.")

    static let german = StarterStrings(
        fileHeader: {
            "// Aus dem Arbeitsbuch, Kapitel \($0) „\($1)“. Das ist Ihre Kopie: ändern Sie sie nach Belieben."
        },
        exercises: "Übungen", task: "Aufgabe", files: "Wo Sie schreiben",
        run: "Prüfen Sie Ihre Lösung",
        runText:
            "Führen Sie die Tests aus. Sie schlagen fehl, bis alle Übungen gelöst sind; jeder Fehler sagt, was noch nicht stimmt.",
        hints: "Hinweise", hintsText: "Öffnen Sie sie einzeln und nur, wenn Sie nicht weiterkommen.",
        solutionNote: "Musterlösung",
        solutionText: "Dieser Ordner enthält die Musterlösung, daher läuft `swift test` durch.")

    static let czech = StarterStrings(
        fileHeader: { "// Z pracovního sešitu, kapitola \($0) „\($1)“. Je to vaše kopie: upravujte ji podle libosti." },
        exercises: "Cvičení", task: "Zadání", files: "Kam psát kód",
        run: "Ověřte své řešení",
        runText: "Spusťte testy. Neprojdou, dokud nevyřešíte všechna cvičení; každé selhání řekne, co ještě nesedí.",
        hints: "Nápovědy", hintsText: "Otevírejte je po jedné, a jen když si nevíte rady.",
        solutionNote: "Vzorové řešení",
        solutionText: "Tato složka obsahuje vzorové řešení, proto `swift test` projde.")
}
