// Why: mermaid draws mindmaps with a force layout (cose-bilkent) whose result depends on a
// random start; Folio uses the tidy tree that mermaid offers as `layout: tidy-tree` — the root
// in the middle, its branches split to the right and left, each subtree a column of children
// centred on its parent — which is deterministic and never overlaps. Loops over the flat node
// array (parents before children) instead of recursion.
import MermaidCore

/// Sizes and positions of every node.
struct MindmapLayout {
    /// Space between a parent's box and its children's boxes.
    static let levelGap = 60.0
    /// Space between sibling subtrees.
    static let siblingGap = 20.0
    /// Labels wrap at this width (mermaid's `mindmap.maxNodeWidth`).
    static let maxLabelWidth = 200.0

    struct Box {
        var x = 0.0, y = 0.0
        var width = 0.0, height = 0.0
        /// +1 when the node grows to the right of its parent, −1 to the left, 0 for the root.
        var side = 0.0
    }

    private(set) var boxes: [Box]

    /// `sizes[i]` is node i's shape size.
    init(mindmap: Mindmap, sizes: [(Double, Double)]) {
        let nodes = mindmap.nodes
        boxes = sizes.map { Box(width: $0.0, height: $0.1) }
        guard let root = nodes.first else { return }
        // Right side: the first half of the root's children; the rest go left.
        let rightCount = (root.children.count + 1) / 2
        for (position, child) in root.children.enumerated() { boxes[child].side = position < rightCount ? 1 : -1 }
        for index in nodes.indices.dropFirst() where nodes[index].parent != 0 {
            if let parent = nodes[index].parent { boxes[index].side = boxes[parent].side }
        }
        // Vertical extent of every subtree, children before parents.
        var extent = boxes.map(\.height)
        for index in nodes.indices.reversed() where !nodes[index].children.isEmpty && index != 0 {
            extent[index] = max(boxes[index].height, Self.stack(nodes[index].children, extent))
        }
        // Place the root's two columns, then every node's children around it.
        let right = root.children.filter { boxes[$0].side > 0 }
        let left = root.children.filter { boxes[$0].side < 0 }
        place(right, around: 0, extent: extent)
        place(left, around: 0, extent: extent)
        for index in nodes.indices.dropFirst() where !nodes[index].children.isEmpty {
            place(nodes[index].children, around: index, extent: extent)
        }
    }

    private static func stack(_ children: [Int], _ extent: [Double]) -> Double {
        children.reduce(0) { $0 + extent[$1] } + siblingGap * Double(max(children.count - 1, 0))
    }

    private mutating func place(_ children: [Int], around parent: Int, extent: [Double]) {
        guard let first = children.first else { return }
        let p = boxes[parent]
        var y = p.y - Self.stack(children, extent) / 2
        let side = boxes[first].side
        for child in children {
            boxes[child].y = y + extent[child] / 2
            boxes[child].x = p.x + side * (p.width / 2 + Self.levelGap + boxes[child].width / 2)
            y += extent[child] + Self.siblingGap
        }
    }
}
