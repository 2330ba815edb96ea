import Foundation
import Synchronization

/// What a clean run of a verb saw, kept so the next run of the same verb can
/// tell by `lstat` alone that it would find nothing new: the stamp of every
/// file and folder it could have read or written (the chapters, the
/// manifest and the code under `Package.swift`, the targets, the site, the
/// source map), and the line it would print. This is how ninja and Cargo
/// answer "nothing to do": no file is opened but the record itself.
///
/// A folder's stamp changes when an entry is added to it, removed from it
/// or renamed in it, so comparing the recorded paths finds new files too;
/// a file's change time moves with every write, even one that puts the old
/// size and modification time back. A path recorded as missing must still
/// be missing.
///
/// The record is kept in one entry of `.workbook/cache/runs/`, whose key
/// holds the verb, its options, the tool and the library (`BuildIdentity`)
/// and the environment the verb reads, so another binary, another cmark or
/// another `PATH` (which `swift` the manifest and traces are read with)
/// never finds it.
///
/// A run is recorded only when it had no error (its warnings are recorded
/// and reported again), no path under those folders is a symlink (its target is outside what a stamp
/// sees), and nothing it did not write itself changed since it started
/// (`isSettled`): a file saved while a build read it is never vouched for.
struct UnchangedRun {
    let root: URL
    let inputs: Inputs

    /// What the record's key is made of besides the tool and the library.
    struct Inputs: CacheInputs {
        static let kind = "unchanged run"
        var identity: BuildIdentity
        /// The verb and its options, e.g. `["build"]`, `["build", "--force"]`.
        var command: [String]
        /// `PATH` (which `swift` runs) and the caches switched off.
        var environment: [String]

        func encode(into key: inout KeyHash) {
            key.add(command)
            key.add(environment)
        }
    }

    init(root: URL, command: [String], identity: BuildIdentity, environment: [String: String]) {
        self.root = root
        var kept = [environment["PATH"] ?? ""]
        kept += ContentCache.switchedOffKinds(in: environment).sorted()
        inputs = Inputs(identity: identity, command: command, environment: kept)
    }

    /// The folders and files a run reads or writes besides its cache, from the
    /// book's root: `targets` are the manifest's, which may lie elsewhere.
    static func watchedPaths(targets: [String]) -> [String] {
        let fixed = ["Chapters", "Package.swift", "Sources", "Tests", "Site", ".workbook/sourcemap.json"]
        let extra = targets.filter { target in
            !fixed.contains { target == $0 || target.hasPrefix($0 + "/") }
        }
        return fixed + extra.sorted()
    }

    /// One path of the record: what was there, and its stamp.
    struct Entry: Equatable {
        var path: String
        /// Nil: nothing was there.
        var kind: FileStamp.Kind?
        var stamp: FileStamp
    }

    /// What a run records: its entries, and what its verb prints when it
    /// finds nothing new: the warnings it reported, and its last line.
    struct Record: Equatable {
        var entries: [Entry]
        var warnings: [Diagnostic] = []
        var summary: String
    }

    private var cache: ContentCache { ContentCache(root: root, kind: "runs") }

    // MARK: - The next run

    /// The warnings and the summary line recorded by the last run without
    /// an error, when every path it recorded still has the stamp it had
    /// then; nil when anything differs or there is no record.
    func unchanged() -> (warnings: [Diagnostic], summary: String)? {
        guard let record = cache.value(for: inputs.key, read: Self.read) else { return nil }
        for entry in record.entries {
            let now = FileStamp.entry(at: root.path + "/" + entry.path)
            switch (entry.kind, now) {
            case (nil, nil): continue
            case (let kind?, let (nowKind, stamp)?) where kind == nowKind && stamp == entry.stamp: continue
            default: return nil
            }
        }
        return (record.warnings, record.summary)
    }

    // MARK: - Recording

