// Why: NodePatternWalk takes a tree's nodes from folio_preorder (Sources/CHighlightGrammars/
// folio_preorder.c), our own walk over tree-sitter's subtrees, instead of stepping a TSTreeCursor.
// It must hand out exactly the nodes a cursor visits, in its order, at the same depths, with the
// same positions, aliases, fields, types and byte ranges (also as `TSNode.startByte`/`endByte` read them),
// and each node's subtree must end where the next node at its depth
// or above starts: compared here node by node for every grammar, on whole and broken code.

import CHighlightGrammars
import Foundation
import Testing
@testable import Highlight

struct FolioPreorderTests {
    /// A node as the walks give it: the node, its depth, its field and where its subtree ends.
    private struct Visit {
        let node: TSNode
        let depth: Int
        let field: TSFieldId
        var end: Int

        func isSame(as other: Visit) -> Bool {
            node.id == other.node.id && node.context.0 == other.node.context.0 && node.context.1 == other.node.context.1
                && node.context.2 == other.node.context.2 && node.context.3 == other.node.context.3
                && ts_node_symbol(node) == ts_node_symbol(other.node) && ts_node_end_byte(node) == ts_node_end_byte(other.node)
                && depth == other.depth && field == other.field && end == other.end
        }
    }

    /// What a TSTreeCursor visits under `root`, each subtree's end worked out from the depths.
    private static func cursorWalk(_ root: TSNode) -> [Visit] {
        var cursor = ts_tree_cursor_new(root)
        defer { ts_tree_cursor_delete(&cursor) }
        var visited: [Visit] = []
        var depth = 0
        func ends(_ visits: [Visit]) -> [Visit] {
            var visits = visits
            var open: [Int] = []
            for index in visits.indices {
                while let last = open.last, visits[last].depth >= visits[index].depth { visits[last].end = index; open.removeLast() }
                open.append(index)
            }
            for index in open { visits[index].end = visits.count }
            return visits
        }
        while true {
            visited.append(Visit(node: ts_tree_cursor_current_node(&cursor), depth: depth,
                                 field: ts_tree_cursor_current_field_id(&cursor), end: 0))
            if ts_tree_cursor_goto_first_child(&cursor) {
                depth += 1
                continue
            }
            while !ts_tree_cursor_goto_next_sibling(&cursor) {
                guard ts_tree_cursor_goto_parent(&cursor) else { return ends(visited) }
                depth -= 1
            }
        }
    }

    private static func preorder(_ root: TSNode, limit: UInt32 = .max) -> [Visit] {
        let count = Int(folio_preorder(root, nil, 0, limit))
        var nodes = [FolioPreorderNode](repeating: FolioPreorderNode(), count: count)
        let written = nodes.withUnsafeMutableBufferPointer { folio_preorder(root, $0.baseAddress, UInt32($0.count), limit) }
        #expect(Int(written) == count)
        for node in nodes {
            #expect(node.symbol == ts_node_symbol(node.node) && node.start_byte == ts_node_start_byte(node.node)
                        && node.end_byte == ts_node_end_byte(node.node))
            // The pointer readers the colouring uses (``TSNode/startByte``, ``TSNode/endByte``) say the same.
            #expect(node.node.startByte == Int(ts_node_start_byte(node.node)) && node.node.endByte == Int(ts_node_end_byte(node.node)))
        }
        return nodes.map { Visit(node: $0.node, depth: Int($0.depth), field: $0.field, end: Int($0.end)) }
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
                    let mismatch = zip(walked, expected).enumerated().first { !$1.0.isSame(as: $1.1) }?.offset
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
            #expect(zip(walked, expected).allSatisfy { $0.isSame(as: $1) })
            #expect(expected.map(\.depth).max() ?? 0 > 3_000)
            // Cut at ten nodes, the open subtrees end at the cut.
            let first = FolioPreorderTests.preorder(root, limit: 10)
            #expect(first.count == 10)
            #expect(zip(first, expected).allSatisfy { $0.node.id == $1.node.id && $0.depth == $1.depth && $0.field == $1.field })
            #expect(first.allSatisfy { $0.end == 10 } == false && first.last?.end == 10)
            var room = [FolioPreorderNode](repeating: FolioPreorderNode(), count: 4)
            let count = room.withUnsafeMutableBufferPointer { folio_preorder(root, $0.baseAddress, 4, .max) }
            #expect(Int(count) == expected.count)
            #expect(zip(room, expected).allSatisfy { $0.node.id == $1.node.id && Int($0.depth) == $1.depth && Int($0.end) == $1.end })
            #expect(folio_preorder(root, nil, 0, 0) == 0)
        }
    }
}
