import CHighlightGrammars
import Foundation
@testable import Highlight

/// The syntax tree tree-sitter makes of a block, as an S-expression with each leaf's text: what a
/// query addition has to name. A working aid for the queries (`FOLIO_AGREEMENT_TREE=<fence word>`
/// makes PygmentsAgreementTests print the tree of that language's corpus file).
enum SyntaxTreeDump {
    static func tree(of code: String, language: String) -> String? {
        guard let name = SyntaxHighlighter.canonicalLanguage(language), let grammar = Grammar.named(name),
              let parser = grammar.takeParser() else { return nil }
        defer { grammar.recycle(parser) }
        let bytes = Array(code.utf8)
        guard let tree = bytes.withUnsafeBufferPointer({ buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                ts_parser_parse_string(parser, nil, $0, UInt32(buffer.count))
            }
        }) else { return nil }
        defer { ts_tree_delete(tree) }
        var lines: [String] = []
        func walk(_ node: TSNode, depth: Int, field: String?) {
            let type = String(cString: ts_node_type(node))
            let start = Int(ts_node_start_byte(node)), end = Int(ts_node_end_byte(node))
            let count = ts_node_child_count(node)
            let label = (field.map { "\($0): " } ?? "") + (ts_node_is_named(node) ? type : "\"\(type)\"")
            let text = count == 0 ? "  “" + String(decoding: bytes[start..<end], as: UTF8.self).prefix(40) + "”" : ""
            lines.append(String(repeating: "  ", count: depth) + label + text)
            for index in 0..<count {
                let fieldName = ts_node_field_name_for_child(node, index).map { String(cString: $0) }
                walk(ts_node_child(node, index), depth: depth + 1, field: fieldName)
            }
        }
        walk(ts_tree_root_node(tree), depth: 0, field: nil)
        return lines.joined(separator: "\n")
    }
}
