import MermaidCore

/// The class diagram's CSS, scoped to the diagram's id so several diagrams on a page never
/// restyle each other. Class names follow mermaid's, so user CSS written for mermaid applies.
enum ClassStyleSheet {
    static func css(for diagram: ClassDiagram, context: DiagramContext) -> String {
        var css = StyleSheetMemo.css("class", context: context) { fixedCSS(context) }
        css += ClassDefCSS.rules(prefix: context.idPrefix, order: diagram.classDefOrder, definitions: diagram.classDefs,
                                 shapeSelectors: { [".node.\($0) .label-container rect"] },
                                 textSelectors: { [".node.\($0) text"] })
        return css
    }

    /// The rules every class diagram has (the theme's colours and font).
    private static func fixedCSS(_ context: DiagramContext) -> String {
        let p = "#" + context.idPrefix
        let mainBkg = context.color("mainBkg")
        let border = context.color("nodeBorder")
        let classText = context.color("classText")
        let line = context.color("lineColor")
        return """
        \(p) .node .label-container rect{fill:\(mainBkg);stroke:\(border);stroke-width:1px;}\
        \(p) .node text{fill:\(classText);font-family:\(context.fontFamily);font-size:\(context.fontSize.svg)px;}\
        \(p) .classTitle{font-weight:bold;}\
        \(p) .divider path{stroke:\(border);stroke-width:1px;fill:none;}\
        \(p) .relation{stroke:\(line);stroke-width:1px;fill:none;}\
        \(EdgeCSS.rules(prefix: context.idPrefix))\
        \(p) .marker{fill:\(line);stroke:\(line);stroke-width:1px;}\
        \(p) .marker.extension,\(p) .marker.aggregation{fill:\(context.color("background"));}\
        \(p) .marker.lollipop{fill:\(mainBkg);}\
        \(p) .edgeLabel .background{fill:\(mainBkg);}\
        \(p) .edgeLabel text,\(p) .edgeTerminals text{fill:\(classText);font-family:\(context.fontFamily);}\
        \(p) .edgeLabel text{font-size:\(context.fontSize.svg)px;}\
        \(p) .edgeTerminals text{font-size:\((context.fontSize * 0.75).svg)px;}\
        \(p) .classNote rect{fill:\(context.color("noteBkgColor"));stroke:\(context.color("noteBorderColor"));stroke-width:1px;}\
        \(p) .classNote text{fill:\(context.color("noteTextColor"));}\
        \(p) .interface rect{fill:none;stroke:none;}\
        \(p) .cluster rect{fill:\(context.color("clusterBkg"));stroke:\(context.color("clusterBorder"));stroke-width:1px;}\
        \(p) .cluster-label text{fill:\(context.color("titleColor"));font-family:\(context.fontFamily);font-size:\(context.fontSize.svg)px;}\
        \(p) a .node{cursor:pointer;}
        """
    }
}
