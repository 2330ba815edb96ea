import Foundation

/// `workbook scaffold vip|viper NAME --into DIR` and
/// `workbook scaffold --xcode-templates DIR`: a new scene or module from the
/// book's tested templates, renamed; never over an existing file.
struct ScaffoldVerb: Verb {
    static let usage = Usage(
        name: "scaffold",
        abstract: "Write a new VIP scene or VIPER module from the book's tested templates.",
        arguments:
            "vip|viper <name> --into <dir> [--ui uikit|swiftui|both] [--lang <lang>] [--module-name <module>] [--dry-run]\n       workbook scaffold --xcode-templates <dir> [--lang <lang>] [--dry-run]",
        options: [
            ("vip|viper", "A VIP scene (Clean Swift) or a VIPER module."),
            ("<name>", "The scene's name, a Swift type name such as Order: every type is named after it."),
            (
                "--into <dir>",
                "An empty or new folder gets a complete package; a folder with a Package.swift gets the files, and the lines to add to it are printed."
            ),
            ("--ui <ui>", "The views to write: uikit, swiftui or both (default: both)."),
            ("--lang <lang>", "Language of the code comments (default: the book's source language)."),
            ("--module-name <module>", "The module (target) name (default: <name>Scene or <name>Module)."),
            ("--dry-run", "List the files and the lines for Package.swift; write nothing."),
            ("--xcode-templates <dir>", "Write Xcode file templates (.xctemplate) that make the same files."),
        ],
        discussion:
            "The templates are the code of the book's appendix \"Scene templates\", which the book compiles and tests like every other module; scaffold renames Sample to <name>. It never overwrites a file: when one is in the way, it lists them all and writes nothing."
    )

    enum Request {
        case scene(kind: ScaffoldKind, name: String, into: String, interfaces: Set<ScaffoldInterface>, module: String?)
        case xcodeTemplates(into: String)
    }

    var request: Request
    var language: String?
    var dryRun: Bool

    init(arguments: inout Arguments) throws(UsageError) {
        dryRun = arguments.flag("--dry-run")
        language = try arguments.option("--lang")
        let xcode = try arguments.option("--xcode-templates")
        let into = try arguments.option("--into")
        let ui = try arguments.option("--ui")
        let module = try arguments.option("--module-name")
        if let xcode {
            if let extra = into.map({ _ in "--into" }) ?? ui.map({ _ in "--ui" })
                ?? module.map({ _ in "--module-name" })
            {
                throw UsageError("'\(extra)' is for a scene; '--xcode-templates' writes the templates of both kinds.")
            }
            if let word = arguments.positional() {
                throw UsageError("'--xcode-templates' takes no scene kind or name; got '\(word)'.")
            }
            request = .xcodeTemplates(into: xcode)
            return
        }
        guard let kindWord = arguments.positional() else {
            throw UsageError("Missing expected argument 'vip|viper'.")
        }
        guard let kind = ScaffoldKind(rawValue: kindWord) else {
            throw UsageError("The kind is 'vip' or 'viper'; got '\(kindWord)'.")
        }
        guard let name = arguments.positional() else {
            throw UsageError(
                "Missing expected argument '<name>', e.g. 'workbook scaffold \(kind.rawValue) Order --into Order'.")
        }
        if let problem = ScaffoldName.problem(withSceneName: name) { throw UsageError(problem + ".") }
        guard let into else { throw UsageError("Missing '--into <dir>': the folder to write the \(kind.title) into.") }
        var interfaces: Set<ScaffoldInterface> = [.uikit, .swiftui]
        if let ui {
            guard let selection = ScaffoldInterface.selection(ui) else {
                throw UsageError("'--ui' is uikit, swiftui or both; got '\(ui)'.")
            }
            interfaces = selection
        }
        if let module, let problem = ScaffoldName.problem(withModuleName: module) { throw UsageError(problem + ".") }
        request = .scene(kind: kind, name: name, into: into, interfaces: interfaces, module: module)
    }

    func run(_ context: CommandContext) -> Int32 {
        guard let analysis = analyze(context) else { return ExitStatus.failure }
        let console = context.console
        if analysis.hasErrors {
            console.report(analysis.diagnostics)
            console.printError("scaffold: the book has errors; fix them first (see 'workbook check')")
            return ExitStatus.failure
        }
        let manifest = analysis.book.manifest
        let language = self.language ?? manifest.sourceLanguage
        guard manifest.languages.contains(language) else {
            console.printError(
                "error: unknown language '\(language)'; the book has \(manifest.languages.joined(separator: ", "))")
            return ExitStatus.failure
        }
        do {
            switch request {
            case .scene(let kind, let name, let into, let interfaces, let module):
                let template = try SceneTemplate.load(kind: kind, analysis: analysis, language: language)
                console.report(Self.staleTemplateWarnings(analysis, kinds: [kind]))
                return try scaffoldScene(
                    template: template, name: name, into: into, interfaces: interfaces, module: module,
                    analysis: analysis, context: context)
            case .xcodeTemplates(let into):
                let templates = try ScaffoldKind.allCases.map { kind throws(DiagnosticsError) in
                    try SceneTemplate.load(kind: kind, analysis: analysis, language: language)
                }
                console.report(Self.staleTemplateWarnings(analysis, kinds: ScaffoldKind.allCases))
                return try writeXcodeTemplates(templates, into: into, context: context)
            }
        } catch {
            console.report(error.diagnostics)
            console.printError("scaffold: nothing was written")
            return ExitStatus.failure
        }
    }
}
