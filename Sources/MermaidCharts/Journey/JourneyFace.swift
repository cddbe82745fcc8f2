// Why: the journey's score face — a circle whose height and mouth show the score (smile above 3,
// straight at 3, frown below), drawn with the arcs d3 would draw for mermaid.
import MermaidCore

enum JourneyFace {
    static let radius = 15.0

    /// Face centre height for a score: 300 at 5, 30px lower per point, kept within 1…5.
    static func centerY(score: Double) -> Double {
        300 + (5 - min(max(score, 1), 5)) * 30
    }

    static func draw(score: Double, centerX cx: Double, into svg: inout SVGWriter) {
        let cy = centerY(score: score)
        svg.start("circle")
        svg.attr("cx", cx)
        svg.attr("cy", cy)
        svg.attr("class", "face")
        svg.attr("r", radius)
        svg.attr("stroke-width", 2)
        svg.endEmpty()
        svg.open("g")
        for dx in [-5.0, 5.0] {
            svg.start("circle")
            svg.attr("cx", cx + dx)
            svg.attr("cy", cy - 5)
            svg.attr("r", 1.5)
            svg.attr("stroke-width", 2)
            svg.attr("class", "eye")
            svg.endEmpty()
        }
        if score == 3 {
            svg.start("line")
            svg.attr("class", "mouth")
            svg.endpoints(x1: cx - 5, y1: cy + 7, x2: cx + 5, y2: cy + 7)
            svg.attr("stroke-width", "1px")
            svg.endEmpty()
        } else {
            // Half rings of outer radius r/2 and inner r/2.2, opening down (smile) or up (frown).
            let outer = radius / 2
            let inner = radius / 2.2
            let smile = score > 3
            let s = smile ? 1.0 : -1.0
            func f(_ v: Double) -> String { NumberFormat.format(v, decimals: 3) }
            let d = "M\(f(s * outer)),0A\(f(outer)),\(f(outer)),0,1,1,\(f(-s * outer)),0L\(f(-s * inner)),0"
                + "A\(f(inner)),\(f(inner)),0,1,0,\(f(s * inner)),0Z"
            svg.start("path")
            svg.attr("class", "mouth")
            svg.attr("d", format: SVGValue(d))
            svg.attr("transform", format: "translate(\(cx),\(cy + (smile ? 2 : 7)))")
            svg.endEmpty()
        }
        svg.end("g")
    }
}
