import CHighlightGrammars

/// A query pattern of nested nodes (`(modifiers (attribute "@" @attribute (user_type (type_identifier)
/// @attribute)))`), matched by the walk of a block's nodes (``NodePatternWalk``) at each node of its
/// outermost type, instead of by tree-sitter's query cursor.
///
/// Why: one such pattern in a query kept the whole query compiled, and compiling a large grammar's
/// query costs its first block about 20 ms of analysis of the grammar's parse table (Swift's: its one
/// pattern of this shape; ``QueryOutline``). Matched here, the query is read as an outline and never
/// compiled. The match is tree-sitter's: each child step matches a visible child of its parent step's
/// node (of its type, in its field when it names one), sibling steps match distinct children in the
/// order they are written (not necessarily next to each other), and every capture of every match is
/// claimed: a node is claimed for a step when some match puts the step there. One difference is
/// known: where two children hold one field through a hidden node (bash's `condition:` on a test and
/// its `;`), tree-sitter's cursor gives up on a step in that field at the first of them when the
/// grammar says no later child holds it, and the walk tries the second too (``ChainPattern`` does
/// the same). The grammars' own queries are compared with the cursor on the agreement corpus.
/// Only what this reads exactly is taken (types, fields, wildcards, alternations, groups of one node,
/// captures, optional steps that capture nothing, sibling steps of different types); anything else
/// (quantifiers, anchors, negated fields, predicates, supertypes) leaves the pattern to the cursor.
struct TreePattern: @unchecked Sendable {
    /// One node of the pattern: the field it must be in (0: any; the outermost node has none), its
    /// types by symbol, its captures in written order, and its child steps (indices into ``steps``).
    struct Step {
        var field: TSFieldId
        /// For an alternation, every symbol one of its alternatives may be.
        var symbols: [Bool]
        var captures: [UInt32]
        var children: [Int]
        /// An alternation's alternatives (indices into ``steps``): the step matches a node one of them matches.
        var alternatives: [Int] = []
    }

    /// The pattern's index in the query (what its captures win bytes by: ``Owners``).
    let pattern: UInt16
    /// The steps, the outermost node first.
    let steps: [Step]

    /// A pattern as written: its steps with type and field names, and its captures' places.
    struct Written {
        struct Node {
            var field: String?
            /// The types it may be (an alternation has several), each named (`(type)`) or not (`"text"`).
            var types: [(name: String, named: Bool)] = []
            /// `(_)` (named) or `_` (any) instead of types.
            var wildcard: ParentChainPatterns.Wildcard?
            var captures: [Range<Int>] = []
            var children: [Int] = []
            /// An alternation of patterns: each alternative's node (its types, field and children are its own).
            var alternatives: [Int] = []
        }

        /// The nodes, each child after its parent (an optional step left out stays here, unlinked).
        var nodes: [Node] = []
        /// The outermost node's index in ``nodes`` (0 but for a group around the pattern).
        private(set) var root = 0
        /// Every capture, in written order (the order tree-sitter numbers new capture names in).
        var captures: [Range<Int>] = []

        /// The outermost node's type.
        var outermost: String { nodes[root].types[0].name }

        /// Every type and field name, for telling a pattern the grammar cannot have from one this does not read.
        var typeNames: [(name: String, named: Bool)] { nodes.flatMap(\.types) }
        var fieldNames: [String] { nodes.compactMap(\.field) }

        /// The pattern `tokens` spell when it is a bare tree of nodes with an outermost node of a named
        /// type and at least one child step; nil for anything else.
        init?(tokens: [QueryToken], in text: [UInt8]) {
            var index = 0
            // The outermost node may stand in a group of its own (`((term …))`, SQL's).
            guard tokens.count > 3, tokens[0].kind == .open, let root = readNode(tokens, text: text, at: &index, field: nil),
                  index == tokens.count, nodes[root].wildcard == nil, nodes[root].types.count == 1, nodes[root].types[0].named,
                  !nodes[root].children.isEmpty else { return nil }
            self.root = root
        }

