/// The parts of a module and the references between them: a box per node on
/// the grid its graph gives, an arrow per stored reference. A strong
/// reference is a solid line; a weak one is dashed and drawn in the accent
/// colour, and a legend says so. Two references between the same parts (one
/// each way) run side by side, each labelled on its own side.
struct ComponentDiagram {
    var graph: GraphDocument
    var language: String
    /// Words of the legend, in the page's language.
    var strongWord: String
    var weakWord: String

    static let margin = 16.0
    static let nameSize = 12.5
    static let labelSize = 12.0
    static let edgeLabelSize = 11.5
    static let rowGap = 76.0

    /// A node's box.
    private struct Box {
        var center: SVGCanvas.Point
        var width: Double
        var height: Double
    }

    /// The `<svg>` element.
    func svg(id: String, title: String, description: String) -> HTML {
        let (boxes, size) = layout()
        var canvas = SVGCanvas()
        let pairs = Set(graph.edges.map { $0.from + " " + $0.to })
        for edge in graph.edges {
            guard let from = boxes[edge.from], let to = boxes[edge.to] else { continue }
            let twoWay = pairs.contains(edge.to + " " + edge.from)
            draw(edge, from: from, to: to, offset: twoWay ? 6 : 0, on: &canvas)
        }
        for node in graph.nodes {
            guard let box = boxes[node.name] else { continue }
            canvas.rect(
                x: box.center.x - box.width / 2, y: box.center.y - box.height / 2,
                width: box.width, height: box.height, radius: 6, class: "wb-dg-box")
            if let label = node.label?.text(in: language) {
                canvas.text(
                    node.name, at: .init(x: box.center.x, y: box.center.y - 2), anchor: .middle, class: "wb-dg-name")
                canvas.text(
                    label, at: .init(x: box.center.x, y: box.center.y + 14), anchor: .middle, class: "wb-dg-role")
            } else {
                canvas.text(
                    node.name, at: .init(x: box.center.x, y: box.center.y + 4.5), anchor: .middle, class: "wb-dg-name")
            }
        }
        var height = size.y
        var width = size.x
        let hasWeak = graph.edges.contains(where: \.isWeak)
        if !graph.edges.isEmpty {
            let y = height + 8
            canvas.line(.init(x: Self.margin, y: y), .init(x: Self.margin + 30, y: y), class: "wb-dg-key wb-dg-ref")
            canvas.text(strongWord, at: .init(x: Self.margin + 38, y: y + 4), class: "wb-dg-legend")
            var legendRight = Self.margin + 38 + TextMetrics.width(strongWord, size: 12.5)
            if hasWeak {
                let x = legendRight + 28
                canvas.line(.init(x: x, y: y), .init(x: x + 30, y: y), class: "wb-dg-key wb-dg-ref wb-dg-weak")
                canvas.text(weakWord, at: .init(x: x + 38, y: y + 4), class: "wb-dg-legend")
                legendRight = x + 38 + TextMetrics.width(weakWord, size: 12.5)
            }
            width = max(width, legendRight + Self.margin)
            height = y + 14
        }
        for (offset, note) in graph.notes.enumerated() {
            let text = note.text(in: language)
            canvas.text(text, at: .init(x: Self.margin, y: height + 18 + Double(offset) * 18), class: "wb-dg-note")
            width = max(width, Self.margin * 2 + TextMetrics.width(text, size: 12.5))
        }
        height += Double(graph.notes.count) * 18 + (graph.notes.isEmpty ? 0 : 8)
        return canvas.document(
            id: id, kind: "components", width: width, height: height + Self.margin,
            title: title, description: description)
    }

