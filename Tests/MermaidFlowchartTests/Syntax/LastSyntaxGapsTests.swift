import MermaidCore
import Testing
@testable import MermaidFlowchart

/// Issue 12's flowchart syntax, one test per form, with the exact syntax found in real diagrams.
@Suite struct LastSyntaxGapsTests {
    typealias T = FlowchartTestSupport

    @Test func shortDottedArrows() throws {
        let doc = try T.parse("flowchart LR\n    A .-> B\n    B -.-> C\n    C .->|lbl| D\n    D .- E\n    E ..-> F")
        #expect(doc.edges.map { "\($0.source)\($0.target)" } == ["AB", "BC", "CD", "DE", "EF"])
        #expect(doc.edges.allSatisfy { $0.stroke == .dotted })
        #expect(doc.edges[0].endHead == .point && doc.edges[0].length == 1)
        #expect(doc.edges[2].text?.raw == "lbl")
        #expect(doc.edges[3].endHead == nil)
        #expect(doc.edges[4].length == 2)
    }

    @Test func chainContinuedOnTheNextLine() throws {
        let doc = try T.parse("flowchart LR\n    A --> B\n    --> C\n    B --> D")
        #expect(doc.edges.map { "\($0.source)\($0.target)" } == ["AB", "BC", "BD"])
        let afterArrow = try T.parse("flowchart LR\n    A -->\n    B")
        #expect(afterArrow.edges.map { "\($0.source)\($0.target)" } == ["AB"])
    }

    @Test func colonsInNodeIds() throws {
        let doc = try T.parse("flowchart TD\n    A[Start] --> fa:fa-check\n    B:c --> C\n    D:::cls --> E")
        #expect(doc.nodes.map(\.id) == ["A", "fa:fa-check", "B:c", "C", "D", "E"])
        #expect(doc.nodes[4].classes == ["cls"])
        #expect(doc.warnings.contains { $0.message.contains("'fa:fa-check' is drawn as text") })
    }

    @Test func quotedSubgraphTitleFollowedByText() throws {
        let doc = try T.parse("flowchart TD\n    subgraph \"Main\" timeline\n    A --> B\n    end")
        #expect(doc.subgraphs.first?.title.raw == "Main timeline")
        #expect(doc.subgraphs.first?.id == "subGraph0")
        let plain = try T.parse("flowchart TD\n    subgraph \"Main\"\n    A\n    end")
        #expect(plain.subgraphs.first?.id == "Main")
    }

    @Test func backslashNBreaksALabel() throws {
        let m = TextMeasurer(fontFamily: nil)
        for raw in ["one\\ntwo", "\"one\\ntwo\""] {
            let label = FlowLabel(LinkScanner.cleanLabel(raw), measurer: m, maxWidth: 200)
            #expect(label.block.lines.map(\.plainText) == ["one", "two"])
        }
        // Markdown strings keep it (mermaid's markdown path does not treat `\n` as a break).
        let md = FlowLabel(FlowText("a\\nb", isMarkdown: true), measurer: m, maxWidth: 200)
        #expect(md.block.lines.count == 1)
    }

    @Test func classDefFontSizeGrowsTheNode() throws {
        let (small, _) = try T.render("flowchart TD\n    A[Big text here]")
        let (big, _) = try T.render("flowchart TD\n    A[Big text here]\n    classDef big font-size:30px\n    class A big")
        #expect(big.width > small.width * 1.5)
        #expect(big.height > small.height + 20)
        #expect(FlowchartStyles.fontSize(in: "fill:red;font-size:30px", base: 16) == 30)
        #expect(FlowchartStyles.fontSize(in: "font-size:1.5em !important", base: 16) == 24)
        #expect(FlowchartStyles.fontSize(in: "font-size:large", base: 16) == nil)
    }
}
