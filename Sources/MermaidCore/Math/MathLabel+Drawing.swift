// Why: a formula's glyphs need their own positions and sizes, and its fraction bars and
// radicals are lines, so a math label is drawn piece by piece: one `<text>` whose `<tspan>`s
// carry absolute x and y, then the rules. Every text goes through `SVGWriter.text`
// (escaped); the rules carry only numbers.

extension MathLabel {
    /// Draws the label with its first line box starting at `topY`; `x` is the left edge,
    /// centre or right edge of each line for `anchor` `.start`, `.middle`, `.end`.
    package func draw(x: Double, topY: Double, anchor: SVGText.Anchor, className: String? = nil,
                      style: String? = nil, into svg: inout SVGWriter) {
        var rules: [MathBox.Item] = []
        svg.start("text")
        svg.attr("class", className)
        // Positions are absolute: a stylesheet's text-anchor must not shift them.
        svg.attr("style", "text-anchor:start" + (style.map { ";" + $0 } ?? ""))
        svg.startBody()
        var top = topY
        for line in lines {
            if line.ruleAbove {
                let left = anchor == .start ? x : anchor == .middle ? x - width / 2 : x - width
                rules.append(.rule(x1: left, x2: left + width, y: top, thickness: 1))
            }
            let baseline = top + line.ascent
            var cursor: Double
            switch anchor {
            case .start: cursor = x
            case .middle: cursor = x - line.width / 2
            case .end: cursor = x - line.width
            }
            for piece in line.pieces {
                switch piece {
                case let .text(run, width):
                    svg.start("tspan")
                    svg.attr("x", cursor)
                    svg.attr("y", baseline)
                    svg.startBody()
                    SVGText.runs([run.with(text: run.text.replacingOccurrences(of: " ", with: "\u{00A0}"))], into: &svg)
                    svg.end("tspan")
                    cursor += width
                case let .math(box):
                    for item in box.items {
                        switch item {
                        case let .glyph(text, gx, gy, size, variant):
                            glyph(text, x: cursor + gx, y: baseline + gy, size: size, variant: variant, into: &svg)
                        case let .rule(x1, x2, y, t):
                            rules.append(.rule(x1: cursor + x1, x2: cursor + x2, y: baseline + y, thickness: t))
                        case let .polyline(points, t):
                            rules.append(.polyline(points.map { (cursor + $0.x, baseline + $0.y) }, thickness: t))
                        }
                    }
                    cursor += box.width
                }
            }
            top += line.ascent + line.descent
        }
        svg.end("text")
        for rule in rules { Self.drawRule(rule, into: &svg) }
    }

    private func glyph(_ text: String, x: Double, y: Double, size: Double, variant: MathVariant,
                       into svg: inout SVGWriter) {
        svg.start("tspan")
        svg.attr("x", x)
        svg.attr("y", y)
        if size != 1 { svg.attr("font-size", SVGText.percent(size)) }
        switch variant {
        case .italic: svg.attr("font-style", "italic")
        case .bold: svg.attr("font-weight", "bold")
        case .roman: break
        }
        svg.startBody()
        svg.text(text)
        svg.end("tspan")
    }

    /// A fraction bar or overline as `<line>`, a radical or brace as `<polyline>`, both of class
    /// `math-rule` (the diagram's stylesheet gives them the text colour).
    static func drawRule(_ rule: MathBox.Item, into svg: inout SVGWriter) {
        switch rule {
        case let .rule(x1, x2, y, t):
            svg.start("line")
            svg.attr("class", "math-rule")
            svg.endpoints(x1: x1, y1: y, x2: x2, y2: y)
            svg.attr("stroke", "currentColor")
            svg.attr("stroke-width", t)
            svg.endEmpty()
        case let .polyline(points, t):
            svg.start("polyline")
            svg.attr("class", "math-rule")
            svg.attr("points", points.map { NumberFormat.format($0.x) + "," + NumberFormat.format($0.y) }.joined(separator: " "))
            svg.attr("fill", "none")
            svg.attr("stroke", "currentColor")
            svg.attr("stroke-width", t)
            svg.attr("stroke-linejoin", "round")
            svg.endEmpty()
        case .glyph:
            break
        }
    }
}
