// Why: the parsed form of a `block` diagram — a tree of containers holding blocks in grid order —
// independent of layout and drawing, so the parser can be tested on its own.
import MermaidCore
import MermaidFlowchart

/// A block diagram: every block by id, the root container's id, and the edges.
struct BlockDiagram {
    static let rootId = "root"

    var blocks: [String: Block] = [BlockDiagram.rootId: Block(id: BlockDiagram.rootId, kind: .composite)]
    /// Ids in declaration order (the root first), for drawing.
    var order: [String] = [BlockDiagram.rootId]
    var edges: [BlockEdge] = []
    var classDefs: [String: [String]] = [:]
    var classDefOrder: [String] = []

    var root: Block { blocks[Self.rootId] ?? Block(id: Self.rootId, kind: .composite) }

    /// Adds a new block to `container`'s cells.
    mutating func add(_ block: Block, to container: String) {
        blocks[block.id] = block
        order.append(block.id)
        blocks[container]?.children.append(block.id)
    }
}

/// The direction(s) a block arrow points.
struct BlockArrowHeads: Equatable {
    var left = false, right = false, up = false, down = false
    var isHorizontal: Bool { left || right || !(up || down) }
}

/// One cell of the grid: a shaped block, a block arrow, empty space, or a container of cells.
struct Block {
    enum Kind: Equatable {
        case shape(NodeShape)
        case arrow(BlockArrowHeads)
        case space
        case composite
    }

    var id: String
    var kind: Kind
    /// The text shown; nil shows the id (composites and spaces show nothing).
    var label: String?
    /// How many columns of its container the block takes.
    var span = 1
    /// Containers only: the column count (`columns N`); nil lays all cells out in one row.
    var columns: Int?
    /// Containers only: their cells, in order.
    var children: [String] = []
    var cssClasses: [String] = []
    var styles: [String] = []

    init(id: String, kind: Kind, label: String? = nil) {
        self.id = id
        self.kind = kind
        self.label = label
    }

    var isContainer: Bool { kind == .composite }
}

/// `A --> B`, `A -- "label" --> B`, `A ---|label| B` …
struct BlockEdge: Equatable {
    var id: String
    var source: String
    var target: String
    var label: String?
    var pattern: EdgeCSS.Pattern
    var thickness: EdgeCSS.Thickness
    var startHead: MarkerShape?
    var endHead: MarkerShape?
}
