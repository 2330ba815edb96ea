// What the book's small objects cost: builds scenes through the composition root
// and reports, per scene, the objects it holds, the heap allocations and bytes it
// took and the CPU time it took to build (median of several runs). Chapter 11 and
// BENCHMARKS.md explain the numbers. Run it in release mode:
//
//     swift run -c release composition-benchmark --scenes 1000 --runs 11

import AllocationCounter
import AppComposition
import ArticlesModule
import FeedScene
import Foundation
import TopicsScene
import UserScene

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: Options

struct Options {
    var scenes = 1000
    var runs = 11

    static let usage = "usage: composition-benchmark [--scenes N] [--runs N]"

    init(arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        while let option = rest.popFirst() {
            guard let value = rest.popFirst().flatMap(Int.init), value > 0 else {
                throw UsageError(message: "\(option) needs a positive whole number")
            }
            switch option {
            case "--scenes": scenes = value
            case "--runs": runs = value
            default: throw UsageError(message: "unknown option '\(option)'")
            }
        }
    }
}

struct UsageError: Error {
    let message: String
}

// MARK: The app, with nothing behind it

/// Workers that are never asked: building a scene calls none of them.
struct IdleWorkers: UserWorker, ArticlesService, ArticleLookupService, FeedWorker, TopicsWorker {
    func fetchUser(id: Int) async throws -> UserProfile { throw CancellationError() }
    func loadArticles() async throws -> [Article] { [] }
    func loadArticle(id: Int) async throws -> Article? { nil }
    func fetchFeed(topic: String) async throws -> [FeedItem] { [] }
    func searchFeed(query: String) async throws -> [FeedItem] { [] }
    func loadTopics() async throws -> [Topic] { [] }
}

/// The feed's view here: FeedScene has no terminal view, so a minimal one.
@MainActor
final class BenchmarkFeedView: FeedSceneView {
    var interactor: (any FeedBusinessLogic)?
    func displayFeed(viewModel: Feed.LoadFeed.ViewModel) {}
    func displaySearchResults(viewModel: Feed.SearchFeed.ViewModel) {}
    func displayFeedError(message: String) {}
}

@MainActor
func makeRoot() -> CompositionRoot {
    let workers = IdleWorkers()
    let dependencies = AppDependencies(
        userWorker: workers, articlesService: workers, articleLookup: workers, feedWorker: workers,
        topicsWorker: workers, readerID: 42, plan: { .free }, articleRead: { _ in }, clock: ContinuousClock(),
        now: { Date() }, locale: Locale(identifier: "en_US"), calendar: Calendar(identifier: .gregorian),
        timeZone: TimeZone(identifier: "UTC")!)
    let views = AppViews(
        user: { UserTerminalView(userID: $0, write: { _ in }) },
        articles: { ArticlesTerminalView(write: { _ in }) },
        articleDetail: { ArticleDetailTerminalView(write: { _ in }) },
        feed: { _ in BenchmarkFeedView() },
        topics: { TopicsTerminalView(write: { _ in }) })
    return CompositionRoot(dependencies: dependencies, views: views)
}

// MARK: Counting what a scene holds

/// The objects a scene holds: those reachable from `scene` through stored properties
/// (Swift reflection), minus those the app already holds (`shared`, for example the
/// root a scene reports to, or the calendar every presenter is given). The book's own
/// types are entered; others (a `DateFormatter`) are counted but not entered.
/// Closures are opaque to reflection, so what they capture is not counted.
func objects(reachableFrom scene: Any, excluding shared: Set<ObjectIdentifier> = []) -> (own: Int, other: [String]) {
    let modules: Set = [
        "UserScene", "ArticlesModule", "FeedScene", "TopicsScene", "AppComposition", "CompositionBenchmark",
    ]
    var seen = shared
    var own = 0
    var other: [String] = []
    func visit(_ value: Any) {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class {
            let object = value as AnyObject
            guard seen.insert(ObjectIdentifier(object)).inserted else { return }
            let name = String(reflecting: type(of: object))
            guard let module = name.split(separator: ".").first, modules.contains(String(module)) else {
                other.append(name)
                return
            }
            own += 1
        }
        var level: Mirror? = mirror
        while let current = level {
            for child in current.children {
                visit(child.value)
            }
            level = current.superclassMirror
        }
    }
    visit(scene)
    return (own, other.sorted())
}

// MARK: Measuring

struct Measurement {
    var name: String
    var objects: (own: Int, other: [String])
    var allocations: Double?
    var bytes: Double?
    var nanoseconds: Double
}

