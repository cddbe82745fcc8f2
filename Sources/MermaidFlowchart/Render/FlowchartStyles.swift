import MermaidCore

/// Turns `classDef`/`style`/`linkStyle` declarations into inline styles with mermaid's
/// meaning (`color` colours the text, the rest styles the outline), and writes the
/// flowchart's scoped CSS from theme variables.
struct FlowchartStyles {
    let document: FlowchartDocument

    /// Declarations that style the text rather than the outline.
    static func isTextProperty(_ p: String) -> Bool {
        p == "color" || p.hasPrefix("font-") || p == "text-decoration" || p == "text-align"
    }

    /// Inline styles for a node: its classes' `classDef`s (`default` included) in the order they were
    /// first defined, as mermaid's CSS rules cascade, then its `style` lines.
    func node(_ node: FlowNode) -> (shape: String, text: String) {
        var decls: [StyleDeclaration] = []
        for c in cascade(["default"] + node.classes.filter { $0 != "default" }) { decls += document.classDefs[c] ?? [] }
        decls += node.styles
        return Self.split(decls)
    }

    func cluster(_ sg: FlowSubgraph) -> (shape: String, text: String) {
        var decls: [StyleDeclaration] = []
        for c in cascade(sg.classes) { decls += document.classDefs[c] ?? [] }
        decls += sg.styles
        return Self.split(decls)
    }

    /// `classes` that have a `classDef`, in the order first defined (as given where they tie).
    private func cascade(_ classes: [String]) -> [String] {
        var defined: [(order: Int, at: Int, name: String)] = []
        for (at, name) in classes.enumerated() {
            if let order = document.classDefOrder[name] { defined.append((order, at, name)) }
        }
        return defined.sorted { ($0.order, $0.at) < ($1.order, $1.at) }.map(\.name)
    }

    func edge(_ edge: FlowEdge) -> (path: String, text: String) {
        var decls = document.defaultLinkStyle
        for c in edge.classes { decls += document.classDefs[c] ?? [] }
        decls += edge.styles
        let (shape, text) = Self.split(decls)
        return (shape, text)
    }

