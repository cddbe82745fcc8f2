// Why: the parsed radar chart — axes, curves with one value per axis, and the chart options —
// kept apart from parsing and drawing.

/// A parsed `radar-beta` diagram.
struct RadarChart: Equatable {
    enum Graticule: String, Equatable { case circle, polygon }

    struct Axis: Equatable {
        var id: String
        var label: String
    }

    struct Curve: Equatable {
        var id: String
        var label: String
        /// One value per axis, in axis order.
        var values: [Double]
    }

    var title: String?
    var axes: [Axis] = []
    var curves: [Curve] = []
    var showLegend = true
    var ticks = 5
    var max: Double?
    var min: Double?
    var graticule = Graticule.circle

    /// The value at the rim: `max`, else the largest curve value (1 when there is none or it is not above `min`).
    var top: Double {
        if let max { return max }
        let largest = curves.flatMap(\.values).max() ?? 1
        return largest > bottom ? largest : bottom + 1
    }

    /// The value at the centre: `min`, else 0.
    var bottom: Double { min ?? 0 }
}
