// Why: user journeys and timelines end their axis lines with the same small arrowhead marker
// (mermaid's `arrowhead`, 6 × 4 user units); one definition serves both.
import MermaidCore

enum ChartArrowhead {
    /// Writes `<defs><marker id="…">` with the arrowhead path.
    static func define(id: String, className: String? = nil, into svg: inout SVGWriter) {
        svg.open("defs")
        svg.start("marker")
        svg.attr("id", id)
        svg.attr("class", className)
        svg.attr("refX", 5)
        svg.attr("refY", 2)
        svg.attr("markerWidth", 6)
        svg.attr("markerHeight", 4)
        svg.attr("orient", "auto")
        svg.startBody()
        svg.start("path")
        svg.attr("d", "M 0,0 V 4 L6,2 Z")
        svg.endEmpty()
        svg.end("marker")
        svg.end("defs")
    }
}
