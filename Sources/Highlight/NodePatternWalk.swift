import CHighlightGrammars

/// Colours a block's tree from a query run as ``NodePatterns``: one walk of the tree that applies
/// the patterns starting at each node, then the pass over the tokens no pattern coloured.
///
/// Why one walk: the query cursor and ``NodeTypeColourer`` each walked the whole tree, and the
/// cursor's walk was the larger part of a small block's colouring after parsing. Here the walk
/// notes the nodes the token pass may colour (anonymous tokens, comments and numbers, outside
/// prose), and once every pattern has claimed its bytes, colours them in the walk's order exactly as
/// ``NodeTypeColourer`` would: a token is coloured only where no byte of it is claimed, so which
/// nodes that walk skipped (inside fully coloured ones) changes nothing.
struct NodePatternWalk {
    let colourer: TreeColourer
    let query: HighlightQuery
    let patterns: NodePatterns

    /// A node the token pass may colour: its bytes and its class (``TokenClass`` raw value).
    private struct Token {
        let start: UInt32
        let end: UInt32
        let tokenClass: UInt8
    }

    /// Colours `owners`; false when the cursor, run at the ``NodePatterns/cursorRoots``, went over the
    /// block's ``TreeColourer/workBudget(bytes:)`` (the caller then colours by node type, as for a
    /// query over its budget).
    func colour(_ root: TSNode, bytes: [UInt8], into owners: inout Owners) -> Bool {
        let symbolClasses = colourer.grammar.symbolClasses
        var tokens: [Token] = []
        // About one token-pass node per three bytes in ordinary code: growing the array showed in a profile.
        tokens.reserveCapacity(bytes.count / 3 + 8)
        var rootCursor: OpaquePointer? = nil
        defer {
            if let rootCursor {
                // Pooled cursors start matches at any depth (``TreeColourer`` runs whole queries with them).
                ts_query_cursor_set_max_start_depth(rootCursor, UInt32.max)
                colourer.grammar.recycle(cursor: rootCursor)
            }
        }
        var remaining = TreeColourer.workBudget(bytes: bytes.count)
        // The current node's ancestors, the root first (``UseSiteRule`` asks for them).
        var ancestors: [TSNode]? = []
        ancestors!.reserveCapacity(32)
        // The depth of the prose node being walked through (-1: none): its tokens are not syntax.
        var proseDepth = -1
        var withinBudget = true
        // Read once, outside the walk: an array property read at every node showed as reference counting.
        let entries = patterns.entries, firstEntry = patterns.firstEntry, cursorRoots = patterns.cursorRoots
        let tokenPassClasses = symbolClasses.tokenPassClasses, isProse = symbolClasses.isProse
        // The walk's parts as locals, passed to the static `apply`: calling a method of `self` from the
        // closure below copied the whole walk (its arrays retained and released) at every pattern applied.
        let colourer = self.colourer, query = self.query, patterns = self.patterns
        NodePatternWalk.withPreorder(of: root, roomFor: bytes.count) { nodes in
            bytes.withUnsafeBufferPointer { text in
                for (position, visit) in nodes.enumerated() {
                    let node = visit.node, depth = Int(visit.depth)
                    if ancestors!.count > depth { ancestors!.removeLast(ancestors!.count - depth) }
                    let symbol = Int(visit.symbol)
                    if proseDepth >= 0 && depth <= proseDepth { proseDepth = -1 }
                    if symbol + 1 < firstEntry.count {
                        for index in Int(firstEntry[symbol])..<Int(firstEntry[symbol + 1]) {
                            NodePatternWalk.apply(entries[index], to: node, at: position, of: nodes, ancestors: &ancestors, text: text,
                                                  root: root, colourer: colourer, query: query, patterns: patterns, owners: &owners)
                        }
                        if cursorRoots[symbol] {
                            if rootCursor == nil { rootCursor = colourer.grammar.takeCursor() }
                            if let rootCursor, !runCursor(rootCursor, at: node, remaining: &remaining, bytes: bytes, root: root, owners: &owners) {
                                withinBudget = false
                                return
                            }
                        }
                    }
                    if proseDepth < 0, symbol < tokenPassClasses.count {
                        let tokenClass = tokenPassClasses[symbol]
                        if tokenClass != 0 { tokens.append(Token(start: visit.start_byte, end: visit.end_byte, tokenClass: tokenClass)) }
                        if isProse[symbol] { proseDepth = depth }
                    }
                    // Only a node with children is an ancestor of the nodes after it.
                    if Int(visit.end) > position + 1 { ancestors!.append(node) }
                }
            }
        }
        guard withinBudget else { return false }
        for token in tokens {
            let range = Int(token.start)..<Int(token.end)
            guard var tokenClass = TokenClass(rawValue: token.tokenClass), owners.isUnclaimed(range),
                  tokenClass != .keyword || NodeTypeColourer.standsAlone(range, in: bytes) else { continue }
            if NodeTypeColourer.isQuote(range, in: bytes) && owners.touchesString(range) { tokenClass = .string }
            owners.claim(start: range.lowerBound, end: range.upperBound, tokenClass: tokenClass, pattern: 0, latestWins: false)
        }
        return true
    }

