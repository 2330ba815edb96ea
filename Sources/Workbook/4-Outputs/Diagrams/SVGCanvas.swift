/// Collects the elements of one SVG drawing as markup. Every value is escaped
/// (`HTML`'s escaping suits XML too), every number is written with at most
/// one decimal and no locale, and elements come out in the order they were
/// drawn: the same drawing is always the same bytes.
///
/// Colours are never written here: elements get classes, and the site's
/// style sheet colours them from its theme variables, light or dark.
struct SVGCanvas {
    private(set) var body = HTML()

    /// A point in the drawing.
    struct Point: Equatable {
        var x: Double
        var y: Double
    }

    mutating func line(_ from: Point, _ to: Point, class className: String) {
        body +=
            "<line class=\"\(attribute: className)\" x1=\"\(Self.number(from.x))\" y1=\"\(Self.number(from.y))\" x2=\"\(Self.number(to.x))\" y2=\"\(Self.number(to.y))\"/>\n"
    }

    mutating func rect(x: Double, y: Double, width: Double, height: Double, radius: Double = 0, class className: String)
    {
        let corner: HTML = radius > 0 ? " rx=\"\(Self.number(radius))\"" : ""
        body +=
            "<rect class=\"\(attribute: className)\" x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\"\(corner)/>\n"
    }

    mutating func circle(_ center: Point, radius: Double, class className: String) {
        body +=
            "<circle class=\"\(attribute: className)\" cx=\"\(Self.number(center.x))\" cy=\"\(Self.number(center.y))\" r=\"\(Self.number(radius))\"/>\n"
    }

    /// A closed polygon through `points`.
    mutating func polygon(_ points: [Point], class className: String) {
        let list = points.map { "\(Self.number($0.x)),\(Self.number($0.y))" }.joined(separator: " ")
        body += "<polygon class=\"\(attribute: className)\" points=\"\(attribute: list)\"/>\n"
    }

    /// An open line through `points`.
    mutating func polyline(_ points: [Point], class className: String) {
        let list = points.map { "\(Self.number($0.x)),\(Self.number($0.y))" }.joined(separator: " ")
        body += "<polyline class=\"\(attribute: className)\" points=\"\(attribute: list)\"/>\n"
    }

    enum Anchor: String {
        case start, middle, end
    }

    /// Real text, so it stays sharp at any zoom and can be selected and found.
    mutating func text(_ text: String, at point: Point, anchor: Anchor = .start, class className: String) {
        let anchorAttribute: HTML = anchor == .start ? "" : " text-anchor=\"\(attribute: anchor.rawValue)\""
        body +=
            "<text class=\"\(attribute: className)\" x=\"\(Self.number(point.x))\" y=\"\(Self.number(point.y))\"\(anchorAttribute)>\(text)</text>\n"
    }

    /// The finished `<svg>`: its size, its accessible name and description
    /// (ids `ID-t` and `ID-d`), then the drawing.
    func document(id: String, kind: String, width: Double, height: Double, title: String, description: String) -> HTML {
        let w = Self.number(width.rounded(.up)), h = Self.number(height.rounded(.up))
        let svg: HTML =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"wb-dg wb-dg-\(attribute: kind)\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\" role=\"img\" aria-labelledby=\"\(attribute: id)-t\" aria-describedby=\"\(attribute: id)-d\">\n"
        return svg
            + "<title id=\"\(attribute: id)-t\">\(title)</title>\n"
            + "<desc id=\"\(attribute: id)-d\">\(description)</desc>\n"
            + body + "</svg>\n"
    }

    /// `12`, `12.5`, `-3.2`: at most one decimal, never `-0`, never an exponent.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let tenths = Int((value * 10).rounded())
        let magnitude = tenths.magnitude
        let sign = tenths < 0 ? "-" : ""
        return magnitude % 10 == 0 ? "\(sign)\(magnitude / 10)" : "\(sign)\(magnitude / 10).\(magnitude % 10)"
    }
}

/// Text sizes without a font at hand. The diagrams set their text in a
/// monospaced font, whose advance is about 0.6 em for Latin and Cyrillic
/// letters alike (CJK is twice that); proportional text is estimated the same
/// way, which errs on the wide side. Layout leaves room accordingly.
enum TextMetrics {
    /// Estimated width of `text` at `size` pixels.
    static func width(_ text: String, size: Double) -> Double {
        var columns = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0300...0x036F, 0x200B...0x200F: continue
            case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60, 0x1F300...0x1FAFF:
                columns += 2
            default:
                columns += 1
            }
        }
        return Double(columns) * size * 0.6
    }

    /// `text` broken at spaces into lines of at most `limit` characters
    /// (a longer word is cut).
    static func wrap(_ text: String, limit: Int) -> [String] {
        guard text.count > limit else { return text.isEmpty ? [] : [text] }
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = Substring(word)
            while word.count > limit {
                if !current.isEmpty { lines.append(current); current = "" }
                lines.append(String(word.prefix(limit)))
                word = word.dropFirst(limit)
            }
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= limit {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
