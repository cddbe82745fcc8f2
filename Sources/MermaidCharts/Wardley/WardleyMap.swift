// Why: what a `wardley-beta` block says once read: components and anchors placed by
// [visibility, evolution] (as percentages), links between them, evolution trends, pipelines,
// numbered annotations, notes and (de)accelerators, and the evolution axis' stages.

/// A point of the map, in percent of the chart: `x` is evolution, `y` visibility.
struct WardleyPoint: Equatable {
    var x: Double
    var y: Double
}

struct WardleyNode: Equatable {
    enum Kind: String { case anchor, component, pipelineComponent = "pipeline-component" }
    enum Strategy: String { case build, buy, outsource, market }

    var id: String
    var label: String
    var point: WardleyPoint
    var kind: Kind
    var labelOffset: (x: Double, y: Double)?
    var inertia = false
    var strategy: Strategy?
    var isPipelineParent = false
    var line: Int

    static func == (a: WardleyNode, b: WardleyNode) -> Bool {
        a.id == b.id && a.label == b.label && a.point == b.point && a.kind == b.kind && a.inertia == b.inertia
            && a.strategy == b.strategy && a.isPipelineParent == b.isPipelineParent
            && a.labelOffset?.x == b.labelOffset?.x && a.labelOffset?.y == b.labelOffset?.y
    }
}

struct WardleyLink: Equatable {
    enum Flow: Equatable { case forward, backward, bidirectional }
    var source: String
    var target: String
    var dashed = false
    var label: String?
    var flow: Flow?
    var line: Int
}

struct WardleyMap: Equatable {
    var title: String?
    var size: (width: Double, height: Double)?
    /// Stage names along the evolution axis (`Genesis / Concept` for a dual label).
    var stages: [String] = []
    /// Right edges of the stages (0…1), used when there is one per stage.
    var stageBoundaries: [Double] = []
    /// Nodes in mermaid's order: anchors, components, then pipeline components.
    var nodes: [WardleyNode] = []
    var links: [WardleyLink] = []
    /// `evolve` targets: node id and target evolution (percent), one per node, the last one winning.
    var trends: [(node: String, x: Double)] = []
    var pipelines: [(parent: String, components: [String])] = []
    var annotations: [(number: Int, point: WardleyPoint, text: String?)] = []
    var annotationsBox: WardleyPoint?
    var notes: [(text: String, point: WardleyPoint)] = []
    /// Accelerators (`true`) and deaccelerators (`false`), each kind in source order.
    var forces: [(name: String, point: WardleyPoint, accelerates: Bool)] = []

    func node(_ id: String) -> WardleyNode? { nodes.first { $0.id == id } }

    static func == (a: WardleyMap, b: WardleyMap) -> Bool {
        a.title == b.title && a.size?.width == b.size?.width && a.size?.height == b.size?.height && a.stages == b.stages
            && a.stageBoundaries == b.stageBoundaries && a.nodes == b.nodes && a.links == b.links
            && a.trends.map(\.node) == b.trends.map(\.node) && a.trends.map(\.x) == b.trends.map(\.x)
            && a.pipelines.map(\.parent) == b.pipelines.map(\.parent) && a.pipelines.map(\.components) == b.pipelines.map(\.components)
            && a.annotations.map(\.number) == b.annotations.map(\.number) && a.annotations.map(\.point) == b.annotations.map(\.point)
            && a.annotations.map(\.text) == b.annotations.map(\.text) && a.annotationsBox == b.annotationsBox
            && a.notes.map(\.text) == b.notes.map(\.text) && a.notes.map(\.point) == b.notes.map(\.point)
            && a.forces.map(\.name) == b.forces.map(\.name) && a.forces.map(\.point) == b.forces.map(\.point)
            && a.forces.map(\.accelerates) == b.forces.map(\.accelerates)
    }
}
