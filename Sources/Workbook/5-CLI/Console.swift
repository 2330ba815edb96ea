import Synchronization

/// Where a command writes: standard output and standard error in the
/// executable, strings in tests.
public final class Console: Sendable {
    private let writeOut: @Sendable (String) -> Void
    private let writeError: @Sendable (String) -> Void

    public init(out: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void) {
        writeOut = out
        writeError = error
    }

    /// Writes a line to standard output.
    func print(_ line: String) { writeOut(line + "\n") }
    /// Writes a line to standard error.
    func printError(_ line: String) { writeError(line + "\n") }
    /// Writes text as is (no newline added) to standard output.
    func write(_ text: String) { writeOut(text) }

    /// Prints diagnostics to standard error, one a line.
    func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { printError(diagnostic.description) }
    }
}

/// A console that records what was written, for tests.
final class CapturingConsole: Sendable {
    private let written = Written()
    let console: Console

    init() {
        let written = written
        console = Console(
            out: { text in written.text.withLock { $0.out += text } },
            error: { text in written.text.withLock { $0.error += text } })
    }

    /// What went to standard output so far.
    var out: String { written.text.withLock { $0.out } }
    /// What went to standard error so far.
    var error: String { written.text.withLock { $0.error } }

    private final class Written: Sendable {
        let text = Mutex((out: "", error: ""))
    }
}

/// Exit statuses, per SPEC §4.
enum ExitStatus {
    static let success: Int32 = 0
    /// The book has errors (diagnostics printed).
    static let failure: Int32 = 1
    /// The command line is wrong (EX_USAGE).
    static let usage: Int32 = 64
}
