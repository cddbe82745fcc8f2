import GraphLayout
import MermaidCore

/// Everything measured before layout: node outlines around their labels, edge and cluster
/// label sizes, and the `LayoutGraph` built from them.
struct FlowchartScene {
    var document: FlowchartDocument
    var nodeLabels: [FlowLabel] = []
    var nodeShapes: [ShapeGeometry] = []
    var nodeStyles: [(shape: String, text: String)] = []
    var edgeLabels: [FlowLabel?] = []
    var edgeStyles: [(path: String, text: String)] = []
    var edgeStrokeColors: [String?] = []
    var clusterTitles: [String: FlowLabel] = [:]
    var graph = LayoutGraph()
    /// Subgraphs without members, laid out and drawn as nodes (their size).
    var emptySubgraphs: [String: ShapeGeometry] = [:]

    /// `measurer` at the font size a `classDef`/`style` text style sets, when it sets one.
    static func measurer(_ measurer: TextMeasurer, textStyle: String) -> TextMeasurer {
        guard !textStyle.isEmpty, let size = FlowchartStyles.fontSize(in: textStyle, base: measurer.fontSize),
              size != measurer.fontSize else { return measurer }
        var sized = measurer
        sized.fontSize = size
        return sized
    }

    /// Label text box padding inside edge label backgrounds.
    static let edgeLabelPadding = 4.0

    /// A subgraph's box as mermaid draws it. ELK pads it by 12 all round, the title on top of that
    /// (3 more than the title's height). dagre pads it by half the node spacing plus 10 across the
    /// ranks and by half the rank spacing along them (35 and 25 by default), the title inside that
    /// top padding when it fits (drawn 4 below the top, 1 clear of the first node).
    static func cluster(_ sg: FlowSubgraph, title: FlowLabel, graph: LayoutGraph) -> LayoutCluster {
        if graph.orthogonalRouting {
            return LayoutCluster(id: sg.id, parent: sg.parent, titleWidth: title.width + 16,
                                 titleHeight: title.isEmpty ? 0 : title.height + 3, direction: sg.direction, padding: 12)
        }
        let across = graph.nodeSpacing / 2 + 10, along = graph.rankSpacing / 2
        return LayoutCluster(id: sg.id, parent: sg.parent, titleWidth: title.width + 16,
                             titleHeight: title.isEmpty ? 0 : max(0, title.height + 5 - along),
                             direction: sg.direction, padding: across, rankPadding: along)
    }

    init(document: FlowchartDocument, context: DiagramContext, source: DiagramSource) {
        self.document = document
        let text = context.text
        let styles = FlowchartStyles(document: document)
        let padding = context.setting("flowchart", "padding")?.doubleValue ?? 15
        let wrap = context.setting("flowchart", "wrappingWidth")?.doubleValue ?? 200

        graph.direction = document.direction
        graph.nodeSpacing = context.setting("flowchart", "nodeSpacing")?.doubleValue ?? 50
        graph.rankSpacing = context.setting("flowchart", "rankSpacing")?.doubleValue ?? 50
        // `layout: elk` (or the `flowchart-elk` header): the same layered engine in ELK's manner
        // (straight-edge node placement, ports, clusters ranked as boxes, right-angle routes) and
        // the `elk` settings mermaid documents; see `ElkSettings`.
        let layout = context.config["layout"]?.stringValue ?? context.setting("flowchart", "defaultRenderer")?.stringValue
        graph.orthogonalRouting = layout == "elk" || source.keyword == "flowchart-elk"
        graph.elk = ElkSettings { context.config["elk"]?[$0]?.stringValue }

        var parentOf: [String: String] = [:]
        for sg in document.subgraphs { for m in sg.members { parentOf[m] = sg.id } }

        nodeLabels.reserveCapacity(document.nodes.count)
        // Styles by class list: the last one worked out, and the ones before it in a table (HashBuckets,
        // as a Dictionary keyed by [String] costs a runtime conformance lookup). Most nodes have the
        // previous node's classes (often none), and the table's generic calls cost thousands of
        // instructions each, so it is only filled once a second class list turns up.
        var lastStyle: (classes: [String], style: (shape: String, text: String))?
        var styleCache = HashBuckets<[String], (shape: String, text: String)>()
        for node in document.nodes {
            let style: (shape: String, text: String)
            if !node.styles.isEmpty {
                style = styles.node(node)
            } else if let last = lastStyle, last.classes == node.classes {
                style = last.style
            } else {
                style = styleCache[node.classes] ?? styles.node(node)
                if let last = lastStyle { styleCache.set(last.style, for: last.classes) }
                lastStyle = (node.classes, style)
            }
            let label = FlowLabel(node.labelText, measurer: Self.measurer(text, textStyle: style.text), maxWidth: wrap)
            let shape: ShapeGeometry
            if node.icon != nil || node.image != nil {
                shape = ShapeGeometry.media(icon: node.icon != nil, labelWidth: label.width, labelHeight: label.height,
                                            labelAbove: node.labelAbove, style: style.shape)
            } else {
                shape = ShapeGeometry.make(node.shape, labelWidth: label.width,
                                           labelHeight: max(label.height, text.lineHeight(size: nil)),
                                           padding: padding, style: style.shape)
            }
            nodeLabels.append(label)
            nodeShapes.append(shape)
            nodeStyles.append(style)
            let media = node.icon != nil || node.image != nil
            graph.nodes.append(LayoutNode(id: node.id, width: shape.width, height: shape.height, cluster: parentOf[node.id],
                                          portSpan: media ? 1 : ShapeOutline.portSpan(node.shape)))
        }
        for sg in document.subgraphs {
            let title = FlowLabel(sg.title, measurer: text, maxWidth: nil)
            clusterTitles[sg.id] = title
            if sg.members.isEmpty {
                // mermaid draws an empty subgraph as a plain node showing its title.
                let h = max(title.height, text.lineHeight(size: nil)) + 16
                emptySubgraphs[sg.id] = ShapeGeometry(width: title.width + 32, height: h, svg: SVGWriter())
                graph.nodes.append(LayoutNode(id: sg.id, width: title.width + 32, height: h, cluster: sg.parent))
                continue
            }
            graph.clusters.append(Self.cluster(sg, title: title, graph: graph))
        }
        for edge in document.edges {
            var label: FlowLabel?
            let edgeStyle = styles.edge(edge)
            if let t = edge.text {
                let l = FlowLabel(t, measurer: Self.measurer(text, textStyle: edgeStyle.text), maxWidth: wrap)
                if !l.isEmpty { label = l }
            }
            edgeLabels.append(label)
            edgeStyles.append(edgeStyle)
            edgeStrokeColors.append(FlowchartStyles.strokeColor(of: edge, in: document))
            let pad = Self.edgeLabelPadding
            graph.edges.append(LayoutEdge(id: edge.domId, source: edge.source, target: edge.target,
                                          labelWidth: label.map { $0.width + 2 * pad } ?? 0,
                                          labelHeight: label.map { $0.height + pad } ?? 0,
                                          minLength: max(1, min(edge.length, 20)),
                                          weight: edge.stroke == .invisible ? 1 : 1))
        }
    }
}
