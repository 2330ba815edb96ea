import Foundation

/// The files of one scaffold kind as the book tangles them in one language:
/// the templates `workbook scaffold` renames. They come from the book's
/// chapters (the appendix "Scene templates"), tangled exactly as `tangle`
/// does, with the place in the chapter of every line.
struct SceneTemplate: Sendable {
    enum Role: Sendable, Equatable {
        case source
        case tests
    }

    /// One tangled file of the templates.
    struct File: Sendable {
        var role: Role
        /// The path inside its template folder, e.g. `SampleInteractor.swift`.
        var name: String
        /// The code, without the tangled file's generated header.
        var text: String
        /// The chapter place of each line (index 0 is line 1).
        var origins: [SourceMap.Origin?]
        /// The views it needs; empty for a file every scene gets.
        var interfaces: Set<ScaffoldInterface>
        /// Its tokens, trivia included.
        var tokens: [SwiftToken]
        /// The book path it is tangled to, e.g. `Sources/SampleScene/SampleInteractor.swift`.
        var bookPath: String
    }

    let kind: ScaffoldKind
    let language: String
    var files: [File]

    /// The templates of `kind` in `language`, from an analysis of the book.
    /// Fails with a diagnostic when the book has none, or when a file every
    /// scene gets uses a type that only a file of one interface declares.
    static func load(
        kind: ScaffoldKind, analysis: BookAnalysis, language: String
    ) throws(DiagnosticsError) -> SceneTemplate {
        let folders = [(kind.sourceFolder, Role.source), (kind.testFolder, Role.tests)]
        let snippets = analysis.sourceSnippets(language: language).filter { snippet in
            guard let file = snippet.file else { return false }
            return folders.contains { file.hasPrefix($0.0 + "/") }
        }
        let tangled = Tangler().tangle(snippets)
        for (folder, _) in folders where !tangled.contains(where: { $0.path.hasPrefix(folder + "/") }) {
            throw DiagnosticsError([
                .error(
                    BookManifest.path, 0, 0,
                    "the book has no \(kind.title) template: no chapter tangles into \(folder) (see the appendix \"Scene templates\")"
                )
            ])
        }
        var files: [File] = []
        for file in tangled {
            guard let (folder, role) = folders.first(where: { file.path.hasPrefix($0.0 + "/") }) else { continue }
            files.append(
                File(
                    role: role, name: String(file.path.dropFirst(folder.count + 1)), text: file.body,
                    origins: file.origins, interfaces: [], tokens: SwiftLexer.tokenize(file.body),
                    bookPath: file.path))
        }
        var template = SceneTemplate(kind: kind, language: language, files: files)
        try template.classifyInterfaces()
        return template
    }

    /// The files a scene with the views `interfaces` gets.
    func files(for interfaces: Set<ScaffoldInterface>) -> [File] {
        files.filter { $0.interfaces.isSubset(of: interfaces) }
    }

    /// Where `token` of `file` is in the chapter, as a diagnostic's place;
    /// the tangled file's place when the line has no origin.
    func place(of token: SwiftToken, in file: File) -> (path: String, line: Int, column: Int) {
        if token.line - 1 < file.origins.count, let origin = file.origins[token.line - 1] {
            return (origin.path, origin.line, token.column + origin.columnOffset)
        }
        return (file.bookPath, token.line, token.column)
    }

    /// Every name the code uses (comments and strings aside), with its first place.
    func codeNames() -> [String: (file: Int, token: SwiftToken)] {
        var names: [String: (file: Int, token: SwiftToken)] = [:]
        for (index, file) in files.enumerated() {
            let bytes = Array(file.text.utf8)
            for token in file.tokens {
                let name: String
                switch token.kind {
                case .identifier, .typeName:
                    name = token.text(in: bytes).trimmingCharacters(in: CharacterSet(charactersIn: "`"))
                case .attribute:
                    name = String(token.text(in: bytes).dropFirst())
                default:
                    continue
                }
                if names[name] == nil { names[name] = (index, token) }
            }
        }
        return names
    }
}
