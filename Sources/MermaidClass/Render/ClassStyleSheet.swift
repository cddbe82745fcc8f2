import MermaidCore

/// The class diagram's CSS, scoped to the diagram's id so several diagrams on a page never
/// restyle each other. Class names follow mermaid's, so user CSS written for mermaid applies.
enum ClassStyleSheet {
    static func css(for diagram: ClassDiagram, context: DiagramContext) -> String {
        let p = "#" + context.idPrefix
        let palette = ThemePalette(context: context)
        let mainBkg = palette.css("mainBkg", "#ECECFF")
        let border = palette.css("nodeBorder", "#9370DB")
        let classText = palette.css("classText", "#131300")
        let line = palette.css("lineColor", "#333333")
        let text = palette.css("textColor", "#333")
        var css = """
        \(p) .node .label-container rect{fill:\(mainBkg);stroke:\(border);stroke-width:1px;}\
        \(p) .node text{fill:\(classText);font-family:\(context.fontFamily);font-size:\(SVGText.num(context.fontSize))px;}\
        \(p) .classTitle{font-weight:bold;}\
        \(p) .divider path{stroke:\(border);stroke-width:1px;fill:none;}\
        \(p) .relation{stroke:\(line);stroke-width:1px;fill:none;}\
        \(p) .edge-pattern-solid{stroke-dasharray:0;}\
        \(p) .edge-pattern-dashed{stroke-dasharray:3;}\
        \(p) .edge-pattern-dotted{stroke-dasharray:2;}\
        \(p) .marker{fill:\(line);stroke:\(line);stroke-width:1px;}\
        \(p) .marker.extension,\(p) .marker.aggregation{fill:none;}\
        \(p) .marker.lollipop{fill:\(mainBkg);}\
        \(p) .edgeLabel .background{fill:\(palette.css("edgeLabelBackground", "#e8e8e8"));opacity:0.8;}\
        \(p) .edgeLabel text,\(p) .edgeTerminals text{fill:\(text);font-family:\(context.fontFamily);}\
        \(p) .edgeLabel text{font-size:\(SVGText.num(context.fontSize))px;}\
        \(p) .edgeTerminals text{font-size:\(SVGText.num(context.fontSize * 0.75))px;}\
        \(p) .classNote rect{fill:\(palette.css("noteBkgColor", "#fff5ad"));stroke:\(palette.css("noteBorderColor", "#aaaa33"));stroke-width:1px;}\
        \(p) .classNote text{fill:\(palette.css("noteTextColor", "black"));}\
        \(p) .interface rect{fill:none;stroke:none;}\
        \(p) .cluster rect{fill:\(palette.css("clusterBkg", "#ffffde"));stroke:\(palette.css("clusterBorder", "#aaaa33"));stroke-width:1px;}\
        \(p) .cluster-label text{fill:\(palette.css("titleColor", "#333"));font-family:\(context.fontFamily);font-size:\(SVGText.num(context.fontSize))px;}\
        \(p) a .node{cursor:pointer;}
        """
        for name in diagram.classDefOrder {
            guard let declarations = diagram.classDefs[name] else { continue }
            let (shape, textStyle) = ThemePalette.split(declarations)
            let cls = SVGText.identifier(name)
            if !shape.isEmpty { css += "\(p) .node.\(cls) .label-container rect{\(shape);}" }
            if !textStyle.isEmpty { css += "\(p) .node.\(cls) text{\(textStyle);}" }
        }
        return css
    }
}