    /// The time a run started, to tell what changed while it ran.
    static func now() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int(time.tv_sec) &* 1_000_000_000 &+ Int(time.tv_nsec)
    }

    /// Records a run without errors that started at `started` and wrote or
    /// removed `touched`, which reports `warnings` and prints `summary` when
    /// nothing changed. Nothing is recorded (and an earlier record is
    /// dropped) when a path cannot be vouched for; the next run then does
    /// the whole work again.
    func record(paths: [String], touched: [String], started: Int, warnings: [Diagnostic], summary: String) {
        let cache = self.cache
        let key = inputs.key
        guard let entries = Self.walk(root: root, paths: paths),
            Self.isSettled(entries, touched: touched, started: started)
        else {
            forget()
            return
        }
        let record = Record(entries: entries, warnings: warnings, summary: summary)
        cache.store(for: key, capacity: entries.count * 64) { Self.write(record, into: &$0) }
        // One record for each verb and option is all a book needs; the
        // others were made by other binaries or with another `PATH`.
        cache.retain([key], slack: 16)
    }

    /// Drops the record: the run was not clean.
    func forget() {
        cache.remove(inputs.key)
    }

    /// Every entry under `paths` (each path, and everything below a folder,
    /// walked with `FileTree`); nil when one is neither a file nor a folder.
    static func walk(root: URL, paths: [String]) -> [Entry]? {
        var entries: [Entry] = []
        for path in paths.sorted() {
            let isFolder = FileStamp.entry(at: root.path + "/" + path)?.0 == .folder
            let below = isFolder ? FileTree.entries(under: root.path + "/" + path).map { path + "/" + $0.path } : []
            for path in [path] + below {
                guard let (kind, stamp) = FileStamp.entry(at: root.path + "/" + path) else {
                    let none = FileStamp(size: 0, inode: 0, modified: 0, changed: 0)
                    entries.append(Entry(path: path, kind: nil, stamp: none))
                    continue
                }
                guard kind != .other else { return nil }
                entries.append(Entry(path: path, kind: kind, stamp: stamp))
            }
        }
        return entries
    }

    /// How close to a run's start a stamp must not be: a file system's
    /// clock advances in ticks (up to 10 ms on Linux), and a file written
    /// twice in one tick can keep its stamp. A file system that keeps whole
    /// seconds (FAT, old HFS+) gets two.
    static let tick = 20_000_000
    static let coarseTick = 2_000_000_000

    /// True when every entry not in `touched` (nor a folder holding one)
    /// last changed at least a tick before `started`: it then held, while
    /// the run read it, what it holds now.
    static func isSettled(_ entries: [Entry], touched: [String], started: Int) -> Bool {
        var touchedFolders: Set<Substring> = []
        for path in touched {
            var folder = Substring(path)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                touchedFolders.insert(folder)
            }
        }
        let touchedFiles = Set(touched)
        for entry in entries where entry.kind != nil {
            if touchedFiles.contains(entry.path) || touchedFolders.contains(Substring(entry.path)) { continue }
            let latest = max(entry.stamp.modified, entry.stamp.changed)
            let tick = entry.stamp.modified % 1_000_000_000 == 0 ? coarseTick : Self.tick
            if latest > started - tick { return false }
        }
        return true
    }

    // MARK: - Format

    static func write(_ record: Record, into writer: inout ByteWriter) {
        writer.string(record.summary)
        writer.int(record.warnings.count)
        for warning in record.warnings {
            writer.string(warning.path)
            writer.int(warning.line)
            writer.int(warning.column)
            writer.bool(warning.severity == .error)
            writer.string(warning.message)
        }
        writer.int(record.entries.count)
        for entry in record.entries {
            writer.string(entry.path)
            writer.byte(entry.kind?.rawValue ?? 0)
            entry.stamp.write(&writer)
        }
    }

    static func read(_ reader: inout ByteReader) -> Record? {
        guard let summary = reader.string(), let warningCount = reader.count() else { return nil }
        var warnings: [Diagnostic] = []
        for _ in 0..<warningCount {
            guard let path = reader.string(), let line = reader.int(), let column = reader.int(),
                let isError = reader.bool(), let message = reader.string()
            else { return nil }
            warnings.append(
                Diagnostic(
                    path: path, line: line, column: column, severity: isError ? .error : .warning, message: message))
        }
        guard let count = reader.count() else { return nil }
        var entries: [Entry] = []
        entries.reserveCapacity(count)
        for _ in 0..<count {
            guard let path = reader.string(), let raw = reader.byte(), let stamp = FileStamp.read(&reader) else {
                return nil
            }
            let kind = FileStamp.Kind(rawValue: raw)
            guard kind != nil || raw == 0 else { return nil }
            entries.append(Entry(path: path, kind: kind, stamp: stamp))
        }
        return Record(entries: entries, warnings: warnings, summary: summary)
    }
}

/// Counts the runs that found by stamps alone that nothing changed.
final class RunObserver: Sendable {
    private let count = Mutex(0)

    func noteUnchanged() { count.withLock { $0 += 1 } }

    /// How many runs took that way so far.
    var unchangedRuns: Int { count.withLock { $0 } }
}
