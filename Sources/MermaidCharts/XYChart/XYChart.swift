// Why: the parsed xychart, separate from drawing: the two axes (categories or a numeric range)
// and the bar and line series in source order.

/// A parsed `xychart` / `xychart-beta` diagram.
struct XYChart: Equatable {
    enum XAxis: Equatable {
        case categories([String])
        case range(Double, Double)
        /// Not given: numbered from 1 by the data.
        case none
    }

    struct Series: Equatable {
        var isBar: Bool
        var title: String?
        var values: [Double]
    }

    var title: String?
    var horizontal = false
    var xTitle: String?
    var xAxis = XAxis.none
    var yTitle: String?
    var yRange: (Double, Double)?
    var series: [Series] = []

    static func == (a: XYChart, b: XYChart) -> Bool {
        a.title == b.title && a.horizontal == b.horizontal && a.xTitle == b.xTitle && a.xAxis == b.xAxis
            && a.yTitle == b.yTitle && a.yRange?.0 == b.yRange?.0 && a.yRange?.1 == b.yRange?.1 && a.series == b.series
    }
}
