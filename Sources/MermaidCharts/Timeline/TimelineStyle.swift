// Why: the timeline's CSS with mermaid's class names: box `i` of the colour scale is
// `.section-(i-1)` (mermaid's numbering), filled with `cScale i`, its text `cScaleLabel i`, its
// bottom line `cScaleInv i`; all CSS variables so the chart follows the page's colour scheme.
import MermaidCore

enum TimelineStyle {
    static func css(context: DiagramContext) -> String {
        StyleSheetMemo.css("timeline", context: context) { write(context: context) }
    }

    private static func write(context: DiagramContext) -> String {
        let p = "#" + context.idPrefix
        let text = context.color("textColor")
        var css = "\(p) .timeline-title{fill:\(text);}\(p) .lineWrapper line{stroke:\(text);}\(p) marker path{fill:\(text);}"
        for i in 0..<12 {
            let s = "\(p) .section-\(i - 1)"
            css += "\(s) path,\(s) rect,\(s) circle{fill:\(context.color("cScale\(i)"));}"
            css += "\(s) text{fill:\(context.color("cScaleLabel\(i)"));}"
            css += "\(s) line{stroke:\(context.color("cScaleInv\(i)"));stroke-width:3;}"
        }
        return css
    }
}
