import Dispatch
import Foundation
import Synchronization

/// Why a trace command could not be run, in words for the diagnostic.
typealias TraceRunFailure = RunFailure

/// Runs the command that records a trace and returns what it printed.
/// `workbook check` and `workbook traces` use `SwiftRunTraceRunner`; tests
/// inject a stub, so they never start a Swift build.
protocol TraceRunner: Sendable {
    /// Standard output of `command` run in the package at `root`.
    func output(of command: TraceCommand, root: URL) -> Result<String, TraceRunFailure>
    /// How many outputs this runner has served from a cache so far, without
    /// running their command (`check` reports it).
    var servedFromCache: Int { get }
    /// True when the output of a command follows from the package's
    /// manifest and `Sources/` alone (see `CachingTraceRunner`), so a check
    /// that finds them unchanged may take its traces as they were.
    var isKeyedByCode: Bool { get }
}

extension TraceRunner {
    var servedFromCache: Int { 0 }
    var isKeyedByCode: Bool { false }
}

/// Runs `swift run PRODUCT ARGUMENTS…` the quick way: `swift build --product
/// PRODUCT` once per product and run, then the built executable directly for
/// each trace, which prints the same as `swift run` without planning a build
/// a dozen times.
final class SwiftRunTraceRunner: TraceRunner, Sendable {
    /// The longest a build may take, and a single run.
    static let buildTimeout: TimeInterval = 900
    static let runTimeout: TimeInterval = 60

    /// Each product's build, started once: a second trace of the same
    /// product waits for the first one's build. The table's lock is held
    /// only to look a build up or add one, never while it runs (up to
    /// `buildTimeout`), so a trace of another product starts its own build
    /// meanwhile.
    private let builds = Mutex<[String: ProductBuild]>([:])
    /// Builds a product and answers its executable; tests inject one that
    /// starts no `swift build`.
    private let build: @Sendable (String, URL) -> Result<URL, TraceRunFailure>

    init(build: @escaping @Sendable (String, URL) -> Result<URL, TraceRunFailure> = SwiftRunTraceRunner.build) {
        self.build = build
    }

    func output(of command: TraceCommand, root: URL) -> Result<String, TraceRunFailure> {
        let program: URL
        switch executable(of: command.product, root: root) {
        case .success(let url): program = url
        case .failure(let failure): return .failure(failure)
        }
        let result = Subprocess.run(program.path, command.arguments, in: root, timeout: Self.runTimeout)
        switch result {
        case .failure(let failure):
            return .failure(failure)
        case .success(let finished) where finished.status != 0:
            return .failure(
                TraceRunFailure("`\(command)` exited with status \(finished.status)\(Subprocess.tail(finished.error))"))
        case .success(let finished):
            return .success(String(decoding: finished.output, as: UTF8.self))
        }
    }

    /// The executable of `product`, built on first use.
    func executable(of product: String, root: URL) -> Result<URL, TraceRunFailure> {
        let (pending, isFirst) = builds.withLock { builds in
            if let known = builds[product] { return (known, false) }
            let started = ProductBuild()
            builds[product] = started
            return (started, true)
        }
        if isFirst { pending.finish(build(product, root)) }
        return pending.result
    }

    /// One product's build: its result once the first caller, who runs it,
    /// has finished; the others wait for it.
    private final class ProductBuild: Sendable {
        private let outcome = Mutex<Result<URL, TraceRunFailure>?>(nil)
        private let done = DispatchSemaphore(value: 0)

        func finish(_ result: Result<URL, TraceRunFailure>) {
            outcome.withLock { $0 = result }
            done.signal()
        }

        /// The build's result, waiting for it if it is still running.
        var result: Result<URL, TraceRunFailure> {
            if let known = outcome.withLock({ $0 }) { return known }
            // One signal wakes one waiter, which passes it on to the next.
            done.wait()
            done.signal()
            return outcome.withLock { $0! }
        }
    }

