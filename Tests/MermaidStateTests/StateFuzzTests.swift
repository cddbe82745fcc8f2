import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidState

/// Property: whatever the input, the state renderer either draws or throws a `MermaidError`
/// with a position inside the input; it never crashes or hangs.
@Suite struct StateFuzzTests {
    private func check(_ text: String) {
        let violation = FuzzProperty.violation(for: text) { try DiagramHarness.render($0) }
        #expect(violation == nil, "\(violation ?? "")")
    }

    @Test func mutatedCorpusDiagrams() {
        let texts = FuzzInputs.corpusTexts(keywords: ["stateDiagram"])
        for (index, text) in texts.enumerated() {
            for mutated in FuzzInputs.mutations(of: text, seed: UInt64(index + 11), count: 40) { check(mutated) }
        }
    }

    @Test func handWrittenMutations() {
        let base = "stateDiagram-v2\n[*] --> A : go<br/>now\nstate A {\ndirection LR\n[*] --> b\n--\nstate c <<choice>>\n}\nnote left of A\nx\nend note\nclassDef k fill:red\nA:::k --> [*]"
        for mutated in FuzzInputs.mutations(of: base, seed: 5, count: 300) { check(mutated) }
        for prefix in 0...base.count { check(String(base.prefix(prefix))) }
    }

    /// Issue 12's syntax: entity and `[[…]]` markers, `{` on the next line, `<br>` forms.
    static let issue12Lines = [
        "state f1 &lt;&lt;fork&gt;&gt;", "state j1 &lt;&lt;join&gt;&gt;", "state c1 &lt;&lt;choice&gt;&gt;",
        "state f2 [[fork]]", "state c2 [[choice]]", "state j2 [[join]]", "state Outer", "{", "[*] --> Inner",
        "}", "A : first<br>second", "B : one<br/>two", "C : up<br />down", "f1 --> A", "c2 --> j2",
    ]

    @Test func issue12SyntaxMutated() {
        let fuzz = DiagramFuzzPasses(header: "stateDiagram-v2") { try DiagramHarness.render($0) }
        let base = "stateDiagram-v2\n" + Self.issue12Lines.joined(separator: "\n")
        #expect(fuzz.mutationsAndTruncations(of: base, seed: 12) == [])
        #expect(fuzz.shuffledLines(Self.issue12Lines, seed: 13) == [])
        #expect(fuzz.check(["stateDiagram-v2\n" + String(repeating: "state S\n{\n", count: 3000)]) == [])
    }

    @Test func deepCompositeNestingIsBounded() {
        for depth in [30, 5000] {
            var text = "stateDiagram-v2\n"
            for i in 0..<depth { text += "state S\(i) {\n[*] --> x\(i)\n" }
            text += String(repeating: "}\n", count: depth)
            check(text)
        }
    }

    @Test func manyStates() throws {
        var text = "stateDiagram-v2\n"
        for i in 0..<1000 { text += "s\(i) --> s\(i + 1) : t\(i)\n" }
        #expect(SVGRoleCounter(try DiagramHarness.render(text).body.output).nodes == 1001)
    }

    @Test func randomBytes() {
        var rng = SeededRandom(seed: 3)
        for _ in 0..<200 {
            let bytes = (0..<Int(rng.next() % 200)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            check("stateDiagram\n" + String(decoding: bytes, as: UTF8.self))
        }
    }
}
