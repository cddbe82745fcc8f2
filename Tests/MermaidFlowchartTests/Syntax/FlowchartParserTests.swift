import GraphLayout
import MermaidCore
import Testing
@testable import MermaidFlowchart

@Suite struct FlowchartParserTests {
    typealias T = FlowchartTestSupport

    @Test(arguments: [
        ("graph TD", LayoutDirection.topToBottom), ("graph TB", .topToBottom), ("flowchart BT", .bottomToTop),
        ("flowchart LR", .leftToRight), ("graph RL", .rightToLeft), ("graph", .topToBottom),
        ("flowchart-elk LR", .leftToRight), ("graph TD;", .topToBottom),
    ])
    func headers(_ header: String, _ direction: LayoutDirection) throws {
        let doc = try T.parse(header + "\nA --> B")
        #expect(doc.direction == direction)
        #expect(doc.edges.count == 1)
    }

    @Test(arguments: [
        ("A[text]", NodeShape.rect, "text"), ("A(text)", .rounded, "text"), ("A([text])", .stadium, "text"),
        ("A[[text]]", .subroutine, "text"), ("A[(text)]", .cylinder, "text"), ("A((text))", .circle, "text"),
        ("A(((text)))", .doubleCircle, "text"), ("A>text]", .odd, "text"), ("A{text}", .diamond, "text"),
        ("A{{text}}", .hexagon, "text"), ("A[/text/]", .leanRight, "text"), ("A[\\text\\]", .leanLeft, "text"),
        ("A[/text\\]", .trapezoid, "text"), ("A[\\text/]", .invTrapezoid, "text"),
        ("A[\"quoted (x) [y]\"]", .rect, "quoted (x) [y]"), ("A(\"a)b\")", .rounded, "a)b"),
        ("A@{ shape: cyl, label: \"DB\" }", .cylinder, "DB"), ("A@{ shape: database }", .cylinder, "A"),
        ("A@{ shape: dbl-circ, label: \"Stop\" }", .doubleCircle, "Stop"),
        ("A@{ shape: decision, label: \"a, b\" }", .diamond, "a, b"), ("A@{ shape: lean-l }", .leanLeft, "A"),
        ("A@{ shape: trap-t }", .invTrapezoid, "A"), ("A@{ shape: doc }", .document, "A"),
        ("A@{ shape: hex }", .hexagon, "A"), ("A@{ shape: stadium }", .stadium, "A"),
        ("A@{ shape: subproc }", .subroutine, "A"), ("A@{ shape: sm-circ }", .smallCircle, "A"),
    ])
    func nodeShapes(_ line: String, _ shape: NodeShape, _ label: String) throws {
        let doc = try T.parse("flowchart TD\n" + line)
        let node = try #require(doc.node("A"))
        #expect(node.shape == shape)
        #expect(node.labelText.raw == label)
    }

    @Test func unknownShapeIsRectWithWarning() throws {
        let doc = try T.parse("flowchart TD\nA@{ shape: blob, label: \"x\" }")
        #expect(doc.node("A")?.shape == .rect)
        #expect(doc.warnings.count == 1)
        #expect(doc.warnings[0].line == 2)
    }

    @Test func markdownStringsAndEntities() throws {
        let doc = try T.parse("flowchart LR\nA[\"`**b** _i_`\"] --> B[\"#quot;x#quot; &lt;\"]\nC[\"`Line1\n  Line 2`\"]")
        #expect(doc.node("A")?.text == FlowText("**b** _i_", isMarkdown: true))
        #expect(doc.node("B")?.text?.raw == "#quot;x#quot; &lt;")
        #expect(doc.node("C")?.text?.raw == "Line1\n  Line 2")
        #expect(doc.edges.count == 1)
    }

