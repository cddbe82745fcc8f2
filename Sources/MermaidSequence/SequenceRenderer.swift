import MermaidCore

/// Renders `sequenceDiagram` diagrams: parse → resolve participants and events → column/
/// timeline layout → SVG with mermaid's class names. Sequence diagrams do not use the
/// layered graph layout; their geometry follows mermaid's own sequence renderer.
package enum SequenceRenderer: DiagramRenderer {
    package static let keywords = ["sequenceDiagram"]

    package static func render(_ source: DiagramSource, in context: DiagramContext) throws -> DiagramDrawing {
        let (statements, parseWarnings) = try SequenceParser.parse(source)
        for w in parseWarnings { context.warn(w) }
        return try draw(statements, source: source, in: context)
    }

    /// Lays out and draws parsed statements (of a `sequenceDiagram`, or translated from ZenUML).
    static func draw(_ statements: [SequenceStatement], source: DiagramSource, in context: DiagramContext) throws -> DiagramDrawing {
        let conf = SequenceConfig(context: context)
        var (model, warnings) = try SequenceModelBuilder.build(statements, source: source, defaultWrap: conf.wrap)
        for w in warnings { context.warn(w) }
        if model.title == nil { model.title = context.title } else if context.title == nil { context.title = model.title }
        if !context.options.drawsTitle { model.title = nil }  // the host shows it as a caption
        if let t = model.accTitle, context.accTitle == nil { context.accTitle = t }
        if let d = model.accDescr, context.accDescr == nil { context.accDescr = d }
        let text = LineMeasurer(measurer: context.text, lineHeight: conf.lineHeight)
        var geometry = SequenceLayout.layout(model, conf: conf, text: text)
        var writer = SequenceSVGWriter(prefix: context.idPrefix, fontSize: conf.fontSize, mirrorActors: conf.mirrorActors)
        writer.measurer = context.text
        writer.menus = ActorMenuWriter.menus(geometry.actors, conf: conf, text: text)
        for menu in writer.menus {
            // Like mermaid, the drawing grows to hold a long or wide menu.
            geometry.height = max(geometry.height, menu.y + menu.height + conf.diagramMarginY - geometry.minY)
            geometry.width = max(geometry.width, menu.x + menu.width + conf.diagramMarginX - geometry.minX)
        }
        let menuCSS = ActorMenuWriter(prefix: context.idPrefix, fontSize: conf.fontSize).css(writer.menus, context: context)
        // Only diagrams that may hold `$$…$$` get the rule colour for formulas.
        let math = source.lines.contains { $0.text.containsByte(UInt8(ascii: "$")) }
        return DiagramDrawing(body: writer.write(geometry), css: SequenceStyleSheet.css(context, math: math) + menuCSS,
                              minX: geometry.minX, minY: geometry.minY, width: geometry.width, height: geometry.height,
                              svgClass: "sequence", roleDescription: "sequence", drewTitle: true)
    }
}
