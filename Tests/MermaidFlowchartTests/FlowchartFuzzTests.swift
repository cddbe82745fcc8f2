import Foundation
import Mermaid
import MermaidTestSupport
import Testing
@testable import MermaidFlowchart

/// Mutated corpus diagrams, deep nesting and large graphs through parser and renderer:
/// nothing may crash or hang (every case must simply finish).
@Suite struct FlowchartFuzzTests {
    struct Rng {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
    }

    static var corpus: [String] {
        let files = SeedCorpusSupport.files("seeds") + SeedCorpusSupport.files("docs/flowchart")
        let texts = files.compactMap { try? String(contentsOf: $0, encoding: .utf8) }
        return texts.filter { $0.contains("graph") || $0.contains("flowchart") } + [
            "graph TD\nA[x] -->|y| B{z}\nsubgraph S\nB --> C((c))\nend\nclassDef k fill:#f00\nclass A k",
            // Issue 12: short dotted arrows, chains continued on the next line, ':' in ids, icons,
            // quoted subgraph titles followed by text, literal \n, font-size classes.
            "flowchart LR\nA .-> B\nB -.-> C\nC .->|lbl| D\n--> fa:fa-check\nx:y -. t .-> B:c:::k\n"
                + "subgraph \"Main\" timeline\nE[\"one\\ntwo\"] o.-x F\n -->\n G\nend\nclassDef k font-size:30px\nclass E k",
        ]
    }

    @Test func mutatedDiagramsNeverCrash() {
        var rng = Rng(state: 42)
        for (index, text) in Self.corpus.enumerated() {
            let lines = text.components(separatedBy: "\n")
            for round in 0..<6 {
                var mutated: String
                switch round {
                case 0: mutated = String(text.prefix(rng.next(text.count + 1)))
                case 1: mutated = lines.shuffledDeterministically(&rng).joined(separator: "\n")
                case 2:
                    var chars = Array(text)
                    for _ in 0..<8 where !chars.isEmpty {
                        chars[rng.next(chars.count)] = Array("[](){}<>|-=.&\"`:;@ox\n#")[rng.next(22)]
                    }
                    mutated = String(chars)
                case 3:
                    var bytes = Array(text.utf8)
                    for _ in 0..<6 where !bytes.isEmpty { bytes[rng.next(bytes.count)] = UInt8(rng.next(256)) }
                    mutated = String(decoding: bytes, as: UTF8.self)
                case 4: mutated = lines.filter { _ in rng.next(4) != 0 }.joined(separator: "\n")
                default: mutated = text + "\n" + lines.reversed().joined(separator: "\n")
                }
                _ = try? MermaidRenderer.render(mutated, options: RenderOptions(idPrefix: "f\(index)_\(round)"))
            }
        }
    }

    /// Issue 12's raw HTML in labels: styled, linked, broken and hostile tags, cut and mutated.
    static let htmlLabelLines = [
        "A[\"<b>bold</b> <i>it</i> <u>u</u> <s>s</s>\"] --> B[\"H<sub>2</sub>O x<sup>2</sup> <small>sm</small>\"]",
        "B -->|\"<a href='https://x.org'>go</a><br>next<hr>rule\"| C[\"<span style='color:red;font-weight:700'>r</span>\"]",
        "C --> D[\"<a href='javascript:alert(1)' onclick='x()'>no</a> <script>s</script>\"]",
        "D -.->|\"<span style=\\\"position:fixed\\\"><b><i>nest</span></b>\"| E[\"<a href=\\\"unclosed>x\"]",
        "E --> F[\"`**md** <b>b</b>`\"]",
    ]

    @Test func htmlLabelsMutated() {
        let fuzz = DiagramFuzzPasses(header: "flowchart LR") {
            try FlowchartTestSupport.render($0, prefix: "h").0
        }
        let base = "flowchart LR\n" + Self.htmlLabelLines.joined(separator: "\n")
        #expect(fuzz.mutationsAndTruncations(of: base, seed: 21) == [])
        #expect(fuzz.shuffledLines(Self.htmlLabelLines, seed: 22) == [])
        #expect(fuzz.check(["flowchart LR\nA[\"" + String(repeating: "<a href='", count: 3000) + "\"]"]) == [])
    }

