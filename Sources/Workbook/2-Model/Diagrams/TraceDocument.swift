/// A recorded run of a module: the source of a sequence diagram,
/// `Chapters/diagrams/NAME.trace` (or `NAME.LANG.trace`).
///
/// ```text
/// # trace: swift run cycle-demo --trace vip-fetch-user --lang en
/// UserTerminalView -> UserInteractor: fetchUser(request:) userID: 42
/// UserInteractor -> DemoUserWorker: fetchUser(id:) 42
/// DemoUserWorker --> UserInteractor: fetchUser(id:) Ada Lovelace
/// ```
///
/// The first line names the command that records the trace; every other line
/// is one message, exactly as that command prints it: a call (`->`) or the
/// answer to an earlier call (`-->`), the method, then the value passed, if any.
struct TraceDocument: Sendable, Equatable {
    /// One arrow of the diagram.
    struct Message: Sendable, Equatable {
        enum Kind: Sendable, Equatable {
            /// `from` called `method` on `to`.
            case call
            /// `from` answered `to`'s earlier call of `method`.
            case reply
        }

        var kind: Kind
        var from: String
        var to: String
        /// The method as Swift names it: `fetchUser(request:)`.
        var method: String
        /// What was passed or returned, as the recording printed it ("" for nothing).
        var value: String
        /// 1-based line in the trace file.
        var line: Int
    }

    /// The command after `# trace: `, and where it starts.
    var command: String
    var commandColumn: Int
    var messages: [Message]
    /// The lines after the header, as written: what the command must print.
    var body: [String]

    /// The objects that take part, in order of first appearance: one lifeline each.
    var participants: [String] {
        var seen: Set<String> = []
        var names: [String] = []
        for message in messages {
            for name in [message.from, message.to] where seen.insert(name).inserted {
                names.append(name)
            }
        }
        return names
    }

    static let headerPrefix = "# trace: "

    /// Parses a trace file's text (LF line ends). Problems are diagnostics at
    /// their line and column in `path`. A file that holds only its header is
    /// valid: a trace not recorded yet (`workbook traces` fills it in).
    static func parse(_ text: String, path: String) -> Result<TraceDocument, Diagnostic> {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        guard let header = lines.first, header.hasPrefix(headerPrefix),
            header.count > headerPrefix.count
        else {
            return .failure(
                .error(
                    path, 1, 1,
                    "a trace file starts with '# trace: swift run PRODUCT ARGUMENTS…', the command that records it"))
        }
        var document = TraceDocument(
            command: String(header.dropFirst(headerPrefix.count)),
            commandColumn: headerPrefix.count + 1, messages: [], body: [])
        for (offset, line) in lines.dropFirst().enumerated() {
            let number = offset + 2
            switch parseMessage(line, line: number) {
            case .success(let message): document.messages.append(message)
            case .failure(let problem): return .failure(.error(path, number, problem.column, problem.message))
            }
            document.body.append(String(line))
        }
        return .success(document)
    }

    /// A problem in one line: its 1-based column and what is wrong.
    struct LineProblem: Error {
        var column: Int
        var message: String
    }

    /// `FROM -> TO: METHOD VALUE` or `FROM --> TO: METHOD VALUE`.
    static func parseMessage(_ line: Substring, line number: Int) -> Result<Message, LineProblem> {
        let characters = Array(line)
        var index = 0
        func word() -> String {
            let start = index
            while index < characters.count, characters[index] != " " { index += 1 }
            return String(characters[start..<index])
        }
        let shape =
            "expected 'CALLER -> CALLEE: method(…) value' (a call) or 'CALLEE --> CALLER: method(…) value' (an answer)"
        if characters.isEmpty {
            return .failure(LineProblem(column: 1, message: "blank line; a trace holds one message a line"))
        }
        if characters[0] == " " || characters[0] == "\t" {
            return .failure(LineProblem(column: 1, message: shape))
        }
        let from = word()
        guard index < characters.count else {
            return .failure(LineProblem(column: index + 1, message: "expected ' -> ' or ' --> ' after '\(from)'"))
        }
        index += 1
        let arrowColumn = index + 1
        let arrow = word()
        let kind: Message.Kind
        switch arrow {
        case "->": kind = .call
        case "-->": kind = .reply
        default:
            return .failure(
                LineProblem(
                    column: arrowColumn,
                    message: "expected '->' (a call) or '-->' (an answer) after '\(from)', found '\(arrow)'"))
        }
        guard index < characters.count else { return .failure(LineProblem(column: index + 1, message: shape)) }
        index += 1
        let toColumn = index + 1
        var to = word()
        guard to.hasSuffix(":"), to.count > 1 else {
            return .failure(LineProblem(column: toColumn, message: "expected the callee and ':' after '\(arrow)'"))
        }
        to.removeLast()
        guard index + 1 < characters.count, characters[index + 1] != " " else {
            return .failure(LineProblem(column: index + 1, message: "expected a method after '\(to):'"))
        }
        index += 1
        let method = word()
        var value = ""
        if index < characters.count {
            value = String(characters[(index + 1)...])
            if value.isEmpty {
                return .failure(LineProblem(column: index + 1, message: "space at the end of the line"))
            }
        }
        for (name, column) in [(from, 1), (to, toColumn)] {
            if let bad = name.firstIndex(where: { !isNameCharacter($0) }) {
                return .failure(
                    LineProblem(
                        column: column + name.distance(from: name.startIndex, to: bad),
                        message: "'\(name)' is not a type or object name (letters, digits, '_' and '.')"))
            }
        }
        return .success(Message(kind: kind, from: from, to: to, method: method, value: value, line: number))
    }

    static func isNameCharacter(_ character: Character) -> Bool {
        character == "_" || character == "." || character.isLetter || character.isNumber
    }
}