        /// Reads the node at `index` (moved past it and its captures); its index in ``nodes``, or nil.
        private mutating func readNode(_ tokens: [QueryToken], text: [UInt8], at index: inout Int, field: String?) -> Int? {
            func kind(_ at: Int) -> QueryToken.Kind? { at < tokens.count ? tokens[at].kind : nil }
            func word(_ at: Int) -> String { String(decoding: text[tokens[at].range], as: UTF8.self) }
            if kind(index) == .open && kind(index + 1) != .name {
                // A group of one node (`(["<" ">"]) @x`, JavaScript's): that node, the group's captures its own.
                index += 1
                guard kind(index) != .close, let inner = readNode(tokens, text: text, at: &index, field: field), kind(index) == .close else { return nil }
                index += 1
                while kind(index) == .capture {
                    nodes[inner].captures.append(tokens[index].range)
                    captures.append(tokens[index].range)
                    index += 1
                }
                return inner
            }
            var node = Node(field: field)
            let position = nodes.count
            nodes.append(node)
            switch kind(index) {
            case .open?:
                guard kind(index + 1) == .name else { return nil }
                if word(index + 1) == "_" { node.wildcard = .named } else { node.types = [(word(index + 1), true)] }
                index += 2
                while kind(index) != .close {
                    var childField: String? = nil
                    if kind(index) == .field {
                        childField = word(index)
                        index += 1
                    }
                    let capturesBefore = captures.count
                    guard kind(index) != nil, let child = readNode(tokens, text: text, at: &index, field: childField) else { return nil }
                    if kind(index) == .other && text[tokens[index].range] == [UInt8(ascii: "?")] {
                        // An optional step that captures nothing changes no match's captures (SQL's
                        // `parameter: [(literal)]?`): left out.
                        guard captures.count == capturesBefore else { return nil }
                        index += 1
                        guard kind(index) != .capture else { return nil }
                        continue
                    }
                    node.children.append(child)
                }
                index += 1
            case .string?:
                guard let literal = QueryToken.unquoted(text[tokens[index].range]) else { return nil }
                node.types = [(literal, false)]
                index += 1
            case .name? where word(index) == "_":
                node.wildcard = .any
                index += 1
            case .openBracket?:
                let first = index + 1
                index = first
                // Childless nodes only (`[(true) (false) "nil"]`): one step of several types.
                while kind(index) != .closeBracket {
                    if kind(index) == .string, let literal = QueryToken.unquoted(text[tokens[index].range]) {
                        node.types.append((literal, false))
                        index += 1
                    } else if kind(index) == .open, kind(index + 1) == .name, word(index + 1) != "_", kind(index + 2) == .close {
                        node.types.append((word(index + 1), true))
                        index += 3
                    } else {
                        node.types = []
                        break
                    }
                }
                if node.types.isEmpty {
                    // Else each alternative a pattern of its own, in a field or not (PHP's
                    // `[(name) @type (qualified_name (name) @type) alias: (name) @type]`).
                    index = first
                    while kind(index) != .closeBracket {
                        var alternativeField: String? = nil
                        if kind(index) == .field {
                            alternativeField = word(index)
                            index += 1
                        }
                        guard kind(index) != nil, let alternative = readNode(tokens, text: text, at: &index, field: alternativeField) else { return nil }
                        node.alternatives.append(alternative)
                    }
                    guard !node.alternatives.isEmpty else { return nil }
                }
                index += 1
            default:
                return nil
            }
            while kind(index) == .capture {
                node.captures.append(tokens[index].range)
                captures.append(tokens[index].range)
                index += 1
            }
            nodes[position] = node
            return position
        }
    }

