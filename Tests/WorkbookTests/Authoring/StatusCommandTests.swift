import Foundation
import Testing

@testable import Workbook

/// `workbook status`, the lock it owns, the warnings of `check` and the
/// notes on the site, end to end on a copy of a small two-language book
/// (`site-basic`: English source, Czech translation).
@Suite struct StatusCommandTests {
    static let lock = TranslationLock.path
    static let english = "Chapters/01-first-steps/en.md"

    /// A copy of the book whose lock records every translation as current.
    func trackedBook() throws -> TestBook {
        let book = try TestBook(fixture: "site-basic")
        let first = book.run("status")
        #expect(first.status == ExitStatus.success, "\(first.error)")
        return book
    }

    /// Puts a sentence into the English section "The model" (line 5).
    func editTheModelSection(_ book: TestBook) throws {
        let text = try #require(book.read(Self.english))
        try book.write(
            text.replacingOccurrences(of: "## The model\n\n|", with: "## The model\n\nA new sentence.\n\n|"),
            to: Self.english)
    }

    @Test func theFirstRunRecordsEveryTranslationAsCurrent() throws {
        let book = try TestBook(fixture: "site-basic")
        #expect(!book.exists(Self.lock))
        let run = book.run("status")
        #expect(run.status == ExitStatus.success)
        #expect(run.out.contains("no Chapters/translations.lock yet; recorded 2 translations (5 sections)"))
        #expect(
            run.out.hasSuffix(
                "status: every translated section follows the current source (5 sections in 2 translations)\n"))
        let written = try #require(book.read(Self.lock))
        let (lock, problems) = TranslationLock.parse(written)
        #expect(problems.isEmpty)
        #expect(Set(lock.entries.keys.map(\.chapter)) == ["01-first-steps", "02-next-steps"])
        #expect(Set(lock.entries.keys.map(\.language)) == ["cs"])

