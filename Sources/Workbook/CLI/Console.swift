/// Where a command writes: standard output and standard error in the
/// executable, strings in tests.
public final class Console: @unchecked Sendable {
    private let writeOut: (String) -> Void
    private let writeError: (String) -> Void

    public init(out: @escaping (String) -> Void, error: @escaping (String) -> Void) {
        writeOut = out
        writeError = error
    }

    /// Writes a line to standard output.
    public func print(_ line: String) { writeOut(line + "\n") }
    /// Writes a line to standard error.
    public func printError(_ line: String) { writeError(line + "\n") }
    /// Writes text as is (no newline added) to standard output.
    public func write(_ text: String) { writeOut(text) }

    /// Prints diagnostics to standard error, one a line.
    public func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { printError(diagnostic.description) }
    }
}

/// A console that records what was written, for tests.
public final class CapturingConsole: @unchecked Sendable {
    public private(set) var out = ""
    public private(set) var error = ""
    public lazy var console = Console(out: { [unowned self] in self.out += $0 },
                                      error: { [unowned self] in self.error += $0 })
    public init() {}
}

/// Exit statuses, per SPEC §4.
public enum ExitStatus {
    public static let success: Int32 = 0
    /// The book has errors (diagnostics printed).
    public static let failure: Int32 = 1
    /// The command line is wrong (EX_USAGE).
    public static let usage: Int32 = 64
}
