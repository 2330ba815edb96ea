import Testing

@testable import Workbook

/// What the drawings contain: one lifeline per object, one arrow per
/// message, weak references dashed, a title and a description, everything
/// escaped, and the same bytes every time.
@Suite struct DiagramSVGTests {
    static let trace = """
        # trace: swift run cycle-demo --trace run
        ArticlesTerminalView -> ArticlesPresenter: viewDidLoad()
        ArticlesPresenter -> ArticlesInteractor: fetchArticles()
        ArticlesInteractor -> DemoArticlesService: loadArticles()
        DemoArticlesService --> ArticlesInteractor: loadArticles() throws DemoOffline
        ArticlesInteractor -> ArticlesPresenter: didFailToFetchArticles(with:) DemoOffline
        ArticlesPresenter -> ArticlesTerminalView: showError(message:) Die Neuigkeiten konnten nicht geladen werden. Prüfen Sie Ihre Internetverbindung.
        ArticlesPresenter -> ArticlesPresenter: remember(_:) <script>alert("x")</script>
        """

    static let graph = """
        diagram components
        node View at 1,0 "the <b>view</b>"
        node Presenter at 1,1
        node Interactor at 2,1
        View -> Presenter strong "output"
        Presenter -> View weak "view"
        Presenter -> Interactor strong "interactor"
        Interactor -> Presenter weak "output & more"
        """

    func sequence() throws -> String {
        let document = try TraceDocument.parse(Self.trace, path: "t").get()
        return SequenceDiagram(trace: document, callWord: "call", answerWord: "return")
            .svg(id: "wb-diagram-run", title: "Title <i>", description: "Desc & more").markup
    }

    func components(language: String = "en") throws -> String {
        let document = try GraphDocument.parse(Self.graph, path: "g").get()
        return ComponentDiagram(graph: document, language: language, strongWord: "strong", weakWord: "weak")
            .svg(id: "wb-diagram-parts", title: "Parts", description: "Who holds whom").markup
    }

    func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func aLifelinePerObjectAndAnArrowPerMessage() throws {
        let svg = try sequence()
        #expect(count("class=\"wb-dg-lifeline\"", in: svg) == 4)
        #expect(count("class=\"wb-dg-name\"", in: svg) == 4)
        // Calls are lines, a message to itself is a loop; answers are dashed.
        #expect(count("<line class=\"wb-dg-arrow", in: svg) + count("<polyline class=\"wb-dg-arrow", in: svg) == 7)
        #expect(count("class=\"wb-dg-arrow wb-dg-answer\"", in: svg) == 1)
        #expect(count("class=\"wb-dg-badge\"", in: svg) == 7)
        for number in 1...7 {
            #expect(svg.contains(">\(number)</text>"))
        }
        #expect(svg.contains("class=\"wb-dg-value wb-dg-error\""))
        // The long message is wrapped, not cut.
        #expect(svg.contains(">Die Neuigkeiten konnten nicht</text>"))
    }

    @Test func titleDescriptionAndRoleMakeItAnImage() throws {
        let svg = try sequence()
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"wb-dg wb-dg-sequence\" width=\""))
        #expect(
            svg.contains("role=\"img\" aria-labelledby=\"wb-diagram-run-t\" aria-describedby=\"wb-diagram-run-d\">"))
        #expect(svg.contains("<title id=\"wb-diagram-run-t\">Title &lt;i&gt;</title>"))
        #expect(svg.contains("<desc id=\"wb-diagram-run-d\">Desc &amp; more</desc>"))
        #expect(!svg.contains("fill=\"#"), "colours come from the theme's classes")
    }

    @Test func hostileValuesAndLabelsAreEscaped() throws {
        let svg = try sequence()
        #expect(!svg.contains("<script"))
        #expect(svg.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"))
        let parts = try components()
        #expect(!parts.contains("<b>"))
        #expect(parts.contains("the &lt;b&gt;view&lt;/b&gt;"))
        #expect(parts.contains(">output &amp; more</text>"))
    }

    @Test func weakReferencesAreDashedAndInTheLegend() throws {
        let svg = try components()
        #expect(count("<line class=\"wb-dg-ref wb-dg-weak\"", in: svg) == 2)
        #expect(count("<line class=\"wb-dg-ref\"", in: svg) == 2)
        #expect(count("class=\"wb-dg-head wb-dg-weak-head\"", in: svg) == 2)
        #expect(svg.contains("<line class=\"wb-dg-key wb-dg-ref wb-dg-weak\""))
        #expect(svg.contains(">weak</text>") && svg.contains(">strong</text>"))
        #expect(count("class=\"wb-dg-box\"", in: svg) == 3)
    }

    @Test func layersAreNestedWithAnArrowAcrossEachBorder() throws {
        let graph = try GraphDocument.parse(
            """
            diagram layers
            layer outer "Frameworks"
              label.de "Frameworks"
              code "UIKit"
            layer middle "Use cases"
              label.de "Use Cases"
            layer inner "Entities"
              label.de "Entitäten"
            note "Dependencies point inward."
            """, path: "l"
        ).get()
        let svg = LayerDiagram(graph: graph, language: "de").svg(id: "x", title: "t", description: "d").markup
        #expect(svg.contains("class=\"wb-dg-ring wb-dg-ring-0\""))
        #expect(svg.contains("class=\"wb-dg-ring wb-dg-ring-2\""))
        #expect(svg.contains(">Entitäten</text>"))
        #expect(svg.contains(">UIKit</text>"))
        #expect(count("class=\"wb-dg-head\"", in: svg) == 2)
    }

    @Test func theSameSourceAlwaysGivesTheSameBytes() throws {
        #expect(try sequence() == sequence())
        #expect(try components() == components())
        #expect(try components(language: "de") == components(language: "de"))
    }

    @Test func numbersAndWrapping() {
        #expect(SVGCanvas.number(12) == "12")
        #expect(SVGCanvas.number(12.25) == "12.3")
        #expect(SVGCanvas.number(-0.04) == "0")
        #expect(SVGCanvas.number(-3.5) == "-3.5")
        #expect(SVGCanvas.number(.nan) == "0")
        #expect(TextMetrics.wrap("one two three", limit: 7) == ["one two", "three"])
        #expect(TextMetrics.wrap("abcdefghij", limit: 4) == ["abcd", "efgh", "ij"])
        #expect(TextMetrics.wrap("", limit: 4) == [])
        #expect(TextMetrics.width("Жук", size: 10) == TextMetrics.width("Bug", size: 10))
    }
}
