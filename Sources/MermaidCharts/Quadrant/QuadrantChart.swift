// Why: the parsed quadrant chart, separate from drawing: axis texts, the four quadrant labels,
// the points with their own styles and the `classDef` styles they can refer to.

/// A parsed `quadrantChart`.
struct QuadrantChart: Equatable {
    /// Style of a point or a `classDef` (each field optional: the point's own wins over its class).
    struct PointStyle: Equatable {
        var radius: Double?
        var color: String?
        var strokeColor: String?
        var strokeWidth: String?

        /// `self` where set, else `other`.
        func over(_ other: PointStyle?) -> PointStyle {
            PointStyle(radius: radius ?? other?.radius, color: color ?? other?.color,
                       strokeColor: strokeColor ?? other?.strokeColor, strokeWidth: strokeWidth ?? other?.strokeWidth)
        }
    }

    struct Point: Equatable {
        var text: String
        var x: Double
        var y: Double
        var className: String?
        var style: PointStyle
    }

    var title: String?
    var xLeft: String?
    var xRight: String?
    var yBottom: String?
    var yTop: String?
    /// Labels of quadrants 1…4 (top right, top left, bottom left, bottom right).
    var quadrants: [String?] = [nil, nil, nil, nil]
    /// Points in source order.
    var points: [Point] = []
    var classes: [String: PointStyle] = [:]
}
