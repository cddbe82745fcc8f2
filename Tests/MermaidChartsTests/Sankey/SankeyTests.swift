import Foundation
import Mermaid
import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidCharts

/// Runs the real front end, then the sankey stages.
enum SankeyHarness {
    static func diagram(_ text: String) throws -> SankeyDiagram {
        try SankeyParser.parse(DiagramFront.source(text))
    }

    static func render(_ text: String) throws -> DiagramDrawing {
        let front = try DiagramFront.front(text)
        return try SankeyRenderer.render(front.source, in: front.context)
    }

    static func error(_ text: String) -> MermaidError? {
        do {
            _ = try render(text)
            return nil
        } catch {
            return error as? MermaidError
        }
    }
}

@Suite struct SankeyParserTests {
    @Test func csvRowsWithQuotesAndBlankLines() throws {
        let d = try SankeyHarness.diagram("sankey-beta\n\nA,\"B, \"\"b\"\"\",1.5\n\n  A , C,2\nC,B,0\n")
        #expect(d.nodes == ["A", "B, \"b\"", "C", "B"])
        #expect(d.links.map(\.value) == [1.5, 2, 0])
        #expect(d.links.map(\.source) == [0, 0, 2])
        #expect(d.links.map(\.line) == [3, 5, 6])
    }

    @Test(arguments: [
        ("sankey\nA,B", 2, 3, "expected 3"),
        ("sankey\nA,B,1,2", 2, 7, "found 4"),
        ("sankey\nA,B,x", 2, 5, "number"),
        ("sankey\nA,B,-1", 2, 5, "number"),
        ("sankey\nA,\"B,1", 2, 3, "never closed"),
        ("sankey\nA,\"B\"x,1", 2, 6, "expected ','"),
        ("sankey\nA,B\"c,1", 2, 4, "quote inside"),
        ("sankey\n,B,1", 2, 1, "no name"),
        ("sankey\nA,A,1", 2, 3, "itself"),
        ("sankey\nA,B,1\nB,C,1\nC,A,1", 4, 1, "loop"),
    ])
    func errorsPointAtTheProblem(text: String, line: Int, column: Int, message: String) {
        let error = SankeyHarness.error(text)
        #expect(error?.line == line, "\(text): \(String(describing: error))")
        #expect(error?.column == column, "\(text): \(String(describing: error))")
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
    }
}

@Suite struct SankeyLayoutTests {
    /// mermaid 11's drawing of one source feeding three targets (nodeWidth 15, nodePadding 20,
    /// no values): the figures below are read from its SVG.
    @Test func geometryMatchesMermaid() throws {
        let text = "---\nconfig:\n  sankey:\n    showValues: false\n    nodeWidth: 15\n    nodePadding: 20\n---\nsankey\n"
            + "Grid,Homes,113.726\nGrid,Industry,342.165\nGrid,Losses,56.691\n"
        let svg = try SankeyHarness.render(text).body.output
        #expect(svg.contains("transform=\"translate(0,16.12)\""))
        #expect(svg.contains("<rect height=\"360\" width=\"15\" fill=\"#4e79a7\"/>"))
        #expect(svg.contains("transform=\"translate(585,99.87)\""))
        #expect(svg.contains("<rect height=\"240.31\" width=\"15\" fill=\"#e15759\"/>"))
        #expect(svg.contains("d=\"M15,56.06C300,56.06,300,39.94,585,39.94\""))
        #expect(svg.contains("<text x=\"579\" y=\"220.03\" dy=\"0.35em\" text-anchor=\"end\">Industry</text>"))
    }

    @Test func valuesPrefixSuffixAndDefaultPadding() throws {
        let text = "---\nconfig:\n  sankey:\n    prefix: \"$\"\n    suffix: \" MWh\"\n---\nsankey\n"
            + "Grid,Export,104.453\nGrid,Homes,113.726\nGrid,H2,27.14\n"
        let svg = try SankeyHarness.render(text).body.output
        // mermaid: 12px padding + 15 for the value line; 346 of 400 px for the values.
        #expect(svg.contains("<rect height=\"346\" width=\"10\""))
        #expect(svg.contains(">Grid\n$245.32 MWh</text>"))
        #expect(svg.contains("dy=\"0em\""))
    }

    @Test func linkColourModes() throws {
        let base = "sankey\nA,B,1\nB,C,2\n"
        let gradient = try SankeyHarness.render(base).body.output
        #expect(DiagramFront.count("<linearGradient", in: gradient) == 2)
        #expect(gradient.contains("stroke=\"url(#"))
        for (mode, colour) in [("source", "#4e79a7"), ("target", "#e15759"), ("'#123456'", "#123456")] {
            let svg = try SankeyHarness.render("---\nconfig:\n  sankey:\n    linkColor: \(mode)\n---\n" + base).body.output
            #expect(!svg.contains("linearGradient"))
            #expect(svg.contains("stroke=\"\(colour)\""), "\(mode)")
        }
    }

    @Test func explicitNodeColoursDoNotUseUpTheScheme() throws {
        let text = "---\nconfig:\n  sankey:\n    nodeColors:\n      A: \"#000000\"\n---\nsankey\nA,B,1\nA,C,1\n"
        let svg = try SankeyHarness.render(text).body.output
        #expect(svg.contains("fill=\"#000000\""))
        #expect(svg.contains("fill=\"#4e79a7\""))
        #expect(svg.contains("fill=\"#f28e2c\""))
    }

