import Foundation
import Testing

@testable import Workbook

/// `build` reuses the chapters it rendered before (`.workbook/cache/pages`),
/// and its output is byte for byte what a clean build writes, whatever the
/// sequence of edits to any of its inputs: prose, headings (every language's
/// ids change), new tangled files (every page's links change), tables, going
/// back to an earlier text (an old entry is found again), the diagram
/// sources, the translation lock (which sections carry the out-of-date
/// note), `book.json`, a site asset edited by hand, and another version of
/// the Markdown library. After each step a build that finds nothing changed
/// (answered by stamps alone, `UnchangedRun`) leaves the outputs as they are.
@Suite struct IncrementalBuildTests {
    static let files = [
        "Chapters/01-first-steps/en.md", "Chapters/01-first-steps/cs.md",
        "Chapters/02-next-steps/en.md", "Chapters/02-next-steps/cs.md",
    ]
    static let diagram = "Chapters/diagrams/layers.graph"

    /// A small deterministic generator, so a failure can be replayed.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// What a build produced: the site and the tangled files.
    func outputs(_ book: TestBook) -> [String: Data] {
        book.snapshot().filter { $0.key.hasPrefix("Site/") || $0.key.hasPrefix("Sources/") }
    }

    /// A layers diagram whose inner layer is called `inner`.
    static func layers(_ inner: String) -> String {
        """
        # The fixture's layers.
        diagram layers

        layer outer "Outer"
          label.cs "Vnější"
          code "Screen"

        layer inner "\(inner)"
          label.cs "Vnitřní \(inner)"
          code "Model"

        """
    }

