// Why: the entry point of the ishikawa (fishbone) type: the problem in the head on the right,
// a horizontal spine, the main causes as slanted bones alternating above and below, and each
// bone's sub-causes as short horizontal ribs along it, in mermaid's DOM classes
// (`ishikawa-spine`, `ishikawa-branch`, `ishikawa-sub-branch`, `ishikawa-label cause`, …).
import MermaidCore

/// Renders `ishikawa-beta` diagrams.
package enum IshikawaRenderer: DiagramRenderer {
    package static let keywords = ["ishikawa-beta", "ishikawa"]
    static let margin = 20.0

    package static func render(_ source: DiagramSource, in context: DiagramContext) throws -> DiagramDrawing {
        let diagram = try IshikawaParser.parse(source)
        var drawing = IshikawaDrawing(diagram: diagram, context: context)
        let body = drawing.body()
        let p = "#" + context.idPrefix + " .ishikawa "
        let line = context.color("lineColor")
        let fill = context.color("mainBkg")
        let css = p + ".ishikawa-spine," + p + ".ishikawa-branch," + p + ".ishikawa-sub-branch{stroke:" + line
            + ";stroke-width:2;fill:none;}" + p + ".ishikawa-sub-branch{stroke-width:1;}" + p + ".ishikawa-arrow{fill:"
            + line + ";}" + p + ".ishikawa-head{fill:" + fill + ";stroke:" + line + ";stroke-width:2;}" + p
            + ".ishikawa-label-box{fill:" + fill + ";stroke:" + line + ";stroke-width:2;}" + p + "text{fill:"
            + context.color("textColor") + ";}" + p + ".ishikawa-head-label{font-weight:600;}"
        let b = drawing.bounds
        return DiagramDrawing(body: body, css: css, minX: b.minX - margin, minY: b.minY - margin,
                              width: b.maxX - b.minX + 2 * margin, height: b.maxY - b.minY + 2 * margin,
                              svgClass: "", roleDescription: "ishikawa")
    }
}
