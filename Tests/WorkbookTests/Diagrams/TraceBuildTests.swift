import Dispatch
import Foundation
import Synchronization
import Testing

@testable import Workbook

/// `SwiftRunTraceRunner` builds each product once, and a build of up to
/// fifteen minutes holds up only the traces of its own product. The build
/// is injected: these tests start no `swift build`.
@Suite struct TraceBuildTests {
    static let root = URL(fileURLWithPath: "/book")

    /// A build that counts its calls and, for `blocked`, waits until released.
    final class Builds: Sendable {
        let blocked: String
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        private let counts = Mutex<[String: Int]>([:])

        init(blocking blocked: String) {
            self.blocked = blocked
        }

        var made: [String: Int] { counts.withLock { $0 } }

        func build(_ product: String, root: URL) -> Result<URL, TraceRunFailure> {
            counts.withLock { $0[product, default: 0] += 1 }
            if product == blocked {
                started.signal()
                release.wait()
            }
            return .success(root.appendingPathComponent(".build/debug/\(product)"))
        }
    }

    /// A lookup run on another thread: `done` is signalled once `result` is stored.
    final class Lookup: Sendable {
        let done = DispatchSemaphore(value: 0)
        private let stored = Mutex<Result<URL, TraceRunFailure>?>(nil)

        init(_ lookup: @escaping @Sendable () -> Result<URL, TraceRunFailure>) {
            DispatchQueue.global().async {
                let found = lookup()
                self.stored.withLock { $0 = found }
                self.done.signal()
            }
        }

        var result: Result<URL, TraceRunFailure>? { stored.withLock { $0 } }

        func finished(within seconds: Double) -> Bool { done.wait(timeout: .now() + seconds) == .success }
    }

    @Test func anotherProductsLookupIsNotHeldUpByABuildUnderWay() throws {
        let builds = Builds(blocking: "slow-demo")
        let runner = SwiftRunTraceRunner(build: builds.build)
        let slow = Lookup { runner.executable(of: "slow-demo", root: Self.root) }
        try #require(builds.started.wait(timeout: .now() + 10) == .success)

        let quick = Lookup { runner.executable(of: "quick-demo", root: Self.root) }
        let quickFinished = quick.finished(within: 10)
        builds.release.signal()
        #expect(quickFinished, "the lookup of quick-demo waited for the build of slow-demo")
        #expect(slow.finished(within: 10))
        guard quickFinished else { return }
        let url = try #require(try quick.result?.get())
        #expect(url.lastPathComponent == "quick-demo")
    }

    @Test func tracesOfOneProductWaitForItsOneBuild() throws {
        let builds = Builds(blocking: "demo")
        let runner = SwiftRunTraceRunner(build: builds.build)
        let lookups = (0..<3).map { _ in Lookup { runner.executable(of: "demo", root: Self.root) } }
        try #require(builds.started.wait(timeout: .now() + 10) == .success)
        // The other lookups arrive while the build is blocked, and wait.
        usleep(200_000)
        #expect(lookups.allSatisfy { $0.result == nil })
        builds.release.signal()
        for lookup in lookups {
            #expect(lookup.finished(within: 10))
            let url = try #require(try lookup.result?.get())
            #expect(url.lastPathComponent == "demo")
        }
        #expect(builds.made == ["demo": 1])
    }
}
