/// How much an exercise asks of a learner, measured on its first solution
/// (the one tangled into the book):
///
/// - `lines`: the solution's lines that hold code (blank lines and lines
///   holding only comments do not count), over every region of the exercise;
/// - `bodies`: the distinct bodies the learner writes in: for every token of
///   the solution, the innermost function, initializer, accessor or closure
///   body that holds it (a region that declares a method, or opens a
///   closure, touches that body too);
/// - `types`: the distinct types the learner writes in: for every token of
///   the solution, the innermost type that holds it, by name (`extension
///   Foo` is `Foo`, wherever it is declared);
/// - `score = lines + bodies + types`: one more line costs as much as one
///   more place to keep in mind.
///
/// Control-flow blocks (`if`, `guard`, `for`, `switch`…) are neither bodies
/// nor types. Other reference solutions (`//# solution NAME`) are not
/// measured.
struct ExerciseDifficulty: Equatable, Sendable {
    var lines: Int
    var bodies: Int
    var types: Int

    var score: Int { lines + bodies + types }

    /// Measures exercise `id` over the code of the snippets that hold its regions.
    static func measure(_ id: String, in codes: [SnippetCode]) -> ExerciseDifficulty {
        var lines = 0
        var bodies = Set<[Int]>()
        var types = Set<String>()
        for (codeIndex, code) in codes.enumerated() {
            // The snippet with its solutions in place, and where each region of `id` lies in it.
            var text = ""
            var regions: [Range<Int>] = []
            for segment in code.segments {
                switch segment {
                case .plain(let plain):
                    text += plain
                case .exercise(let regionID, let solution, _, _):
                    let start = text.utf8.count
                    text += solution
                    if regionID == id { regions.append(start..<text.utf8.count) }
                }
            }
            guard !regions.isEmpty else { continue }
            let measured = ScopeWalk(text).measure(regions)
            lines += measured.lines
            for body in measured.bodies { bodies.insert([codeIndex, body]) }
            types.formUnion(measured.types)
        }
        return ExerciseDifficulty(lines: lines, bodies: bodies.count, types: types.count)
    }
}

/// Walks the tokens of one snippet and keeps the stack of braces open at
/// each of them, each brace classified by the declaration it opens.
private struct ScopeWalk {
    enum Scope {
        /// A type or an extension, by the type's name.
        case type(String)
        /// A function, initializer, accessor or closure body, by the offset of its `{`.
        case body(Int)
        /// A control-flow block or anything else that is neither.
        case block
    }

    let text: String
    let tokens: [SwiftToken]

    init(_ text: String) {
        self.text = text
        tokens = SwiftLexer.tokenize(text)
    }

    static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "extension", "protocol"]
    static let bodyKeywords: Set<String> = ["func", "init", "deinit", "subscript", "var"]
    static let accessors: Set<String> = ["get", "set", "willSet", "didSet", "_read", "_modify"]
    static let controlKeywords: Set<String> = [
        "if", "guard", "else", "for", "while", "repeat", "switch", "do", "catch", "defer",
    ]

    /// Lines, bodies and types of the tokens inside `regions` (byte ranges).
    func measure(_ regions: [Range<Int>]) -> (lines: Int, bodies: Set<Int>, types: Set<String>) {
        var stack: [Scope] = []
        // What the next `{` opens, from the declaration or statement keyword before it.
        var pending: Scope?
        var pendingTypeName: String?
        // Argument closures open at these depths, with what was pending before them.
        var resumes: [(depth: Int, pending: Scope?)] = []
        var expectsTypeName = false
        var previous: SwiftToken?
        var lines = Set<Int>()
        var bodies = Set<Int>()
        var types = Set<String>()
        let significant = tokens.filter { !$0.isTrivia }
        for (index, token) in significant.enumerated() {
            let word = token.text(in: text)
            let inRegion = regions.contains { $0.contains(token.start) }
            if inRegion {
                lines.insert(token.line)
                if let body = stack.last(where: { if case .body = $0 { true } else { false } }),
                    case .body(let offset) = body
                {
                    bodies.insert(offset)
                }
                if let type = stack.last(where: { if case .type = $0 { true } else { false } }),
                    case .type(let name) = type
                {
                    types.insert(name)
                }
            }
            if expectsTypeName, token.kind == .identifier || token.kind == .typeName {
                pendingTypeName = word
                expectsTypeName = false
            }
            switch (token.kind, word) {
            case (.punctuation, "{"):
                let opened: Scope
                let before = previous.map { $0.text(in: text) } ?? ""
                if ["(", ",", ":", "["].contains(before) {
                    // A closure passed as an argument (`first(where: { … })`): a body,
                    // and the statement around it still decides what the next `{` opens.
                    stack.append(.body(token.start))
                    resumes.append((stack.count, pending))
                    pending = nil
                    if inRegion { bodies.insert(token.start) }
                    previous = token
                    continue
                }
                let after = index + 1 < significant.count ? significant[index + 1].text(in: text) : ""
                if Self.accessors.contains(before) {
                    opened = .body(token.start)
                } else if Self.accessors.contains(after) {
                    // `var count = 0 { didSet { … } }`: the braces hold accessors, each its own body.
                    opened = .block
                } else if case .type? = pending {
                    opened = .type(pendingTypeName ?? "")
                } else if case .block? = pending {
                    opened = .block
                } else {
                    // A declared body, or a closure: both are bodies.
                    opened = .body(token.start)
                }
                stack.append(opened)
                if inRegion, case .body(let offset) = opened { bodies.insert(offset) }
                if inRegion, case .type(let name) = opened { types.insert(name) }
                pending = nil
                pendingTypeName = nil
            case (.punctuation, "}"):
                if let resume = resumes.last, resume.depth == stack.count {
                    pending = resume.pending
                    resumes.removeLast()
                } else {
                    pending = nil
                }
                if !stack.isEmpty { stack.removeLast() }
            case (.punctuation, ";"):
                pending = nil
            case (.keyword, _), (.identifier, _):
                if Self.typeKeywords.contains(word) {
                    // `class func` and `class var` are members: the keyword after `class` decides.
                    pending = .type("")
                    expectsTypeName = true
                } else if Self.bodyKeywords.contains(word) {
                    pending = .body(0)
                    expectsTypeName = false
                } else if Self.controlKeywords.contains(word) {
                    pending = .block
                }
            default:
                break
            }
            previous = token
        }
        return (lines.count, bodies, types)
    }
}
