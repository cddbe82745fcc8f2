// Why: entity-relationship and requirement diagrams end their lines with notation marks, not
// arrow heads: crow's-foot cardinalities (bars, circle, three prongs) and the requirement
// relations' circled cross and open arrow. They live in the one marker catalogue so ids,
// `<defs>` order and the used-marker bookkeeping stay the same for every diagram type.

extension MarkerShape {
    /// Marks of a cardinality drawn at the start of a line (the node border at x = 0, the line
    /// running towards +x), centred on y = 9. End markers are the same marks mirrored.
    private struct CardinalityMarks {
        /// x of each bar across the line.
        var bars: [Double]
        /// Centre x of the hollow circle ("zero"), if any.
        var circle: Double?
        /// True for the three-pronged crow's foot ("many").
        var crowsFoot: Bool
        var width: Double
    }

    private var cardinalityMarks: CardinalityMarks {
        switch self {
        case .onlyOneStart, .onlyOneEnd: return CardinalityMarks(bars: [6, 12], circle: nil, crowsFoot: false, width: 18)
        case .zeroOrOneStart, .zeroOrOneEnd: return CardinalityMarks(bars: [6], circle: 18, crowsFoot: false, width: 26)
        case .oneOrMoreStart, .oneOrMoreEnd: return CardinalityMarks(bars: [20], circle: nil, crowsFoot: true, width: 22)
        default: return CardinalityMarks(bars: [], circle: 24, crowsFoot: true, width: 32)
        }
    }

    /// `<marker class="marker <kind> er">` with the bars, circle and prongs of one cardinality.
    func cardinalityEnd(diagramType: String, into svg: inout SVGWriter) {
        let marks = cardinalityMarks
        let isStart = name.hasSuffix("Start")
        let kind = String(name.dropLast(isStart ? 5 : 3))
        svg.attr("class", "marker " + kind + " " + diagramType)
        userSpace(refX: isStart ? "0" : String(Int(marks.width)), refY: "9", width: String(Int(marks.width)),
                  height: "18", into: &svg)
        // Every mark sits on whole units, so the path is written with integers.
        func x(_ v: Double) -> Int { Int(isStart ? v : marks.width - v) }
        var d: [String] = []
        for bar in marks.bars { d.append("M\(x(bar)),0 L\(x(bar)),18") }
        if marks.crowsFoot { d.append("M\(x(0)),0 L\(x(14)),9 L\(x(0)),18 M\(x(0)),9 L\(x(14)),9") }
        path(d.joined(separator: " "), into: &svg)
        if let cx = marks.circle {
            svg.start("circle")
            svg.attr("cx", x(cx))
            svg.attr("cy", "9")
            svg.attr("r", "6")
            svg.endEmpty()
        }
    }

    /// The requirement diagram's two ends: a circled cross where a `contains` line leaves its
    /// container, an open arrow where every other relation arrives.
    func requirementEnd(into svg: inout SVGWriter) {
        svg.attr("class", "marker requirement")
        if self == .requirementContainsStart {
            userSpace(refX: "0", refY: "10", width: "20", height: "20", into: &svg)
            svg.start("circle")
            svg.attr("cx", "10")
            svg.attr("cy", "10")
            svg.attr("r", "9")
            svg.endEmpty()
            path("M1,10 L19,10 M10,1 L10,19", into: &svg)
        } else {
            userSpace(refX: "20", refY: "10", width: "20", height: "20", into: &svg)
            path("M0,0 L20,10 L0,20", into: &svg)
        }
    }
}
