import Foundation
import Testing

@testable import Workbook

/// A run of `build`, `tangle` or `check` whose last clean run left every file
/// it reads or writes with the stamp it had then prints that run's line
/// without loading the book (`UnchangedRun`); any change to any of those
/// files, or another tool, library or environment, does the whole work
/// again, and what it writes is what a clean build writes.
@Suite struct UnchangedRunTests {
    /// Longer than `UnchangedRun.tick`: files written before it are settled.
    static func settle() { Thread.sleep(forTimeInterval: 0.03) }

    /// What a build produced: the site, the tangled files and the source map.
    static func outputs(_ book: TestBook) -> [String: Data] {
        book.snapshot().filter { !$0.key.hasPrefix("Chapters/") }
    }

    /// A built book whose next build is answered by stamps alone.
    static func recordedBook() throws -> (TestBook, RunObserver) {
        let book = try TestBook(fixture: "site-basic")
        settle()
        let observer = RunObserver()
        #expect(book.run(["build"], observer: observer).status == ExitStatus.success)
        settle()
        return (book, observer)
    }

    @Test func aSecondBuildComparesStampsAndSaysWhatAFullRunSays() throws {
        let (book, observer) = try Self.recordedBook()
        let before = Self.outputs(book)
        let quick = book.run(["build"], observer: observer)
        #expect(observer.unchangedRuns == 1)
        #expect(Self.outputs(book) == before)
        // The same book without the record: the whole work, the same line.
        try FileManager.default.removeItem(at: book.root.appendingPathComponent(".workbook/cache/runs"))
        let full = book.run(["build"], observer: observer)
        #expect(observer.unchangedRuns == 1)
        #expect(quick.status == full.status && quick.error == full.error)
        #expect(
            quick.out
                == "build: wrote nothing, every file was already up to date (parsed 0 of 4 chapter files, rendered 0 of 4 pages, made 0 of 19 site files)\n"
        )
        #expect(quick.out == full.out)
    }

    /// Every kind of input a build reads, and every kind of output it owns.
    enum Change: String, CaseIterable {
        case prose, proseWithTheOldSizeAndTime, newDiagramSource, manifest, lockAdded, newChapter, packageManifest,
            handEditedPage, removedPage, removedSite, strayFileInSite, strayFileInTarget, tangledFileEditedByHand,
            removedSourceMap, otherLibrary
    }

    func apply(_ change: Change, to book: TestBook) throws -> BuildIdentity {
        let chapter = "Chapters/01-first-steps/en.md"
        switch change {
        case .prose:
            try book.write((book.read(chapter) ?? "") + "\nOne more sentence.\n", to: chapter)
        case .proseWithTheOldSizeAndTime:
            let url = book.root.appendingPathComponent(chapter)
            let text = try #require(book.read(chapter))
            let modified = try #require(
                try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
            let letter = try #require(text.range(of: "e"))
            let edited = text.replacingCharacters(in: letter, with: "a")
            #expect(edited.utf8.count == text.utf8.count && edited != text)
            try book.write(edited, to: chapter)
            try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: url.path)
        case .newDiagramSource:
            try book.write(
                "# unused\ndiagram layers\n\nlayer a \"A\"\n  code \"A\"\n", to: "Chapters/diagrams/new.graph")
        case .manifest:
            let manifest = try #require(book.read("Chapters/book.json"))
            try book.write(
                manifest.replacingOccurrences(of: "\"Kniha webu\"", with: "\"Kniha\""), to: "Chapters/book.json")
        case .lockAdded:
            #expect(book.run("status", "--accept", "cs", "01-first-steps").status == ExitStatus.success)
        case .newChapter:
            for language in ["en", "cs"] {
                try book.write("# Third \(language)\n\nText.\n", to: "Chapters/03-third/\(language).md")
            }
        case .packageManifest:
            try book.write("// swift-tools-version:6.0\n", to: "Package.swift")
        case .handEditedPage:
            let page = "Site/cs/01-first-steps.html"
            try book.write((book.read(page) ?? "").replacingOccurrences(of: "<main", with: "<mian"), to: page)
        case .removedPage:
            try FileManager.default.removeItem(at: book.root.appendingPathComponent("Site/en/02-next-steps.html"))
        case .removedSite:
            try FileManager.default.removeItem(at: book.root.appendingPathComponent("Site"))
        case .strayFileInSite:
            try book.write("stray", to: "Site/en/stray.html")
        case .strayFileInTarget:
            try book.write("let stray = 1\n", to: "Sources/Demo/Stray.swift")
        case .tangledFileEditedByHand:
            let tangled = try #require(
                FileManager.default.contentsOfDirectory(atPath: book.root.appendingPathComponent("Sources/Demo").path)
                    .sorted().first)
            let path = "Sources/Demo/\(tangled)"
            try book.write((book.read(path) ?? "") + "// mine\n", to: path)
        case .removedSourceMap:
            try FileManager.default.removeItem(at: book.root.appendingPathComponent(SourceMap.path))
        case .otherLibrary:
            let running = BuildIdentity.running
            return BuildIdentity(tool: running.tool, markdownLibrary: running.markdownLibrary + ".1")
        }
        return .running
    }

    @Test(arguments: Change.allCases)
    func anyChangeDoesTheWholeWorkAndWritesWhatACleanBuildWrites(change: Change) throws {
        let (book, observer) = try Self.recordedBook()
        let identity = try apply(change, to: book)
        let clean = try TestBook(copying: book, skipping: [".workbook", "Site"])
        let incremental = book.run(["build"], identity: identity, observer: observer)
        #expect(observer.unchangedRuns == 0, "\(change): \(incremental.out)")
        let fresh = clean.run(["build"], identity: identity)
        #expect(incremental.status == fresh.status, "\(change): \(incremental.error)")
        #expect(incremental.error == fresh.error, "\(change)")
        if fresh.status == ExitStatus.success {
            #expect(Self.outputs(book) == Self.outputs(clean), "\(change): outputs differ")
        }
    }

    @Test func checkAndTangleKeepRecordsOfTheirOwn() throws {
        let (book, observer) = try Self.recordedBook()
        let check = book.run(["check"], observer: observer)
        #expect(check.status == ExitStatus.success, "\(check.error)")
        #expect(observer.unchangedRuns == 0, "the build's record is not the check's")
        Self.settle()
        #expect(book.run(["check"], observer: observer).out == check.out)
        #expect(observer.unchangedRuns == 1)
        #expect(book.run(["tangle"], observer: observer).status == ExitStatus.success)
        Self.settle()
        let tangle = book.run(["tangle"], observer: observer)
        #expect(tangle.out == "tangle: everything is up to date\n")
        #expect(observer.unchangedRuns == 2)
        // `--force` replaces hand edits: it always looks.
        #expect(book.run(["build", "--force"], observer: observer).status == ExitStatus.success)
        #expect(observer.unchangedRuns == 2)
    }

    /// Warnings do not stop a run from being remembered; a run that finds
    /// nothing changed reports them again, as the whole run would.
    @Test func warningsAreReportedAgainByARunThatComparesStamps() throws {
        let book = try TestBook(fixture: "site-basic")
        try book.write("# unused\ndiagram layers\n\nlayer a \"A\"\n  code \"A\"\n", to: "Chapters/diagrams/new.graph")
        Self.settle()
        let observer = RunObserver()
        let first = book.run(["build"], observer: observer)
        #expect(
            first.status == ExitStatus.success && first.error.contains("warning: no ```diagram block uses this file"))
        Self.settle()
        let second = book.run(["build"], observer: observer)
        #expect(observer.unchangedRuns == 1)
        #expect(second.error == first.error)
        let check = book.run(["check"], observer: observer)
        Self.settle()
        let checkAgain = book.run(["check"], observer: observer)
        #expect(observer.unchangedRuns == 2)
        #expect(check.error.contains("warning:") && checkAgain.error == check.error && checkAgain.out == check.out)
    }

    /// A failing check is never remembered: the next one reports the error again.
    @Test func aFailingCheckIsCheckedAgain() throws {
        let (book, observer) = try Self.recordedBook()
        Self.settle()
        #expect(book.run(["check"], observer: observer).status == ExitStatus.success)
        try book.write("stray", to: "Site/en/stray.html")
        Self.settle()
        for _ in 0..<2 {
            let run = book.run(["check"], observer: observer)
            #expect(run.status == ExitStatus.failure)
            #expect(run.error.contains("Site/en/stray.html"))
            Self.settle()
        }
        #expect(observer.unchangedRuns == 0)
    }

    /// Traces come from running code; a check of a book that uses them is
    /// remembered only with a runner whose answers follow from that code.
    @Test func aCheckWithTracesIsRememberedOnlyWithARunnerKeyedByTheCode() {
        #expect(StubTraceRunner().isKeyedByCode == false)
        #expect(CachingTraceRunner(base: StubTraceRunner()).isKeyedByCode)
    }

    /// A symlink leads where no stamp looks: a book with one is never
    /// answered by stamps.
    @Test func aSymlinkUnderAWatchedFolderIsNeverVouchedFor() throws {
        let book = try TestBook(fixture: "site-basic")
        try FileManager.default.createDirectory(
            at: book.root.appendingPathComponent("Sources/Other"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: book.root.appendingPathComponent("Sources/Other/link.swift").path, withDestinationPath: "/tmp")
        Self.settle()
        let observer = RunObserver()
        #expect(book.run(["build"], observer: observer).status == ExitStatus.success)
        Self.settle()
        #expect(book.run(["build"], observer: observer).status == ExitStatus.success)
        #expect(observer.unchangedRuns == 0)
        #expect(UnchangedRun.walk(root: book.root, paths: ["Sources"]) == nil)
    }

    /// The record's key holds the verb, its options, the tool, the library
    /// and the environment the run reads.
    @Test func theKeyHoldsTheCommandTheIdentityAndTheEnvironment() {
        let root = URL(fileURLWithPath: "/book")
        let running = BuildIdentity.running
        func key(
            _ command: [String], _ identity: BuildIdentity = running, _ environment: [String: String] = [:]
        )
            -> String
        {
            UnchangedRun(root: root, command: command, identity: identity, environment: environment).inputs.key
        }
        let keys = [
            key(["build"]), key(["check"]), key(["build", "--force"]),
            key(["build"], BuildIdentity(tool: "other", markdownLibrary: running.markdownLibrary)),
            key(["build"], BuildIdentity(tool: running.tool, markdownLibrary: "0.0.1")),
            key(["build"], running, ["PATH": "/opt/swift/bin"]),
            key(["build"], running, ["WORKBOOK_CACHE_OFF": "pages"]),
        ]
        #expect(Set(keys).count == keys.count)
        #expect(key(["build"], running, ["HOME": "/elsewhere"]) == key(["build"]))
    }

    /// A file that changed within a tick of the run's start may have
    /// changed again after the run read it, with the same stamp.
    @Test func whatChangedWhileTheRunStartedIsNotVouchedFor() {
        let started = 100_000_000_000_123
        func entry(_ path: String, changedAgo: Int, kind: FileStamp.Kind = .file) -> UnchangedRun.Entry {
            UnchangedRun.Entry(
                path: path, kind: kind,
                stamp: FileStamp(size: 1, inode: 1, modified: started - changedAgo, changed: started - changedAgo))
        }
        let old = entry("Chapters/a.md", changedAgo: 1_000_000_000)
        #expect(UnchangedRun.isSettled([old], touched: [], started: started))
        #expect(!UnchangedRun.isSettled([entry("Chapters/a.md", changedAgo: 1_000_000)], touched: [], started: started))
        #expect(!UnchangedRun.isSettled([entry("Chapters/a.md", changedAgo: -5)], touched: [], started: started))
        // What the run wrote, and the folders it wrote into, are its own.
        let written = [entry("Site/en/a.html", changedAgo: 0), entry("Site/en", changedAgo: 0, kind: .folder)]
        #expect(UnchangedRun.isSettled([old] + written, touched: ["Site/en/a.html"], started: started))
        #expect(!UnchangedRun.isSettled([old] + written, touched: ["Site/cs/a.html"], started: started))
        // Whole seconds: a file system that keeps no more waits two of them.
        let coarse = UnchangedRun.Entry(
            path: "Chapters/b.md", kind: .file,
            stamp: FileStamp(size: 1, inode: 2, modified: 99_999_000_000_000, changed: 99_999_000_000_000))
        #expect(!UnchangedRun.isSettled([coarse], touched: [], started: 100_000_000_000_000))
    }

    @Test func theRecordReadsBackWhatItWroteAndNothingElse() {
        let record = UnchangedRun.Record(
            entries: [
                .init(path: "Chapters", kind: .folder, stamp: FileStamp(size: 4096, inode: 7, modified: 1, changed: 2)),
                .init(path: "Site", kind: nil, stamp: FileStamp(size: 0, inode: 0, modified: 0, changed: 0)),
            ],
            warnings: [.warning("Chapters/diagrams/x.graph", 0, 0, "unused"), .error("a.md", 3, 4, "bad")],
            summary: "build: everything is up to date")
        var writer = ByteWriter()
        UnchangedRun.write(record, into: &writer)
        var reader = ByteReader(writer.bytes)
        #expect(UnchangedRun.read(&reader) == record)
        #expect(reader.isAtEnd)
        var truncated = ByteReader(Array(writer.bytes.dropLast(3)))
        #expect(UnchangedRun.read(&truncated) == nil)
    }
}
