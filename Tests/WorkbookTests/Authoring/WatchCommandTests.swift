import Foundation
import Synchronization
import Testing

@testable import Workbook

/// The real `workbook watch` process on a copy of a small book: edits, broken
/// saves, deleted and renamed chapters, then a stop signal. Every wait is a
/// polling loop with a generous limit; no test asserts how fast a build is.
@Suite(.timeLimit(.minutes(3))) struct WatchCommandTests {
    /// The `workbook` executable `swift test` built beside the test bundle.
    static let executable: URL? = {
        var folders: [URL] = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        if let main = Bundle.main.executableURL { folders.append(main.deletingLastPathComponent()) }
        for bundle in Bundle.allBundles {
            folders += [bundle.bundleURL, bundle.bundleURL.deletingLastPathComponent()]
        }
        return folders.map { $0.appendingPathComponent("workbook") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// A running `workbook watch --root BOOK`, its output collected as it comes.
    final class Watch {
        let process = Process()
        private let output = Output()

        final class Output: Sendable {
            let text = Mutex((out: "", error: ""))
            /// How many of the two streams have reached their end.
            let ended = Mutex(0)
        }

        init(book: TestBook, arguments: [String] = []) throws {
            let executable = try #require(
                WatchCommandTests.executable, "the workbook executable is built by swift test")
            process.executableURL = executable
            process.arguments = ["watch", "--root", book.root.path] + arguments
            process.currentDirectoryURL = book.root
            let out = Pipe()
            let error = Pipe()
            process.standardOutput = out
            process.standardError = error
            let output = output
            out.fileHandleForReading.readabilityHandler = { handle in
                let data = handle.availableData
                // At the end of the stream: stop being called.
                if data.isEmpty {
                    handle.readabilityHandler = nil
                    output.ended.withLock { $0 += 1 }
                }
                output.text.withLock { $0.out += String(decoding: data, as: UTF8.self) }
            }
            error.fileHandleForReading.readabilityHandler = { handle in
                let data = handle.availableData
                // At the end of the stream: stop being called.
                if data.isEmpty {
                    handle.readabilityHandler = nil
                    output.ended.withLock { $0 += 1 }
                }
                output.text.withLock { $0.error += String(decoding: data, as: UTF8.self) }
            }
            try process.run()
        }

        /// A watch a failed test did not stop is killed, never left running.
        deinit {
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
            }
        }

        var out: String { output.text.withLock { $0.out } }
        var error: String { output.text.withLock { $0.error } }

        /// Sends `signal` and waits for the process to end and for the last
        /// of its output to be read (the reading handlers run on their own
        /// queue and may still hold its last lines when it has exited); its
        /// exit status, or nil when it ended otherwise (killed) or did not end.
        func stop(with signal: Int32) -> Int32? {
            kill(process.processIdentifier, signal)
            guard eventually({ !process.isRunning }) else { return nil }
            process.waitUntilExit()
            // Bounded: another test's child started meanwhile may hold a copy
            // of these pipes (Foundation's `Pipe` is not close-on-exec), and
            // then the end of the stream comes only when that child ends.
            _ = WatchCommandTests.eventually(within: .seconds(5)) { output.ended.withLock { $0 } == 2 }
            return process.terminationReason == .exit ? process.terminationStatus : nil
        }
    }

    /// Polls `condition` every 50 ms for up to a minute (or `within`).
    static func eventually(within limit: Duration = .seconds(60), _ condition: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return condition()
    }

    func eventually(_ condition: () -> Bool) -> Bool { Self.eventually(condition) }

    /// Waits for the first build and the watcher.
    func started(_ watch: Watch, _ book: TestBook) -> Bool {
        eventually { watch.out.contains("waiting for changes") && book.exists(".workbook/preview/index.html") }
    }

    /// Every temporary file or staging folder under the book.
    func leftovers(_ book: TestBook) -> [String] {
        book.snapshot().keys.filter {
            $0.hasSuffix(OutputTransaction.temporarySuffix) || $0.hasSuffix(".tmp") || $0.contains("staging")
        }.sorted()
    }

    /// The site's and the preview's files, to prove that a failed build left them alone.
    func pages(_ book: TestBook) -> [String: Data] {
        book.snapshot().filter { $0.key.hasPrefix("Site/") || $0.key.hasPrefix(LivePreview.folder + "/") }
    }

    static let chapter = "Chapters/01-first-steps/en.md"

    @Test(arguments: [[], ["--poll", "50"]])
    func aSavedChapterIsRebuiltInSiteAndPreviewAndSIGINTEndsTheWatchCleanly(arguments: [String]) throws {
        let book = try TestBook(fixture: "site-basic")
        let watch = try Watch(book: book, arguments: arguments)
        #expect(started(watch, book), "\(watch.out)\(watch.error)")
        #expect(watch.out.contains("watch: preview at file://"), "\(watch.out)")
        let stamp = book.read(LivePreview.folder + "/reload-stamp.js")

        let text = try #require(book.read(Self.chapter))
        // Saved the way editors do: a new file renamed over the old one.
        let saved = "Chapters/01-first-steps/.en.md.swp"
        try book.write(text + "\nA paragraph written while watching.\n", to: saved)
        #expect(
            rename(book.root.appendingPathComponent(saved).path, book.root.appendingPathComponent(Self.chapter).path)
                == 0)
        #expect(
            eventually {
                book.read("Site/en/01-first-steps.html")?.contains("A paragraph written while watching.") == true
                    && book.read(LivePreview.folder + "/en/01-first-steps.html")?.contains(
                        "A paragraph written while watching.") == true
            }, "\(watch.out)\(watch.error)")
        #expect(eventually { book.read(LivePreview.folder + "/reload-stamp.js") != stamp })
        #expect(book.read(LivePreview.folder + "/en/01-first-steps.html")?.contains("live-reload.js") == true)
        #expect(book.read("Site/en/01-first-steps.html")?.contains("live-reload") == false)

        #expect(watch.stop(with: SIGINT) == ExitStatus.success, "\(watch.error)")
        #expect(watch.out.hasSuffix("watch: stopped\n"), "\(watch.out)")
        #expect(leftovers(book) == [])
        // What the watch wrote is what `build` writes: `check` finds nothing to redo.
        let check = book.run("check")
        #expect(check.status == ExitStatus.success, "\(check.error)")
    }

    @Test func aBrokenSaveKeepsTheLastGoodPagesAndTheWatchGoesOn() throws {
        let book = try TestBook(fixture: "site-basic")
        let watch = try Watch(book: book)
        #expect(started(watch, book), "\(watch.out)\(watch.error)")
        let good = pages(book)
        let text = try #require(book.read(Self.chapter))

        // Half a save: bytes that are not UTF-8.
        var broken = Data(text.utf8)
        broken.append(contentsOf: [0x0A, 0xC3, 0x28, 0xFF, 0x0A])
        try broken.write(to: book.root.appendingPathComponent(Self.chapter))
        #expect(
            eventually { watch.error.contains(Self.chapter + ":") && watch.error.contains("error: invalid UTF-8") },
            "a diagnostic at the chapter's line: \(watch.out)\(watch.error)")
        #expect(watch.error.contains("nothing was written, the last good pages stay"))
        #expect(pages(book) == good)

        // Another: a fence opened and never closed.
        try book.write(text + "\n```swift\nlet unfinished = 1\n", to: Self.chapter)
        #expect(
            eventually { watch.error.contains("error: code block is never closed") }, "\(watch.out)\(watch.error)")
        #expect(pages(book) == good)

        // The next good save is built.
        try book.write(text + "\nMended.\n", to: Self.chapter)
        #expect(
            eventually { book.read(LivePreview.folder + "/en/01-first-steps.html")?.contains("Mended.") == true },
            "\(watch.out)\(watch.error)")
        #expect(book.read("Site/en/01-first-steps.html")?.contains("Mended.") == true)

        #expect(watch.stop(with: SIGTERM) == ExitStatus.success, "\(watch.error)")
        #expect(leftovers(book) == [])
    }

    @Test func aDeletedOrRenamedChapterLosesItsPagesAndItsCodeWhenPolling() throws {
        let book = try TestBook(fixture: "site-basic")
        let watch = try Watch(book: book, arguments: ["--poll", "50"])
        #expect(started(watch, book), "\(watch.out)\(watch.error)")
        let fileManager = FileManager.default
        #expect(book.exists("Site/en/02-next-steps.html"))

        try fileManager.removeItem(at: book.root.appendingPathComponent("Chapters/02-next-steps"))
        #expect(
            eventually {
                !book.exists("Site/en/02-next-steps.html") && !book.exists("Site/cs/02-next-steps.html")
                    && !book.exists(LivePreview.folder + "/en/02-next-steps.html")
            }, "\(watch.out)\(watch.error)")
        #expect(book.exists("Site/en/01-first-steps.html"))
        #expect(book.exists(LivePreview.folder + "/cs/01-first-steps.html"))
        // Its block left the file it shared with chapter 1, as `build` would have it.
        #expect(eventually { book.read("Sources/Demo/Model.swift")?.contains("var shout") == false })
        #expect(book.exists("Sources/Demo/Model.swift"))

        try fileManager.moveItem(
            at: book.root.appendingPathComponent("Chapters/01-first-steps"),
            to: book.root.appendingPathComponent("Chapters/03-first-steps"))
        #expect(
            eventually {
                book.exists("Site/en/03-first-steps.html") && !book.exists("Site/en/01-first-steps.html")
                    && book.exists(LivePreview.folder + "/en/03-first-steps.html")
                    && !book.exists(LivePreview.folder + "/en/01-first-steps.html")
            }, "\(watch.out)\(watch.error)")

        #expect(watch.stop(with: SIGINT) == ExitStatus.success, "\(watch.error)")
        #expect(leftovers(book) == [])
        // Nothing lost, nothing stale: Site/ is exactly what `build` writes now.
        let check = book.run("check")
        #expect(check.status == ExitStatus.success, "\(check.error)")
    }

    @Test func theVerbIsListedAndABadIntervalIsAUsageError() throws {
        let book = try TestBook(fixture: "site-basic")
        #expect(book.run("help").out.contains("watch"))
        #expect(book.run("watch", "--help").out.contains("--poll <milliseconds>"))
        let bad = book.run("watch", "--poll", "soon")
        #expect(bad.status == ExitStatus.usage)
        #expect(bad.error.contains("--poll"))
        #expect(!book.exists("Site"), "a usage error builds nothing")
    }
}

