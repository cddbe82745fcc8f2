// Why: the entry point of the gitGraph type: config, parse, lay out on mermaid's grid, draw.
import MermaidCore

/// Renders `gitGraph` diagrams: commits on branch lanes, merges, cherry-picks and tags, in LR,
/// TB or BT, with mermaid's geometry and DOM classes (`aria-roledescription="gitGraph"`).
package enum GitGraphRenderer: DiagramRenderer {
    package static let keywords = ["gitGraph"]

    /// Height of one row of a branch label at 16px.
    static let branchRowHeight = 18.0

    package static func render(_ source: DiagramSource, in context: DiagramContext) throws -> DiagramDrawing {
        let settings = GitGraphSettings(context: context)
        let (graph, warnings) = try GitGraphParser.parse(source, mainBranch: settings.mainBranchName,
                                                         mainBranchOrder: settings.mainBranchOrder)
        for warning in warnings {
            context.warn(warning.message, line: warning.line, column: warning.column,
                         sourceLine: source.lines.first { $0.number == warning.line }?.original ?? "")
        }
        // A `title` line names the diagram like front matter does (figure captions read it).
        if context.title == nil, let title = graph.title, !title.isEmpty { context.title = title }
        let layout = GitGraphLayout(graph: graph, settings: settings) { name in
            let rows = GitGraphSVGWriter.rows(name)
            let width = rows.map { context.text.width(of: $0, size: 16) }.max() ?? 0
            return (width, Double(rows.count) * branchRowHeight)
        }
        let commitSize = fontSize(context.theme["commitLabelFontSize"], default: 10)
        let tagSize = fontSize(context.theme["tagLabelFontSize"], default: 10)
        var writer = GitGraphSVGWriter(graph: graph, layout: layout, settings: settings, context: context,
                                       commitLabelSize: commitSize, tagLabelSize: tagSize)
        let body = writer.body()
        let pad = settings.diagramPadding
        let (minX, minY, maxX, maxY) = writer.isEmpty ? (0, 0, 0, 0) : (writer.minX, writer.minY, writer.maxX, writer.maxY)
        return DiagramDrawing(
            body: body,
            css: GitGraphStyleSheet.css(context: context, commitLabelFontSize: commitSize, tagLabelFontSize: tagSize),
            minX: minX - pad, minY: minY - pad, width: maxX - minX + 2 * pad, height: maxY - minY + 2 * pad,
            svgClass: "", roleDescription: "gitGraph", drewTitle: true)
    }

    /// A CSS font size such as `10px` or `16` in px; `default` when it is not a positive number.
    static func fontSize(_ value: String?, default fallback: Double) -> Double {
        guard var text = value?.trimmingASCIIWhitespace().lowercased() else { return fallback }
        if text.hasSuffix("px") { text.removeLast(2) }
        guard let number = Double(text), number.isFinite, number > 0, number < 200 else { return fallback }
        return number
    }
}
