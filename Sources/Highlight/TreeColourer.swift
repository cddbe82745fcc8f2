import CHighlightGrammars

/// Parses a block with tree-sitter and gives every byte of it a ``TokenClass`` (0: none), from the
/// grammar's highlight query (run as one walk of the tree when it can be: ``NodePatternWalk``) or,
/// for a grammar without one, from the syntax tree's node types.
///
/// The grammar's own tokens that no pattern coloured (many queries leave brackets, separators and
/// some keywords out) are then coloured as ``NodeTypeColourer`` would.
///
/// Which capture wins a byte depends on the convention the grammar's query follows (``Owners``).
struct TreeColourer {
    let grammar: Grammar
    /// How much work one parse, or one run of the query, may do, in tree-sitter's progress callbacks
    /// (one every 100 parser or query-cursor operations): a fixed allowance plus one per 32 bytes.
    /// Work, not time: the same block gives the same result on any machine, however loaded (a
    /// wall-clock timeout left whole blocks plain on a busy machine, so one site built to different
    /// bytes). Ordinary code takes one callback per 55–100 bytes (the corpus of the agreement
    /// test), so every block up to ``SyntaxHighlighter/maximumBytes`` fits; C++'s ambiguous template
    /// arguments (`f(a<b,c>d);` repeated) take one per 9 bytes and stay plain.
    static func workBudget(bytes: Int) -> Int { 1_024 + bytes / 32 }
    /// Deeper or wider trees are coloured by node type only: the query cursor does work in
    /// proportion to the depth, and to the later siblings, at every node, so 50,000 `(` in a row
    /// (one error node with 50,000 children) took seconds.
    static let maximumQueryDepth = 256
    static let maximumQueryChildren = 2_048
    // A block of at most `maximumQueryChildren` bytes is queried without that check (a tenth of the
    // time spent on a small block went to it): the query's quadratic cost is bounded by its size.

    /// The class of each byte of `bytes`, or nil when the block could not be parsed within its
    /// ``workBudget(bytes:)``.
    func classes(of bytes: [UInt8]) -> [UInt8]? {
        guard let parser = grammar.takeParser() else { return nil }
        defer { grammar.recycle(parser) }
        guard let tree = TreeColourer.parse(bytes, with: parser) else { return nil }
        defer { ts_tree_delete(tree) }
        let root = ts_tree_root_node(tree)
        if let query = grammar.query, bytes.count <= TreeColourer.maximumQueryChildren || TreeColourer.isQueryable(root) {
            var owners = Owners(count: bytes.count)
            if let patterns = query.nodePatterns {
                if NodePatternWalk(colourer: self, query: query, patterns: patterns).colour(root, bytes: bytes, into: &owners) {
                    return owners.classes
                }
            } else if colour(root, with: query, bytes: bytes, into: &owners) {
                NodeTypeColourer(symbolClasses: grammar.symbolClasses, onlyTokens: true).colour(root, bytes: bytes, into: &owners)
                return owners.classes
            }
        }
        // No query, a tree too deep or wide for one, or a query over its budget: by node type.
        var owners = Owners(count: bytes.count)
        NodeTypeColourer(symbolClasses: grammar.symbolClasses).colour(root, bytes: bytes, into: &owners)
        return owners.classes
    }

    /// The block's syntax tree, or nil when parsing took more than its ``workBudget(bytes:)``.
    private static func parse(_ bytes: [UInt8], with parser: OpaquePointer) -> OpaquePointer? {
        bytes.withUnsafeBufferPointer { buffer in
            var source = Source(base: buffer.baseAddress.map(UnsafeRawPointer.init), count: buffer.count)
            var remaining = workBudget(bytes: buffer.count)
            return withUnsafeMutablePointer(to: &source) { sourcePointer in
                withUnsafeMutablePointer(to: &remaining) { remainingPointer in
                    let input = TSInput(payload: sourcePointer, read: { payload, offset, _, length in
                        let source = payload!.assumingMemoryBound(to: Source.self).pointee
                        guard let base = source.base, Int(offset) < source.count else {
                            length!.pointee = 0
                            return Source.empty
                        }
                        length!.pointee = UInt32(source.count - Int(offset))
                        return (base + Int(offset)).assumingMemoryBound(to: CChar.self)
                    }, encoding: TSInputEncodingUTF8, decode: nil)
                    let options = TSParseOptions(payload: remainingPointer, progress_callback: { state in
                        TreeColourer.spend(state!.pointee.payload)
                    })
                    return ts_parser_parse_with_options(parser, nil, input, options)
                }
            }
        }
    }

