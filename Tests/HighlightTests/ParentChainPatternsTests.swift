import CHighlightGrammars
import Foundation
import Testing
@testable import Highlight

/// Why: the rewrite of "node inside a parent" patterns (``ParentChainPatterns``, run by
/// ``ChainPattern``) is only a speed-up of the query's compile; it must touch nothing but the plain
/// shape, and colour every block exactly as the query as written does.
struct ParentChainPatternsTests {
    private static func rewrite(_ query: String, in grammar: String = "swift") throws -> String {
        let language = try #require(Grammar.named(grammar)?.language)
        return String(decoding: ParentChainPatterns.rewrite(Array(query.utf8), language: language), as: UTF8.self)
    }

    @Test func thePlainShapeIsRewrittenToItsOutermostNode() throws {
        #expect(try Self.rewrite("(function_declaration (simple_identifier) @function.method)")
                == #"((function_declaration) @function.method (#folio-chain? @function.method "O=function_declaration" "/" "N=simple_identifier"))"#)
        #expect(try Self.rewrite("""
            (call_expression
              ; foo.bar.baz(): the baz
              (navigation_expression
                (navigation_suffix
                  (simple_identifier) @function.call)))
            """) == #"((call_expression) @function.call (#folio-chain? @function.call "O=call_expression" "/" "N=navigation_expression" "/" "N=navigation_suffix" "/" "N=simple_identifier"))"#)
        // Wrapped with text predicates: they follow the chain's, as written.
        #expect(try Self.rewrite(#"((navigation_expression (simple_identifier) @type) (#match? @type "^[A-Z]"))"#)
                == #"((navigation_expression) @type (#folio-chain? @type "O=navigation_expression" "/" "N=simple_identifier") (#match? @type "^[A-Z]"))"#)
        // Predicates inside the pattern move after the chain's.
        #expect(try Self.rewrite(#"(call_expression (simple_identifier) @b (#any-of? @b "print" "dump"))"#)
                == #"((call_expression) @b (#folio-chain? @b "O=call_expression" "/" "N=simple_identifier") (#any-of? @b "print" "dump"))"#)
        // Two captures on the node; the text around a pattern stays.
        #expect(try Self.rewrite("; lead\n(call_expression (simple_identifier) @a @b) ; tail\n\n(comment) @comment\n")
                == "; lead\n((call_expression) @a @b (#folio-chain? @a @b \"O=call_expression\" \"/\" \"N=simple_identifier\")) ; tail\n\n(comment) @comment\n")
        // Fields, anonymous nodes (escapes kept) and alternations of childless nodes.
        #expect(try Self.rewrite("(function_declaration name: (simple_identifier) @f)")
                == #"((function_declaration) @f (#folio-chain? @f "O=function_declaration" "/" "F=name" "N=simple_identifier"))"#)
        #expect(try Self.rewrite(#"(line_string_literal ["\\(" ")"] @s)"#)
                == #"((line_string_literal) @s (#folio-chain? @s "O=line_string_literal" "/" "A=\\(" "A=)"))"#)
        #expect(try Self.rewrite("(call_expression [(simple_identifier) (integer_literal)] @f)")
                == #"((call_expression) @f (#folio-chain? @f "O=call_expression" "/" "N=simple_identifier" "N=integer_literal"))"#)
        #expect(try Self.rewrite(#"(ternary_expression ["?" ":"] @t)"#, in: "swift")
                == #"((ternary_expression) @t (#folio-chain? @t "O=ternary_expression" "/" "A=?" "A=:"))"#)
        // Wildcards below the outermost node: `(_)` any named node, `_` any node.
        #expect(try Self.rewrite("(call_expression (_) @f)")
                == #"((call_expression) @f (#folio-chain? @f "O=call_expression" "/" "W=named"))"#)
        #expect(try Self.rewrite("(call_expression (_ (simple_identifier) @f))")
                == #"((call_expression) @f (#folio-chain? @f "O=call_expression" "/" "W=named" "/" "N=simple_identifier"))"#)
        #expect(try Self.rewrite("(call_expression suffix: _ @f)")
                == #"((call_expression) @f (#folio-chain? @f "O=call_expression" "/" "F=suffix" "W=any"))"#)
    }

    @Test func everyOtherShapeIsLeftAsWritten() throws {
        let untouched = [
            "(function_declaration nosuchfield: (simple_identifier) @f)",   // a field the grammar lacks
            "(call_expression . (simple_identifier) @f)",                    // an anchor
            "(call_expression (simple_identifier)* @f)",                     // a quantifier
            "(call_expression [(simple_identifier) (integer_literal)]? @f)",
            "(call_expression (simple_identifier) @f) @call",                // the parent captured
            "(call_expression (simple_identifier) @f @g) @call",
            "(_ (simple_identifier) @f)",                                     // a wildcard outermost
            "(call_expression [(_) (simple_identifier)] @f)",                 // a wildcard in an alternation
            "(call_expression [(navigation_expression (simple_identifier))] @f)", // an alternation with children
            #"(call_expression "no such token" @f)"#,                         // not a token of the grammar
            "(call_expression (simple_identifier) (call_suffix) @f)",        // two children
            "(call_expression (simple_identifier))",                          // nothing captured
            "(simple_identifier) @f",                                         // a single node
            "(no_such_type (simple_identifier) @f)",                          // not a type of the grammar
            "(call_expression !suffix (simple_identifier) @f)",              // a negated field
            "((call_expression (simple_identifier) @f) @c (#eq? @f \"x\"))",  // a capture outside the chain
            "((call_expression (simple_identifier) @f) (simple_identifier))", // a sibling pattern, not a predicate
            #"((call_expression (simple_identifier) @f) "x")"#,               // a sibling token, not a predicate
            "(call_expression (simple_identifier) @f (simple_identifier))",
            #"(call_expression (simple_identifier) @f (#eq? @f "x") @g)"#,
            #"(call_expression "\x" @f)"#,                                  // an escape tree-sitter may read otherwise
            #"(if_statement "if" @keyword)"#,                                 // one keyword (Chain.isOneKeyword)
        ]
        for query in untouched { #expect(try Self.rewrite(query) == query, "\(query)") }
        // A small grammar's query is compiled as written (JSON: 32 parse states).
        #expect(try Self.rewrite("(pair key: (string) @keyword)", in: "json") == "(pair key: (string) @keyword)")
    }

    /// Every grammar's query, rewritten and as written, colours the agreement corpus and its cut-off
    /// halves (broken code, error trees) byte for byte the same.
    @Test func everyGrammarColoursAsTheQueryAsWritten() throws {
        let texts = try HighlightCorpus.wholeAndCut()
        var rewritten = 0
        for name in Grammar.names {
            guard let fast = Grammar.uncached(name, rewritesChains: true), let written = Grammar.uncached(name, rewritesChains: false),
                  let query = fast.query else { continue }
            rewritten += query.chainGroups.joined().count
            #expect(query.predicates.count == written.query?.predicates.count, "\(name): the same patterns")
            for (index, text) in texts.enumerated() {
                let expected = TreeColourer(grammar: written).classes(of: text)
                #expect(TreeColourer(grammar: fast).classes(of: text) == expected, "\(name), text \(index)")
            }
        }
        // Swift's query alone has ten such patterns: the test compares something.
        #expect(rewritten >= 10)
        #expect(try #require(Grammar.named("swift")?.query).chainGroups.joined().count >= 10)
    }
}
