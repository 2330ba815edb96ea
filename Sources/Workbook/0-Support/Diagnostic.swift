/// One problem found in the book, in the form compilers use so that editors
/// can jump to it: `PATH:LINE:COLUMN: error: MESSAGE`.
struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// How bad a problem is.
    enum Severity: String, Sendable, Hashable {
        case error
        case warning
    }

    /// Path relative to the book root (the folder that holds `Chapters/`).
    var path: String
    /// 1-based line; 0 when the problem concerns the whole file.
    var line: Int
    /// 1-based column; 0 when the problem concerns the whole line or file.
    var column: Int
    var severity: Severity
    var message: String

    init(
        path: String, line: Int = 0, column: Int = 0,
        severity: Severity = .error, message: String
    ) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// `PATH:LINE:COLUMN: error: MESSAGE`; line and column are omitted when
    /// unknown, as compilers do.
    var description: String {
        var place = path
        if line > 0 {
            place += ":\(line)"
            if column > 0 { place += ":\(column)" }
        }
        return "\(place): \(severity.rawValue): \(message)"
    }

    static func error(
        _ path: String, _ line: Int = 0, _ column: Int = 0,
        _ message: String
    ) -> Diagnostic {
        Diagnostic(path: path, line: line, column: column, severity: .error, message: message)
    }

    static func warning(
        _ path: String, _ line: Int = 0, _ column: Int = 0,
        _ message: String
    ) -> Diagnostic {
        Diagnostic(path: path, line: line, column: column, severity: .warning, message: message)
    }
}

/// A set of diagnostics thrown as one error: the book could not be processed.
struct DiagnosticsError: Error, Sendable {
    var diagnostics: [Diagnostic]

    init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}

extension Array where Element == Diagnostic {
    /// True when at least one diagnostic is an error (warnings do not fail a run).
    var containsErrors: Bool { contains { $0.severity == .error } }

    /// Sorted by path, then line, then column, so output is stable.
    func sortedByPlace() -> [Diagnostic] {
        sorted { a, b in
            if a.path != b.path { return a.path < b.path }
            if a.line != b.line { return a.line < b.line }
            if a.column != b.column { return a.column < b.column }
            return a.message < b.message
        }
    }
}
