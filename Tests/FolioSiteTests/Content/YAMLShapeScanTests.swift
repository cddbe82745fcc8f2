import Testing
@testable import FolioSite

/// The depth pre-scan must count at least as deep as libyaml nests (never let real nesting
/// through), and must not refuse ordinary front matter for brackets that are only text.
@Suite("YAML shape pre-scan")
struct YAMLShapeScanTests {
    private func depth(_ yaml: String) -> Int { YAMLShapeScan(yaml, limit: 1_000).maxDepth }

    @Test func countsFlowAndBlockNesting() {
        #expect(depth("a: b") == 1)
        #expect(depth("a: [x, [y]]") == 3)
        #expect(depth("a: {b: {c: d}}") == 3)
        #expect(depth("a:\n  b:\n    c: d") == 3)
        #expect(depth("a:\n- - - x") == 4)
        #expect(depth("a: &x !!seq [[y]]") == 3)
        #expect(depth("a: [\n  [\n   [x]]]") == 4)
    }

    @Test func textIsNotNesting() {
        #expect(depth("a: it's [not] a list") == 1)
        #expect(depth("a: '[[[[['") == 1)
        #expect(depth("a: \"{{{\\\"[[[\"") == 1)
        #expect(depth("a: x # [[[[") == 1)
        #expect(depth("a: a#[[[[") == 1)
        #expect(depth("a: |\n  [[[[\n  {{{{\nb: c") == 1)
        #expect(depth("- |\n  [[[[\n- x") == 2)
    }

    @Test func quotesAndCommentsCannotHideNesting() {
        // libyaml reads `a'b` as plain text and `#x` without a blank as text: the brackets count.
        #expect(depth("a: [a'b, [[[x]]], 'c']") == 5)
        #expect(depth("a: [b#c, [[x]]]") == 4)
        // A block scalar ends at a less indented line; what follows is structure again.
        #expect(depth("a: |\n    text\n  b: [[[x]]]") >= 4)
    }

    @Test func everyLineBreakLibyamlKnowsStartsALine() {
        // After a lone CR (or NEL, LS, PS) `- - -` opens block levels, as libyaml reads it; read as
        // one line it looked like a plain scalar after `-(` (the fuzzer's stack-overflow input).
        for lineBreak in ["\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"] {
            #expect(depth("a: -(x" + lineBreak + "- - - - x") >= 5, "break \(lineBreak.unicodeScalars.map { $0.value })")
            let deep = YAMLShapeScan("a: -(x" + lineBreak + String(repeating: "- ", count: 300) + "x", limit: 100)
            #expect(deep.tooDeepAt?.line == 2)
        }
        #expect(YAMLShapeScan.lines(Array("a\r\nb\rc\nd".utf8)).count == 4)
    }

    @Test func findsAliasesAndStopsPastTheLimit() {
        let scan = YAMLShapeScan("a: &x y\nb: [*x, *x]\nc: 'no *x'\nd: *x", limit: 100)
        #expect(scan.aliases.map { [$0.line, $0.column] } == [[2, 5], [2, 9], [4, 4]])
        let deep = YAMLShapeScan("a: " + String(repeating: "[", count: 500), limit: 100)
        #expect(deep.tooDeepAt.map { [$0.line, $0.column] } == [1, 103])
    }
}
