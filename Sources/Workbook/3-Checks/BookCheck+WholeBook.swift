import Foundation

/// The whole-book checks of `BookCheck.all` that are small enough to live
/// beside each other rather than in a file of their own.
extension BookCheck {
    /// A malformed `Chapters/translations.lock`, or entries in it for a
    /// language or chapter the book does not have. A missing lock is fine.
    static func lockProblems(_ analysis: BookAnalysis) -> [Diagnostic] {
        switch analysis.translationLock {
        case .missing: []
        case .malformed(let problems): problems
        case .found(let lock): unknownEntries(in: lock, book: analysis.book)
        }
    }

    /// The book's own `.workbook-learner`, when it has one (a package that
    /// holds both the book and a learner's language): it must parse and
    /// name a language of the book, or every test would explain itself in a
    /// language nobody chose.
    static func learnerFileProblems(book: Book) -> [Diagnostic] {
        let url = book.root.appendingPathComponent(LearnerFile.name)
        guard let data = FileManager.default.contents(atPath: url.path) else { return [] }
        switch LearnerFile.parse(String(decoding: data, as: UTF8.self), languages: book.manifest.languages) {
        case .success: return []
        case .failure(let problem): return [.error(LearnerFile.name, problem.line, problem.column, problem.message)]
        }
    }

    /// For each tangled Swift file, the source language's code joined into
    /// it, in book order and at its chapter lines, scanned with one `#if`
    /// stack as the tangler joins it: imports of Apple-only modules a Linux
    /// build would compile.
    static func appleImportProblems(_ analysis: BookAnalysis) -> [Diagnostic] {
        var order: [String] = []
        var pieces: [String: [AppleImportGuard.Piece]] = [:]
        for snippet in analysis.sourceSnippets() {
            guard let file = snippet.file, file.hasSuffix(".swift") else { continue }
            if pieces[file] == nil { order.append(file) }
            pieces[file, default: []] += importGuardPieces(of: snippet)
        }
        return order.sorted().flatMap { AppleImportGuard.diagnostics(in: pieces[$0] ?? []) }
    }

    /// The parts of `snippet` that reach its tangled file (plain code and
    /// exercise solutions, marker lines left out), each at the chapter line
    /// of its first line.
    static func importGuardPieces(of snippet: Snippet) -> [AppleImportGuard.Piece] {
        var result: [AppleImportGuard.Piece] = []
        var offset = 0  // 0-based line within the block's code
        for (index, segment) in snippet.code.segments.enumerated() {
            switch segment {
            case .plain(let text):
                result.append(.init(code: text, path: snippet.sourcePath, firstLine: snippet.block.codeLine + offset))
                offset += text.newlineCount
            case .exercise(_, let solution, let starter, let line):
                // `//# exercise`, the solution, any other solutions, `//# starter`, the starter, `//# end`.
                result.append(
                    .init(code: solution, path: snippet.sourcePath, firstLine: snippet.block.codeLine + line + 1))
                offset =
                    line + 3 + solution.newlineCount + snippet.code.alternativeLineCount(segment: index)
                    + starter.newlineCount
            }
        }
        return result
    }

    /// `file=` paths that would write through a symlink out of the book or
    /// onto a folder, reported at each block that names them.
    static func diskProblems(book: Book, contents: [Int: [String: TranslationContent]]) -> [Diagnostic] {
        var cache: [String: String?] = [:]
        let realRoot = TargetPath.realPath(of: book.root)
        var result: [Diagnostic] = []
        for chapter in book.chapters {
            for language in book.manifest.languages {
                for snippet in contents[chapter.number]?[language]?.snippets ?? [] {
                    guard let file = snippet.file else { continue }
                    let problem = cache[file] ?? TargetPath.diskProblem(with: file, root: book.root, realRoot: realRoot)
                    cache[file] = problem
                    guard let problem else { continue }
                    result.append(.error(snippet.sourcePath, snippet.block.line, snippet.fileColumn, problem))
                }
            }
        }
        return result
    }

    /// Entries of `lock` that name a language or chapter the book does not
    /// have: warnings at their line, since they are typos or leftovers of a
    /// rename that judge nothing (the next `workbook status --accept` drops
    /// the leftovers).
    static func unknownEntries(in lock: TranslationLock, book: Book) -> [Diagnostic] {
        let languages = Set(book.manifest.languages).subtracting([book.manifest.sourceLanguage])
        let chapters = Set(book.chapters.map(\.folderName))
        var result: [Diagnostic] = []
        for key in lock.entries.keys.sorted() {
            let line = lock.lines[key] ?? 0
            if !languages.contains(key.language) {
                let known = languages.sorted().joined(separator: ", ")
                result.append(
                    .warning(
                        TranslationLock.path, line, 1,
                        "unknown translation language '\(key.language)' (the book translates into \(known)); ignored, and dropped by the next `workbook status --accept`"
                    ))
            } else if !chapters.contains(key.chapter) {
                result.append(
                    .warning(
                        TranslationLock.path, line, key.language.count + 2,
                        "unknown chapter '\(key.chapter)' (no folder Chapters/\(key.chapter)); ignored, and dropped by the next `workbook status --accept`"
                    ))
            }
        }
        return result
    }
}
