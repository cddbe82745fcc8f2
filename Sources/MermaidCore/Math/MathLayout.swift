// Why: places the glyphs and rules of a parsed formula the way TeX's display style does it
// in outline (scripts at 70% and 50%, stacked fractions on the math axis, radicals grown to
// their content, TeX's spacing between atom classes), with widths from Folio's font tables
// so the label box always holds the drawing.

/// Lays out a `MathNode` into a `MathBox`.
///
/// ```swift
/// let box = MathLayout(measurer: context.text).layout(try MathParser.parse("x^2"))
/// ```
package struct MathLayout {
    let measurer: TextMeasurer

    package init(measurer: TextMeasurer) { self.measurer = measurer }

    /// TeX's styles: display (0), text (1), script (2), scriptscript (3).
    typealias Level = Int

    /// The whole formula, in display style as mermaid asks KaTeX for.
    package func layout(_ node: MathNode) -> MathBox { layout(node, level: 0) }

    static func scale(_ level: Level) -> Double { level <= 1 ? 1 : level == 2 ? 0.7 : 0.5 }
    static func scriptLevel(_ level: Level) -> Level { level <= 1 ? 2 : 3 }

    private func px(_ level: Level) -> Double { measurer.fontSize * Self.scale(level) }

    private func layout(_ node: MathNode, level: Level) -> MathBox {
        switch node {
        case let .glyph(text, variant, cls):
            var factor = Self.scale(level)
            if case .largeOperator = cls, text.count == 1, level == 0 { factor *= text == "∫" || text == "∮" ? 1.6 : 1.4 }
            return glyph(text, variant: variant, factor: factor)
        case let .text(text, variant):
            // Spaces inside `\text{…}` are kept: a no-break space survives SVG's whitespace rules.
            let kept = String(text.map { $0 == " " || $0 == "\t" || $0 == "\n" ? "\u{00A0}" : $0 })
            return glyph(kept, variant: variant, factor: Self.scale(level))
        case let .row(nodes): return row(nodes, level: level)
        case let .scripts(base, sub, sup): return scripts(base, sub: sub, sup: sup, level: level)
        case let .fraction(num, den): return fraction(num, den, level: level)
        case let .root(body, index): return root(body, index: index, level: level)
        case let .space(em): return MathBox(width: em * px(level))
        case let .delimited(open, inner, close): return delimited(open, inner, close, level: level)
        case let .bigDelimiter(d, scale):
            let p = px(level)
            return delimiter(d, size: p * scale, center: -axis(p))
        case let .table(table): return self.table(table, level: level)
        case let .brace(body, over): return brace(body, over: over, level: level)
        case let .overline(body):
            let p = px(level)
            var box = layout(body, level: level)
            let t = thickness(p)
            let y = -(box.ascent + 0.12 * p + t / 2)
            box.items.append(.rule(x1: 0, x2: box.width, y: y, thickness: t))
            box.ascent = -y + t
            return box
        }
    }

    private func glyph(_ text: String, variant: MathVariant, factor: Double) -> MathBox {
        let size = measurer.fontSize * factor
        let width = measurer.width(of: text, size: size, bold: variant == .bold, italic: variant == .italic)
        // Italic letters lean past their advance: a little room keeps them off what follows.
        let lean = variant == .italic ? 0.04 * size : 0
        return MathBox(width: width + lean, ascent: 0.75 * size, descent: 0.22 * size,
                       items: [.glyph(text, x: 0, y: 0, size: factor, variant: variant)])
    }

    private func axis(_ p: Double) -> Double { 0.3 * p }
    private func thickness(_ p: Double) -> Double { max(0.05 * p, 1) }

    // MARK: rows and spacing

    private func row(_ nodes: [MathNode], level: Level) -> MathBox {
        let merged = Self.mergingOrdinaryGlyphs(nodes)
        var box = MathBox()
        let p = px(level)
        var classes = merged.map(Self.spacingClass)
        // A binary operator with nothing to its left (`-x`, `= -1`) is a sign, spaced as ordinary (TeX's rule).
        for k in classes.indices where classes[k] == .binary
            && (k == 0 || [.binary, .relation, .open, .punctuation, .operator].contains(classes[k - 1])) {
            classes[k] = .ordinary
        }
        for (k, node) in merged.enumerated() {
            let before = k > 0 ? Self.space(between: classes[k - 1], and: classes[k], next: k + 1 < merged.count ? classes[k + 1] : nil,
                                            nextNode: merged[k], level: level) : 0
            box.width += before * p
            let child = layout(node, level: level)
            box.place(child, dx: box.width, dy: 0)
            box.width += child.width
            box.ascent = max(box.ascent, child.ascent)
            box.descent = max(box.descent, child.descent)
        }
        if merged.isEmpty {
            box.ascent = 0.75 * p
            box.descent = 0.22 * p
        }
        return box
    }

    /// Neighbouring letters or digits become one text run (`"ab"`, `"123"`).
    static func mergingOrdinaryGlyphs(_ nodes: [MathNode]) -> [MathNode] {
        var out: [MathNode] = []
        for node in nodes {
            if case let .glyph(text, variant, .ordinary) = node, text.count == 1, !"()[]|".contains(text),
               case let .glyph(previous, pv, .ordinary)? = out.last, pv == variant,
               previous.last.map({ !"()[]|".contains($0) }) == true {
                out[out.count - 1] = .glyph(previous + text, variant, .ordinary)
            } else {
                out.append(node)
            }
        }
        return out
    }

    enum SpacingClass: Equatable { case ordinary, open, binary, relation, punctuation, `operator` }

    static func spacingClass(_ node: MathNode) -> SpacingClass {
        switch node {
        case let .glyph(text, _, cls):
            switch cls {
            case .binary: return .binary
            case .relation: return .relation
            case .punctuation: return .punctuation
            case .function, .largeOperator: return .operator
            case .ordinary: return text == "(" || text == "[" ? .open : .ordinary
            }
        case let .scripts(base, _, _): return spacingClass(base)
        case .space: return .open
        default: return .ordinary
        }
    }

    /// Space in em before an atom of class `current`, after one of class `previous` (TeX's
    /// table, simplified: a binary operator with nothing to operate on is ordinary).
    static func space(between previous: SpacingClass, and current: SpacingClass, next: SpacingClass?,
                      nextNode: MathNode, level: Level) -> Double {
        let full = level <= 1
        switch (previous, current) {
        case (.ordinary, .binary):
            return full && next != nil && next != .relation && next != .punctuation ? 4.0 / 18 : 0
        case (.binary, .ordinary), (.binary, .open), (.binary, .operator):
            return full ? 4.0 / 18 : 0
        case (_, .relation) where previous != .relation && previous != .open:
            return full ? 5.0 / 18 : 0
        case (.relation, _) where current != .relation && current != .punctuation:
            return full ? 5.0 / 18 : 0
        case (.punctuation, _):
            return full ? 3.0 / 18 : 0
        case (.ordinary, .operator), (.operator, .ordinary), (.operator, .operator):
            return 3.0 / 18
        default:
            return 0
        }
    }

    // MARK: scripts, fractions, roots, delimiters

    private func scripts(_ base: MathNode, sub: MathNode?, sup: MathNode?, level: Level) -> MathBox {
        let p = px(level)
        let b = layout(base, level: level)
        let scriptLevel = Self.scriptLevel(level)
        let supBox = sup.map { layout($0, level: scriptLevel) }
        let subBox = sub.map { layout($0, level: scriptLevel) }
        if case .glyph(_, _, .largeOperator(limits: true)) = base, level == 0 {
            return limits(b, sub: subBox, sup: supBox, p: p)
        }
        // A brace's note sits above (`\overbrace{…}^{…}`) or below it in every style.
        if case .brace = base { return limits(b, sub: subBox, sup: supBox, p: p) }
        var box = b
        var up = max(0.38 * p, b.ascent - 0.3 * p)
        var down = max(0.2 * p, b.descent)
        if let supBox, let subBox {
            let gap = (up - supBox.descent) - (subBox.ascent - down)
            if gap < 0.15 * p {
                let push = (0.15 * p - gap) / 2
                up += push
                down += push
            }
        }
        // Subscript first: the text reads base, subscript, superscript, as MathML's does.
        var scriptWidth = 0.0
        if let subBox {
            box.place(subBox, dx: b.width, dy: down)
            box.descent = max(box.descent, down + subBox.descent)
            scriptWidth = subBox.width
        }
        if let supBox {
            box.place(supBox, dx: b.width, dy: -up)
            box.ascent = max(box.ascent, up + supBox.ascent)
            box.descent = max(box.descent, supBox.descent - up)
            scriptWidth = max(scriptWidth, supBox.width)
        }
        box.width = b.width + scriptWidth + 0.05 * p
        return box
    }

    /// `\sum_{i=1}^{n}` in display style: limits centred above and below.
    private func limits(_ b: MathBox, sub: MathBox?, sup: MathBox?, p: Double) -> MathBox {
        let width = max(b.width, sub?.width ?? 0, sup?.width ?? 0)
        var box = MathBox(width: width, ascent: b.ascent, descent: b.descent)
        box.place(b, dx: (width - b.width) / 2, dy: 0)
        let gap = 0.15 * p
        if let sub {
            let y = b.descent + gap + sub.ascent
            box.place(sub, dx: (width - sub.width) / 2, dy: y)
            box.descent = y + sub.descent
        }
        if let sup {
            let y = -(b.ascent + gap + sup.descent)
            box.place(sup, dx: (width - sup.width) / 2, dy: y)
            box.ascent = -y + sup.ascent
        }
        return box
    }

    private func fraction(_ num: MathNode, _ den: MathNode, level: Level) -> MathBox {
        let p = px(level)
        let inner = level == 0 ? 1 : Self.scriptLevel(level)
        let n = layout(num, level: inner)
        let d = layout(den, level: inner)
        let a = axis(p)
        let t = thickness(p)
        let gap = (level == 0 ? 0.15 : 0.1) * p
        let pad = 0.1 * p
        let width = max(n.width, d.width) + 2 * pad
        let up = a + t / 2 + gap + n.descent
        let down = -a + t / 2 + gap + d.ascent
        var box = MathBox(width: width, ascent: up + n.ascent, descent: down + d.descent)
        box.place(n, dx: (width - n.width) / 2, dy: -up)
        box.items.append(.rule(x1: pad / 2, x2: width - pad / 2, y: -a, thickness: t))
        box.place(d, dx: (width - d.width) / 2, dy: down)
        return box
    }

    private func root(_ body: MathNode, index: MathNode?, level: Level) -> MathBox {
        let p = px(level)
        let r = layout(body, level: level)
        let t = thickness(p)
        let top = -(r.ascent + 0.12 * p + t / 2)
        let bottom = r.descent + 0.05 * p
        let signWidth = 0.55 * p
        var box = MathBox()
        let indexBox = index.map { layout($0, level: 3) }
        let x0 = indexBox.map { max(0, $0.width - signWidth * 0.45) } ?? 0
        let mid = top + (bottom - top) * 0.55
        let end = x0 + signWidth + r.width + 0.1 * p
        box.items.append(.polyline([(x0, mid), (x0 + signWidth * 0.2, mid - 0.08 * p), (x0 + signWidth * 0.5, bottom),
                                   (x0 + signWidth, top), (end, top)], thickness: t))
        box.place(r, dx: x0 + signWidth + 0.05 * p, dy: 0)
        if let i = indexBox {
            // After the radicand, as MathML's `<mroot>` reads.
            let y = top + (bottom - top) * 0.45 - i.descent
            box.place(i, dx: 0, dy: y)
            box.ascent = max(box.ascent, -y + i.ascent)
        }
        box.width = end + 0.05 * p
        box.ascent = max(box.ascent, -top + t)
        box.descent = max(r.descent, bottom + t)
        return box
    }

    private func delimited(_ open: String, _ inner: MathNode, _ close: String, level: Level) -> MathBox {
        delimited(open, body: layout(inner, level: level), close, level: level)
    }

    private func delimited(_ open: String, body: MathBox, _ close: String, level: Level) -> MathBox {
        let p = px(level)
        let size = max(p, (body.ascent + body.descent + 0.1 * p) / 0.97)
        let center = (body.descent - body.ascent) / 2
        var box = MathBox()
        for part in [0, 1, 2] {
            let piece = part == 1 ? body : delimiter(part == 0 ? open : close, size: size, center: center)
            box.place(piece, dx: box.width, dy: 0)
            box.width += piece.width
            box.ascent = max(box.ascent, piece.ascent)
            box.descent = max(box.descent, piece.descent)
        }
        return box
    }

    /// `\overbrace`/`\underbrace`: the body with a brace drawn as a polyline over or under it, the
    /// brace's tip at the middle pointing away from the body.
    private func brace(_ body: MathNode, over: Bool, level: Level) -> MathBox {
        let p = px(level)
        var box = layout(body, level: level)
        let t = thickness(p)
        let depth = 0.3 * p, gap = 0.1 * p
        let width = box.width, middle = box.width / 2, shoulder = min(0.15 * p, width / 4)
        // y of the brace's ends (near the body) and its spine, tip beyond.
        let sign: Double = over ? -1 : 1
        let near = over ? -(box.ascent + gap) : box.descent + gap
        let spine = near + sign * depth * 0.5, tip = near + sign * depth
        let points: [(x: Double, y: Double)] = [(0, near), (shoulder, spine), (middle - shoulder, spine), (middle, tip),
                                                (middle + shoulder, spine), (width - shoulder, spine), (width, near)]
        box.items.append(.polyline(points, thickness: t))
        if over { box.ascent = -tip + t } else { box.descent = tip + t }
        return box
    }

    /// Rows of cells centred on the math axis, columns aligned and spaced as the table's layout says,
    /// in its delimiters. Matrix cells are set in text style, aligned ones in display style, a
    /// `\binom`'s like a fraction's parts.
    private func table(_ table: MathTable, level: Level) -> MathBox {
        let p = px(level)
        let cellLevel: Level = switch table.layout {
        case .aligned: level
        case .matrix: max(level, 1)
        case .stack: level == 0 ? 1 : Self.scriptLevel(level)
        }
        let cells = table.rows.map { $0.map { layout($0, level: cellLevel) } }
        var widths = [Double](repeating: 0, count: table.columnCount)
        for row in cells { for (k, cell) in row.enumerated() { widths[k] = max(widths[k], cell.width) } }
        let heights = cells.map { row in
            (ascent: row.map(\.ascent).max().map { max($0, 0.7 * p) } ?? 0.7 * p,
             descent: row.map(\.descent).max().map { max($0, 0.25 * p) } ?? 0.25 * p)
        }
        let rowGap = (table.layout == .stack ? 0.1 : 0.3) * p
        func gap(after column: Int) -> Double {
            switch table.layout {
            case .matrix: return p
            case .aligned: return column % 2 == 0 ? 0 : 2 * p
            case .stack: return 0
            }
        }
        var lefts: [Double] = []
        var x = 0.0
        for (k, width) in widths.enumerated() {
            lefts.append(x)
            x += width + (k + 1 < widths.count ? gap(after: k) : 0)
        }
        let total = heights.reduce(0) { $0 + $1.ascent + $1.descent } + rowGap * Double(max(heights.count - 1, 0))
        let top = -axis(p) - total / 2
        var box = MathBox(width: x, ascent: -top, descent: top + total)
        var y = top
        for (r, row) in cells.enumerated() {
            let baseline = y + heights[r].ascent
            for (k, cell) in row.enumerated() {
                let spare = widths[k] - cell.width
                let dx = switch table.alignment(of: k) {
                case .left: lefts[k]
                case .center: lefts[k] + spare / 2
                case .right: lefts[k] + spare
                }
                box.place(cell, dx: dx, dy: baseline)
            }
            y = baseline + heights[r].descent + rowGap
        }
        guard !table.open.isEmpty || !table.close.isEmpty else { return box }
        return delimited(table.open, body: box, table.close, level: level)
    }

    /// A delimiter drawn at `size` px, its glyph box centred on `center` (y of the middle).
    private func delimiter(_ d: String, size: Double, center: Double) -> MathBox {
        guard !d.isEmpty else { return MathBox(width: 0.12 * measurer.fontSize) }
        let baseline = center + 0.265 * size
        let width = measurer.width(of: d, size: size)
        return MathBox(width: width, ascent: 0.75 * size - baseline, descent: 0.22 * size + baseline,
                       items: [.glyph(d, x: 0, y: baseline, size: size / measurer.fontSize, variant: .roman)])
    }
}
