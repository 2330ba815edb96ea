import Foundation
import Synchronization

/// `workbook test [ARGS]`: tangles when the chapters changed, runs
/// `swift test ARGS` in the book's package, and prints its output as it
/// comes, with every compiler diagnostic and test failure in a tangled file
/// moved to its chapter line (through `.workbook/sourcemap.json`). The exit
/// status is `swift test`'s own.
struct TestVerb: Verb {
    static let usage = Usage(
        name: "test", abstract: "Run swift test, showing errors and failures at their chapter lines.",
        arguments: "[<swift-test-argument> ...]",
        options: [],
        discussion: """
            Tangles first when the tangled files are out of date with the chapters (as `workbook tangle` \
            would; when that refuses, no test runs and the status is 1). Then runs `swift test` with the \
            arguments given (after an optional `--`), printing each line as it arrives. A compiler error, \
            warning or note, an XCTest failure or a Swift Testing issue in a tangled file is printed at \
            the source language's chapter line, Chapters/NN-slug/en.md:LINE:COL, with the tangled place \
            in brackets; every other line is printed as swift test wrote it. The exit status is swift \
            test's (128+N when a signal N ended it).
            """)

    /// What goes to `swift test` after `test`.
    var swiftArguments: [String]

    init(arguments: inout Arguments) throws(UsageError) {
        var rest = arguments.takeAll()
        if rest.first == "--" { rest.removeFirst() }
        swiftArguments = rest
    }

    func run(_ context: CommandContext) -> Int32 {
        guard let root = context.reportedRoot() else { return ExitStatus.failure }
        return run(context, process: .swift(["test"] + swiftArguments, directory: root))
    }

    /// Tangles if needed, then runs `process` with its output remapped.
    func run(_ context: CommandContext, process: LineStreamingProcess) -> Int32 {
        guard let analysis = context.analyzeBook() else { return ExitStatus.failure }
        let root = analysis.book.root
        guard Self.tangleIfNeeded(analysis, context) else { return ExitStatus.failure }
        // The files on disk are now the tangler's: its record of where each
        // line came from is the map (the stored copy is for other tools, and
        // may be unwritable).
        let map = SourceMap.build(analysis.tangledFiles())
        let remapper = ToolOutputRemapper(
            map: map, root: root.path, untangledFileNames: Self.untangledSwiftFileNames(root: root, map: map))
        let console = context.console
        // Each stream's code excerpt under a mapped diagnostic, renumbered.
        let excerpts = Mutex<(out: ToolOutputRemapper.Excerpt?, error: ToolOutputRemapper.Excerpt?)>((nil, nil))
        return process.run { stream, line in
            excerpts.withLock { state in
                switch stream {
                case .out: console.print(remapper.remap(line, excerpt: &state.out))
                case .error: console.printError(remapper.remap(line, excerpt: &state.error))
                }
            }
        }
    }

    /// Runs the tangle when a tangled file or the source map differs from
    /// what the chapters give; false after printing why it refused.
    static func tangleIfNeeded(_ analysis: BookAnalysis, _ context: CommandContext) -> Bool {
        var (diagnostics, transaction) = Build.tangle(force: false).stage(analysis)
        context.console.report(diagnostics)
        if diagnostics.containsErrors {
            transaction.discard()
            let count = diagnostics.filter { $0.severity == .error }.count
            context.console.printError(
                "test: \(count) error\(count == 1 ? "" : "s"); nothing was tangled and no test was run")
            return false
        }
        let notRemoved: [Diagnostic]
        do {
            notRemoved = try transaction.commit()
        } catch {
            context.console.report(error.diagnostics)
            context.console.printError("test: no test was run")
            return false
        }
        for path in transaction.writtenPaths where !path.hasPrefix(".workbook/") {
            context.console.print("wrote \(path)")
        }
        for path in transaction.removedPaths { context.console.print("removed \(path)") }
        // A stale tangled file left in place would be compiled with the tests.
        guard notRemoved.isEmpty else {
            context.console.report(notRemoved)
            context.console.printError("test: no test was run")
            return false
        }
        return true
    }

    /// Names of the Swift files under `Sources/` and `Tests/` that no
    /// chapter produces: a Swift Testing issue names only its file, so a
    /// tangled file that shares its name with one of these is never guessed.
    static func untangledSwiftFileNames(root: URL, map: SourceMap) -> Set<String> {
        var names = Set<String>()
        for folder in ["Sources", "Tests"] {
            guard
                let enumerator = FileManager.default.enumerator(
                    at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil,
                    options: [.skipsHiddenFiles])
            else { continue }
            for case let url as URL in enumerator where url.pathExtension == "swift" {
                let path = TargetPath.relative(url, root)
                if map.files[path] == nil { names.insert(url.lastPathComponent) }
            }
        }
        return names
    }
}
