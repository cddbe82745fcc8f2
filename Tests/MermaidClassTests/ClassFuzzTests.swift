import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidClass

/// Property: whatever the input, the class renderer either draws or throws a `MermaidError`
/// with a line inside the input. It never crashes and never hangs (all inputs are bounded).
@Suite struct ClassFuzzTests {
    private func check(_ text: String) {
        let violation = FuzzProperty.violation(for: text) { try DiagramHarness.render($0) }
        #expect(violation == nil, "\(violation ?? "")")
    }

    @Test func mutatedCorpusDiagrams() {
        let texts = FuzzInputs.corpusTexts(keywords: ["classDiagram"])
        for (index, text) in texts.enumerated() {
            for mutated in FuzzInputs.mutations(of: text, seed: UInt64(index + 1), count: 40) { check(mutated) }
        }
    }

    @Test func handWrittenMutations() {
        let base = "classDiagram\nclass A~T~ {\n+List~List~int~~ x\n+f(a) b$\n}\nA \"1\" <|--|> \"*\" B : <<binds>>\nnote for A \"x\"\nnamespace N {\nclass C\n}"
        for mutated in FuzzInputs.mutations(of: base, seed: 99, count: 300) { check(mutated) }
        for prefix in 0...base.count { check(String(base.prefix(prefix))) }
    }

    /// Issue 12's syntax: strings and backtick names over lines, markdown, `cssClass` lists,
    /// generics with brackets, `title`, spaced namespace names.
    static let issue12Lines = [
        "title Orders", "note for `A::B` \"first\nsecond\"", "note \"one\ntwo\"", "class `Long\nName`",
        "class L[\"two\nlines\"]", "class `A::B` {", "+*italic* attr", "+__bold__ x", "+get() List~[Domain][]~",
        "+List~List~int~~ n", "}", "cssClass \"A, B, Missing\" styleName", "namespace My Space {", "class Box~T~",
        "}", "`A::B` --> L : **uses**",
    ]

    @Test func issue12SyntaxMutated() {
        let fuzz = DiagramFuzzPasses(header: "classDiagram") { try DiagramHarness.render($0) }
        let base = "classDiagram\n" + Self.issue12Lines.joined(separator: "\n")
        #expect(fuzz.mutationsAndTruncations(of: base, seed: 12) == [])
        #expect(fuzz.shuffledLines(Self.issue12Lines, seed: 13) == [])
        // Unclosed strings and backticks at every line: joining must stay bounded.
        #expect(fuzz.check(Self.issue12Lines.indices.map { i in
            "classDiagram\n" + Self.issue12Lines.enumerated().map { $0.offset == i ? $0.element + " \"`" : $0.element }
                .joined(separator: "\n")
        }) == [])
        #expect(fuzz.check(["classDiagram\nnote \"" + String(repeating: "line\n", count: 5000)]) == [])
    }

    @Test func deepNamespaceNestingIsBounded() {
        let depth = 5000
        let text = "classDiagram\n" + String(repeating: "namespace N {\n", count: depth) + "class X\n" + String(repeating: "}\n", count: depth)
        check(text)
        let shallow = "classDiagram\n" + String(repeating: "namespace N {\n", count: 50) + "class X\n" + String(repeating: "}\n", count: 50)
        check(shallow)
    }

    @Test func manyClassesAndRelations() throws {
        var text = "classDiagram\n"
        for i in 0..<1000 { text += "C\(i) <|-- C\(i + 1) : r\(i)\n" }
        let drawing = try DiagramHarness.render(text)
        #expect(SVGRoleCounter(drawing.body.output).nodes == 1001)
    }

    @Test func randomBytes() {
        var rng = SeededRandom(seed: 7)
        for _ in 0..<200 {
            let bytes = (0..<Int(rng.next() % 200)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            check("classDiagram\n" + String(decoding: bytes, as: UTF8.self))
        }
    }
}
