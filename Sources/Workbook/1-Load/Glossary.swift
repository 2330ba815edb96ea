import Foundation

/// `Chapters/glossary.json`: for each translation, the term its prose uses
/// for a concept and the variants it avoids. Optional: a book without the
/// file has no glossary. Parsed strictly, every problem at its line and
/// column; a term with a problem is left out, the others still apply.
///
///     {
///       "about": "…",
///       "cs": {
///         "language": "Czech",
///         "terms": [
///           {"concept": "Swift Task", "en": "task", "use": "task",
///            "avoid": ["úloh*"], "note": "…"}
///         ]
///       }
///     }
struct Glossary: Sendable {
    static let path = "Chapters/glossary.json"
    /// Keys of the file that are not a language.
    static let documentationKeys = ["about"]
    static let sectionKeys = ["language", "terms"]
    static let termKeys = ["concept", "en", "use", "avoid", "note"]

    /// One concept and the words a translation uses and avoids for it.
    struct Term: Sendable {
        var concept: String
        var english: String?
        var use: String
        var avoid: [Avoid]
        var note: String?
        var line: Int
    }

    /// One variant a translation avoids, and where the glossary lists it.
    struct Avoid: Sendable {
        var text: String
        var pattern: GlossaryPattern
        var line: Int
        var column: Int
    }

    /// One language's part of the glossary.
    struct Section: Sendable {
        var language: String
        var name: String
        var terms: [Term]
        /// The section's text as it stands in the file: what a check of
        /// this language's prose depends on, for its cache key.
        var source: String
    }

    /// Language code → its section.
    var sections: [String: Section] = [:]

    /// True when some language avoids some word.
    var hasTerms: Bool {
        sections.values.contains { $0.terms.contains { !$0.avoid.isEmpty } }
    }

    /// The glossary as found on disk.
    enum Loaded: Sendable {
        case missing
        /// Parsed; `problems` lists what was wrong (those parts left out).
        case found(Glossary, problems: [Diagnostic])

        var glossary: Glossary? {
            if case .found(let glossary, _) = self { glossary } else { nil }
        }

        var problems: [Diagnostic] {
            if case .found(_, let problems) = self { problems } else { [] }
        }
    }

    /// Parses the glossary's text for a book in `languages`.
    static func parse(_ text: String, languages: [String]) -> Loaded {
        let root: JSONText.Node
        do throws(JSONText.SyntaxError) {
            root = try JSONText.parse(text)
        } catch {
            return .found(
                Glossary(),
                problems: [.error(path, error.line, error.column, "glossary.json is not valid JSON: \(error.message)")])
        }
        var reader = GlossaryReader(text: text, languages: languages)
        let glossary = reader.read(root)
        return .found(glossary, problems: reader.diagnostics.sortedByPlace())
    }
}

// MARK: - Reading

private struct GlossaryReader {
    let text: String
    let languages: [String]
    var diagnostics: [Diagnostic] = []

    mutating func fail(_ line: Int, _ column: Int, _ message: String) {
        diagnostics.append(.error(Glossary.path, line, column, message))
    }

    mutating func read(_ root: JSONText.Node) -> Glossary {
        guard case .object(let members) = root.value else {
            fail(root.line, root.column, "glossary.json must be an object with one key per language, such as \"ru\"")
            return Glossary()
        }
        var glossary = Glossary()
        var seen: Set<String> = []
        for member in members {
            if !seen.insert(member.key).inserted {
                fail(member.line, member.column, "\"\(member.key)\" appears twice in glossary.json")
                continue
            }
            if Glossary.documentationKeys.contains(member.key) { continue }
            guard languages.contains(member.key) else {
                fail(
                    member.line, member.column,
                    "unknown key \"\(member.key)\" in glossary.json: expected one of the book's languages (\(languages.joined(separator: ", "))) or \"about\""
                )
                continue
            }
            if let section = section(member) { glossary.sections[member.key] = section }
        }
        return glossary
    }

