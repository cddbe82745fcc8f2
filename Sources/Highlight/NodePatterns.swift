import CHighlightGrammars

/// A highlight query run as one walk of the tree, its patterns in a table by the node type they
/// start at, instead of through tree-sitter's query cursor.
///
/// Why: colouring a block walked its tree twice, once in the query cursor and once more for the
/// tokens no pattern coloured (``NodeTypeColourer``); the cursor's walk, with its bookkeeping of
/// states in progress, was about a third of a small JSON block's time. A pattern of one node (`(string)
/// @string`, `"if" @keyword`, `[(true) (false)] @boolean`, with text predicates or without, and the
/// outermost node of a ``ParentChainPatterns`` rewrite) matches exactly the visible nodes whose
/// public symbol (`ts_node_symbol`) is its type, which is what a tree cursor visits. So one walk
/// looks each node's symbol up in a table of the patterns it starts, and notes the tokens for the
/// pass after the query on the way. The few other patterns whose outermost node has a type (Swift's
/// `(modifiers (attribute "@" @attribute (user_type …)))`, JavaScript's `(pair key: … value: …)`) are
/// left to the cursor, run on each node of that type alone (start depth 0): the same matches, at the cost of
/// that node's subtree. A query with a pattern of any other shape (an alternation, a wildcard or a
/// quantifier at its top) keeps the cursor for the whole tree: which way a query runs is decided
/// once, when it compiles.
struct NodePatterns: @unchecked Sendable {
    /// One pattern starting at a node type: its index in the query (what its captures win bytes by:
    /// ``Owners``), where its captures are in ``captureIDs`` (in written order), its text predicates
    /// (an index into ``predicateSets``, -1: none), and the ``ChainPattern`` group it starts (-1: none;
    /// then the group runs instead of the captures). Plain integers: the walk reads an entry at every
    /// node of its type without touching a reference count.
    struct Entry: Equatable {
        let pattern: UInt16
        let firstCapture: Int32
        let captureCount: Int32
        let predicateSet: Int32
        let chainGroup: Int32
        /// The ``TreePattern`` this entry runs instead of its captures (an index into ``trees``; -1: none).
        var tree: Int32 = -1
    }

    /// The entries of every symbol, symbol after symbol: those of symbol `s` are
    /// `entries[firstEntry[s]..<firstEntry[s + 1]]` (none for most).
    let entries: [Entry]
    let firstEntry: [Int32]
    let captureIDs: [UInt32]
    let predicateSets: [[TextPredicate]]
    /// The patterns of nested nodes the walk matches itself (``TreePattern``), each started by an entry.
    let trees: [TreePattern]
    /// The symbols at which the cursor runs the query's other patterns (enabled in it; the patterns
    /// of ``entries`` are disabled there), by symbol.
    let cursorRoots: [Bool]

    /// Whether every top-level pattern of `text` is a ``Shape`` or has one outermost node of a
    /// visible named type: then a query compiled from it can run as ``NodePatterns``. A pattern naming
    /// a type the grammar does not have is left out when the query compiles (``HighlightQuery``), so
    /// it does not count (Swift's `(unsafe_expression "unsafe" @keyword)`, for a newer grammar).
    static func canRun(_ text: [UInt8], language: OpaquePointer) -> Bool {
        HighlightQuery.topLevelForms(in: text).allSatisfy { form in
            let tokens = QueryToken.scan(text, in: form)
            if tokens.isEmpty { return true }
            if let shape = Shape(tokens: tokens, in: text) {
                return shape.resolves(in: language) || shape.types.contains { isUnknown($0.name, named: $0.named, in: language) }
            }
            guard let root = rootType(of: tokens, in: text) else { return false }
            return ParentChainPatterns.symbol(named: root, in: language) != nil || isUnknown(root, named: true, in: language)
        }
    }

