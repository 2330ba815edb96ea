import Foundation
import Synchronization

@testable import Workbook

/// A trace runner for tests: answers from a table keyed by the command
/// (`swift run fake-demo --trace demo-run --lang en`) and records every
/// call, so a test proves what ran, or that nothing did. It never starts a
/// process; a command it has no answer for fails.
final class StubTraceRunner: TraceRunner, Sendable {
    private let answers: [String: Result<String, TraceRunFailure>]
    private let recorded = Mutex<[String]>([])

    init(_ answers: [String: Result<String, TraceRunFailure>] = [:]) {
        self.answers = answers
    }

    /// The commands run so far, in order.
    var calls: [String] {
        recorded.withLock { $0 }
    }

    func output(of command: TraceCommand, root: URL) -> Result<String, TraceRunFailure> {
        recorded.withLock { $0.append(command.description) }
        return answers[command.description] ?? .failure(TraceRunFailure("the test has no answer for `\(command)`"))
    }
}