    @Test func outlinedLabelsAreDrawnTwiceAndWidenTheDrawing() throws {
        let text = "---\nconfig:\n  sankey:\n    labelStyle: outlined\n---\nsankey\nA,A long target name,1\n"
        let drawing = try SankeyHarness.render(text)
        #expect(DiagramFront.count("class=\"sankey-label-bg\"", in: drawing.body.output) == 2)
        #expect(DiagramFront.count("class=\"sankey-label-fg\"", in: drawing.body.output) == 2)
        #expect(drawing.width > 600)
    }

    @Test(arguments: SankeyLayout.Alignment.allCases)
    func everyAlignmentKeepsNodesInsideTheBox(alignment: SankeyLayout.Alignment) throws {
        let text = "sankey\nA,B,5\nB,C,3\nB,D,2\nE,D,4\nA,D,1\n"
        let d = try SankeyHarness.diagram(text)
        let layout = try SankeyLayout(d, width: 600, height: 400, nodeWidth: 10, nodePadding: 12, alignment: alignment,
                                      in: DiagramFront.source(text))
        for node in layout.nodes {
            #expect(node.x0 >= 0 && node.x1 <= 600)
            #expect(node.y0 >= -1e-6 && node.y1 <= 400 + 1e-6)
        }
        // Every link goes left to right.
        for link in layout.links { #expect(layout.nodes[link.source].x1 <= layout.nodes[link.target].x0) }
    }

    @Test func unknownSettingsWarnWithASuggestion() throws {
        let front = try DiagramFront.front("---\nconfig:\n  sankey:\n    showValue: false\n    nodeAlignment: middle\n---\nsankey\nA,B,1")
        _ = try SankeyRenderer.render(front.source, in: front.context)
        let messages = front.context.warnings.map(\.message)
        #expect(messages.contains { $0.contains("'showValues'") })
        #expect(messages.contains { $0.contains("nodeAlignment") })
    }
}

/// Whatever the input, the sankey renderer draws or throws a positioned error; never a crash or hang.
@Suite struct SankeyFuzzTests {
    private func check(_ text: String) {
        let violation = FuzzProperty.violation(for: text) { try SankeyHarness.render($0) }
        #expect(violation == nil, "\(violation ?? "")")
    }

    @Test func mutations() {
        let base = "sankey-beta\n\nA,\"B, b\",1.5\n\nA,C,2\nC,\"D \"\"x\"\"\",0.5\nE,D,3"
        for mutated in FuzzInputs.mutations(of: base, seed: 5, count: 400) { check(mutated) }
        for prefix in 0...base.count { check(String(base.prefix(prefix))) }
        for (index, text) in FuzzInputs.corpusTexts(keywords: ["sankey"]).enumerated() {
            for mutated in FuzzInputs.mutations(of: text, seed: UInt64(index + 1), count: 40) { check(mutated) }
        }
    }

    @Test func randomBytes() {
        var rng = SeededRandom(seed: 11)
        for _ in 0..<200 {
            let bytes = (0..<Int(rng.next() % 200)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            check("sankey\n" + String(decoding: bytes, as: UTF8.self))
        }
    }

    @Test func tenThousandFlowsInALongChain() throws {
        let text = "sankey\n" + (0..<10_000).map { "n\($0 % 2000),n\($0 % 2000 + 1),\($0 % 7 + 1)" }.joined(separator: "\n")
        let start = Date()
        _ = try? SankeyHarness.render(text)
        #expect(Date().timeIntervalSince(start) < 30)
        #expect(SankeyHarness.error("sankey\n" + String(repeating: "a,b,1\n", count: 10_001))?.message.contains("more than") == true)
    }
}

/// Renders mermaid's sankey docs examples; every word mermaid shows must be in ours. Skips without `../shared`.
@Suite struct SankeyCorpusTests {
    @Test(arguments: MermaidCorpus.referencePairs(keyword: "sankey", docsFolder: "sankey"))
    func everyWordMermaidShowsIsThere(mmd: String, reference: String) throws {
        guard let referenceSVG = try? String(contentsOfFile: reference, encoding: .utf8) else { return }
        let ours = try MermaidRenderer.render(try String(contentsOfFile: mmd, encoding: .utf8)).svg
        let missing = SVGWords.missing(reference: referenceSVG, ours: ours)
        #expect(missing.isEmpty, "\(mmd): missing \(missing)")
        #expect(ours.contains("aria-roledescription=\"sankey\""))
    }

    @Test func corpusIsPresentOrSkipped() {
        if MermaidCorpus.directory == nil { print("skipping sankey corpus tests: ../shared/corpus not found") }
    }

    /// Median render time of the docs examples (printed; the bound is generous for debug builds on a loaded machine).
    @Test func docsExamplesRenderQuickly() throws {
        guard let corpus = MermaidCorpus.directory else { return }
        let dir = corpus.appendingPathComponent("docs/sankey")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".mmd") }.sorted()
        var medians: [Double] = []
        for file in files {
            let text = try String(contentsOf: dir.appendingPathComponent(file), encoding: .utf8)
            var times: [Double] = []
            for _ in 0..<21 {
                let start = DispatchTime.now().uptimeNanoseconds
                _ = try MermaidRenderer.render(text)
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            medians.append(times.sorted()[times.count / 2])
        }
        guard !medians.isEmpty else { return }
        let median = medians.sorted()[medians.count / 2]
        print("sankey render time: median \(median) ms over \(files.count) examples")
        #expect(median < 100)
    }
}
