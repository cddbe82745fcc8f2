import CHighlightGrammars
import Foundation
import Testing
@testable import Highlight

/// The shortcuts the highlighter takes for speed must give the answers of what they replace:
/// `#match?` on the bytes (``RegexTest``) against `NSRegularExpression` on the decoded text, and the
/// use-site rule's tables by symbol (``NodeRoles``) against the same questions asked of type names.
@Suite struct PredicateShortcutTests {
    /// Patterns of the queries Folio compiles in (the first seven take the byte shortcut), and some
    /// that must not.
    static let patterns = ["^-", "^--", "^[A-Z]", "^///[^/]", "^_", "^[a-z_]", "^[0-9a-f]",
                           "^///$", "^(--|\\$)", "^[A-Z][A-Z\\d_]*$", "^[a-z][^.]*$", "^/[*][*][^*].*[*]/$",
                           "[%\\*\\?]", "^[-+]?[0-9]+$", "^[A-Z]+", "^a|b", "^[a-]", "^[^/]x", "^ ", "^."]

    /// Texts around each shortcut's edges: empty, short, non-ASCII first characters, invalid UTF-8,
    /// line breaks, and random bytes.
    static var texts: [[UInt8]] {
        var texts: [[UInt8]] = ["", "-", "--", "-x", "x-", "A", "a", "Ab", "_", "/", "//", "///", "////", "/// doc",
                                "///\n", "///é", "/**/", "/** x */", "ABC_1", "aZ", "0f", "g", "\n-", " -"].map { Array($0.utf8) }
        texts += [[0xC3, 0xA9], [0x2F, 0x2F, 0x2F, 0xFF], [0x2F, 0x2F, 0x2F, 0xE2, 0x80, 0xA8], [0xFF, 0x2D], [0x2D, 0xFF]]
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("-/_*.aAzZ09 \n\u{e9}".utf8) + [0xFF, 0x80]
        for _ in 0..<400 {
            texts.append((0..<Int.random(in: 0...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
        }
        return texts
    }

    @Test func byteShortcutsAnswerAsTheRegularExpressionDoes() throws {
        var shortcuts = 0
        for pattern in Self.patterns {
            let test = try #require(RegexTest(pattern: pattern))
            if test.anchored != nil { shortcuts += 1 }
            for text in Self.texts {
                let string = String(decoding: text, as: UTF8.self)
                let expected = test.regex.firstMatch(in: string, range: NSRange(string.startIndex..., in: string)) != nil
                text.withUnsafeBufferPointer { buffer in
                    #expect(test.matches(buffer[...]) == expected, "\(pattern) on \(text)")
                    #expect(test.matches(buffer[...]) == expected, "\(pattern) on \(text), remembered")
                }
            }
        }
        #expect(shortcuts == 7, "the patterns of the queries that only test the first characters")
        #expect(RegexTest.Anchored("^[A-Z][A-Z\\d_]*$") == nil && RegexTest.Anchored("^a|b") == nil)
    }

    @Test func symbolTablesAnswerAsTheTypeNamesDo() throws {
        for name in Grammar.names {
            let grammar = try #require(Grammar.named(name))
            let language = grammar.language
            let roles = grammar.roles
            for symbol in 0..<UInt16(clamping: ts_language_symbol_count(language)) {
                guard let type = ts_language_symbol_name(language, symbol) else { continue }
                let kind = UseSiteRule.NodeKind(type)
                #expect(roles.isCall[Int(symbol)] == UseSiteRule.isCall(kind), "\(name) \(String(cString: type))")
                #expect(roles.isDefinition[Int(symbol)] == UseSiteRule.isDefinition(kind), "\(name) \(String(cString: type))")
                #expect(roles.isOwnType[Int(symbol)] == UseSiteRule.isOwnType(kind), "\(name) \(String(cString: type))")
            }
            #expect(roles.nameField == ts_language_field_id_for_name(language, "name", 4))
        }
    }

    /// A node's type is the name of the symbol `ts_node_symbol` gives (aliases included), which the
    /// tables rely on: checked on every node of a block per grammar.
    @Test func aNodesTypeIsItsSymbolsName() throws {
        let samples = ["swift": "struct A { func f() -> Int { g(1) } }\n", "c": "int main(void) { return f(2); }\n",
                       "objc": "@interface A : NSObject\n@property int x;\n@end\n", "bash": "ls -l | head -n 3\n",
                       "json": "{\"a\": [1, true, null]}\n", "tsx": "const a = <b c=\"d\">{e}</b>;\n"]
        for (name, code) in samples {
            let grammar = try #require(Grammar.named(name))
            let parser = try #require(grammar.takeParser())
            defer { grammar.recycle(parser) }
            let bytes = Array(code.utf8)
            let tree = try #require(bytes.withUnsafeBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    ts_parser_parse_string(parser, nil, $0, UInt32(buffer.count))
                }
            })
            defer { ts_tree_delete(tree) }
            var cursor = ts_tree_cursor_new(ts_tree_root_node(tree))
            defer { ts_tree_cursor_delete(&cursor) }
            var visited = 0
            var done = false
            while !done {
                let node = ts_tree_cursor_current_node(&cursor)
                let viaSymbol = ts_language_symbol_name(grammar.language, ts_node_symbol(node)).map { String(cString: $0) }
                #expect(viaSymbol == ts_node_type(node).map { String(cString: $0) })
                visited += 1
                if ts_tree_cursor_goto_first_child(&cursor) { continue }
                while !done && !ts_tree_cursor_goto_next_sibling(&cursor) {
                    done = !ts_tree_cursor_goto_parent(&cursor)
                }
            }
            #expect(visited > 3, "\(name): walked the tree")
        }
    }
}
