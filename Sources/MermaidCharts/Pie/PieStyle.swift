// Why: the pie's CSS with mermaid's class names; colours as theme CSS variables (light and
// dark), sizes and widths as the theme's literal values.
import MermaidCore

enum PieStyle {
    /// The colour of slice `index`: `pie1…pie12`, repeating.
    static func sliceColor(_ index: Int, context: DiagramContext) -> String {
        context.color("pie\(index % 12 + 1)")
    }

    /// `17px` → 17; nil when the value is not a length in pixels.
    static func pixels(_ value: String) -> Double? {
        let trimmed = value.trimmingASCIIWhitespace()
        let number = trimmed.hasSuffix("px") ? String(trimmed.dropLast(2)) : trimmed
        guard let v = Double(number.trimmingASCIIWhitespace()), v.isFinite, v >= 0 else { return nil }
        return min(v, 1000)
    }

    static func css(context: DiagramContext) -> String {
        StyleSheetMemo.css("pie", context: context) { write(context: context) }
    }

    private static func write(context: DiagramContext) -> String {
        let p = "#" + context.idPrefix
        let font = "font-family:" + context.fontFamily + ";"
        func size(_ name: String, _ fallback: Double) -> String {
            (pixels(context.literalColor(name)) ?? fallback).svg + "px"
        }
        let opacity = Double(context.literalColor("pieOpacity")).map { min(max($0, 0), 1) } ?? 0.7
        return """
        \(p) .pieCircle{stroke:\(context.color("pieStrokeColor"));stroke-width:\(size("pieStrokeWidth", 2));opacity:\(opacity.svg);}\
        \(p) .pieOuterCircle{stroke:\(context.color("pieOuterStrokeColor"));stroke-width:\(size("pieOuterStrokeWidth", 2));fill:none;}\
        \(p) .pieTitleText{text-anchor:middle;font-size:\(size("pieTitleTextSize", 25));fill:\(context.color("pieTitleTextColor"));\(font)}\
        \(p) .slice{\(font)fill:\(context.color("pieSectionTextColor"));font-size:\(size("pieSectionTextSize", 17));}\
        \(p) .legend text{fill:\(context.color("pieLegendTextColor"));\(font)font-size:\(size("pieLegendTextSize", 17));}
        """
    }
}
