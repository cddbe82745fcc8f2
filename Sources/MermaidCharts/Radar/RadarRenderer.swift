// Why: draws `radar-beta` charts as mermaid 11 does: a `radius = min(width, height) / 2` web of
// `ticks` graticule circles or polygons, one axis line and label per axis (clockwise from the
// top), each curve as a closed cubic curve (or a polygon with polygon graticules) coloured from
// the colour scale, a legend at the top right and the title at the top.
import Foundation
import MermaidCore

/// Renders `radar` and `radar-beta` diagrams.
package enum RadarRenderer: DiagramRenderer {
    package static let keywords = ["radar-beta", "radar"]

    /// Most axes or curves drawn; more is refused (bounds the drawing).
    static let maxItems = 2_000

    /// `radar.*` settings, mermaid's defaults, clamped to sane ranges.
    struct Settings {
        var width = 600.0
        var height = 600.0
        var marginTop = 50.0, marginRight = 50.0, marginBottom = 50.0, marginLeft = 50.0
        var axisScaleFactor = 1.0
        var axisLabelFactor = 1.05
        var curveTension = 0.17

        init(context: DiagramContext) {
            func number(_ key: String, _ range: ClosedRange<Double>) -> Double? {
                context.setting("radar", key, clampedTo: range)
            }
            width = number("width", 10...10_000) ?? width
            height = number("height", 10...10_000) ?? height
            marginTop = number("marginTop", 0...1000) ?? marginTop
            marginRight = number("marginRight", 0...1000) ?? marginRight
            marginBottom = number("marginBottom", 0...1000) ?? marginBottom
            marginLeft = number("marginLeft", 0...1000) ?? marginLeft
            axisScaleFactor = number("axisScaleFactor", 0...10) ?? axisScaleFactor
            axisLabelFactor = number("axisLabelFactor", 0...10) ?? axisLabelFactor
            curveTension = number("curveTension", 0...2) ?? curveTension
        }
    }

    package static func render(_ source: DiagramSource, in context: DiagramContext) throws -> DiagramDrawing {
        let chart = try RadarParser.parse(source)
        guard chart.axes.count <= maxItems, chart.curves.count <= maxItems else {
            throw source.error("the chart has more than \(maxItems) axes or curves", line: source.header?.number ?? 1)
        }
        if let title = chart.title { context.title = title }
        let s = Settings(context: context)
        let totalWidth = s.width + s.marginLeft + s.marginRight
        let totalHeight = s.height + s.marginTop + s.marginBottom
        let cx = s.marginLeft + s.width / 2
        let cy = s.marginTop + s.height / 2
        let radius = Swift.min(s.width, s.height) / 2
        let n = chart.axes.count
        func angle(_ i: Int) -> Double { 2 * Double.pi * Double(i) / Double(Swift.max(n, 1)) - Double.pi / 2 }

        // What the text needs beyond the chart's box (mermaid lets long labels overflow it).
        var bounds = (minX: -cx, minY: -cy, maxX: totalWidth - cx, maxY: totalHeight - cy)
        func include(x: Double, y: Double, width: Double, height: Double) {
            bounds = (Swift.min(bounds.minX, x - 4), Swift.min(bounds.minY, y - 4),
                      Swift.max(bounds.maxX, x + width + 4), Swift.max(bounds.maxY, y + height + 4))
        }
        var svg = SVGWriter(capacity: 4096 + chart.curves.count * n * 80)
        svg.start("g")
        svg.attr("transform", format: "translate(\(cx), \(cy))")
        svg.startBody()
        // Graticule
        for tick in 1...chart.ticks {
            let r = radius * Double(tick) / Double(chart.ticks)
            if chart.graticule == .polygon, n > 0 {
                svg.start("polygon")
                svg.attr("points", format: .points((0..<n).map { (r * cos(angle($0)), r * sin(angle($0))) }))
            } else {
                svg.start("circle")
                svg.attr("r", r)
            }
            svg.attr("class", "radarGraticule")
            svg.endEmpty()
        }
        // Axes
        let labelRadius = radius * s.axisLabelFactor + 4
        let labelSize = themeNumber(context, "axisLabelFontSize") ?? 12
        let legendSize = themeNumber(context, "legendFontSize") ?? 12
        for (i, axis) in chart.axes.enumerated() {
            let a = angle(i)
            let (c, sn) = (cos(a), sin(a))
            svg.start("line")
            svg.endpoints(x1: 0, y1: 0, x2: radius * s.axisScaleFactor * c, y2: radius * s.axisScaleFactor * sn)
            svg.attr("class", "radarAxisLine")
            svg.endEmpty()
            svg.start("text")
            let (x, y) = (labelRadius * c, labelRadius * sn)
            let w = context.text.width(of: axis.label, size: labelSize)
            include(x: abs(c) < 1e-9 ? x - w / 2 : (c > 0 ? x : x - w),
                    y: abs(sn) < 1e-9 ? y - labelSize * 0.6 : (sn > 0 ? y - 2 : y - labelSize),
                    width: w, height: labelSize * 1.25)
            svg.attr("x", x)
            svg.attr("y", y)
            svg.attr("text-anchor", abs(c) < 1e-9 ? "middle" : (c > 0 ? "start" : "end"))
            svg.attr("dominant-baseline", abs(sn) < 1e-9 ? "central" : (sn > 0 ? "hanging" : "auto"))
            svg.attr("class", "radarAxisLabel")
            svg.startBody()
            svg.text(axis.label)
            svg.end("text")
        }
        // Curves
        let span = chart.top - chart.bottom
        for (index, curve) in chart.curves.enumerated() where n > 0 {
            let points = curve.values.enumerated().map { i, value -> (Double, Double) in
                let clamped = Swift.min(Swift.max(value, chart.bottom), chart.top)
                let r = radius * (clamped - chart.bottom) / span
                return (r * cos(angle(i)), r * sin(angle(i)))
            }
            if chart.graticule == .polygon {
                svg.start("polygon")
                svg.attr("points", format: .points(points))
            } else {
                svg.start("path")
                svg.attr("d", closedCurve(points, tension: s.curveTension))
            }
            svg.attr("class", "radarCurve-\(index % 12)")
            svg.endEmpty()
        }
        // Legend
        if chart.showLegend {
            let legendX = (s.width / 2 + s.marginRight) * 3 / 4
            let legendY = -(s.height / 2 + s.marginTop) * 3 / 4
            for (index, curve) in chart.curves.enumerated() {
                let y = legendY + Double(index) * 20
                include(x: legendX, y: y - 2, width: 16 + context.text.width(of: curve.label, size: legendSize),
                        height: Swift.max(legendSize * 1.25, 12))
                svg.start("g")
                svg.attr("transform", format: "translate(\(legendX), \(y))")
                svg.startBody()
                svg.start("rect")
                svg.attr("width", 12)
                svg.attr("height", 12)
                svg.attr("class", "radarLegendBox-\(index % 12)")
                svg.endEmpty()
                svg.start("text")
                svg.attr("x", 16)
                svg.attr("y", 0)
                svg.attr("class", "radarLegendText")
                svg.startBody()
                svg.text(curve.label)
                svg.end("text")
                svg.end("g")
            }
        }
        let title = context.options.drawsTitle ? context.title?.trimmingASCIIWhitespace() ?? "" : ""
        if !title.isEmpty {
            let w = context.text.width(of: title)
            include(x: -w / 2, y: -cy - 4, width: w, height: 22)
            svg.start("text")
            svg.attr("class", "radarTitle")
            svg.attr("x", 0)
            svg.attr("y", -cy)
            svg.startBody()
            svg.text(title)
            svg.end("text")
        }
        svg.end("g")
        return DiagramDrawing(body: svg, css: css(context: context), minX: bounds.minX + cx, minY: bounds.minY + cy,
                              width: bounds.maxX - bounds.minX, height: bounds.maxY - bounds.minY, svgClass: "",
                              roleDescription: "radar", drewTitle: true)
    }

    /// A number from `themeVariables.radar`, e.g. a font size.
    private static func themeNumber(_ context: DiagramContext, _ key: String) -> Double? {
        let value = context.config["themeVariables"]?["radar"]?[key]
        guard let v = value?.doubleValue ?? value?.stringValue.flatMap({ Double($0.replacingOccurrences(of: "px", with: "")) }),
              v.isFinite, v > 0, v < 1000 else { return nil }
        return v
    }

    /// A closed cubic curve through `points`, each segment's control points a `tension` step along
    /// the line joining the neighbours of its ends (mermaid's radar curve).
    static func closedCurve(_ points: [(Double, Double)], tension: Double) -> String {
        guard let first = points.first else { return "" }
        func f(_ v: Double) -> String { NumberFormat.format(v, decimals: 2) }
        let n = points.count
        var d = "M" + f(first.0) + "," + f(first.1)
        for i in 0..<n {
            let p0 = points[(i - 1 + n) % n], p1 = points[i], p2 = points[(i + 1) % n], p3 = points[(i + 2) % n]
            let c1 = (p1.0 + (p2.0 - p0.0) * tension, p1.1 + (p2.1 - p0.1) * tension)
            let c2 = (p2.0 - (p3.0 - p1.0) * tension, p2.1 - (p3.1 - p1.1) * tension)
            d += " C" + f(c1.0) + "," + f(c1.1) + " " + f(c2.0) + "," + f(c2.1) + " " + f(p2.0) + "," + f(p2.1)
        }
        return d + " Z"
    }

    /// mermaid's radar rules. `themeVariables.radar.*` values are used as written; otherwise the
    /// theme's colours (curves from the colour scale), as CSS variables.
    /// Remembered per theme and font (``StyleSheetMemo``) unless `themeVariables.radar` sets values.
    static func css(context: DiagramContext) -> String {
        let user = context.config["themeVariables"]?["radar"]
        guard user == nil else { return writeCSS(context: context, user: user) }
        return StyleSheetMemo.css("radar", context: context) { writeCSS(context: context, user: nil) }
    }

    private static func writeCSS(context: DiagramContext, user: ConfigValue?) -> String {
        let p = "#" + context.idPrefix
        func literal(_ key: String, _ fallback: String) -> String {
            if let v = user?[key]?.stringValue ?? user?[key]?.doubleValue.map(JSNumber.string), !v.isEmpty {
                return SVGDocument.sanitizeStyleValue(v)
            }
            return fallback
        }
        let text = context.color("textColor")
        let axis = literal("axisColor", context.color("lineColor"))
        let graticule = literal("graticuleColor", "#DEDEDE")
        let opacity = literal("curveOpacity", "0.5")
        var css = "\(p) .radarTitle{font-size:16px;fill:\(text);dominant-baseline:hanging;text-anchor:middle;}"
        css += "\(p) .radarAxisLine{stroke:\(axis);stroke-width:\(literal("axisStrokeWidth", "2"));}"
        css += "\(p) .radarAxisLabel{font-size:\(literal("axisLabelFontSize", "12"))px;fill:\(text);}"
        css += "\(p) .radarGraticule{fill:\(graticule);fill-opacity:\(literal("graticuleOpacity", "0.3"));stroke:\(graticule);stroke-width:\(literal("graticuleStrokeWidth", "1"));}"
        css += "\(p) .radarLegendText{text-anchor:start;font-size:\(literal("legendFontSize", "12"))px;dominant-baseline:hanging;fill:\(text);}"
        for i in 0..<12 {
            let color = context.color("cScale\(i)")
            css += "\(p) .radarCurve-\(i){fill:\(color);fill-opacity:\(opacity);stroke:\(color);stroke-width:\(literal("curveStrokeWidth", "2"));}"
            css += "\(p) .radarLegendBox-\(i){fill:\(color);fill-opacity:\(opacity);stroke:\(color);}"
        }
        return css
    }
}
