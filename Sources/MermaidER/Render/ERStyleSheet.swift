// Why: the ER diagram's CSS, scoped to the diagram's id and written with mermaid's class names,
// its colours CSS variables from the theme so the page's light/dark scheme carries through.
import MermaidCore

/// CSS for an ER diagram.
enum ERStyleSheet {
    static func css(for diagram: ERDiagram, context: DiagramContext, labelSize: Double) -> String {
        var css = StyleSheetMemo.css("er:" + NumberFormat.format(labelSize), context: context) { fixedCSS(context, labelSize: labelSize) }
        css += ClassDefCSS.rules(prefix: context.idPrefix, order: diagram.classDefOrder, definitions: diagram.classDefs,
                                 shapeSelectors: { [".node.\($0) rect", ".node.\($0) .outer-path rect"] },
                                 textSelectors: { [".node.\($0) text"] })
        return css
    }

    /// The rules every ER diagram has (the theme's colours and font, the label size).
    private static func fixedCSS(_ context: DiagramContext, labelSize: Double) -> String {
        let p = "#" + context.idPrefix
        let border = context.color("nodeBorder")
        let line = context.color("lineColor")
        let text = context.color("nodeTextColor")
        let font = "font-family:\(context.fontFamily);"
        return """
        \(p) .node rect{fill:\(context.color("mainBkg"));stroke:\(border);stroke-width:1px;}\
        \(p) .node .row-rect-odd rect{fill:\(context.color("rowOdd"));stroke:\(border);}\
        \(p) .node .row-rect-even rect{fill:\(context.color("rowEven"));stroke:\(border);}\
        \(p) .node .outer-path rect{stroke:\(border);}\
        \(p) .node .divider path{stroke:\(border);stroke-width:1px;fill:none;}\
        \(p) .node text{fill:\(text);\(font)font-size:\(context.fontSize.svg)px;}\
        \(p) .relationshipLine{stroke:\(line);stroke-width:1px;fill:none;}\
        \(EdgeCSS.rules(prefix: context.idPrefix, patterns: [.solid]))\
        \(p) .edge-pattern-dashed{stroke-dasharray:8,8;}\
        \(p) .marker{fill:none;stroke:\(line);stroke-width:1px;}\
        \(p) .marker circle{fill:\(context.color("background"));}\
        \(p) .edgeLabel .background{fill:\(context.color("tertiaryColor"));opacity:0.7;}\
        \(p) .edgeLabel text{fill:\(text);\(font)font-size:\(labelSize.svg)px;}
        """
    }
}
