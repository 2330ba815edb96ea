import Foundation

/// Rewrites lines of `swift build` / `swift test` output that point into
/// tangled files so they point at the chapter line instead, in compiler
/// form, with the tangled place alongside:
///
///     /…/Sources/UserScene/UserPresenter.swift:45:9: error: cannot find 'x' in scope
///     Chapters/02-the-vip-cycle/en.md:301:9: error: cannot find 'x' in scope [Sources/UserScene/UserPresenter.swift:45:9]
///
/// Swift Testing names only the file (`… recorded an issue at UserPresenterTests.swift:53:9: …`);
/// such a line is mapped when exactly one tangled file has that name.
public struct ToolOutputRemapper: Sendable {
    public var map: SourceMap
    /// The book root's path, to make absolute paths relative.
    public var root: String

    public init(map: SourceMap, root: String) {
        self.map = map
        self.root = root.hasSuffix("/") ? String(root.dropLast()) : root
    }

    /// The line to print for `line`: mapped when it points into a tangled
    /// file line that came from a chapter, else unchanged.
    public func remap(_ line: String) -> String {
        if let mapped = compilerDiagnostic(line) { return mapped }
        if let mapped = swiftTestingIssue(line) { return mapped }
        return line
    }

    /// `PATH:LINE[:COL]: error|warning|note: MESSAGE` (compilers; XCTest omits the column).
    func compilerDiagnostic(_ line: String) -> String? {
        guard let swiftEnd = line.range(of: ".swift:") else { return nil }
        let path = String(line[..<swiftEnd.lowerBound]) + ".swift"
        var rest = line[swiftEnd.upperBound...]
        guard let lineNumber = leadingNumber(&rest) else { return nil }
        var column: Int?
        if rest.hasPrefix(":"), let number = leadingNumber(&rest, dropping: 1) { column = number }
        guard rest.hasPrefix(": ") else { return nil }
        rest = rest.dropFirst(2)
        let severities = ["error: ", "warning: ", "note: "]
        guard let severity = severities.first(where: { rest.hasPrefix($0) }) else { return nil }
        let message = rest.dropFirst(severity.count)
        guard let tangled = relative(path), let origin = map.origin(of: tangled, line: lineNumber) else { return nil }
        let place = column.map { "\(tangled):\(lineNumber):\($0)" } ?? "\(tangled):\(lineNumber)"
        let chapterColumn = column.map { ":\($0 + origin.columnOffset)" } ?? ""
        return "\(origin.path):\(origin.line)\(chapterColumn): \(severity)\(message) [\(place)]"
    }

    /// `… at FILE.swift:LINE:COL: MESSAGE` (Swift Testing's issue line).
    func swiftTestingIssue(_ line: String) -> String? {
        guard let at = line.range(of: " at ", options: .backwards, range: line.startIndex..<(line.range(of: ".swift:")?.lowerBound ?? line.startIndex))
        else { return nil }
        var rest = line[at.upperBound...]
        guard let swiftEnd = rest.range(of: ".swift:") else { return nil }
        let name = String(rest[..<swiftEnd.lowerBound]) + ".swift"
        guard !name.contains(" ") else { return nil }
        rest = rest[swiftEnd.upperBound...]
        guard let lineNumber = leadingNumber(&rest), rest.hasPrefix(":"),
            let column = leadingNumber(&rest, dropping: 1), rest.hasPrefix(": ")
        else { return nil }
        let message = rest.dropFirst(2)
        let tangled: String? = name.contains("/") ? relative(name) : map.path(forFileName: name)
        guard let tangled, let origin = map.origin(of: tangled, line: lineNumber) else { return nil }
        let what = line[..<at.lowerBound].drop { !$0.isLetter }
        return "\(origin.path):\(origin.line):\(column + origin.columnOffset): error: \(what): \(message) [\(tangled):\(lineNumber):\(column)]"
    }

    /// `path` relative to the root, when it lies inside it (or is relative already).
    func relative(_ path: String) -> String? {
        if path.hasPrefix("/") {
            guard path.hasPrefix(root + "/") else { return nil }
            return String(path.dropFirst(root.count + 1))
        }
        return path
    }

    private func leadingNumber(_ text: inout Substring, dropping prefix: Int = 0) -> Int? {
        let body = text.dropFirst(prefix)
        let digits = body.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let value = Int(digits) else { return nil }
        text = body.dropFirst(digits.count)
        return value
    }
}
