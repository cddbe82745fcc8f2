import GraphLayout
import MermaidCore

/// A parsed flowchart: what the author declared, in declaration order, with the position
/// of every declaration so later stages can report problems where they come from.
///
/// The parser already applies mermaid's merging rules (a node mentioned again with a new
/// label takes the new label, `class` lines add classes, `style` lines add declarations),
/// so the renderer reads final values only.
package struct FlowchartDocument: Sendable {
    /// `graph TD` → top-to-bottom; no direction → top-to-bottom, as mermaid does.
    package var direction: LayoutDirection = .topToBottom
    /// Nodes in order of first mention.
    package var nodes: [FlowNode] = []
    /// Edges in declaration order (this order is what `linkStyle N` counts).
    package var edges: [FlowEdge] = []
    /// Subgraphs in the order their `end` closes them (inner before outer), as mermaid stores them.
    package var subgraphs: [FlowSubgraph] = []
    /// `classDef` name → CSS declarations (`fill:#f9f`), in the order written.
    package var classDefs: [String: [StyleDeclaration]] = [:]
    /// Each `classDef` name's place in the order first defined: mermaid writes one `!important` CSS
    /// rule per class in that order, so where a node's classes disagree, the one defined last wins.
    package var classDefOrder: [String: Int] = [:]
    /// `linkStyle default …` declarations.
    package var defaultLinkStyle: [StyleDeclaration] = []
    /// `linkStyle … interpolate <curve>` for every edge, when given with `default`.
    package var defaultInterpolation: String?
    /// Problems that did not stop parsing (unknown shape, ignored callback, unsafe link).
    package var warnings: [MermaidWarning] = []

    var nodeIndex: [String: Int] = [:]
    var edgeIdIndex: [String: Int] = [:]
    var subgraphIndex: [String: Int] = [:]

    package init() {}

    /// The node with `id`, if it was mentioned anywhere.
    package func node(_ id: String) -> FlowNode? { nodeIndex[id].map { nodes[$0] } }

    /// The subgraph with `id`, if declared.
    package func subgraph(_ id: String) -> FlowSubgraph? { subgraphIndex[id].map { subgraphs[$0] } }
}

/// One `property:value` pair from `style`, `classDef` or `linkStyle`.
package struct StyleDeclaration: Sendable, Equatable {
    package var property: String
    package var value: String
    package init(property: String, value: String) {
        self.property = property
        self.value = value
    }
    /// `property:value` as CSS.
    package var css: String { "\(property):\(value)" }
}

/// Text as written in the source: plain (entities and `<br>` still inside) or a
/// markdown string (backtick-quoted).
package struct FlowText: Sendable, Equatable {
    package var raw: String
    package var isMarkdown: Bool
    package init(_ raw: String, isMarkdown: Bool = false) {
        self.raw = raw
        self.isMarkdown = isMarkdown
    }
}

package struct FlowNode: Sendable {
    package var id: String
    /// nil when the node never got a text: mermaid then shows the id.
    package var text: FlowText?
    package var shape: NodeShape = .rect
    /// `classDef` names from `A:::x` and `class A x`, in the order given.
    package var classes: [String] = []
    /// Declarations from `style A …` lines.
    package var styles: [StyleDeclaration] = []
    package var link: FlowLink?
    package var tooltip: String?
    /// `A@{ icon: "fa:user" }`: drawn as an icon box (mermaid's `icon-shape`).
    package var icon: String?
    /// `A@{ img: "…" }`: drawn as an image placeholder (mermaid's `image-shape`); never fetched.
    package var image: String?
    /// Label position for icon/image nodes: `t` (above) or `b` (below, the default).
    package var labelAbove = false
    /// Where the node was first mentioned.
    package var position: SourcePosition
    /// mermaid's running vertex counter at first mention (used in the DOM id `flowchart-A-3`).
    package var domIndex: Int
    /// True when the node was only created by a `style` line (mermaid still draws it).
    package var labelText: FlowText { text ?? FlowText(id) }
}

/// A `click` target that survived the safety check.
package struct FlowLink: Sendable, Equatable {
    package var url: String
    package var target: String?
}

package enum EdgeStroke: String, Sendable {
    case normal, thick, dotted, invisible
}

package enum ArrowHead: String, Sendable {
    case point, circle, cross
}

package struct FlowEdge: Sendable {
    /// Author-given id (`e1@-->`), if any.
    package var userId: String?
    /// mermaid's generated id `L_<from>_<to>_<n>`.
    package var domId: String
    package var source: String
    package var target: String
    package var text: FlowText?
    package var stroke: EdgeStroke
    package var startHead: ArrowHead?
    package var endHead: ArrowHead?
    /// Ranks the edge spans at least (`--->` is 2).
    package var length: Int
    package var styles: [StyleDeclaration] = []
    package var classes: [String] = []
    /// `linkStyle N interpolate x` or `e1@{ curve: x }`.
    package var curve: String?
    package var animated: Bool = false
    package var position: SourcePosition
}

package struct FlowSubgraph: Sendable {
    package var id: String
    package var title: FlowText
    package var direction: LayoutDirection?
    /// Node and subgraph ids mentioned in the body, in order (before ownership is resolved).
    package var members: [String]
    /// Enclosing subgraph id, resolved after parsing.
    package var parent: String?
    package var styles: [StyleDeclaration] = []
    package var classes: [String] = []
    package var position: SourcePosition
}