    static func build(_ product: String, root: URL) -> Result<URL, TraceRunFailure> {
        let build = Subprocess.run(
            "/usr/bin/env", ["swift", "build", "--product", product], in: root, timeout: buildTimeout)
        switch build {
        case .failure(let failure): return .failure(failure)
        case .success(let finished) where finished.status != 0:
            return .failure(
                TraceRunFailure(
                    "`swift build --product \(product)` failed\(Subprocess.tail(finished.output + finished.error))"))
        case .success: break
        }
        switch Subprocess.run("/usr/bin/env", ["swift", "build", "--show-bin-path"], in: root, timeout: buildTimeout) {
        case .failure(let failure): return .failure(failure)
        case .success(let finished):
            let folder = String(decoding: finished.output, as: UTF8.self).trimmingCharacters(
                in: .whitespacesAndNewlines)
            guard finished.status == 0, !folder.isEmpty else {
                return .failure(
                    TraceRunFailure("`swift build --show-bin-path` failed\(Subprocess.tail(finished.error))"))
            }
            return .success(URL(fileURLWithPath: folder).appendingPathComponent(product))
        }
    }
}

/// A runner that remembers what each trace command printed, keyed by a
/// hash of the code it ran: the package manifest and every file under
/// `Sources/`, and the command. While that code is unchanged, `check` neither
/// rebuilds nor re-runs the demo; any change to it runs the command again.
/// Entries live in `.workbook/cache/traces/` (see `ContentCache`).
final class CachingTraceRunner: TraceRunner, Sendable {
    let base: any TraceRunner
    /// The hash of the code under each root, computed once per run.
    private let codeHashes = Mutex<[String: String?]>([:])
    /// How many outputs this runner served from the cache, and how many
    /// commands it ran.
    private let counts = Mutex(Tally())

    /// Outputs served from the cache and commands run, so far.
    struct Tally: Sendable, Equatable {
        var fromCache = 0
        var run = 0
    }

    /// What this runner has done so far.
    var tally: Tally { counts.withLock { $0 } }

    var servedFromCache: Int { tally.fromCache }

    var isKeyedByCode: Bool { true }

    init(base: any TraceRunner) {
        self.base = base
    }

    func output(of command: TraceCommand, root: URL) -> Result<String, TraceRunFailure> {
        let cache = ContentCache(root: root, kind: "traces")
        let code = codeHashes.withLock { known in
            if let hash = known[root.path] { return hash }
            let hash = Self.codeHash(root: root)
            known[root.path] = hash
            return hash
        }
        let key = code.map { code in
            var hash = Fingerprint()
            hash.update(field: "trace")
            hash.update(field: code)
            hash.update(field: command.description)
            return hash.hexDigest()
        }
        if let key, let data = cache.value(for: key) {
            counts.withLock { $0.fromCache += 1 }
            return .success(String(decoding: data, as: UTF8.self))
        }
        counts.withLock { $0.run += 1 }
        let result = base.output(of: command, root: root)
        if let key, case .success(let output) = result { cache.store(Data(output.utf8), for: key) }
        return result
    }

    /// The hash of the code a command runs (the manifest and every file
    /// under `Sources/`); nil when it cannot be read (then nothing is cached).
    static func codeHash(root: URL) -> String? {
        var hash = Fingerprint()
        let sources = root.appendingPathComponent("Sources")
        guard let manifest = FileManager.default.contents(atPath: root.appendingPathComponent("Package.swift").path),
            let enumerator = FileManager.default.enumerator(atPath: sources.path)
        else { return nil }
        hash.update(field: "Package.swift")
        hash.update(field: String(decoding: manifest, as: UTF8.self))
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String { paths.append(relative) }
        for relative in paths.sorted() {
            var status = stat()
            let path = sources.path + "/" + relative
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            hash.update(field: relative)
            hash.update(String(data.count).utf8)
            hash.update([0])
            hash.update(data)
        }
        return hash.hexDigest()
    }
}
