import MermaidCore
import Testing
@testable import MermaidFlowchart

@Suite struct FlowchartRendererTests {
    typealias T = FlowchartTestSupport

    @Test func mermaidDOMConventions() throws {
        let (d, _) = try T.render("flowchart LR\n  A[Start] -->|go| B{Choice}\n  subgraph S [Group]\n    B\n  end", prefix: "m7")
        #expect(d.svgClass == "flowchart")
        #expect(d.roleDescription == "flowchart-v2")
        let body = d.body.output
        for group in ["<g class=\"root\">", "<g class=\"clusters\">", "<g class=\"edgePaths\">", "<g class=\"edgeLabels\">", "<g class=\"nodes\">"] {
            #expect(body.contains(group), "missing \(group)")
        }
        #expect(body.contains("<g class=\"node default\" id=\"m7-flowchart-A-0\" data-id=\"A\" transform=\"translate("))
        #expect(body.contains("class=\"edge-thickness-normal edge-pattern-solid flowchart-link\""))
        #expect(body.contains("data-id=\"L_A_B_0\""))
        #expect(body.contains("id=\"m7-L_A_B_0\""))
        #expect(body.contains("marker-end=\"url(#m7_flowchart-v2-pointEnd)\""))
        #expect(body.contains("<marker id=\"m7_flowchart-v2-pointEnd\""))
        #expect(body.contains("<g class=\"edgeLabel\""))
        #expect(body.contains("<g class=\"cluster\" id=\"m7-S\" data-id=\"S\">"))
        #expect(body.contains("<g class=\"cluster-label\""))
        #expect(body.contains("class=\"basic label-container\""))
        #expect(!body.contains("foreignObject"))
        #expect(d.width > 0 && d.height > 0)
    }

    @Test func everyIdIsScopedAndCSSIsScoped() throws {
        let (d, _) = try T.render("graph TD\nA --o B\nB --x C\nC <--> D", prefix: "zz9")
        var rest = Substring(d.body.output)
        while let r = rest.range(of: " id=\"") {
            rest = rest[r.upperBound...]
            #expect(rest.hasPrefix("zz9"), "unscoped id \(rest.prefix(20))")
        }
        for rule in d.css.split(separator: "}") where rule.contains("{") && !rule.hasPrefix("@keyframes") && !rule.hasPrefix("to{") {
            #expect(rule.hasPrefix("#zz9") || rule.hasPrefix("@") || rule.hasPrefix("to"), "unscoped rule \(rule)")
        }
        #expect(d.body.output.contains("zz9_flowchart-v2-circleEnd"))
        #expect(d.body.output.contains("zz9_flowchart-v2-crossEnd"))
        #expect(d.body.output.contains("zz9_flowchart-v2-pointStart"))
    }

    @Test(arguments: [
        ("A ==> B", "edge-thickness-thick edge-pattern-solid flowchart-link"),
        ("A -.-> B", "edge-thickness-normal edge-pattern-dotted flowchart-link"),
        ("A ~~~ B", "edge-thickness-invisible edge-pattern-solid"),
    ])
    func strokeClasses(_ line: String, _ classes: String) throws {
        let (d, _) = try T.render("graph LR\n" + line)
        #expect(d.body.output.contains("class=\"\(classes)\""))
    }

    @Test func labelsShowAngleBracketsAndAmpersandsLiterally() throws {
        let (d, _) = try T.render("graph TD\nA[\"<head>\"] -- \"a & b\" --> B[\"<!DOCTYPE html>...</html>\"]\nC[\"x<br/>y\"]")
        #expect(d.body.output.contains("&lt;head&gt;"))
        #expect(d.body.output.contains("a &amp; b"))
        #expect(d.body.output.contains("&lt;!DOCTYPE"))
        #expect(d.body.output.contains("html&gt;...&lt;/html&gt;"))
        #expect(!d.body.output.contains("<head>"))
        // `<br/>` is a line break, not text.
        #expect(d.body.output.contains(">x</tspan><tspan"))
        #expect(!d.body.output.contains("br/"))
    }

