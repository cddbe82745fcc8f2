// Why: the architecture diagram's CSS, scoped to the diagram's id, with mermaid's class names
// (`.edge`, `.arrow`, `.node-bkg`) and theme colours as CSS variables, so light/dark schemes and
// `themeVariables` apply. Icon tiles keep mermaid's fixed blue with white lines in every theme.
import MermaidCore

/// CSS for an architecture diagram.
enum ArchitectureStyleSheet {
    /// Remembered per theme and font (``StyleSheetMemo``): it depends on nothing else.
    static func css(context: DiagramContext) -> String {
        StyleSheetMemo.css("architecture", context: context) { write(context: context) }
    }

    private static func write(context: DiagramContext) -> String {
        let p = "#" + context.idPrefix
        let line = context.color("lineColor")
        let font = "font-family:\(context.fontFamily);font-size:\(context.fontSize.svg)px;"
        return """
        \(p) .edge{stroke-width:3;stroke:\(line);fill:none;}\
        \(p) .arrow{fill:\(line);}\
        \(p) .node-bkg{fill:none;stroke:\(context.color("primaryBorderColor"));stroke-width:2px;stroke-dasharray:8;}\
        \(p) text{fill:\(context.color("textColor"));\(font)}\
        \(p) .architecture-edge-label .background{fill:\(context.color("background"));opacity:0.8;}\
        \(p) .architecture-icon-bg{fill:#087ebf;stroke-width:0;}\
        \(p) .architecture-icon-unknown .architecture-icon-bg{fill:#7a7a7a;}\
        \(p) .architecture-icon-line{fill:none;stroke:#fff;stroke-width:2px;stroke-miterlimit:10;}\
        \(p) .architecture-icon-fill{fill:#fff;stroke:none;}\
        \(p) text.architecture-icon-mark,\(p) text.architecture-icon-name{fill:#fff;font-family:Arial,sans-serif;}\
        \(p) text.architecture-icon-mark{font-size:40px;}\
        \(p) text.architecture-icon-name{font-size:9px;}
        """
    }
}
