/// Holds every translation to the source language's skeleton and code
/// (SPEC §3): the same outline (headings by level, tables, code blocks with
/// their info strings) and the same Swift code once comments are removed.
enum TranslationConsistency {
    /// How translations' code must agree in whitespace outside comments.
    static let whitespace = CodeComparison.Whitespace.exact
}

extension TranslationConsistency: ChapterCheck {
    static let entry = "translations"

    /// Every translation of the scope's chapter held to its source-language file.
    static func diagnostics(of scope: ChapterScope) -> [Diagnostic] {
        let chapter = scope.chapter
        let sourceLanguage = scope.sourceLanguage
        var result: [Diagnostic] = []
        do {
            guard let source = chapter.translations[sourceLanguage],
                let sourceContent = scope.contents[sourceLanguage]
            else { return [] }
            for language in scope.languages where language != sourceLanguage {
                guard let translation = chapter.translations[language],
                    let content = scope.contents[language]
                else { continue }
                let outlineProblem = outlineDifference(
                    source: source, sourceOutline: sourceContent.outline,
                    translation: translation, outline: content.outline)
                if let outlineProblem { result.append(outlineProblem) }
                result += codeDifferences(
                    source: source, sourceSnippets: sourceContent.snippets,
                    translation: translation, snippets: content.snippets,
                    reportCount: outlineProblem == nil)
            }
        }
        return result
    }

    /// The first place where the translation's skeleton departs from the source's.
    static func outlineDifference(
        source: Translation, sourceOutline: [OutlineItem],
        translation: Translation, outline: [OutlineItem]
    ) -> Diagnostic? {
        let sourceName = fileName(source.path)
        for index in 0..<max(sourceOutline.count, outline.count) {
            let expected = index < sourceOutline.count ? sourceOutline[index] : nil
            let found = index < outline.count ? outline[index] : nil
            if expected?.kind == found?.kind { continue }
            switch (expected, found) {
            case let (expected?, found?):
                return .error(
                    translation.path, found.line, found.column,
                    "structure differs from \(sourceName):\(expected.line): expected \(expected.kind), found \(found.kind)"
                )
            case let (expected?, nil):
                return .error(
                    translation.path, translation.document.lineCount, 1,
                    "structure differs from \(sourceName):\(expected.line): \(expected.kind) is missing at the end")
            case let (nil, found?):
                return .error(
                    translation.path, found.line, found.column,
                    "structure differs from \(sourceName): \(found.kind) that \(sourceName) does not have")
            case (nil, nil):
                return nil
            }
        }
        return nil
    }

    /// Snippets compared pairwise, in order: the same `file=` and the same
    /// code. One diagnostic per differing snippet.
    static func codeDifferences(
        source: Translation, sourceSnippets: [Snippet],
        translation: Translation, snippets: [Snippet], reportCount: Bool
    ) -> [Diagnostic] {
        let sourceName = fileName(source.path)
        var result: [Diagnostic] = []
        for (expected, found) in zip(sourceSnippets, snippets) {
            if expected.file != found.file {
                result.append(
                    .error(
                        translation.path, found.block.line, found.block.infoColumn,
                        "code block goes to \(found.file.map { "file=\($0)" } ?? "'ignore'") but \(sourceName):\(expected.block.line) has \(expected.file.map { "file=\($0)" } ?? "'ignore'")"
                    ))
                continue
            }
            if expected.code.exerciseIDs != found.code.exerciseIDs
                || expected.code.alternatives.map(\.name) != found.code.alternatives.map(\.name)
            {
                result.append(
                    .error(
                        translation.path, found.block.codeLine, 1,
                        "exercise markers differ from \(sourceName):\(expected.block.line): expected \(expected.code.exerciseIDs), found \(found.code.exerciseIDs)"
                    ))
                continue
            }
            if let difference = CodeComparison.firstDifference(
                expected: expected.block.literal,
                actual: found.block.literal,
                whitespace: Self.whitespace)
            {
                let line = found.block.codeLine + difference.actual.line - 1
                let sourceLine = expected.block.codeLine + difference.expected.line - 1
                let differs = difference.isWhitespace ? "code differs in whitespace" : "code differs"
                result.append(
                    .error(
                        translation.path, line, difference.actual.column,
                        "\(differs) from \(sourceName):\(sourceLine): \(difference.message)"))
            }
        }
        if reportCount && sourceSnippets.count != snippets.count {
            let line =
                snippets.count > sourceSnippets.count
                ? snippets[sourceSnippets.count].block.line : translation.document.lineCount
            result.append(
                .error(
                    translation.path, line, 1,
                    "\(fileName(translation.path)) has \(snippets.count) swift blocks, \(sourceName) has \(sourceSnippets.count)"
                ))
        }
        return result
    }

    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
