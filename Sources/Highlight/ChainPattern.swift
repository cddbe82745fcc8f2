import CHighlightGrammars

/// One query pattern that ``ParentChainPatterns`` rewrote: the cursor matches its outermost node
/// alone, and this finds the nodes the original pattern captured below it.
///
/// Why not the cursor: a pattern with child steps is what makes tree-sitter's compile of a large
/// grammar's query slow (``ParentChainPatterns``). Going down from each outermost node through its
/// visible children of the listed types finds exactly what the child steps matched: a parent step
/// matches a node's visible parent, and a child is visible to the cursor as it is to a tree cursor.
/// What each found node colours is decided as for the cursor's matches (``TreeColourer``), and which
/// capture wins a byte does not depend on the order captures come in (``Owners``).
struct ChainPattern: @unchecked Sendable {
    /// One step below the outermost node: the field the node must be in (0: any) and its types, by symbol.
    struct Step {
        var field: TSFieldId
        var symbols: [Bool]
    }

    /// The pattern's index in the query (what its captures win bytes by: ``Owners``).
    let pattern: UInt16
    /// The steps below the outermost node, outermost first.
    let steps: [Step]
    /// The pattern's captures, in the order they are written (all on the innermost node in the original
    /// pattern; with two classes on one node and one pattern, which wins depends on it: ``Owners``).
    let captures: [UInt32]
    /// The pattern's text predicates, asked of the innermost node.
    let predicates: [TextPredicate]

    /// The chain patterns of `query`, grouped by their outermost type, and the group each pattern of
    /// the query starts (-1: none; a table of integers, so a match of another pattern costs one load).
    /// Only the first pattern of a group is left enabled: its match of a node runs the whole group
    /// there (the cursor would otherwise report the node once per pattern).
    static func all(in query: OpaquePointer, predicates: [[TextPredicate]]) -> (groups: [[ChainPattern]], starts: [Int32]) {
        var groups: [[ChainPattern]] = []
        var groupOf: [TSSymbol: Int] = [:]
        var starts = [Int32](repeating: -1, count: predicates.count)
        for (pattern, tests) in predicates.enumerated() {
            guard let chain = tests.lazy.compactMap(\.chain).first else { continue }
            let found = ChainPattern(pattern: UInt16(clamping: pattern), steps: chain.steps, captures: chain.captures,
                                     predicates: tests.filter { $0.chain == nil })
            if let group = groupOf[chain.outermost] {
                groups[group].append(found)
                ts_query_disable_pattern(query, UInt32(pattern))
            } else {
                groupOf[chain.outermost] = groups.count
                starts[pattern] = Int32(groups.count)
                groups.append([found])
            }
        }
        return (groups, starts)
    }

    /// Calls `claim(capture, pattern)` with each capture of each match of the patterns of `group` (one
    /// outermost type) below `outermost`, the node the cursor matched; `cursor` is any tree cursor of
    /// the block's tree, reused (it is moved). The outermost node's children are walked once for the
    /// whole group (Swift's `call_expression` starts five patterns). `path`: the outermost node's
    /// ancestors, the root first, when the caller walked down to it (it is extended in place while the
    /// group runs, and left as it was); `claim` then also gets the captured node's ancestors (else nil).
    static func run(_ group: [ChainPattern], from outermost: TSNode, cursor: inout TSTreeCursor,
                    bytes: UnsafeBufferPointer<UInt8>, root: TSNode, path: inout [TSNode]?,
                    claim: (TSQueryCapture, UInt16, [TSNode]?) -> Void) {
        ts_tree_cursor_reset(&cursor, outermost)
        guard ts_tree_cursor_goto_first_child(&cursor) else { return }
        path?.append(outermost)
        defer { path?.removeLast() }
        repeat {
            let child = ts_tree_cursor_current_node(&cursor)
            let symbol = Int(ts_node_symbol(child))
            for pattern in group where pattern.steps[0].admits(symbol, at: &cursor) {
                if pattern.steps.count == 1 {
                    pattern.report(child, bytes: bytes, root: root, path: path, claim: claim)
                } else {
                    pattern.descend(&cursor, step: 1, path: &path) { pattern.report($0, bytes: bytes, root: root, path: $1, claim: claim) }
                }
            }
        } while ts_tree_cursor_goto_next_sibling(&cursor)
    }

    /// Claims the pattern's captures on `node` when its text predicates hold there; `path`: the node's
    /// ancestors when known.
    private func report(_ node: TSNode, bytes: UnsafeBufferPointer<UInt8>, root: TSNode, path: [TSNode]?,
                        claim: (TSQueryCapture, UInt16, [TSNode]?) -> Void) {
        if !predicates.isEmpty {
            let found = captures.map { TSQueryCapture(node: node, index: $0) }
            let passes = found.withUnsafeBufferPointer { buffer in
                let match = TextPredicate.Match(captures: buffer, bytes: bytes, root: root)
                return predicates.allSatisfy { $0.holds(in: match) }
            }
            guard passes else { return }
        }
        for index in captures { claim(TSQueryCapture(node: node, index: index), pattern, path) }
    }

    /// Calls `body` with each node reached from the cursor's node through children of the types (and
    /// in the fields) of `steps[step...]`, and that node's ancestors when `path` (the cursor node's
    /// parent's) is known; leaves the cursor where it was.
    private func descend(_ cursor: inout TSTreeCursor, step: Int, path: inout [TSNode]?, _ body: (TSNode, [TSNode]?) -> Void) {
        let wanted = steps[step]
        path?.append(ts_tree_cursor_current_node(&cursor))
        defer { path?.removeLast() }
        guard ts_tree_cursor_goto_first_child(&cursor) else { return }
        repeat {
            let child = ts_tree_cursor_current_node(&cursor)
            guard wanted.admits(Int(ts_node_symbol(child)), at: &cursor) else { continue }
            if step + 1 == steps.count { body(child, path) } else { descend(&cursor, step: step + 1, path: &path, body) }
        } while ts_tree_cursor_goto_next_sibling(&cursor)
        ts_tree_cursor_goto_parent(&cursor)
    }
}

extension ChainPattern.Step {
    /// Whether the cursor's node, of `symbol`, is what this step asks for (its type, and its field when it names one).
    @inline(__always) func admits(_ symbol: Int, at cursor: inout TSTreeCursor) -> Bool {
        symbol < symbols.count && symbols[symbol] && (field == 0 || ts_tree_cursor_current_field_id(&cursor) == field)
    }
}
