/// A trace drawn as a UML sequence diagram: one lifeline per object, in order
/// of first appearance, and one numbered arrow per message, top to bottom. A
/// call is a solid line with a filled head; an answer is dashed with an open
/// head. The method is written above its arrow, the value below it, wrapped.
struct SequenceDiagram {
    var trace: TraceDocument
    /// Words of the legend, in the page's language.
    var callWord: String
    var answerWord: String

    // MARK: Sizes (pixels)

    static let margin = 16.0
    static let codeSize = 12.0
    static let headHeight = 32.0
    static let headPadding = 12.0
    static let badgeRadius = 9.0
    /// Values wrap at this many characters (or the method's length, if longer).
    static let wrapLimit = 34
    static let valueLineHeight = 15.0
    static let minimumGap = 110.0

    /// One laid-out message.
    private struct Row {
        var message: TraceDocument.Message
        var number: Int
        var from: Int
        var to: Int
        var valueLines: [String]
        /// Room the label needs along the arrow.
        var labelWidth: Double
        var top: Double
        var height: Double
    }

    /// The `<svg>` element.
    func svg(id: String, title: String, description: String) -> HTML {
        let names = trace.participants
        let index = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        let heads = names.map { TextMetrics.width($0, size: Self.codeSize) + 2 * Self.headPadding }
        var rows: [Row] = []
        var y = Self.margin + Self.headHeight + 22
        for (offset, message) in trace.messages.enumerated() {
            let limit = max(Self.wrapLimit, message.method.count)
            let lines = TextMetrics.wrap(message.value, limit: limit)
            let method = 2 * Self.badgeRadius + 6 + TextMetrics.width(message.method, size: Self.codeSize)
            let value = lines.map { TextMetrics.width($0, size: Self.codeSize) }.max() ?? 0
            let height = 34 + Double(lines.count) * Self.valueLineHeight + 10
            rows.append(
                Row(
                    message: message, number: offset + 1, from: index[message.from]!, to: index[message.to]!,
                    valueLines: lines, labelWidth: max(method, value), top: y, height: height))
            y += height
        }
        let (xs, width) = Self.columns(heads: heads, rows: rows)
        let bottom = y + 4
        var canvas = SVGCanvas()
        for (column, name) in names.enumerated() {
            let x = xs[column]
            canvas.line(.init(x: x, y: Self.margin + Self.headHeight), .init(x: x, y: bottom), class: "wb-dg-lifeline")
            canvas.rect(
                x: x - heads[column] / 2, y: Self.margin, width: heads[column], height: Self.headHeight,
                radius: 6, class: "wb-dg-box")
            canvas.text(name, at: .init(x: x, y: Self.margin + 20.5), anchor: .middle, class: "wb-dg-name")
        }
        for row in rows {
            draw(row, xs: xs, on: &canvas)
        }
        let legendY = bottom + 22
        Self.legend(at: .init(x: Self.margin, y: legendY), call: callWord, answer: answerWord, on: &canvas)
        let legendWidth = Self.margin * 2 + 120 + TextMetrics.width(callWord + answerWord, size: 12.5)
        return canvas.document(
            id: id, kind: "sequence", width: max(width, legendWidth), height: legendY + 14,
            title: title, description: description)
    }

    /// The x of every lifeline and the drawing's width: heads never touch,
    /// and each label fits between the lifelines its arrow joins.
    private static func columns(heads: [Double], rows: [Row]) -> ([Double], Double) {
        guard !heads.isEmpty else { return ([], margin * 2) }
        var gaps: [Double] = []
        for column in 0..<(heads.count - 1) {
            let touching: Double = (heads[column] + heads[column + 1]) / 2 + 24
            gaps.append(max(minimumGap, touching))
        }
        var rightExtra = heads[heads.count - 1] / 2
        let spans = rows.sorted { a, b in
            let spanA = abs(a.to - a.from), spanB = abs(b.to - b.from)
            return spanA != spanB ? spanA < spanB : a.number < b.number
        }
        for row in spans {
            let low = min(row.from, row.to), high = max(row.from, row.to)
            if low == high {
                let need = 44 + row.labelWidth + 12
                if low < gaps.count { gaps[low] = max(gaps[low], need) } else { rightExtra = max(rightExtra, need) }
                continue
            }
            let need = row.labelWidth + 28
            let have = gaps[low..<high].reduce(0, +)
            guard need > have else { continue }
            let share = ((need - have) / Double(high - low)).rounded(.up)
            for gap in low..<high { gaps[gap] += share }
        }
        let first: Double = margin + (heads[0] / 2).rounded(.up)
        var xs: [Double] = [first]
        for gap in gaps { xs.append(xs[xs.count - 1] + gap.rounded(.up)) }
        return (xs, xs[xs.count - 1] + rightExtra.rounded(.up) + margin)
    }

