import Foundation

/// The command on a trace file's first line, once the tool has agreed to run
/// it: `swift run PRODUCT ARGUMENTS…`, where PRODUCT is an executable product
/// of the book's own package. Nothing else is ever run: no shell, no other
/// program, no options of `swift run` itself.
struct TraceCommand: Sendable, Equatable, CustomStringConvertible {
    var product: String
    var arguments: [String]

    init(product: String, arguments: [String]) {
        self.product = product
        self.arguments = arguments
    }

    var description: String {
        (["swift", "run", product] + arguments).joined(separator: " ")
    }

    /// Checks `command` (starting at `column` of line 1 of `path`) against
    /// the executable products of the package.
    static func parse(
        _ command: String, column: Int, path: String,
        products: [String]
    ) -> Result<TraceCommand, Diagnostic> {
        var words: [(String, Int)] = []
        var current = "", start = 0
        for (offset, character) in command.enumerated() {
            if character == " " {
                if !current.isEmpty { words.append((current, start)) }
                current = ""
            } else {
                if current.isEmpty { start = offset }
                current.append(character)
            }
        }
        if !current.isEmpty { words.append((current, start)) }
        func problem(_ index: Int, _ message: String) -> Result<TraceCommand, Diagnostic> {
            let offset = index < words.count ? words[index].1 : command.count
            return .failure(.error(path, 1, column + offset, message))
        }
        guard words.count >= 3, words[0].0 == "swift", words[1].0 == "run" else {
            return problem(
                0,
                "a trace is recorded by 'swift run PRODUCT ARGUMENTS…' (a product of this package); the tool runs nothing else"
            )
        }
        let product = words[2].0
        if product.hasPrefix("-") {
            return problem(
                2, "'\(product)': options of 'swift run' are not passed on; write 'swift run PRODUCT ARGUMENTS…'")
        }
        guard products.contains(product) else {
            let known = products.isEmpty ? "none" : products.map { "'\($0)'" }.joined(separator: ", ")
            return problem(
                2, "'\(product)' is not an executable product of this package (Package.swift declares \(known))")
        }
        for index in 3..<words.count {
            let word = words[index].0
            if let bad = word.unicodeScalars.first(where: { !allowed.contains($0) }) {
                return problem(
                    index,
                    "argument '\(word)' holds '\(bad)'; the tool passes on letters, digits and . _ - = : / , + @ only")
            }
        }
        return .success(TraceCommand(product: product, arguments: words.dropFirst(3).map(\.0)))
    }

    private static let allowed = CharacterSet(
        charactersIn:
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-=:/,+@")

    /// The names of the executable products in `Package.swift` at `root`,
    /// read from its text (`.executable(name: "…"`), in order.
    static func executableProducts(root: URL) -> [String] {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent("Package.swift").path) else {
            return []
        }
        let text = String(decoding: data, as: UTF8.self)
        var result: [String] = []
        var rest = Substring(text)
        while let call = rest.range(of: ".executable(") {
            rest = rest[call.upperBound...]
            let head = rest.drop(while: { $0 == " " || $0 == "\n" || $0 == "\t" })
            guard head.hasPrefix("name:") else { continue }
            let afterLabel = head.dropFirst("name:".count).drop(while: { $0 == " " })
            guard afterLabel.first == "\"", let close = afterLabel.dropFirst().firstIndex(of: "\"") else { continue }
            let name = String(afterLabel[afterLabel.index(after: afterLabel.startIndex)..<close])
            if !name.isEmpty, !result.contains(name) { result.append(name) }
        }
        return result
    }
}
