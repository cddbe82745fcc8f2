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

    private init?(_ entry: FolioGrammar) {
        guard let language = entry.language() else { return nil }
        name = String(cString: entry.name)
        self.language = language
        latestPatternWins = entry.latestPatternWins != 0
        let source = String(cString: entry.highlightQuery)
        query = source.isEmpty ? nil : HighlightQuery(source: source, language: language)
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var loaded: [String: Grammar] = [:]
    private static let indexByName: [String: Int32] = {
        var result: [String: Int32] = [:]
        for index in 0..<folio_grammar_count {
            result[String(cString: folio_grammar_at(index).pointee.name)] = index
        }
        return result
    }()

    /// The names of every compiled-in grammar.
    static var names: [String] { indexByName.keys.sorted() }

    /// Whether a grammar called `name` is compiled in (without loading it).
    static func isCompiledIn(_ name: String) -> Bool { indexByName[name] != nil }

    /// The grammar called `name` (a name of grammars.tsv, not an alias), loaded once.
    static func named(_ name: String) -> Grammar? {
        guard let index = indexByName[name] else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let grammar = loaded[name] { return grammar }
        let grammar = Grammar(folio_grammar_at(index).pointee)
        loaded[name] = grammar
        return grammar
    }
}
