import MermaidCore

/// The state diagram's CSS, scoped to the diagram's id, with mermaid's class names.
enum StateStyleSheet {
    static func css(for diagram: StateDiagram, context: DiagramContext) -> String {
        let p = "#" + context.idPrefix
        let palette = ThemePalette(context: context)
        let stateBkg = palette.css("stateBkg", palette.css("mainBkg", "#ECECFF"))
        let border = palette.css("nodeBorder", "#9370DB")
        let line = palette.css("transitionColor", palette.css("lineColor", "#333333"))
        let special = palette.css("specialStateColor", line)
        let font = "font-family:\(context.fontFamily);font-size:\(SVGText.num(context.fontSize))px;"
        var css = """
        \(p) .node rect,\(p) .node polygon{fill:\(stateBkg);stroke:\(border);stroke-width:1px;}\
        \(p) .node text{fill:\(palette.css("nodeTextColor", "#131300"));\(font)}\
        \(p) .node circle.state-start{fill:\(special);stroke:\(special);}\
        \(p) .node circle.state-end{fill:\(palette.css("background", "white"));stroke:\(special);stroke-width:1.5px;}\
        \(p) .node circle.end-state-inner{fill:\(palette.css("innerEndBackground", special));stroke:none;}\
        \(p) .node rect.fork-join{fill:\(special);stroke:\(special);}\
        \(p) .transition{stroke:\(line);stroke-width:1px;fill:none;}\
        \(p) .edge-pattern-dashed{stroke-dasharray:3;}\
        \(p) .note-edge{stroke-dasharray:5;}\
        \(p) .marker{fill:\(line);stroke:\(line);stroke-width:1px;}\
        \(p) .edgeLabel .background{fill:\(palette.css("edgeLabelBackground", "#e8e8e8"));opacity:0.8;}\
        \(p) .edgeLabel text{fill:\(palette.css("transitionLabelColor", palette.css("textColor", "#333")));\(font)}\
        \(p) .statediagram-cluster rect.outer{fill:\(palette.css("compositeTitleBackground", stateBkg));stroke:\(border);stroke-width:1px;}\
        \(p) .statediagram-cluster rect.inner{fill:\(palette.css("compositeBackground", palette.css("background", "white")));stroke:\(border);stroke-width:1px;}\
        \(p) .statediagram-cluster rect.divider{fill:\(palette.css("altBackground", "#f0f0f0"));stroke:\(border);stroke-width:1px;stroke-dasharray:10,10;}\
        \(p) .statediagram-cluster .cluster-label text{fill:\(palette.css("stateLabelColor", "#131300"));\(font)}\
        \(p) .statediagram-note rect{fill:\(palette.css("noteBkgColor", "#fff5ad"));stroke:\(palette.css("noteBorderColor", "#aaaa33"));stroke-width:1px;}\
        \(p) .statediagram-note text{fill:\(palette.css("noteTextColor", "black"));}
        """
        for name in diagram.classDefOrder {
            guard let declarations = diagram.classDefs[name] else { continue }
            let (shape, text) = ThemePalette.split(declarations)
            let cls = SVGText.identifier(name)
            if !shape.isEmpty { css += "\(p) .node.\(cls) rect,\(p) .node.\(cls) polygon,\(p) .node.\(cls) circle,\(p) .statediagram-cluster.\(cls) rect{\(shape);}" }
            if !text.isEmpty { css += "\(p) .node.\(cls) text,\(p) .statediagram-cluster.\(cls) text{\(text);}" }
        }
        return css
    }
}
