import CHighlightGrammars

/// How ``ChainPattern`` goes down from an outermost node through its visible children: over a
/// ``folio_preorder`` list when the block is coloured in one walk (``NodePatternWalk``), through a
/// `TSTreeCursor` for a match of the query cursor (``TreeColourer``).
///
/// Why two: stepping a tree cursor from node to node was most of what the chain patterns cost on a
/// walked block, and the walk has every node in a list already; the query cursor's matches come
/// without one (making one per match would cost the outermost node's whole subtree each time).
protocol ChainChildren {
    /// Where to come back to after the children of a node (``leave(to:)``).
    associatedtype Place
    /// The node the walker is at.
    var node: TSNode { get }
    /// Its type (``ts_node_symbol``).
    var symbol: Int { get }
    /// The field the node's parent holds it in (0: none).
    mutating func field() -> TSFieldId
    /// Moves to the node's first child and returns where to come back to; nil, not moved, when it has none.
    mutating func enterFirstChild() -> Place?
    /// Moves to the next sibling; false, not moved, after the last.
    mutating func nextSibling() -> Bool
    /// Back to the node whose children ``enterFirstChild()`` entered.
    mutating func leave(to place: Place)
}

/// A block's nodes as ``folio_preorder`` listed them: a node's children follow it, each after the
/// subtree of the one before (``FolioPreorderNode/end``).
struct PreorderChildren: ChainChildren {
    private let nodes: UnsafeBufferPointer<FolioPreorderNode>
    private var index: Int
    /// Where the subtree of the node whose children are walked ends.
    private var parentEnd: Int

    init(_ nodes: UnsafeBufferPointer<FolioPreorderNode>, at index: Int) {
        self.nodes = nodes
        self.index = index
        parentEnd = Int(nodes[index].end)
    }

    var node: TSNode { nodes[index].node }
    var symbol: Int { Int(nodes[index].symbol) }
    mutating func field() -> TSFieldId { nodes[index].field }

    mutating func enterFirstChild() -> (index: Int, parentEnd: Int)? {
        let end = Int(nodes[index].end)
        guard end > index + 1 else { return nil }
        defer {
            parentEnd = end
            index += 1
        }
        return (index, parentEnd)
    }

    mutating func nextSibling() -> Bool {
        let next = Int(nodes[index].end)
        guard next < parentEnd else { return false }
        index = next
        return true
    }

    mutating func leave(to place: (index: Int, parentEnd: Int)) {
        index = place.index
        parentEnd = place.parentEnd
    }
}

/// A tree cursor, reset to the node the walk starts at.
struct CursorChildren: ChainChildren {
    private let cursor: UnsafeMutablePointer<TSTreeCursor>

    init(_ cursor: UnsafeMutablePointer<TSTreeCursor>, at node: TSNode) {
        self.cursor = cursor
        ts_tree_cursor_reset(cursor, node)
    }

    var node: TSNode { ts_tree_cursor_current_node(cursor) }
    var symbol: Int { Int(ts_node_symbol(node)) }
    mutating func field() -> TSFieldId { ts_tree_cursor_current_field_id(cursor) }
    mutating func enterFirstChild() -> Void? { ts_tree_cursor_goto_first_child(cursor) ? () : nil }
    mutating func nextSibling() -> Bool { ts_tree_cursor_goto_next_sibling(cursor) }
    mutating func leave(to place: Void) { ts_tree_cursor_goto_parent(cursor) }
}