    /// `written` for `language`, its captures numbered by `captureID` (nil when a name is not the
    /// query's); nil when a type is not a visible type of the grammar, or a field not its, or when
    /// the order of its claims could decide a byte (below). `latestWins`: the grammar's precedence.
    init?(_ written: Written, pattern: UInt16, language: OpaquePointer, latestWins: Bool, captureID: (Range<Int>) -> UInt32?) {
        // The outermost node is the first read (a group around it adds no node).
        guard written.root == 0 else { return nil }
        let count = Int(ts_language_symbol_count(language))
        var steps: [Step] = []
        for node in written.nodes {
            var step = Step(field: 0, symbols: [Bool](repeating: false, count: count), captures: [], children: node.children,
                            alternatives: node.alternatives)
            if let name = node.field {
                guard let field = ParentChainPatterns.field(named: name, in: language) else { return nil }
                step.field = field
            }
            if let wildcard = node.wildcard {
                step.symbols = ParentChainPatterns.wildcardSymbols(wildcard, in: language)
            }
            for type in node.types {
                guard let symbol = ParentChainPatterns.symbol(named: type.name, isNamed: type.named, in: language),
                      Int(symbol) < count else { return nil }
                step.symbols[Int(symbol)] = true
            }
            for capture in node.captures {
                guard let id = captureID(capture) else { return nil }
                step.captures.append(id)
            }
            steps.append(step)
        }
        // An alternation may be any of its alternatives' types (nested ones come later in the list).
        for index in steps.indices.reversed() where !steps[index].alternatives.isEmpty {
            for alternative in steps[index].alternatives {
                for symbol in 0..<count where steps[alternative].symbols[symbol] { steps[index].symbols[symbol] = true }
            }
            // Two alternatives that may match one node must claim it alike (childless, the same captures).
            for (offset, first) in steps[index].alternatives.enumerated() {
                for second in steps[index].alternatives[(offset + 1)...]
                where zip(steps[first].symbols, steps[second].symbols).contains(where: { $0 && $1 }) {
                    let a = steps[first], b = steps[second]
                    guard a.children.isEmpty, b.children.isEmpty, a.alternatives.isEmpty, b.alternatives.isEmpty,
                          a.captures == b.captures else { return nil }
                }
            }
        }
        // No node may be matched by two steps: which of two captures of one pattern wins a node depends
        // on the order the cursor reports them in (``Owners``), which this does not follow. Steps under
        // different nodes match different nodes, so sibling steps of disjoint types are enough.
        for step in steps {
            for (offset, first) in step.children.enumerated() {
                for second in step.children[(offset + 1)...] where zip(steps[first].symbols, steps[second].symbols).contains(where: { $0 && $1 }) {
                    return nil
                }
            }
        }
        // Where the latest capture starting on a byte wins (``Owners``), a node and one inside it that start
        // together tie, and the cursor claims the outer one again with each match, after the inner ones of
        // the matches before: a pattern that captures a node and, differently, one inside it is left to
        // the cursor. (Where the smallest node wins, the outer one of two of a size is claimed first either way.)
        if latestWins {
            func capturesBelow(_ index: Int) -> Set<UInt32> {
                var found = Set<UInt32>()
                for next in steps[index].children + steps[index].alternatives {
                    found.formUnion(steps[next].captures)
                    found.formUnion(capturesBelow(next))
                }
                return found
            }
            for (index, step) in steps.enumerated() where !step.captures.isEmpty {
                if !capturesBelow(index).isSubset(of: Set(step.captures)) { return nil }
            }
        }
        self.pattern = pattern
        self.steps = steps
    }

    /// Calls `claim(capture, pattern, ancestors)` with each capture of each match of the pattern at
    /// `nodes[index]` (a node of the outermost type). `path`: that node's ancestors, the root first,
    /// when the caller knows them (extended in place while this runs and left as it was); `claim` then
    /// also gets the captured node's ancestors.
    func run(at index: Int, in nodes: UnsafeBufferPointer<FolioPreorderNode>, path: inout [TSNode]?,
             claim: (TSQueryCapture, UInt16, [TSNode]?) -> Void) {
        claimMatches(0, at: index, in: nodes, path: &path, claim: claim)
    }

    /// The visible children of `nodes[index]`, by index.
    private func children(of index: Int, in nodes: UnsafeBufferPointer<FolioPreorderNode>) -> [Int] {
        var result: [Int] = []
        let end = Int(nodes[index].end)
        var child = index + 1
        while child < end {
            result.append(child)
            child = Int(nodes[child].end)
        }
        return result
    }

