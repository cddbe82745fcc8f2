import Foundation
import Testing
@testable import MermaidSequence
import MermaidCore

/// Property tests: mutated seed/doc diagrams and random input never crash the sequence
/// parser or renderer, and every run finishes (each case is small and the loop is bounded).
@Suite struct SequenceFuzzTests {
    static let builtIn = [
        """
        sequenceDiagram
            autonumber
            actor User
            box rgb(200, 15, 255, 0.2) The App
                participant A as Alpha<br/>(SwiftUI)
                participant B@{ "type": "database" }
            end
            User->>+A: Hello #35; there
            A-->>-User: {x = y} -> [z]
            rect rgb(1, 2, 3)
                loop forever
                    A->>A: self
                    Note over A,B: note<br/>two
                end
            end
            alt yes
                A-xB: cross
            else no
                A--)B: async
            end
            par p
                A<<->>B: both
            and q
                create participant C
                A->>C: make
            end
            destroy C
            C->>A: bye
        """,
        // Issue 12: mirrorActors off, coded <br> tags, empty messages, link menus and properties.
        """
        %%{init: {"sequence": {"mirrorActors": false}}}%%
        sequenceDiagram
            participant A
            actor B
            link A: Doc #lt;1#gt; @ https://example.com
            links B: {"Mail": "mailto:b@example.org", "Bad": "javascript:x"}
            properties A: {"class": "svc", "icon": "@clock"}
            A->>B: one #lt;br /#gt; two
            B-->>A:
            Note over A: a #lt;br/#gt; b
        """,
        // Issue 12: inline HTML and KaTeX in participants, messages and notes.
        """
        sequenceDiagram
            participant A as $$\\alpha_{1}$$
            participant B as <b>Bob</b> <i>the</i> builder
            A->>B: $$x^2 + \\frac{1}{\\sqrt{y}}$$
            B-->>A: <u>u</u> H<sub>2</sub>O <a href="javascript:x">no</a> <span style="color:red">r</span>
            Note over A,B: <small>s</small><hr>$$\\sum_{k=0}^{n} k$$ and $$\\begin{x}$$
            A->>B: wrap: <b>long bold text that might wrap</b> $${{{$$
        """,
    ]

    static func corpus() -> [String] {
        var texts = builtIn
        guard let corpus = SequenceTestSupport.corpus else { return texts }
        for sub in ["seeds", "docs/sequenceDiagram"] {
            let dir = corpus.appendingPathComponent(sub)
            let files = ((try? FileManager.default.contentsOfDirectory(at: dir, includingPropertiesForKeys: nil)) ?? [])
                .filter { $0.pathExtension == "mmd" }.sorted { $0.path < $1.path }
            for f in files {
                if let t = try? String(contentsOf: f, encoding: .utf8), t.contains("sequenceDiagram") { texts.append(t) }
            }
        }
        return texts
    }

    /// Renders or throws a positioned error; anything else (a crash) fails the whole run.
    private func survive(_ text: String) {
        let source = SequenceTestSupport.source(text.contains("sequenceDiagram") ? text : "sequenceDiagram\n" + text)
        do {
            let d = try SequenceRenderer.render(source, in: SequenceTestSupport.context())
            #expect(d.width.isFinite && d.height.isFinite)
            for bad in ["\"nan", "\"-nan", "\"inf", "\"-inf", ",nan", " nan,"] {
                #expect(!d.body.output.contains(bad), "non-finite number in output")
            }
        } catch let e as MermaidError {
            #expect(e.line >= 1 && e.column >= 1)
        } catch {
            Issue.record("unexpected error type \(error)")
        }
    }

    @Test func truncatedAndShuffledDiagrams() {
        var rng = SeededRandom(seed: 42)
        for text in Self.corpus() {
            let lines = text.components(separatedBy: "\n")
            for cut in stride(from: 0, to: text.count, by: max(1, text.count / 25)) {
                survive(String(text.prefix(cut)))
            }
            for _ in 0..<15 {
                var shuffled = Array(lines.dropFirst())
                shuffled.shuffle(using: &rng)
                survive(([lines.first ?? ""] + shuffled).joined(separator: "\n"))
            }
        }
    }

