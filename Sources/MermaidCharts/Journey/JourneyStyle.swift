// Why: the journey's CSS with mermaid's class names; section and task colours are the theme's
// `fillType0…7`, text and lines its text colour, all as CSS variables for light and dark pages.
import MermaidCore

enum JourneyStyle {
    /// Remembered per theme and font (``StyleSheetMemo``): it depends on nothing else.
    static func css(context: DiagramContext) -> String {
        StyleSheetMemo.css("journey", context: context) { write(context: context) }
    }

    private static func write(context: DiagramContext) -> String {
        let p = "#" + context.idPrefix
        let text = context.color("textColor")
        let font = "font-family:" + context.fontFamily + ";"
        var css = """
        \(p) .legend{fill:\(text);\(font)}\
        \(p) text.label{fill:\(text);\(font)font-size:\(JourneyRenderer.taskFontSize.svg)px;}\
        \(p) .journey-title{fill:\(context.color("titleColor"));\(font)}\
        \(p) .face{fill:#FFF8DC;stroke:#999;}\
        \(p) .eye{fill:#666;stroke:#666;}\
        \(p) .mouth{stroke:#666;fill:#666;}\
        \(p) line.task-line{stroke:\(text);}\
        \(p) line.journey-arrow{stroke:\(text);}\
        \(p) .journey-arrowhead path{fill:\(text);}\
        \(p) rect.task,\(p) rect.journey-section{stroke:#666;}
        """
        for i in 0..<8 {
            css += "\(p) .task-type-\(i),\(p) .section-type-\(i){fill:\(context.color("fillType\(i)"));}"
        }
        return css
    }
}
