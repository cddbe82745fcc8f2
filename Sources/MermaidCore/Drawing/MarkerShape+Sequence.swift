// Why: the sequence diagram's message heads, kept with the rest of the marker catalogue
// (`MarkerShape`) but in their own file to keep each file short.

extension MarkerShape {
    /// Sequence heads as mermaid's sequence renderer defines them.
    func sequenceHead(into svg: inout SVGWriter) {
        switch self {
        case .arrowhead:
            svg.attr("refX", "7.9")
            svg.attr("refY", "5")
            svg.attr("markerUnits", "userSpaceOnUse")
            svg.attr("markerWidth", "12")
            svg.attr("markerHeight", "12")
            svg.attr("orient", "auto-start-reverse")
            svg.startBody()
            svg.start("path")
            svg.attr("d", "M -1 0 L 10 5 L 0 10 z")
        case .crosshead:
            svg.attr("markerWidth", "15")
            svg.attr("markerHeight", "8")
            svg.attr("orient", "auto")
            svg.attr("refX", "4")
            svg.attr("refY", "4.5")
            svg.startBody()
            svg.start("path")
            svg.attr("fill", "none")
            svg.attr("stroke-width", "1pt")
            svg.attr("d", "M 1,2 L 6,7 M 6,2 L 1,7")
        case .filledHead:
            svg.attr("refX", "15.5")
            svg.attr("refY", "7")
            svg.attr("markerWidth", "20")
            svg.attr("markerHeight", "28")
            svg.attr("orient", "auto")
            svg.startBody()
            svg.start("path")
            svg.attr("d", "M 18,7 L9,13 L14,7 L9,1 Z")
        case .sequenceNumber:
            // Mermaid's 6-unit circle is scaled by the 2px line stroke its CSS gives every line: 12 px.
            svg.attr("refX", "15")
            svg.attr("refY", "15")
            svg.attr("markerUnits", "userSpaceOnUse")
            svg.attr("markerWidth", "30")
            svg.attr("markerHeight", "30")
            svg.attr("orient", "auto")
            svg.startBody()
            svg.start("circle")
            svg.attr("cx", "15")
            svg.attr("cy", "15")
            svg.attr("r", "12")
        default:
            halfArrow(into: &svg)
        }
        svg.endEmpty()
    }

    /// The half arrow heads (`-|\`, `-\\` … messages), left open for the path's `/>`.
    private func halfArrow(into svg: inout SVGWriter) {
        let (refX, refY, d): (String, String, String)
        let stick = self == .stickTopArrowHead || self == .stickBottomArrowHead
        switch self {
        case .solidTopArrowHead: (refX, refY, d) = ("7.9", "7.25", "M 0 0 L 10 8 L 0 8 z")
        case .solidBottomArrowHead: (refX, refY, d) = ("7.9", "0.75", "M 0 0 L 10 0 L 0 8 z")
        case .stickTopArrowHead: (refX, refY, d) = ("7.5", "7", "M 0 0 L 7 7")
        default: (refX, refY, d) = ("7.5", "0", "M 0 7 L 7 0")
        }
        svg.attr("class", "halfArrow")
        svg.attr("refX", refX)
        svg.attr("refY", refY)
        svg.attr("markerUnits", "userSpaceOnUse")
        svg.attr("markerWidth", "12")
        svg.attr("markerHeight", "12")
        svg.attr("orient", "auto-start-reverse")
        svg.startBody()
        svg.start("path")
        svg.attr("d", d)
        if stick {
            svg.attr("stroke-width", "1.5")
            svg.attr("fill", "none")
        }
    }
}
