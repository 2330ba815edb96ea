/// Holds every ```` ```diagram NAME ```` block of the book to its source:
/// a well-formed info string, a caption with title and description, and a
/// source file for the page's language. Names the sources no block uses, and
/// holds every used component diagram to the stored properties of the code.
struct DiagramUsage {
    /// The diagnostics of every diagram block and source.
    static func check(_ analysis: BookAnalysis) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var used: Set<String> = []
        let catalog = analysis.diagrams
        for chapter in analysis.book.chapters {
            for language in analysis.book.manifest.languages {
                guard let translation = chapter.translations[language] else { continue }
                for block in translation.document.diagrams {
                    let (problem, file) = catalog.source(of: block, language: language, path: translation.path)
                    if let problem { diagnostics.append(problem) }
                    if let file { used.insert(file) }
                }
            }
        }
        for fileName in catalog.fileNames where !used.contains(fileName) && !catalog.broken.contains(fileName) {
            diagnostics.append(
                Diagnostic(
                    path: DiagramCatalog.path(fileName), severity: .warning,
                    message: "no ```diagram block uses this file"
                ).categorized(.diagramSource))
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
                .map { $0.categorized(.diagramSource) }
        }
        return diagnostics
    }
}
