import Foundation

/// `workbook status`: which translated sections follow an older version of
/// their source-language section, with what changed since; `--accept`
/// marks a translation of a chapter as following the current source.
struct StatusVerb: Verb {
    static let usage = Usage(
        name: "status", abstract: "List translated sections whose source changed since they were last accepted.",
        arguments: "[--accept <lang> <chapter>] [--strict]",
        options: [
            (
                "--accept <lang> <chapter>",
                "Mark the translation <lang> of <chapter> (chapter3, 3, 03-some-slug or some-slug) as following the current source."
            ),
            (
                "--strict",
                "Exit with status 1 when a section is out of date (for a gate that wants translations current)."
            ),
        ],
        discussion:
            "Chapters/translations.lock records, for each section of each translation, the source-language text it was last accepted against. The first run (no lock yet) records every translation as current. After that only --accept writes the lock, and then it also brings the lock in step with the book: a translation it does not know yet is recorded as current, entries of removed chapters, languages and sections are dropped. Until then a plain status says what --accept would record or drop. For each out-of-date section, status prints where it is and a diff of its source section from the accepted text to the current one. Where Chapters/glossary.json has terms, status also lists, per chapter and language, how many variants the glossary avoids the prose uses and at which lines, each as 'workbook check' reports it."
    )

    /// `(language, chapter as given)` of `--accept`.
    var accept: (language: String, chapter: String)?
    var strict: Bool

    init(arguments: inout Arguments) throws(UsageError) {
        strict = arguments.flag("--strict")
        if let language = try arguments.option("--accept") {
            guard let chapter = arguments.positional() else {
                throw UsageError(
                    "Missing the chapter after '--accept \(language)', e.g. '--accept \(language) chapter3'.")
            }
            accept = (language, chapter)
        }
    }

    func run(_ context: CommandContext) -> Int32 {
        guard let analysis = analyze(context) else { return ExitStatus.failure }
        let console = context.console
        let book = analysis.book
        if case .malformed(let problems) = analysis.translationLock {
            console.report(problems)
            console.printError(
                "status: \(TranslationLock.path) is malformed; fix it by hand (it is text, one entry a line) or delete it to record every translation as current"
            )
            return ExitStatus.failure
        }
        let pairs = TranslationStatus.pairs(book)
        let existing = analysis.translationLock.lock
        var (lock, change) = TranslationStatus.reconciling(
            pairs, in: existing ?? TranslationLock(), unreadable: TranslationStatus.unreadable(book))
        var accepted: [String] = []
        if let accept {
            switch Self.resolve(accept, book: book) {
            case .failure(let message):
                console.printError("error: \(message)")
                return ExitStatus.failure
            case .success(let chapter):
                let chosen = pairs.filter { $0.language == accept.language && $0.chapter == chapter.folderName }
                lock = TranslationStatus.accepting(chosen, in: lock)
                accepted = chosen.map { "\($0.language) \($0.chapter)" }
                if chosen.isEmpty {
                    console.printError(
                        "error: Chapters/\(chapter.folderName) has no \(accept.language).md to accept")
                    return ExitStatus.failure
                }
            }
        }
        // The lock is written on the first run and by --accept only: a plain
        // status on a book with a lock reads it and says what --accept would change.
        // A lock without entries is never written: read back, it would pass
        // for one cut short (a book with no readable translation has nothing to lock).
        if existing == nil && lock.entries.isEmpty {
            console.print("status: no translation to record; \(TranslationLock.path) is not written")
        } else if existing == nil || (accept != nil && existing?.entries != lock.entries) {
            do {
                try lock.write(root: book.root)
            } catch {
                console.report(error.diagnostics)
                return ExitStatus.failure
            }
            report(firstRun: existing == nil, change: change, accepted: accepted, lock: lock, console: console)
        } else {
            if accept == nil { reportPending(change, console: console) }
            for translation in accepted {
                console.print("status: \(translation) already follows the current source; the lock is unchanged")
            }
        }
        reportGlossary(analysis, console: console)
        let stale = TranslationStatus.stale(pairs, lock: lock)
        for section in stale { print(section, console: console) }
        let sections = lock.entries.count
        if stale.isEmpty {
            console.print(
                "status: every translated section follows the current source (\(sections) section\(sections == 1 ? "" : "s") in \(pairs.count) translation\(pairs.count == 1 ? "" : "s"))"
            )
            return ExitStatus.success
        }
        let translations = Self.uniqued(stale.map { "\($0.language) \($0.chapter)" })
        console.print(
            "status: \(stale.count) translated section\(stale.count == 1 ? "" : "s") may be out of date, in \(translations.joined(separator: ", "))"
        )
        console.print(
            "  update the translation, then mark it current: workbook status --accept \(translations[0])")
        return strict ? ExitStatus.failure : ExitStatus.success
    }

