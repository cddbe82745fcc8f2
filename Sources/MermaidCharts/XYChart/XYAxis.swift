// Why: one axis of an xychart, as mermaid's axis objects work: it measures the space its line,
// ticks, labels and title need, maps values (categories on a band scale, numbers on a linear
// scale with d3's ticks) onto its pixel range, and draws itself on any side of the plot.
import MermaidCore

struct XYAxis {
    enum Scale { case band([String]), linear(Double, Double) }
    enum Side { case left, bottom, top }

    /// `xyChart.xAxis` / `xyChart.yAxis` settings with mermaid's defaults.
    struct Settings {
        var showLabel = true, labelFontSize = 14.0, labelPadding = 5.0
        var showTitle = true, titleFontSize = 16.0, titlePadding = 5.0
        var showTick = true, tickLength = 5.0, tickWidth = 2.0
        var showAxisLine = true, axisLineWidth = 2.0

        init(_ config: ConfigValue?) {
            func n(_ key: String, _ fallback: Double) -> Double {
                guard let v = config?[key]?.doubleValue, v.isFinite else { return fallback }
                return min(max(v, 0), 500)
            }
            func b(_ key: String, _ fallback: Bool) -> Bool { config?[key]?.boolValue ?? fallback }
            showLabel = b("showLabel", showLabel); labelFontSize = n("labelFontSize", labelFontSize)
            labelPadding = n("labelPadding", labelPadding); showTitle = b("showTitle", showTitle)
            titleFontSize = n("titleFontSize", titleFontSize); titlePadding = n("titlePadding", titlePadding)
            showTick = b("showTick", showTick); tickLength = n("tickLength", tickLength); tickWidth = n("tickWidth", tickWidth)
            showAxisLine = b("showAxisLine", showAxisLine); axisLineWidth = n("axisLineWidth", axisLineWidth)
        }
    }

    let scale: Scale
    let title: String?
    var s: Settings
    var side = Side.bottom
    var range = (0.0, 10.0)
    var outerPadding = 0.0
    var box = (x: 0.0, y: 0.0, width: 0.0, height: 0.0)
    var labelHeight = 0.0
    var titleHeight = 0.0
    /// Which parts fitted (mermaid drops what does not fit).
    var drawsLine = false, drawsLabels = false, drawsTicks = false, drawsTitle = false

    init(scale: Scale, title: String?, settings: Settings) {
        self.scale = scale
        self.title = title
        s = settings
    }

    /// Text height as the layout counts it: 1.1em, rounded up.
    static func textHeight(_ size: Double) -> Double { (size * 1.1).rounded(.up) }

    /// Tick values: the categories, or d3's ticks of the range (top to bottom on a left axis).
    var ticks: [(label: String, value: Double)] {
        switch scale {
        case .band(let names): return names.enumerated().map { ($1, Double($0)) }
        case .linear(let lo, let hi):
            let (a, b) = side == .left ? (hi, lo) : (lo, hi)
            return LinearTicks.ticks(a, b).map { (JSNumber.string($0), $0) }
        }
    }

    /// Pixel position of a category index (band) or a value (linear).
    func position(_ value: Double) -> Double {
        let r0 = range.0 + outerPadding, r1 = range.1 - outerPadding
        switch scale {
        case .band(let names):
            guard names.count > 1 else { return (r0 + r1) / 2 }
            return r0 + value * (r1 - r0) / Double(names.count - 1)
        case .linear(let lo, let hi):
            let (a, b) = side == .left ? (hi, lo) : (lo, hi)
            return a == b ? (r0 + r1) / 2 : r0 + (value - a) / (b - a) * (r1 - r0)
        }
    }

    var tickDistance: Double { abs(range.0 - range.1) / Double(max(ticks.count, 1)) }

    /// Wider outer padding so bars fit (mermaid's `recalculateOuterPaddingToDrawBar`).
    mutating func makeRoomForBars() {
        if 0.7 * tickDistance > outerPadding * 2 { outerPadding = (0.7 * tickDistance / 2).rounded(.down) }
    }

    /// Takes the space it needs from `width` × `height` and returns it.
    mutating func claimSpace(width: Double, height: Double, measure: TextMeasurer) -> (width: Double, height: Double) {
        let labels = ticks.map(\.label)
        let labelWidth = labels.map { measure.naturalWidth(of: $0, size: s.labelFontSize) }.max() ?? 0
        labelHeight = labels.isEmpty ? 0 : XYAxis.textHeight(s.labelFontSize)
        titleHeight = XYAxis.textHeight(s.titleFontSize)
        let hasTitle = s.showTitle && !(title ?? "").isEmpty
        if side == .left {
            var left = width
            if s.showAxisLine, left > s.axisLineWidth { left -= s.axisLineWidth; drawsLine = true }
            if s.showLabel {
                outerPadding = min(labelHeight / 2, 0.2 * height)
                let need = labelWidth + s.labelPadding * 2
                if need <= left { left -= need; drawsLabels = true }
            }
            if s.showTick, left >= s.tickLength { left -= s.tickLength; drawsTicks = true }
            if hasTitle, titleHeight + s.titlePadding * 2 <= left { left -= titleHeight + s.titlePadding * 2; drawsTitle = true }
            box.width = width - left
            box.height = height
        } else {
            var left = height
            if s.showAxisLine, left > s.axisLineWidth { left -= s.axisLineWidth; drawsLine = true }
            if s.showLabel {
                outerPadding = min(labelWidth / 2, 0.2 * width)
                let need = labelHeight + s.labelPadding * 2
                if need <= left { left -= need; drawsLabels = true }
            }
            if s.showTick, left >= s.tickLength { left -= s.tickLength; drawsTicks = true }
            if hasTitle, titleHeight + s.titlePadding * 2 <= left { left -= titleHeight + s.titlePadding * 2; drawsTitle = true }
            box.width = width
            box.height = height - left
        }
        return (box.width, box.height)
    }
}
