import GraphLayout
import MermaidCore

/// Everything measured before layout: node outlines around their labels, edge and cluster
/// label sizes, and the `LayoutGraph` built from them.
struct FlowchartScene {
    var document: FlowchartDocument
    var nodeLabels: [LabelText] = []
    var nodeShapes: [ShapeGeometry] = []
    var nodeStyles: [(shape: String, text: String)] = []
    var edgeLabels: [LabelText?] = []
    var clusterTitles: [String: LabelText] = [:]
    var graph = LayoutGraph()
    /// Invisible stand-ins that give an empty subgraph a box.
    var placeholderIds: Set<String> = []

    static func placeholderId(for subgraph: String) -> String { "\u{1}empty-\(subgraph)" }

    /// Label text box padding inside edge label backgrounds.
    static let edgeLabelPadding = 4.0

    init(document: FlowchartDocument, context: DiagramContext, source: DiagramSource) {
        self.document = document
        let text = context.text
        let styles = FlowchartStyles(document: document)
        let padding = context.setting("flowchart", "padding")?.doubleValue ?? 15
        let wrap = context.setting("flowchart", "wrappingWidth")?.doubleValue ?? 200

        graph.direction = document.direction
        graph.nodeSpacing = context.setting("flowchart", "nodeSpacing")?.doubleValue ?? 50
        graph.rankSpacing = context.setting("flowchart", "rankSpacing")?.doubleValue ?? 50
        // `layout: elk` (or the `flowchart-elk` header): the same layered engine with
        // right-angle edge routing. Real ELK also uses its own layering, node placement
        // (network-simplex placement) and port-based edge attachment; ours keeps dagre-style
        // ranking and Brandes–Köpf placement, so node positions follow the dagre look.
        let layout = context.config["layout"]?.stringValue ?? context.setting("flowchart", "defaultRenderer")?.stringValue
        graph.orthogonalRouting = layout == "elk" || source.keyword == "flowchart-elk"

        var parentOf: [String: String] = [:]
        for sg in document.subgraphs { for m in sg.members { parentOf[m] = sg.id } }

        nodeLabels.reserveCapacity(document.nodes.count)
        for node in document.nodes {
            let label = LabelText(node.labelText, measurer: text, maxWidth: wrap)
            let style = styles.node(node)
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
            graph.nodes.append(LayoutNode(id: node.id, width: shape.width, height: shape.height, cluster: parentOf[node.id]))
        }
        for sg in document.subgraphs {
            let title = LabelText(sg.title, measurer: text, maxWidth: nil)
            clusterTitles[sg.id] = title
            graph.clusters.append(LayoutCluster(id: sg.id, parent: sg.parent, titleWidth: title.width + 16,
                                                titleHeight: title.isEmpty ? 0 : title.height + 8,
                                                direction: sg.direction, padding: 8))
            if sg.members.isEmpty {
                let id = Self.placeholderId(for: sg.id)
                placeholderIds.insert(id)
                graph.nodes.append(LayoutNode(id: id, width: max(title.width, 20), height: 10, cluster: sg.id))
            }
        }
        for edge in document.edges {
            var label: LabelText?
            if let t = edge.text {
                let l = LabelText(t, measurer: text, maxWidth: wrap)
                if !l.isEmpty { label = l }
            }
            edgeLabels.append(label)
            let pad = Self.edgeLabelPadding
            graph.edges.append(LayoutEdge(id: edge.domId, source: edge.source, target: edge.target,
                                          labelWidth: label.map { $0.width + 2 * pad } ?? 0,
                                          labelHeight: label.map { $0.height + pad } ?? 0,
                                          minLength: max(1, min(edge.length, 20)),
                                          weight: edge.stroke == .invisible ? 1 : 1))
        }
    }
}