    /// Says what was written to the lock.
    private func report(
        firstRun: Bool, change: TranslationStatus.Reconciliation, accepted: [String], lock: TranslationLock,
        console: Console
    ) {
        if firstRun {
            let count = change.recorded.count
            console.print(
                "status: no \(TranslationLock.path) yet; recorded \(count) translation\(count == 1 ? "" : "s") (\(lock.entries.count) sections) as following the current source"
            )
        } else {
            for translation in change.recorded {
                console.print("status: recorded \(translation) as following the current source (new to the lock)")
            }
            for key in change.dropped {
                console.print(
                    "status: dropped \(key.language) \(key.chapter) \(key.section) (no such section, chapter or language any more)"
                )
            }
        }
        for translation in accepted {
            console.print("status: accepted \(translation) as following the current source")
        }
        console.print("wrote \(TranslationLock.path)")
    }

    /// What an `--accept` would record or drop; a plain status never writes
    /// a lock that exists.
    private func reportPending(_ change: TranslationStatus.Reconciliation, console: Console) {
        for translation in change.recorded {
            console.print(
                "status: \(translation) is not in the lock yet; it counts as current until `workbook status --accept \(translation)` records it"
            )
        }
        for key in change.dropped {
            console.print(
                "status: the lock still has \(key.language) \(key.chapter) \(key.section) (no such section, chapter or language any more); the next --accept drops it"
            )
        }
    }

    /// What the glossary finds, per chapter and language: how many, at which
    /// lines, then each as `check` reports it. Nothing for a book without
    /// glossary terms.
    private func reportGlossary(_ analysis: BookAnalysis, console: Console) {
        let book = analysis.book
        guard case .found(let glossary, _) = book.glossary else { return }
        let found = BookCheck.findings(BookCheck.glossary, in: analysis).flatMap(\.diagnostics)
        let ownProblems = found.filter { $0.path == Glossary.path }
        if !ownProblems.isEmpty {
            console.print(
                "status: glossary: \(Glossary.path) has \(ownProblems.count) problem\(ownProblems.count == 1 ? "" : "s"); the parts concerned are not checked:"
            )
            for problem in ownProblems { console.print("    \(problem)") }
        }
        guard glossary.hasTerms else { return }
        var findings = 0
        for chapter in book.chapters {
            for language in book.manifest.languages {
                guard let path = chapter.translations[language]?.path else { continue }
                let here = found.filter { $0.path == path }
                guard !here.isEmpty else { continue }
                findings += here.count
                let lines = Self.uniqued(here.map { String($0.line) })
                console.print(
                    "status: glossary: \(language) \(chapter.folderName): \(here.count) finding\(here.count == 1 ? "" : "s"), at line\(lines.count == 1 ? "" : "s") \(lines.joined(separator: ", ")) of \(path)"
                )
                for diagnostic in here { console.print("    \(diagnostic)") }
            }
        }
        if findings == 0 {
            let languages = book.manifest.languages.filter { glossary.sections[$0]?.terms.isEmpty == false }
            let terms = languages.reduce(0) { $0 + (glossary.sections[$1]?.terms.count ?? 0) }
            console.print(
                "status: glossary: the prose uses no variant the glossary avoids (\(terms) term\(terms == 1 ? "" : "s") in \(languages.joined(separator: ", ")))"
            )
        }
    }

    /// One stale section: where it is, and the diff of its source section.
    private func print(_ stale: TranslationStatus.Stale, console: Console) {
        let source = "\(stale.sourcePath):\(stale.sourceHeading.line) '\(stale.sourceHeading.title)'"
        if let accepted = stale.accepted {
            console.print(
                "\(stale.path):\(stale.heading.line): '\(stale.heading.title)' follows an older \(source); it changed:")
            console.write(Self.indented(LineDiff.unified(from: accepted, to: stale.current)))
        } else {
            console.print(
                "\(stale.path):\(stale.heading.line): '\(stale.heading.title)' was never accepted against \(source), which reads:"
            )
            console.write(Self.indented(LineDiff.unified(from: "", to: stale.current)))
        }
    }

    static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "    \($0)\n" }.joined()
    }

    static func uniqued(_ items: [String]) -> [String] {
        var seen = Set<String>()
        return items.filter { seen.insert($0).inserted }
    }

    enum Resolution {
        case success(Chapter)
        case failure(String)
    }

    /// The chapter `accept` names, checked against the book: `chapter3`,
    /// `3`, `03`, the folder name `03-slug` or the slug.
    static func resolve(_ accept: (language: String, chapter: String), book: Book) -> Resolution {
        let manifest = book.manifest
        let translations = manifest.languages.filter { $0 != manifest.sourceLanguage }
        guard translations.contains(accept.language) else {
            if accept.language == manifest.sourceLanguage {
                return .failure(
                    "'\(accept.language)' is the source language; only translations are accepted (into \(translations.joined(separator: ", ")))"
                )
            }
            return .failure(
                "unknown language '\(accept.language)'; the book translates into \(translations.joined(separator: ", "))"
            )
        }
        let name = accept.chapter
        let digits = name.hasPrefix("chapter") ? String(name.dropFirst("chapter".count)) : name
        let found = book.chapters.first { chapter in
            if !digits.isEmpty, digits.count <= 3, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                let number = Int(digits)
            {
                return chapter.number == number
            }
            return chapter.folderName == name || chapter.slug == name
        }
        guard let found else {
            let names = book.chapters.map { "chapter\($0.number) (\($0.folderName))" }.joined(separator: ", ")
            return .failure("there is no chapter '\(name)'; the book has \(names)")
        }
        return .success(found)
    }
}
