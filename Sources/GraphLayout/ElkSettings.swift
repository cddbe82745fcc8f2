/// mermaid's `elk` config section, as far as the layered pipeline honours it under orthogonal routing
/// (`layout: elk`): how nodes are placed, whether edges share their ports, and whether the authors'
/// node order is kept. The values are mermaid's (ELK's) names; see README "Layout of flowcharts".
package struct ElkSettings: Sendable, Equatable {
    /// ELK's `nodePlacement.strategy`.
    package enum NodePlacement: String, Sendable, CaseIterable {
        /// Brandes & Köpf, the narrowest alignment kept as it is: nodes on a neighbour's line, so
        /// edges run straight (ELK's default with orthogonal routing).
        case brandesKoepf = "BRANDES_KOEPF"
        /// ELK's network-simplex placement also minimises edge bends and lengths; drawn like
        /// `brandesKoepf`.
        case networkSimplex = "NETWORK_SIMPLEX"
        /// Sander's linear segments: long edges kept straight, nodes balanced between neighbours;
        /// drawn with the balanced Brandes & Köpf alignment (long edges straight as well).
        case linearSegments = "LINEAR_SEGMENTS"
        /// Each rank packed and centred on its own, ignoring the edges.
        case simple = "SIMPLE"
    }

    /// How nodes get their position along the ranks.
    package var nodePlacement: NodePlacement
    /// `mergeEdges`: the edges that leave (or enter) one node side share one port and one track
    /// until they part, drawn as one line that splits.
    package var mergesEdges: Bool
    /// `forceNodeModelOrder`: nodes keep the order they were written in on every rank (crossing
    /// minimisation does not reorder them).
    package var keepsNodeOrder: Bool

    package init(nodePlacement: NodePlacement = .brandesKoepf, mergesEdges: Bool = false, keepsNodeOrder: Bool = false) {
        self.nodePlacement = nodePlacement
        self.mergesEdges = mergesEdges
        self.keepsNodeOrder = keepsNodeOrder
    }

    /// From the `elk` config section: `setting` gives a key's value as text (`true`, `SIMPLE`) or
    /// nil when it is not set. Unknown strategies keep the default (the config check warns).
    package init(setting: (String) -> String?) {
        self.init(nodePlacement: setting("nodePlacementStrategy").flatMap(NodePlacement.init(rawValue:)) ?? .brandesKoepf,
                  mergesEdges: setting("mergeEdges") == "true", keepsNodeOrder: setting("forceNodeModelOrder") == "true")
    }
}