    private func draw(_ row: Row, xs: [Double], on canvas: inout SVGCanvas) {
        let message = row.message
        let reply = message.kind == .reply
        let lineClass = reply ? "wb-dg-arrow wb-dg-answer" : "wb-dg-arrow"
        let from = xs[row.from], to = xs[row.to]
        let arrowY = row.top + 24
        let labelY = row.top + 12
        var labelCenter = (from + to) / 2
        var valueAnchor = SVGCanvas.Anchor.middle
        if row.from == row.to {
            // A message to itself: a loop to the right of the lifeline.
            let loop = [
                SVGCanvas.Point(x: from, y: arrowY - 6), .init(x: from + 36, y: arrowY - 6),
                .init(x: from + 36, y: arrowY + 10), .init(x: from + 1, y: arrowY + 10),
            ]
            canvas.polyline(loop, class: lineClass + " wb-dg-open")
            Self.head(at: .init(x: from + 1, y: arrowY + 10), pointingRight: false, open: reply, on: &canvas)
            labelCenter = from + 44 + row.labelWidth / 2
            valueAnchor = .start
        } else {
            let direction: Double = to > from ? 1 : -1
            canvas.line(.init(x: from, y: arrowY), .init(x: to - direction, y: arrowY), class: lineClass)
            Self.head(at: .init(x: to - direction, y: arrowY), pointingRight: direction > 0, open: reply, on: &canvas)
        }
        let methodWidth = TextMetrics.width(message.method, size: Self.codeSize)
        let badgeWidth = 2 * Self.badgeRadius + 6
        let start = labelCenter - (badgeWidth + methodWidth) / 2
        // A patch of background under each label, so no lifeline runs through the text.
        canvas.rect(
            x: start + badgeWidth - 2, y: labelY - 11, width: methodWidth + 4, height: 15, class: "wb-dg-label-bg")
        canvas.circle(.init(x: start + Self.badgeRadius, y: labelY - 4), radius: Self.badgeRadius, class: "wb-dg-badge")
        canvas.text(
            "\(row.number)", at: .init(x: start + Self.badgeRadius, y: labelY), anchor: .middle,
            class: "wb-dg-badge-text")
        canvas.text(
            message.method, at: .init(x: start + badgeWidth, y: labelY),
            class: reply ? "wb-dg-method wb-dg-muted" : "wb-dg-method")
        let valueClass = message.value.hasPrefix("throws ") ? "wb-dg-value wb-dg-error" : "wb-dg-value"
        if let widest = row.valueLines.map({ TextMetrics.width($0, size: Self.codeSize) }).max() {
            let left = valueAnchor == .start ? from + 44 : labelCenter - widest / 2
            let height = Double(row.valueLines.count) * Self.valueLineHeight
            canvas.rect(x: left - 2, y: arrowY + 6, width: widest + 4, height: height, class: "wb-dg-label-bg")
        }
        for (offset, line) in row.valueLines.enumerated() {
            let x = valueAnchor == .start ? from + 44 : labelCenter
            canvas.text(
                line, at: .init(x: x, y: arrowY + 17 + Double(offset) * Self.valueLineHeight),
                anchor: valueAnchor, class: valueClass)
        }
    }

    /// An arrowhead with its tip at `tip`: filled for a call, open for an answer.
    static func head(at tip: SVGCanvas.Point, pointingRight: Bool, open: Bool, on canvas: inout SVGCanvas) {
        let back = pointingRight ? tip.x - 9 : tip.x + 9
        let points = [SVGCanvas.Point(x: back, y: tip.y - 4.5), tip, .init(x: back, y: tip.y + 4.5)]
        if open {
            canvas.polyline(points, class: "wb-dg-head-open")
        } else {
            canvas.polygon(points, class: "wb-dg-head")
        }
    }

    /// "—▶ call   - - ▷ answer", under the drawing.
    static func legend(at origin: SVGCanvas.Point, call: String, answer: String, on canvas: inout SVGCanvas) {
        canvas.line(origin, .init(x: origin.x + 30, y: origin.y), class: "wb-dg-key wb-dg-arrow")
        head(at: .init(x: origin.x + 30, y: origin.y), pointingRight: true, open: false, on: &canvas)
        canvas.text(call, at: .init(x: origin.x + 38, y: origin.y + 4), class: "wb-dg-legend")
        let second = origin.x + 38 + TextMetrics.width(call, size: 12.5) + 28
        canvas.line(
            .init(x: second, y: origin.y), .init(x: second + 30, y: origin.y),
            class: "wb-dg-key wb-dg-arrow wb-dg-answer")
        head(at: .init(x: second + 30, y: origin.y), pointingRight: true, open: true, on: &canvas)
        canvas.text(answer, at: .init(x: second + 38, y: origin.y + 4), class: "wb-dg-legend")
    }
}
