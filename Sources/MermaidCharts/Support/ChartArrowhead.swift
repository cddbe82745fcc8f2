// Why: user journeys and timelines end their axis lines with the same small arrowhead marker
// (mermaid's `arrowhead`, 6 × 4 user units), and event models and Wardley maps draw arrowheads of
// their own sizes; one marker writer serves them all.
import MermaidCore

enum ChartArrowhead {
    /// Writes `<defs><marker id="…">` with the journey/timeline arrowhead path.
    static func define(id: String, className: String? = nil, into svg: inout SVGWriter) {
        svg.open("defs")
        marker(id: id, className: className, size: (6, 4), ref: (5, 2), path: "M 0,0 V 4 L6,2 Z", into: &svg)
        svg.end("defs")
    }

    /// One `<marker>` holding a path (or, with `polygon`, a `<polygon>` of those points), for a `<defs>`.
    static func marker(id: String, className: String? = nil, size: (Double, Double), ref: (Double, Double), orient: String = "auto",
                       viewBox: String? = nil, path: String? = nil, polygon: String? = nil, into svg: inout SVGWriter) {
        svg.start("marker")
        svg.attr("id", id)
        svg.attr("class", className)
        svg.attr("viewBox", viewBox)
        svg.attr("refX", ref.0)
        svg.attr("refY", ref.1)
        svg.attr("markerWidth", size.0)
        svg.attr("markerHeight", size.1)
        svg.attr("orient", orient)
        svg.startBody()
        if let polygon {
            svg.start("polygon")
            svg.attr("points", polygon)
        } else {
            svg.start("path")
            svg.attr("d", path ?? "")
            if viewBox != nil { svg.attr("stroke", "none") }
        }
        svg.endEmpty()
        svg.end("marker")
    }
}
