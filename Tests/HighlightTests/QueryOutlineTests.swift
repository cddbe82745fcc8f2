// Why: a query read as a QueryOutline is never compiled, so nothing but this checks that the outline
// numbers patterns, captures and predicates exactly as tree-sitter does. Every compiled-in grammar's
// query is read both ways and compared; the grammars the bench and the seeds use must take the fast way.

import CHighlightGrammars
import Foundation
import Testing
@testable import Highlight

struct QueryOutlineTests {
    /// The query text ``HighlightQuery`` reads for grammar `name` (its chains rewritten for a walk).
    private func queryText(_ name: String) -> (text: [UInt8], language: OpaquePointer)? {
        guard let index = (0..<folio_grammar_count).first(where: { String(cString: folio_grammar_at($0).pointee.name) == name }),
              let language = folio_grammar_at(index).pointee.language() else { return nil }
        let source = Array(String(cString: folio_grammar_at(index).pointee.highlightQuery).utf8)
        guard !source.isEmpty else { return nil }
        let everyChain = ParentChainPatterns.rewrite(source, language: language, everyChain: true)
        return (NodePatterns.canRun(everyChain, language: language) ? everyChain : ParentChainPatterns.rewrite(source, language: language), language)
    }

    @Test func outlinesNumberPatternsCapturesAndPredicatesAsTreeSitterDoes() throws {
        var outlined: [String] = []
        for name in Grammar.names {
            guard let (text, language) = queryText(name) else { continue }
            var blanked = text
            guard let outline = QueryOutline(text: &blanked, language: language) else {
                #expect(blanked == text, "\(name): a query the outline gives up on is left as it was")
                continue
            }
            outlined.append(name)
            // The blanked text compiles as it is: the outline left out exactly what tree-sitter rejects.
            var offset: UInt32 = 0
            var error = TSQueryErrorNone
            let compiled = blanked.withUnsafeBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    ts_query_new(language, $0, UInt32(buffer.count), &offset, &error)
                }
            }
            let query = try #require(compiled, "\(name): compiles after the outline's blanking (error \(error.rawValue) at \(offset))")
            defer { ts_query_delete(query) }
            let names = (0..<ts_query_capture_count(query)).map { id -> String in
                var length: UInt32 = 0
                return String(cString: ts_query_capture_name_for_id(query, id, &length))
            }
            #expect(outline.captureNames == names, "\(name): capture names in tree-sitter's order")
            #expect(Int(ts_query_pattern_count(query)) == outline.patterns.count, "\(name): pattern count")
            for (index, pattern) in outline.patterns.enumerated() where index < Int(ts_query_pattern_count(query)) {
                #expect(Int(ts_query_start_byte_for_pattern(query, UInt32(index))) == pattern.range.lowerBound, "\(name): pattern \(index) starts")
                #expect(QueryOutline.predicates(of: query, pattern: UInt32(index)) == pattern.predicates, "\(name): pattern \(index) predicates")
            }
            // The same patterns left out as compiling the query one error at a time does.
            let compiledWay = try #require(HighlightQuery(source: String(decoding: text, as: UTF8.self), language: language,
                                                          rewritesChains: false, readsOutline: false))
            #expect(compiledWay.droppedPatterns == outline.droppedPatterns, "\(name): patterns left out")
        }
        // The bench's and the seeds' languages, Swift's with its pattern of nested nodes (``TreePattern``).
        for name in ["swift", "bash", "json", "yaml", "c", "cpp", "go", "kotlin", "css", "markdown"] {
            #expect(outlined.contains(name), "\(name) is read as an outline: \(outlined)")
        }
    }

    /// A grammar whose query is read as an outline ends with the same table, predicates and captures
    /// as one whose query is compiled, and has no compiled query to run.
    @Test func anOutlinedQueryBuildsWhatACompiledOneDoes() throws {
        var compared = 0
        for name in Grammar.names {
            guard let read = Grammar.uncached(name, rewritesChains: true)?.query, read.query == nil else { continue }
            let compiled = try #require(Grammar.uncached(name, rewritesChains: true, readsOutline: false)?.query)
            #expect(compiled.query != nil)
            let (fast, slow) = (try #require(read.nodePatterns), try #require(compiled.nodePatterns))
            #expect(fast.entries == slow.entries && fast.firstEntry == slow.firstEntry && fast.captureIDs == slow.captureIDs, "\(name)")
            #expect(fast.cursorRoots == slow.cursorRoots, "\(name)")
            #expect(read.captureClasses == compiled.captureClasses && read.demotedAtUse == compiled.demotedAtUse
                    && read.forcesPlain == compiled.forcesPlain, "\(name)")
            #expect(read.predicates.map(\.count) == compiled.predicates.map(\.count), "\(name)")
            #expect(read.chainGroupStarts == compiled.chainGroupStarts && read.droppedPatterns == compiled.droppedPatterns, "\(name)")
            compared += 1
        }
        #expect(compared >= 9)
    }

    /// Strings as tree-sitter reads them: a backslash before a character other than `n`, `r`, `t` or `0`
    /// is dropped (SQL's `"^[-+]?%d*\.%d*$"`), and a line break inside a string is an error.
    @Test func stringsReadAsTreeSitterReadsThem() throws {
        func read(_ token: String) -> String? { QueryToken.unquoted(Array(token.utf8)) }
        #expect(read(#""a\.b\"c\\d""#) == #"a.b"c\d"#)
        #expect(read(#""\n\t\r\0\é""#) == "\n\t\r\u{0}é")
        #expect(read("\"a\nb\"") == nil)
        #expect(read(#""a"#) == nil)
        let (_, language) = try #require(queryText("sql"))
        var text = Array(#"((literal) @float (#match? @float "^[-+]?%d*\.%d*$"))"#.utf8)
        let outline = try #require(QueryOutline(text: &text, language: language))
        #expect(outline.patterns.first?.predicates == [.init(name: "match?", arguments: [.capture(0), .string("^[-+]?%d*.%d*$")])])
    }

    @Test func predicatesReadAsWritten() throws {
        let (_, language) = try #require(queryText("bash"))
        var text = Array(#"((word) @a (#match? @a "^-\\w") (#any-of? @a "x" y) (#eq? @a @a)) "if" @b"#.utf8)
        let outline = try #require(QueryOutline(text: &text, language: language))
        #expect(outline.captureNames == ["a", "b"])
        #expect(outline.patterns.count == 2)
        #expect(outline.patterns[0].predicates == [
            .init(name: "match?", arguments: [.capture(0), .string(#"^-\w"#)]),
            .init(name: "any-of?", arguments: [.capture(0), .string("x"), .string("y")]),
            .init(name: "eq?", arguments: [.capture(0), .capture(0)]),
        ])
        // A type bash lacks: left out, its bytes blanked; a capture no pattern defines: not read.
        var unknown = Array("(no_such_node) @x (word) @y".utf8)
        let kept = try #require(QueryOutline(text: &unknown, language: language))
        #expect(kept.droppedPatterns == 1 && kept.captureNames == ["y"])
        #expect(String(decoding: unknown, as: UTF8.self).hasPrefix("                  (word)"))
        var dangling = Array(#"((word) @a (#eq? @b "x"))"#.utf8)
        #expect(QueryOutline(text: &dangling, language: language) == nil)
        // Nested nodes are read (``TreePattern``); with an anchor or a quantifier they are left to tree-sitter.
        var nested = Array("(command (word) @x)".utf8)
        #expect(QueryOutline(text: &nested, language: language)?.captureNames == ["x"])
        for pattern in ["(command . (word) @x)", "(command (word)+ @x)"] {
            var text = Array(pattern.utf8)
            #expect(QueryOutline(text: &text, language: language) == nil, "\(pattern)")
        }
        // Read, but sibling steps that may match one node are left to the cursor: the query is compiled.
        let siblings = "(command (word) @x (word) @y)"
        var siblingText = Array(siblings.utf8)
        #expect(QueryOutline(text: &siblingText, language: language) != nil)
        #expect(HighlightQuery(source: siblings, language: language)?.query != nil)
    }
}