    /// Whether the grammar has no type of this name (tree-sitter rejects a pattern naming one).
    static func isUnknown(_ name: String, named: Bool, in language: OpaquePointer) -> Bool {
        name != "_" && name != "ERROR"
            && name.withCString { ts_language_symbol_for_name(language, $0, UInt32(name.utf8.count), named) } == 0
    }

    /// The query's patterns as a table by symbol, or nil when one of its enabled patterns is neither
    /// a single node nor rooted at a named type. `text` is the source `query` was compiled from (or the
    /// ``QueryOutline`` read: `query` nil), `patternRanges` and `captureNames` its patterns' places and
    /// its captures, by index. On success the single-node patterns are disabled in `query` (this table
    /// runs them). `latestWins`: the grammar's latest pattern on a node wins (``TreePattern``).
    init?(query: OpaquePointer?, text: [UInt8], patternRanges: [Range<Int>], captureNames: [String], language: OpaquePointer,
          predicates: [[TextPredicate]], chainGroups: [[ChainPattern]], chainGroupStarts: [Int32], latestWins: Bool = false) {
        let symbolCount = Int(ts_language_symbol_count(language))
        var table = [[Entry]](repeating: [], count: symbolCount)
        var captureIDs: [UInt32] = []
        var predicateSets: [[TextPredicate]] = []
        var trees: [TreePattern] = []
        var roots = [Bool](repeating: false, count: symbolCount)
        var direct: [UInt32] = []
        // Patterns of a chain group other than its first are disabled in the cursor; the group runs them.
        var grouped = Set<UInt16>()
        for group in chainGroups { for chain in group.dropFirst() { grouped.insert(chain.pattern) } }
        let captureNames = captureNames.map { Array($0.utf8) }
        for (index, range) in patternRanges.enumerated() {
            let pattern = UInt16(clamping: index)
            if grouped.contains(pattern) { continue }
            guard !range.isEmpty, range.upperBound <= text.count else { return nil }
            let tokens = QueryToken.scan(text, in: range)
            guard let shape = Shape(tokens: tokens, in: text) else {
                if predicates[index].isEmpty, let written = TreePattern.Written(tokens: tokens, in: text),
                   let tree = TreePattern(written, pattern: pattern, language: language, latestWins: latestWins, captureID: { range in
                       captureNames.firstIndex { $0[...] == text[(range.lowerBound + 1)..<range.upperBound] }.map(UInt32.init)
                   }),
                   let symbol = ParentChainPatterns.symbol(named: written.outermost, in: language), Int(symbol) < symbolCount {
                    table[Int(symbol)].append(Entry(pattern: pattern, firstCapture: 0, captureCount: 0, predicateSet: -1, chainGroup: -1,
                                                    tree: Int32(trees.count)))
                    trees.append(tree)
                    direct.append(UInt32(index))
                    continue
                }
                guard let root = NodePatterns.rootType(of: tokens, in: text),
                      let symbol = ParentChainPatterns.symbol(named: root, in: language), Int(symbol) < symbolCount else { return nil }
                roots[Int(symbol)] = true
                continue
            }
            let captures = shape.captures.map { range in captureNames.firstIndex { $0[...] == text[(range.lowerBound + 1)..<range.upperBound] } }
            guard captures.allSatisfy({ $0 != nil }) else { return nil }
            let tests = predicates[index].filter { $0.chain == nil }
            let entry = Entry(pattern: pattern, firstCapture: Int32(captureIDs.count), captureCount: Int32(captures.count),
                              predicateSet: tests.isEmpty ? -1 : Int32(predicateSets.count),
                              chainGroup: index < chainGroupStarts.count ? chainGroupStarts[index] : -1)
            captureIDs += captures.map { UInt32($0!) }
            if !tests.isEmpty { predicateSets.append(tests) }
            var symbols: [Int] = []
            for type in shape.types {
                guard let symbol = ParentChainPatterns.symbol(named: type.name, isNamed: type.named, in: language),
                      Int(symbol) < symbolCount else { return nil }
                if !symbols.contains(Int(symbol)) { symbols.append(Int(symbol)) }
            }
            for symbol in symbols { table[symbol].append(entry) }
            direct.append(UInt32(index))
        }
        if let query { for index in direct { ts_query_disable_pattern(query, index) } }
        entries = table.flatMap { $0 }
        var first: [Int32] = [0]
        for list in table { first.append(first.last! + Int32(list.count)) }
        firstEntry = first
        self.captureIDs = captureIDs
        self.predicateSets = predicateSets
        self.trees = trees
        cursorRoots = roots
    }