    @Test(arguments: [
        ("A-->B", EdgeStroke.normal, ArrowHead?.none, ArrowHead?.some(.point), 1),
        ("A --- B", .normal, nil, nil, 1), ("A-.->B", .dotted, nil, .point, 1), ("A -.- B", .dotted, nil, nil, 1),
        ("A ==> B", .thick, nil, .point, 1), ("A === B", .thick, nil, nil, 1), ("A --o B", .normal, nil, .circle, 1),
        ("A --x B", .normal, nil, .cross, 1), ("A <--> B", .normal, .point, .point, 1),
        ("A o--o B", .normal, .circle, .circle, 1), ("A x--x B", .normal, .cross, .cross, 1),
        ("A ~~~ B", .invisible, nil, nil, 1), ("A ----> B", .normal, nil, .point, 3), ("A -..-> B", .dotted, nil, .point, 2),
        ("A ===> B", .thick, nil, .point, 2), ("A ---- B", .normal, nil, nil, 2), ("A<-.->B", .dotted, .point, .point, 1),
        ("A <==> B", .thick, .point, .point, 1),
    ])
    func arrows(_ line: String, _ stroke: EdgeStroke, _ start: ArrowHead?, _ end: ArrowHead?, _ length: Int) throws {
        let doc = try T.parse("graph LR\n" + line)
        let edge = try #require(doc.edges.first)
        #expect(edge.source == "A" && edge.target == "B")
        #expect(edge.stroke == stroke)
        #expect(edge.startHead == start)
        #expect(edge.endHead == end)
        #expect(edge.length == length)
        #expect(doc.nodes.map(\.id) == ["A", "B"])
    }

    @Test(arguments: [
        ("A -- text --> B", "text", EdgeStroke.normal), ("A-->|text|B", "text", .normal), ("A -->|\"q|x\"| B", "q|x", .normal),
        ("A -. text .-> B", "text", .dotted), ("A == text ==> B", "text", .thick), ("A-- This is the text! ---B", "This is the text!", .normal),
        ("A -- \"Dequeue<br/>(found)\" --> B", "Dequeue<br/>(found)", .normal), ("A -- Creates & Manages --> B", "Creates & Manages", .normal),
        ("A---|x|B", "x", .normal), ("A -- No ----> B", "No", .normal),
    ])
    func edgeLabels(_ line: String, _ label: String, _ stroke: EdgeStroke) throws {
        let doc = try T.parse("graph LR\n" + line)
        let edge = try #require(doc.edges.first)
        #expect(edge.text?.raw == label)
        #expect(edge.stroke == stroke)
        #expect(edge.target == "B")
    }

