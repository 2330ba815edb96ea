/// The glossary held against the prose of each translation: a variant a
/// language's section avoids, found in that language's chapter files
/// outside code, HTML, block quotes and quotations, is an error at its line
/// and column, unless an allowance comment on the line before lets it be.
///
///     Chapters/09-…/cs.md:120:14: error: glossary: "úloha" — this book says "task" for the concept "Swift Task" (Chapters/glossary.json)
///
/// Only `check` and `status` run it (`BookCheck.stopsBuild`): a build does
/// not depend on the words a translation chooses. A chapter is read again only when its files or
/// the glossary's sections for its languages changed (`ChapterCheckMemo`).
enum GlossaryCheck: ChapterCheck {
    static let entry = "glossary"

    /// What the terms of each language find in that language's chapter
    /// file; the glossary's sections are part of the scope's key.
    static func diagnostics(of scope: ChapterScope) -> [Diagnostic] {
        guard let glossary = scope.glossary.glossary else { return [] }
        return scope.languages.flatMap { language -> [Diagnostic] in
            guard let section = glossary.sections[language], section.terms.contains(where: { !$0.avoid.isEmpty }),
                let translation = scope.chapter.translations[language]
            else { return [] }
            return GlossaryMatcher(section).diagnostics(
                ProseText(markdown: translation.document.markdown.text), path: translation.path)
        }
    }
}

/// One language's terms, indexed for the walk over a chapter's words.
struct GlossaryMatcher: Sendable {
    struct Entry: Sendable {
        var term: Glossary.Term
        var avoid: Glossary.Avoid
    }

    /// Entries by the folded first word they must see exactly.
    var byWord: [String: [Entry]] = [:]
    /// Entries whose first word takes any ending, by its first character.
    var byPrefix: [Character: [Entry]] = [:]

    init(_ section: Glossary.Section) {
        for term in section.terms {
            for avoid in term.avoid {
                let first = avoid.pattern.words[0]
                let entry = Entry(term: term, avoid: avoid)
                if first.isPrefix {
                    byPrefix[first.folded.first ?? " ", default: []].append(entry)
                } else {
                    byWord[first.folded, default: []].append(entry)
                }
            }
        }
    }

    /// One variant found in the prose.
    struct Finding {
        var entry: Entry
        /// The words as written, white space as one space.
        var text: String
        var folded: String
        var line: Int
        var column: Int
    }

    /// Every variant in `prose`, in order.
    func findings(_ prose: ProseText) -> [Finding] {
        var result: [Finding] = []
        for stretch in prose.stretches {
            var covered = 0
            for index in stretch.indices where index >= covered {
                let word = stretch[index]
                let candidates = (byWord[word.folded] ?? []) + (word.folded.first.flatMap { byPrefix[$0] } ?? [])
                // The longest variant that starts here, so "asynchronní úloha" wins over "úloha" further on.
                var best: (entry: Entry, count: Int)?
                for entry in candidates {
                    guard let count = entry.avoid.pattern.match(stretch, at: index) else { continue }
                    if best == nil || count > best!.count { best = (entry, count) }
                }
                guard let best else { continue }
                covered = index + best.count
                let words = stretch[index..<index + best.count]
                var text = words.first!.text
                var folded = words.first!.folded
                for next in words.dropFirst() {
                    text += (next.gap ?? " ") + next.text
                    folded += (next.gap ?? " ") + next.folded
                }
                result.append(
                    Finding(entry: best.entry, text: text, folded: folded, line: word.line, column: word.column))
            }
        }
        return result
    }

    /// The findings in `prose` as errors at `path`, less the ones an
    /// allowance comment lets be; an allowance that lets nothing be is a
    /// warning, and a glossary comment that is not understood an error.
    func diagnostics(_ prose: ProseText, path: String) -> [Diagnostic] {
        var allowances = prose.allowances.map { (allowance: $0, unused: $0.words) }
        var result: [Diagnostic] = []
        for finding in findings(prose) {
            let allowedBy = allowances.indices.first { index in
                allowances[index].allowance.line == finding.line
                    && allowances[index].unused.contains {
                        $0 == finding.folded || $0 == ProseWord.fold(finding.entry.avoid.text)
                    }
            }
            if let allowedBy {
                let position = allowances[allowedBy].unused.firstIndex {
                    $0 == finding.folded || $0 == ProseWord.fold(finding.entry.avoid.text)
                }!
                allowances[allowedBy].unused.remove(at: position)
                continue
            }
            let term = finding.entry.term
            result.append(
                .error(
                    path, finding.line, finding.column,
                    "glossary: \"\(finding.text)\" — this book says \"\(term.use)\" for the concept \"\(term.concept)\" (\(Glossary.path))"
                ))
        }
        for (allowance, unused) in allowances {
            for word in unused {
                result.append(
                    .warning(
                        path, allowance.commentLine, allowance.commentColumn,
                        "glossary: the allowance for \"\(word)\" lets nothing be: line \(allowance.line) has no such variant of a glossary term; remove the comment"
                    ))
            }
        }
        for problem in prose.problems {
            result.append(.error(path, problem.line, problem.column, problem.message))
        }
        return result.sortedByPlace()
    }
}