    @Test func entitiesAndMarkdown() throws {
        let (d, _) = try T.render("graph TD\nA[\"A double quote:#quot; #9829;\"]\nB[\"`**bold** and _it_`\"]")
        #expect(d.body.output.contains("A double quote:\" ♥"))
        #expect(d.body.output.contains("<tspan font-weight=\"bold\">bold</tspan>"))
        #expect(d.body.output.contains("<tspan font-style=\"italic\">it</tspan>"))
    }

    @Test func classDefsAndStylesBecomeInlineStyles() throws {
        let (d, _) = try T.render("""
        graph TD
            A:::hot --> B
            classDef default fill:#f9f,stroke:#333
            classDef hot fill:#f00,color:#fff
            style B stroke-width:4px
            linkStyle 0 stroke:#0f0,color:#00f
        """)
        #expect(d.body.output.contains("class=\"node default hot\""))
        #expect(d.body.output.contains("style=\"fill:#f9f;stroke:#333;fill:#f00\""))
        #expect(d.body.output.contains("style=\"fill:#fff\""))
        #expect(d.body.output.contains("style=\"fill:#f9f;stroke:#333;stroke-width:4px\""))
        #expect(d.body.output.contains("style=\"stroke:#0f0\""))
    }

    /// mermaid writes one `!important` rule per classDef, in the order first defined, so where a node's
    /// classes disagree the class defined last wins, whatever order the node lists them in (the seed
    /// note whose "Call createSingleJSONItem" node is in two classes draws it in the later one's green).
    @Test func disagreeingClassesFollowTheOrderTheirClassDefsWereWritten() throws {
        let (d, _) = try T.render("""
        graph TD
            A --> B
            A --> C
            classDef entry fill:#e6f2ff,stroke:#0066cc
            classDef recursive fill:#ccffcc
            class A,B recursive
            class A,C entry
            class B entry
        """)
        // A lists recursive then entry; B too; C only entry: each gets entry's, then recursive's, declarations.
        #expect(d.body.output.contains("class=\"node default recursive entry\""))
        #expect(T.count("style=\"fill:#e6f2ff;stroke:#0066cc;fill:#ccffcc\"", in: d.body.output) == 2)  // A and B
        #expect(d.body.output.contains("style=\"fill:#e6f2ff;stroke:#0066cc\""))  // C
        #expect(!d.body.output.contains("fill:#ccffcc;fill:#e6f2ff"))
    }

    @Test func unsafeClickLinksAreDropped() throws {
        let (d, ctx) = try T.render("""
        graph TD
            A --> B
            click A "https://example.org" "tip"
            click B "javascript:alert(1)"
        """)
        #expect(d.body.output.contains("<a href=\"https://example.org\">"))
        #expect(d.body.output.contains("<title>tip</title>"))
        #expect(!d.body.output.contains("javascript"))
        #expect(ctx.warnings.contains { $0.message.contains("unsafe link") && $0.line == 4 })
    }

    @Test func sameInputGivesSameOutput() throws {
        let text = "graph LR\nA-->B & C\nsubgraph X\nB-->D\nend\nC-.->D"
        let (a, _) = try T.render(text)
        let (b, _) = try T.render(text)
        #expect(a.body.output == b.body.output)
        #expect(a.css == b.css)
    }

    @Test func edgesToSubgraphsAndEmptySubgraphs() throws {
        let (d, _) = try T.render("flowchart LR\nsubgraph TOP\n  a1 --> a2\nend\nsubgraph EMPTY\nend\nX --> TOP")
        // mermaid draws an empty subgraph as a plain node.
        #expect(T.count("<g class=\"cluster\"", in: d.body.output) == 1)
        #expect(T.count("<g class=\"node ", in: d.body.output) == 3)
        #expect(d.body.output.contains("<g class=\"node\" id=\"d1-EMPTY\" data-id=\"EMPTY\""))
        #expect(d.body.output.contains("data-id=\"L_X_TOP_0\""))
    }

    @Test func largeGraphRenders() throws {
        var text = "graph TD\n"
        for i in 0..<2000 { text += "n\(i) --> n\(i + 1)\n" }
        let (d, _) = try T.render(text)
        #expect(T.count("<g class=\"node ", in: d.body.output) == 2001)
    }
}
