import Foundation
import Mermaid
import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidCharts

@Suite struct WardleyTests {
    static func parse(_ text: String, warnings: inout [MermaidWarning]) throws -> WardleyMap {
        var found: [MermaidWarning] = []
        let map = try WardleyParser.parse(DiagramFront.source(text)) { found.append($0) }
        warnings = found
        return map
    }

    static func parse(_ text: String) throws -> WardleyMap {
        var ignored: [MermaidWarning] = []
        return try parse(text, warnings: &ignored)
    }

    static let teaShop = """
    wardley-beta
    title Tea Shop Value Chain
    anchor Business [0.95, 0.63]
    component Cup of Tea [0.79, 0.61]
    component Kettle [0.43, 0.35]
    component Power [0.10, 0.70]
    Business -> Cup of Tea
    Cup of Tea -> Kettle
    Kettle -> Power
    evolve Kettle 0.62
    note "Standardising power" [0.30, 0.49]
    """

    @Test func parsesNodesLinksTrendsAndNotes() throws {
        let map = try Self.parse(Self.teaShop)
        #expect(map.title == "Tea Shop Value Chain")
        #expect(map.nodes.map(\.id) == ["Business", "Cup of Tea", "Kettle", "Power"])
        #expect(map.nodes[0].kind == .anchor && map.nodes[1].kind == .component)
        #expect(map.nodes[2].point == WardleyPoint(x: 35, y: 43), "[visibility, evolution] → x = evolution")
        #expect(map.links.map { [$0.source, $0.target] } == [["Business", "Cup of Tea"], ["Cup of Tea", "Kettle"], ["Kettle", "Power"]])
        #expect(map.trends.map(\.node) == ["Kettle"] && map.trends.first?.x == 62)
        #expect(map.notes.first?.text == "Standardising power" && map.notes.first?.point == WardleyPoint(x: 49, y: 30))
    }

    @Test func linkFlowsLabelsAndDecorators() throws {
        let map = try Self.parse("""
        wardley-beta
        component real-time processing [0.55, 0.40] label [-50, 10] (buy) (inertia)
        component end-user [90, 95] (market) inertia
        end-user +> real-time processing
        end-user +<> real-time processing; both ways
        real-time processing +'backup'< end-user
        end-user -.-> real-time processing
        """)
        #expect(map.nodes[0].labelOffset?.x == -50 && map.nodes[0].labelOffset?.y == 10)
        #expect(map.nodes[0].strategy == .buy && map.nodes[0].inertia)
        #expect(map.nodes[1].strategy == .market && map.nodes[1].inertia && map.nodes[1].point == WardleyPoint(x: 95, y: 90))
        #expect(map.links.map(\.flow) == [.forward, .bidirectional, .backward, nil])
        #expect(map.links.map(\.label) == [nil, "both ways", "backup", nil])
        #expect(map.links.map(\.dashed) == [false, false, false, true])
    }

    @Test func pipelinesStagesAnnotationsAndForces() throws {
        let map = try Self.parse("""
        wardley-beta
        evolution Genesis / Concept@0.2 -> Custom@0.4 -> Product@0.75 -> Commodity@1.0
        pipeline Database {
          component "File System" [0.25]
          component NoSQL [0.70] label [5, 5]
        }
        component Database [0.40, 0.60]
        App -> NoSQL
        annotations [0.10, 0.90]
        annotation 2,[0.60, 0.65] "Second"
        deaccelerator "Legacy" [0.15, 0.75]
        accelerator AI [0.55, 0.25]
        """)
        #expect(map.stages == ["Genesis / Concept", "Custom", "Product", "Commodity"])
        #expect(map.stageBoundaries == [0.2, 0.4, 0.75, 1.0])
        #expect(map.nodes.map(\.id) == ["Database", "Database_File System", "Database_NoSQL"])
        #expect(map.nodes[0].isPipelineParent && map.nodes[2].point == WardleyPoint(x: 70, y: 40) && map.nodes[2].label == "NoSQL")
        #expect(map.pipelines.first?.components == ["Database_File System", "Database_NoSQL"])
        #expect(map.links.first?.target == "Database_NoSQL", "a pipeline member is found by its name")
        #expect(map.annotationsBox == WardleyPoint(x: 90, y: 10))
        #expect(map.annotations.first?.number == 2 && map.annotations.first?.text == "Second")
        #expect(map.forces.map(\.name) == ["AI", "Legacy"] && map.forces.map(\.accelerates) == [true, false])
    }

