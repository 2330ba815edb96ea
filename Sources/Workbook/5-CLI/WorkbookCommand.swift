import Foundation

/// The `workbook` command line as a library type: tests call it with an
/// argument array and a capturing console; `main.swift` only runs it.
public struct WorkbookCommand {
    static let version = "0.1.0"

    static var verbs: [any Verb.Type] {
        [
            BuildVerb.self, TangleVerb.self, CheckVerb.self, TracesVerb.self,
            WatchVerb.self, ExtractVerb.self, ScaffoldVerb.self, ListVerb.self, RenderVerb.self, StatusVerb.self,
            TestVerb.self,
        ]
    }

    /// Verbs that work but are not listed in the help: tools for authors.
    static var hiddenVerbs: [any Verb.Type] { [StemVerb.self] }

    static func verb(named name: String) -> (any Verb.Type)? {
        (verbs + hiddenVerbs).first(where: { $0.usage.name == name })
    }

    var arguments: [String]
    var currentDirectory: URL
    /// Runs trace commands; tests pass a stub.
    var traceRunner: any TraceRunner
    /// The tool and library versions the cache keys hold: this process's,
    /// made once here; tests pass another to play a library upgrade.
    var identity: BuildIdentity
    /// Told of the runs that found nothing changed; tests pass one.
    var observer: RunObserver?

    /// The command the executable runs: the process's folder, the real
    /// `swift run`. `arguments` excludes the program name.
    public init(arguments: [String]) {
        self.init(
            arguments: arguments, currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    }

    /// `arguments` excludes the program name.
    init(
        arguments: [String], currentDirectory: URL,
        traceRunner: any TraceRunner = CachingTraceRunner(base: SwiftRunTraceRunner()),
        identity: BuildIdentity = .running, observer: RunObserver? = nil
    ) {
        self.arguments = arguments
        self.currentDirectory = currentDirectory
        self.traceRunner = traceRunner
        self.identity = identity
        self.observer = observer
    }

    /// Runs the command and returns its exit status (0, 1 or 64).
    public func run(console: Console) -> Int32 {
        var remaining = Arguments(arguments)
        let root: String?
        do {
            root = try remaining.option("--root")
        } catch {
            return usageError(error.message, usage: nil, console: console)
        }
        var context = CommandContext(
            console: console, currentDirectory: currentDirectory, explicitRoot: nil,
            traceRunner: traceRunner, identity: identity, observer: observer)
        context.explicitRoot = root.map(context.resolve)
        guard let verbName = remaining.positional() else {
            if remaining.flag("--version") { console.print(Self.version); return ExitStatus.success }
            if remaining.flag("--help", "-h") { console.print(Self.help); return ExitStatus.success }
            if let first = Arguments(arguments).positionalOrFirst {
                return usageError("Unknown option '\(first)'.", usage: nil, console: console)
            }
            return usageError("Missing subcommand.", usage: nil, console: console)
        }
        if verbName == "help" {
            return help(remaining: &remaining, console: console)
        }
        guard let verb = Self.verb(named: verbName) else {
            return usageError("Unknown subcommand '\(verbName)'.", usage: nil, console: console)
        }
        if remaining.flag("--help", "-h") {
            console.print(verb.usage.help)
            return ExitStatus.success
        }
        do {
            let instance = try verb.init(arguments: &remaining)
            try remaining.expectEmpty()
            return instance.run(context)
        } catch {
            return usageError(error.message, usage: verb.usage, console: console)
        }
    }

    func help(remaining: inout Arguments, console: Console) -> Int32 {
        guard let name = remaining.positional() else {
            console.print(Self.help)
            return ExitStatus.success
        }
        guard let verb = Self.verb(named: name) else {
            return usageError("Unknown subcommand '\(name)'.", usage: nil, console: console)
        }
        console.print(verb.usage.help)
        return ExitStatus.success
    }

    func usageError(_ message: String, usage: Usage?, console: Console) -> Int32 {
        console.printError("Error: \(message)")
        if let usage {
            console.printError("Usage: \(usage.line)")
            console.printError("  See 'workbook help \(usage.name)' for more information.")
        } else {
            console.printError("Usage: workbook <subcommand> [--root <dir>]")
            console.printError("  See 'workbook --help' for more information.")
        }
        return ExitStatus.usage
    }

    static var help: String {
        var text = """
            OVERVIEW: Tangle, check and render the VIP & VIPER workbook.

            The chapters in Chapters/ are the source of truth: their Swift blocks are
            tangled into compiled targets, and the chapters are rendered into Site/.

            USAGE: workbook <subcommand> [--root <dir>]

            OPTIONS:

            """
        text += Usage.columns(Usage.commonOptions + [("--version", "Show the version.")])
        text += "\nSUBCOMMANDS:\n"
        text += Usage.columns(
            verbs.map { ($0.usage.name, $0.usage.abstract) } + [("help", "Show help for a subcommand.")])
        text += "\n  See 'workbook help <subcommand>' for detailed help."
        return text
    }
}

extension Arguments {
    /// The first argument, for an error about an unexpected option.
    var positionalOrFirst: String? { remaining.first }
}
