import CHighlightGrammars
import Foundation

/// One `(#eq? @capture "text")`-style condition of a pattern: tree-sitter leaves text predicates to
/// its caller, so ``TreeColourer`` tests them on every match of a pattern that has them.
///
/// Why the care about speed: bash's query tests every argument of every command with
/// `#match? "^-"`, Swift's every identifier with a few, so a block can ask hundreds of times. A
/// regular expression that is a literal after `^` is a prefix test on the bytes; any other one is
/// answered by `NSRegularExpression` once per distinct text (``RegexTest``); `#any-of?` looks words up
/// without building an array; `#has-ancestor?` compares symbols, not type names as strings.
struct TextPredicate: @unchecked Sendable {
    enum Test {
        case equalsText([UInt8])
        case equalsCapture(UInt32)
        case matches(RegexTest)
        case anyOf(WordSet)
        /// `#has-ancestor? @capture type…` (`#has-parent?`: the nearest ancestor only), Neovim's
        /// test of where a node stands: Objective-C's query colours an identifier as a property
        /// only inside a `struct_declaration`. Ignoring it would make every identifier a property.
        /// `symbols`: the same names as a table by symbol (``NodeRoles/symbols(named:in:)``).
        case hasAncestor(Set<String>, symbols: [Bool], parentOnly: Bool)
        /// `#folio-chain? @captures… "O=type" "/" step…` (``ParentChainPatterns``): a rewritten pattern's
        /// captures in written order, outermost type and child steps; ``ChainPattern`` runs them, so as
        /// a test it always holds.
        case chain(outermost: TSSymbol, steps: [ChainPattern.Step], captures: [UInt32])
        /// `#is? local` and the like need scope analysis this highlighter does not do: the pattern
        /// is taken not to match (Ruby's "an identifier that is not a local is a method call").
        case never
    }
    let capture: UInt32
    let test: Test
    let negated: Bool

    /// nil for predicates that are not text tests (`#set!`, `#is?`, …), which are then ignored.
    init?(_ predicate: QueryOutline.Predicate, language: OpaquePointer) {
        let name = predicate.name
        guard !predicate.arguments.isEmpty else { return nil }
        if name == "is?" || name == "is-not?" {
            capture = 0
            test = .never
            negated = false
            return
        }
        guard predicate.arguments.count >= 2, case .capture(let first)? = predicate.arguments.first else { return nil }
        capture = first
        negated = name.hasPrefix("not-")
        let rest = predicate.arguments.dropFirst()
        let strings = rest.compactMap { argument -> [UInt8]? in
            if case .string(let text) = argument { return Array(text.utf8) } else { return nil }
        }
        switch name {
        case "eq?", "not-eq?":
            if case .capture(let other)? = rest.first { test = .equalsCapture(other) }
            else { test = .equalsText(strings.first ?? []) }
        case "match?", "not-match?":
            guard let pattern = strings.first.map({ String(decoding: $0, as: UTF8.self) }),
                  let regex = RegexTest(pattern: TextPredicate.regex(fromLuaClasses: pattern)) else { return nil }
            test = .matches(regex)
        case "any-of?", "not-any-of?":
            test = .anyOf(WordSet(Set(strings)))
        case "has-ancestor?", "not-has-ancestor?", "has-parent?", "not-has-parent?":
            let names = Set(strings.map { String(decoding: $0, as: UTF8.self) })
            test = .hasAncestor(names, symbols: NodeRoles.symbols(named: names, in: language), parentOnly: name.hasSuffix("parent?"))
        case ParentChainPatterns.predicateName:
            let chain = ParentChainPatterns.chain(strings.map { String(decoding: $0, as: UTF8.self) }, in: language)
            let captures = predicate.arguments.compactMap { argument -> UInt32? in
                if case .capture(let id) = argument { return id } else { return nil }
            }
            test = .chain(outermost: chain.outermost, steps: chain.steps, captures: captures)
        default:
            return nil
        }
    }

