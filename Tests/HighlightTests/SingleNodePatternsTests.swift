import Foundation
import Testing
@testable import Highlight

/// The single-node patterns looked up per node (``SingleNodePatterns``) must colour every byte as
/// the whole query did: checked on every corpus sample and on blocks shaped like the bench's.
@Suite struct SingleNodePatternsTests {
    @Test func readsOnlyPatternsThatNameOneNode() throws {
        func parse(_ text: String) -> (nodes: [SingleNodePatterns.NodeName], captures: [String])? {
            SingleNodePatterns.parse(ArraySlice(Array(text.utf8)))
        }
        let identifier = try #require(parse("(identifier) @variable\n"))
        #expect(identifier.nodes == [.init(name: "identifier", named: true)])
        #expect(identifier.captures == ["variable"])
        #expect(parse("\"let\" @keyword ; a comment\n")?.nodes == [.init(name: "let", named: false)])
        #expect(parse("\"\\\"\" @punctuation")?.nodes == [.init(name: "\"", named: false)])
        let list = try #require(parse("[\n  \"if\" ; why\n  (nil)\n] @keyword @spell"))
        #expect(list.nodes == [.init(name: "if", named: false), .init(name: "nil", named: true)])
        #expect(list.captures == ["keyword", "spell"])
        for other in ["(call (identifier) @function)", "((identifier) @x (#eq? @x \"self\"))", "(comment)+ @comment",
                      "(comment) + @comment", "(_) @x", "_ @x", "name: (identifier) @x", "(ERROR) @error",
                      "(identifier)", "[ (a) @x (b) ] @y", "(a/b) @x", "\"\" @x", "(identifier) @x .", "(identifier) @"] {
            #expect(parse(other) == nil, "\(other)")
        }
    }

    @Test func swiftQueryHandsItsSingleNodePatternsToTheTable() throws {
        let grammar = try #require(Grammar.named("swift"))
        let query = try #require(grammar.query)
        #expect(query.singleNodes.patterns.count > 20)
        let whole = try #require(Grammar.fresh("swift", tablingSingleNodes: false)?.query)
        #expect(whole.singleNodes.isEmpty)
    }

    /// Every corpus sample, and bench-shaped Swift blocks, coloured with the table and with the
    /// whole query: byte for byte the same classes.
    @Test func tableColoursExactlyAsTheWholeQuery() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")
        var samples: [(String, String)] = []
        for entry in PygmentsAgreementTests.corpus {
            let text = try String(contentsOf: folder.appendingPathComponent(entry.file), encoding: .utf8)
            guard let name = SyntaxHighlighter.canonicalLanguage(entry.language), Grammar.isCompiledIn(name) else { continue }
            samples.append((name, text))
        }
        for index in 1...6 { samples.append(("swift", "let value\(index) = compute(\(index), 42)\nprint(value\(index))\n")) }
        samples.append(("swift", "func f<T>(_ x: T) -> some View { if let y = x as? Int { return y } ; \"a\\(b)c\" }\n"))
        var tabled = 0
        for (name, text) in samples {
            let bytes = Array(text.utf8)
            let withTable = try #require(Grammar.fresh(name, tablingSingleNodes: true))
            let whole = try #require(Grammar.fresh(name, tablingSingleNodes: false))
            if let query = withTable.query, !query.singleNodes.isEmpty { tabled += 1 }
            let ours = TreeColourer(grammar: withTable).classes(of: bytes)
            let theirs = TreeColourer(grammar: whole).classes(of: bytes)
            #expect(ours == theirs, "\(name): the table coloured differently from the whole query")
        }
        #expect(tabled >= 20, "most grammars' queries have single-node patterns")
    }
}
