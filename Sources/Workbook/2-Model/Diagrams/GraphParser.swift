/// Reads the text form of `GraphDocument`, line by line. Stops at the first
/// problem, a diagnostic at its line and column.
struct GraphParser {
    let path: String

    /// A word of a line, or a quoted string without its quotes.
    struct Token {
        var text: String
        var column: Int
        var isQuoted: Bool
    }

    /// What an indented line adds to.
    private enum Owner {
        case none, node(Int), edge(Int), layer(Int), note(Int)
    }

    mutating func parse(_ text: String) throws(Diagnostic) -> GraphDocument {
        var document: GraphDocument?
        var owner = Owner.none
        var labelLines: [String: Int] = [:]
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = offset + 1
            if raw.drop(while: { $0 == " " || $0 == "\t" }).first == "#" { continue }
            let tokens = try tokenize(raw, line: line)
            guard let first = tokens.first else { continue }
            let indented = raw.first == " " || raw.first == "\t"
            guard var graph = document else {
                guard !indented, tokens.count == 2, first.text == "diagram",
                    let kind = GraphDocument.Kind(rawValue: tokens[1].text)
                else {
                    throw .error(
                        path, line, first.column, "a graph starts with 'diagram components' or 'diagram layers'")
                }
                document = GraphDocument(kind: kind)
                continue
            }
            if indented {
                try addAttribute(tokens, line: line, to: owner, in: &graph, labelLines: &labelLines)
            } else {
                labelLines = [:]
                owner = try addStatement(tokens, line: line, to: &graph)
            }
            document = graph
        }
        guard let graph = document else {
            throw .error(path, 1, 1, "a graph starts with 'diagram components' or 'diagram layers'")
        }
        try validate(graph)
        return graph
    }

    // MARK: - Statements

    private func addStatement(_ tokens: [Token], line: Int, to graph: inout GraphDocument) throws(Diagnostic) -> Owner {
        let first = tokens[0]
        switch (first.text, graph.kind) {
        case ("node", .components):
            guard tokens.count >= 4, tokens.count <= 5, tokens[2].text == "at", !tokens[1].isQuoted else {
                throw .error(
                    path, line, first.column,
                    "a node is written 'node TypeName at COLUMN,ROW' and, optionally, a \"label\"")
            }
            try checkName(tokens[1], line: line)
            let cell = try parseCell(tokens[3], line: line)
            let label = tokens.count == 5 ? try quoted(tokens[4], line: line) : nil
            graph.nodes.append(
                .init(
                    name: tokens[1].text, column: cell.0, row: cell.1,
                    label: label.map { .init(text: $0) }, line: line))
            return .node(graph.nodes.count - 1)
        case ("layer", .layers):
            guard tokens.count == 3, !tokens[1].isQuoted else {
                throw .error(path, line, first.column, "a layer is written 'layer ID \"Label\"'")
            }
            graph.layers.append(
                .init(id: tokens[1].text, label: .init(text: try quoted(tokens[2], line: line)), line: line))
            return .layer(graph.layers.count - 1)
        case ("note", _):
            guard tokens.count == 2 else { throw .error(path, line, first.column, "a note is written 'note \"Text\"'") }
            graph.notes.append(.init(text: try quoted(tokens[1], line: line)))
            return .note(graph.notes.count - 1)
        case (_, .components) where tokens.count >= 2 && tokens[1].text == "->":
            guard tokens.count >= 4, tokens.count <= 5 else {
                throw .error(
                    path, line, first.column,
                    "a reference is written 'From -> To strong' or 'From -> To weak', then optionally a \"label\"")
            }
            try checkName(first, line: line)
            try checkName(tokens[2], line: line)
            guard tokens[3].text == "strong" || tokens[3].text == "weak", !tokens[3].isQuoted else {
                throw .error(path, line, tokens[3].column, "a reference is 'strong' or 'weak', not '\(tokens[3].text)'")
            }
            let label = tokens.count == 5 ? try quoted(tokens[4], line: line) : nil
            graph.edges.append(
                .init(
                    from: first.text, to: tokens[2].text, isWeak: tokens[3].text == "weak",
                    label: label.map { .init(text: $0) }, line: line))
            return .edge(graph.edges.count - 1)
        default:
            let known =
                graph.kind == .components ? "'node', 'note' and references 'From -> To strong'" : "'layer' and 'note'"
            throw .error(
                path, line, first.column,
                "unknown statement '\(first.text)'; a '\(graph.kind.rawValue)' graph has \(known)")
        }
    }

    private func addAttribute(
        _ tokens: [Token], line: Int, to owner: Owner, in graph: inout GraphDocument,
        labelLines: inout [String: Int]
    ) throws(Diagnostic) {
        let first = tokens[0]
        guard tokens.count == 2 else {
            throw .error(path, line, first.column, "an indented line is 'label.LANG \"Text\"' or 'code \"Text\"'")
        }
        let value = try quoted(tokens[1], line: line)
        if first.text == "code" {
            guard case .layer(let index) = owner else {
                throw .error(path, line, first.column, "'code' belongs to a layer")
            }
            graph.layers[index].code = value
            return
        }
        guard first.text.hasPrefix("label."), Self.isLanguageCode(first.text.dropFirst("label.".count)) else {
            throw .error(
                path, line, first.column,
                "unknown attribute '\(first.text)'; write 'label.LANG \"Text\"' (LANG as in book.json) or 'code \"Text\"'"
            )
        }
        let language = String(first.text.dropFirst("label.".count))
        if let earlier = labelLines[language] {
            throw .error(path, line, first.column, "'label.\(language)' is already given on line \(earlier)")
        }
        labelLines[language] = line
        switch owner {
        case .node(let index) where graph.nodes[index].label != nil:
            graph.nodes[index].label!.translations[language] = value
        case .edge(let index) where graph.edges[index].label != nil:
            graph.edges[index].label!.translations[language] = value
        case .layer(let index):
            graph.layers[index].label.translations[language] = value
        case .note(let index):
            graph.notes[index].translations[language] = value
        default:
            throw .error(
                path, line, first.column, "'label.\(language)' translates the label of the line above, which has none")
        }
    }

    // MARK: - Checks

    private func validate(_ graph: GraphDocument) throws(Diagnostic) {
        var nodes: [String: GraphDocument.Node] = [:]
        var cells: [Int: String] = [:]
        for node in graph.nodes {
            if let other = nodes[node.name] {
                throw .error(path, node.line, 1, "node '\(node.name)' is already declared on line \(other.line)")
            }
            if let other = cells[node.row * 100 + node.column] {
                throw .error(path, node.line, 1, "cell \(node.column),\(node.row) already holds '\(other)'")
            }
            nodes[node.name] = node
            cells[node.row * 100 + node.column] = node.name
        }
        var pairs: [String: Int] = [:]
        for edge in graph.edges {
            for name in [edge.from, edge.to] where nodes[name] == nil {
                throw .error(
                    path, edge.line, 1,
                    "'\(name)' is not a node of this graph; declare it with 'node \(name) at COLUMN,ROW'")
            }
            if edge.from == edge.to {
                throw .error(path, edge.line, 1, "'\(edge.from)' refers to itself; draw references between two parts")
            }
            if let other = pairs[edge.from + " " + edge.to] {
                throw .error(
                    path, edge.line, 1, "the reference \(edge.from) -> \(edge.to) is already drawn on line \(other)")
            }
            pairs[edge.from + " " + edge.to] = edge.line
        }
        if graph.kind == .components && graph.nodes.isEmpty {
            throw .error(path, 1, 1, "the graph has no nodes")
        }
        if graph.kind == .layers && graph.layers.isEmpty {
            throw .error(path, 1, 1, "the graph has no layers")
        }
    }

    private func checkName(_ token: Token, line: Int) throws(Diagnostic) {
        let valid =
            !token.isQuoted && token.text.first.map { $0.isLetter || $0 == "_" } == true
            && token.text.allSatisfy(TraceDocument.isNameCharacter)
        guard valid else {
            throw .error(path, line, token.column, "'\(token.text)' is not a type name (letters, digits, '_' and '.')")
        }
    }

    private func parseCell(_ token: Token, line: Int) throws(Diagnostic) -> (Int, Int) {
        let parts = token.text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let column = Int(parts[0]), let row = Int(parts[1]),
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) }),
            (0...GraphDocument.maxCell).contains(column), (0...GraphDocument.maxCell).contains(row)
        else {
            throw .error(
                path, line, token.column,
                "a cell is 'COLUMN,ROW', two whole numbers from 0 to \(GraphDocument.maxCell), such as '1,0'")
        }
        return (column, row)
    }

    private func quoted(_ token: Token, line: Int) throws(Diagnostic) -> String {
        guard token.isQuoted else {
            throw .error(path, line, token.column, "expected a text in double quotes, found '\(token.text)'")
        }
        guard !token.text.allSatisfy({ $0 == " " }) else {
            throw .error(path, line, token.column, "the text in quotes is empty")
        }
        return token.text
    }

    static func isLanguageCode(_ text: Substring) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count),
            first.allSatisfy({ $0.isASCII && $0.isLowercase })
        else { return false }
        return parts.dropFirst().allSatisfy {
            !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    // MARK: - Tokens

    /// Splits a line into words and quoted strings (`\"` and `\\` escape).
    func tokenize(_ line: Substring, line number: Int) throws(Diagnostic) -> [Token] {
        var tokens: [Token] = []
        var characters = Array(line)[...]
        var column = 1
        while let character = characters.first {
            if character == " " || character == "\t" {
                characters.removeFirst(); column += 1; continue
            }
            let start = column
            if character == "\"" {
                characters.removeFirst(); column += 1
                var text = ""
                var closed = false
                while let next = characters.popFirst() {
                    column += 1
                    if next == "\"" { closed = true; break }
                    if next == "\\", let escaped = characters.first, escaped == "\"" || escaped == "\\" {
                        text.append(escaped); characters.removeFirst(); column += 1; continue
                    }
                    text.append(next)
                }
                guard closed else { throw .error(path, number, start, "the quoted text is never closed") }
                tokens.append(Token(text: text, column: start, isQuoted: true))
            } else {
                var text = ""
                while let next = characters.first, next != " ", next != "\t", next != "\"" {
                    text.append(next); characters.removeFirst(); column += 1
                }
                tokens.append(Token(text: text, column: start, isQuoted: false))
            }
        }
        return tokens
    }
}
