// Why: the requirement diagram's CSS, scoped to the diagram's id, with mermaid's class names and
// the theme's requirement variables as CSS variables, so light/dark schemes and
// `themeVariables.requirementBackground` … apply.
import MermaidCore

/// CSS for a requirement diagram.
enum RequirementStyleSheet {
    static func css(for diagram: RequirementDiagram, context: DiagramContext) -> String {
        let p = "#" + context.idPrefix
        let border = context.color("requirementBorderColor")
        let line = context.color("relationColor")
        let font = "font-family:\(context.fontFamily);font-size:\(context.fontSize.svg)px;"
        var css = """
        \(p) .node rect.reqBox{fill:\(context.color("requirementBackground"));stroke:\(border);stroke-width:1px;}\
        \(p) .node text{fill:\(context.color("requirementTextColor"));\(font)}\
        \(p) .node .divider path{stroke:\(border);stroke-width:1px;fill:none;}\
        \(p) .relationshipLine{stroke:\(line);stroke-width:1px;fill:none;}\
        \(EdgeCSS.rules(prefix: context.idPrefix, patterns: [.solid]))\
        \(p) .edge-pattern-dashed{stroke-dasharray:10,7;}\
        \(p) .marker{fill:none;stroke:\(line);stroke-width:1px;}\
        \(p) .edgeLabel .background{fill:\(context.color("relationLabelBackground"));}\
        \(p) .edgeLabel text{fill:\(context.color("relationLabelColor"));\(font)}
        """
        css += ClassDefCSS.rules(prefix: context.idPrefix, order: diagram.classDefOrder, definitions: diagram.classDefs,
                                 shapeSelectors: { [".node.\($0) rect.reqBox"] },
                                 textSelectors: { [".node.\($0) text"] })
        return css
    }
}
