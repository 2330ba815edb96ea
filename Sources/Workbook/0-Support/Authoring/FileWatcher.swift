import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
// The static Linux SDK's C library, which has inotify too.
import Musl
#endif

/// Waits for changes to the files below a folder: through inotify on Linux,
/// by polling file sizes and modification times elsewhere (and wherever it is
/// asked for, so the fallback is tested on every platform). When the system
/// refuses to watch a folder (at its limit of watches, say), the watcher
/// polls from then on and says why in `fallback`, so no change is missed.
final class FileWatcher {
    /// How changes are noticed.
    enum Mode: Sendable, Equatable {
        /// inotify where the system has it, else polling.
        case automatic
        /// Compare snapshots every `interval`.
        case polling(interval: Duration)
    }

    /// Why the watcher compares files instead of waiting for change notices.
    struct Fallback: Sendable, Equatable {
        /// The folder the system would not watch, relative to the watched
        /// folder ("" for the watched folder itself).
        var folder: String
        /// The system's reason, e.g. "No space left on device".
        var reason: String
        /// How often the files are compared from now on.
        var interval: Duration
    }

    /// Adds one inotify watch: the watch, or -1 and the `errno` of the
    /// failure. `inotify_add_watch` itself, or in tests a stand-in that
    /// refuses some folders as a system at its limit would.
    typealias AddWatch = @Sendable (_ descriptor: Int32, _ path: String, _ mask: UInt32) -> (watch: Int32, error: Int32)

    static let systemAddWatch: AddWatch = { descriptor, path, mask in
        #if canImport(Glibc) || canImport(Musl)
        let watch = inotify_add_watch(descriptor, path, mask)
        return (watch, watch < 0 ? errno : 0)
        #else
        return (-1, ENOSYS)
        #endif
    }

    /// What a file looked like at the last look.
    let folder: URL
    private(set) var usesInotify = false
    /// Set once change notices could not be had (automatic mode only); the
    /// watcher then polls every `interval` for the rest of its life.
    private(set) var fallback: Fallback?
    private let addWatch: AddWatch
    private var snapshot: [String: FileStamp] = [:]
    private let interval: Duration
    #if canImport(Glibc) || canImport(Musl)
    private var descriptor: Int32 = -1
    private var watches: [Int32: String] = [:]
    #endif

    /// Watches every file below `folder` (subfolders included, new ones too).
    convenience init(folder: URL, mode: Mode = .automatic) {
        self.init(folder: folder, mode: mode, addWatch: Self.systemAddWatch)
    }

    init(folder: URL, mode: Mode, addWatch: @escaping AddWatch) {
        self.folder = folder.standardizedFileURL
        self.addWatch = addWatch
        switch mode {
        case .polling(let interval):
            self.interval = interval
        case .automatic:
            self.interval = .milliseconds(300)
            #if canImport(Glibc) || canImport(Musl)
            startInotify()
            #endif
        }
        snapshot = Self.takeSnapshot(of: self.folder)
    }

    deinit {
        #if canImport(Glibc) || canImport(Musl)
        if descriptor >= 0 { close(descriptor) }
        #endif
    }

    /// Blocks until something below the folder changed, then returns the
    /// changed files' paths relative to the folder (sorted); returns nil when
    /// `shouldStop` turns true first. Bursts of events (an editor's
    /// save-by-rename) settle for `settle` before they are reported.
    func waitForChanges(settle: Duration = .milliseconds(60), shouldStop: () -> Bool) -> [String]? {
        while !shouldStop() {
            if hasEvents(timeout: usesInotify ? .milliseconds(200) : interval) {
                // Let a burst of writes settle (an editor's save through a
                // temporary file), then compare what is on disk now.
                var quietSince = ContinuousClock.now
                while usesInotify, ContinuousClock.now - quietSince < settle {
                    if hasEvents(timeout: settle) { quietSince = ContinuousClock.now }
                }
                if !usesInotify {
                    var last = Self.takeSnapshot(of: folder)
                    while !shouldStop() {
                        hasEvents(timeout: settle)
                        let now = Self.takeSnapshot(of: folder)
                        if now == last { break }
                        last = now
                    }
                }
                let changes = refresh()
                if !changes.isEmpty { return changes }
            }
        }
        return nil
    }

