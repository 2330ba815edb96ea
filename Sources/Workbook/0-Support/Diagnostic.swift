/// One problem found in the book, in the form compilers use so that editors
/// can jump to it: `PATH:LINE:COLUMN: error: MESSAGE`.
struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// How bad a problem is.
    enum Severity: String, Sendable, Hashable {
        case error
        case warning
    }

    /// What kind of file a problem is in, for a verb that stops on some
    /// kinds only (recording traces stops on a broken diagram source), so
    /// that none has to judge by the path's first folders.
    enum Category: Sendable, Hashable {
        case book
        /// A file of `Chapters/diagrams`, or the folder itself.
        case diagramSource
    }

    /// Path relative to the book root (the folder that holds `Chapters/`).
    var path: String
    /// 1-based line; 0 when the problem concerns the whole file.
    var line: Int
    /// 1-based column; 0 when the problem concerns the whole line or file.
    var column: Int
    var severity: Severity
    var message: String
    /// Not part of what makes two diagnostics the same: the place, the
    /// severity and the message are (`==`).
    var category: Category = .book

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

    static func == (left: Diagnostic, right: Diagnostic) -> Bool {
        (left.path, left.line, left.column, left.severity, left.message)
            == (right.path, right.line, right.column, right.severity, right.message)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(line)
        hasher.combine(column)
        hasher.combine(severity)
        hasher.combine(message)
    }

    /// The same problem, of `category`.
    func categorized(_ category: Category) -> Diagnostic {
        var diagnostic = self
        diagnostic.category = category
        return diagnostic
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
