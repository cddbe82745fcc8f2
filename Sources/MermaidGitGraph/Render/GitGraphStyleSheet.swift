// Why: gitGraph colours are classes per branch (`commit0`, `arrow0`, `label0`, …) filled from
// the theme's git0…git7 scale; writing them through `context.color` lets dark pages swap them.
import MermaidCore

/// The gitGraph CSS, scoped to the diagram's id.
enum GitGraphStyleSheet {
    /// How many colour classes mermaid writes (its THEME_COLOR_LIMIT); they cycle through git0…git7.
    static let colorClasses = 12

    static func css(context: DiagramContext, commitLabelFontSize: Double, tagLabelFontSize: Double) -> String {
        StyleSheetMemo.css("gitGraph:" + NumberFormat.format(commitLabelFontSize) + ":" + NumberFormat.format(tagLabelFontSize),
                           context: context) {
            write(context: context, commitLabelFontSize: commitLabelFontSize, tagLabelFontSize: tagLabelFontSize)
        }
    }

    private static func write(context: DiagramContext, commitLabelFontSize: Double, tagLabelFontSize: Double) -> String {
        let p = "#" + context.idPrefix + " "
        var css = p + ".commit-id," + p + ".commit-msg," + p + ".branch-label{fill:lightgrey;color:lightgrey;font-family:"
            + context.fontFamily.filter { $0 != "{" && $0 != "}" && $0 != ";" } + ";}"
        for i in 0..<colorClasses {
            let c = i % 8
            let git = context.color("git\(c)")
            let inverse = context.color("gitInv\(c)")
            css += p + ".branch-label\(i){fill:" + context.color("gitBranchLabel\(c)") + ";}"
            css += p + ".commit\(i){stroke:" + git + ";fill:" + git + ";}"
            css += p + ".commit-highlight\(i){stroke:" + inverse + ";fill:" + inverse + ";}"
            css += p + ".label\(i){fill:" + git + ";}"
            css += p + ".arrow\(i){stroke:" + git + ";}"
        }
        let primary = context.color("primaryColor")
        css += p + ".branch{stroke-width:1;stroke:" + context.color("lineColor") + ";stroke-dasharray:2;}"
        css += p + ".commit-label{font-size:" + NumberFormat.format(commitLabelFontSize) + "px;fill:"
            + context.color("commitLabelColor") + ";}"
        css += p + ".commit-label-bkg{font-size:" + NumberFormat.format(commitLabelFontSize) + "px;fill:"
            + context.color("commitLabelBackground") + ";opacity:0.5;}"
        css += p + ".tag-label{font-size:" + NumberFormat.format(tagLabelFontSize) + "px;fill:"
            + context.color("tagLabelColor") + ";}"
        css += p + ".tag-label-bkg{fill:" + context.color("tagLabelBackground") + ";stroke:"
            + context.color("tagLabelBorder") + ";}"
        css += p + ".tag-hole{fill:" + context.color("textColor") + ";}"
        css += p + ".commit-merge{stroke:" + primary + ";fill:" + primary + ";}"
        css += p + ".commit-reverse{stroke:" + primary + ";fill:" + primary + ";stroke-width:3;}"
        css += p + ".commit-highlight-inner{stroke:" + primary + ";fill:" + primary + ";}"
        css += p + ".commit-cherry-pick-mark{fill:" + context.color("background") + ";stroke:"
            + context.color("background") + ";}"
        css += p + ".arrow{stroke-width:8;stroke-linecap:round;fill:none;}"
        css += p + ".gitTitleText{text-anchor:middle;font-size:18px;fill:" + context.color("textColor") + ";}"
        return css
    }
}
