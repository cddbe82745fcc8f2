// Why: labels are drawn as SVG `<text>`/`<tspan>` (never `<foreignObject>`), so the file
// renders the same in browsers, Inkscape, librsvg and office suites. One writer for every
// diagram type's `TextBlock`s keeps line spacing and baselines identical across types.

/// Draws a `TextBlock` as SVG `<text>`/`<tspan>` into an `SVGWriter`.
///
/// Each line is a `<tspan>` with its own `x` and `y` (a browser, and Folio's fidelity
/// tools, read each as a line); styled runs are nested `<tspan>`s without positions.
/// Lines are spaced by `TextMeasurer.lineHeight` and the block is centred vertically on
/// `centerY`, each baseline placed so the glyphs sit in the middle of their line box.
package enum SVGText {
    package enum Anchor: String, Sendable {
        case start, middle, end
    }

    /// Text centred on (`centerX`, `centerY`).
    package static func draw(_ block: TextBlock, centerX: Double, centerY: Double, measurer: TextMeasurer,
                             className: String? = nil, size: Double? = nil, style: String? = nil,
                             into svg: inout SVGWriter) {
        draw(block, x: centerX, centerY: centerY, anchor: .middle, measurer: measurer, className: className,
             size: size, style: style, into: &svg)
    }

    /// Text anchored at `x` (left edge for `.start`, centre for `.middle`, right edge for
    /// `.end`), vertically centred on `centerY`.
    package static func draw(_ block: TextBlock, x: Double, centerY: Double, anchor: Anchor, measurer: TextMeasurer,
                             className: String? = nil, size: Double? = nil, style: String? = nil,
                             into svg: inout SVGWriter) {
        let s = size ?? measurer.fontSize
        let lineHeight = measurer.lineHeight(size: s)
        let top = centerY - Double(max(block.lines.count, 1)) * lineHeight / 2
        draw(block, x: x, topY: top, anchor: anchor, measurer: measurer, className: className, size: size,
             style: style, into: &svg)
    }

    /// Text whose first line box starts at `topY`.
    /// - Parameter rules: draw a `<line class="label-rule">` across the block above each line
    ///   that follows an `<hr>` (the diagram's stylesheet gives it the text colour).
    package static func draw(_ block: TextBlock, x: Double, topY: Double, anchor: Anchor, measurer: TextMeasurer,
                             className: String? = nil, size: Double? = nil, style: String? = nil,
                             rules: Bool = false, into svg: inout SVGWriter) {
        let s = size ?? measurer.fontSize
        let lineHeight = measurer.lineHeight(size: s)
        let baseline = measurer.baselineOffset(size: s)
        svg.start("text")
        svg.attr("class", className)
        svg.attr("x", x)
        svg.attr("y", topY + lineHeight / 2 + baseline)
        if anchor != .start { svg.attr("text-anchor", anchor.rawValue) }
        if size != nil { svg.attr("font-size", s) }
        svg.attr("style", style)
        svg.startBody()
        var visible = 0
        var onlyFirst = true
        for (index, line) in block.lines.enumerated() where !line.runs.isEmpty {
            visible += 1
            if index != 0 { onlyFirst = false }
        }
        if visible == 1, onlyFirst {
            runs(block.lines[0].runs, into: &svg)
        } else {
            for (index, line) in block.lines.enumerated() where !line.runs.isEmpty {
                svg.start("tspan")
                svg.attr("x", x)
                svg.attr("y", topY + lineHeight * (Double(index) + 0.5) + baseline)
                svg.startBody()
                runs(line.runs, into: &svg)
                svg.end("tspan")
            }
        }
        svg.end("text")
        if rules, block.lines.contains(where: \.ruleAbove) {
            let width = measurer.measure(block, size: s).width
            let left = anchor == .start ? x : anchor == .middle ? x - width / 2 : x - width
            for (index, line) in block.lines.enumerated() where line.ruleAbove {
                let y = topY + lineHeight * Double(index)
                svg.start("line")
                svg.attr("class", "label-rule")
                svg.endpoints(x1: left, y1: y, x2: left + width, y2: y)
                svg.attr("stroke", "currentColor")
                svg.attr("stroke-width", 1)
                svg.endEmpty()
            }
        }
    }

    /// Styled runs of one line: plain runs as text, styled ones as nested `<tspan>`, linked
    /// ones inside an SVG `<a href>`.
    static func runs(_ runs: [TextRun], into svg: inout SVGWriter) {
        for run in runs {
            let styled = run.bold || run.italic || run.underline || run.strikethrough || run.code
                || run.baseline != .normal || run.small || run.color != nil
            if let link = run.link {
                svg.start("a")
                svg.attr("href", link)
                svg.attr("target", run.linkTarget)
                if run.linkTarget == "_blank" { svg.attr("rel", "noopener") }
                svg.startBody()
            }
            if styled {
                styledRun(run, into: &svg)
            } else {
                svg.text(run.text)
            }
            if run.link != nil { svg.end("a") }
        }
    }

    private static func styledRun(_ run: TextRun, into svg: inout SVGWriter) {
        svg.start("tspan")
        if run.bold { svg.attr("font-weight", "bold") }
        if run.italic { svg.attr("font-style", "italic") }
        if run.underline || run.strikethrough {
            let lines = [run.underline ? "underline" : nil, run.strikethrough ? "line-through" : nil]
            svg.attr("text-decoration", lines.compactMap { $0 }.joined(separator: " "))
        }
        if run.code { svg.attr("font-family", "monospace") }
        if let color = run.color { svg.attr("fill", color) }
        switch run.baseline {
        case .normal: break
        case .superscript: svg.attr("baseline-shift", "super")
        case .subscript: svg.attr("baseline-shift", "sub")
        }
        // Relative to the parent `<text>`, so nested sizes are written as one percentage.
        if run.sizeFactor != 1 { svg.attr("font-size", SVGText.percent(run.sizeFactor)) }
        svg.startBody()
        svg.text(run.text)
        svg.end("tspan")
    }

    /// `0.75` → `"75%"`, `1/1.2` → `"83.33%"`.
    static func percent(_ factor: Double) -> String {
        let hundredths = (factor * 10_000).rounded()
        let whole = Int(hundredths) / 100, fraction = Int(hundredths) % 100
        if fraction == 0 { return "\(whole)%" }
        return fraction % 10 == 0 ? "\(whole).\(fraction / 10)%" : "\(whole).\(fraction < 10 ? "0" : "")\(fraction)%"
    }
}
