/// Holds every ```` ```diagram NAME ```` block of the book to its source:
/// a well-formed info string, a caption with title and description, and a
/// source file for the page's language. Names the sources no block uses, and
/// holds every used component diagram to the stored properties of the code.
struct DiagramUsage {
    /// The source files some block uses, sorted.
    static func usedFiles(_ analysis: BookAnalysis) -> [String] {
        var used: Set<String> = []
        for chapter in analysis.book.chapters {
            for language in analysis.book.manifest.languages {
                for block in chapter.translations[language]?.document.diagrams ?? [] {
                    let path = chapter.translations[language]?.path ?? ""
                    if let file = check(block, language: language, catalog: analysis.diagrams, path: path).1 {
                        used.insert(file)
                    }
                }
            }
        }
        return used.sorted()
    }

    /// The diagnostics of every diagram block and source.
    static func check(_ analysis: BookAnalysis) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var used: Set<String> = []
        let catalog = analysis.diagrams
        for chapter in analysis.book.chapters {
            for language in analysis.book.manifest.languages {
                guard let translation = chapter.translations[language] else { continue }
                for block in translation.document.diagrams {
                    let (problem, file) = check(block, language: language, catalog: catalog, path: translation.path)
                    if let problem { diagnostics.append(problem) }
                    if let file { used.insert(file) }
                }
            }
        }
        for fileName in catalog.fileNames where !used.contains(fileName) && !catalog.broken.contains(fileName) {
            diagnostics.append(
                Diagnostic(
                    path: DiagramCatalog.path(fileName), severity: .warning,
                    message: "no ```diagram block uses this file"))
        }
        // Component diagrams are held to the code: read its stored properties once, if any is used.
        // A chapter that failed to load took its code with it; every type it
        // declares would be reported missing, after the error that matters.
        guard !analysis.hasLoadErrors else { return diagnostics }
        var references: StoredReferences?
        for fileName in used.sorted() {
            guard case .structure(let graph)? = catalog.sources[fileName], graph.kind == .components,
                graph.edges.contains(where: { $0.label != nil })
            else { continue }
            if references == nil { references = StoredReferences(files: analysis.tangledFiles()) }
            diagnostics += references!.diagnostics(for: graph, path: DiagramCatalog.path(fileName))
        }
        return diagnostics
    }

    /// The first problem of one block, and the source file it uses.
    static func check(
        _ diagram: DiagramBlock, language: String, catalog: DiagramCatalog,
        path: String
    ) -> (Diagnostic?, String?) {
        let block = diagram.code
        guard let name = diagram.name else {
            return (
                .error(
                    path, block.line, block.infoColumn,
                    "a diagram block's info string is 'diagram NAME' with one kebab-case name, e.g. 'diagram vip-fetch-user'"
                ), nil
            )
        }
        let nameColumn = diagram.nameColumn
        let caption = diagram.caption
        if caption.title.isEmpty {
            return (
                .error(
                    path, block.line, block.infoColumn,
                    "the diagram block is empty: write its title on the first line, then a description for readers who cannot see the picture"
                ), nil
            )
        }
        if caption.description.isEmpty {
            return (
                .error(
                    path, block.codeLine, 1,
                    "the diagram needs a description after its title: a sentence or two saying what the picture shows, for readers who cannot see it"
                ), nil
            )
        }
        if catalog.isAmbiguous(name) {
            return (
                .error(
                    path, block.line, nameColumn,
                    "both \(DiagramCatalog.folder)/\(name).graph and a trace exist for '\(name)'; keep one"), nil
            )
        }
        guard let file = catalog.fileName(for: name, language: language) else {
            return (
                .error(
                    path, block.line, nameColumn,
                    "no source for diagram '\(name)': add \(DiagramCatalog.folder)/\(name).graph, or \(name).\(language).trace (\(name).trace if its values are the same in every language)"
                ), nil
            )
        }
        return (nil, file)
    }
}
