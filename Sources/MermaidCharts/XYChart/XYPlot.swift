// Why: the plot area of an xychart: one `bar-plot-N` or `line-plot-N` group per series, in source
// order, coloured from the palette by series index, with optional value labels on bars.
import Foundation
import MermaidCore

struct XYPlot {
    let chart: XYChart
    let xAxis: XYAxis
    let yAxis: XYAxis
    let horizontal: Bool
    let box: (x: Double, y: Double, width: Double, height: Double)
    let colors: [String]
    let showDataLabel: Bool
    let labelsOutside: Bool
    let labelColor: String

    /// Where value `i` of a series sits along the x axis: its category, or evenly spread over a range.
    func xPosition(_ i: Int, of count: Int) -> Double {
        switch xAxis.scale {
        case .band: return xAxis.position(Double(i))
        case .linear(let lo, let hi):
            let step = count > 1 ? (hi - lo) / Double(count - 1) : 0
            return xAxis.position(lo + Double(i) * step)
        }
    }

    /// How many values of a series are drawn (as many as there are categories, on a band axis).
    func drawnCount(_ series: XYChart.Series) -> Int {
        if case .band(let names) = xAxis.scale { return min(series.values.count, names.count) }
        return series.values.count
    }

    func draw(into svg: inout SVGWriter) {
        svg.openGroup(class: "plot")
        let barWidth = min(xAxis.outerPadding * 2, xAxis.tickDistance) * 0.95
        for (index, series) in chart.series.enumerated() {
            let color = colors[index % colors.count]
            let n = drawnCount(series)
            if series.isBar {
                svg.openGroup(class: "bar-plot-\(index)")
                var bars: [(x: Double, y: Double, w: Double, h: Double, label: String)] = []
                for i in 0..<n {
                    let along = xPosition(i, of: series.values.count)
                    let value = yAxis.position(series.values[i])
                    let bar = horizontal
                        ? (x: box.x, y: along - barWidth / 2, w: max(value - box.x, 0), h: barWidth)
                        : (x: along - barWidth / 2, y: value, w: barWidth, h: max(box.y + box.height - value, 0))
                    bars.append((bar.x, bar.y, bar.w, bar.h, JSNumber.string(series.values[i])))
                    svg.start("rect")
                    svg.frame(x: bar.x, y: bar.y, width: bar.w, height: bar.h)
                    svg.attr("style", "fill:" + color + ";stroke:" + color + ";stroke-width:0")
                    svg.endEmpty()
                }
                if showDataLabel { drawLabels(bars, into: &svg) }
                svg.end("g")
            } else {
                svg.openGroup(class: "line-plot-\(index)")
                var d = ""
                for i in 0..<n {
                    let along = xPosition(i, of: series.values.count), value = yAxis.position(series.values[i])
                    let (px, py) = horizontal ? (value, along) : (along, value)
                    d += (i == 0 ? "M" : "L") + NumberFormat.format(px, decimals: 3) + "," + NumberFormat.format(py, decimals: 3)
                }
                if !d.isEmpty {
                    svg.start("path")
                    svg.attr("d", format: SVGValue(d))
                    svg.attr("style", "fill:none;stroke:" + color + ";stroke-width:2")
                    svg.endEmpty()
                }
                svg.end("g")
            }
        }
        svg.end("g")
    }

    /// Value labels, one size for all: as large as the narrowest bar and the shortest bar allow.
    private func drawLabels(_ bars: [(x: Double, y: Double, w: Double, h: Double, label: String)], into svg: inout SVGWriter) {
        var size = 24.0
        for bar in bars {
            let across = horizontal ? bar.h : bar.w, along = horizontal ? bar.w : bar.h
            size = min(size, across / (Double(max(bar.label.count, 1)) * 0.78), labelsOutside ? .infinity : along * 0.7)
        }
        size = max(size.rounded(.down), 1)
        for bar in bars {
            svg.start("text")
            if horizontal {
                let x = labelsOutside ? bar.x + bar.w + 10 : bar.x + bar.w - 10
                svg.attr("x", x)
                svg.attr("y", bar.y + bar.h / 2)
                svg.attr("text-anchor", labelsOutside ? "start" : "end")
                svg.attr("dominant-baseline", "middle")
            } else {
                svg.attr("x", bar.x + bar.w / 2)
                svg.attr("y", labelsOutside ? bar.y - 10 : bar.y + 10)
                svg.attr("text-anchor", "middle")
                svg.attr("dominant-baseline", labelsOutside ? "auto" : "hanging")
            }
            svg.attr("font-size", size)
            svg.attr("style", "fill:" + labelColor)
            svg.startBody()
            svg.text(bar.label)
            svg.end("text")
        }
    }
}
