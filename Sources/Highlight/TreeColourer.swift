import CHighlightGrammars

/// Parses a block with tree-sitter and gives every byte of it a ``TokenClass`` (0: none), from the
/// grammar's highlight query or, for a grammar without one, from the syntax tree's node types.
///
/// The grammar's own tokens that no pattern coloured (many queries leave brackets, separators and
/// some keywords out) are then coloured as ``NodeTypeColourer`` would.
///
/// Which capture wins a byte depends on the convention the grammar's query follows (``Owners``).
struct TreeColourer {
    let grammar: Grammar
    /// Parsing stops after this long, twice (hostile or pathological input stays plain).
    static let timeoutMicroseconds: UInt64 = 500_000
    /// Deeper or wider trees are coloured by node type only: tree-sitter 0.20's query cursor does
    /// work in proportion to the depth, and to the later siblings, at every node, so 50,000 `(` in a
    /// row (one error node with 50,000 children) took seconds.
    static let maximumQueryDepth = 256
    static let maximumQueryChildren = 2_048
    // A block of at most `maximumQueryChildren` bytes is queried without that check (a tenth of the
    // time spent on a small block went to it): the query's quadratic cost is bounded by its size.

    /// The class of each byte of `bytes`, or nil when the block could not be parsed in time.
    func classes(of bytes: [UInt8]) -> [UInt8]? {
        guard let parser = grammar.takeParser() else { return nil }
        defer { grammar.recycle(parser) }
        func parse() -> OpaquePointer? {
            bytes.withUnsafeBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    ts_parser_parse_string(parser, nil, $0, UInt32(buffer.count))
                }
            }
        }
        // The timeout is wall-clock time: a first parse that pages a grammar's tables in on a loaded
        // machine can miss it (a whole C++ block came out plain that way), so one retry, now warm.
        var parsed = parse()
        if parsed == nil {
            ts_parser_reset(parser)
            parsed = parse()
        }
        guard let tree = parsed else { return nil }
        defer { ts_tree_delete(tree) }
        let root = ts_tree_root_node(tree)
        var owners = Owners(count: bytes.count)
        if let query = grammar.query, bytes.count <= TreeColourer.maximumQueryChildren || TreeColourer.isQueryable(root) {
            colour(root, with: query, bytes: bytes, into: &owners)
            NodeTypeColourer(symbolClasses: grammar.symbolClasses, onlyTokens: true).colour(root, bytes: bytes, into: &owners)
        } else {
            NodeTypeColourer(symbolClasses: grammar.symbolClasses).colour(root, bytes: bytes, into: &owners)
        }
        return owners.classes
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

    private func colour(_ root: TSNode, with query: HighlightQuery, bytes: [UInt8], into owners: inout Owners) {
        guard let cursor = grammar.takeCursor() else { return }
        defer { grammar.recycle(cursor: cursor) }
        ts_query_cursor_exec(cursor, query.query, root)
        var match = TSQueryMatch()
        while ts_query_cursor_next_match(cursor, &match) {
            let captures = UnsafeBufferPointer(start: match.captures, count: Int(match.capture_count))
            let predicates = query.predicates[Int(match.pattern_index)]
            if !predicates.isEmpty {
                let text: (UInt32) -> ArraySlice<UInt8>? = { index in
                    guard let capture = captures.first(where: { $0.index == index }) else { return nil }
                    let start = Int(ts_node_start_byte(capture.node)), end = Int(ts_node_end_byte(capture.node))
                    return start <= end && end <= bytes.count ? bytes[start..<end] : nil
                }
                if !predicates.allSatisfy({ $0.holds(text: text) }) { continue }
            }
            for capture in captures {
                guard let tokenClass = query.captureClasses[Int(capture.index)] else { continue }
                owners.claim(start: Int(ts_node_start_byte(capture.node)), end: Int(ts_node_end_byte(capture.node)),
                             tokenClass: tokenClass, pattern: match.pattern_index,
                             latestWins: grammar.latestPatternWins)
            }
        }
    }
}

/// Who coloured each byte so far: its class, and the rank and pattern of the capture that gave it.
///
/// The rank follows the convention the query was written for. tree-sitter's own highlighter nests
/// highlights, so the capture on the smallest node wins a byte (an escape inside a string stays an
/// escape); on the same node a colour beats "plain", then the earliest pattern. Neovim sets each
/// capture's highlight in the order the captures start, so the capture that starts last wins, and of
/// captures starting together the latest pattern: TOML's `(pair (bare_key)) @property` then beats
/// `(bare_key) @type` on a key, as its authors meant.
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

    /// Whether the byte just before or just after `range` is coloured as a string.
    func touchesString(_ range: Range<Int>) -> Bool {
        let string = TokenClass.string.rawValue
        return (range.lowerBound > 0 && range.lowerBound <= classes.count && classes[range.lowerBound - 1] == string)
            || (range.upperBound < classes.count && classes[range.upperBound] == string)
    }

    mutating func claim(start: Int, end: Int, tokenClass: TokenClass, pattern: UInt16, latestWins: Bool) {
        let start = max(0, start), end = min(end, classes.count)
        guard start < end else { return }
        let rank = latestWins ? UInt32.max - 1 - UInt32(clamping: start) : UInt32(clamping: end - start)
        let value = tokenClass.rawValue
        for index in start..<end {
            let current = classes[index]
            let wins: Bool
            if current == 0 || rank < ranks[index] {
                wins = true
            } else if rank > ranks[index] {
                wins = false
            } else if latestWins {
                wins = pattern >= patterns[index]
            } else if (current == TokenClass.plain.rawValue) != (value == TokenClass.plain.rawValue) {
                wins = current == TokenClass.plain.rawValue
            } else {
                wins = pattern < patterns[index]
            }
            if wins {
                classes[index] = value
                ranks[index] = rank
                patterns[index] = pattern
            }
        }
    }
}
