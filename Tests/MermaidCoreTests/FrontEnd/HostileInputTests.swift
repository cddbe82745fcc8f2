import Testing
@testable import MermaidCore

/// Input meant to break out of the SVG's style sheet or ids must stay inert.
@Suite struct HostileInputTests {
    @Test func themeVariablesCannotCloseTheStyleSheet() throws {
        let source = """
        %%{init: {'themeVariables': {'primaryColor': 'red;}</style><script>alert(1)</script>', 'fontFamily': 'x;}</style>'}}}%%
        flowchart LR
          A
        """
        let front = try FrontEnd.process(source, options: RenderOptions(idPrefix: "h"))
        let value = try #require(front.context.theme["primaryColor"])
        #expect(!value.contains("<") && !value.contains(";") && !value.contains("}"))
        #expect(!front.context.fontFamily.contains("<") && !front.context.fontFamily.contains("}"))
        let drawing = DiagramDrawing(body: SVGWriter(), css: "", minX: 0, minY: 0, width: 1, height: 1, svgClass: "flowchart",
                                     roleDescription: "flowchart-v2")
        let svg = SVGDocument.assemble(drawing, context: front.context)
        #expect(!svg.contains("<script"))
        #expect(svg.components(separatedBy: "</style>").count == 2)
    }

    @Test func idPrefixIsSanitised() throws {
        let front = try FrontEnd.process("flowchart LR\n A", options: RenderOptions(idPrefix: "1 \"bad\"><x"))
        #expect(front.context.idPrefix == "m1badx")
        #expect(DiagramContext.sanitizePrefix("") == "m")
        #expect(DiagramContext.sanitizePrefix("diagram-2_a") == "diagram-2_a")
    }

    @Test func hugeAndOddNumbersDoNotTrap() throws {
        #expect(ConfigValue.number(1e300).stringValue == "1e+300")
        #expect(ConfigValue.number(.infinity).stringValue == nil)
        let front = try FrontEnd.process("%%{init: {'fontSize': 1e400, 'flowchart': {'diagramPadding': -1e999}}}%%\nflowchart LR\n A")
        #expect(front.context.fontSize == 16)
        let drawing = DiagramDrawing(body: SVGWriter(), css: "", minX: .nan, minY: .infinity, width: -5, height: .nan,
                                     svgClass: "flowchart", roleDescription: "flowchart-v2")
        let svg = SVGDocument.assemble(drawing, context: front.context)
        #expect(!svg.contains("nan") && !svg.contains("inf"))
    }

    @Test func configFileJSON() throws {
        let value = try ConfigValue.parse(json: #"{"theme": "forest", "flowchart": {"curve": "linear"}, "n": [1, true]}"#)
        #expect(value["theme"]?.stringValue == "forest")
        #expect(value["flowchart"]?["curve"]?.stringValue == "linear")
        do {
            _ = try ConfigValue.parse(json: "{\n  \"theme\": \"dark\",\n  \"x\": \n}")
            Issue.record("expected an error")
        } catch let error as MermaidError {
            #expect(error.line == 4)
        }
    }
}
