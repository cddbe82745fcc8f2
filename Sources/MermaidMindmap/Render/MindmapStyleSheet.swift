// Why: mindmap colours come per section (cScale0…11, their labels and inverses) and the root
// uses the git0 colour, as in mermaid; through `context.color` so dark pages swap them.
import MermaidCore

/// The mindmap CSS, scoped to the diagram's id.
enum MindmapStyleSheet {
    static let colorLimit = 12

    static func css(context: DiagramContext) -> String {
        StyleSheetMemo.css("mindmap", context: context) { write(context: context) }
    }

    private static func write(context: DiagramContext) -> String {
        let p = "#" + context.idPrefix + " "
        var css = p + ".edge{stroke-width:3;fill:none;}"
        for i in 0..<colorLimit {
            let s = "section-\(i - 1)"
            let fill = context.color("cScale\(i)")
            let label = context.color("cScaleLabel\(i)")
            css += p + ".\(s) rect," + p + ".\(s) path," + p + ".\(s) circle," + p + ".\(s) polygon{fill:" + fill + ";}"
            css += p + ".\(s) text{fill:" + label + ";}"
            css += p + ".section-edge-\(i - 1){stroke:" + fill + ";}"
            css += p + ".edge-depth-\(i - 1){stroke-width:\(17 - 3 * i);}"
            css += p + ".\(s) line{stroke:" + context.color("cScaleInv\(i)") + ";stroke-width:3;}"
        }
        css += p + ".section-root rect," + p + ".section-root path," + p + ".section-root circle," + p
            + ".section-root polygon{fill:" + context.color("git0") + ";}"
        css += p + ".section-root text{fill:" + context.color("gitBranchLabel0") + ";}"
        css += p + ".mindmap-icon{font-size:\(Int(MindmapLabel.iconSize))px;font-style:italic;}"
        return css
    }
}
