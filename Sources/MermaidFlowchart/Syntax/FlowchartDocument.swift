import GraphLayout
import MermaidCore

/// A parsed flowchart: what the author declared, in declaration order, with the position
/// of every declaration so later stages can report problems where they come from.
///
/// The parser already applies mermaid's merging rules (a node mentioned again with a new
/// label takes the new label, `class` lines add classes, `style` lines add declarations),
/// so the renderer reads final values only.
public struct FlowchartDocument: Sendable {
    /// `graph TD` → top-to-bottom; no direction → top-to-bottom, as mermaid does.
    public var direction: LayoutDirection = .topToBottom
    /// Nodes in order of first mention.
    public var nodes: [FlowNode] = []
    /// Edges in declaration order (this order is what `linkStyle N` counts).
    public var edges: [FlowEdge] = []
    /// Subgraphs in the order their `end` closes them (inner before outer), as mermaid stores them.
    public var subgraphs: [FlowSubgraph] = []
    /// `classDef` name → CSS declarations (`fill:#f9f`), in the order written.
    public var classDefs: [String: [StyleDeclaration]] = [:]
    /// `linkStyle default …` declarations.
    public var defaultLinkStyle: [StyleDeclaration] = []
    /// `linkStyle … interpolate <curve>` for every edge, when given with `default`.
    public var defaultInterpolation: String?
    /// Problems that did not stop parsing (unknown shape, ignored callback, unsafe link).
    public var warnings: [MermaidWarning] = []

    var nodeIndex: [String: Int] = [:]
    var edgeIdIndex: [String: Int] = [:]
    var subgraphIndex: [String: Int] = [:]

    public init() {}

    /// The node with `id`, if it was mentioned anywhere.
    public func node(_ id: String) -> FlowNode? { nodeIndex[id].map { nodes[$0] } }

    /// The subgraph with `id`, if declared.
    public func subgraph(_ id: String) -> FlowSubgraph? { subgraphIndex[id].map { subgraphs[$0] } }
}

/// One `property:value` pair from `style`, `classDef` or `linkStyle`.
public struct StyleDeclaration: Sendable, Equatable {
    public var property: String
    public var value: String
    public init(property: String, value: String) {
        self.property = property
        self.value = value
    }
    /// `property:value` as CSS.
    public var css: String { "\(property):\(value)" }
}

/// Text as written in the source: plain (entities and `<br>` still inside) or a
/// markdown string (backtick-quoted).
public struct FlowText: Sendable, Equatable {
    public var raw: String
    public var isMarkdown: Bool
    public init(_ raw: String, isMarkdown: Bool = false) {
        self.raw = raw
        self.isMarkdown = isMarkdown
    }
}

public struct FlowNode: Sendable {
    public var id: String
    /// nil when the node never got a text: mermaid then shows the id.
    public var text: FlowText?
    public var shape: NodeShape = .rect
    /// `classDef` names from `A:::x` and `class A x`, in the order given.
    public var classes: [String] = []
    /// Declarations from `style A …` lines.
    public var styles: [StyleDeclaration] = []
    public var link: FlowLink?
    public var tooltip: String?
    /// `A@{ icon: "fa:user" }`: drawn as an icon box (mermaid's `icon-shape`).
    public var icon: String?
    /// `A@{ img: "…" }`: drawn as an image placeholder (mermaid's `image-shape`); never fetched.
    public var image: String?
    /// Label position for icon/image nodes: `t` (above) or `b` (below, the default).
    public var labelAbove = false
    /// Where the node was first mentioned.
    public var position: SourcePosition
    /// mermaid's running vertex counter at first mention (used in the DOM id `flowchart-A-3`).
    public var domIndex: Int
    /// True when the node was only created by a `style` line (mermaid still draws it).
    public var labelText: FlowText { text ?? FlowText(id) }
}

/// A `click` target that survived the safety check.
public struct FlowLink: Sendable, Equatable {
    public var url: String
    public var target: String?
}

public enum EdgeStroke: String, Sendable {
    case normal, thick, dotted, invisible
}

public enum ArrowHead: String, Sendable {
    case point, circle, cross
}

public struct FlowEdge: Sendable {
    /// Author-given id (`e1@-->`), if any.
    public var userId: String?
    /// mermaid's generated id `L_<from>_<to>_<n>`.
    public var domId: String
    public var source: String
    public var target: String
    public var text: FlowText?
    public var stroke: EdgeStroke
    public var startHead: ArrowHead?
    public var endHead: ArrowHead?
    /// Ranks the edge spans at least (`--->` is 2).
    public var length: Int
    public var styles: [StyleDeclaration] = []
    public var classes: [String] = []
    /// `linkStyle N interpolate x` or `e1@{ curve: x }`.
    public var curve: String?
    public var animated: Bool = false
    public var position: SourcePosition
}

public struct FlowSubgraph: Sendable {
    public var id: String
    public var title: FlowText
    public var direction: LayoutDirection?
    /// Node and subgraph ids mentioned in the body, in order (before ownership is resolved).
    public var members: [String]
    /// Enclosing subgraph id, resolved after parsing.
    public var parent: String?
    public var styles: [StyleDeclaration] = []
    public var classes: [String] = []
    public var position: SourcePosition
}
