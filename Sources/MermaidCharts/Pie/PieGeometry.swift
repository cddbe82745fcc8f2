// Why: the pie's angles and arc paths, as d3's `pie()` (in input order) and `arc()` compute
// them, kept apart from the SVG so they can be checked against mermaid's numbers.
import Foundation
import MermaidCore

enum PieGeometry {
    /// One drawn slice: the index of its `PieChart.Slice` and its angles in radians, clockwise
    /// from twelve o'clock.
    struct Arc: Equatable {
        var index: Int
        var start: Double
        var end: Double
    }

    /// Slices of at least 1% of the total share the circle in source order; smaller ones are
    /// not drawn (mermaid leaves them out, they stay in the legend).
    static func arcs(_ chart: PieChart) -> [Arc] {
        let total = chart.total
        guard total > 0, total.isFinite else { return [] }
        let kept = chart.slices.indices.filter { chart.slices[$0].value / total * 100 >= 1 }
        let keptTotal = kept.reduce(0) { $0 + chart.slices[$1].value }
        guard keptTotal > 0 else { return [] }
        var angle = 0.0
        var arcs: [Arc] = []
        arcs.reserveCapacity(kept.count)
        for index in kept {
            let sweep = chart.slices[index].value / keptTotal * 2 * Double.pi
            arcs.append(Arc(index: index, start: angle, end: angle + sweep))
            angle += sweep
        }
        return arcs
    }

    /// Path of a slice: `M start A … end L0,0Z` from the centre, or a ring segment when `inner`
    /// is above 0 (a donut); a whole circle is two half arcs, as d3 draws it.
    static func path(from start: Double, to end: Double, radius r: Double, inner r0: Double = 0) -> String {
        func f(_ v: Double) -> String { NumberFormat.format(v, decimals: 3) }
        let rr = f(r) + "," + f(r)
        let ii = f(r0) + "," + f(r0)
        if end - start >= 2 * Double.pi - 1e-9 {
            let outer = "M0," + f(-r) + "A" + rr + ",0,1,1,0," + f(r) + "A" + rr + ",0,1,1,0," + f(-r)
            guard r0 > 0 else { return outer + "Z" }
            return outer + "M0," + f(-r0) + "A" + ii + ",0,1,0,0," + f(r0) + "A" + ii + ",0,1,0,0," + f(-r0) + "Z"
        }
        let large = end - start > Double.pi ? "1" : "0"
        let outer = "M" + f(r * sin(start)) + "," + f(-r * cos(start)) + "A" + rr + ",0," + large + ",1,"
            + f(r * sin(end)) + "," + f(-r * cos(end))
        guard r0 > 0 else { return outer + "L0,0Z" }
        return outer + "L" + f(r0 * sin(end)) + "," + f(-r0 * cos(end)) + "A" + ii + ",0," + large + ",0,"
            + f(r0 * sin(start)) + "," + f(-r0 * cos(start)) + "Z"
    }

    /// Middle of the slice's arc at `radius` (d3's `arc.centroid` with equal inner and outer radius).
    static func centroid(from start: Double, to end: Double, radius: Double) -> (Double, Double) {
        let middle = (start + end) / 2
        return (radius * sin(middle), -radius * cos(middle))
    }
}