    @Test func randomBytesAndTokens() {
        var rng = SeededRandom(seed: 7)
        let alphabet = Array("ABab ->x)+(<>:;#,@{}\"'\n\t|/\\%=[]0123456789&")
        let tokens = ["participant ", "actor ", "Note over ", "Note left of ", "loop ", "alt ", "else ", "end",
                      "par ", "and ", "rect rgb(1,2,3)", "box ", "activate ", "deactivate ", "autonumber ",
                      "create participant ", "destroy ", "->>", "-->>", "-x", "--)", "<<->>", ": ", "\n", "A", "B",
                      "+", "-", "()", "@{ \"type\": \"queue\" }", " as ", "link A: x @ ", "links A: {\"a\": \"b\"}"]
        for _ in 0..<400 {
            var s = "sequenceDiagram\n"
            let n = Int.random(in: 1...60, using: &rng)
            for _ in 0..<n {
                if Bool.random(using: &rng) {
                    s += tokens.randomElement(using: &rng)!
                } else {
                    s.append(alphabet.randomElement(using: &rng)!)
                }
            }
            survive(s)
        }
        for _ in 0..<100 {
            let bytes = (0..<Int.random(in: 0...200, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            survive("sequenceDiagram\n" + String(decoding: bytes, as: UTF8.self))
        }
    }

    /// ZenUML goes through its own parser into the same statements: random tokens, cut and
    /// shuffled examples and deep nesting end in a drawing or a positioned error.
    @Test func zenUMLNeverCrashes() {
        var rng = SeededRandom(seed: 11)
        let tokens = ["A.m()", "B.call(x, y)", " {", "}", "} else {", "} else if(c) {", "} catch {", "} finally {",
                      "if(c) {", "while(x) {", "opt {", "par {", "try {", "return r", "@return", "x = ", "new C(1)",
                      "A->B: hi", "->", ".", "(", ")", "=", " as ", "@Actor ", "title t", "// c", "\n", "A", "B", " "]
        var texts: [String] = []
        for _ in 0..<400 {
            var s = ""
            for _ in 0..<Int.random(in: 1...40, using: &rng) {
                s += tokens.randomElement(using: &rng)!
                if Int.random(in: 0..<4, using: &rng) == 0 { s += "\n" }
            }
            texts.append(s.replacingOccurrences(of: "\\n", with: "\n"))
        }
        texts.append(String(repeating: "A.m() {\n", count: 1_000) + String(repeating: "}\n", count: 1_000))
        texts.append(String(repeating: "if(c) {\n", count: 1_000))
        for text in texts {
            let lines = ("zenuml\n" + text).components(separatedBy: "\n").enumerated().map {
                SourceLine(number: $0.offset + 1, text: $0.element, original: $0.element)
            }
            do {
                let d = try ZenUMLRenderer.render(DiagramSource(lines: lines, keyword: "zenuml"), in: SequenceTestSupport.context())
                #expect(d.width.isFinite && d.height.isFinite)
            } catch let e as MermaidError {
                #expect(e.line >= 1 && e.column >= 1)
            } catch {
                Issue.record("unexpected error type \(error)")
            }
        }
    }

    @Test func deepMathAndHugeLabels() {
        survive("sequenceDiagram\nA->>B: $$" + String(repeating: "\\frac{1}{", count: 10_000) + "$$")
        survive("sequenceDiagram\nNote over A: $$" + String(repeating: "{", count: 10_000) + "$$")
        survive("sequenceDiagram\nparticipant A as " + String(repeating: "<b>$$x^{2}$$</b>", count: 2_000))
        survive("sequenceDiagram\nA->>B: " + String(repeating: "<i>", count: 10_000))
    }

    @Test func deepNestingAndLongDiagrams() throws {
        let depth = 2_000
        var s = "sequenceDiagram\n"
        for i in 0..<depth { s += (i % 2 == 0 ? "loop l\(i)\n" : "rect rgb(0,0,0)\n") }
        s += "A->>B: deep\n"
        for _ in 0..<depth { s += "end\n" }
        let d = try SequenceRenderer.render(SequenceTestSupport.source(s), in: SequenceTestSupport.context())
        #expect(d.height > 0)

        var unclosed = "sequenceDiagram\n"
        for _ in 0..<depth { unclosed += "alt x\n" }
        #expect(throws: MermaidError.self) {
            try SequenceRenderer.render(SequenceTestSupport.source(unclosed), in: SequenceTestSupport.context())
        }

        var long = "sequenceDiagram\n"
        for i in 0..<3_000 { long += "P\(i % 40)->>+P\((i + 1) % 40): message \(i)\nP\((i + 1) % 40)-->>-P\(i % 40): ok\n" }
        let big = try SequenceRenderer.render(SequenceTestSupport.source(long), in: SequenceTestSupport.context())
        #expect(big.body.output.contains("message 2999"))
    }
}

extension SequenceFuzzTests {
    /// Thousands of participants, messages and notes render (the per-message work does not
    /// scan every participant, so this stays fast).
    @Test func manyParticipantsStayBounded() throws {
        var s = "sequenceDiagram\nautonumber\n"
        for i in 0..<2_000 { s += "P\(i)->>()P\(i + 1): m\(i)\nNote over P\(i),P\(i + 1): n\n" }
        let d = try SequenceRenderer.render(SequenceTestSupport.source(s), in: SequenceTestSupport.context())
        #expect(d.body.output.contains("m1999"))
        #expect(SequenceTestSupport.count("class=\"centralConnection\"", in: d.body.output) == 2_000)
    }
}