@MainActor
func measure(
    _ name: String, scenes: Int, runs: Int, shared: Set<ObjectIdentifier> = [], build: () -> AnyObject
) -> Measurement {
    let sample = build()
    let counted = objects(reachableFrom: sample, excluding: shared)
    // Allocations and bytes: one run, every scene kept alive, the array reserved beforehand.
    var kept: [AnyObject] = []
    kept.reserveCapacity(scenes)
    let allocationsBefore = allocation_counter_total()
    let bytesBefore = allocation_counter_bytes_in_use()
    for _ in 0..<scenes {
        kept.append(build())
    }
    let allocations = Double(allocation_counter_total() - allocationsBefore) / Double(scenes)
    let bytes = Double(Int64(allocation_counter_bytes_in_use()) - Int64(bytesBefore)) / Double(scenes)
    kept.removeAll(keepingCapacity: true)
    // Time: the median of `runs` runs, each building every scene and keeping it until the run ends.
    // Measured on this thread's CPU clock, so the time the thread waits for a core on a busy
    // machine is not counted; wall time would add whatever else the machine runs meanwhile.
    var times: [UInt64] = []
    for _ in 0..<runs {
        let start = threadCPUNanoseconds()
        for _ in 0..<scenes {
            kept.append(build())
        }
        times.append(threadCPUNanoseconds() - start)
        kept.removeAll(keepingCapacity: true)
    }
    let nanoseconds = Double(times.sorted()[times.count / 2]) / Double(scenes)
    let counting = allocation_counter_is_counting() == 1
    return Measurement(
        name: name, objects: counted, allocations: counting ? allocations : nil, bytes: counting ? bytes : nil,
        nanoseconds: nanoseconds)
}

/// The CPU time this thread has used: `clock_gettime(CLOCK_THREAD_CPUTIME_ID)` (Linux, macOS 10.12).
func threadCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

func format(_ measurement: Measurement) -> String {
    let others =
        measurement.objects.other.isEmpty
        ? ""
        : " + "
            + Dictionary(grouping: measurement.objects.other, by: { $0 })
            .sorted { $0.key < $1.key }
            .map { "\($0.value.count) \($0.key.split(separator: ".").last ?? "")" }
            .joined(separator: ", ")
    let allocations = measurement.allocations.map { String(format: "%.1f", $0) } ?? "n/a"
    let bytes = measurement.bytes.map { String(format: "%.0f", $0) } ?? "n/a"
    let time = String(format: "%.2f µs", measurement.nanoseconds / 1000)
    return "\(measurement.name)\t\(measurement.objects.own)\(others)\t\(allocations)\t\(bytes)\t\(time)"
}

// MARK: Main

@MainActor
func run(_ options: Options) {
    let root = makeRoot()
    let n = options.scenes
    let r = options.runs
    // Everything the root holds before any scene is built: not a scene's cost.
    var shared: Set<ObjectIdentifier> = []
    func collect(_ value: Any) {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class {
            guard shared.insert(ObjectIdentifier(value as AnyObject)).inserted else { return }
        }
        var level: Mirror? = mirror
        while let current = level {
            current.children.forEach { collect($0.value) }
            level = current.superclassMirror
        }
    }
    collect(root)
    let results = [
        measure("profile (UserScene, VIP)", scenes: n, runs: r, shared: shared) { root.makeProfile() },
        measure("news (ArticlesModule, VIPER)", scenes: n, runs: r, shared: shared) { root.makeNews() },
        measure("feed (FeedScene, VIP)", scenes: n, runs: r, shared: shared) { root.makeFeed(topic: "swift") },
        measure("topics (TopicsScene, VIP)", scenes: n, runs: r, shared: shared) { root.makeTopics() },
        measure("for scale: a DateFormatter, set up as the presenters do", scenes: n, runs: r) {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US")
            formatter.calendar = Calendar(identifier: .gregorian)
            formatter.timeZone = TimeZone(identifier: "UTC")!
            formatter.dateStyle = .long
            formatter.timeStyle = .none
            return formatter
        },
        measure("for scale: the same, with the first date it formats", scenes: n, runs: r) {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US")
            formatter.calendar = Calendar(identifier: .gregorian)
            formatter.timeZone = TimeZone(identifier: "UTC")!
            formatter.dateStyle = .long
            formatter.timeStyle = .none
            _ = formatter.string(from: Date(timeIntervalSince1970: 1_684_144_800))
            return formatter
        },
    ]
    let counter =
        allocation_counter_is_counting() == 1
        ? "a malloc counter linked into this executable (glibc; AllocationCounter)"
        : "not counted on this platform (use Instruments' Allocations instrument)"
    print("composition-benchmark: \(n) scenes of each kind, time = this thread's CPU time, median of \(r) runs")
    print("allocations and heap bytes: \(counter)")
    print("scene\tobjects held\tallocations\theap bytes\ttime")
    for result in results {
        print(format(result))
    }
}

do {
    let options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
    MainActor.assumeIsolated { run(options) }
} catch {
    FileHandle.standardError.write(Data("composition-benchmark: error: \(error.message)\n\(Options.usage)\n".utf8))
    exit(64)
}
