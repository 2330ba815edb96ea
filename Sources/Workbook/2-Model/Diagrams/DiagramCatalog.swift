import Foundation

/// The diagram sources of a book, `Chapters/diagrams/*.trace` and `*.graph`,
/// read and parsed once per run. A book without that folder has an empty
/// catalog, and nothing about diagrams ever runs for it.
struct DiagramCatalog: Sendable {
    /// The folder, relative to the book root.
    static let folder = "Chapters/diagrams"

    /// A parsed source file.
    enum Source: Sendable {
        case sequence(TraceDocument)
        case structure(GraphDocument)
    }

    /// File name (`vip-fetch-user.en.trace`) → its parsed source.
    private(set) var sources: [String: Source] = [:]
    /// Files that exist but did not parse: their diagnostic is reported once,
    /// at the file, not again at every block that uses them.
    private(set) var broken: Set<String> = []
    /// Trace file name → the command that records it, once the tool agreed to run it.
    private(set) var commands: [String: TraceCommand] = [:]
    /// Every diagram source file name, sorted.
    private(set) var fileNames: [String] = []

    init() {}

    /// The path of a source file relative to the book root.
    static func path(_ fileName: String) -> String { "\(folder)/\(fileName)" }

    /// What a `diagram NAME` block uses on a page in `language`:
    /// `NAME.LANG.trace`, else `NAME.trace`, else `NAME.graph`. Nil when
    /// none exists.
    func fileName(for name: String, language: String) -> String? {
        for candidate in ["\(name).\(language).trace", "\(name).trace", "\(name).graph"]
        where sources[candidate] != nil || broken.contains(candidate) {
            return candidate
        }
        return nil
    }

    /// Both a trace and a graph for `name`: the block would be ambiguous.
    func isAmbiguous(_ name: String) -> Bool {
        let hasGraph = fileNames.contains("\(name).graph")
        return hasGraph
            && fileNames.contains { $0.hasPrefix(name + ".") && $0.hasSuffix(".trace") && Self.diagramName($0) == name }
    }

    /// `vip-fetch-user.de.trace` → `vip-fetch-user`; nil for a name that is no diagram source.
    static func diagramName(_ fileName: String) -> String? {
        let parts = fileName.split(separator: ".", omittingEmptySubsequences: false)
        guard let last = parts.last, last == "trace" || last == "graph" else { return nil }
        guard parts.count == 2 || (parts.count == 3 && last == "trace" && GraphParser.isLanguageCode(parts[1])) else {
            return nil
        }
        let name = String(parts[0])
        return SnippetCode.isValidID(name) ? name : nil
    }

    // MARK: - Loading

    /// Reads every source in `Chapters/diagrams` of the book at `root`;
    /// every problem is of the category `.diagramSource`.
    static func load(root: URL) -> (DiagramCatalog, [Diagnostic]) {
        let (catalog, problems) = loadSources(root: root)
        return (catalog, problems.map { $0.categorized(.diagramSource) })
    }

    private static func loadSources(root: URL) -> (DiagramCatalog, [Diagnostic]) {
        var catalog = DiagramCatalog()
        var diagnostics: [Diagnostic] = []
        let folderURL = root.appendingPathComponent(folder)
        var status = stat()
        guard lstat(folderURL.path, &status) == 0 else { return (catalog, []) }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            return (catalog, [.error(folder, 0, 0, "must be a real folder of the book (it is a symlink or a file)")])
        }
        if let problem = BookLoader.outsideProblem(folderURL, realRoot: BookLoader.realPath(root)) {
            return (catalog, [.error(folder, 0, 0, problem)])
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folderURL.path)) ?? [])
            .filter { !$0.hasPrefix(".") }.sorted()
        var products: [String]?
        for fileName in names {
            let path = Self.path(fileName)
            guard diagramName(fileName) != nil else {
                diagnostics.append(
                    Diagnostic(
                        path: path, severity: .warning,
                        message:
                            "not a diagram source, ignored: sources are NAME.graph, NAME.trace or NAME.LANG.trace, NAME in kebab-case"
                    ))
                continue
            }
            catalog.fileNames.append(fileName)
            let url = folderURL.appendingPathComponent(fileName)
            guard lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
                diagnostics.append(.error(path, 0, 0, "must be a regular file (not a symlink or a folder)"))
                catalog.broken.insert(fileName)
                continue
            }
            let text: String
            do {
                text = try SourceText.read(url, path: path)
            } catch {
                diagnostics += error.diagnostics
                catalog.broken.insert(fileName)
                continue
            }
            if fileName.hasSuffix(".graph") {
                switch GraphDocument.parse(text, path: path) {
                case .success(let graph): catalog.sources[fileName] = .structure(graph)
                case .failure(let problem): diagnostics.append(problem); catalog.broken.insert(fileName)
                }
                continue
            }
            switch TraceDocument.parse(text, path: path) {
            case .success(let trace):
                catalog.sources[fileName] = .sequence(trace)
                if trace.messages.isEmpty {
                    diagnostics.append(
                        Diagnostic(
                            path: path, line: 1, column: 1, severity: .warning,
                            message: "the trace holds no messages yet; run `workbook traces` to record it"))
                }
                if products == nil { products = TraceCommand.executableProducts(root: root) }
                switch TraceCommand.parse(
                    trace.command, column: trace.commandColumn, path: path, products: products ?? [])
                {
                case .success(let command): catalog.commands[fileName] = command
                case .failure(let problem): diagnostics.append(problem)
                }
            case .failure(let problem):
                diagnostics.append(problem)
                catalog.broken.insert(fileName)
            }
        }
        return (catalog, diagnostics)
    }
}