    @Test func chainsGroupsAndEdgeIds() throws {
        let doc = try T.parse("flowchart LR\nA --> B --> C\nD & E --> F & G\nX e1@--> Y\ne1@{ animate: true }\n  a --> b & c--> d")
        #expect(doc.edges.map { "\($0.source)>\($0.target)" } ==
            ["A>B", "B>C", "D>F", "D>G", "E>F", "E>G", "X>Y", "a>b", "a>c", "b>d", "c>d"])
        let e1 = try #require(doc.edges.first(where: { $0.userId == "e1" }))
        #expect(e1.domId == "e1")
        #expect(e1.animated)
        #expect(doc.edges[0].domId == "L_A_B_0")
        #expect(doc.node("e1") == nil)
    }

    @Test func repeatedEdgesGetCountedIds() throws {
        let doc = try T.parse("graph TD\nA-->B\nA-->B")
        #expect(doc.edges.map(\.domId) == ["L_A_B_0", "L_A_B_1"])
    }

    @Test func redefinitionTakesTheNewLabel() throws {
        let doc = try T.parse("graph TD\nE[\"MKMapView\"] --> F\nF --> E[\"MKMapViewDelegate\"]\nCV(ContentView)\nT --> CV[selectedView]")
        #expect(doc.node("E")?.labelText.raw == "MKMapViewDelegate")
        #expect(doc.node("CV")?.labelText.raw == "selectedView")
        #expect(doc.node("CV")?.shape == .rect)
    }

    @Test func subgraphForms() throws {
        let doc = try T.parse("""
        flowchart TB
            subgraph one
              a1-->a2
            end
            subgraph ide1 [Title one]
              b1
            end
            subgraph id2["Quoted title"]
              direction LR
              c1
            end
            subgraph State & Rendering Loop
              d1
            end
            subgraph outer
              subgraph inner
                e1
              end
            end
            a1 --> outer
        """)
        #expect(doc.subgraphs.map(\.id) == ["one", "ide1", "id2", "subGraph0", "inner", "outer"])
        #expect(doc.subgraph("ide1")?.title.raw == "Title one")
        #expect(doc.subgraph("id2")?.title.raw == "Quoted title")
        #expect(doc.subgraph("id2")?.direction == .leftToRight)
        #expect(doc.subgraph("subGraph0")?.title.raw == "State & Rendering Loop")
        #expect(doc.subgraph("inner")?.parent == "outer")
        #expect(doc.subgraph("outer")?.members == ["inner"])
        #expect(doc.subgraph("one")?.members == ["a1", "a2"])
        #expect(doc.node("outer") == nil)
        #expect(doc.edges.last?.target == "outer")
    }

    @Test func firstClosedSubgraphKeepsASharedNode() throws {
        let doc = try T.parse("graph TD\nsubgraph S1\nC --> D\nend\nsubgraph S2\nB --> C\nend")
        #expect(doc.subgraph("S1")?.members == ["C", "D"])
        #expect(doc.subgraph("S2")?.members == ["B"])
    }

    @Test func keywordsInsideIdsAndLabels() throws {
        let doc = try T.parse("graph TD\nendpoint --> graphic\nA[end of graph] --> subgraphs\nstyleX --> classy")
        #expect(doc.nodes.map(\.id) == ["endpoint", "graphic", "A", "subgraphs", "styleX", "classy"])
        #expect(doc.node("A")?.labelText.raw == "end of graph")
    }

    @Test func semicolonsSeparateStatements() throws {
        let doc = try T.parse("graph TD;A-->B;B-->C;")
        #expect(doc.edges.count == 2)
    }

    @Test func styling() throws {
        let doc = try T.parse("""
        graph TD
            A:::foo --> B
            classDef foo fill:#f96,stroke:#333
            classDef a,b stroke-width:4px
            classDef default fill:#f9f
            class B,missing a
            style A fill:#f00,color:#fff,stroke-dasharray: 5 5
            style SwiftUI Layer fill:#e0f7fa
            linkStyle 0 stroke:#ff3,stroke-width:4px
            linkStyle default interpolate linear stroke:#000
        """)
        #expect(doc.node("A")?.classes == ["foo"])
        #expect(doc.node("B")?.classes == ["a"])
        #expect(doc.node("missing") == nil)
        #expect(doc.classDefs["foo"]?.map(\.css) == ["fill:#f96", "stroke:#333"])
        #expect(doc.classDefs["b"]?.map(\.css) == ["stroke-width:4px"])
        #expect(doc.classDefs["default"] != nil)
        #expect(doc.node("A")?.styles.map(\.css) == ["fill:#f00", "color:#fff", "stroke-dasharray:5 5"])
        // mermaid creates the node named by `style` (seed 001_1: `style SwiftUI Layer …`).
        #expect(doc.node("SwiftUI") != nil)
        #expect(doc.edges[0].styles.map(\.css) == ["stroke:#ff3", "stroke-width:4px"])
        #expect(doc.defaultLinkStyle.map(\.css) == ["stroke:#000"])
        #expect(doc.defaultInterpolation == "linear")
        #expect(doc.warnings.contains { $0.message.contains("missing") })
    }

    @Test func subgraphStyleAppliesToTheCluster() throws {
        let doc = try T.parse("graph TD\nsubgraph S[\"T\"]\nstyle S fill:#eee\nA\nend")
        #expect(doc.subgraph("S")?.styles.map(\.css) == ["fill:#eee"])
        #expect(doc.node("S") == nil)
        #expect(doc.subgraph("S")?.members == ["A"])
    }

    @Test func clickLinks() throws {
        let doc = try T.parse("""
        flowchart LR
            A-->B-->C-->D-->E
            click A callback "Tooltip"
            click B "https://www.github.com" "tip" _blank
            click C href "docs/page.html" _self
            click D href "javascript:alert(1)"
            click E call cb()
        """)
        #expect(doc.node("A")?.link == nil)
        #expect(doc.node("B")?.link == FlowLink(url: "https://www.github.com", target: "_blank"))
        #expect(doc.node("B")?.tooltip == "tip")
        #expect(doc.node("C")?.link == FlowLink(url: "docs/page.html", target: "_self"))
        #expect(doc.node("D")?.link == nil)
        #expect(doc.warnings.count == 3)
    }

    @Test(arguments: [
        ("https://x.org", true), ("http://x.org/a?b", true), ("/abs/path", true), ("rel/page.html", true), ("#anchor", true),
        ("javascript:alert(1)", false), ("JavaScript:x", false), ("data:text/html,x", false), ("vbscript:x", false), ("", false),
    ])
    func urlSafety(_ url: String, _ safe: Bool) {
        #expect(FlowchartParser.isSafeURL(url) == safe)
    }
}
