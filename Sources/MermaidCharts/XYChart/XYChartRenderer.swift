// Why: draws `xychart` / `xychart-beta` as mermaid 11 lays it out: half the width and height are
// reserved for the plot, the title and the two axes take what they need from the rest, the plot
// gets what is left; bars and lines in the palette's colours, categories on a band axis and values
// on a linear axis with d3's ticks; `horizontal` swaps the axes.
import MermaidCore

/// Renders `xychart` and `xychart-beta` diagrams.
package enum XYChartRenderer: DiagramRenderer {
    package static let keywords = ["xychart", "xychart-beta"]

    /// mermaid's default palette (the light themes'); `themeVariables.xyChart.plotColorPalette` replaces it.
    static let palette = ["#ECECFF", "#8493A6", "#FFC3A0", "#DCDDE1", "#B8E994", "#D1A36F", "#C3CDE6", "#FFB6C1",
                          "#496078", "#F8F3E3"]

    package static func render(_ source: DiagramSource, in context: DiagramContext) throws -> DiagramDrawing {
        let chart = try XYChartParser.parse(source)
        guard !chart.series.isEmpty else {
            throw source.error("no data to draw: add a series such as 'bar [1, 2, 3]'", line: source.header?.number ?? 1)
        }
        if let title = chart.title { context.title = title }
        let config = context.config["xyChart"]
        func number(_ key: String, _ fallback: Double, _ range: ClosedRange<Double>) -> Double {
            guard let v = config?[key]?.doubleValue, v.isFinite else { return fallback }
            return min(max(v, range.lowerBound), range.upperBound)
        }
        let width = number("width", 700, 50...10_000), height = number("height", 500, 50...10_000)
        let titleSize = number("titleFontSize", 20, 1...200), titlePadding = number("titlePadding", 10, 0...500)
        let reserved = number("plotReservedSpacePercent", 50, 0...100)
        let horizontal = chart.horizontal || config?["chartOrientation"]?.stringValue == "horizontal"
        let showTitle = config?["showTitle"]?.boolValue ?? true
        let theme = context.config["themeVariables"]?["xyChart"]
        func color(_ key: String, _ variable: String) -> String {
            if let v = theme?[key]?.stringValue, !v.isEmpty { return SVGDocument.sanitizeStyleValue(v) }
            return context.color(variable)
        }
        let colors = theme?["plotColorPalette"]?.stringValue.map {
            $0.split(separator: ",").map { SVGDocument.sanitizeStyleValue($0.trimmingCharacters(in: .whitespaces)) }
        }.flatMap { $0.isEmpty ? nil : $0 } ?? palette

        // Axes.
        let count = chart.series.map(\.values.count).max() ?? 0
        var xAxis: XYAxis
        switch chart.xAxis {
        case .categories(let names): xAxis = XYAxis(scale: .band(names), title: chart.xTitle, settings: .init(config?["xAxis"]))
        case .range(let lo, let hi): xAxis = XYAxis(scale: .linear(lo, hi), title: chart.xTitle, settings: .init(config?["xAxis"]))
        case .none: xAxis = XYAxis(scale: .linear(1, Double(max(count, 1))), title: chart.xTitle, settings: .init(config?["xAxis"]))
        }
        let all = chart.series.flatMap(\.values)
        let (yLo, yHi) = chart.yRange ?? (all.min() ?? 0, all.max() ?? 1)
        var yAxis = XYAxis(scale: .linear(yLo, yHi), title: chart.yTitle, settings: .init(config?["yAxis"]))

        // Space: the plot's reserved share first, then title and axes, the plot gets the rest.
        var plotWidth = (width * reserved / 100).rounded(.down), plotHeight = (height * reserved / 100).rounded(.down)
        var freeWidth = width - plotWidth, freeHeight = height - plotHeight
        let title = showTitle && context.options.drawsTitle ? context.title?.trimmingASCIIWhitespace() ?? "" : ""
        var titleHeight = 0.0
        if !title.isEmpty, XYAxis.textHeight(titleSize) + 2 * titlePadding <= freeHeight {
            titleHeight = XYAxis.textHeight(titleSize) + 2 * titlePadding
            freeHeight -= titleHeight
        }
        var plotX = 0.0, plotY = titleHeight
        if horizontal {
            xAxis.side = .left
            plotX = xAxis.claimSpace(width: freeWidth, height: freeHeight, measure: context.text).width
            freeWidth -= plotX
            yAxis.side = .top
            let taken = yAxis.claimSpace(width: freeWidth, height: freeHeight, measure: context.text).height
            freeHeight -= taken
            plotY += taken
        } else {
            xAxis.side = .bottom
            freeHeight -= xAxis.claimSpace(width: freeWidth, height: freeHeight, measure: context.text).height
            yAxis.side = .left
            plotX = yAxis.claimSpace(width: freeWidth, height: freeHeight, measure: context.text).width
            freeWidth -= plotX
        }
        plotWidth += max(freeWidth, 0)
        plotHeight += max(freeHeight, 0)
        // An axis spans its range (mermaid's `setRange` sets the box's length too).
        if horizontal {
            yAxis.range = (plotX, plotX + plotWidth); yAxis.box = (plotX, titleHeight, plotWidth, yAxis.box.height)
            xAxis.range = (plotY, plotY + plotHeight); xAxis.box = (0, plotY, xAxis.box.width, plotHeight)
        } else {
            xAxis.range = (plotX, plotX + plotWidth); xAxis.box = (plotX, plotY + plotHeight, plotWidth, xAxis.box.height)
            yAxis.range = (plotY, plotY + plotHeight); yAxis.box = (0, plotY, yAxis.box.width, plotHeight)
        }
        if chart.series.contains(where: \.isBar) { xAxis.makeRoomForBars() }

        var svg = SVGWriter(capacity: 4096 + all.count * 200)
        svg.openGroup(class: "main")
        svg.start("rect")
        svg.attr("width", width)
        svg.attr("height", height)
        svg.attr("class", "background")
        svg.attr("style", "fill:" + color("backgroundColor", "background"))
        svg.endEmpty()
        if titleHeight > 0 {
            svg.openGroup(class: "chart-title")
            text(title, x: width / 2, y: titleHeight / 2, size: titleSize, baseline: "middle", anchor: "middle", rotation: 0,
                 color: color("titleColor", "primaryTextColor"), into: &svg)
            svg.end("g")
        }
        let plot = XYPlot(chart: chart, xAxis: xAxis, yAxis: yAxis, horizontal: horizontal,
                          box: (plotX, plotY, plotWidth, plotHeight), colors: colors,
                          showDataLabel: config?["showDataLabel"]?.boolValue ?? false,
                          labelsOutside: config?["showDataLabelOutsideBar"]?.boolValue ?? false,
                          labelColor: color("dataLabelColor", "primaryTextColor"))
        plot.draw(into: &svg)
        let xColor = color("xAxisLabelColor", "primaryTextColor"), yColor = color("yAxisLabelColor", "primaryTextColor")
        xAxis.draw(className: horizontal ? "left-axis" : "bottom-axis", color: xColor, into: &svg)
        yAxis.draw(className: horizontal ? "top-axis" : "left-axis", color: yColor, into: &svg)
        svg.end("g")
        return DiagramDrawing(body: svg, css: "#\(context.idPrefix) .main text{font-family:\(context.fontFamily);}",
                              minX: 0, minY: 0, width: width, height: height, svgClass: "", roleDescription: "xychart",
                              drewTitle: true)
    }

    /// A label as mermaid writes it: at the origin, moved and rotated by its transform.
    static func text(_ content: String, x: Double, y: Double, size: Double, baseline: String, anchor: String, rotation: Double,
                     color: String, into svg: inout SVGWriter) {
        svg.start("text")
        svg.attr("x", 0)
        svg.attr("y", 0)
        svg.attr("font-size", size)
        svg.attr("dominant-baseline", baseline)
        svg.attr("text-anchor", anchor)
        svg.attr("transform", format: "translate(\(x), \(y)) rotate(\(rotation))")
        svg.attr("style", "fill:" + color)
        svg.startBody()
        svg.text(content)
        svg.end("text")
    }
}
