/// The stored properties of the book's classes, structs, actors and enums,
/// read from the tangled code with the Swift lexer: `Type.property` → weak
/// or strong, and where it is declared. It lets the analysis hold a
/// component diagram to the code: a reference labelled `view` from
/// `ArticlesPresenter` must be a property `view` of `ArticlesPresenter`,
/// `weak` exactly when the diagram draws it dashed.
struct StoredReferences {
    struct Property: Equatable {
        /// Declared `weak` or `unowned`.
        var isWeak: Bool
        /// The tangled file and line that declare it.
        var path: String
        var line: Int
    }

    /// `Type.name` → the property.
    private(set) var properties: [String: Property] = [:]
    /// Every type declared in the code.
    private(set) var types: Set<String> = []

    init(files: [TangledFile]) {
        for file in files { scan(file.contents, path: file.path) }
    }

    /// Walks one file: a stack of braces, each remembering whether it opened
    /// a type's body; a `var` or `let` right inside one is a stored property.
    private mutating func scan(_ source: String, path: String) {
        let bytes = Array(source.utf8)
        let tokens = SwiftLexer.tokenize(bytes).filter { !$0.isTrivia }
        var scopes: [String?] = []
        var pendingType: String?
        var expectsTypeName = false
        for (index, token) in tokens.enumerated() {
            let text = token.text(in: bytes)
            if expectsTypeName {
                expectsTypeName = false
                if token.kind == .typeName || token.kind == .identifier {
                    pendingType = text
                    types.insert(text)
                    continue
                }
            }
            switch (token.kind, text) {
            case (.keyword, "class"), (.keyword, "struct"), (.keyword, "actor"), (.keyword, "enum"):
                expectsTypeName = true
            case (.keyword, "protocol"), (.keyword, "extension"), (.keyword, "func"), (.keyword, "init"):
                pendingType = nil
            case (.punctuation, "{"):
                scopes.append(pendingType)
                pendingType = nil
            case (.punctuation, "}"):
                if !scopes.isEmpty { scopes.removeLast() }
            case (.keyword, "var"), (.keyword, "let"):
                guard let owner = scopes.last ?? nil, index + 1 < tokens.count else { continue }
                let next = tokens[index + 1]
                guard next.kind == .identifier || next.kind == .typeName else { continue }
                let name = next.text(in: bytes)
                let key = "\(owner).\(name)"
                if properties[key] == nil {
                    properties[key] = Property(
                        isWeak: Self.isWeak(before: index, tokens: tokens, bytes: bytes),
                        path: path, line: next.line)
                }
            default:
                break
            }
        }
    }

    /// True when the modifiers right before the `var` at `index` hold `weak` or `unowned`.
    private static func isWeak(before index: Int, tokens: [SwiftToken], bytes: [UInt8]) -> Bool {
        var cursor = index - 1
        while cursor >= 0 {
            let token = tokens[cursor]
            let text = token.text(in: bytes)
            if text == "weak" || text == "unowned" { return true }
            let modifier =
                token.kind == .keyword || token.kind == .attribute
                || (token.kind == .punctuation && (text == "(" || text == ")")) || text == "set"
            guard modifier, tokens[cursor].line == tokens[index].line else { return false }
            cursor -= 1
        }
        return false
    }

    /// Problems of a component graph against the code: every labelled
    /// reference must be a stored property of its source type, weak exactly
    /// when the graph says so.
    func diagnostics(for graph: GraphDocument, path: String) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for edge in graph.edges {
            guard let label = edge.label?.text else { continue }
            guard types.contains(edge.from) else {
                result.append(
                    .error(
                        path, edge.line, 1,
                        "the book's code declares no type '\(edge.from)'; a labelled reference starts at a class, struct or actor of the code"
                    ))
                continue
            }
            guard let property = properties["\(edge.from).\(label)"] else {
                result.append(
                    .error(
                        path, edge.line, 1,
                        "'\(edge.from)' has no stored property '\(label)' in the book's code; label the reference with the property that holds it"
                    ))
                continue
            }
            if property.isWeak != edge.isWeak {
                let code = property.isWeak ? "weak" : "strong"
                let drawn = edge.isWeak ? "weak" : "strong"
                result.append(
                    .error(
                        path, edge.line, 1,
                        "'\(edge.from).\(label)' is a \(code) reference in the code (\(property.path):\(property.line)), but the diagram draws it \(drawn)"
                    ))
            }
        }
        return result
    }
}
