import Testing
@testable import MermaidCore

@Suite struct SVGOutputTests {
    @Test func numberFormat() {
        #expect(NumberFormat.format(12.3456) == "12.35")
        #expect(NumberFormat.format(3.0) == "3")
        #expect(NumberFormat.format(-0.001) == "0")
        #expect(NumberFormat.format(-2.5) == "-2.5")
        #expect(NumberFormat.format(0.05) == "0.05")
        #expect(NumberFormat.format(.nan) == "0")
        #expect(NumberFormat.format(1e300) != "")
        #expect(NumberFormat.format(0.1 + 0.2, decimals: 3) == "0.3")
    }

    @Test func escaping() {
        #expect(XMLEscape.text("<a & b>") == "&lt;a &amp; b&gt;")
        #expect(XMLEscape.attribute("say \"hi\"\n") == "say &quot;hi&quot;&#10;")
        #expect(XMLEscape.text("bell\u{7}") == "bell")
        #expect(XMLEscape.idFragment("A b/é") == "A_20b_2f_e9")
    }

    @Test func textUsesTspansNeverForeignObject() {
        let m = TextMeasurer(fontFamily: "Monospace", fontSize: 16)
        var svg = SVGWriter()
        SVGText.draw(LabelText.parse("<head>"), centerX: 10, centerY: 20, measurer: m, className: "label", into: &svg)
        let one = svg.output
        #expect(one.hasPrefix("<text class=\"label\" x=\"10\" y=\""))
        #expect(one.contains(">&lt;head&gt;</text>"))
        #expect(one.contains("text-anchor=\"middle\""))
        var svg2 = SVGWriter()
        SVGText.draw(LabelText.parse("a<br/><b>b</b>"), x: 0, centerY: 0, anchor: .start, measurer: m, into: &svg2)
        let two = svg2.output
        #expect(two.components(separatedBy: "<tspan x=").count == 3)
        #expect(two.contains("<tspan font-weight=\"bold\">b</tspan>"))
        #expect(!two.contains("text-anchor"))
        #expect(!two.contains("foreignObject"))
    }

    func drawing() -> DiagramDrawing {
        var body = SVGWriter()
        body.openGroup(class: "nodes")
        body.end("g")
        return DiagramDrawing(body: body, css: "", minX: 0, minY: 0, width: 100, height: 50,
                       svgClass: "flowchart", roleDescription: "flowchart-v2")
    }

    @Test func documentFollowsPageColourScheme() throws {
        let front = try FrontEnd.process("---\ntitle: Hello <World>\n---\nflowchart LR\naccDescr: Described\n A",
                                         options: RenderOptions(idPrefix: "d7"))
        _ = front.context.color("primaryColor")
        let svg = SVGDocument.assemble(drawing(), context: front.context)
        #expect(svg.hasPrefix("<svg id=\"d7\" width=\"100%\" xmlns=\"http://www.w3.org/2000/svg\" class=\"flowchart\" style=\"max-width: "))
        #expect(svg.contains("role=\"graphics-document document\" aria-roledescription=\"flowchart-v2\""))
        #expect(svg.contains("aria-labelledby=\"d7-title\" aria-describedby=\"d7-desc\""))
        #expect(svg.contains("<title id=\"d7-title\">Hello &lt;World&gt;</title><desc id=\"d7-desc\">Described</desc>"))
        #expect(svg.contains("#d7{--d7-primaryColor:#ECECFF;"))
        #expect(svg.contains("@media (prefers-color-scheme: dark){#d7{--d7-primaryColor:#1f2020;"))
        #expect(svg.contains("[data-theme=\"dark\"] #d7{--d7-primaryColor:#1f2020;"))
        #expect(svg.contains("[data-theme=\"light\"] #d7{--d7-primaryColor:#ECECFF;"))
        #expect(svg.contains("class=\"flowchartTitleText\""))
        #expect(svg.contains(">Hello &lt;World&gt;</text>"))
        #expect(!svg.contains("background-color"))
        #expect(svg.hasSuffix("</svg>"))
    }

    @Test func pinnedThemeDrawsLiteralColoursOnItsBackground() throws {
        let front = try FrontEnd.process("%%{init: {'theme': 'dark', 'themeCSS': '.node { fill: red }'}}%%\nflowchart LR\n A",
                                         options: RenderOptions(idPrefix: "p1"))
        #expect(front.context.color("primaryColor") == "#1f2020")
        let svg = SVGDocument.assemble(drawing(), context: front.context)
        #expect(svg.contains("background-color: #333;"))
        #expect(!svg.contains("--p1-"))
        #expect(!svg.contains("prefers-color-scheme"))
        #expect(svg.contains("#p1 .node{fill: red}"))
        let custom = try FrontEnd.process("flowchart LR\n A", options: RenderOptions(idPrefix: "p2", backgroundColor: "white"))
        #expect(SVGDocument.assemble(drawing(), context: custom.context).contains("background-color: white;"))
    }

    @Test func viewBoxIsTheDrawingPlusTheTitle() throws {
        let front = try FrontEnd.process("flowchart LR\n A", options: RenderOptions(idPrefix: "v"))
        let svg = SVGDocument.assemble(drawing(), context: front.context)
        #expect(svg.contains("viewBox=\"0 0 100 50\""))
        #expect(svg.contains("max-width: 100px;"))
        let titled = try FrontEnd.process("---\ntitle: A fairly long diagram title\n---\nflowchart LR\n A",
                                          options: RenderOptions(idPrefix: "v"))
        let withTitle = SVGDocument.assemble(drawing(), context: titled.context)
        let viewBox = try #require(withTitle.components(separatedBy: "viewBox=\"").dropFirst().first?
            .components(separatedBy: "\"").first?.split(separator: " ").compactMap { Double($0) })
        #expect(viewBox[1] < -20)            // room for the title above the drawing
        #expect(viewBox[2] > 100)            // the title is wider than the drawing
        #expect(viewBox[0] < 0)
    }
}

@Suite struct AccessibilityTests {
    @Test func accTitleWinsForTheAccessibleName() throws {
        let front = try FrontEnd.process("---\ntitle: Visible\n---\nflowchart LR\naccTitle: Spoken\n A",
                                         options: RenderOptions(idPrefix: "a"))
        let drawing = DiagramDrawing(body: SVGWriter(), css: "", minX: 0, minY: 0, width: 10, height: 10, svgClass: "flowchart",
                                     roleDescription: "flowchart-v2")
        let svg = SVGDocument.assemble(drawing, context: front.context)
        #expect(svg.contains("<title id=\"a-title\">Spoken</title>"))
        #expect(svg.contains(">Visible</text>"))
        #expect(!svg.contains("aria-describedby"))
    }
}
