import GraphLayout
import MermaidCore

/// Sizes every box of a class diagram and turns the diagram into a `LayoutGraph`.
struct ClassLayoutBuilder {
    struct Sizes {
        var boxes: [String: ClassBoxMetrics] = [:]
        /// Notes and lollipop interfaces: plain boxes.
        var plain: [String: (width: Double, height: Double)] = [:]
        var noteLines: [String: TextBlock] = [:]
        var labelLines: [String: TextBlock] = [:]
    }

    let diagram: ClassDiagram
    let context: DiagramContext

    static func relationId(_ relation: ClassRelation, index: Int) -> String {
        "id_\(relation.source)_\(relation.target)_\(index + 1)"
    }

    static func noteEdgeId(_ index: Int) -> String { "edgeNote\(index)" }

    func sizes() -> Sizes {
        var sizes = Sizes()
        let text = context.text
        let lineHeight = text.lineHeight()
        let hideEmpty = context.setting("class", "hideEmptyMembersBox")?.boolValue ?? false
        for id in diagram.classOrder {
            guard let node = diagram.classes[id] else { continue }
            if node.isInterface {
                sizes.plain[id] = ((text.width(of: node.displayName) + 12).rounded(.up), lineHeight)
            } else {
                sizes.boxes[id] = ClassBoxMetrics(node: node, text: text, hideEmptyMembers: hideEmpty)
            }
        }
        for note in diagram.notes {
            let block = LabelText.parse(note.text, emphasis: true)
            sizes.noteLines[note.id] = block
            sizes.plain[note.id] = ((text.measure(block).width + 32).rounded(.up), Double(block.lines.count) * lineHeight + 16)
        }
        for (index, relation) in diagram.relations.enumerated() {
            if let label = relation.label {
                sizes.labelLines[Self.relationId(relation, index: index)] = LabelText.parse(label, emphasis: true)
            }
        }
        return sizes
    }

    func graph(_ sizes: Sizes) -> LayoutGraph {
        let text = context.text
        let lineHeight = text.lineHeight()
        let elk = context.asksForElkLayout
        var graph = LayoutGraph(
            direction: diagram.direction,
            nodeSpacing: context.setting("class", "nodeSpacing")?.doubleValue ?? 50,
            rankSpacing: context.setting("class", "rankSpacing")?.doubleValue ?? 50,
            orthogonalRouting: elk)
        graph.elk = ElkSettings { context.config["elk"]?[$0]?.stringValue }
        for id in diagram.classOrder {
            guard let node = diagram.classes[id] else { continue }
            let size = sizes.boxes[id].map { ($0.width, $0.height) } ?? sizes.plain[id] ?? (40, lineHeight)
            graph.nodes.append(LayoutNode(id: id, width: size.0, height: size.1, cluster: node.namespace))
        }
        for note in diagram.notes {
            let size = sizes.plain[note.id] ?? (40, lineHeight)
            let cluster = note.target.flatMap { diagram.classes[$0]?.namespace }
            graph.nodes.append(LayoutNode(id: note.id, width: size.0, height: size.1, cluster: cluster))
        }
        for id in diagram.namespaceOrder {
            guard let namespace = diagram.namespaces[id] else { continue }
            graph.clusters.append(LayoutCluster(
                id: id, parent: namespace.parent, titleWidth: text.width(of: namespace.label) + 16,
                titleHeight: lineHeight + 4, padding: 8))
        }
        for (index, relation) in diagram.relations.enumerated() {
            let id = Self.relationId(relation, index: index)
            var edge = LayoutEdge(id: id, source: relation.source, target: relation.target)
            if let block = sizes.labelLines[id] {
                edge.labelWidth = text.measure(block).width + 8
                edge.labelHeight = Double(block.lines.count) * lineHeight + 4
            }
            graph.edges.append(edge)
        }
        for (index, note) in diagram.notes.enumerated() {
            guard let target = note.target else { continue }
            graph.edges.append(LayoutEdge(id: Self.noteEdgeId(index), source: note.id, target: target))
        }
        return graph
    }
}
