import Foundation
@testable import Workbook

/// A trace runner for tests: answers from a table keyed by the command
/// (`swift run fake-demo --trace demo-run --lang en`) and records every
/// call, so a test proves what ran, or that nothing did. It never starts a
/// process; a command it has no answer for fails.
final class StubTraceRunner: TraceRunner, @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [String: Result<String, TraceRunFailure>]
    private var recorded: [String] = []

    init(_ answers: [String: Result<String, TraceRunFailure>] = [:]) {
        self.answers = answers
    }

    /// The commands run so far, in order.
    var calls: [String] {
        lock.lock(); defer { lock.unlock() }
        return recorded
    }

    func output(of command: TraceCommand, root: URL) -> Result<String, TraceRunFailure> {
        lock.lock(); defer { lock.unlock() }
        recorded.append(command.description)
        return answers[command.description] ?? .failure(TraceRunFailure("the test has no answer for `\(command)`"))
    }
}
