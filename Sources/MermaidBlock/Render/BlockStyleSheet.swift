// Why: the block diagram's CSS, scoped to the diagram's id, with mermaid's class names and theme
// colours as CSS variables.
import MermaidCore

/// CSS for a block diagram.
enum BlockStyleSheet {
    static func css(for diagram: BlockDiagram, context: DiagramContext) -> String {
        var css = StyleSheetMemo.css("block", context: context) { fixedCSS(context) }
        css += ClassDefCSS.rules(prefix: context.idPrefix, order: diagram.classDefOrder, definitions: diagram.classDefs,
                                 shapeSelectors: { [".node.\($0) rect", ".node.\($0) polygon", ".node.\($0) circle",
                                                    ".node.\($0) path"] },
                                 textSelectors: { [".node.\($0) text"] })
        return css
    }

    /// The rules every block diagram has (the theme's colours and font).
    private static func fixedCSS(_ context: DiagramContext) -> String {
        let p = "#" + context.idPrefix
        let border = context.color("nodeBorder")
        let line = context.color("lineColor")
        let font = "font-family:\(context.fontFamily);font-size:\(context.fontSize.svg)px;"
        return """
        \(p) .node rect,\(p) .node circle,\(p) .node ellipse,\(p) .node polygon,\(p) .node path{fill:\(context.color("mainBkg"));stroke:\(border);stroke-width:1px;}\
        \(p) .node rect.composite{fill:\(context.color("clusterBkg"));stroke:\(context.color("clusterBorder"));}\
        \(p) .node text{fill:\(context.color("nodeTextColor"));\(font)}\
        \(p) .flowchart-link{stroke:\(line);fill:none;}\
        \(EdgeCSS.rules(prefix: context.idPrefix, thicknesses: EdgeCSS.Thickness.allCases))\
        \(p) .marker{fill:\(line);stroke:\(line);}\
        \(p) .marker.cross{stroke:\(line);}\
        \(p) .edgeLabel .background{fill:\(context.color("edgeLabelBackground"));}\
        \(p) .edgeLabel text{fill:\(context.color("nodeTextColor"));\(font)}
        """
    }
}
