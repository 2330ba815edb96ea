/// Renames the templates' placeholder (`Sample`) in Swift source, token by
/// token, through `SwiftLexer`:
///
/// - names in code: `Sample` wherever it starts a word of the name
///   (`SampleBusinessLogic`, `fetchSample`, `SamplesList`), and `sample` at
///   the start of a lower-case name (`sampleWorker` → `orderWorker`);
/// - comments: every word with `Sample` in it, and the code's lower-case
///   names that start with `sample` (`sampleWorker`); the bare word
///   `sample` is prose and stays;
/// - string literals: only the code's type names (`SampleViewController` in
///   `"SampleViewController is created in code"`), never other text.
///
/// Whole words in `exactRenames` (the module's name) are replaced first.
struct PlaceholderRenamer: Sendable {
    let placeholder: String
    let replacement: String
    /// What a name starting with the lower-case placeholder starts with
    /// instead; nil where no lower-case form can be written (Xcode's macros
    /// have no lower-camel-case modifier), which leaves such names alone.
    let lowerReplacement: String?
    let exactRenames: [String: String]
    /// Every name the templates' code uses.
    let codeNames: Set<String>

    init(
        placeholder: String = ScaffoldKind.placeholder, replacement: String, lowerReplacement: String?,
        exactRenames: [String: String] = [:], codeNames: Set<String> = []
    ) {
        self.placeholder = placeholder
        self.replacement = replacement
        self.lowerReplacement = lowerReplacement
        self.exactRenames = exactRenames
        self.codeNames = codeNames
    }

    /// `UserProfile` → `userProfile`, `URLThing` → `urlThing`, `X` → `x`:
    /// the leading capitals lowered, but the last one of a run that a
    /// lower-case letter follows.
    static func lowerCamelCase(_ name: String) -> String {
        let characters = Array(name)
        var run = 0
        while run < characters.count, characters[run].isUppercase { run += 1 }
        if run == 0 { return name }
        let lowered = run == characters.count || run == 1 ? run : run - 1
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    // MARK: - Words

    /// `word` renamed as a name in code, or nil when the rules leave it alone.
    func renamedName(_ word: Substring) -> String? {
        if let exact = exactRenames[String(word)] { return exact }
        let bytes = Array(word.utf8)
        let upper = Array(placeholder.utf8)
        let lower = Array(placeholder.prefix(1).lowercased().utf8) + upper.dropFirst()
        var result: [UInt8] = []
        var index = 0
        var changed = false
        if let lowerReplacement, Self.matches(lower, in: bytes, at: 0) {
            result += lowerReplacement.utf8
            index = lower.count
            changed = true
        }
        while index < bytes.count {
            if Self.matches(upper, in: bytes, at: index) {
                result += replacement.utf8
                index += upper.count
                changed = true
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return changed ? String(decoding: result, as: UTF8.self) : nil
    }

    /// True when `pattern` stands at `index` of `bytes` as a word of a name:
    /// what follows is the end, a capital, a digit or `_`, or a plural `s`
    /// that ends the name or a word of it.
    static func matches(_ pattern: [UInt8], in bytes: [UInt8], at index: Int) -> Bool {
        guard index + pattern.count <= bytes.count, bytes[index..<(index + pattern.count)].elementsEqual(pattern)
        else { return false }
        let next = index + pattern.count
        func isLower(_ offset: Int) -> Bool {
            offset < bytes.count && bytes[offset] >= UInt8(ascii: "a") && bytes[offset] <= UInt8(ascii: "z")
        }
        if !isLower(next) { return true }
        return bytes[next] == UInt8(ascii: "s") && !isLower(next + 1)
    }

    // MARK: - Source

    /// `source` with the placeholder renamed.
    func rename(_ source: String) -> String {
        var output = ""
        output.reserveCapacity(source.utf8.count + 256)
        let bytes = Array(source.utf8)
        for token in SwiftLexer.tokenize(bytes) {
            let text = token.text(in: bytes)
            switch token.kind {
            case .identifier, .typeName:
                output += renamedCodeName(text)
            case .attribute:
                output += "@" + renamedCodeName(String(text.dropFirst()))
            case .lineComment, .blockComment:
                output += renameWords(in: text) { word in
                    if let exact = exactRenames[String(word)] { return exact }
                    guard let renamed = renamedName(word) else { return nil }
                    let isCompoundName = codeNames.contains(String(word)) && word.count > placeholder.count
                    return word.contains(placeholder) || isCompoundName ? renamed : nil
                }
            case .stringSegment:
                output += renameWords(in: text) { word in
                    word.contains(placeholder) && codeNames.contains(String(word)) ? renamedName(word) : nil
                }
            default:
                output += text
            }
        }
        return output
    }

    /// A name token renamed; a name in backticks keeps them.
    func renamedCodeName(_ text: String) -> String {
        if text.hasPrefix("`"), text.hasSuffix("`"), text.count >= 2 {
            return "`" + (renamedName(text.dropFirst().dropLast()) ?? String(text.dropFirst().dropLast())) + "`"
        }
        return renamedName(Substring(text)) ?? text
    }

    /// `text` with each word (a run of ASCII letters, digits and `_`) replaced
    /// by `rename(word)` where that is not nil.
    func renameWords(in text: String, _ rename: (Substring) -> String?) -> String {
        var output = ""
        var wordStart: String.Index?
        func flush(upTo end: String.Index) {
            guard let start = wordStart else { return }
            let word = text[start..<end]
            output += rename(word) ?? String(word)
            wordStart = nil
        }
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let isWordCharacter = character.isASCII && (character.isLetter || character.isNumber || character == "_")
            if isWordCharacter {
                if wordStart == nil { wordStart = index }
            } else {
                flush(upTo: index)
                output.append(character)
            }
            index = text.index(after: index)
        }
        flush(upTo: text.endIndex)
        return output
    }
}
