import CCmarkGFM

// Why: a rewrite that reads the block after another (MkDocs-Material's code annotations are the ordered
// list right after a code block) asks what kind of list it is, which cmark keeps in the node.

extension MarkupNode {
    /// An ordered list's first number (`1.` → 1); nil for a bullet list or any other node.
    package var orderedListStart: Int? {
        guard kind == .list, cmark_node_get_list_type(pointer) == CMARK_ORDERED_LIST else { return nil }
        return Int(cmark_node_get_list_start(pointer))
    }
}