    /// Issue 12, KaTeX: formulas in node, edge and subgraph labels, mutated and truncated.
    static let mathLabelLines = [
        "A[\"$$x^2 + y_i^2 = r^2$$\"] -->|\"$$\\alpha \\to \\beta$$\"| B[\"$$\\frac{a+b}{\\sqrt{2}}$$\"]",
        "B --> C[\"Area $$\\pi r^{2}$$<br>and <b>$$\\sum_{i=1}^{n} i$$</b>\"]",
        "C --> D[\"$$\\begin{cases} a \\\\ b \\end{cases}$$\"]",
        "subgraph S[\"$$\\int_0^1 x\\,dx$$\"]",
        "E[\"$${{{x^{2$$\"] --> F[\"$$\\left( \\frac{1}{x} \\right)$$\"]",
        "end",
    ]

    @Test func mathLabelsMutated() {
        let fuzz = DiagramFuzzPasses(header: "flowchart LR") {
            try FlowchartTestSupport.render($0, prefix: "m").0
        }
        let base = "flowchart LR\n" + Self.mathLabelLines.joined(separator: "\n")
        #expect(fuzz.mutationsAndTruncations(of: base, seed: 31) == [])
        #expect(fuzz.shuffledLines(Self.mathLabelLines, seed: 32) == [])
        let deep = String(repeating: "\\frac{1}{", count: 10_000)
        #expect(fuzz.check(["flowchart LR\nA[\"$$" + deep + "$$\"]",
                            "flowchart LR\nA[\"$$" + String(repeating: "{", count: 10_000) + "$$\"]",
                            "flowchart LR\nA[\"" + String(repeating: "$$x^{2}$$ ", count: 3_000) + "\"]"]) == [])
    }

    @Test func deepNestingIsBoundedOrRendered() {
        var text = "graph TD\n"
        for i in 0..<150 { text += "subgraph s\(i)\n" }
        text += "A --> B\n"
        for _ in 0..<150 { text += "end\n" }
        let result = try? MermaidRenderer.render(text, options: RenderOptions(idPrefix: "deep"))
        #expect(result == nil || result!.svg.contains("<g class=\"cluster\""))

        var tooDeep = "graph TD\n"
        for i in 0..<5000 { tooDeep += "subgraph t\(i)\n" }
        #expect(throws: MermaidError.self) { try MermaidRenderer.render(tooDeep, options: RenderOptions(idPrefix: "deeper")) }
    }

    @Test func longChainsAndWideFans() throws {
        var chain = "graph LR\nn0"
        for i in 1..<3000 { chain += " --> n\(i)" }
        let doc = try FlowchartTestSupport.parse(chain)
        #expect(doc.edges.count == 2999)

        var fan = "graph TD\n"
        fan += (0..<300).map { "a\($0)" }.joined(separator: " & ") + " --> hub"
        let fanDoc = try FlowchartTestSupport.parse(fan)
        #expect(fanDoc.edges.count == 300)
    }

    @Test func hugeLabelsAndLines() throws {
        let label = String(repeating: "word ", count: 5000)
        let doc = try FlowchartTestSupport.parse("graph TD\nA[\"\(label)\"] -- \(label) --> B")
        #expect(doc.edges.count == 1)
        let noise = String(repeating: "-", count: 20000)
        _ = try? FlowchartTestSupport.parse("graph TD\nA " + noise + "> B")
    }
}

extension Array {
    func shuffledDeterministically(_ rng: inout FlowchartFuzzTests.Rng) -> [Element] {
        var a = self
        if a.count < 2 { return a }
        for i in stride(from: a.count - 1, to: 0, by: -1) { a.swapAt(i, rng.next(i + 1)) }
        return a
    }
}
