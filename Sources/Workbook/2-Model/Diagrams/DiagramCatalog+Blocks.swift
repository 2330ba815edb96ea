/// Which source each ```` ```diagram NAME ```` block of a chapter uses.
extension DiagramCatalog {
    /// The source files some block of `book` uses, sorted.
    func usedFiles(_ book: Book) -> [String] {
        var used: Set<String> = []
        for chapter in book.chapters {
            for language in book.manifest.languages {
                guard let translation = chapter.translations[language] else { continue }
                for block in translation.document.diagrams {
                    if let file = source(of: block, language: language, path: translation.path).1 {
                        used.insert(file)
                    }
                }
            }
        }
        return used.sorted()
    }

    /// The first problem of one block, and the source file it uses.
    /// The model needs the file (`BookAnalysis.usedDiagrams`), the
    /// diagram check the problem: both come from this one judgement, so a
    /// block the check rejects never counts as using its source.
    func source(of diagram: DiagramBlock, language: String, path: String) -> (Diagnostic?, String?) {
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
        if isAmbiguous(name) {
            return (
                .error(
                    path, block.line, nameColumn,
                    "both \(Self.folder)/\(name).graph and a trace exist for '\(name)'; keep one"), nil
            )
        }
        guard let file = fileName(for: name, language: language) else {
            return (
                .error(
                    path, block.line, nameColumn,
                    "no source for diagram '\(name)': add \(Self.folder)/\(name).graph, or \(name).\(language).trace (\(name).trace if its values are the same in every language)"
                ), nil
            )
        }
        return (nil, file)
    }
}