    /// Boxes centred in their cells: a column as wide as its widest box, a
    /// gap wide enough for the longest label; empty rows and columns take no room.
    private func layout() -> ([String: Box], SVGCanvas.Point) {
        let columns = Array(Set(graph.nodes.map(\.column))).sorted()
        let rows = Array(Set(graph.nodes.map(\.row))).sorted()
        var columnWidth = [Int: Double](), rowHeight = [Int: Double]()
        var sizes: [String: (Double, Double)] = [:]
        for node in graph.nodes {
            let label = node.label.map { TextMetrics.width($0.text(in: language), size: Self.labelSize) } ?? 0
            let width = max(TextMetrics.width(node.name, size: Self.nameSize), label) + 28
            let height = node.label == nil ? 34.0 : 48.0
            sizes[node.name] = (width, height)
            columnWidth[node.column] = max(columnWidth[node.column] ?? 0, width)
            rowHeight[node.row] = max(rowHeight[node.row] ?? 0, height)
        }
        let longestLabel =
            graph.edges.compactMap {
                $0.label.map { TextMetrics.width($0.text(in: language), size: Self.edgeLabelSize) }
            }.max() ?? 0
        let columnGap = max(96, longestLabel + 48)
        var columnX: [Int: Double] = [:], rowY: [Int: Double] = [:]
        var x = Self.margin
        for column in columns {
            columnX[column] = x + columnWidth[column]! / 2
            x += columnWidth[column]! + columnGap
        }
        var y = Self.margin + 8
        for row in rows {
            rowY[row] = y + rowHeight[row]! / 2
            y += rowHeight[row]! + Self.rowGap
        }
        var boxes: [String: Box] = [:]
        for node in graph.nodes {
            let (width, height) = sizes[node.name]!
            boxes[node.name] = Box(
                center: .init(x: columnX[node.column]!.rounded(), y: rowY[node.row]!.rounded()),
                width: width.rounded(.up), height: height)
        }
        return (boxes, .init(x: x - columnGap + Self.margin, y: y - Self.rowGap + 8))
    }

    private func draw(_ edge: GraphDocument.Edge, from: Box, to: Box, offset: Double, on canvas: inout SVGCanvas) {
        let dx = to.center.x - from.center.x, dy = to.center.y - from.center.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return }
        let ux = dx / length, uy = dy / length
        // The side of the arrow to its right, as it travels (y grows downwards).
        let nx = -uy, ny = ux
        let a = SVGCanvas.Point(x: from.center.x + nx * offset, y: from.center.y + ny * offset)
        let b = SVGCanvas.Point(x: to.center.x + nx * offset, y: to.center.y + ny * offset)
        let start = Self.exit(from: a, direction: (ux, uy), box: from)
        let tip = Self.exit(from: b, direction: (-ux, -uy), box: to)
        let end = SVGCanvas.Point(x: tip.x - ux * 8, y: tip.y - uy * 8)
        let className = edge.isWeak ? "wb-dg-ref wb-dg-weak" : "wb-dg-ref"
        canvas.line(start, end, class: className)
        let back = SVGCanvas.Point(x: tip.x - ux * 10, y: tip.y - uy * 10)
        canvas.polygon(
            [
                .init(x: back.x + nx * 4.5, y: back.y + ny * 4.5), tip,
                .init(x: back.x - nx * 4.5, y: back.y - ny * 4.5),
            ],
            class: edge.isWeak ? "wb-dg-head wb-dg-weak-head" : "wb-dg-head")
        guard let label = edge.label?.text(in: language) else { return }
        // The label sits on the same side, so the labels of a two-way pair never meet.
        let mid = SVGCanvas.Point(x: (start.x + end.x) / 2 + nx * 9, y: (start.y + end.y) / 2 + ny * 9)
        let anchor: SVGCanvas.Anchor = abs(nx) < 0.35 ? .middle : (nx > 0 ? .start : .end)
        let baseline = ny > 0.35 ? mid.y + 10 : (ny < -0.35 ? mid.y - 2 : mid.y + 4)
        canvas.text(
            label, at: .init(x: mid.x, y: baseline), anchor: anchor,
            class: edge.isWeak ? "wb-dg-ref-label wb-dg-weak-label" : "wb-dg-ref-label")
    }

    /// Where a ray from `point` (inside `box`) in `direction` leaves the box.
    private static func exit(from point: SVGCanvas.Point, direction: (Double, Double), box: Box) -> SVGCanvas.Point {
        let halfWidth = box.width / 2, halfHeight = box.height / 2
        var t = Double.greatestFiniteMagnitude
        if abs(direction.0) > 1e-9 {
            let edge = box.center.x + (direction.0 > 0 ? halfWidth : -halfWidth)
            t = min(t, (edge - point.x) / direction.0)
        }
        if abs(direction.1) > 1e-9 {
            let edge = box.center.y + (direction.1 > 0 ? halfHeight : -halfHeight)
            t = min(t, (edge - point.y) / direction.1)
        }
        t = max(t, 0)
        return .init(x: point.x + direction.0 * t, y: point.y + direction.1 * t)
    }
}