    /// One progress callback's worth of the budget `payload` points at; true (cancel) once it is spent.
    static func spend(_ payload: UnsafeMutableRawPointer?) -> Bool {
        let remaining = payload!.assumingMemoryBound(to: Int.self)
        remaining.pointee -= 1
        return remaining.pointee < 0
    }

    /// The bytes a parse reads (tree-sitter's `TSInput` payload).
    private struct Source {
        static let empty = UnsafeRawPointer(("" as StaticString).utf8Start).assumingMemoryBound(to: CChar.self)
        let base: UnsafeRawPointer?
        let count: Int
    }

    /// Whether the tree is within ``maximumQueryDepth`` and no node has more than
    /// ``maximumQueryChildren`` children (the walk stops at the first excess).
    static func isQueryable(_ root: TSNode) -> Bool {
        var cursor = ts_tree_cursor_new(root)
        defer { ts_tree_cursor_delete(&cursor) }
        var depth = 0
        while true {
            if ts_node_child_count(ts_tree_cursor_current_node(&cursor)) > maximumQueryChildren { return false }
            if ts_tree_cursor_goto_first_child(&cursor) {
                depth += 1
                if depth > maximumQueryDepth { return false }
                continue
            }
            while !ts_tree_cursor_goto_next_sibling(&cursor) {
                guard ts_tree_cursor_goto_parent(&cursor) else { return true }
                depth -= 1
            }
        }
    }

    /// Colours `owners` from the query's captures; false when the query ran over its
    /// ``workBudget(bytes:)`` (the caller then colours by node type, the same on every run).
    private func colour(_ root: TSNode, with query: HighlightQuery, bytes: [UInt8], into owners: inout Owners) -> Bool {
        // A query without the table (``NodePatterns``) is always compiled; an outline's has it.
        guard let compiled = query.query, let cursor = grammar.takeCursor() else { return false }
        defer { grammar.recycle(cursor: cursor) }
        var remaining = TreeColourer.workBudget(bytes: bytes.count)
        return withUnsafeMutablePointer(to: &remaining) { remainingPointer in
            // The cursor keeps a pointer to the options until the last match: they live as long.
            var options = TSQueryCursorOptions(payload: remainingPointer, progress_callback: { state in
                TreeColourer.spend(state!.pointee.payload)
            })
            return withUnsafePointer(to: &options) { optionsPointer in
                ts_query_cursor_exec_with_options(cursor, compiled, root, optionsPointer)
                collectMatches(cursor, query: query, bytes: bytes, root: root, into: &owners)
                return remainingPointer.pointee >= 0
            }
        }
    }

    func collectMatches(_ cursor: OpaquePointer, query: HighlightQuery, bytes: [UInt8], root: TSNode,
                        into owners: inout Owners) {
        var match = TSQueryMatch()
        // A tree cursor for the chain patterns (``ChainPattern``), made for a query that has some.
        var chainCursor: TSTreeCursor? = query.chainGroups.isEmpty ? nil : ts_tree_cursor_new(root)
        defer { if chainCursor != nil { ts_tree_cursor_delete(&chainCursor!) } }
        // The cursor's matches do not come with their ancestors (``UseSiteRule`` finds them from the root).
        var noPath: [TSNode]? = nil
        bytes.withUnsafeBufferPointer { text in
            while ts_query_cursor_next_match(cursor, &match) {
                let captures = UnsafeBufferPointer(start: match.captures, count: Int(match.capture_count))
                let group = query.chainGroupStarts[Int(match.pattern_index)]
                if group >= 0, let outermost = captures.first {
                    withUnsafeMutablePointer(to: &chainCursor!) { pointer in
                        var children = CursorChildren(pointer, at: outermost.node)
                        ChainPattern.run(query.chainGroups[Int(group)], in: &children, bytes: text, root: root, path: &noPath) {
                            capture, pattern, _ in claim(capture, pattern: pattern, query: query, root: root, into: &owners)
                        }
                    }
                    continue
                }
                let predicates = query.predicates[Int(match.pattern_index)]
                if !predicates.isEmpty {
                    let view = TextPredicate.Match(captures: captures, bytes: text, root: root)
                    if !predicates.allSatisfy({ $0.holds(in: view) }) { continue }
                }
                for capture in captures { claim(capture, pattern: match.pattern_index, query: query, root: root, into: &owners) }
            }
        }
    }