    /// The type of a pattern's outermost node when it is one node with children (`(a …)`, or wrapped
    /// with predicates as `((a …) (#…))`), captured or not, with nothing at its top level but that
    /// node, its captures and predicates (no quantifier or anchor); nil otherwise.
    static func rootType(of tokens: [QueryToken], in text: [UInt8]) -> String? {
        func kind(_ index: Int) -> QueryToken.Kind? { index < tokens.count ? tokens[index].kind : nil }
        let wrapped = kind(0) == .open && kind(1) == .open
        let open = wrapped ? 1 : 0
        guard kind(open) == .open, kind(open + 1) == .name else { return nil }
        // The close of the outermost node.
        var depth = 0, index = open
        repeat {
            switch kind(index) {
            case .open?, .openBracket?: depth += 1
            case .close?, .closeBracket?: depth -= 1
            default: break
            }
            index += 1
        } while depth > 0 && index < tokens.count
        guard depth == 0 else { return nil }
        while kind(index) == .capture { index += 1 }
        if wrapped {
            guard QueryToken.arePredicateGroups(tokens, from: index, in: text) else { return nil }
        } else if index != tokens.count {
            return nil
        }
        return String(decoding: text[tokens[open + 1].range], as: UTF8.self)
    }

    /// A pattern of one node read from its tokens: `(type)`, `"text"` or `[(a) "b" …]`, with its
    /// captures after it, bare or wrapped with text predicates as `(node @x (#eq? @x "y"))`.
    struct Shape {
        var types: [(name: String, named: Bool)] = []
        var captures: [Range<Int>] = []

        init?(tokens: [QueryToken], in text: [UInt8]) {
            func kind(_ index: Int) -> QueryToken.Kind? { index < tokens.count ? tokens[index].kind : nil }
            func word(_ index: Int) -> String { String(decoding: text[tokens[index].range], as: UTF8.self) }
            // One alternative at `index`: `(type)` or `"text"`; the index after it.
            func alternative(at index: Int) -> Int? {
                if kind(index) == .open, kind(index + 1) == .name, kind(index + 2) == .close {
                    types.append((word(index + 1), true))
                    return index + 3
                }
                if kind(index) == .string, let literal = QueryToken.unquoted(text[tokens[index].range]) {
                    types.append((literal, false))
                    return index + 1
                }
                return nil
            }
            let wrapped = kind(0) == .open && (kind(1) == .open || kind(1) == .string || kind(1) == .openBracket)
            var index = wrapped ? 1 : 0
            if kind(index) == .openBracket {
                index += 1
                while kind(index) != .closeBracket {
                    guard let next = alternative(at: index) else { return nil }
                    index = next
                }
                index += 1
            } else {
                guard let next = alternative(at: index) else { return nil }
                index = next
            }
            guard !types.isEmpty else { return nil }
            while kind(index) == .capture {
                captures.append(tokens[index].range)
                index += 1
            }
            if wrapped {
                guard QueryToken.arePredicateGroups(tokens, from: index, in: text) else { return nil }
            } else if index != tokens.count {
                return nil
            }
        }

        /// Whether every type names a visible type of the grammar (no supertype, `_` or `ERROR`).
        func resolves(in language: OpaquePointer) -> Bool {
            types.allSatisfy { ParentChainPatterns.symbol(named: $0.name, isNamed: $0.named, in: language) != nil }
        }
    }
}
