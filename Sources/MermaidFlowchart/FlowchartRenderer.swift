import GraphLayout
import MermaidCore

/// Renders `graph`/`flowchart` diagrams: parse → measure → layered layout → SVG with
/// mermaid's DOM conventions (so CSS written for mermaid keeps working).
package enum FlowchartRenderer: DiagramRenderer {
    package static let keywords = ["graph", "flowchart", "flowchart-elk"]

    package static func render(_ source: DiagramSource, in context: DiagramContext) throws -> DiagramDrawing {
        let document = try FlowchartParser.parse(source)
        for w in document.warnings {
            context.warn(w)
        }
        return draw(document, source: source, in: context)
    }

    /// True when a label may draw rules (a `$$…$$` formula's fraction bars and radicals, an
    /// `<hr>`), which need a stroke colour in the stylesheet.
    static func drawsRules(_ document: FlowchartDocument) -> Bool {
        func rules(_ raw: String) -> Bool {
            raw.containsByte(UInt8(ascii: "$")) || (raw.containsByte(UInt8(ascii: "<")) && raw.lowercased().contains("<hr"))
        }
        return document.nodes.contains { rules($0.labelText.raw) }
            || document.edges.contains { $0.text.map { rules($0.raw) } == true }
            || document.subgraphs.contains { rules($0.title.raw) }
    }

    /// Lays out and draws an already parsed flowchart.
    static func draw(_ document: FlowchartDocument, source: DiagramSource, in context: DiagramContext) -> DiagramDrawing {
        let scene = FlowchartScene(document: document, context: context, source: source)
        let layout = LayeredLayout.layout(scene.graph)
        let curveName = context.setting("flowchart", "curve")?.stringValue ?? "basis"
        let curve = CurveStyle(rawValue: curveName) ?? .basis
        let writer = FlowchartSVGWriter(scene: scene, layout: layout, context: context, curve: curve)
        let body = writer.write()
        let bounds = Self.bounds(layout, writer: writer)
        // mermaid's `flowchart.diagramPadding` (8 by default) around everything drawn, so
        // clusters and backgrounds never touch the SVG's edge.
        let padding = max(0, min(context.setting("flowchart", "diagramPadding")?.doubleValue ?? 8, 200))
        return DiagramDrawing(body: body, css: FlowchartStyles.css(context, rules: Self.drawsRules(document)),
                              minX: bounds.minX - padding, minY: bounds.minY - padding,
                              width: bounds.maxX - bounds.minX + 2 * padding,
                              height: bounds.maxY - bounds.minY + 2 * padding,
                              svgClass: "flowchart", roleDescription: "flowchart-v2")
    }

    /// The box around everything drawn (the layout's own extent, clusters, labels, edges).
    static func bounds(_ layout: LayoutResult, writer: FlowchartSVGWriter)
        -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        var minX = 0.0, minY = 0.0, maxX = max(0, layout.width), maxY = max(0, layout.height)
        func add(_ b: LayoutBox) {
            minX = min(minX, b.minX); minY = min(minY, b.minY); maxX = max(maxX, b.maxX); maxY = max(maxY, b.maxY)
        }
        for b in layout.nodes.values { add(b) }
        for sg in writer.scene.document.subgraphs { if let b = writer.clusterBox(sg) { add(b) } }
        for i in writer.scene.document.edges.indices { if let b = writer.labelBox(i) { add(b) } }
        for pts in layout.edgePoints.values {
            for p in pts { add(LayoutBox(x: p.x, y: p.y, width: 0, height: 0)) }
        }
        return (minX, minY, maxX, maxY)
    }
}
