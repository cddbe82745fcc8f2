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

    /// The chain patterns of `query` (nil: a ``QueryOutline``'s, nothing to disable), grouped by their
    /// outermost type, and the group each pattern of the query starts (-1: none; a table of integers,
    /// so a match of another pattern costs one load).
    /// Only the first pattern of a group is left enabled: its match of a node runs the whole group
    /// there (the cursor would otherwise report the node once per pattern).
    static func all(in query: OpaquePointer?, predicates: [[TextPredicate]]) -> (groups: [[ChainPattern]], starts: [Int32]) {
        var groups: [[ChainPattern]] = []
        var groupOf: [TSSymbol: Int] = [:]
        var starts = [Int32](repeating: -1, count: predicates.count)
        for (pattern, tests) in predicates.enumerated() {
            guard let chain = tests.lazy.compactMap(\.chain).first else { continue }
            let found = ChainPattern(pattern: UInt16(clamping: pattern), steps: chain.steps, captures: chain.captures,
                                     predicates: tests.filter { $0.chain == nil })
            if let group = groupOf[chain.outermost] {
                groups[group].append(found)
                if let query { ts_query_disable_pattern(query, UInt32(pattern)) }
            } else {
                groupOf[chain.outermost] = groups.count
                starts[pattern] = Int32(groups.count)
                groups.append([found])
            }
        }
        return (groups, starts)
    }

    /// Calls `claim(capture, pattern)` with each capture of each match of the patterns of `group` (one
    /// outermost type) below the node `children` is at, the node the cursor or the walk matched (it is
    /// moved, and left there). The outermost node's children are walked once for the whole group
    /// (Swift's `call_expression` starts five patterns). `path`: the outermost node's ancestors, the
    /// root first, when the caller walked down to it (it is extended in place while the group runs,
    /// and left as it was); `claim` then also gets the captured node's ancestors (else nil).
    static func run<Children: ChainChildren>(_ group: [ChainPattern], in children: inout Children,
                                             bytes: UnsafeBufferPointer<UInt8>, root: TSNode, path: inout [TSNode]?,
                                             claim: (TSQueryCapture, UInt16, [TSNode]?) -> Void) {
        let outermost = children.node
        guard let place = children.enterFirstChild() else { return }
        path?.append(outermost)
        defer {
            path?.removeLast()
            children.leave(to: place)
        }
        repeat {
            let child = children.node
            let symbol = children.symbol
            for pattern in group where pattern.steps[0].admits(symbol, in: &children) {
                if pattern.steps.count == 1 {
                    pattern.report(child, bytes: bytes, root: root, path: path, claim: claim)
                } else {
                    pattern.descend(&children, step: 1, path: &path) { pattern.report($0, bytes: bytes, root: root, path: $1, claim: claim) }
                }
            }
        } while children.nextSibling()
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

    /// Calls `body` with each node reached from the walker's node through children of the types (and
    /// in the fields) of `steps[step...]`, and that node's ancestors when `path` (the walker node's
    /// parent's) is known; leaves the walker where it was.
    private func descend<Children: ChainChildren>(_ children: inout Children, step: Int, path: inout [TSNode]?,
                                                  _ body: (TSNode, [TSNode]?) -> Void) {
        let wanted = steps[step]
        path?.append(children.node)
        defer { path?.removeLast() }
        guard let place = children.enterFirstChild() else { return }
        repeat {
            let child = children.node
            guard wanted.admits(children.symbol, in: &children) else { continue }
            if step + 1 == steps.count { body(child, path) } else { descend(&children, step: step + 1, path: &path, body) }
        } while children.nextSibling()
        children.leave(to: place)
    }
}

extension ChainPattern.Step {
    /// Whether the walker's node, of `symbol`, is what this step asks for (its type, and its field when it names one).
    @inline(__always) func admits<Children: ChainChildren>(_ symbol: Int, in children: inout Children) -> Bool {
        symbol < symbols.count && symbols[symbol] && (field == 0 || children.field() == field)
    }
}