    /// Colours the capture's node as its class says, where it wins (``Owners``).
    /// `ancestors`: the captured node's ancestors, the root first, when the caller knows them.
    func claim(_ capture: TSQueryCapture, pattern: UInt16, query: HighlightQuery, root: TSNode, ancestors: [TSNode]? = nil,
               into owners: inout Owners) {
        let index = Int(capture.index)
        guard var tokenClass = query.captureClasses[index] else { return }
        if query.demotedAtUse[index], tokenClass == .function || (tokenClass == .type && !grammar.coloursTypesAtUse),
           UseSiteRule.isUse(capture.node, as: tokenClass, root: root, known: ancestors, roles: grammar.roles) {
            tokenClass = .plain
        }
        owners.claim(start: capture.node.startByte, end: capture.node.endByte,
                     tokenClass: tokenClass, pattern: pattern, latestWins: grammar.latestPatternWins, forced: query.forcesPlain[index])
    }
}

/// Who coloured each byte so far: its class, and the rank and pattern of the capture that gave it.
///
/// The rank follows the convention the query was written for. tree-sitter's own highlighter nests
/// highlights, so the capture on the smallest node wins a byte (an escape inside a string stays an
/// escape); on the same node a colour beats "plain", then the earliest pattern. Neovim sets each
/// capture's highlight in the order the captures start, so the capture that starts last wins, and of
/// captures starting together the latest pattern: TOML's `(pair (bare_key)) @property` then beats
/// `(bare_key) @type` on a key, as its authors meant. In both, a forced plain
/// (``HighlightQuery/forcedPlainCapture``) beats every other capture of the same rank.
struct Owners {
    private(set) var classes: [UInt8]
    /// Lower wins: the node's size, or (latest-wins queries) `UInt32.max - 1 - start`.
    private var ranks: [UInt32]
    private var patterns: [UInt16]

    init(count: Int) {
        classes = Array(repeating: 0, count: count)
        ranks = Array(repeating: .max, count: count)
        patterns = Array(repeating: 0, count: count)
    }

    /// Whether no capture coloured any byte of `range` (a byte inside a comment or string is claimed).
    func isUnclaimed(_ range: Range<Int>) -> Bool {
        let range = range.clamped(to: 0..<classes.count)
        return !range.isEmpty && classes[range].allSatisfy { $0 == 0 } && ranks[range].allSatisfy { $0 == .max }
    }

    /// Whether every byte of `range` is coloured (none is unclaimed): then no node inside it is
    /// ``isUnclaimed(_:)``, as a node's children lie within its range and a claimed byte stays claimed.
    func isFullyClaimed(_ range: Range<Int>) -> Bool {
        let range = range.clamped(to: 0..<classes.count)
        for index in range where classes[index] == 0 && ranks[index] == .max { return false }
        return true
    }

    /// Whether the byte just before or just after `range` is coloured as a string.
    func touchesString(_ range: Range<Int>) -> Bool {
        let string = TokenClass.string.rawValue
        return (range.lowerBound > 0 && range.lowerBound <= classes.count && classes[range.lowerBound - 1] == string)
            || (range.upperBound < classes.count && classes[range.upperBound] == string)
    }

    /// The pattern recorded for a forced plain byte: no other capture of its rank can win it.
    private static let forcedPattern = UInt16.max

    mutating func claim(start: Int, end: Int, tokenClass: TokenClass, pattern: UInt16, latestWins: Bool,
                        forced: Bool = false) {
        let start = max(0, start), end = min(end, classes.count)
        guard start < end else { return }
        let rank = latestWins ? UInt32.max - 1 - UInt32(clamping: start) : UInt32(clamping: end - start)
        let value = tokenClass.rawValue, plain = TokenClass.plain.rawValue
        let written = forced ? Owners.forcedPattern : pattern
        // Through the arrays' buffers, taken once a claim: each element written through the arrays
        // checked all three for uniqueness, three calls a byte.
        classes.withUnsafeMutableBufferPointer { classes in
            ranks.withUnsafeMutableBufferPointer { ranks in
                patterns.withUnsafeMutableBufferPointer { patterns in
                    for index in start..<end {
                        let current = classes[index]
                        let wins: Bool
                        if current == 0 || rank < ranks[index] {
                            wins = true
                        } else if rank > ranks[index] {
                            wins = false
                        } else if forced || patterns[index] == Owners.forcedPattern {
                            wins = forced
                        } else if latestWins {
                            wins = pattern >= patterns[index]
                        } else if (current == plain) != (value == plain) {
                            wins = current == plain
                        } else {
                            wins = pattern < patterns[index]
                        }
                        if wins {
                            classes[index] = value
                            ranks[index] = rank
                            patterns[index] = written
                        }
                    }
                }
            }
        }
    }
}
