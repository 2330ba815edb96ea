/// Layers drawn as nested bands, outermost first, each a shade deeper than
/// the one around it, its name and examples in its top strip. An arrow
/// crosses every border from the outside in: source code depends inward.
struct LayerDiagram {
    var graph: GraphDocument
    var language: String

    static let margin = 16.0
    static let inset = 26.0
    static let strip = 52.0
    static let bottom = 14.0
    static let nameSize = 14.0
    static let codeSize = 12.0

    /// The `<svg>` element.
    func svg(id: String, title: String, description: String) -> HTML {
        let layers = graph.layers
        let count = Double(layers.count)
        // The arrows run in a column right of every band's texts, inside the innermost band.
        var textRight = 0.0
        for (depth, layer) in layers.enumerated() {
            let text = max(
                TextMetrics.width(layer.label.text(in: language), size: Self.nameSize),
                TextMetrics.width(layer.code ?? "", size: Self.codeSize))
            textRight = max(textRight, Self.margin + Double(depth) * Self.inset + 14 + text)
        }
        let arrowX = (textRight + 24).rounded(.up)
        var width = max(
            arrowX + 24 + max(count - 1, 0) * Self.inset + Self.margin,
            2 * (Self.margin + count * Self.inset) + 160)
        // Notes wrap to the drawing's width (at least 44 characters a line).
        let limit = max(44, Int((width - 2 * Self.margin) / (12.5 * 0.6)))
        let noteLines = graph.notes.flatMap { TextMetrics.wrap($0.text(in: language), limit: limit) }
        for line in noteLines {
            width = max(width, Self.margin * 2 + TextMetrics.width(line, size: 12.5))
        }
        width = width.rounded(.up)
        let innerHeight = Self.strip + 10
        var heights = [Double](repeating: innerHeight, count: layers.count)
        for depth in stride(from: layers.count - 2, through: 0, by: -1) {
            heights[depth] = Self.strip + heights[depth + 1] + Self.bottom
        }
        var canvas = SVGCanvas()
        for (depth, layer) in layers.enumerated() {
            let offset = Double(depth)
            let x = Self.margin + offset * Self.inset
            let y = Self.margin + offset * Self.strip
            canvas.rect(
                x: x, y: y, width: width - 2 * x, height: heights[depth], radius: 14,
                class: "wb-dg-ring wb-dg-ring-\(min(depth, 4))")
            canvas.text(layer.label.text(in: language), at: .init(x: x + 14, y: y + 23), class: "wb-dg-layer")
            if let code = layer.code {
                canvas.text(code, at: .init(x: x + 14, y: y + 42), class: "wb-dg-code")
            }
        }
        // One arrow across each border, pointing inward.
        for depth in 1..<max(layers.count, 1) {
            let border = Self.margin + Double(depth) * Self.strip
            let tip = SVGCanvas.Point(x: arrowX, y: border + 16)
            canvas.line(.init(x: arrowX, y: border - 16), .init(x: arrowX, y: tip.y - 8), class: "wb-dg-ref")
            canvas.polygon(
                [.init(x: arrowX - 5, y: tip.y - 10), tip, .init(x: arrowX + 5, y: tip.y - 10)], class: "wb-dg-head")
        }
        var height = Self.margin + (heights.first ?? 0)
        for (index, line) in noteLines.enumerated() {
            height += index == 0 ? 22 : 17
            canvas.text(line, at: .init(x: Self.margin, y: height), class: "wb-dg-note")
        }
        return canvas.document(
            id: id, kind: "layers", width: width, height: height + Self.margin,
            title: title, description: description)
    }
}