    /// (parsed, of) and (rendered, of) from a build's last line.
    static func counts(_ run: TestBook.Run) -> (parsed: [Int], rendered: [Int]) {
        let line = String(run.out.split(separator: "\n").last ?? "")
        func numbers(before word: String) -> [Int] {
            guard let range = line.range(of: word) else { return [] }
            let head = line[..<range.lowerBound].split(separator: " ").suffix(3)
            return head.compactMap { Int($0.trimmingCharacters(in: .punctuationCharacters)) }
        }
        return (numbers(before: " chapter files"), numbers(before: " pages"))
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6])
    func incrementalBuildsEqualCleanBuilds(seed: UInt64) throws {
        let book = try TestBook(fixture: "site-basic")
        try book.write(Self.layers("Inner"), to: Self.diagram)
        for language in ["en", "cs"] {
            let path = "Chapters/02-next-steps/\(language).md"
            let block = "\n```diagram layers\nLayers\nThe outer layer uses the inner one.\n```\n"
            try book.write((book.read(path) ?? "") + block, to: path)
        }
        let running = BuildIdentity.running
        var identity = running
        var used: Set<BuildIdentity> = [running]
        // Counts the runs answered by stamps alone (`UnchangedRun`).
        let observer = RunObserver()
        #expect(book.run(["build"], identity: identity, observer: observer).status == ExitStatus.success)
        let originals = Dictionary(uniqueKeysWithValues: Self.files.map { ($0, book.read($0) ?? "") })
        let manifest = try #require(book.read("Chapters/book.json"))
        var random = Generator(state: seed)
        for step in 0..<10 {
            let file = Self.files[random.next(Self.files.count)]
            let chapter = String(file.split(separator: "/")[1])
            var text = book.read(file) ?? ""
            // A library this book was never built with: nothing of its cache may be reused.
            var libraryIsNew = false
            switch random.next(11) {
            case 0:
                text += "\nMore prose \(step), with *emphasis* and `code`.\n"
                try book.write(text, to: file)
            case 1:
                for language in ["en", "cs"] {
                    let path = "Chapters/\(chapter)/\(language).md"
                    try book.write((book.read(path) ?? "") + "\n## Added \(step) \(language)\n\nText.\n", to: path)
                }
            case 2:
                for language in ["en", "cs"] {
                    let path = "Chapters/\(chapter)/\(language).md"
                    let block = "\n```swift file=Sources/Demo/Step\(step).swift\nlet step\(step) = \(step)\n```\n"
                    try book.write((book.read(path) ?? "") + block, to: path)
                }
            case 3:
                for language in ["en", "cs"] {
                    let path = "Chapters/\(chapter)/\(language).md"
                    try book.write((book.read(path) ?? "") + "\n| a | b |\n| - | - |\n| \(step) | x |\n", to: path)
                }
            case 4:
                // One language only: the translations no longer agree, and
                // `check` and `build` report it.
                try book.write(
                    text + "\n```swift file=Sources/Demo/Only\(step).swift\nlet only = \(step)\n```\n", to: file)
            case 5:
                // Both languages back to their first text: translations keep one structure.
                for language in ["en", "cs"] {
                    let path = "Chapters/\(chapter)/\(language).md"
                    try book.write(originals[path] ?? "", to: path)
                }
            case 6:
                // The diagram's source: the chapter that draws it changes, the other does not.
                try book.write(Self.layers("Inner \(step)"), to: Self.diagram)
            case 7:
                // The lock: accepted now (the sections changed since are no
                // longer out of date), or gone (no section is).
                if random.next(2) == 0 {
                    book.run(["status", "--accept", "cs", chapter], identity: identity)
                } else {
                    try? FileManager.default.removeItem(
                        at: book.root.appendingPathComponent("Chapters/translations.lock"))
                }
            case 8:
                let title = random.next(2) == 0 ? "Kniha webu" : "Kniha webu \(step)"
                try book.write(
                    manifest.replacingOccurrences(of: "\"Kniha webu\"", with: "\"\(title)\""), to: "Chapters/book.json")
            case 9:
                // An asset edited by hand is made again.
                let asset = "Site/assets/workbook.css"
                try book.write((book.read(asset) ?? "") + "\n/* edited \(step) */\n", to: asset)
            default:
                // Another cmark is linked (or the first one again).
                identity =
                    identity == running
                    ? BuildIdentity(tool: running.tool, markdownLibrary: "\(running.markdownLibrary) step \(step)")
                    : running
                libraryIsNew = used.insert(identity).inserted
            }
            // After a change to a new library the build comes first, so its
            // counters show that it parsed and rendered everything again;
            // otherwise `check` fills the cache the build then uses. (Going
            // back to the first library finds its entries again.)
            let early = libraryIsNew ? book.run(["build"], identity: identity, observer: observer) : nil
            // Past a file system tick, so the runs below may record what they saw.
            Thread.sleep(forTimeInterval: 0.025)
            // `check` with the cache reports exactly what it reports without one.
            let uncached = try TestBook(copying: book, skipping: [".workbook"])
            let checked = book.run(["check"], identity: identity, observer: observer)
            let checkedFresh = uncached.run(["check"], identity: identity)
            #expect(checked.status == checkedFresh.status, "step \(step) of seed \(seed)")
            #expect(checked.out == checkedFresh.out, "step \(step) of seed \(seed)")
            #expect(checked.error == checkedFresh.error, "step \(step) of seed \(seed)")
            let incremental = early ?? book.run(["build"], identity: identity, observer: observer)
            let clean = try TestBook(copying: book, skipping: [".workbook", "Site"])
            let fresh = clean.run(["build"], identity: identity)
            #expect(incremental.status == fresh.status, "step \(step): \(incremental.error)")
            #expect(incremental.error == fresh.error, "step \(step) of seed \(seed)")
            guard fresh.status == ExitStatus.success else {
                // A failed build writes nothing; the next steps may mend the book.
                #expect(!fresh.error.isEmpty)
                continue
            }
            #expect(outputs(book) == outputs(clean), "step \(step) of seed \(seed): outputs differ")
            // Nothing changed since: a build that compares stamps alone
            // writes nothing and says what the full one said.
            Thread.sleep(forTimeInterval: 0.025)
            let again = book.run(["build"], identity: identity, observer: observer)
            #expect(again.status == ExitStatus.success && again.error == fresh.error, "step \(step) of seed \(seed)")
            #expect(outputs(book) == outputs(clean), "step \(step) of seed \(seed): a build again changed the outputs")
            if libraryIsNew {
                let counts = Self.counts(incremental)
                #expect(counts.parsed == [4, 4], "step \(step) of seed \(seed): \(incremental.out)")
                #expect(
                    counts.rendered.count == 2 && counts.rendered[0] == counts.rendered[1] && counts.rendered[0] > 0,
                    "step \(step) of seed \(seed): \(incremental.out)")
            }
        }
        let entries = try FileManager.default.contentsOfDirectory(
            atPath: book.root.appendingPathComponent(".workbook/cache/pages").path)
        #expect(!entries.isEmpty)
        #expect(observer.unchangedRuns > 0, "seed \(seed): no run was answered by stamps")
    }

    @Test func anUnchangedChapterIsTakenFromTheCacheAndABrokenEntryIsRebuilt() throws {
        let book = try TestBook(fixture: "site-basic")
        #expect(book.run("build").status == ExitStatus.success)
        let folder = book.root.appendingPathComponent(".workbook/cache/pages")
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }
        #expect(entries.count == 4)
        // An entry the cache trusts is used as it is: forge one (a whole,
        // intact entry with other HTML) to see that the page comes from it.
        let analysis = try BookAnalysis.analyze(root: book.root)
        let page = try #require(book.read("Site/en/01-first-steps.html"))
        let cache = PageCache(root: book.root)
        var forged = 0
        for name in entries {
            guard var value = cache.value(for: name) else { Issue.record("entry \(name) unreadable"); continue }
            guard page.contains(value.html.markup) else { continue }
            value.html = "<p>from the cache</p>\n"
            cache.store(value, for: name)
            forged += 1
        }
        #expect(forged == 1)
        let files = SiteBuilder(analysis: analysis).files()
        let html = String(
            decoding: try #require(files.first { $0.path == "Site/en/01-first-steps.html" }).contents,
            as: UTF8.self)
        #expect(html.contains("<p>from the cache</p>"))
        // Damaged entries are ignored and rebuilt: the site is right again.
        for name in entries {
            let url = folder.appendingPathComponent(name)
            var bytes = [UInt8](try Data(contentsOf: url))
            bytes.removeLast(bytes.count / 3)
            try Data(bytes).write(to: url)
        }
        let rebuilt = SiteBuilder(analysis: analysis).files()
        #expect(
            String(
                decoding: try #require(rebuilt.first { $0.path == "Site/en/01-first-steps.html" }).contents,
                as: UTF8.self) == page)
    }

    @Test func entriesStoredAtOnceIntoAFreshCacheAreAllKept() throws {
        // A cold build stores its first entries from every core at once, while
        // `.workbook/cache/KIND` does not exist yet: each store must keep its entry.
        for round in 0..<20 {
            let root = FileManager.default.temporaryDirectory
                .appendingPathComponent("workbook-cache-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: root) }
            let cache = ContentCache(root: root, kind: "models")
            DispatchQueue.concurrentPerform(iterations: 16) { index in
                cache.store(Data("value \(index)".utf8), for: "key\(index)")
            }
            let next = ContentCache(root: root, kind: "models")  // the next run's view of the folder
            let kept = (0..<16).filter { next.value(for: "key\($0)") == Data("value \($0)".utf8) }
            #expect(kept.count == 16, "round \(round): only \(kept.count) of 16 entries were kept")
        }
    }

    @Test func theFormatReadsBackWhatItWroteAndNothingElse() {
        let document = RenderedDocument(
            html: "<p>a\nb</p>\n", headings: [RenderedHeading(level: 2, text: "Ž", id: "z")],
            sectionText: ["", "text"], sectionCode: ["let a = 1\n", ""])
        let sections = [SearchIndex.Section(page: 0, id: "z", heading: "Ž", text: "text", keys: ["z", "text"])]
        let entry = PageCache.Entry(document, sections: sections)
        #expect(entry.searchRows == ["\"z\",\"Ž\",\"text\",\"z text\"]"])
        let bytes = PageCache.encode(entry)
        let decode = PageCache.decode
        #expect(decode(bytes) == entry)
        #expect(decode(Array(bytes.dropLast())) == nil)
        #expect(decode(bytes + [0x31]) == nil)
        #expect(decode(Array("99999999999\nx".utf8)) == nil)
        #expect(decode([]) == nil)
    }
}