    @Test func errorsSayWhereAndWhat() {
        func error(_ text: String) -> MermaidError? { ThrownError.of { _ = try Self.parse(text) } }
        let size = error("wardley-beta\nsize [width, height]")
        #expect(size?.line == 2 && size?.column == 7 && size?.message.contains("expected a number") == true)
        let range = error("wardley-beta\ncomponent A [0.5, 150]")
        #expect(range?.message.contains("evolution from 0 to 1") == true && range?.column == 13, "\(String(describing: range))")
        let decorator = error("wardley-beta\ncomponent A [0.5, 0.5] (bye)")
        #expect(decorator?.message.contains("did you mean '(buy)'?") == true && decorator?.column == 24)
        #expect(error("wardley-beta\ncomponnt A [0.5, 0.5]")?.message.contains("did you mean 'component'?") == true)
        let pipeline = error("wardley-beta\npipeline Nope {\n component X [0.5]\n}")
        #expect(pipeline?.line == 2 && pipeline?.message.contains("needs a component 'Nope'") == true)
        #expect(error("wardley-beta\ncomponent A [0.5, 0.5]\npipeline A {\n component X [0.5]")?.message.contains("never closed") == true)
        #expect(error("wardley-beta\nA B")?.message.contains("link such as 'A -> B'") == true)
        #expect(error("wardley-beta\nnote Plain [0.1, 0.2]")?.message.contains("in quotes") == true)
    }

    /// The docs show `#` comments and a label after the decorator; mermaid 11 fails on both. We
    /// draw them and say so.
    @Test func docsSyntaxMermaidRejectsIsReadWithAWarning() throws {
        var warnings: [MermaidWarning] = []
        let map = try Self.parse("""
        wardley-beta
        component Infrastructure [0.30, 0.20]  # Low visibility
        component "Web App" [0.75, 0.80] (build) label [-60, 10]
        note "Item #1" [0.5, 0.5]
        Web App -> Nowhere
        """, warnings: &warnings)
        #expect(map.nodes.count == 2 && map.notes.first?.text == "Item #1")
        #expect(warnings.map(\.code) == ["syntax", "syntax", "unknown-reference"])
        #expect(warnings[0].line == 2 && warnings[0].column == 40 && warnings[1].message.contains("label"))
    }

    /// Docs example 1 drawn: the geometry is mermaid 11's (values from its SVG).
    @Test func geometryMatchesMermaid() throws {
        let svg = try MermaidRenderer.render(Self.teaShop, options: RenderOptions(idPrefix: "w")).svg
        #expect(svg.contains("viewBox=\"0 0 900 600\""))
        #expect(svg.contains("<circle cx=\"538.44\" cy=\"153.84\" r=\"6\""))
        #expect(svg.contains("x=\"554.52\" y=\"70.2\" font-size=\"10\" font-weight=\"bold\" text-anchor=\"middle\""), "anchor label")
        #expect(svg.contains("x1=\"553.35\" y1=\"79.08\" x2=\"539.61\" y2=\"147.96\""), "link cut at the circle's edge")
        #expect(svg.contains("x1=\"329.4\" y1=\"335.28\" x2=\"538.48\" y2=\"335.28\""), "trend shortened by r + 2")
        #expect(svg.contains("marker-end=\"url(#w-arrow)\"") && svg.contains("id=\"w-arrow\""))
        #expect(svg.contains("class=\"wardley-stage-label\" x=\"148.5\" y=\"568\"") && svg.contains("transform=\"rotate(-90 16 300)\""))
        #expect(!svg.contains("foreignObject"))
    }

