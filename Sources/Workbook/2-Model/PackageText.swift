import Foundation

/// The book's `Package.swift` read as text: what the tangler needs to know
/// of it (does a target of a folder's name exist) and what the settings
/// check holds to book.json.
enum PackageText {
    /// The text from a target's `name: "TARGET"` (not a product's) to the
    /// next `name:`, with whitespace removed.
    static func declaration(of target: String, in text: String) -> String? {
        let compact = folded(text)
        var searchStart = compact.startIndex
        while let start = compact.range(of: "(name:\"\(target)\"", range: searchStart..<compact.endIndex) {
            searchStart = start.upperBound
            let before = compact[..<start.lowerBound]
            guard before.hasSuffix("target") || before.hasSuffix("Target") else { continue }
            let rest = compact[start.upperBound...]
            let end = rest.range(of: "(name:\"")?.lowerBound ?? rest.endIndex
            return String(rest[..<end])
        }
        return nil
    }

    static func folded(_ text: String) -> String {
        String(text.unicodeScalars.filter { !CharacterSet.whitespacesAndNewlines.contains($0) })
    }
}
