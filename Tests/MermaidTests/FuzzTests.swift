import Foundation
import Testing
@testable import Mermaid

/// Property test: whatever the input, `MermaidRenderer.render` returns an SVG or throws a
/// `MermaidError`; it never crashes and always finishes (every case is bounded in size, and
/// the number of cases is fixed, so the suite finishing is the time bound).
@Suite struct FuzzTests {
    /// Renders and checks the invariants of the result.
    static func check(_ source: String, _ label: String) {
        do {
            let result = try MermaidRenderer.render(source, options: RenderOptions(idPrefix: "fz"))
            #expect(result.svg.hasPrefix("<svg id=\"fz\""), "\(label)")
            #expect(result.svg.hasSuffix("</svg>"), "\(label)")
        } catch let error as MermaidError {
            #expect(error.line >= 1, "\(label): \(error)")
            #expect(!error.message.isEmpty, "\(label)")
        } catch {
            Issue.record("\(label): non-MermaidError \(error)")
        }
    }

    static func corpusSample() -> [(String, String)] {
        let seeds = CorpusFiles.diagrams(in: "seeds")
        let docs = CorpusFiles.diagrams(in: "docs").enumerated().filter { $0.offset % 3 == 0 }.map(\.element)
        var sample = seeds + docs
        if sample.isEmpty {
            // No shared corpus: use our own small fixtures so the mutations still run.
            sample = [("builtin-flow", "flowchart TD\n A[a] -->|x| B((b))\n subgraph S\n B --> C{c}\n end"),
                      ("builtin-seq", "sequenceDiagram\n A->>B: hi\n loop L\n B-->>A: ok\n end"),
                      ("builtin-class", "classDiagram\n class A {\n +int x\n +f() int\n }\n A <|-- B"),
                      ("builtin-state", "stateDiagram-v2\n [*] --> A\n state A {\n [*] --> B\n }\n A --> [*]")]
        }
        return sample
    }

    @Test func truncatedCorpus() {
        var rng = SeededGenerator(seed: 1)
        for (name, text) in Self.corpusSample() {
            let chars = Array(text)
            guard chars.count > 2 else { continue }
            for _ in 0..<2 {
                let cut = Int.random(in: 1..<chars.count, using: &rng)
                Self.check(String(chars[..<cut]), "\(name) truncated at \(cut)")
            }
        }
    }

    @Test func shuffledLines() {
        var rng = SeededGenerator(seed: 2)
        for (name, text) in Self.corpusSample() {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            guard lines.count > 2 else { continue }
            // Keep the header where it is half of the time so the diagram parser is reached.
            let headerIndex = lines.firstIndex { l in
                ["graph", "flowchart", "sequenceDiagram", "classDiagram", "stateDiagram"].contains { l.hasPrefix($0) }
            }
            if let headerIndex, Bool.random(using: &rng) {
                let header = lines.remove(at: headerIndex)
                lines.shuffle(using: &rng)
                lines.insert(header, at: 0)
            } else {
                lines.shuffle(using: &rng)
            }
            Self.check(lines.joined(separator: "\n"), "\(name) shuffled")
        }
    }

    @Test func randomBytes() {
        var rng = SeededGenerator(seed: 3)
        let alphabet = Array("{}[]()<>|&;:%#\"'`-=.~*/\\\n\t ox→\u{0}\u{FEFF}é😀")
        for (name, text) in Self.corpusSample() {
            var chars = Array(text)
            guard !chars.isEmpty else { continue }
            for _ in 0..<max(1, chars.count / 40) {
                let i = Int.random(in: 0..<chars.count, using: &rng)
                chars[i] = alphabet.randomElement(using: &rng) ?? "x"
            }
            Self.check(String(chars), "\(name) mutated")
        }
        for k in 0..<20 {
            let bytes = (0..<Int.random(in: 0..<400, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            Self.check(String(decoding: bytes, as: UTF8.self), "random bytes #\(k)")
            Self.check("flowchart LR\n" + String(decoding: bytes, as: UTF8.self), "flowchart + random bytes #\(k)")
        }
    }

    @Test func deepNesting() {
        let depth = 2_000
        var subgraphs = "flowchart TD\n"
        for i in 0..<depth { subgraphs += "subgraph s\(i)\n" }
        subgraphs += "A --> B\n" + String(repeating: "end\n", count: depth)
        Self.check(subgraphs, "deep subgraphs")
        Self.check("flowchart TD\n A[" + String(repeating: "(", count: 5_000) + "] --> B", "deep brackets")
        Self.check("%%{init: " + String(repeating: "{'a': ", count: 5_000) + "}%%\nflowchart TD\n A", "deep init")
        Self.check("---\n" + (0..<500).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n")
                   + "\n---\nflowchart TD\n A", "deep front matter")
        var states = "stateDiagram-v2\n"
        for i in 0..<depth { states += "state S\(i) {\n" }
        states += "[*] --> X\n" + String(repeating: "}\n", count: depth)
        Self.check(states, "deep states")
        var loops = "sequenceDiagram\n"
        for _ in 0..<depth { loops += "loop L\n" }
        loops += "A->>B: hi\n" + String(repeating: "end\n", count: depth)
        Self.check(loops, "deep loops")
        Self.check("classDiagram\n" + String(repeating: "namespace N {\n", count: depth) + "class A\n"
                   + String(repeating: "}\n", count: depth), "deep namespaces")
        Self.check("flowchart TD\n A[\"" + String(repeating: "<b>", count: 5_000) + "x\"]", "deep tags")
    }

    @Test func tenThousandNodeFlowchart() throws {
        var chain = "flowchart TD\n"
        for i in 0..<10_000 { chain += "  n\(i) --> n\(i + 1)\n" }
        Self.check(chain, "10k-node chain")
        var rng = SeededGenerator(seed: 4)
        var wide = "flowchart LR\n"
        for i in 0..<10_000 { wide += "  n\(i)[node \(i)] --- n\(Int.random(in: 0..<10_000, using: &rng))\n" }
        Self.check(wide, "10k-node random graph")
    }
}
