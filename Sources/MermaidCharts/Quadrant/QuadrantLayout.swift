// Why: the quadrant chart's geometry (mermaid's quadrant builder): spaces for title and axes,
// quadrant boxes, border lines, point positions and label placement, apart from the SVG.
import MermaidCore

struct QuadrantLayout {
    struct Box { var x, y, width, height: Double; var fill: String; var label: Label? }
    struct Line { var x1, y1, x2, y2: Double; var color: String; var width: Double }
    struct Label {
        var text: String
        var x, y: Double
        var fontSize: Double
        var anchor: String
        var baseline: String
        var rotation: Double
        /// Theme variable of the text colour.
        var color: String
    }
    struct Point {
        var x, y, radius: Double
        var color: String?
        var strokeColor: String?
        var strokeWidth: String
        var label: Label
    }

    let chart: QuadrantChart
    let title: String
    let width: Double
    let height: Double
    private let setting: (String, Double) -> Double
    let left: Double
    let top: Double
    let quadrantWidth: Double
    let quadrantHeight: Double
    let xAxisAtTop: Bool
    let yAxisAtLeft: Bool
    let pointLabelSize: Double

    init(chart: QuadrantChart, title: String, context: DiagramContext) {
        self.chart = chart
        self.title = title
        let setting = { (key: String, fallback: Double) -> Double in
            guard let v = context.setting("quadrantChart", key)?.doubleValue, v.isFinite else { return fallback }
            return min(max(v, 0), 5000)
        }
        self.setting = setting
        width = max(setting("chartWidth", 500), 10)
        height = max(setting("chartHeight", 500), 10)
        let padding = setting("quadrantPadding", 5)
        // With points the x axis always goes to the bottom, as in mermaid.
        let xPosition = context.setting("quadrantChart", "xAxisPosition")?.stringValue ?? "top"
        xAxisAtTop = chart.points.isEmpty && xPosition == "top"
        yAxisAtLeft = (context.setting("quadrantChart", "yAxisPosition")?.stringValue ?? "left") != "right"
        let showX = chart.xLeft != nil || chart.xRight != nil
        let showY = chart.yBottom != nil || chart.yTop != nil
        let xSpace = showX ? setting("xAxisLabelPadding", 5) * 2 + setting("xAxisLabelFontSize", 16) : 0
        let ySpace = showY ? setting("yAxisLabelPadding", 5) * 2 + setting("yAxisLabelFontSize", 16) : 0
        let titleSpace = title.isEmpty ? 0 : setting("titleFontSize", 20) + setting("titlePadding", 10) * 2
        left = padding + (yAxisAtLeft ? ySpace : 0)
        top = padding + (xAxisAtTop ? xSpace : 0) + titleSpace
        quadrantWidth = max(width - padding * 2 - ySpace, 1)
        quadrantHeight = max(height - padding * 2 - xSpace - titleSpace, 1)
        pointLabelSize = setting("pointLabelFontSize", 12)
    }

    func quadrants() -> [Box] {
        let hw = quadrantWidth / 2
        let hh = quadrantHeight / 2
        let origins = [(left + hw, top), (left, top), (left, top + hh), (left + hw, top + hh)]
        let size = setting("quadrantLabelFontSize", 16)
        let textTop = setting("quadrantTextTopPadding", 5)
        return origins.enumerated().map { index, origin in
            var box = Box(x: origin.0, y: origin.1, width: hw, height: hh, fill: "quadrant\(index + 1)Fill", label: nil)
            if let text = chart.quadrants[index], !text.isEmpty {
                let centred = chart.points.isEmpty
                box.label = Label(text: text, x: origin.0 + hw / 2, y: centred ? origin.1 + hh / 2 : origin.1 + textTop,
                                  fontSize: size, anchor: "middle", baseline: centred ? "middle" : "hanging", rotation: 0,
                                  color: "quadrant\(index + 1)TextFill")
            }
            return box
        }
    }

