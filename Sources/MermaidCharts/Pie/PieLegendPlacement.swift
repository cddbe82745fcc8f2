// Why: `pie.legendPosition` moves the legend (right, the default; left, top, bottom or over the
// centre) and, for left and top, the pie itself; mermaid's offsets, in one place.

/// Where the legend rows go and how the chart grows, for one `legendPosition`.
struct PieLegendPlacement {
    static let positions = ["right", "left", "top", "bottom", "center"]

    let position: String
    let rows: Int
    let longest: Double

    /// Height of one legend row (swatch + spacing).
    var rowHeight: Double { PieRenderer.swatch + PieRenderer.spacing }
    private var total: Double { rowHeight * Double(rows) }

    /// Top-left corner of legend row `row`, relative to the chart's centre.
    func origin(row: Int) -> (Double, Double) {
        let down = Double(row) * rowHeight
        let centred = -longest / 2 - rowHeight
        switch position {
        case "center": return (centred, down - total / 2)
        case "top": return (centred, down - PieRenderer.radius)
        case "bottom": return (centred, down + PieRenderer.radius + rowHeight)
        case "left": return (-PieRenderer.radius - rowHeight, down - total / 2)
        default: return (12 * PieRenderer.swatch, down - total / 2)
        }
    }

    /// How far the pie moves to make room (top and left legends).
    var pieShift: (Double, Double) {
        switch position {
        case "top": return (0, total + rowHeight)
        case "left": return (longest + rowHeight, 0)
        default: return (0, 0)
        }
    }

    /// Width added beside the pie (left and right legends), height added below (top and bottom).
    var extraWidth: Double { ["center", "top", "bottom"].contains(position) ? 0 : rowHeight + longest }
    var extraHeight: Double { position == "top" || position == "bottom" ? total : 0 }
}
