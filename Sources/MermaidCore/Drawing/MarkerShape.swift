// Why: one catalogue of every arrow head the diagram types draw, each with mermaid's name and
// markup, so a new diagram type picks a head instead of writing its own `<marker>`.
// Declaration order is the order markers appear in `<defs>`.

/// An edge-end marker shape. `name` is mermaid's marker name, the last part of the id.
package enum MarkerShape: Int, CaseIterable, Sendable, Comparable {
    // Flowchart heads (`flowchart-v2`): take an optional colour.
    case circleEnd, circleStart, crossEnd, crossStart, pointEnd, pointStart
    // Class diagram relation ends.
    case extensionStart, extensionEnd, compositionStart, compositionEnd, aggregationStart, aggregationEnd
    case dependencyStart, dependencyEnd, lollipopStart, lollipopEnd
    // State diagram transition head.
    case barbEnd
    // Sequence diagram message heads and the sequence number disc.
    case arrowhead, crosshead, filledHead, sequenceNumber
    case solidTopArrowHead, solidBottomArrowHead, stickTopArrowHead, stickBottomArrowHead
    // Entity-relationship cardinality ends (crow's foot notation), see MarkerShape+ER.swift.
    case onlyOneStart, onlyOneEnd, zeroOrOneStart, zeroOrOneEnd, oneOrMoreStart, oneOrMoreEnd
    case zeroOrMoreStart, zeroOrMoreEnd
    // Requirement diagram ends: the `contains` circled cross and the open arrow of the others.
    case requirementContainsStart, requirementArrowEnd

    package static func < (a: MarkerShape, b: MarkerShape) -> Bool { a.rawValue < b.rawValue }

    /// mermaid's name for the marker (`pointEnd`, `extensionStart`, `filled-head` …).
    package var name: String { Self.names[rawValue] }

    /// The names by raw value: mostly the case's own name, written out because `String(describing:)`
    /// reflects on the value each time (0.4 ms on its first call in a one-diagram run, issue 20).
    private static let names: [String] = [
        "circleEnd", "circleStart", "crossEnd", "crossStart", "pointEnd", "pointStart", "extensionStart",
        "extensionEnd", "compositionStart", "compositionEnd", "aggregationStart", "aggregationEnd",
        "dependencyStart", "dependencyEnd", "lollipopStart", "lollipopEnd", "barbEnd", "arrowhead", "crosshead",
        "filled-head", "sequencenumber", "solidTopArrowHead", "solidBottomArrowHead", "stickTopArrowHead",
        "stickBottomArrowHead", "onlyOneStart", "onlyOneEnd", "zeroOrOneStart", "zeroOrOneEnd", "oneOrMoreStart",
        "oneOrMoreEnd", "zeroOrMoreStart", "zeroOrMoreEnd", "requirement_containsStart", "requirement_arrowEnd"
    ]

    /// The sequence diagram's markers, all defined in every sequence diagram.
    package static let sequence: [MarkerShape] = [.arrowhead, .crosshead, .filledHead, .sequenceNumber,
                                                  .solidTopArrowHead, .solidBottomArrowHead,
                                                  .stickTopArrowHead, .stickBottomArrowHead]

    /// Writes `<marker id="…" …>shape</marker>`. `paint` is the flowchart heads' own colour.
    func write(id: String, diagramType: String, paint: String?, into svg: inout SVGWriter) {
        svg.start("marker")
        svg.attr("id", id)
        switch self {
        case .pointEnd, .pointStart, .circleEnd, .circleStart, .crossEnd, .crossStart:
            flowchartHead(diagramType: diagramType, paint: paint ?? "", into: &svg)
        case .extensionStart, .extensionEnd, .compositionStart, .compositionEnd, .aggregationStart, .aggregationEnd,
             .dependencyStart, .dependencyEnd, .lollipopStart, .lollipopEnd:
            relationEnd(diagramType: diagramType, into: &svg)
        case .onlyOneStart, .onlyOneEnd, .zeroOrOneStart, .zeroOrOneEnd, .oneOrMoreStart, .oneOrMoreEnd,
             .zeroOrMoreStart, .zeroOrMoreEnd:
            cardinalityEnd(diagramType: diagramType, into: &svg)
        case .requirementContainsStart, .requirementArrowEnd:
            requirementEnd(into: &svg)
        case .barbEnd:
            svg.attr("class", "marker")
            userSpace(refX: "15", refY: "7", width: "16", height: "14", into: &svg)
            path("M1,1 L15,7 L1,13 L5,7 Z", into: &svg)
        default:
            sequenceHead(into: &svg)
        }
        svg.end("marker")
    }

    func userSpace(refX: String, refY: String, width: String, height: String, into svg: inout SVGWriter) {
        svg.attr("refX", refX)
        svg.attr("refY", refY)
        svg.attr("markerWidth", width)
        svg.attr("markerHeight", height)
        svg.attr("markerUnits", "userSpaceOnUse")
        svg.attr("orient", "auto")
        svg.startBody()
    }

    func path(_ d: String, into svg: inout SVGWriter) {
        svg.start("path")
        svg.attr("d", d)
        svg.endEmpty()
    }

    private func flowchartHead(diagramType: String, paint: String, into svg: inout SVGWriter) {
        let cross = self == .crossEnd || self == .crossStart
        svg.attr("class", cross ? "marker cross " + diagramType : "marker " + diagramType)
        svg.attr("viewBox", cross ? "0 0 11 11" : "0 0 10 10")
        switch self {
        case .pointEnd: svg.attr("refX", "5")
        case .pointStart: svg.attr("refX", "4.5")
        case .circleEnd: svg.attr("refX", "11")
        case .crossEnd: svg.attr("refX", "12")
        default: svg.attr("refX", "-1")
        }
        svg.attr("refY", cross ? "5.2" : "5")
        let size = self == .pointEnd || self == .pointStart ? "8" : "11"
        svg.attr("markerWidth", size)
        svg.attr("markerHeight", size)
        svg.attr("markerUnits", "userSpaceOnUse")
        svg.attr("orient", "auto")
        svg.startBody()
        switch self {
        case .circleEnd, .circleStart:
            svg.start("circle")
            svg.attr("cx", "5")
            svg.attr("cy", "5")
            svg.attr("r", "5")
        default:
            svg.start("path")
            svg.attr("d", self == .pointEnd ? "M0,0L10,5L0,10z" : self == .pointStart ? "M0,5L10,10L10,0z" : "M1,1l9,9M10,1l-9,9")
        }
        svg.attr("class", "arrowMarkerPath")
        svg.attr("style", paint + (cross ? "stroke-width:2;stroke-dasharray:1,0" : "stroke-width:1;stroke-dasharray:1,0"))
        svg.endEmpty()
    }

    /// Class relation ends point along +x with their base at x = 1 and their tip at x = 19
    /// (End markers); Start markers are mirrored so the tip touches the source node. The
    /// lollipop's circle touches the node with its far side.
    private func relationEnd(diagramType: String, into svg: inout SVGWriter) {
        let start = rawValue % 2 == MarkerShape.extensionStart.rawValue % 2
        let kind = String(name.dropLast(start ? 5 : 3))
        svg.attr("class", "marker " + kind + " " + diagramType)
        let lollipop = self == .lollipopStart || self == .lollipopEnd
        let refX = start ? (lollipop ? 7 : 1) : (lollipop ? 13 : 19)
        userSpace(refX: String(refX), refY: "8", width: "20", height: "16", into: &svg)
        func x(_ v: Double) -> Double { start ? 20 - v : v }
        switch self {
        case .extensionStart, .extensionEnd:
            svg.start("path")
            svg.attr("d", format: "M\(x(1)),2 L\(x(19)),8 L\(x(1)),14 Z")
        case .compositionStart, .compositionEnd, .aggregationStart, .aggregationEnd:
            svg.start("path")
            svg.attr("d", format: "M\(x(1)),8 L\(x(10)),2 L\(x(19)),8 L\(x(10)),14 Z")
        case .dependencyStart, .dependencyEnd:
            svg.start("path")
            svg.attr("d", format: "M\(x(1)),2 L\(x(19)),8 L\(x(1)),14 L\(x(6)),8 Z")
        default:
            svg.start("circle")
            svg.attr("cx", x(7))
            svg.attr("cy", "8")
            svg.attr("r", "6")
        }
        svg.endEmpty()
    }
}
