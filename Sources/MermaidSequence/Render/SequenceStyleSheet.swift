import MermaidCore

/// The diagram's CSS, scoped by `#<prefix>`, with mermaid's sequence rules. Colours come
/// from `context.color`, so they follow the page's light/dark scheme when the diagram does
/// not pin a theme.
enum SequenceStyleSheet {
    /// - Parameter math: the diagram may hold `$$…$$` formulas, whose fraction bars and
    ///   radicals (`.math-rule`) take the message text colour.
    static func css(_ context: DiagramContext, math: Bool = false) -> String {
        StyleSheetMemo.css(math ? "sequence+math" : "sequence", context: context) { write(context, math: math) }
    }

    private static func write(_ context: DiagramContext, math: Bool) -> String {
        let p = "#" + context.idPrefix
        func c(_ name: String) -> String { context.color(name) }
        let markers = SequenceSVGWriter.markers(prefix: context.idPrefix)
        let font = context.fontFamily
        let size = NumberFormat.format(context.fontSize)
        var css = ""
        css += "\(p) text{font-family:\(font);font-size:\(size)px;}"
        css += "\(p) .actor{stroke:\(c("actorBorder"));fill:\(c("actorBkg"));stroke-width:1;}"
        css += "\(p) text.actor,\(p) text.actor>tspan{fill:\(c("actorTextColor"));stroke:none;}"
        css += "\(p) .actor-line{stroke:\(c("actorLineColor"));stroke-width:1.5px;}"
        css += "\(p) .messageLine0{stroke-width:1.5;stroke-dasharray:none;stroke:\(c("signalColor"));}"
        css += "\(p) .messageLine1{stroke-width:1.5;stroke-dasharray:2,2;stroke:\(c("signalColor"));}"
        css += "\(p) #\(markers.id(.arrowhead)) path,\(p) #\(markers.id(.filledHead)) path,\(p) .halfArrow path"
        css += "{fill:\(c("signalColor"));stroke:\(c("signalColor"));}"
        css += "\(p) .halfArrow path[fill=none]{fill:none;}"
        css += "\(p) .sequenceNumber{fill:\(c("sequenceNumberColor"));font-family:sans-serif;}"
        css += "\(p) #\(markers.id(.sequenceNumber)),\(p) .sequenceNumberCircle{fill:\(c("signalColor"));stroke:none;}"
        css += "\(p) #\(markers.id(.crosshead)) path{fill:\(c("signalColor"));stroke:\(c("signalColor"));}"
        css += "\(p) .centralConnection{fill:\(c("signalColor"));stroke:\(c("signalColor"));}"
        css += "\(p) .messageText{fill:\(c("signalTextColor"));stroke:none;}"
        css += "\(p) .labelBox{stroke:\(c("labelBoxBorderColor"));fill:\(c("labelBoxBkgColor"));}"
        css += "\(p) .labelText,\(p) .labelText>tspan{fill:\(c("labelTextColor"));stroke:none;}"
        css += "\(p) .loopText,\(p) .loopText>tspan{fill:\(c("loopTextColor"));stroke:none;}"
        css += "\(p) .sectionTitle,\(p) .sectionTitle>tspan{fill:\(c("loopTextColor"));stroke:none;}"
        css += "\(p) .loopLine{stroke-width:2px;stroke-dasharray:2,2;stroke:\(c("labelBoxBorderColor"));fill:\(c("labelBoxBorderColor"));}"
        css += "\(p) .note{stroke:\(c("noteBorderColor"));fill:\(c("noteBkgColor"));}"
        css += "\(p) .noteText,\(p) .noteText>tspan{fill:\(c("noteTextColor"));stroke:none;}"
        css += "\(p) .activation0,\(p) .activation1,\(p) .activation2{fill:\(c("activationBkgColor"));stroke:\(c("activationBorderColor"));}"
        css += "\(p) .actor-man line,\(p) .actor-man circle,\(p) .actor-man path{fill:\(c("actorBkg"));stroke:\(c("actorBorder"));stroke-width:2px;}"
        css += "\(p) .actor-man .controlHead{fill:\(c("actorBorder"));stroke-width:1px;}"
        css += "\(p) g.actor circle,\(p) g.actor line{stroke:\(c("actorBorder"));fill:\(c("actorBkg"));}"
        css += "\(p) rect.rect{stroke:\(c("nodeBorder"));}"
        css += "\(p) text.text,\(p) text.text>tspan,\(p) .sequenceTitle{fill:\(c("textColor"));stroke:none;}"
        if math { css += "\(p) .math-rule{stroke:\(c("signalTextColor"));}" }
        return css
    }
}
