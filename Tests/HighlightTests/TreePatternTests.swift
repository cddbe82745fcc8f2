// Why: a pattern of nested nodes matched by the walk (TreePattern) must claim exactly what tree-sitter's
// query cursor claims for it: every child step at every child some match puts it at, in order. Each
// query here is run both ways on the same blocks; those the walk does not read must still compile.
// (A pattern of one chain of nodes is a ChainPattern's: ParentChainPatterns rewrites it first.)

import CHighlightGrammars
import Foundation
import Testing
@testable import Highlight

struct TreePatternTests {
    private let bashBlocks = [
        "ls -la foo \"bar\" 'baz' $HOME\n",
        "grep -v x y z | wc -l && echo \"done\" $(date) \"again\" end\n",
        "for f in a b c; do cp \"$f\" \"$f.bak\" x; done\n",
        "f() { echo one \"two\" three \"four\"; }\nf 1 2 3\n",
        "X=1 Y=\"2\" Z=abc env | sort -u -k2 \"file\"\n",
    ]

    /// The classes the walk gives each block with `query`, and those the cursor alone gives.
    private func bothWays(_ query: String, language: String, blocks: [String]) throws -> (walk: [[UInt8]?], cursor: [[UInt8]?], outlined: Bool) {
        let walk = try #require(Grammar.uncached(language, rewritesChains: true, querySource: query))
        let cursor = try #require(Grammar.uncached(language, rewritesChains: true, walksNodes: false, querySource: query))
        let texts = blocks.map { Array($0.utf8) }
        return (texts.map { TreeColourer(grammar: walk).classes(of: $0) }, texts.map { TreeColourer(grammar: cursor).classes(of: $0) },
                walk.query?.query == nil)
    }

    @Test(arguments: [
        // Fields, a child of a child, sibling steps in order, a capture on the outermost node.
        "(command name: (command_name (word) @function) argument: (word) @string)",
        "(command (command_name) @function (string) @string)",
        "(command (string) @string (word) @number)",
        "(command (word) @string (command_name) @function)",
        "(command (command_name) @function (string) @string) @comment",
        "(program (command (command_name (word) @function)))",
        "(variable_assignment name: (variable_name) @keyword value: [(word) (string)] @string)",
        "(variable_assignment value: (variable_name) @keyword (word) @string)",
        "(variable_assignment name: (variable_name) @keyword (word) @string)",
        // Alternations and wildcards as child steps.
        "(command argument: [(word) (string) (raw_string)] @string)",
        "(command argument: (string (_) @constant))",
        "(command (string _ @constant) (word) @number)",
        // A wildcard beside another step may match the same node: left to the cursor.
        "(command (command_name) (_) @constant)",
        "(command (string (string_content) @string) (word) @number)",
        // A group of one node, its captures after it or inside (JavaScript's `(["<" ">"]) @x`).
        "(command (command_name) @function ([(word) (string)]) @string)",
        "(command (command_name) @function ((string) @string) ((number) @number))",
        // An optional step that captures nothing, and a group around the whole pattern (SQL's).
        "((command name: (command_name) @function argument: (string)? (word) @string))",
        "(command (command_name) @function (number)? @number)",
        // Alternations of patterns, captures inside and after them (PHP's).
        "(command [(command_name (word) @function) argument: (string) @string])",
        "(command name: [(command_name (word)) (string)] @function (word) @number)",
        "(command [(word) @string argument: (word) @string] (number) @number)",
        "(command [(word) @string argument: (word) @number])",
        // Sibling steps that may match the same node: left to the cursor.
        "(command (word) @string (word) @number)",
        "(pipeline (command) @function (command) @string)",
        // Anchors and quantifiers: left to the cursor.
        "(command . (command_name) @function)",
        "(command (word)* @string)",
    ])
    func bashPatternsClaimWhatTheCursorClaims(_ pattern: String) throws {
        // With patterns of one node before and after it, so that pattern numbers and precedence count.
        let query = "(comment) @comment\n\(pattern)\n(word) @variable\n"
        let result = try bothWays(query, language: "bash", blocks: bashBlocks)
        for (index, walked) in result.walk.enumerated() {
            #expect(walked == result.cursor[index], "\(pattern), block \(index)")
        }
        let cursorOnly = ["(command (word) @string (word) @number)", "(pipeline (command) @function (command) @string)",
                          "(command (command_name) (_) @constant)", "(command (command_name) @function (number)? @number)",
                          "(command [(word) @string argument: (word) @number])"]
        let tree = pattern.contains(" . ") || pattern.contains("*") || cursorOnly.contains(pattern)
        #expect(result.outlined == !tree, "\(pattern): read without compiling")
    }

    /// A match needs every child step: a pattern whose steps come in the wrong order colours nothing.
    @Test func stepsMatchInTheOrderWritten() throws {
        let result = try bothWays("(command (word) @string (command_name) @function)", language: "bash", blocks: ["ls -la x\n"])
        #expect(result.walk == result.cursor)
        #expect(result.walk.first??.allSatisfy { $0 == 0 } == true)
        let forward = try bothWays("(command (command_name) @function (word) @string)", language: "bash", blocks: ["ls -la x\n"])
        #expect(forward.walk.first??.contains { $0 != 0 } == true)
    }

    /// Swift's query, with its pattern of nested nodes, is read and run without tree-sitter compiling
    /// it, and colours attributes as the cursor does.
    @Test func swiftsQueryIsNotCompiled() throws {
        let swift = try #require(Grammar.named("swift")?.query)
        #expect(swift.query == nil)
        #expect(swift.nodePatterns?.trees.isEmpty == false)
        let blocks = ["@MainActor final class A {\n    @Published var x = 0\n    @available(iOS 15, *) @objc public func f() {}\n}\n",
                      "struct S { @State private var on = false; @Binding var y: Int }\n"]
        let walk = try #require(Grammar.uncached("swift", rewritesChains: true))
        let cursor = try #require(Grammar.uncached("swift", rewritesChains: true, walksNodes: false))
        for block in blocks {
            let bytes = Array(block.utf8)
            let walked = try #require(TreeColourer(grammar: walk).classes(of: bytes))
            #expect(walked == TreeColourer(grammar: cursor).classes(of: bytes), "\(block)")
            // `MainActor` (bytes 1…) takes the attribute's colour, as its `@` does.
            if block.hasPrefix("@MainActor") { #expect(walked[1] == walked[0] && walked[0] != 0) }
        }
    }
}
