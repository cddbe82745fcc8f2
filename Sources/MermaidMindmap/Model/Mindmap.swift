// Why: a mindmap is a tree given by indentation; the parser builds it as flat arrays (parents
// always before their children), which lets the layout walk it with loops instead of recursion,
// so a 5,000-level deep mindmap cannot overflow the stack.

/// The shape a node is drawn with (mermaid's node types).
package enum MindmapShape: String, Sendable, Equatable {
    case defaultShape = "default", square, rounded, circle, cloud, bang, hexagon
}

/// One node of the mindmap.
package struct MindmapNode: Sendable, Equatable {
    /// Creation index (mermaid's numeric id; the DOM id is `node_<index>`).
    package var index: Int
    /// The author's id (text before the shape delimiters).
    package var nodeId: String
    /// Raw label text (markdown, `<br>` and entities are resolved when drawn).
    package var label: String
    package var shape: MindmapShape
    /// Indentation relative to the root (mermaid's level: counted in characters).
    package var level: Int
    /// Index of the parent, nil for the root.
    package var parent: Int?
    package var children: [Int] = []
    /// Branch colour: the index of the root's child it descends from (mod 11); nil for the root.
    package var section: Int?
    /// `:::class1 class2`.
    package var classes: String?
    /// `::icon(fa fa-book)`: drawn as text (no icon fonts offline).
    package var icon: String?
    /// 1-based source line.
    package var line: Int
}

/// The parsed mindmap: nodes in creation order, the root first.
package struct Mindmap: Sendable {
    package var nodes: [MindmapNode] = []
}
