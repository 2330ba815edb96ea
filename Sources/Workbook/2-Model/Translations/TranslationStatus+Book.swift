import Foundation

extension TranslationStatus {
    /// Every translation of every chapter, with the sections of its source.
    /// Section ids are the page's heading ids (`Translation.headingIDs`),
    /// which every language shares: the k-th heading of a translation
    /// belongs to the k-th heading of the source.
    static func pairs(_ book: Book) -> [Pair] {
        let source = book.manifest.sourceLanguage
        var result: [Pair] = []
        for chapter in book.chapters {
            guard let original = chapter.translations[source] else { continue }
            let sourceHeadings = headings(of: original)
            let sections = sections(of: original.document.markdown.text, headings: sourceHeadings)
            for language in book.manifest.languages where language != source {
                guard let translation = chapter.translations[language] else { continue }
                result.append(
                    Pair(
                        language: language, chapter: chapter.folderName, path: translation.path,
                        sourcePath: original.path,
                        headings: headings(of: translation),
                        sourceSections: sections))
            }
        }
        return result
    }

    /// The headings of `translation` with the ids the site gives them.
    static func headings(of translation: Translation) -> [Heading] {
        zip(translation.document.headings, translation.headingIDs).map { heading, id in
            Heading(id: id, title: heading.text, line: heading.line)
        }
    }

    /// The stale sections of the book, judged by `loaded`. A missing or
    /// malformed lock judges nothing; a translation the lock has no entry
    /// for at all (a new chapter or language) counts as current until
    /// `workbook status` records it.
    static func stale(_ pairs: [Pair], loaded: TranslationLock.Loaded) -> [Stale] {
        guard let lock = loaded.lock else { return [] }
        let tracked = Set(lock.entries.keys.map(\.translation))
        return stale(pairs.filter { tracked.contains($0.translation) }, lock: lock)
    }

    /// What `reconciling` changed.
    struct Reconciliation: Equatable, Sendable {
        /// The translations recorded as current because the lock did not know them.
        var recorded: [TranslationID] = []
        /// Entries dropped because their language, chapter or section is gone.
        var dropped: [TranslationLock.Key] = []

        var isEmpty: Bool { recorded.isEmpty && dropped.isEmpty }
    }

    /// `lock` in step with the book's shape: translations it has no entry
    /// for are recorded as following the current source, and entries of
    /// languages, chapters and sections that no longer exist are dropped.
    /// Entries that exist keep their accepted text, and so do the entries
    /// of a translation in `unreadable` (`LANG CHAPTER` of a file that is
    /// missing or could not be read just now, which must not come back as
    /// current once it is fixed).
    static func reconciling(
        _ pairs: [Pair], in lock: TranslationLock, unreadable: Set<TranslationID> = []
    ) -> (TranslationLock, Reconciliation) {
        var lock = lock
        var change = Reconciliation()
        var sections: [TranslationID: Set<String>] = [:]
        for pair in pairs {
            sections[pair.translation] = Set(pair.sourceSections.map(\.heading.id))
        }
        for key in lock.entries.keys.sorted() where !unreadable.contains(key.translation) {
            guard !(sections[key.translation]?.contains(key.section) ?? false) else { continue }
            lock.entries[key] = nil
            change.dropped.append(key)
        }
        let tracked = Set(lock.entries.keys.map(\.translation))
        let new = pairs.filter { !tracked.contains($0.translation) }
        lock = accepting(new, in: lock)
        change.recorded = new.map(\.translation)
        return (lock, change)
    }

    /// Every translation the book should have but could not pair with its
    /// source: a translation or source file missing, or unreadable (its
    /// errors are reported by `check`).
    static func unreadable(_ book: Book) -> Set<TranslationID> {
        let source = book.manifest.sourceLanguage
        var result = Set<TranslationID>()
        for chapter in book.chapters {
            for language in book.manifest.languages where language != source {
                if chapter.translations[language] == nil || chapter.translations[source] == nil {
                    result.insert(TranslationID(language: language, chapter: chapter.folderName))
                }
            }
        }
        return result
    }
}

/// One translation of one chapter: a language and a chapter's folder name,
/// printed `LANG CHAPTER` as `workbook status` names it.
struct TranslationID: Hashable, Sendable, CustomStringConvertible {
    var language: String
    var chapter: String

    var description: String { "\(language) \(chapter)" }
}

extension TranslationLock.Key {
    var translation: TranslationID { TranslationID(language: language, chapter: chapter) }
}

extension TranslationStatus.Pair {
    var translation: TranslationID { TranslationID(language: language, chapter: chapter) }
}
