import CHighlightGrammars
import Foundation

/// One compiled-in tree-sitter grammar with its highlight query, loaded on first use.
///
/// Why lazily: a site that only has Swift blocks should not pay for compiling 25 queries.
final class Grammar: @unchecked Sendable {
    let name: String
    /// tree-sitter's `const TSLanguage *`.
    let language: OpaquePointer
    /// Whether the latest pattern on a node wins (queries written for Neovim), else the earliest.
    let latestPatternWins: Bool
    /// The compiled `highlights.scm`; nil when the grammar has none (it is coloured by node type).
    let query: HighlightQuery?
    /// The class of each symbol by its name, for colouring by node type.
    let symbolClasses: NodeTypeColourer.SymbolClasses
    /// The use-site rule's answers by node type.
    let roles: NodeRoles
    /// Whether type names stay coloured at their uses (``UseSiteRule/coloursTypesAtUse(_:)``).
    let coloursTypesAtUse: Bool

    /// `rewritesChains: false` compiles the query as written (tests compare the two: ``ParentChainPatterns``).
    /// `querySource` replaces the grammar's own query (tests).
    private init?(_ entry: FolioGrammar, rewritesChains: Bool = true, walksNodes: Bool = true, readsOutline: Bool = true,
                  querySource: String? = nil) {
        guard let language = entry.language() else { return nil }
        name = String(cString: entry.name)
        self.language = language
        latestPatternWins = entry.latestPatternWins != 0
        let source = querySource ?? String(cString: entry.highlightQuery)
        query = source.isEmpty ? nil : HighlightQuery(source: source, language: language, rewritesChains: rewritesChains, walksNodes: walksNodes,
                                                               readsOutline: readsOutline, latestWins: latestPatternWins)
        symbolClasses = NodeTypeColourer.SymbolClasses(language: language)
        roles = NodeRoles(language: language)
        coloursTypesAtUse = UseSiteRule.coloursTypesAtUse(name)
    }

    private let poolLock = NSLock()
    private var idleParsers: [OpaquePointer] = []
    private var idleCursors: [OpaquePointer] = []

    /// A parser set to this grammar: an idle one when there is one (creating parsers shows in a
    /// site build's profile), else a new one. Give it back with ``recycle(_:)``.
    func takeParser() -> OpaquePointer? {
        poolLock.lock()
        let idle = idleParsers.popLast()
        poolLock.unlock()
        if let idle { return idle }
        guard let parser = ts_parser_new() else { return nil }
        guard ts_parser_set_language(parser, language) else { ts_parser_delete(parser); return nil }
        return parser
    }

    func recycle(_ parser: OpaquePointer) {
        ts_parser_reset(parser)
        poolLock.lock()
        if idleParsers.count < 16 { idleParsers.append(parser) } else { ts_parser_delete(parser) }
        poolLock.unlock()
    }

    /// A query cursor, idle or new (each `ts_query_cursor_new` allocates its state arrays anew).
    /// Give it back with ``recycle(cursor:)``; `ts_query_cursor_exec` resets it for the next tree.
    func takeCursor() -> OpaquePointer? {
        poolLock.lock()
        let idle = idleCursors.popLast()
        poolLock.unlock()
        return idle ?? ts_query_cursor_new()
    }

    func recycle(cursor: OpaquePointer) {
        poolLock.lock()
        if idleCursors.count < 16 { idleCursors.append(cursor) } else { ts_query_cursor_delete(cursor) }
        poolLock.unlock()
    }

    /// One slot per compiled-in grammar, each with its own lock: compiling a query takes long (Swift's
    /// about 0.1 s of CPU in tree-sitter 0.25, 0.6 s in Debian's 0.20.7), and a page waiting for the Swift
    /// grammar must not hold up another that needs JSON.
    private final class Slot: @unchecked Sendable {
        let index: Int32
        let lock = NSLock()
        var grammar: Grammar?
        var tried = false
        init(index: Int32) { self.index = index }
    }

    private static let slots: [String: Slot] = {
        var result: [String: Slot] = [:]
        for index in 0..<folio_grammar_count {
            result[String(cString: folio_grammar_at(index).pointee.name)] = Slot(index: index)
        }
        return result
    }()

    /// The names of every compiled-in grammar.
    static var names: [String] { slots.keys.sorted() }

    /// Whether a grammar called `name` is compiled in (without loading it).
    static func isCompiledIn(_ name: String) -> Bool { slots[name] != nil }

    /// A new copy of the grammar called `name`, its query compiled as written when `rewritesChains` is
    /// false, run by the query cursor alone when `walksNodes` is false (tests: each way must colour
    /// every block the same), compiled even when it could be read as a ``QueryOutline`` when
    /// `readsOutline` is false.
    /// `querySource` in place of the grammar's own query, when given.
    static func uncached(_ name: String, rewritesChains: Bool, walksNodes: Bool = true, readsOutline: Bool = true,
                         querySource: String? = nil) -> Grammar? {
        slots[name].flatMap {
            Grammar(folio_grammar_at($0.index).pointee, rewritesChains: rewritesChains, walksNodes: walksNodes, readsOutline: readsOutline,
                    querySource: querySource)
        }
    }

    /// The grammar called `name` (a name of grammars.tsv, not an alias), loaded once.
    static func named(_ name: String) -> Grammar? {
        guard let slot = slots[name] else { return nil }
        slot.lock.lock()
        defer { slot.lock.unlock() }
        if !slot.tried {
            slot.grammar = Grammar(folio_grammar_at(slot.index).pointee)
            slot.tried = true
        }
        return slot.grammar
    }
}
