import Foundation

/// What a starter package copies from the book's own `Package.swift`: the
/// tools version and the `platforms:` list, so a starter builds wherever the
/// book builds (on a Mac, below macOS 10.15 nothing with `async` compiles).
struct BookPackageTraits: Equatable, Sendable {
    /// `6.2` in `// swift-tools-version:6.2`.
    var toolsVersion: String
    /// The Swift expression after `platforms:`, e.g. `[.macOS(.v15), .iOS(.v17)]`.
    var platforms: String

    /// What a book without a readable `Package.swift` gets: the floors of
    /// Swift Concurrency with Observation and `Mutex`.
    static let fallback = BookPackageTraits(toolsVersion: "6.2", platforms: "[.macOS(.v15), .iOS(.v17)]")

    init(toolsVersion: String, platforms: String) {
        self.toolsVersion = toolsVersion
        self.platforms = platforms
    }

    /// The traits of the `Package.swift` in `root`, or `fallback` for what it lacks.
    static func read(root: URL) -> BookPackageTraits {
        let url = root.appendingPathComponent("Package.swift")
        guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else {
            return fallback
        }
        return parse(text)
    }

    /// The traits written in a manifest's text.
    static func parse(_ text: String) -> BookPackageTraits {
        var traits = fallback
        let firstLine = text.prefix { $0 != "\n" }
        if let range = firstLine.range(of: "swift-tools-version:") {
            let version = firstLine[range.upperBound...].trimmingCharacters(in: .whitespaces)
            if !version.isEmpty, version.allSatisfy({ $0.isNumber || $0 == "." }) {
                traits.toolsVersion = version
            }
        }
        if let platforms = platformsExpression(in: text) {
            traits.platforms = platforms
        }
        return traits
    }

    /// The bracketed list after `platforms:` outside comments, whitespace folded.
    static func platformsExpression(in text: String) -> String? {
        let tokens = SwiftLexer.tokenize(text).filter { !$0.isTrivia }
        for (index, token) in tokens.enumerated() where token.text(in: text) == "platforms" {
            guard index + 2 < tokens.count, tokens[index + 1].text(in: text) == ":",
                tokens[index + 2].text(in: text) == "["
            else { continue }
            var depth = 0
            var words: [String] = []
            for next in tokens[(index + 2)...] {
                let word = next.text(in: text)
                if word == "[" || word == "(" { depth += 1 }
                if word == "]" || word == ")" { depth -= 1 }
                words.append(word)
                if depth == 0 { break }
            }
            guard depth == 0 else { return nil }
            // A trailing comma before a closing bracket is dropped: `[.macOS(.v15), ]` → `[.macOS(.v15)]`.
            words = words.enumerated().filter { offset, word in
                !(word == "," && offset + 1 < words.count && [")", "]"].contains(words[offset + 1]))
            }.map(\.element)
            return words.reduce(into: "") { result, word in
                result += (word == "," ? ", " : word)
            }
        }
        return nil
    }
}
