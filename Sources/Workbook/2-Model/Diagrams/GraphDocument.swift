/// The source of a structure diagram, `Chapters/diagrams/NAME.graph`: a few
/// lines of text that say what to draw, never where each line goes.
///
/// ```text
/// diagram components
/// node ArticlesViewController at 1,0
/// node ArticlesPresenter at 1,1
/// ArticlesViewController -> ArticlesPresenter strong "output"
/// ArticlesPresenter -> ArticlesViewController weak "view"
/// ```
///
/// ```text
/// diagram layers
/// layer frameworks "Frameworks"
///   label.ru "Фреймворки"
///   code "UIViewController, URLSession"
/// ```
///
/// `#` starts a comment line. An indented line adds to the statement above
/// it: `label.LANG "…"` gives its text in another language, `code "…"` (on a
/// layer) the examples shown in code font.
struct GraphDocument: Sendable, Equatable {
    enum Kind: String, Sendable, Equatable {
        /// Boxes on a grid and the references between them.
        case components
        /// Nested bands, outermost first, with dependencies pointing inward.
        case layers
    }

    /// A text in the book's languages: `text` by default, `translations` per language code.
    struct Text: Sendable, Equatable {
        var text: String
        var translations: [String: String] = [:]

        /// The text for a page in `language`.
        func text(in language: String) -> String {
            translations[language] ?? text
        }
    }

    /// A part of a module: a type name, drawn as a box at a grid cell.
    struct Node: Sendable, Equatable {
        var name: String
        var column: Int
        var row: Int
        /// A second line under the name (a role), if any.
        var label: Text?
        var line: Int
    }

    /// A stored reference from one part to another.
    struct Edge: Sendable, Equatable {
        var from: String
        var to: String
        var isWeak: Bool
        /// The property that holds the reference, if named.
        var label: Text?
        var line: Int
    }

    /// A band of the layers diagram.
    struct Layer: Sendable, Equatable {
        var id: String
        var label: Text
        /// Examples, shown in code font and never translated.
        var code: String?
        var line: Int
    }

    var kind: Kind
    var nodes: [Node] = []
    var edges: [Edge] = []
    /// Outermost first.
    var layers: [Layer] = []
    /// Lines of text under the drawing (a legend).
    var notes: [Text] = []

    /// The largest grid coordinate a node may have.
    static let maxCell = 12

    /// Parses a graph file's text (LF line ends); the first problem is a
    /// diagnostic at its line and column in `path`.
    static func parse(_ text: String, path: String) -> Result<GraphDocument, Diagnostic> {
        var parser = GraphParser(path: path)
        do {
            return .success(try parser.parse(text))
        } catch {
            return .failure(error)
        }
    }
}
