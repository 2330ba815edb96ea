import Testing

@testable import Workbook

/// The text form of structure diagrams: components and layers.
@Suite struct GraphParserTests {
    static let path = "Chapters/diagrams/parts.graph"

    func parse(_ text: String) -> Result<GraphDocument, Diagnostic> {
        GraphDocument.parse(text, path: Self.path)
    }

    @Test func componentsWithLabelsTranslationsAndReferences() throws {
        let graph = try parse(
            """
            # Who holds whom.
            diagram components

            node ArticlesViewController at 1,0 "or ArticlesTerminalView"
              label.ru "или ArticlesTerminalView"
              label.pt-BR "ou ArticlesTerminalView"
            node ArticlesPresenter at 1,1
            ArticlesViewController -> ArticlesPresenter strong "output"
            ArticlesPresenter -> ArticlesViewController weak "view"
            ArticlesPresenter -> ArticlesViewController2 weak
            node ArticlesViewController2 at 0,0
            note "A \\"quoted\\" note"
            """
        ).get()
        #expect(graph.kind == .components)
        #expect(graph.nodes.map(\.name) == ["ArticlesViewController", "ArticlesPresenter", "ArticlesViewController2"])
        #expect(graph.nodes[0].column == 1 && graph.nodes[0].row == 0 && graph.nodes[0].line == 4)
        #expect(graph.nodes[0].label?.text(in: "ru") == "или ArticlesTerminalView")
        #expect(graph.nodes[0].label?.text(in: "pt-BR") == "ou ArticlesTerminalView")
        #expect(graph.nodes[0].label?.text(in: "de") == "or ArticlesTerminalView")
        #expect(graph.nodes[1].label == nil)
        #expect(graph.edges.map(\.isWeak) == [false, true, true])
        #expect(graph.edges[1].label?.text == "view")
        #expect(graph.edges[2].label == nil)
        #expect(graph.notes.map(\.text) == ["A \"quoted\" note"])
    }

    @Test func layersOutermostFirstWithCode() throws {
        let graph = try parse(
            """
            diagram layers
            layer frameworks "Frameworks"
              label.de "Frameworks"
              code "UIViewController, URLSession"
            layer entities "Entities"
              label.de "Entitäten"
            """
        ).get()
        #expect(graph.kind == .layers)
        #expect(graph.layers.map(\.id) == ["frameworks", "entities"])
        #expect(graph.layers[0].code == "UIViewController, URLSession")
        #expect(graph.layers[1].label.text(in: "de") == "Entitäten")
        #expect(graph.layers[1].code == nil)
    }

    @Test(arguments: [
        ("node A at 0,0\n", "1:1: error: a graph starts with 'diagram components' or 'diagram layers'"),
        ("# only a comment\n", "1:1: error: a graph starts with"),
        ("diagram sketch\n", "1:1: error: a graph starts with"),
        (
            "diagram components\nbox A at 0,0\n",
            "2:1: error: unknown statement 'box'; a 'components' graph has 'node', 'note' and references"
        ),
        ("diagram components\nnode A at 0\n", "2:11: error: a cell is 'COLUMN,ROW', two whole numbers from 0 to 12"),
        ("diagram components\nnode A at 13,0\n", "2:11: error: a cell is 'COLUMN,ROW'"),
        ("diagram components\nnode A at -1,0\n", "2:11: error: a cell is 'COLUMN,ROW'"),
        ("diagram components\nnode A at 0,0\nnode A at 1,0\n", "3:1: error: node 'A' is already declared on line 2"),
        ("diagram components\nnode A at 0,0\nnode B at 0,0\n", "3:1: error: cell 0,0 already holds 'A'"),
        ("diagram components\nnode A at 0,0\nA -> B strong\n", "3:1: error: 'B' is not a node of this graph"),
        (
            "diagram components\nnode A at 0,0\nnode B at 1,0\nA -> B sturdy\n",
            "4:8: error: a reference is 'strong' or 'weak', not 'sturdy'"
        ),
        (
            "diagram components\nnode A at 0,0\nnode B at 1,0\nA -> B weak\nA -> B strong\n",
            "5:1: error: the reference A -> B is already drawn on line 4"
        ),
        ("diagram components\nnode A at 0,0\nA -> A weak\n", "3:1: error: 'A' refers to itself"),
        (
            "diagram components\nnode A at 0,0\n  label.ru \"А\"\n",
            "3:3: error: 'label.ru' translates the label of the line above, which has none"
        ),
        (
            "diagram components\nnode A at 0,0 \"a\"\n  label.ru \"а\"\n  label.ru \"б\"\n",
            "4:3: error: 'label.ru' is already given on line 3"
        ),
        ("diagram components\nnode A at 0,0 \"a\"\n  label.RU \"а\"\n", "3:3: error: unknown attribute 'label.RU'"),
        ("diagram components\nnode A at 0,0 \"a\"\n  code \"x\"\n", "3:3: error: 'code' belongs to a layer"),
        ("diagram components\nnode A at 0,0 \"unclosed\n", "2:15: error: the quoted text is never closed"),
        ("diagram components\nnode A at 0,0 label\n", "2:15: error: expected a text in double quotes, found 'label'"),
        ("diagram components\nnode \"A\" at 0,0\n", "2:1: error: a node is written 'node TypeName at COLUMN,ROW'"),
        ("diagram components\nnode A<B> at 0,0\n", "2:6: error: 'A<B>' is not a type name"),
        ("diagram components\n", "1:1: error: the graph has no nodes"),
        (
            "diagram layers\nnode A at 0,0\n",
            "2:1: error: unknown statement 'node'; a 'layers' graph has 'layer' and 'note'"
        ),
        ("diagram layers\nlayer outer\n", "2:1: error: a layer is written 'layer ID \"Label\"'"),
        ("diagram layers\nlayer outer \"  \"\n", "2:13: error: the text in quotes is empty"),
        ("diagram layers\nnote \"Only a note\"\n", "1:1: error: the graph has no layers"),
    ])
    func malformedGraphsAreDiagnosticsAtTheirPlace(text: String, expected: String) {
        guard case .failure(let problem) = parse(text) else {
            Issue.record("parsed: \(text)")
            return
        }
        #expect(problem.description.hasPrefix("\(Self.path):\(expected)"), "\(problem.description)")
    }
}
