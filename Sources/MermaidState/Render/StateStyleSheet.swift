import MermaidCore

/// The state diagram's CSS, scoped to the diagram's id, with mermaid's class names.
enum StateStyleSheet {
    static func css(for diagram: StateDiagram, context: DiagramContext) -> String {
        var css = StyleSheetMemo.css("state", context: context) { fixedCSS(context) }
        css += ClassDefCSS.rules(prefix: context.idPrefix, order: diagram.classDefOrder, definitions: diagram.classDefs,
                                 shapeSelectors: { [".node.\($0) rect", ".node.\($0) polygon", ".node.\($0) circle",
                                                    ".statediagram-cluster.\($0) rect"] },
                                 textSelectors: { [".node.\($0) text", ".statediagram-cluster.\($0) text"] })
        return css
    }

    /// The rules every state diagram has (the theme's colours and font).
    private static func fixedCSS(_ context: DiagramContext) -> String {
        let p = "#" + context.idPrefix
        let labelOpacity = context.labelBackdropOpacity(text: ["transitionLabelColor", "textColor"],
                                                        background: ["edgeLabelBackground"], floor: 0.8)
        let stateBkg = context.color("stateBkg")
        let border = context.color("nodeBorder")
        let line = context.color("transitionColor")
        let special = context.color("specialStateColor")
        let font = "font-family:\(context.fontFamily);font-size:\(context.fontSize.svg)px;"
        return """
        \(p) .node rect,\(p) .node polygon{fill:\(stateBkg);stroke:\(border);stroke-width:1px;}\
        \(p) .node text{fill:\(context.color("nodeTextColor"));\(font)}\
        \(p) .node circle.state-start{fill:\(special);stroke:\(special);}\
        \(p) .node circle.state-end{fill:\(context.color("background"));stroke:\(special);stroke-width:1.5px;}\
        \(p) .node circle.end-state-inner{fill:\(context.color("innerEndBackground"));stroke:none;}\
        \(p) .node rect.fork-join{fill:\(special);stroke:\(special);}\
        \(p) .transition{stroke:\(line);stroke-width:1px;fill:none;}\
        \(EdgeCSS.rules(prefix: context.idPrefix, patterns: [.dashed]))\
        \(p) .note-edge{stroke-dasharray:5;}\
        \(p) .marker{fill:\(line);stroke:\(line);stroke-width:1px;}\
        \(p) .edgeLabel .background{fill:\(context.color("edgeLabelBackground"));opacity:\(NumberFormat.format(labelOpacity));}\
        \(p) .edgeLabel text{fill:\(context.color("transitionLabelColor"));\(font)}\
        \(p) .statediagram-cluster rect.outer{fill:\(context.color("compositeTitleBackground"));stroke:\(border);stroke-width:1px;}\
        \(p) .statediagram-cluster rect.inner{fill:\(context.color("compositeBackground"));stroke:\(border);stroke-width:1px;}\
        \(p) .statediagram-cluster rect.divider{fill:\(context.color("altBackground"));stroke:\(border);stroke-width:1px;stroke-dasharray:10,10;}\
        \(p) .statediagram-cluster .cluster-label text{fill:\(context.color("stateLabelColor"));\(font)}\
        \(p) .statediagram-note rect{fill:\(context.color("noteBkgColor"));stroke:\(context.color("noteBorderColor"));stroke-width:1px;}\
        \(p) .statediagram-note text{fill:\(context.color("noteTextColor"));}
        """
    }
}
