import Foundation

/// The code excerpt the compiler prints under a diagnostic, renumbered with
/// the chapter's lines, so the numbers agree with the place above them:
///
///     Chapters/01-basics/en.md:8:5: error: cannot convert … [Sources/Demo/Greeting.swift:9:5]
///      7 | public func greeting(_ name: String) -> String {
///      8 |     42
///        |     `- error: cannot convert …
///
/// A line of the excerpt that comes from no line of that chapter (the
/// generated header, another chapter's block) keeps an empty gutter.
extension ToolOutputRemapper {
    /// Where the lines of an excerpt come from: set by a mapped diagnostic,
    /// ended by the first line that is not part of an excerpt.
    struct Excerpt: Sendable, Equatable {
        var tangled: String
        var chapter: String
        /// The width of the renumbered gutter's numbers.
        var width: Int
    }

    /// `line` mapped as `remap(_:)` does, and, inside an excerpt that
    /// follows a mapped diagnostic, renumbered; `excerpt` carries that state
    /// from line to line.
    func remap(_ line: String, excerpt: inout Excerpt?) -> String {
        if let current = excerpt, let renumbered = renumber(line, in: current) { return renumbered }
        excerpt = nil
        if let mapped = mappedCompilerDiagnostic(line) {
            // Room for the chapter lines a few lines around the error.
            let width = String(mapped.origin.line + 9).count
            excerpt = Excerpt(tangled: mapped.tangled, chapter: mapped.origin.path, width: width)
            return mapped.text
        }
        return remap(line)
    }

    /// An excerpt line (`NN | code` or `   | marker`) with the chapter's
    /// line number in its gutter; nil for any other line.
    func renumber(_ line: String, in excerpt: Excerpt) -> String? {
        guard let bar = line.firstIndex(of: "|") else { return nil }
        let gutter = line[..<bar]
        let number = gutter.trimmingCharacters(in: .whitespaces)
        guard gutter.hasSuffix(" "), number.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        let width = max(excerpt.width, gutter.count - 1)
        var label = ""
        if let tangledLine = Int(number), let origin = map.origin(of: excerpt.tangled, line: tangledLine),
            origin.path == excerpt.chapter
        {
            label = String(origin.line)
        } else if !number.isEmpty && Int(number) == nil {
            return nil
        }
        let padding = String(repeating: " ", count: max(0, width - label.count))
        return padding + label + " " + line[bar...]
    }
}