/// Which saved files start a watch's build.
@Suite struct WatchedFileTests {
    @Test(arguments: [
        ("01-a/en.md", true), ("book.json", true), ("diagrams/cycle.graph", true),
        ("01-a/.en.md.swp", false), ("01-a/en.md~", false), ("01-a/4913", false), (".DS_Store", false),
    ])
    func editorsFilesStartNoBuild(path: String, starts: Bool) {
        #expect(WatchSession.isBookFile(path) == starts)
    }
}

#if canImport(Glibc)
/// A watch in this process whose watcher is refused a chapter's folder, as
/// at the system's limit of inotify watches: it says so once, then compares
/// the files, and a save in that chapter still reaches the page.
@Suite(.timeLimit(.minutes(2))) struct WatchFallbackTests {
    final class Shared: Sendable {
        let lines = Mutex<[String]>([])
        let stop = Mutex(false)
        let ended = Mutex(false)
    }

    static func line(_ event: WatchSession.Event) -> String {
        switch event {
        case .polling(let folder, let reason, let interval):
            WatchVerb.pollingMessage(folder: folder, reason: reason, interval: interval)
        case .built(let written, _, _, _): "built " + written.joined(separator: " ")
        case .failed(let diagnostics): "failed " + diagnostics.map(\.description).joined(separator: "\n")
        case .waiting: "waiting"
        case .changed(let paths): "changed " + paths.joined(separator: " ")
        }
    }

    @Test func aChapterFolderWithoutAWatchIsSaidOnceAndStillRebuilt() throws {
        let book = try TestBook(fixture: "site-basic")
        let shared = Shared()
        let root = book.root
        let watch = Thread {
            let session = WatchSession(
                root: root,
                analyze: { root, parsed throws(DiagnosticsError) in try BookCheck.analyze(root: root, parsed: parsed) }
            ) { event in shared.lines.withLock { $0.append(Self.line(event)) } }
            session.addWatch = FileWatcherTests.refusing("02-next-steps")
            session.run(mode: .automatic) { shared.stop.withLock { $0 } }
            shared.ended.withLock { $0 = true }
        }
        watch.start()
        defer {
            shared.stop.withLock { $0 = true }
            _ = WatchCommandTests.eventually { shared.ended.withLock { $0 } }
        }
        #expect(WatchCommandTests.eventually { shared.lines.withLock { $0.contains("waiting") } })

        let chapter = "Chapters/02-next-steps/en.md"
        try book.write(try #require(book.read(chapter)) + "\nSaved in an unwatched folder.\n", to: chapter)
        #expect(
            WatchCommandTests.eventually {
                book.read("Site/en/02-next-steps.html")?.contains("Saved in an unwatched folder.") == true
            }, "\(shared.lines.withLock { $0 })")

        let lines = shared.lines.withLock { $0 }
        let message =
            "watch: cannot watch Chapters/02-next-steps for changes (No space left on device); comparing files every 300 ms instead"
        #expect(lines.first == message, "said before the first build: \(lines)")
        #expect(lines.filter { $0.hasPrefix("watch: cannot watch") }.count == 1)
        #expect(lines.contains("changed \(chapter)"))
    }
}
#endif