    @Test func pipelineParentSitsOnItsBox() throws {
        let svg = try MermaidRenderer.render("""
        wardley-beta
        component Database [0.40, 0.60]
        pipeline Database {
          component "File System" [0.25]
          component "Cloud DB" [0.85]
        }
        """).svg
        // Members at x = 48 + 0.25·804 and 48 + 0.85·804, y = 552 − 0.4·504; box 24 high around them;
        // the parent's centre 1.6 px above the box's top (a sixth of its 9.6 px square).
        #expect(svg.contains("class=\"wardley-pipeline-box\" x=\"234\" y=\"338.4\" width=\"512.4\" height=\"24\""))
        #expect(svg.contains("<rect x=\"485.4\" y=\"332\" width=\"9.6\" height=\"9.6\""), "parent square at the box's top centre")
    }

    @Test func themeVariablesColourTheMap() throws {
        let svg = try MermaidRenderer.render("---\nconfig:\n  themeVariables:\n    wardley:\n      componentFill: \"#abcdef\"\n---\n" + Self.teaShop).svg
        #expect(svg.contains("fill:#abcdef"))
        let dark = try MermaidRenderer.render("%%{init: {'theme': 'dark'}}%%\n" + Self.teaShop).svg
        #expect(dark.contains("#ff6b6b"), "the dark theme's evolution colour")
    }

    @Test func fuzzedInputsDrawOrFailCleanly() {
        let fuzz = DiagramFuzzPasses(header: "wardley-beta") { try ChartHarness.render($0) }
        let base = """
        wardley-beta
        title T
        size [800, 500]
        evolution A@0.3 -> B / C -> D@1.0
        anchor U [0.9, 0.9]
        component X [0.5, 0.5] label [-5, 5] (build) (inertia)
        component Y [0.4, 0.2] (market)
        U -> X
        X +'l'> Y; z
        evolve X 0.8
        pipeline X {
          component P [0.3]
        }
        annotations [0.1, 0.9]
        annotation 1,[0.5, 0.5] "a"
        note "n" [0.2, 0.2]
        accelerator F [0.3, 0.3]
        """
        #expect(fuzz.mutationsAndTruncations(of: base, seed: 81) == [])
        #expect(fuzz.shuffledLines(base.split(separator: "\n").dropFirst().map(String.init), seed: 82) == [])
        #expect(fuzz.randomBytes(seed: 83) == [])
        #expect(fuzz.mutatedCorpus(keywords: ["wardley-beta"]) == [])
    }

    /// 3,000 components in a chain: linear work.
    @Test func threeThousandComponentsAreQuick() throws {
        var text = "wardley-beta\n"
        for i in 0..<3_000 { text += "component C\(i) [\(Double(i % 100) / 100), \(Double(i % 37) / 37)]\n" }
        for i in 1..<3_000 { text += "C\(i - 1) -> C\(i)\n" }
        let start = ContinuousClock.now
        let drawing = try ChartHarness.render(text)
        #expect(ContinuousClock.now - start < .seconds(20))
        #expect(DiagramFront.count("class=\"wardley-link\"", in: drawing.body.output) == 2_999)
    }
}

/// The theme variable names of `themeVariables.wardley` keys, capitalised on the byte, as by Unicode case mapping.
@Suite struct WardleyThemeVariableTests {
    @Test func asciiCapitalisingAgreesWithUppercased() {
        for key in ["backgroundColor", "axisTextColor", "a", "", "x\u{301}y", "éclat", "Already", "_under", "zz", "b日"] {
            #expect(WardleyStyle.themeVariable(key) == "wardley" + key.prefix(1).uppercased() + key.dropFirst(), "\(key.debugDescription)")
        }
    }
}
