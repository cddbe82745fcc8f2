/// Draws a `TextBlock` as SVG `<text>`/`<tspan>` (never `<foreignObject>`), so the file
/// renders the same in browsers, Inkscape, librsvg and office suites.
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
    package static func render(_ block: TextBlock, centerX: Double, centerY: Double, measurer: TextMeasurer,
                              className: String? = nil, size: Double? = nil, style: String? = nil,
                              attributes: [(String, String?)] = []) -> String {
        render(block, x: centerX, centerY: centerY, anchor: .middle, measurer: measurer, className: className,
               size: size, style: style, attributes: attributes)
    }

    /// Text anchored at `x` (left edge for `.start`, centre for `.middle`, right edge for
    /// `.end`), vertically centred on `centerY`.
    package static func render(_ block: TextBlock, x: Double, centerY: Double, anchor: Anchor, measurer: TextMeasurer,
                              className: String? = nil, size: Double? = nil, style: String? = nil,
                              attributes: [(String, String?)] = []) -> String {
        let s = size ?? measurer.fontSize
        let lineHeight = measurer.lineHeight(size: s)
        let top = centerY - Double(max(block.lines.count, 1)) * lineHeight / 2
        return render(block, x: x, topY: top, anchor: anchor, measurer: measurer, className: className, size: size,
                      style: style, attributes: attributes)
    }

    /// Text whose first line box starts at `topY`.
    package static func render(_ block: TextBlock, x: Double, topY: Double, anchor: Anchor, measurer: TextMeasurer,
                              className: String? = nil, size: Double? = nil, style: String? = nil,
                              attributes: [(String, String?)] = []) -> String {
        let s = size ?? measurer.fontSize
        let lineHeight = measurer.lineHeight(size: s)
        let baseline = measurer.baselineOffset(size: s)
        let xs = x.svg
        var out = "<text"
        if let className { out += " class=\"" + XMLEscape.attribute(className) + "\"" }
        out += " x=\"" + xs + "\""
        let firstY = topY + lineHeight / 2 + baseline
        out += " y=\"" + firstY.svg + "\""
        if anchor != .start { out += " text-anchor=\"" + anchor.rawValue + "\"" }
        if size != nil { out += " font-size=\"" + s.svg + "\"" }
        if let style { out += " style=\"" + XMLEscape.attribute(style) + "\"" }
        for (key, value) in attributes {
            if let value { out += " " + key + "=\"" + XMLEscape.attribute(value) + "\"" }
        }
        out += ">"
        let visible = block.lines.enumerated().filter { !$0.element.runs.isEmpty }
        if visible.count == 1, visible[0].offset == 0 {
            out += runs(visible[0].element.runs)
        } else {
            for (index, line) in visible {
                let y = topY + lineHeight * (Double(index) + 0.5) + baseline
                out += "<tspan x=\"" + xs + "\" y=\"" + y.svg + "\">" + runs(line.runs) + "</tspan>"
            }
        }
        return out + "</text>"
    }

    /// Styled runs of one line: plain runs as text, styled ones as nested `<tspan>`.
    static func runs(_ runs: [TextRun]) -> String {
        var out = ""
        for run in runs {
            let text = XMLEscape.text(run.text)
            var attrs = ""
            if run.bold { attrs += " font-weight=\"bold\"" }
            if run.italic { attrs += " font-style=\"italic\"" }
            if run.underline || run.strikethrough {
                attrs += " text-decoration=\"" + (run.underline ? "underline" : "line-through") + "\""
            }
            if run.code { attrs += " font-family=\"monospace\"" }
            switch run.baseline {
            case .normal: break
            case .superscript: attrs += " baseline-shift=\"super\" font-size=\"75%\""
            case .subscript: attrs += " baseline-shift=\"sub\" font-size=\"75%\""
            }
            out += attrs.isEmpty ? text : "<tspan" + attrs + ">" + text + "</tspan>"
        }
        return out
    }
}
