import CHighlightGrammars
import Foundation
import Testing
@testable import Highlight

/// Why: Folio links the tree-sitter 0.25 runtime `make grammars` builds from PyPI, not Debian's 0.20
/// (whose query analysis cost 0.6 s of CPU per process on Swift's query), and bounds a parse by the
/// work it does, not by wall-clock time, so a block colours the same on a quiet and a loaded machine.
struct TreeSitterRuntimeTests {
    @Test func theRuntimeIsTreeSitter025() throws {
        // Both only exist in tree-sitter 0.25's api.h: the header and the library are the new ones.
        #expect(TREE_SITTER_LANGUAGE_VERSION == 15)
        #expect(TREE_SITTER_MIN_COMPATIBLE_LANGUAGE_VERSION == 13)
        let swift = try #require(Grammar.named("swift"))
        let abi = ts_language_abi_version(swift.language)
        #expect((13...15).contains(abi), "swift grammar ABI \(abi)")
        // Compiled (a build reads Swift's query as an outline: ``QueryOutline``).
        let compiledWay = try #require(Grammar.uncached("swift", rewritesChains: true, readsOutline: false))
        let compiled = try #require(compiledWay.query?.query, "the Swift highlight query does not compile")
        withExtendedLifetime(compiledWay) { #expect(ts_query_pattern_count(compiled) > 50) }
        #expect(SyntaxHighlighter.runs(of: "let x = 1 // one\n", language: "swift").contains { $0.0 == .keyword })
    }

    /// Debian's libtree-sitter (0.20, the same `ts_*` names) is not linked into the process: objects
    /// compiled before the switch asked for it (the Makefile's `grammars` target deletes them).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/maps"), "no /proc/self/maps"))
    func debiansLibraryIsNotLoaded() throws {
        let maps = try String(contentsOfFile: "/proc/self/maps", encoding: .utf8)
        #expect(!maps.contains("libtree-sitter"), "libtree-sitter is mapped into the test process")
    }

    /// A block over its work budget stays plain, and does so on every run (a wall-clock limit let the
    /// same block come out coloured or plain depending on the machine's load).
    @Test func aBlockOverItsWorkBudgetStaysPlainEveryTime() throws {
        let grammar = try #require(Grammar.named("cpp"))
        // Ambiguous template arguments: about 110 progress callbacks a KB, over the 32 a KB allowed.
        let hostile = Array(String(repeating: "f(a<b,c>d);", count: 2_000).utf8)
        for _ in 0..<3 {
            #expect(TreeColourer(grammar: grammar).classes(of: hostile) == nil)
        }
        let code = String(decoding: hostile, as: UTF8.self)
        let first = SyntaxHighlighter().html(code: code, language: "cpp")
        #expect(SyntaxHighlighter().html(code: code, language: "cpp") == first)
        #expect(first == code.replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;"))
        // The same lines, few enough to fit the fixed allowance, are coloured.
        let small = Array(String(repeating: "f(a<b,c>d);", count: 50).utf8)
        #expect(try #require(TreeColourer(grammar: grammar).classes(of: small)).contains { $0 != 0 })
    }

    /// Ordinary code stays well inside the budget: a large block of real C is coloured throughout.
    @Test func largeOrdinaryBlocksFitTheBudget() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")
        let c = try String(contentsOf: folder.appendingPathComponent("c.c"), encoding: .utf8)
        var block = ""
        while block.utf8.count + c.utf8.count <= SyntaxHighlighter.maximumBytes { block += c }
        let grammar = try #require(Grammar.named("c"))
        let classes = try #require(TreeColourer(grammar: grammar).classes(of: Array(block.utf8)))
        #expect(classes.suffix(c.utf8.count).filter { $0 != 0 }.count > c.utf8.count / 3)
    }
}