    /// The font size in px an inline text style sets (`font-size:30px`, `24pt`, `1.5em`), if any:
    /// labels are measured at it so their shapes grow to hold them, as mermaid's do.
    static func fontSize(in textStyle: String, base: Double) -> Double? {
        guard let range = textStyle.range(of: "font-size:", options: .backwards) else { return nil }
        let value = textStyle[range.upperBound...].prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces).lowercased()
        let number = value.prefix { $0.isNumber || $0 == "." }
        guard let n = Double(number), n > 0, n.isFinite else { return nil }
        let size: Double
        switch value.dropFirst(number.count).replacingOccurrences(of: "!important", with: "").trimmingCharacters(in: .whitespaces) {
        case "", "px": size = n
        case "pt": size = n * 4 / 3
        case "em", "rem": size = n * base
        default: return nil
        }
        return min(size, 400)
    }

    /// The `stroke` colour a link's styles give it, if any.
    static func strokeColor(of edge: FlowEdge, in document: FlowchartDocument) -> String? {
        var decls = document.defaultLinkStyle
        for c in edge.classes { decls += document.classDefs[c] ?? [] }
        decls += edge.styles
        guard let stroke = decls.last(where: { $0.property == "stroke" }) else { return nil }
        let value = sanitize(stroke.value)
        return value.isEmpty ? nil : value
    }

    static func split(_ decls: [StyleDeclaration]) -> (shape: String, text: String) {
        guard !decls.isEmpty else { return ("", "") }
        var shape: [String] = []
        var text: [String] = []
        for d in decls {
            let value = sanitize(d.value)
            guard !value.isEmpty else { continue }
            if d.property == "color" {
                text.append("fill:\(value)")
            } else if isTextProperty(d.property) {
                text.append("\(d.property):\(value)")
            } else {
                shape.append("\(d.property):\(value)")
            }
        }
        return (shape.joined(separator: ";"), text.joined(separator: ";"))
    }

    /// Keeps a CSS value from breaking out of its declaration or loading anything.
    static func sanitize(_ value: String) -> String {
        let v = SVGDocument.sanitizeStyleValue(value)
        if v.containsByte(UInt8(ascii: "(")) {
            let lower = v.lowercased()
            if lower.contains("url(") || lower.contains("expression(") { return "" }
        }
        return String(Substring(v).trimmingSpaces)
    }

    // MARK: CSS

    static func css(_ context: DiagramContext, rules: Bool = false) -> String {
        // Edge labels' backgrounds differ with the label mode, which the style key does not hold.
        let htmlLabels = context.config["flowchart"]?["htmlLabels"]?.boolValue ?? true
        let name = (rules ? "flowchart+rules" : "flowchart") + (htmlLabels ? "" : "+svg-labels")
        return StyleSheetMemo.css(name, context: context) { writeCSS(context, rules: rules, htmlLabels: htmlLabels) }
    }

    private static func writeCSS(_ context: DiagramContext, rules: Bool, htmlLabels: Bool) -> String {
        let p = "#\(context.idPrefix)"
        func color(_ names: String...) -> String {
            for name in names where context.theme[name] != nil { return context.color(name) }
            return context.color(names.last ?? "textColor")
        }
        let font = context.fontFamily
        let size = NumberFormat.format(context.fontSize)
        let nodeText = color("nodeTextColor", "primaryTextColor", "textColor")
        let line = color("lineColor")
        var css = ""
        css += "\(p) .label{font-family:\(font);}"
        css += "\(p) .label text{fill:\(nodeText);font-size:\(size)px;}"
        css += "\(p) .node rect,\(p) .node circle,\(p) .node ellipse,\(p) .node polygon,\(p) .node path"
        css += "{fill:\(color("mainBkg", "primaryColor"));stroke:\(color("nodeBorder", "primaryBorderColor"));stroke-width:1px;}"
        css += "\(p) .node .label{text-align:center;}"
        css += "\(p) .node.clickable{cursor:pointer;}"
        css += "\(p) .flowchart-link{stroke:\(line);fill:none;}"
        css += "\(p) .marker{fill:\(line);stroke:\(line);}"
        css += "\(p) .marker.cross{stroke:\(line);}"
        // Mermaid's HTML labels lie on two layers of the colour (``ThemePalettes/deriveEdgeLabelBackdrop(_:)``),
        // its SVG labels on one at opacity 0.5; either is made more opaque where the text would lose its contrast.
        let backdrop = htmlLabels ? ["edgeLabelBackdrop", "edgeLabelBackground", "secondaryColor"] : ["edgeLabelBackground", "secondaryColor"]
        let labelOpacity = context.labelBackdropOpacity(text: ["textColor", "primaryTextColor"], background: backdrop,
                                                        floor: htmlLabels ? 1 : 0.5)
        css += "\(p) .edgeLabel rect{opacity:\(NumberFormat.format(labelOpacity));fill:\(color(backdrop[0], backdrop[1]));}"
        css += "\(p) .edgeLabel .label text{fill:\(color("textColor", "primaryTextColor"));}"
        css += "\(p) .cluster rect{fill:\(color("clusterBkg", "secondaryColor"));stroke:\(color("clusterBorder", "lineColor"));stroke-width:1px;}"
        css += "\(p) .cluster-label text{fill:\(color("titleColor", "textColor"));}"
        if rules {
            // Fraction bars and radicals of `$$…$$` labels and `<hr>` rules take their text's colour.
            css += "\(p) .math-rule,\(p) .label-rule{stroke:\(nodeText);}"
            css += "\(p) .edgeLabel .math-rule,\(p) .edgeLabel .label-rule{stroke:\(color("textColor", "primaryTextColor"));}"
            css += "\(p) .cluster-label .math-rule,\(p) .cluster-label .label-rule{stroke:\(color("titleColor", "textColor"));}"
        }
        css += EdgeCSS.rules(prefix: context.idPrefix, thicknesses: EdgeCSS.Thickness.allCases)
        css += "\(p) .edge-animation-fast{stroke-dasharray:9,5;stroke-dashoffset:900;animation:\(context.idPrefix)-dash 20s linear infinite;stroke-linecap:round;}"
        css += "@keyframes \(context.idPrefix)-dash{to{stroke-dashoffset:0;}}"
        return css
    }
}
