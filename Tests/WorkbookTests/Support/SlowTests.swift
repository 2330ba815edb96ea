import Foundation
import Testing

/// Tests that cost more than the rest of `swift test` together (a whole
/// `swift build` of another package, chapters of 10 MB in a debug build)
/// run only when `WORKBOOK_SLOW_TESTS=1`: `.ci/run` runs them as a step of
/// their own (`WORKBOOK_SLOW_TESTS=1 swift test --filter …`, see the step),
/// so a plain `swift test` stays quick and lists them as skipped.
enum SlowTests {
    static let enabled = ProcessInfo.processInfo.environment["WORKBOOK_SLOW_TESTS"] == "1"
}

extension Trait where Self == ConditionTrait {
    /// Runs the test only with `WORKBOOK_SLOW_TESTS=1` (`.ci/run` sets it in a step of its own).
    static var slow: Self {
        .enabled(if: SlowTests.enabled, "slow: run by .ci/run with WORKBOOK_SLOW_TESTS=1")
    }
}
