// Why: the C4 diagram's CSS, scoped to the diagram's id. Element colours are C4's fixed palette,
// as mermaid's (persons dark blue, systems blue, containers lighter, components lightest, external
// ones grey); lines, boundaries and their text follow the theme through CSS variables so they stay
// readable in dark mode.
import MermaidCore

/// CSS for a C4 diagram.
enum C4StyleSheet {
    /// Fill and border per element type stem (without `external_`/shape suffixes).
    static let palette: [(String, String, String)] = [
        ("person", "#08427B", "#073B6F"), ("external_person", "#686868", "#8A8A8A"),
        ("system", "#1168BD", "#3C7FC0"), ("external_system", "#999999", "#8A8A8A"),
        ("container", "#438DD5", "#3C7FC0"), ("external_container", "#B3B3B3", "#A6A6A6"),
        ("component", "#85BBF0", "#78A8D8"), ("external_component", "#CCCCCC", "#BFBFBF"),
    ]

    static func css(context: DiagramContext) -> String {
        let p = "#" + context.idPrefix
        let line = context.color("lineColor")
        let text = context.color("textColor")
        let font = "font-family:\(context.fontFamily);"
        var css = """
        \(p) text{\(font)fill:\(text);}\
        \(p) .c4-title{font-weight:bold;}\
        \(p) .c4-element text{fill:#FFFFFF;}\
        \(p) .c4-shape{stroke-width:0.5px;}\
        \(p) .c4-shape-line{fill:none;stroke-width:0.5px;}\
        \(p) .c4-person-icon{fill:#FFFFFF;opacity:0.85;}\
        \(p) .c4-boundary rect{fill:none;stroke:\(line);stroke-width:1px;stroke-dasharray:7,7;}\
        \(p) .c4-rel-line{stroke:\(line);stroke-width:1px;fill:none;}\
        \(p) .c4-arrow{fill:\(line);stroke:none;}\
        \(p) .c4-rel-label-bg{fill:\(context.color("background"));opacity:0.8;}
        """
        for (stem, fill, border) in palette {
            for shape in ["", "_db", "_queue"] {
                css += "\(p) .c4-\(stem)\(shape) .c4-shape{fill:\(fill);stroke:\(border);}"
                css += "\(p) .c4-\(stem)\(shape) .c4-shape-line{stroke:\(border);}"
            }
        }
        return css
    }
}
