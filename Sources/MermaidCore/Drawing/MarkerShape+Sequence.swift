// Why: the sequence diagram's message heads, kept with the rest of the marker catalogue
// (`MarkerShape`) but in their own file to keep each file short. They differ only in
// numbers, attribute order and one child element, so they are a table, not eight copies of
// the same attribute run.

extension MarkerShape {
    /// One sequence head: the `<marker>` attributes in mermaid's order, then its only child.
    struct SequenceHead: Sendable {
        let marker: [(StaticString, String)]
        let child: StaticString
        let childAttributes: [(StaticString, String)]
    }

    /// Sequence heads as mermaid's sequence renderer defines them.
    static let sequenceHeads: [MarkerShape: SequenceHead] = [
        .arrowhead: SequenceHead(
            marker: [("refX", "7.9"), ("refY", "5"), ("markerUnits", "userSpaceOnUse"), ("markerWidth", "12"),
                     ("markerHeight", "12"), ("orient", "auto-start-reverse")],
            child: "path", childAttributes: [("d", "M -1 0 L 10 5 L 0 10 z")]),
        .crosshead: SequenceHead(
            marker: [("markerWidth", "15"), ("markerHeight", "8"), ("orient", "auto"), ("refX", "4"), ("refY", "4.5")],
            child: "path", childAttributes: [("fill", "none"), ("stroke-width", "1pt"), ("d", "M 1,2 L 6,7 M 6,2 L 1,7")]),
        .filledHead: SequenceHead(
            marker: [("refX", "15.5"), ("refY", "7"), ("markerWidth", "20"), ("markerHeight", "28"), ("orient", "auto")],
            child: "path", childAttributes: [("d", "M 18,7 L9,13 L14,7 L9,1 Z")]),
        // Mermaid's 6-unit circle is scaled by the 2px line stroke its CSS gives every line: 12 px.
        .sequenceNumber: SequenceHead(
            marker: [("refX", "15"), ("refY", "15"), ("markerUnits", "userSpaceOnUse"), ("markerWidth", "30"),
                     ("markerHeight", "30"), ("orient", "auto")],
            child: "circle", childAttributes: [("cx", "15"), ("cy", "15"), ("r", "12")]),
        // The half arrow heads (`-|\`, `-\\` … messages).
        .solidTopArrowHead: halfArrow(refX: "7.9", refY: "7.25", d: "M 0 0 L 10 8 L 0 8 z", stick: false),
        .solidBottomArrowHead: halfArrow(refX: "7.9", refY: "0.75", d: "M 0 0 L 10 0 L 0 8 z", stick: false),
        .stickTopArrowHead: halfArrow(refX: "7.5", refY: "7", d: "M 0 0 L 7 7", stick: true),
        .stickBottomArrowHead: halfArrow(refX: "7.5", refY: "0", d: "M 0 7 L 7 0", stick: true),
    ]

    private static func halfArrow(refX: String, refY: String, d: String, stick: Bool) -> SequenceHead {
        SequenceHead(
            marker: [("class", "halfArrow"), ("refX", refX), ("refY", refY), ("markerUnits", "userSpaceOnUse"),
                     ("markerWidth", "12"), ("markerHeight", "12"), ("orient", "auto-start-reverse")],
            child: "path", childAttributes: [("d", d)] + (stick ? [("stroke-width", "1.5"), ("fill", "none")] : []))
    }

    /// Writes a sequence head's attributes and child; the caller closes the `<marker>`.
    func sequenceHead(into svg: inout SVGWriter) {
        guard let head = Self.sequenceHeads[self] else { return }
        for (name, value) in head.marker { svg.attr(name, value) }
        svg.startBody()
        svg.start(head.child)
        for (name, value) in head.childAttributes { svg.attr(name, value) }
        svg.endEmpty()
    }
}
