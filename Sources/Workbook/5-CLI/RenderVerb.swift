import Foundation

/// `workbook render FILE.md`: prints the body HTML the site would show for
/// one Markdown file (SPEC §4). Inside a book, a chapter file gets the
/// heading ids of its source-language file, as on the site.
struct RenderVerb: Verb {
    static let usage = Usage(
        name: "render", abstract: "Print the HTML body the site would show for one Markdown file.",
        arguments: "<file>", options: [],
        discussion: "Raw HTML and javascript: links in the file are dropped, as on the site.")

    var file: String

    init(arguments: inout Arguments) throws(UsageError) {
        guard let file = arguments.positional() else {
            throw UsageError("Missing expected argument '<file>'.")
        }
        self.file = file
    }

    func run(_ context: CommandContext) -> Int32 {
        let url = URL(fileURLWithPath: file, relativeTo: context.currentDirectory).standardizedFileURL
        let root = context.explicitRoot ?? BookLoader.findRoot(from: url.deletingLastPathComponent())
        let displayPath = root.map { TargetPath.relative(url, $0) } ?? file
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            context.console.report([.error(displayPath, 0, 0, "is a folder, not a Markdown file")])
            return ExitStatus.failure
        }
        let text: String
        do {
            text = try SourceText.read(url, path: displayPath)
        } catch {
            context.console.report(error.diagnostics)
            return ExitStatus.failure
        }
        let language = url.deletingPathExtension().lastPathComponent
        let document = ChapterDocument(parsing: text, language: language)
        var renderer = ChapterRenderer(
            strings: SiteStrings.for(language),
            // A file rendered alone is no book's model: its ids are made here,
            // as the model makes them, from its chapter's source file if any.
            headingIDs: HeadingIDs.ids(
                for: document.headingTexts, sourceTexts: sourceHeadings(of: url, root: root) ?? document.headingTexts),
            filePages: document.tangledPaths)
        renderer.language = language
        if let root { renderer.diagrams = DiagramCatalog.load(root: root).0 }
        context.console.write(renderer.render(document).html.markup)
        return ExitStatus.success
    }

    /// The heading texts of the source-language file of the same chapter,
    /// when `url` is a chapter file of the book at `root`.
    func sourceHeadings(of url: URL, root: URL?) -> [String]? {
        guard let root,
            let manifestText = try? SourceText.read(
                root.appendingPathComponent(BookManifest.path), path: BookManifest.path),
            let manifest = try? BookManifest.parse(manifestText)
        else { return nil }
        let chapterFolder = url.deletingLastPathComponent()
        guard
            chapterFolder.deletingLastPathComponent().standardizedFileURL.path
                == root.appendingPathComponent("Chapters").standardizedFileURL.path
        else { return nil }
        let sourceURL = chapterFolder.appendingPathComponent("\(manifest.sourceLanguage).md")
        guard let sourceText = try? SourceText.read(sourceURL, path: sourceURL.path) else { return nil }
        return ChapterDocument(parsing: sourceText).headingTexts
    }
}