    func borders() -> [Line] {
        let outer = setting("quadrantExternalBorderStrokeWidth", 2)
        let inner = setting("quadrantInternalBorderStrokeWidth", 1)
        let half = outer / 2
        let right = left + quadrantWidth
        let bottom = top + quadrantHeight
        let o = "quadrantExternalBorderStrokeFill"
        let i = "quadrantInternalBorderStrokeFill"
        return [
            Line(x1: left - half, y1: top, x2: right + half, y2: top, color: o, width: outer),
            Line(x1: right, y1: top + half, x2: right, y2: bottom - half, color: o, width: outer),
            Line(x1: left - half, y1: bottom, x2: right + half, y2: bottom, color: o, width: outer),
            Line(x1: left, y1: top + half, x2: left, y2: bottom - half, color: o, width: outer),
            Line(x1: left + quadrantWidth / 2, y1: top + half, x2: left + quadrantWidth / 2, y2: bottom - half, color: i, width: inner),
            Line(x1: left + half, y1: top + quadrantHeight / 2, x2: right - half, y2: top + quadrantHeight / 2, color: i, width: inner),
        ]
    }

    /// Points last-written first, as mermaid draws them.
    func points() -> [Point] {
        let radius = setting("pointRadius", 5)
        let textPadding = setting("pointTextPadding", 5)
        return chart.points.reversed().map { point in
            let style = point.style.over(point.className.flatMap { chart.classes[$0] })
            let x = left + point.x * quadrantWidth
            let y = top + quadrantHeight - point.y * quadrantHeight
            let label = Label(text: point.text, x: x, y: y + textPadding, fontSize: pointLabelSize, anchor: "middle",
                              baseline: "hanging", rotation: 0, color: "quadrantPointTextFill")
            return Point(x: x, y: y, radius: style.radius ?? radius, color: style.color, strokeColor: style.strokeColor,
                         strokeWidth: style.strokeWidth ?? "0px", label: label)
        }
    }

    func axisLabels() -> [Label] {
        var labels: [Label] = []
        let xPadding = setting("xAxisLabelPadding", 5)
        let yPadding = setting("yAxisLabelPadding", 5)
        let titleSpace = title.isEmpty ? 0 : setting("titleFontSize", 20) + setting("titlePadding", 10) * 2
        let hw = quadrantWidth / 2
        let hh = quadrantHeight / 2
        let xMiddle = chart.xRight != nil
        let yMiddle = chart.yTop != nil
        let xY = xAxisAtTop ? xPadding + titleSpace : xPadding + top + quadrantHeight + setting("quadrantPadding", 5)
        let xSize = setting("xAxisLabelFontSize", 16)
        if let text = chart.xLeft {
            labels.append(Label(text: text, x: left + (xMiddle ? hw / 2 : 0), y: xY, fontSize: xSize,
                                anchor: xMiddle ? "middle" : "start", baseline: "hanging", rotation: 0,
                                color: "quadrantXAxisTextFill"))
        }
        if let text = chart.xRight {
            labels.append(Label(text: text, x: left + hw + hw / 2, y: xY, fontSize: xSize, anchor: "middle",
                                baseline: "hanging", rotation: 0, color: "quadrantXAxisTextFill"))
        }
        let yX = yAxisAtLeft ? yPadding : yPadding + left + quadrantWidth + setting("quadrantPadding", 5)
        let ySize = setting("yAxisLabelFontSize", 16)
        if let text = chart.yBottom {
            labels.append(Label(text: text, x: yX, y: top + quadrantHeight - (yMiddle ? hh / 2 : 0), fontSize: ySize,
                                anchor: yMiddle ? "middle" : "start", baseline: "hanging", rotation: -90,
                                color: "quadrantYAxisTextFill"))
        }
        if let text = chart.yTop {
            labels.append(Label(text: text, x: yX, y: top + hh - hh / 2, fontSize: ySize, anchor: "middle",
                                baseline: "hanging", rotation: -90, color: "quadrantYAxisTextFill"))
        }
        return labels
    }

    func titleLabel() -> Label? {
        guard !title.isEmpty else { return nil }
        return Label(text: title, x: width / 2, y: setting("titlePadding", 10), fontSize: setting("titleFontSize", 20),
                     anchor: "middle", baseline: "hanging", rotation: 0, color: "quadrantTitleFill")
    }
}
