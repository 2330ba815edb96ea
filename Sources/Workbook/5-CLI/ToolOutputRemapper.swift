import Foundation

/// Rewrites lines of `swift build` / `swift test` output that point into
/// tangled files so they point at the chapter line instead, in compiler
/// form, with the tangled place alongside:
///
///     /…/Sources/UserScene/UserPresenter.swift:45:9: error: cannot find 'x' in scope
///     Chapters/02-the-vip-cycle/en.md:301:9: error: cannot find 'x' in scope [Sources/UserScene/UserPresenter.swift:45:9]
///
/// Three forms are recognised: compiler diagnostics and XCTest failures
/// (`PATH:LINE[:COL]: error|warning|note: …`), runtime traps
/// (`Module/File.swift:LINE: Fatal error: …`) and Swift Testing issues
/// (`✘ Test f() recorded an issue at File.swift:53:9: …`). Swift Testing
/// names only the file: such a line is mapped when exactly one tangled file
/// has that name and no other Swift file of the package does. The lines that
/// follow an issue (`↳` comments, `±` differences) are left as they are.
struct ToolOutputRemapper: Sendable {
    var map: SourceMap
    /// The book root's path, to make absolute paths relative.
    var root: String
    /// The root with symlinks resolved (`/tmp` → `/private/tmp` on macOS):
    /// compilers may print either.
    var resolvedRoot: String
    /// Names of Swift files in the package that no chapter produces.
    var untangledFileNames: Set<String>

    init(map: SourceMap, root: String, untangledFileNames: Set<String> = []) {
        self.map = map
        self.root = root.hasSuffix("/") ? String(root.dropLast()) : root
        resolvedRoot = URL(fileURLWithPath: self.root).resolvingSymlinksInPath().path
        self.untangledFileNames = untangledFileNames
    }

    /// The line to print for `line`: mapped when it points into a tangled
    /// file line that came from a chapter, else unchanged.
    func remap(_ line: String) -> String {
        if let mapped = compilerDiagnostic(line) { return mapped }
        if let mapped = swiftTestingIssue(line) { return mapped }
        return line
    }

    /// `PATH:LINE[:COL]: error|warning|note: MESSAGE` (compilers; XCTest
    /// omits the column) and `Module/File.swift:LINE: Fatal error: MESSAGE`.
    func compilerDiagnostic(_ line: String) -> String? {
        mappedCompilerDiagnostic(line)?.text
    }

    /// The mapped line, with the tangled file and chapter it points at.
    func mappedCompilerDiagnostic(_ line: String) -> (text: String, tangled: String, origin: SourceMap.Origin)? {
        guard let swiftEnd = line.range(of: ".swift:") else { return nil }
        let path = String(line[..<swiftEnd.lowerBound]) + ".swift"
        var rest = line[swiftEnd.upperBound...]
        guard let lineNumber = leadingNumber(&rest) else { return nil }
        var column: Int?
        if rest.hasPrefix(":"), let number = leadingNumber(&rest, dropping: 1) { column = number }
        guard rest.hasPrefix(": ") else { return nil }
        rest = rest.dropFirst(2)
        let severity: String
        var message = rest
        if let known = ["error: ", "warning: ", "note: "].first(where: { rest.hasPrefix($0) }) {
            severity = known
            message = rest.dropFirst(known.count)
        } else if rest.hasPrefix("Fatal error") {
            severity = "error: "
        } else {
            return nil
        }
        guard let tangled = tangledPath(path), let origin = map.origin(of: tangled, line: lineNumber) else {
            return nil
        }
        let place = column.map { "\(tangled):\(lineNumber):\($0)" } ?? "\(tangled):\(lineNumber)"
        let chapterColumn = column.map { ":\($0 + origin.columnOffset)" } ?? ""
        return ("\(origin.path):\(origin.line)\(chapterColumn): \(severity)\(message) [\(place)]", tangled, origin)
    }

    /// `✘ Test NAME recorded an issue[ with N arguments …] at FILE.swift:LINE:COL[: MESSAGE]`
    /// (Swift Testing's issue line; a known issue becomes a note, a warning a warning).
    func swiftTestingIssue(_ line: String) -> String? {
        guard let recorded = line.range(of: " recorded a") else { return nil }
        var searchStart = recorded.upperBound
        while let at = line.range(of: " at ", range: searchStart..<line.endIndex) {
            searchStart = at.upperBound
            var rest = line[at.upperBound...]
            guard let swiftEnd = rest.range(of: ".swift:") else { return nil }
            let name = String(rest[..<swiftEnd.lowerBound]) + ".swift"
            guard !name.contains(" ") else { continue }
            rest = rest[swiftEnd.upperBound...]
            guard let lineNumber = leadingNumber(&rest), rest.hasPrefix(":"),
                let column = leadingNumber(&rest, dropping: 1), rest.isEmpty || rest.hasPrefix(": ")
            else { continue }
            let message = rest.dropFirst(2)
            let tangled: String? = name.contains("/") ? tangledPath(name) : uniqueTangledPath(named: name)
            guard let tangled, let origin = map.origin(of: tangled, line: lineNumber) else { return nil }
            let what = line[..<at.lowerBound].drop { !$0.isLetter }
            let severity =
                what.contains(" recorded a known issue")
                ? "note" : what.contains(" recorded a warning") ? "warning" : "error"
            let text = message.isEmpty ? "\(what)" : "\(what): \(message)"
            return
                "\(origin.path):\(origin.line):\(column + origin.columnOffset): \(severity): \(text) [\(tangled):\(lineNumber):\(column)]"
        }
        return nil
    }

    /// The tangled file `path` names: a path inside the root (absolute or
    /// relative to it), or `Module/File.swift` as runtime traps print it.
    func tangledPath(_ path: String) -> String? {
        guard let relative = relative(path) else { return nil }
        if map.files[relative] != nil { return relative }
        let parts = relative.split(separator: "/")
        guard parts.count == 2 else { return nil }
        let matches = map.files.keys.filter { $0.hasSuffix("/" + relative) }
        return matches.count == 1 ? matches.first : nil
    }

    /// The one tangled file called `name`, unless another Swift file of
    /// the package has that name too.
    func uniqueTangledPath(named name: String) -> String? {
        if untangledFileNames.contains(name) { return nil }
        return map.path(forFileName: name)
    }

    /// `path` relative to the root, when it lies inside it (or is relative already).
    func relative(_ path: String) -> String? {
        if path.hasPrefix("/") {
            for base in [root, resolvedRoot] where path.hasPrefix(base + "/") {
                return String(path.dropFirst(base.count + 1))
            }
            return nil
        }
        return path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    }

    private func leadingNumber(_ text: inout Substring, dropping prefix: Int = 0) -> Int? {
        let body = text.dropFirst(prefix)
        let digits = body.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let value = Int(digits) else { return nil }
        text = body.dropFirst(digits.count)
        return value
    }
}