    /// `pattern` with Lua's character classes (`%d`, `%a`, `%s`, `%w`, `%x`, `%l`, `%u`) written as
    /// regular-expression ones. Some queries were written for Neovim's `#lua-match?` but say `#match?`
    /// (tree-sitter-sql's numbers: `"^[-+]?%d+$"`), which a regex engine reads as a literal `%d`.
    /// A `%` before anything else (make's `[%\*\?]` wildcards) stays as it is.
    static func regex(fromLuaClasses pattern: String) -> String {
        let classes: [Character: String] = ["d": "0-9", "a": "A-Za-z", "s": "\\s", "w": "A-Za-z0-9",
                                            "x": "0-9A-Fa-f", "l": "a-z", "u": "A-Z"]
        var result = ""
        var inSet = false
        var previous: Character?
        var characters = pattern.makeIterator()
        var pending = characters.next()
        while let character = pending {
            pending = characters.next()
            if character == "%", previous != "\\", let next = pending, let members = classes[next] {
                result += inSet ? members : "[" + members + "]"
                pending = characters.next()
                previous = next
                continue
            }
            if character == "[" && previous != "\\" { inSet = true }
            if character == "]" && previous != "\\" { inSet = false }
            result.append(character)
            previous = character
        }
        return result
    }

    /// What a predicate sees of one match: its captures, the block's bytes and the tree's root.
    struct Match {
        let captures: UnsafeBufferPointer<TSQueryCapture>
        let bytes: UnsafeBufferPointer<UInt8>
        let root: TSNode

        /// The text of the match's first capture with this index (nil: the match has none).
        func text(_ index: UInt32) -> UnsafeBufferPointer<UInt8>.SubSequence? {
            guard let capture = captures.first(where: { $0.index == index }) else { return nil }
            let start = capture.node.startByte, end = capture.node.endByte
            return start <= end && end <= bytes.count ? bytes[start..<end] : nil
        }

        /// Whether an ancestor of the capture's node (only its parent when `parentOnly`) has one of
        /// the types. Ancestors whose type has no name do not count (nor as the parent).
        func hasAncestor(_ index: UInt32, names: Set<String>, symbols: [Bool], parentOnly: Bool) -> Bool {
            guard let capture = captures.first(where: { $0.index == index }) else { return false }
            let chain = UseSiteRule.ancestors(of: capture.node, root: root)
            for ancestor in chain.reversed() {
                if Int(ts_node_symbol(ancestor)) >= symbols.count && ts_node_type(ancestor) == nil { continue }
                if NodeRoles.type(of: ancestor, isIn: symbols, names: names) { return true }
                if parentOnly { return false }
            }
            return false
        }
    }

    /// The outermost type and steps of a ``Test/chain(outermost:steps:)`` test, nil for any other.
    var chain: (outermost: TSSymbol, steps: [ChainPattern.Step], captures: [UInt32])? {
        if case .chain(let outermost, let steps, let captures) = test, !negated { return (outermost, steps, captures) }
        return nil
    }

    /// Whether the match passes.
    func holds(in match: Match) -> Bool {
        if case .never = test { return false }
        guard let own = match.text(capture) else { return true }
        let result: Bool
        switch test {
        case .never: result = false
        case .equalsText(let expected): result = own.elementsEqual(expected)
        case .equalsCapture(let other): result = match.text(other).map { own.elementsEqual($0) } ?? false
        case .anyOf(let words): result = words.contains(own)
        case .hasAncestor(let names, let symbols, let parentOnly):
            result = match.hasAncestor(capture, names: names, symbols: symbols, parentOnly: parentOnly)
        case .chain: result = true
        case .matches(let regex): result = regex.matches(own)
        }
        return result != negated
    }

    /// The words of an `#any-of?`, grouped by length, so a capture's text is looked up in place.
    struct WordSet {
        private let byLength: [[[UInt8]]]

        init(_ words: Set<[UInt8]>) {
            var groups = [[[UInt8]]](repeating: [], count: (words.map(\.count).max() ?? -1) + 1)
            for word in words { groups[word.count].append(word) }
            byLength = groups
        }

        func contains(_ text: UnsafeBufferPointer<UInt8>.SubSequence) -> Bool {
            text.count < byLength.count && byLength[text.count].contains { $0.elementsEqual(text) }
        }
    }
}