    mutating func section(_ member: JSONText.Member) -> Glossary.Section? {
        let language = member.key
        guard case .object(let fields) = member.value.value else {
            fail(
                member.value.line, member.value.column,
                "'\(language)' must be an object with the keys \(Glossary.sectionKeys.joined(separator: ", "))")
            return nil
        }
        let known = fieldsByKey(fields, allowed: Glossary.sectionKeys, in: "'\(language)'")
        var name = ""
        if let field = known["language"] {
            if case .string(let value) = field.value.value {
                name = value
            } else {
                fail(field.value.line, field.value.column, "'\(language).language' must be a string such as \"Czech\"")
            }
        }
        var terms: [Glossary.Term] = []
        switch known["terms"]?.value {
        case nil:
            fail(member.line, member.column, "'\(language)' has no \"terms\" (an array, empty while no term is agreed)")
        case .some(let node):
            guard case .array(let elements) = node.value else {
                fail(node.line, node.column, "'\(language).terms' must be an array of terms, found \(node.kind)")
                break
            }
            var concepts: [String: Int] = [:]
            var avoided: [String: String] = [:]
            for element in elements {
                // A concept is listed once, whether or not its first entry is usable.
                if case .object(let fields) = element.value,
                    let field = fields.first(where: { $0.key == "concept" }),
                    case .string(let concept) = field.value.value, !concept.allSatisfy(\.isWhitespace)
                {
                    let key = ProseWord.fold(concept.split(whereSeparator: \.isWhitespace).joined(separator: " "))
                    if let first = concepts[key] {
                        fail(
                            field.value.line, field.value.column,
                            "'\(language)' lists the concept \"\(concept)\" twice (first at line \(first)); one concept, one term"
                        )
                        continue
                    }
                    concepts[key] = field.value.line
                }
                guard let term = term(element, language: language) else { continue }
                var kept = term
                kept.avoid = term.avoid.filter { avoid in
                    let key = ProseWord.fold(avoid.text)
                    if let other = avoided[key] {
                        fail(
                            avoid.line, avoid.column,
                            "'\(language)' avoids \"\(avoid.text)\" for two concepts (\"\(other)\" and \"\(term.concept)\"); list it under one"
                        )
                        return false
                    }
                    avoided[key] = term.concept
                    return true
                }
                terms.append(kept)
            }
        }
        let source = String(decoding: Array(text.utf8)[member.value.range], as: UTF8.self)
        return Glossary.Section(language: language, name: name, terms: terms, source: source)
    }

    /// One term, or nil (with diagnostics) when it cannot be used.
    mutating func term(_ node: JSONText.Node, language: String) -> Glossary.Term? {
        guard case .object(let fields) = node.value else {
            fail(
                node.line, node.column,
                "a term of '\(language)' must be an object with the keys \(Glossary.termKeys.joined(separator: ", ")), found \(node.kind)"
            )
            return nil
        }
        let before = diagnostics.count
        let known = fieldsByKey(fields, allowed: Glossary.termKeys, in: "a term of '\(language)'")
        let concept = string("concept", known, node: node, language: language, required: true)
        let english = string("en", known, node: node, language: language, required: false)
        let use = string("use", known, node: node, language: language, required: true)
        let note = string("note", known, node: node, language: language, required: false)
        var avoid: [Glossary.Avoid] = []
        if let field = known["avoid"] {
            if case .array(let elements) = field.value.value {
                avoid = elements.compactMap { self.avoid($0, use: use, language: language) }
            } else {
                fail(
                    field.value.line, field.value.column,
                    "'avoid' must be an array of words or phrases, such as [\"úloh*\", \"two words\"]")
            }
        }
        guard diagnostics.count == before, let concept, let use else { return nil }
        return Glossary.Term(concept: concept, english: english, use: use, avoid: avoid, note: note, line: node.line)
    }

    mutating func avoid(_ node: JSONText.Node, use: String?, language: String) -> Glossary.Avoid? {
        guard case .string(let text) = node.value else {
            fail(node.line, node.column, "an 'avoid' entry must be a string, found \(node.kind)")
            return nil
        }
        let pattern: GlossaryPattern
        do throws(GlossaryPatternProblem) {
            pattern = try GlossaryPattern(text)
        } catch {
            fail(node.line, node.column, "the 'avoid' entry \"\(text)\" \(error.message)")
            return nil
        }
        if let use, !use.isEmpty {
            if pattern.matchesAll(of: use) {
                fail(
                    node.line, node.column,
                    "the 'avoid' entry \"\(text)\" is the term this book uses, \"\(use)\": every correct use would be reported"
                )
                return nil
            }
            if pattern.occurs(in: use) {
                fail(
                    node.line, node.column,
                    "the 'avoid' entry \"\(text)\" is part of the term this book uses, \"\(use)\": every correct use would be reported"
                )
                return nil
            }
        }
        return Glossary.Avoid(text: text, pattern: pattern, line: node.line, column: node.column)
    }

    /// A string field; a required one must be there and not blank.
    mutating func string(
        _ key: String, _ fields: [String: JSONText.Member], node: JSONText.Node, language: String, required: Bool
    ) -> String? {
        guard let field = fields[key] else {
            if required { fail(node.line, node.column, "a term of '\(language)' has no \"\(key)\"") }
            return nil
        }
        guard case .string(let value) = field.value.value else {
            fail(field.value.line, field.value.column, "'\(key)' must be a string, found \(field.value.kind)")
            return nil
        }
        if required && value.allSatisfy(\.isWhitespace) {
            fail(field.value.line, field.value.column, "'\(key)' is empty")
            return nil
        }
        return value
    }

    /// The fields by key; an unknown or repeated key is reported.
    mutating func fieldsByKey(
        _ fields: [JSONText.Member], allowed: [String], in place: String
    ) -> [String: JSONText.Member] {
        var result: [String: JSONText.Member] = [:]
        for field in fields {
            guard allowed.contains(field.key) else {
                fail(
                    field.line, field.column,
                    "unknown key \"\(field.key)\" in \(place) (expected \(allowed.joined(separator: ", ")))")
                continue
            }
            guard result[field.key] == nil else {
                fail(field.line, field.column, "\"\(field.key)\" appears twice in \(place)")
                continue
            }
            result[field.key] = field
        }
        return result
    }
}