/// What a build did, as it says on its last line: an unchanged chapter is
/// neither parsed nor rendered, and a site file whose inputs did not change
/// is not made again; a damaged cache only costs work.
@Suite struct IncrementalWorkTests {
    func lastLine(_ run: TestBook.Run) -> String {
        String(run.out.split(separator: "\n").last ?? "")
    }

    @Test func aSecondBuildParsesRendersAndMakesNothing() throws {
        let book = try TestBook(fixture: "site-basic")
        let first = book.run("build")
        #expect(
            lastLine(first)
                == "build: wrote 21 files (parsed 4 of 4 chapter files, rendered 4 of 4 pages, made 19 of 19 site files)"
        )
        #expect(
            lastLine(book.run("build"))
                == "build: wrote nothing, every file was already up to date (parsed 0 of 4 chapter files, rendered 0 of 4 pages, made 0 of 19 site files)"
        )
    }

    /// A fresh clone has the committed site but no cache: every file is
    /// made to be compared, and the line must not read as if it were written.
    @Test func aFreshCloneMakesEverySiteFileAndSaysItWroteNothing() throws {
        let book = try TestBook(fixture: "site-basic")
        #expect(book.run("build").status == ExitStatus.success)
        let clone = try TestBook(copying: book, skipping: [".workbook"])
        let run = clone.run("build")
        #expect(run.status == ExitStatus.success, "\(run.error)")
        #expect(
            run.out
                == "build: wrote nothing, every file was already up to date (parsed 4 of 4 chapter files, rendered 4 of 4 pages, made 19 of 19 site files, all identical to Site/)\n"
        )
    }

    /// libcmark is linked dynamically: an upgrade changes the parser under
    /// an unchanged tool, and no model, page, check or site file of the old
    /// library may be reused.
    @Test func anotherMarkdownLibraryParsesAndRendersEverythingAgain() throws {
        let book = try TestBook(fixture: "site-basic")
        #expect(book.run("build").status == ExitStatus.success)
        let running = BuildIdentity.running
        let upgraded = BuildIdentity(tool: running.tool, markdownLibrary: running.markdownLibrary + ".1")
        let run = book.run(["build"], identity: upgraded)
        #expect(run.status == ExitStatus.success, "\(run.error)")
        #expect(
            lastLine(run)
                == "build: wrote nothing, every file was already up to date (parsed 4 of 4 chapter files, rendered 4 of 4 pages, made 19 of 19 site files, all identical to Site/)"
        )
        let clean = try TestBook(copying: book, skipping: [".workbook", "Site"])
        #expect(clean.run(["build"], identity: upgraded).status == ExitStatus.success)
        #expect(
            clean.snapshot().filter { $0.key.hasPrefix("Site/") }
                == book.snapshot().filter { $0.key.hasPrefix("Site/") })
        // The same library again: nothing is redone.
        #expect(
            lastLine(book.run(["build"], identity: upgraded))
                == "build: wrote nothing, every file was already up to date (parsed 0 of 4 chapter files, rendered 0 of 4 pages, made 0 of 19 site files)"
        )
        // Back to the first library: its entries are still there.
        #expect(
            lastLine(book.run("build"))
                == "build: wrote nothing, every file was already up to date (parsed 0 of 4 chapter files, rendered 0 of 4 pages, made 19 of 19 site files, all identical to Site/)"
        )
    }

    /// A page's key holds the sources of the diagrams it draws, and no others.
    @Test func aPageIsRenderedAgainOnlyWhenADiagramItDrawsChanged() throws {
        let book = try TestBook(fixture: "site-basic")
        try book.write(IncrementalBuildTests.layers("Inner"), to: IncrementalBuildTests.diagram)
        try book.write(IncrementalBuildTests.layers("Other"), to: "Chapters/diagrams/other.graph")
        for language in ["en", "cs"] {
            let path = "Chapters/02-next-steps/\(language).md"
            let block = "\n```diagram layers\nLayers\nThe outer layer uses the inner one.\n```\n"
            try book.write(try #require(book.read(path)) + block, to: path)
        }
        #expect(book.run("build").status == ExitStatus.success)
        try book.write(IncrementalBuildTests.layers("Other 2"), to: "Chapters/diagrams/other.graph")
        #expect(
            lastLine(book.run("build"))
                == "build: wrote nothing, every file was already up to date (parsed 0 of 4 chapter files, rendered 0 of 4 pages, made 0 of 19 site files)"
        )
        try book.write(IncrementalBuildTests.layers("Inner 2"), to: IncrementalBuildTests.diagram)
        let run = book.run("build")
        #expect(
            lastLine(run)
                == "build: wrote 4 files (parsed 0 of 4 chapter files, rendered 2 of 4 pages, made 6 of 19 site files, 2 identical to Site/)"
        )
        #expect(run.out.contains("wrote Site/cs/02-next-steps.html\n"))
    }

    /// Every kind of key holds the library's version and the tool's build:
    /// a chapter's model, its page, its per-chapter checks, and every site file.
    @Test func everyKeyHoldsTheToolAndTheLibrary() throws {
        let book = try TestBook(fixture: "site-basic")
        let running = BuildIdentity.running
        let identities = [
            running,
            BuildIdentity(tool: running.tool, markdownLibrary: running.markdownLibrary + ".1"),
            BuildIdentity(tool: running.tool + " rebuilt", markdownLibrary: running.markdownLibrary),
        ]
        var seen: [Set<String>] = []
        for identity in identities {
            let analysis = try BookAnalysis.analyze(root: book.root, identity: identity)
            let chapter = try #require(analysis.book.chapters.first)
            let plan = SiteOutputs(analysis: analysis)
            var keys = Set(analysis.book.chapters.flatMap { $0.translations.values.map(\.key) })
            keys.formUnion(plan.pages.joined().compactMap { $0?.key })
            keys.insert(ChapterCheckMemo.scope("translations", chapter: chapter, analysis: analysis).key)
            keys.formUnion(plan.outputs.map(\.key))
            #expect(keys.count == 4 + 4 + 1 + 19)
            seen.append(keys)
        }
        #expect(seen[0].isDisjoint(with: seen[1]))
        #expect(seen[0].isDisjoint(with: seen[2]))
        #expect(seen[1].isDisjoint(with: seen[2]))
    }

    /// The version comes from the library the process linked.
    @Test func theLibraryVersionIsTheLinkedCmarks() {
        let parts = MarkdownWalker.libraryVersion.split(separator: ".")
        #expect(parts.count >= 3 && parts.allSatisfy { Int($0) != nil }, "\(MarkdownWalker.libraryVersion)")
        #expect(BuildIdentity.running.markdownLibrary == MarkdownWalker.libraryVersion)
    }

    @Test func editingOneChaptersProseRebuildsItsPageItsBookPageAndItsSearchIndex() throws {
        let book = try TestBook(fixture: "site-basic")
        book.run("build")
        let path = "Chapters/01-first-steps/en.md"
        try book.write((book.read(path) ?? "") + "\nOne more sentence of prose.\n", to: path)
        let run = book.run("build")
        #expect(run.status == ExitStatus.success, "\(run.error)")
        #expect(
            run.out == """
                wrote Site/assets/search-en.js
                wrote Site/en/01-first-steps.html
                wrote Site/en/print.html
                build: wrote 3 files (parsed 1 of 4 chapter files, rendered 1 of 4 pages, made 3 of 19 site files)

                """)
    }

    @Test func leftoverEntriesAreRemovedInBatchesAndTheLiveOnesKept() throws {
        let book = try TestBook(fixture: "site-basic")
        #expect(book.run("build").status == ExitStatus.success)
        let cache = book.root.appendingPathComponent(".workbook/cache")
        func names(_ kind: String) throws -> Set<String> {
            Set(try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent(kind).path))
        }
        let live = (models: try names("models"), pages: try names("pages"))
        #expect(live.models.count == 4 && live.pages.count == 4)
        // Entries of earlier texts of the book, and a killed run's temporary.
        func leave(_ count: Int, in kind: String) throws {
            for index in 0..<count {
                try Data("old \(index)".utf8).write(to: cache.appendingPathComponent("\(kind)/old\(index)"))
            }
            try Data().write(to: cache.appendingPathComponent("\(kind)/.old.1.tmp"))
        }
        try leave(100, in: "models")
        try leave(300, in: "pages")
        // A chapter edited: its old model and page are left over too.
        let chapter = "Chapters/01-first-steps/en.md"
        try book.write(try #require(book.read(chapter)) + "\nOne more sentence.\n", to: chapter)
        #expect(book.run("build").status == ExitStatus.success)
        // A few leftovers stay (removed in batches); past the slack, every one goes.
        #expect(try names("models").count == 4 + 101 + 1)
        let pages = try names("pages")
        #expect(pages.count == 4)
        #expect(pages.intersection(live.pages).count == 3)
        #expect(
            lastLine(book.run("build"))
                == "build: wrote nothing, every file was already up to date (parsed 0 of 4 chapter files, rendered 0 of 4 pages, made 0 of 19 site files)"
        )
        // `check` removes nothing.
        try leave(300, in: "pages")
        #expect(book.run("check").status == ExitStatus.success)
        #expect(try names("pages").count == 4 + 301)
    }

    @Test func aDamagedOrMissingCacheIsIgnoredAndTheSiteStaysTheSame() throws {
        let book = try TestBook(fixture: "site-basic")
        book.run("build")
        let site = book.snapshot().filter { $0.key.hasPrefix("Site/") }
        // The record of made files, truncated: every file is made again and compared.
        let record = book.root.appendingPathComponent(".workbook/cache/site/record")
        let bytes = try Data(contentsOf: record)
        try bytes.prefix(bytes.count / 2).write(to: record)
        #expect(
            lastLine(book.run("build"))
                == "build: wrote nothing, every file was already up to date (parsed 0 of 4 chapter files, rendered 0 of 4 pages, made 19 of 19 site files, all identical to Site/)"
        )
        // No cache at all: everything is parsed and rendered again, and nothing changes on disk.
        try FileManager.default.removeItem(at: book.root.appendingPathComponent(".workbook/cache"))
        #expect(
            lastLine(book.run("build"))
                == "build: wrote nothing, every file was already up to date (parsed 4 of 4 chapter files, rendered 4 of 4 pages, made 19 of 19 site files, all identical to Site/)"
        )
        #expect(book.snapshot().filter { $0.key.hasPrefix("Site/") } == site)
    }

    @Test func aPageEditedByHandIsMadeAgainAndRepaired() throws {
        let book = try TestBook(fixture: "site-basic")
        book.run("build")
        let page = "Site/cs/02-next-steps.html"
        let original = try #require(book.read(page))
        try book.write(original.replacingOccurrences(of: "</main>", with: "<p>edited</p></main>"), to: page)
        let check = book.run("check")
        #expect(check.status == ExitStatus.failure)
        #expect(check.error.contains("\(page): error: out of date; run `workbook build`"))
        let run = book.run("build")
        #expect(run.out.hasPrefix("wrote \(page)\n"))
        #expect(
            lastLine(run)
                == "build: wrote 1 file (parsed 0 of 4 chapter files, rendered 0 of 4 pages, made 1 of 19 site files)")
        #expect(book.read(page) == original)
    }

    /// `build` does not read a site file whose stamp is the one it recorded,
    /// but an edit that puts the same size and modification time back is
    /// still found: the change time moves with every write.
    @Test func anEditThatKeepsSizeAndTimeIsStillFound() throws {
        let book = try TestBook(fixture: "site-basic")
        book.run("build")
        let page = "Site/cs/01-first-steps.html"
        let url = book.root.appendingPathComponent(page)
        let original = try #require(book.read(page))
        let modified = try #require(
            try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
        let edited = original.replacingOccurrences(of: "<main", with: "<mian")
        #expect(edited.utf8.count == original.utf8.count && edited != original)
        Thread.sleep(forTimeInterval: 0.02)
        try Data(edited.utf8).write(to: url)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: url.path)
        let run = book.run("build")
        #expect(run.out.hasPrefix("wrote \(page)\n"), "\(run.out)")
        #expect(book.read(page) == original)
    }
}
