// Why: a query run as one walk of the nodes (NodePatterns) must colour every block exactly as the
// query cursor does; this compares the two for every grammar on the agreement corpus, whole and cut.

import CHighlightGrammars
import Foundation
import Testing
@testable import Highlight

struct NodePatternsTests {
    @Test func everyGrammarColoursAsTheQueryCursorDoes() throws {
        let texts = try HighlightCorpus.wholeAndCut()
        var walked: [String] = []
        for name in Grammar.names {
            guard let walk = Grammar.uncached(name, rewritesChains: true), let cursor = Grammar.uncached(name, rewritesChains: true, walksNodes: false),
                  let query = walk.query else { continue }
            if query.nodePatterns != nil { walked.append(name) }
            #expect(cursor.query?.nodePatterns == nil)
            for (index, text) in texts.enumerated() {
                let expected = TreeColourer(grammar: cursor).classes(of: text)
                #expect(TreeColourer(grammar: walk).classes(of: text) == expected, "\(name), text \(index)")
            }
        }
        // The bench's three languages run as walks, and most others: the test compares something.
        for name in ["swift", "json", "bash"] { #expect(walked.contains(name), "\(name) runs as a walk") }
        // With wildcard steps in chains, JSON's and bash's queries need no cursor at all.
        for name in ["json", "bash"] {
            #expect(Grammar.named(name)?.query?.nodePatterns?.cursorRoots.contains(true) == false, "\(name)")
        }
        #expect(walked.count >= 15, "\(walked)")
    }

    /// Deep nesting (every level an outermost node of a chain, and ancestors a thousand deep) and a
    /// block over the size the query is run on without a depth check: the same colours either way.
    @Test func deepAndLargeBlocksColourAsTheCursorDoes() throws {
        let texts: [(String, String)] = [
            ("swift", String(repeating: "f(", count: 300) + "x" + String(repeating: ")", count: 300) + "\n"),
            ("json", String(repeating: "[", count: 1_000) + "1" + String(repeating: "]", count: 1_000)),
            ("json", "[" + (0..<600).map { "{\"k\(String($0))\": [\($0), true, null]}" }.joined(separator: ",") + "]"),
            ("bash", (0..<300).map { "ls -la \"$HOME/d\($0)\" | grep -v x${y:-z} # c\n" }.joined()),
        ]
        for (name, text) in texts {
            let walk = try #require(Grammar.uncached(name, rewritesChains: true))
            let cursor = try #require(Grammar.uncached(name, rewritesChains: true, walksNodes: false))
            #expect(walk.query?.nodePatterns != nil)
            let bytes = Array(text.utf8)
            let walked = try #require(TreeColourer(grammar: walk).classes(of: bytes), "\(name) parses")
            #expect(walked.contains { $0 != 0 }, "\(name): something is coloured")
            #expect(walked == TreeColourer(grammar: cursor).classes(of: bytes), "\(name), \(bytes.count) bytes")
        }
    }

    @Test func singleNodeShapesAreRecognised() throws {
        func shape(_ pattern: String) -> NodePatterns.Shape? {
            let text = Array(pattern.utf8)
            return NodePatterns.Shape(tokens: QueryToken.scan(text, in: 0..<text.count), in: text)
        }
        #expect(shape("(string) @string")?.types.map(\.name) == ["string"])
        #expect(shape("\"if\" @keyword")?.types.map(\.named) == [false])
        #expect(shape("[(true) (false) \"nil\"] @constant")?.types.count == 3)
        #expect(shape("((identifier) @constant (#match? @constant \"^[A-Z]\"))")?.captures.count == 1)
        #expect(shape("(call (identifier) @function)") == nil)
        #expect(shape("(comment)+ @comment") == nil)
        #expect(shape("[(a) @x (b)] @y") == nil)
        #expect(shape("((identifier) @x [\"a\"])") == nil)
    }

    @Test func patternsRootedAtANamedTypeAreLeftToTheCursorThere() throws {
        func root(_ pattern: String) -> String? {
            let text = Array(pattern.utf8)
            return NodePatterns.rootType(of: QueryToken.scan(text, in: 0..<text.count), in: text)
        }
        #expect(root("(pair key: (_) @key)") == "pair")
        #expect(root("((command (_) @constant) (#match? @constant \"^-\"))") == "command")
        #expect(root("(modifiers (attribute \"@\" @a (user_type (type_identifier) @a)))") == "modifiers")
        #expect(root("(comment)+ @comment") == nil)
        #expect(root("[(a) (b)] @x") == nil)
        #expect(root("(_ (x) @y)") == "_")
        let swift = try #require(Grammar.named("swift")?.language)
        #expect(ParentChainPatterns.symbol(named: "_", in: swift) == nil)
    }
}
