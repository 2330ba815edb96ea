import Foundation

/// Runs the command on a trace file's first line and compares what it
/// prints with the file. `check` reports the first line where the code and
/// the committed trace part ways; `traces` writes the new text.
struct TraceRecording {
    var analysis: BookAnalysis
    var runner: any TraceRunner

    /// One trace file, recorded afresh.
    struct Fresh {
        var fileName: String
        var path: String
        /// The whole new file: the committed header, then the command's output.
        var text: String
        var lines: [String]
    }

    /// The trace files used by some diagram block, each with the command the tool agreed to run.
    var usedTraces: [String] {
        analysis.usedDiagrams.filter { analysis.diagrams.commands[$0] != nil }
    }

    /// Runs the command of `fileName`; a failure or an output that is no
    /// trace is a diagnostic at the file's first line.
    func record(_ fileName: String) -> Result<Fresh, Diagnostic> {
        let path = DiagramCatalog.path(fileName)
        guard let command = analysis.diagrams.commands[fileName],
            case .sequence(let committed)? = analysis.diagrams.sources[fileName]
        else {
            return .failure(.error(path, 1, 1, "this trace cannot be recorded: fix its first line"))
        }
        let column = committed.commandColumn
        let output: String
        switch runner.output(of: command, root: analysis.book.root) {
        case .success(let text): output = text
        case .failure(let failure):
            return .failure(.error(path, 1, column, "cannot record the trace: \(failure.message)"))
        }
        var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let text = TraceDocument.headerPrefix + committed.command + "\n" + lines.map { $0 + "\n" }.joined()
        if case .failure(let problem) = TraceDocument.parse(text, path: path) {
            let place = problem.line > 1 ? "its line \(problem.line - 1)" : "it"
            return .failure(.error(path, 1, column, "`\(command)` printed no trace (\(place): \(problem.message))"))
        }
        return .success(Fresh(fileName: fileName, path: path, text: text, lines: lines))
    }

    /// What `check` says about every used trace: nothing when the code
    /// still does what the file says, else the first line that differs.
    func drift() -> [Diagnostic] {
        var result: [Diagnostic] = []
        for fileName in usedTraces {
            guard case .sequence(let committed)? = analysis.diagrams.sources[fileName] else { continue }
            switch record(fileName) {
            case .failure(let problem): result.append(problem)
            case .success(let fresh):
                if let difference = Self.firstDifference(
                    committed: committed.body, fresh: fresh.lines, path: fresh.path)
                {
                    result.append(difference)
                }
            }
        }
        return result
    }

    /// The first line where the committed body and the fresh output differ.
    static func firstDifference(committed: [String], fresh: [String], path: String) -> Diagnostic? {
        let advice = "run `workbook traces`, then `workbook build`"
        for index in 0..<max(committed.count, fresh.count) {
            let old = index < committed.count ? committed[index] : nil
            let new = index < fresh.count ? fresh[index] : nil
            if old == new { continue }
            let line = index + 2
            switch (old, new) {
            case let (old?, new?):
                return .error(
                    path, line, 1, "the code now \(verb(new)) `\(new)`, the committed trace says `\(old)`; \(advice)")
            case let (old?, nil):
                return .error(
                    path, line, 1,
                    "the code no longer \(verb(old)) `\(old)`: its trace ends after line \(line - 1); \(advice)")
            case let (nil, new?):
                return .error(path, line, 1, "the code now also \(verb(new)) `\(new)` after the last line; \(advice)")
            case (nil, nil):
                return nil
            }
        }
        return nil
    }

    /// "calls" for a call line, "answers" for an answer.
    private static func verb(_ line: String) -> String {
        line.contains(" --> ") ? "answers" : "calls"
    }
}
