// Why: NodePatternWalk takes a tree's nodes from folio_preorder (Sources/CHighlightGrammars/
// folio_preorder.c), our own walk over tree-sitter's subtrees, instead of stepping a TSTreeCursor.
// It must hand out exactly the nodes a cursor visits, in its order, at the same depths, with the
// same positions and aliases: compared here node by node for every grammar, on whole and broken code.

import CHighlightGrammars
import Foundation
import Testing
@testable import Highlight

struct FolioPreorderTests {
    /// What a TSTreeCursor visits under `root`: each node and its depth.
    private static func cursorWalk(_ root: TSNode) -> [(TSNode, Int)] {
        var cursor = ts_tree_cursor_new(root)
        defer { ts_tree_cursor_delete(&cursor) }
        var visited: [(TSNode, Int)] = []
        var depth = 0
        while true {
            visited.append((ts_tree_cursor_current_node(&cursor), depth))
            if ts_tree_cursor_goto_first_child(&cursor) {
                depth += 1
                continue
            }
            while !ts_tree_cursor_goto_next_sibling(&cursor) {
                guard ts_tree_cursor_goto_parent(&cursor) else { return visited }
                depth -= 1
            }
        }
    }

    private static func preorder(_ root: TSNode, limit: UInt32 = .max) -> [(TSNode, Int)] {
        let count = Int(folio_preorder(root, nil, 0, limit))
        var nodes = [FolioPreorderNode](repeating: FolioPreorderNode(), count: count)
        let written = nodes.withUnsafeMutableBufferPointer { folio_preorder(root, $0.baseAddress, UInt32($0.count), limit) }
        #expect(Int(written) == count)
        return nodes.map { ($0.node, Int($0.depth)) }
    }

    private static func same(_ a: TSNode, _ b: TSNode) -> Bool {
        a.id == b.id && a.context.0 == b.context.0 && a.context.1 == b.context.1 && a.context.2 == b.context.2
            && a.context.3 == b.context.3 && ts_node_symbol(a) == ts_node_symbol(b) && ts_node_end_byte(a) == ts_node_end_byte(b)
    }

    /// `check` with the tree of `text` parsed by `grammar`.
    private static func withTree(_ text: [UInt8], grammar: Grammar, _ check: (TSNode) -> Void) throws {
        let parser = try #require(grammar.takeParser())
        defer { grammar.recycle(parser) }
        let tree = try #require(text.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                ts_parser_parse_string(parser, nil, $0, UInt32(buffer.count))
            }
        })
        defer { ts_tree_delete(tree) }
        check(ts_tree_root_node(tree))
    }

    @Test func everyGrammarsTreesAreWalkedAsTheCursorWalksThem() throws {
        let texts = try HighlightCorpus.wholeAndCut()
        var compared = 0
        for name in Grammar.names {
            let grammar = try #require(Grammar.named(name))
            for (index, text) in texts.enumerated() where !text.isEmpty {
                try FolioPreorderTests.withTree(text, grammar: grammar) { root in
                    let expected = FolioPreorderTests.cursorWalk(root), walked = FolioPreorderTests.preorder(root)
                    #expect(walked.count == expected.count, "\(name), text \(index)")
                    let mismatch = zip(walked, expected).enumerated().first { !FolioPreorderTests.same($1.0.0, $1.1.0) || $1.0.1 != $1.1.1 }?.offset
                    #expect(mismatch == nil, "\(name), text \(index): node \(mismatch ?? -1) differs")
                    compared += expected.count
                }
            }
        }
        #expect(compared > 100_000, "\(compared) nodes compared")
    }

    /// Nesting deeper than the walk's 64 frames on the C stack (hidden and visible), a limit, and too
    /// little room: the count says so and only the room is written.
    @Test func deepTreesLimitsAndShortBuffers() throws {
        let json = try #require(Grammar.named("json"))
        let deep = Array((String(repeating: "[", count: 3_000) + "1" + String(repeating: "]", count: 3_000)).utf8)
        try FolioPreorderTests.withTree(deep, grammar: json) { root in
            let expected = FolioPreorderTests.cursorWalk(root), walked = FolioPreorderTests.preorder(root)
            #expect(expected.count > 6_000)
            #expect(walked.count == expected.count)
            #expect(zip(walked, expected).allSatisfy { FolioPreorderTests.same($0.0, $1.0) && $0.1 == $1.1 })
            #expect(expected.map(\.1).max() ?? 0 > 3_000)
            let first = FolioPreorderTests.preorder(root, limit: 10)
            #expect(first.count == 10)
            #expect(zip(first, expected).allSatisfy { FolioPreorderTests.same($0.0, $1.0) && $0.1 == $1.1 })
            var room = [FolioPreorderNode](repeating: FolioPreorderNode(), count: 4)
            let count = room.withUnsafeMutableBufferPointer { folio_preorder(root, $0.baseAddress, 4, .max) }
            #expect(Int(count) == expected.count)
            #expect(zip(room, expected).allSatisfy { FolioPreorderTests.same($0.node, $1.0) && Int($0.depth) == $1.1 })
            #expect(folio_preorder(root, nil, 0, 0) == 0)
        }
    }
}
