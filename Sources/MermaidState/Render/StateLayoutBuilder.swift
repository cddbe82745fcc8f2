import GraphLayout
import MermaidCore

/// Sizes every state and turns the diagram into a `LayoutGraph`: composite states and their
/// concurrent regions become (nested) clusters, everything else a node.
struct StateLayoutBuilder {
    let diagram: StateDiagram
    let context: DiagramContext
    /// Composite id → number of regions.
    let regionCounts: [String: Int]
    /// Composites that actually contain something (an empty `state X {}` is drawn as a state).
    let filledComposites: Set<String>
    /// Parsed (and for notes and transitions, wrapped) labels, computed once for layout and drawing.
    private(set) var nodeLabels: [String: TextBlock] = [:]
    private(set) var transitionLabels: [String: TextBlock] = [:]

    init(diagram: StateDiagram, context: DiagramContext) {
        self.diagram = diagram
        self.context = context
        var regions: [String: Int] = [:]
        for scope in diagram.scopes { regions[scope.key.composite] = max(regions[scope.key.composite] ?? 1, scope.key.region + 1) }
        regionCounts = regions
        var filled = Set<String>()
        for node in diagram.states.values { if let scope = node.scope { filled.insert(scope.composite) } }
        filledComposites = filled
        for node in diagram.states.values {
            nodeLabels[node.id] = node.kind == .note ? transitionLabel(node.label) : LabelText.parse(node.label)
        }
        for transition in diagram.transitions {
            if let label = transition.label { transitionLabels[transition.id] = transitionLabel(label) }
        }
    }

    func isCluster(_ id: String) -> Bool {
        diagram.states[id]?.kind == .composite && filledComposites.contains(id)
    }

    static func regionId(_ composite: String, _ region: Int) -> String { "\(composite)----region-\(region)" }

    /// The cluster a node in `scope` belongs to.
    func clusterId(for scope: ScopeKey?) -> String? {
        guard let scope else { return nil }
        if (regionCounts[scope.composite] ?? 1) > 1 { return Self.regionId(scope.composite, scope.region) }
        return scope.composite
    }

    func direction(of scope: ScopeKey?) -> LayoutDirection {
        var current = scope
        var guardCount = 0
        while let key = current, guardCount < 1000 {
            if let direction = diagram.scopes.first(where: { $0.key == key })?.direction { return direction }
            if key.region != 0, let direction = diagram.scopes.first(where: { $0.key == ScopeKey(composite: key.composite, region: 0) })?.direction { return direction }
            current = diagram.states[key.composite]?.scope
            guardCount += 1
        }
        return diagram.direction
    }

    /// A state's or note's text. Notes wrap at the wrapping width (200px by default) as mermaid's
    /// do; state names never wrap.
    func labelLines(_ node: StateNode) -> TextBlock {
        nodeLabels[node.id] ?? LabelText.parse(node.label)
    }

    /// A transition label, wrapped like mermaid's at the wrapping width (where a browser breaks it).
    func transitionLabel(_ raw: String) -> TextBlock {
        context.text.wrap(LabelText.parse(raw), width: context.wrappingWidth, asBrowserLabel: true)
    }

    func size(of node: StateNode) -> (width: Double, height: Double) {
        let text = context.text
        let lineHeight = text.lineHeight()
        switch node.kind {
        case .start, .end: return (14, 14)
        case .choice: return (28, 28)
        case .fork, .join:
            let d = direction(of: node.scope)
            return d == .leftToRight || d == .rightToLeft ? (10, 70) : (70, 10)
        case .note:
            let block = labelLines(node)
            return ((text.measure(block).width + 32).rounded(.up), Double(block.lines.count) * lineHeight + 24)
        case .state, .composite:
            let block = labelLines(node)
            return (max(40, (text.measure(block).width + 24).rounded(.up)), max(40, Double(block.lines.count) * lineHeight + 16))
        }
    }

    static func noteEdgeId(_ note: StateNote) -> String {
        guard let target = note.target else { return note.id }
        return note.side == .left ? "\(note.id)-\(target)" : "\(target)-\(note.id)"
    }

    func graph() -> LayoutGraph {
        let text = context.text
        let lineHeight = text.lineHeight()
        var graph = LayoutGraph(
            direction: diagram.direction,
            nodeSpacing: context.setting("state", "nodeSpacing")?.doubleValue ?? 50,
            rankSpacing: context.setting("state", "rankSpacing")?.doubleValue ?? 50,
            orthogonalRouting: context.asksForElkLayout,
            clusterDirections: .mermaidState)
        graph.elk = ElkSettings { context.config["elk"]?[$0]?.stringValue }
        for id in diagram.order {
            guard let node = diagram.states[id], !isCluster(id) else { continue }
            let size = size(of: node)
            graph.nodes.append(LayoutNode(id: id, width: size.width, height: size.height, cluster: clusterId(for: node.scope)))
        }
        for id in diagram.order where isCluster(id) {
            guard let node = diagram.states[id] else { continue }
            let title = labelLines(node)
            let titleWidth = text.measure(title).width + 16
            let regions = regionCounts[id] ?? 1
            graph.clusters.append(LayoutCluster(
                id: id, parent: clusterId(for: node.scope), titleWidth: titleWidth,
                titleHeight: Double(title.lines.count) * lineHeight + 6,
                direction: regions > 1 ? nil : diagram.scopes.first { $0.key == ScopeKey(composite: id, region: 0) }?.direction,
                padding: 8))
            if regions > 1 {
                for region in 0..<regions {
                    let key = ScopeKey(composite: id, region: region)
                    graph.clusters.append(LayoutCluster(id: Self.regionId(id, region), parent: id, direction: direction(of: key), padding: 8))
                }
            }
        }
        for transition in diagram.transitions {
            var edge = LayoutEdge(id: transition.id, source: transition.source, target: transition.target)
            if let block = transitionLabels[transition.id] {
                edge.labelWidth = text.measure(block).width + 8
                edge.labelHeight = Double(block.lines.count) * lineHeight + 4
            }
            graph.edges.append(edge)
        }
        for note in diagram.notes {
            guard let target = note.target else { continue }
            let (source, sink) = note.side == .left ? (note.id, target) : (target, note.id)
            graph.edges.append(LayoutEdge(id: Self.noteEdgeId(note), source: source, target: sink))
        }
        return graph
    }
}