    /// Whether `steps[step]` is what `nodes[index]` is (type and field), not yet whether its children match.
    @inline(__always) private func admits(_ step: Int, _ index: Int, in nodes: UnsafeBufferPointer<FolioPreorderNode>) -> Bool {
        let wanted = steps[step], symbol = Int(nodes[index].symbol)
        guard symbol < wanted.symbols.count && wanted.symbols[symbol] && (wanted.field == 0 || nodes[index].field == wanted.field) else { return false }
        return wanted.alternatives.isEmpty || wanted.alternatives.contains { admits($0, index, in: nodes) }
    }

    /// Whether the child steps of `steps[step]` match children of `nodes[index]`, in order.
    private func matches(_ step: Int, at index: Int, in nodes: UnsafeBufferPointer<FolioPreorderNode>) -> Bool {
        if !steps[step].alternatives.isEmpty {
            return steps[step].alternatives.contains { admits($0, index, in: nodes) && matches($0, at: index, in: nodes) }
        }
        let wanted = steps[step].children
        guard !wanted.isEmpty else { return true }
        let children = children(of: index, in: nodes)
        var next = 0
        // Each child step at the first child after the previous step's that it matches (the earliest
        // places leave the most room for the steps after it).
        for child in wanted {
            while next < children.count && !(admits(child, children[next], in: nodes) && matches(child, at: children[next], in: nodes)) {
                next += 1
            }
            guard next < children.count else { return false }
            next += 1
        }
        return true
    }

    /// Claims the captures of `steps[step]` on `nodes[index]`, and those of its child steps at every
    /// child some match puts them at; nothing when its child steps have no match there (one pass
    /// decides both).
    private func claimMatches(_ step: Int, at index: Int, in nodes: UnsafeBufferPointer<FolioPreorderNode>, path: inout [TSNode]?,
                              claim: (TSQueryCapture, UInt16, [TSNode]?) -> Void) {
        let node = nodes[index].node
        if !steps[step].alternatives.isEmpty {
            // Each alternative that matches, then the alternation's own captures (tree-sitter adds them
            // after each alternative's).
            for alternative in steps[step].alternatives where admits(alternative, index, in: nodes) && matches(alternative, at: index, in: nodes) {
                claimMatches(alternative, at: index, in: nodes, path: &path, claim: claim)
            }
            for capture in steps[step].captures { claim(TSQueryCapture(node: node, index: capture), pattern, path) }
            return
        }
        let wanted = steps[step].children
        guard !wanted.isEmpty else {
            for capture in steps[step].captures { claim(TSQueryCapture(node: node, index: capture), pattern, path) }
            return
        }
        let children = children(of: index, in: nodes)
        // Which child each step may match, then the earliest place each can take after the steps
        // before it and the latest before the steps after it: a step matches a child in some match
        // exactly when it may match it and the child lies between those two places.
        var fits = [[Bool]](repeating: [Bool](repeating: false, count: children.count), count: wanted.count)
        for (j, child) in wanted.enumerated() {
            for (p, at) in children.enumerated() { fits[j][p] = admits(child, at, in: nodes) && matches(child, at: at, in: nodes) }
        }
        var earliest = [Int](repeating: 0, count: wanted.count), latest = [Int](repeating: 0, count: wanted.count)
        var p = 0
        for j in wanted.indices {
            while p < children.count && !fits[j][p] { p += 1 }
            // No place left for this step: no match here (``run(at:in:path:claim:)`` asks nothing first).
            guard p < children.count else { return }
            earliest[j] = p
            p += 1
        }
        for capture in steps[step].captures { claim(TSQueryCapture(node: node, index: capture), pattern, path) }
        p = children.count - 1
        for j in wanted.indices.reversed() {
            while !fits[j][p] { p -= 1 }
            latest[j] = p
            p -= 1
        }
        path?.append(node)
        defer { path?.removeLast() }
        for (j, child) in wanted.enumerated() where earliest[j] <= latest[j] {
            for p in earliest[j]...latest[j] where fits[j][p] {
                claimMatches(child, at: children[p], in: nodes, path: &path, claim: claim)
            }
        }
    }
}