        let again = book.run("status")
        #expect(
            again.out == "status: every translated section follows the current source (5 sections in 2 translations)\n")
        #expect(book.read(Self.lock) == written, "a run with nothing to record leaves the lock alone")
    }

    @Test func anEditedSourceSectionIsListedWarnedAndMarkedUntilAccepted() throws {
        let book = try trackedBook()
        try editTheModelSection(book)

        let status = book.run("status")
        #expect(status.status == ExitStatus.success, "stale prose is not a failure")
        #expect(
            status.out.contains(
                "Chapters/01-first-steps/cs.md:5: 'Model uživatele' follows an older Chapters/01-first-steps/en.md:5 'The model'; it changed:\n"
            ))
        #expect(
            status.out.contains(
                "      ## The model\n      \n    + A new sentence.\n    + \n      | Name | Kind | Count |\n"))
        #expect(status.out.contains("status: 1 translated section may be out of date, in cs 01-first-steps\n"))
        #expect(book.run("status", "--strict").status == ExitStatus.failure)

        #expect(book.run("build").status == ExitStatus.success)
        let before = book.snapshot()
        let check = book.run("check")
        #expect(check.status == ExitStatus.success, "\(check.error)")
        #expect(
            check.error
                == "Chapters/01-first-steps/cs.md:5:1: warning: section 'Model uživatele' may be out of date: its source section 'The model' (en.md:5) changed since this translation was last accepted (see `workbook status`; `workbook status --accept cs 01-first-steps` marks it current)\n"
        )
        #expect(check.out.contains(": OK, 1 translated section may be out of date (see `workbook status`)"))
        #expect(book.snapshot() == before, "check writes nothing, the lock included")

        let page = try #require(book.read("Site/cs/01-first-steps.html"))
        #expect(
            page.contains(
                "<p class=\"wb-stale\" role=\"note\">Tato část nemusí být aktuální. <a href=\"../en/01-first-steps.html#the-model\" hreflang=\"en\">Přečíst originál (<span lang=\"en\">English</span>)</a></p>"
            ))
        #expect(page.components(separatedBy: "class=\"wb-stale\"").count == 2, "only the changed section")
        #expect(book.read("Site/cs/print.html")?.contains("class=\"wb-stale\"") == true)
        #expect(book.read("Site/en/01-first-steps.html")?.contains("wb-stale") == false)
        #expect(book.read("Site/cs/02-next-steps.html")?.contains("wb-stale") == false)

        let accept = book.run("status", "--accept", "cs", "chapter1")
        #expect(accept.status == ExitStatus.success)
        #expect(
            accept.out.contains(
                "status: accepted cs 01-first-steps as following the current source\nwrote Chapters/translations.lock\n"
            ))
        #expect(
            accept.out.hasSuffix(
                "status: every translated section follows the current source (5 sections in 2 translations)\n"))
        // Only the lock changed: the page must be rendered again, not taken from the cache.
        let again = book.run("status", "--accept", "cs", "1")
        #expect(
            again.out.hasPrefix("status: cs 01-first-steps already follows the current source; the lock is unchanged\n")
        )
        let rebuilt = book.run("build")
        #expect(rebuilt.out.contains("wrote Site/cs/01-first-steps.html"))
        #expect(book.read("Site/cs/01-first-steps.html")?.contains("wb-stale") == false)
        let clean = book.run("check")
        #expect(clean.status == ExitStatus.success)
        #expect(clean.error.isEmpty)
    }

    @Test(arguments: ["chapter1", "1", "01", "01-first-steps", "first-steps"])
    func theChapterToAcceptIsNamedAsExtractNamesItOrByItsFolder(chapter: String) throws {
        let book = try trackedBook()
        try editTheModelSection(book)
        let accept = book.run("status", "--accept", "cs", chapter)
        #expect(accept.status == ExitStatus.success, "\(accept.error)")
        #expect(accept.out.contains("accepted cs 01-first-steps"))
    }

    @Test(arguments: [
        (
            ["status", "--accept", "cs", "chapter9"],
            "error: there is no chapter 'chapter9'; the book has chapter1 (01-first-steps), chapter2 (02-next-steps)"
        ),
        (["status", "--accept", "ru", "1"], "error: unknown language 'ru'; the book translates into cs"),
        (
            ["status", "--accept", "en", "1"],
            "error: 'en' is the source language; only translations are accepted (into cs)"
        ),
    ])
    func aWrongAcceptIsAnErrorAndWritesNothing(arguments: [String], message: String) throws {
        let book = try trackedBook()
        try editTheModelSection(book)
        let before = book.snapshot()
        let run = book.run(arguments)
        #expect(run.status == ExitStatus.failure)
        #expect(run.error == message + "\n")
        #expect(book.snapshot() == before)
    }

    @Test func acceptWithoutAChapterIsAUsageError() throws {
        let book = try trackedBook()
        let run = book.run("status", "--accept", "cs")
        #expect(run.status == ExitStatus.usage)
        #expect(run.error.hasPrefix("Error: Missing the chapter after '--accept cs', e.g. '--accept cs chapter3'."))
    }

    @Test func withoutALockCheckAndTheSiteSayNothingAboutStaleness() throws {
        let book = try TestBook(fixture: "site-basic")
        try editTheModelSection(book)
        #expect(book.run("build").status == ExitStatus.success)
        let check = book.run("check")
        #expect(check.status == ExitStatus.success)
        #expect(check.error.isEmpty)
        #expect(book.read("Site/cs/01-first-steps.html")?.contains("wb-stale") == false)
        #expect(!book.exists(Self.lock), "only status writes the lock")
    }

    @Test(arguments: [
        ("<<<<<<< ours\n", "unresolved merge conflict marker"),
        ("cs 01-first-steps the-model 0123\n", "'0123' is not a hash (16 hexadecimal digits)"),
        ("= 0123456789abcdef \"cut off in the mid\n", "the text after the hash is not a valid JSON string"),
        ("cs 01-first-steps\n", "expected 'LANG CHAPTER SECTION HASH' or '= HASH \"TEXT\"', found 2 fields"),
    ])
    func aMalformedLockIsAnErrorAtItsLineForEveryVerb(line: String, message: String) throws {
        let book = try trackedBook()
        #expect(book.run("build").status == ExitStatus.success)
        var lines = try #require(book.read(Self.lock)).components(separatedBy: "\n")
        lines.insert(String(line.dropLast()), at: 8)
        try book.write(lines.joined(separator: "\n"), to: Self.lock)
        let place = "Chapters/translations.lock:9:"
        let before = book.snapshot()
        for verb in ["status", "check", "build"] {
            let run = book.run(verb)
            #expect(run.status == ExitStatus.failure, "\(verb)")
            #expect(run.error.contains(place), "\(verb): \(run.error)")
            #expect(run.error.contains(message), "\(verb): \(run.error)")
        }
        #expect(book.snapshot() == before, "a malformed lock is never overwritten, and a failed build writes nothing")
    }

    @Test func aLockThatIsAFolderOrNotUTF8IsAnErrorAndStaysAsItIs() throws {
        let book = try TestBook(fixture: "site-basic")
        try FileManager.default.createDirectory(
            at: book.root.appendingPathComponent(Self.lock), withIntermediateDirectories: true)
        let folder = book.run("status")
        #expect(folder.status == ExitStatus.failure)
        #expect(folder.error.hasPrefix("Chapters/translations.lock: error: cannot read file: it is a folder"))
        var isFolder: ObjCBool = false
        #expect(
            FileManager.default.fileExists(
                atPath: book.root.appendingPathComponent(Self.lock).path, isDirectory: &isFolder))
        #expect(isFolder.boolValue)

        try FileManager.default.removeItem(at: book.root.appendingPathComponent(Self.lock))
        try Data([0x23, 0x0A, 0x63, 0x73, 0xF6, 0x0A]).write(to: book.root.appendingPathComponent(Self.lock))
        let latin1 = book.run("check")
        #expect(latin1.status == ExitStatus.failure)
        #expect(latin1.error.contains("Chapters/translations.lock:2:3: error: invalid UTF-8"))
        #expect(book.run("status").status == ExitStatus.failure)
        #expect(FileManager.default.contents(atPath: book.root.appendingPathComponent(Self.lock).path)?.count == 6)
    }

    @Test func aTruncatedLockNamesTheEntryWithoutItsText() throws {
        let book = try trackedBook()
        let text = try #require(book.read(Self.lock))
        let cut = try #require(text.range(of: "\n= ", options: .backwards))
        try book.write(String(text[..<cut.lowerBound]) + "\n", to: Self.lock)
        let run = book.run("check")
        #expect(run.status == ExitStatus.failure)
        #expect(run.error.contains("Chapters/translations.lock:"))
        #expect(run.error.contains("error: no text line"))
    }

    /// A lock that exists but holds no entry lost them: every verb says so
    /// at its first line, and none treats the translations as new.
    @Test(arguments: ["", "  \n\n", TranslationLock().serialized()])
    func aLockWithoutEntriesIsAnErrorForEveryVerbAndStaysAsItIs(text: String) throws {
        let book = try trackedBook()
        #expect(book.run("build").status == ExitStatus.success)
        try book.write(text, to: Self.lock)
        let before = book.snapshot()
        for verb in ["status", "check", "build"] {
            let run = book.run(verb)
            #expect(run.status == ExitStatus.failure, "\(verb)")
            #expect(
                run.error.hasPrefix(
                    "Chapters/translations.lock:1:1: error: the lock holds no entry (the tool writes one for every translated section), so the file looks truncated; restore it from version control"
                ), "\(verb): \(run.error)")
            #expect(!run.out.contains("is not in the lock yet"), "\(verb): \(run.out)")
        }
        #expect(book.snapshot() == before, "the lock is left for the author to restore")

        // Deleting it is the way back to a lock that records everything as current.
        try FileManager.default.removeItem(at: book.root.appendingPathComponent(Self.lock))
        let fresh = book.run("status")
        #expect(fresh.status == ExitStatus.success)
        #expect(fresh.out.contains("recorded 2 translations (5 sections)"))
    }

    /// A book without translations has nothing to lock: status writes no
    /// lock, which read back would look truncated.
    @Test func aBookWithoutTranslationsWritesNoLock() throws {
        let book = try TestBook(fixture: "site-basic")
        try book.write(
            #"{ "title": { "en": "Site Book" }, "languages": ["en"], "sourceLanguage": "en", "targets": ["Sources/Demo"] }"#,
            to: "Chapters/book.json")
        for _ in 1...2 {
            let run = book.run("status")
            #expect(run.status == ExitStatus.success, "\(run.error)")
            #expect(run.out.hasPrefix("status: no translation to record; Chapters/translations.lock is not written\n"))
            #expect(!book.exists(Self.lock))
        }
        #expect(book.run("build").status == ExitStatus.success)
        let check = book.run("check")
        #expect(check.status == ExitStatus.success, "\(check.error)")
    }

    @Test func aLockCutShortInItsEntriesNamesOneEntryThenCountsTheRest() throws {
        let book = try trackedBook()
        let text = try #require(book.read(Self.lock))
        let firstText = try #require(text.range(of: "\n= "))
        // Cut in the middle of the texts' group: the entries stay, their texts are gone.
        let cut = String(text[..<firstText.lowerBound]) + "\n= 0123"
        try book.write(cut, to: Self.lock)
        let run = book.run("check")
        #expect(run.status == ExitStatus.failure)
        let lockErrors = run.error.split(separator: "\n").filter { $0.hasPrefix("Chapters/translations.lock:") }
        #expect(lockErrors.count == 3, "\(run.error)")
        #expect(lockErrors.first?.contains("error: no text line") == true)
        #expect(lockErrors.dropFirst().first?.contains("error: … and 4 more entries have no text line") == true)
        #expect(lockErrors.last?.contains("error: expected '= HASH \"TEXT\"'") == true)
    }

    @Test func anUnknownChapterIsAWarningThatOnlyAcceptDrops() throws {
        let book = try trackedBook()
        #expect(book.run("build").status == ExitStatus.success)
        let text = try #require(book.read(Self.lock))
        let renamed = text.replacingOccurrences(of: "cs 02-next-steps wrapping-up", with: "cs 07-gone wrapping-up")
        try book.write(renamed, to: Self.lock)
        let line = renamed.components(separatedBy: "\n").firstIndex { $0.hasPrefix("cs 07-gone") }! + 1
        // The section lost its entry: it was never accepted, so the page
        // carries a note; rebuilt, the book checks again, with warnings.
        #expect(book.run("build").status == ExitStatus.success)
        let check = book.run("check")
        #expect(check.status == ExitStatus.success, "\(check.error)")
        #expect(
            check.error.contains(
                "Chapters/translations.lock:\(line):4: warning: unknown chapter '07-gone' (no folder Chapters/07-gone); ignored, and dropped by the next `workbook status --accept`"
            ))
        #expect(
            check.error.contains("Chapters/02-next-steps/cs.md:5:1: warning: section 'Shrnutí' may be out of date"))

        let status = book.run("status")
        #expect(status.status == ExitStatus.success)
        #expect(status.out.contains("status: the lock still has cs 07-gone wrapping-up"), "\(status.out)")
        #expect(
            status.out.contains(
                "Chapters/02-next-steps/cs.md:5: 'Shrnutí' was never accepted against Chapters/02-next-steps/en.md:5 'Wrapping up', which reads:\n"
            ))
        #expect(book.read(Self.lock) == renamed, "a plain status never rewrites an existing lock")

        let accept = book.run("status", "--accept", "cs", "2")
        #expect(accept.status == ExitStatus.success)
        #expect(
            accept.out.contains(
                "status: dropped cs 07-gone wrapping-up (no such section, chapter or language any more)\n"))
        #expect(!(try #require(book.read(Self.lock))).contains("07-gone"))
        #expect(book.run("build").status == ExitStatus.success)
        let clean = book.run("check")
        #expect(clean.status == ExitStatus.success)
        #expect(!clean.error.contains("warning:"), "\(clean.error)")
    }

    @Test func aWellFormedHandEditIsAccepted() throws {
        let book = try trackedBook()
        let text = try #require(book.read(Self.lock))
        var lines = text.components(separatedBy: "\n")
        let entries = lines.indices.filter { lines[$0].hasPrefix("cs ") }
        // Entries in reverse order, one of them removed, a comment of one's own.
        let reversed = entries.map { lines[$0] }.reversed().dropLast()
        for (index, line) in zip(entries, Array(reversed) + ["# the first section: to translate again"]) {
            lines[index] = line
        }
        try book.write(lines.joined(separator: "\n"), to: Self.lock)
        let status = book.run("status")
        #expect(status.status == ExitStatus.success, "\(status.error)")
        #expect(status.out.contains("Chapters/01-first-steps/cs.md:1: 'První kroky' was never accepted against"))
        #expect(status.out.contains("status: 1 translated section may be out of date, in cs 01-first-steps"))
        #expect(book.run("check").error.contains("Chapters/01-first-steps/cs.md:1:1: warning: section 'První kroky'"))
    }

    @Test func newChaptersAreRecordedAndRemovedOnesDroppedByAccept() throws {
        let book = try trackedBook()
        try FileManager.default.moveItem(
            at: book.root.appendingPathComponent("Chapters/02-next-steps"),
            to: book.root.appendingPathComponent("Chapters/03-last-steps"))
        let before = try #require(book.read(Self.lock))
        let status = book.run("status")
        #expect(status.status == ExitStatus.success)
        #expect(status.out.contains("status: the lock still has cs 02-next-steps next-steps"), "\(status.out)")
        #expect(
            status.out.contains(
                "status: cs 03-last-steps is not in the lock yet; it counts as current until `workbook status --accept cs 03-last-steps` records it"
            ))
        #expect(book.read(Self.lock) == before, "only --accept writes an existing lock")

        let accept = book.run("status", "--accept", "cs", "3")
        #expect(accept.status == ExitStatus.success)
        #expect(accept.out.contains("status: dropped cs 02-next-steps next-steps"))
        #expect(
            accept.out.contains("status: recorded cs 03-last-steps as following the current source (new to the lock)"))
        let lock = TranslationLock.parse(try #require(book.read(Self.lock))).0
        #expect(Set(lock.entries.keys.map(\.chapter)) == ["01-first-steps", "03-last-steps"])
    }

    @Test func aTranslationThatCannotBeReadKeepsItsEntries() throws {
        let book = try trackedBook()
        try editTheModelSection(book)
        let czech = "Chapters/01-first-steps/cs.md"
        let saved = try #require(book.read(czech))
        try Data([0x23, 0x20, 0xFF, 0x0A]).write(to: book.root.appendingPathComponent(czech))
        let broken = book.run("status")
        #expect(broken.status == ExitStatus.success)
        #expect(!broken.out.contains("dropped"), "\(broken.out)")
        #expect(!broken.out.contains("recorded"), "\(broken.out)")
        try book.write(saved, to: czech)
        let fixed = book.run("status")
        #expect(
            fixed.out.contains("Chapters/01-first-steps/cs.md:5: 'Model uživatele' follows an older"), "\(fixed.out)")
    }

    /// Two branches accept different chapters: the line merge of their
    /// locks is clean and holds both acceptances.
    @Test func twoBranchesAcceptingDifferentChaptersMergeWithoutConflict() throws {
        let book = try trackedBook()
        try editTheModelSection(book)
        let second = "Chapters/02-next-steps/en.md"
        try book.write(
            try #require(book.read(second)).replacingOccurrences(of: "Straße, naïve", with: "Straße, also naïve"),
            to: second)
        let base = try #require(book.read(Self.lock))
        #expect(book.run("status", "--accept", "cs", "1").status == ExitStatus.success)
        let ours = try #require(book.read(Self.lock))
        try book.write(base, to: Self.lock)
        #expect(book.run("status", "--accept", "cs", "2").status == ExitStatus.success)
        let theirs = try #require(book.read(Self.lock))
        #expect(ours != base && theirs != base && ours != theirs)

        let folder = book.root.appendingPathComponent(".merge")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in [("ours", ours), ("base", base), ("theirs", theirs)] {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "merge-file", "-p", "ours", "base", "theirs"]
        git.currentDirectoryURL = folder
        let output = Pipe()
        git.standardOutput = output
        try git.run()
        let merged = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        git.waitUntilExit()
        #expect(git.terminationStatus == 0, "no conflict:\n\(merged)")

        try book.write(merged, to: Self.lock)
        let status = book.run("status")
        #expect(status.status == ExitStatus.success, "\(status.error)")
        #expect(
            status.out == "status: every translated section follows the current source (5 sections in 2 translations)\n"
        )
    }
}
