import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidState

/// The state diagram syntax issue 12 found in real diagrams, each in its exact form: pseudo-state
/// markers written as entities or in `[[…]]`, a composite's `{` on the next line, and `<br>`
/// forms in descriptions.
@Suite struct StateIssue12SyntaxTests {
    private func parse(_ body: String) throws -> StateDiagram { try DiagramHarness.parse("stateDiagram-v2\n" + body) }
    private func svg(_ body: String) throws -> String { try DiagramHarness.render("stateDiagram-v2\n" + body).body.output }

    @Test func markersWrittenAsEntities() throws {
        let d = try parse("state f1 &lt;&lt;fork&gt;&gt;\nstate j1 &lt;&lt;join&gt;&gt;\nstate c1 &lt;&lt;choice&gt;&gt;")
        #expect(d.order == ["f1", "j1", "c1"])
        #expect(d.states["f1"]?.kind == .fork)
        #expect(d.states["j1"]?.kind == .join)
        #expect(d.states["c1"]?.kind == .choice)
    }

    @Test func markersInDoubleBrackets() throws {
        let d = try parse("state c2 [[choice]]\nstate f2 [[fork]]\nstate j2 [[join]]\nstate F3[[FORK]]")
        #expect(d.states["c2"]?.kind == .choice)
        #expect(d.states["f2"]?.kind == .fork)
        #expect(d.states["j2"]?.kind == .join)
        #expect(d.states["F3"]?.kind == .fork)
        let out = try svg("state c2 [[choice]]\nstate f2 [[fork]]\n[*] --> f2\nf2 --> c2")
        #expect(out.contains("<polygon class=\"choice\""))
        #expect(out.contains("<rect class=\"fork-join\""))
    }

    @Test func braceOnTheNextLine() throws {
        let d = try parse("state Outer\n{\n  [*] --> Inner\n  Inner --> [*]\n}\n[*] --> Outer")
        #expect(d.states["Outer"]?.kind == .composite)
        #expect(d.states["Inner"]?.scope == ScopeKey(composite: "Outer", region: 0))
        #expect(d.states["root_start"]?.scope == nil)
        // `state X` then another statement: X stays a plain state and `{` alone is an error.
        let plain = try parse("state X\nX --> Y")
        #expect(plain.states["X"]?.kind == .state)
        let error = DiagramTestKit.failure { try parse("A --> B\n{\n}") }
        #expect(error?.line == 3)
    }

    @Test func breaksInDescriptions() throws {
        let d = try parse("A : first<br>second\nB : one<br/>two\nC : up<br />down")
        #expect(d.states["A"]?.label == "first<br>second")
        let out = try svg("A : first<br>second\nB : one<br/>two\nC : up<br />down")
        for word in ["first", "second", "one", "two", "up", "down"] {
            #expect(out.contains(">\(word)</tspan>"), "\(word) is not a line of its own")
        }
        #expect(!out.contains("&lt;br"))
    }
}
