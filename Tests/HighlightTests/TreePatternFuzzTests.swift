// Why: TreePattern claims to match as tree-sitter's query cursor does, and the grammars' own queries
// hold only a few patterns of nested nodes. Random patterns made from the agreement corpus's own
// trees (so that most of them match somewhere) try the rest: fields, anonymous steps, children of
// children, captures anywhere, sibling steps out of order. Each is run by the walk and by the cursor
// on the corpus blocks of its language, whole and cut, and must colour every byte the same.

import CHighlightGrammars
import Foundation
import Testing
@testable import Highlight

struct TreePatternFuzzTests {
    /// A small deterministic generator (a 64-bit linear congruential step, the top bits used).
    private struct Dice {
        var state: UInt64
        mutating func roll(_ sides: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(sides))
        }
    }

    private static let captures = ["@keyword", "@string", "@function", "@number", "@comment", "@type"]

    /// The pattern text for `node` as a step: its type (named or quoted), maybe a child step of its own.
    private func step(_ node: TSNode, dice: inout Dice, depth: Int) -> String? {
        guard let typeName = ts_node_type(node).map({ String(cString: $0) }), !ts_node_is_missing(node), !ts_node_is_error(node) else { return nil }
        var text: String
        if ts_node_is_named(node) {
            guard !typeName.hasPrefix("_"), typeName != "ERROR" else { return nil }
            text = "(" + typeName
            let count = ts_node_child_count(node)
            if depth < 2, count > 0, dice.roll(3) == 0,
               let inner = step(ts_node_child(node, UInt32(dice.roll(Int(count)))), dice: &dice, depth: depth + 1) {
                text += " " + inner
            }
            text += ")"
        } else {
            guard !typeName.contains(where: { $0 == "\"" || $0 == "\\" || $0.isNewline }), !typeName.isEmpty else { return nil }
            text = "\"" + typeName + "\""
        }
        if dice.roll(2) == 0 { text += " " + Self.captures[dice.roll(Self.captures.count)] }
        return text
    }

    /// A pattern rooted at `node`: up to three of its children as steps, in order (now and then not),
    /// some in their fields.
    private func pattern(at node: TSNode, dice: inout Dice) -> String? {
        guard ts_node_is_named(node), let typeName = ts_node_type(node).map({ String(cString: $0) }),
              !typeName.hasPrefix("_"), typeName != "ERROR", !ts_node_has_error(node) else { return nil }
        let count = Int(ts_node_child_count(node))
        guard count >= 2 else { return nil }
        var chosen = Set<Int>()
        for _ in 0..<(2 + dice.roll(2)) { chosen.insert(dice.roll(count)) }
        var order = chosen.sorted()
        if dice.roll(8) == 0 { order.reverse() }
        var steps: [String] = []
        for index in order {
            guard var text = step(ts_node_child(node, UInt32(index)), dice: &dice, depth: 1) else { return nil }
            // A field only where one child holds it: where several do through a hidden node (bash's `condition:`
            // on a test and its `;`), tree-sitter's cursor gives up at the first, the walk does not (``TreePattern``).
            if dice.roll(2) == 0, let field = ts_node_field_name_for_child(node, UInt32(index)),
               (0..<UInt32(count)).filter({ ts_node_field_name_for_child(node, $0).map { strcmp($0, field) == 0 } ?? false }).count == 1 {
                text = String(cString: field) + ": " + text
            }
            steps.append(text)
        }
        var result = "(" + typeName + " " + steps.joined(separator: " ") + ")"
        if dice.roll(4) == 0 { result += " " + Self.captures[dice.roll(Self.captures.count)] }
        return result
    }

    /// Every node of `tree` with at least two children.
    private func parents(_ root: TSNode) -> [TSNode] {
        var result: [TSNode] = []
        var stack = [root]
        while let node = stack.popLast() {
            let count = ts_node_child_count(node)
            if count >= 2 { result.append(node) }
            for index in 0..<count { stack.append(ts_node_child(node, index)) }
        }
        return result
    }

    @Test(arguments: [("bash", "bash.sh"), ("javascript", "javascript.js"), ("swift", "swift.swift"), ("php", "php.php")])
    func randomPatternsColourAsTheCursorDoes(language: String, file: String) throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")
        let source = try Array(Data(contentsOf: folder.appendingPathComponent(file)))
        let texts = [source, Array(source[..<(source.count / 2)]), Array(source[(source.count / 3)...])]
        let grammar = try #require(Grammar.named(language))
        let parser = try #require(ts_parser_new())
        defer { ts_parser_delete(parser) }
        #expect(ts_parser_set_language(parser, grammar.language))
        let tree = try #require(source.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                ts_parser_parse_string(parser, nil, $0, UInt32(buffer.count))
            }
        })
        defer { ts_tree_delete(tree) }
        let candidates = parents(ts_tree_root_node(tree))
        var dice = Dice(state: UInt64(truncatingIfNeeded: language.utf8.reduce(17) { $0 &* 31 &+ Int($1) }))
        var tried = 0, walked = 0, coloured = 0, impossible = 0
        while tried < 60 {
            guard let pattern = pattern(at: candidates[dice.roll(candidates.count)], dice: &dice) else { continue }
            tried += 1
            let query = "(comment) @comment\n" + pattern + "\n"
            guard let walk = Grammar.uncached(language, rewritesChains: true, querySource: query),
                  let cursor = Grammar.uncached(language, rewritesChains: true, walksNodes: false, querySource: query) else {
                Issue.record("\(language): no grammar for \(pattern)")
                continue
            }
            // A pattern tree-sitter's analysis of the grammar calls impossible is left out when it compiles
            // the query (``HighlightQuery``), even where a tree has it: not a matter of matching.
            // (`QueryOutlineTests` checks the grammars' own queries have none the outline reads.)
            if cursor.query?.droppedPatterns != 0 { impossible += 1; continue }
            if walk.query?.nodePatterns?.trees.isEmpty == false { walked += 1 }
            for (index, text) in texts.enumerated() {
                let expected = TreeColourer(grammar: cursor).classes(of: text)
                if expected?.contains(where: { $0 != 0 }) == true { coloured += 1 }
                #expect(TreeColourer(grammar: walk).classes(of: text) == expected, "\(language), text \(index): \(pattern)")
            }
        }
        // Most patterns ran as trees, and they coloured something: the comparison compares something.
        #expect(walked >= 30, "\(language): \(walked) of \(tried) patterns run as trees")
        #expect(coloured >= 60, "\(language): \(coloured) texts coloured")
    }
}