    /// Compares the disk with the last snapshot and takes a new one.
    func refresh() -> [String] {
        let now = Self.takeSnapshot(of: folder)
        var changed: [String] = []
        for (path, stamp) in now where snapshot[path] != stamp { changed.append(path) }
        for path in snapshot.keys where now[path] == nil { changed.append(path) }
        snapshot = now
        #if canImport(Glibc) || canImport(Musl)
        if usesInotify { addWatches() }
        #endif
        return changed.sorted()
    }

    /// True when the system reported an event (inotify) or, when polling,
    /// after waiting `timeout` (the caller then compares snapshots).
    @discardableResult
    private func hasEvents(timeout: Duration) -> Bool {
        #if canImport(Glibc) || canImport(Musl)
        if usesInotify { return readEvents(timeout: timeout) }
        #endif
        Thread.sleep(
            forTimeInterval: Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18)
        return true
    }

    /// Path relative to the folder → stamp, for every regular file below it
    /// (symlinks are not followed), walked with `FileTree` and `lstat`:
    /// Foundation's enumerator and attributes took a tenth of a rebuild's
    /// time in `watch`.
    static func takeSnapshot(of folder: URL) -> [String: FileStamp] {
        let base = folder.path.hasSuffix("/") ? String(folder.path.dropLast()) : folder.path
        var result: [String: FileStamp] = [:]
        for entry in FileTree.entries(under: base) where entry.kind == .file {
            result[entry.path] = FileStamp(path: base + "/" + entry.path)
        }
        return result
    }

    // MARK: - inotify

    #if canImport(Glibc) || canImport(Musl)
    private func startInotify() {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else {
            fallBackToPolling(path: folder.path, error: errno)
            return
        }
        descriptor = fd
        usesInotify = true
        addWatches()
    }

    /// Gives up change notices for good: a folder without a watch would
    /// change unseen, so every file is compared every `interval` instead.
    private func fallBackToPolling(path: String, error: Int32) {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        watches = [:]
        usesInotify = false
        let relative = path == folder.path ? "" : String(path.dropFirst(folder.path.count + 1))
        fallback = Fallback(folder: relative, reason: String(cString: strerror(error)), interval: interval)
    }

    /// Watches the folder and every subfolder not watched yet.
    private func addWatches() {
        var folders = [folder.path]
        if let enumerator = FileManager.default.enumerator(atPath: folder.path) {
            while let relative = enumerator.nextObject() as? String {
                var isFolder: ObjCBool = false
                let path = folder.path + "/" + relative
                if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                    folders.append(path)
                }
            }
        }
        // A folder that was deleted lost its watch; one made again at the same path needs a new one.
        for (watch, path) in watches where !FileManager.default.fileExists(atPath: path) {
            Self.removeWatch(inotify_rm_watch, descriptor, watch)
            watches[watch] = nil
        }
        let watched = Set(watches.values)
        let mask = UInt32(
            IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_MODIFY | IN_ATTRIB
                | IN_DELETE_SELF | IN_MOVE_SELF)
        for path in folders where !watched.contains(path) {
            let (watch, error) = addWatch(descriptor, path, mask)
            // A folder that vanished since the walk needs no watch; any other
            // refusal (the system's limit of watches) would miss its changes.
            if watch < 0 && error == ENOENT { continue }
            guard watch >= 0 else {
                fallBackToPolling(path: path, error: error)
                return
            }
            watches[watch] = path
        }
    }

    /// Calls `inotify_rm_watch`, whose watch is an `int` in Glibc and has
    /// been a `uint32_t` in some Musl releases: the conversion follows the
    /// declaration the module has.
    private static func removeWatch<Watch: FixedWidthInteger>(
        _ remove: (Int32, Watch) -> Int32, _ descriptor: Int32, _ watch: Int32
    ) {
        _ = remove(descriptor, Watch(truncatingIfNeeded: watch))
    }

    /// Waits up to `timeout` for inotify events and drains them.
    private func readEvents(timeout: Duration) -> Bool {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(
            timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)
        guard poll(&poller, 1, milliseconds) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var sawEvent = false
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            sawEvent = true
        }
        return sawEvent
    }
    #endif
}