    /// What the cursor's match of the entry's pattern on `node` would have claimed.
    private static func apply(_ entry: NodePatterns.Entry, to node: TSNode, at position: Int, of nodes: UnsafeBufferPointer<FolioPreorderNode>,
                              ancestors: inout [TSNode]?, text: UnsafeBufferPointer<UInt8>, root: TSNode,
                              colourer: TreeColourer, query: HighlightQuery, patterns: NodePatterns, owners: inout Owners) {
        if entry.tree >= 0 {
            patterns.trees[Int(entry.tree)].run(at: position, in: nodes, path: &ancestors) { capture, pattern, path in
                colourer.claim(capture, pattern: pattern, query: query, root: root, ancestors: path, into: &owners)
            }
            return
        }
        if entry.chainGroup >= 0 {
            var children = PreorderChildren(nodes, at: position)
            ChainPattern.run(query.chainGroups[Int(entry.chainGroup)], in: &children, bytes: text, root: root,
                             path: &ancestors) { capture, pattern, path in
                colourer.claim(capture, pattern: pattern, query: query, root: root, ancestors: path, into: &owners)
            }
            return
        }
        let captures = Int(entry.firstCapture)..<Int(entry.firstCapture + entry.captureCount)
        if entry.predicateSet >= 0 {
            let found = captures.map { TSQueryCapture(node: node, index: patterns.captureIDs[$0]) }
            let holds = found.withUnsafeBufferPointer { buffer in
                let match = TextPredicate.Match(captures: buffer, bytes: text, root: root)
                return patterns.predicateSets[Int(entry.predicateSet)].allSatisfy { $0.holds(in: match) }
            }
            guard holds else { return }
        }
        for index in captures {
            colourer.claim(TSQueryCapture(node: node, index: patterns.captureIDs[index]), pattern: entry.pattern, query: query, root: root,
                           ancestors: ancestors, into: &owners)
        }
    }

    /// Runs the query's other patterns (those still enabled) on the matches that start at `node`;
    /// false when the work budget ran out.
    private func runCursor(_ cursor: OpaquePointer, at node: TSNode, remaining: inout Int, bytes: [UInt8],
                           root: TSNode, owners: inout Owners) -> Bool {
        // Cursor roots come only with a compiled query (an outline's patterns are all in the table).
        guard let compiled = query.query else { return true }
        return withUnsafeMutablePointer(to: &remaining) { remainingPointer in
            var options = TSQueryCursorOptions(payload: remainingPointer, progress_callback: { state in
                TreeColourer.spend(state!.pointee.payload)
            })
            return withUnsafePointer(to: &options) { optionsPointer in
                ts_query_cursor_set_max_start_depth(cursor, 0)
                ts_query_cursor_exec_with_options(cursor, compiled, node, optionsPointer)
                colourer.collectMatches(cursor, query: query, bytes: bytes, root: root, into: &owners)
                return remainingPointer.pointee >= 0
            }
        }
    }

    /// Calls `body` with the visible nodes under `root` in the order a tree cursor visits them, each
    /// with its depth (``folio_preorder``, one C call: stepping a `TSTreeCursor` from Swift cost as
    /// much as the rest of the walk), at most ``NodeTypeColourer/maximumNodes`` of them.
    static func withPreorder(of root: TSNode, roomFor bytes: Int, _ body: (UnsafeBufferPointer<FolioPreorderNode>) -> Void) {
        let limit = UInt32(NodeTypeColourer.maximumNodes)
        // A block has fewer visible nodes than bytes but for a few: room for that many is almost always enough.
        let guess = min(bytes + 16, 1 << 16)
        let count = withUnsafeTemporaryAllocation(of: FolioPreorderNode.self, capacity: guess) { buffer -> Int in
            let count = Int(folio_preorder(root, buffer.baseAddress, UInt32(buffer.count), limit))
            if count <= buffer.count { body(UnsafeBufferPointer(rebasing: buffer[..<count])) }
            return count
        }
        // Too many for the guess: the call said how many there are.
        guard count > guess else { return }
        withUnsafeTemporaryAllocation(of: FolioPreorderNode.self, capacity: count) { buffer in
            let written = Int(folio_preorder(root, buffer.baseAddress, UInt32(buffer.count), limit))
            body(UnsafeBufferPointer(rebasing: buffer[..<min(written, count)]))
        }
    }
}
