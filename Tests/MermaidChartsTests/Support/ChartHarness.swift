import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidCharts

/// Runs the real front end (``DiagramFront``) and then one chart type's own stages.
enum ChartHarness {
    static func pie(_ text: String) throws -> PieChart {
        try PieParser.parse(DiagramFront.source(text)).0
    }

    static func packet(_ text: String) throws -> PacketDiagram {
        try PacketParser.parse(DiagramFront.source(text))
    }

    static func journey(_ text: String) throws -> JourneyDiagram {
        try JourneyParser.parse(DiagramFront.source(text)).0
    }

    static func timeline(_ text: String) throws -> TimelineDiagram {
        try TimelineParser.parse(DiagramFront.source(text)).0
    }

    static func quadrant(_ text: String) throws -> QuadrantChart {
        try QuadrantParser.parse(DiagramFront.source(text))
    }

    static func xychart(_ text: String) throws -> XYChart {
        try XYChartParser.parse(DiagramFront.source(text))
    }

    /// Draws with the renderer the header asks for.
    static func render(_ text: String) throws -> DiagramDrawing {
        let front = try DiagramFront.front(text)
        switch front.source.keyword {
        case "pie": return try PieRenderer.render(front.source, in: front.context)
        case "packet", "packet-beta": return try PacketRenderer.render(front.source, in: front.context)
        case "journey": return try JourneyRenderer.render(front.source, in: front.context)
        case "timeline": return try TimelineRenderer.render(front.source, in: front.context)
        case "quadrantChart": return try QuadrantRenderer.render(front.source, in: front.context)
        case "xychart", "xychart-beta": return try XYChartRenderer.render(front.source, in: front.context)
        case "gantt": return try GanttRenderer.render(front.source, in: front.context)
        case "venn-beta", "venn": return try VennRenderer.render(front.source, in: front.context)
        case "eventmodeling": return try EventModelRenderer.render(front.source, in: front.context)
        case "wardley-beta": return try WardleyRenderer.render(front.source, in: front.context)
        default: throw front.source.error("not a chart", line: 1)
        }
    }

    /// The parse error's message and position, or nil when `text` renders.
    static func error(_ text: String) -> MermaidError? {
        do {
            _ = try render(text)
            return nil
        } catch {
            return error as? MermaidError
        }
    }

    /// Expects `text` to fail at `line`:`column` with a message containing `message`.
    static func checkError(_ text: String, line: Int, column: Int, message: String,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        let error = error(text)
        #expect(error?.line == line, "\(text)", sourceLocation: sourceLocation)
        #expect(error?.column == column, "\(text): \(String(describing: error))", sourceLocation: sourceLocation)
        #expect(error?.message.contains(message) == true, "\(String(describing: error))", sourceLocation: sourceLocation)
    }

    /// The drawing's markup.
    static func svg(_ text: String) throws -> String { try render(text).body.output }
}
