// Why: draws `timeline` diagrams with mermaid 11's left-to-right layout: section boxes on top, one
// 200px column per period, the period's events stacked under it on a dashed line, the long axis
// arrow across, colours from the theme's `cScale` scale (per section, or per period when there are
// no sections and `timeline.disableMulticolor` is off).
import MermaidCore

/// Renders `timeline` diagrams.
package enum TimelineRenderer: DiagramRenderer {
    package static let keywords = ["timeline"]

    /// Text width of period, section and event boxes (mermaid's node width).
    static let textWidth = 150.0
    static let column = 200.0
    /// Drawing work is bounded: more periods or events than this is refused.
    static let maxBoxes = 20_000

    package static func render(_ source: DiagramSource, in context: DiagramContext) throws -> DiagramDrawing {
        let (diagram, warnings) = try TimelineParser.parse(source)
        for w in warnings { context.warn(w.message, line: w.line, column: w.column, sourceLine: w.sourceLine) }
        let boxes = diagram.periods.reduce(diagram.sections.count) { $0 + 1 + $1.events.count }
        guard boxes <= maxBoxes else {
            throw source.error("the timeline has \(boxes) boxes; the limit is \(maxBoxes)", line: source.header?.number ?? 1)
        }
        if let title = diagram.title { context.title = title }
        var layout = TimelineLayout(diagram: diagram, context: context)
        return diagram.topDown ? layout.drawTopDown() : layout.draw()
    }
}
