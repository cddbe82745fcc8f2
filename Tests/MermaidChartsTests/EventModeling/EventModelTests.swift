import Foundation
import Mermaid
import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidCharts

@Suite struct EventModelTests {
    static func parse(_ text: String, warnings: inout [MermaidWarning]) throws -> EventModelDiagram {
        var found: [MermaidWarning] = []
        let diagram = try EventModelParser.parse(DiagramFront.source(text)) { found.append($0) }
        warnings = found
        return diagram
    }

    static func parse(_ text: String) throws -> EventModelDiagram {
        var ignored: [MermaidWarning] = []
        return try parse(text, warnings: &ignored)
    }

    static func layout(_ text: String) throws -> EventModelLayout {
        EventModelLayout(try parse(text), text: TextMeasurer(fontFamily: nil),
                         mono: TextMeasurer(fontFamily: "monospace", fontSize: EventModelLayout.dataSize))
    }

    @Test func parsesFramesDataAndUndrawnStatements() throws {
        let d = try Self.parse("""
        eventmodeling
        title Cart
        tf 01 ui CartUI
        timeframe 02 command Cart.AddItem [[AddItem01]]
        rf 03 evt ItemAdded ->> 02 `json` { "a": 1 } // trailing comment
        /* a block
           comment */ entity Cart.Item
        data AddItem01 {
          description: 'john'
        }
        note 02 {
          why
        }
        gwt 03 given evt ItemAdded when cmd AddItem then evt ItemAdded
        """)
        #expect(d.title == "Cart")
        #expect(d.frames.map(\.name) == ["01", "02", "03"])
        #expect(d.frames.map(\.kind) == [.ui, .command, .event])
        #expect(d.frames[1].entity == "Cart.AddItem" && d.frames[1].dataReference == "AddItem01")
        #expect(d.frames[2].isReset && d.frames[2].sources == ["02"] && d.frames[2].inlineData == "{ \"a\": 1 }")
        #expect(d.data == [EventModelData(name: "AddItem01", block: "{\n  description: 'john'\n}")])
        #expect(d.undrawnStatements == 3)
    }

    @Test func errorsSayWhereAndWhat() {
        func error(_ text: String) -> MermaidError? { ThrownError.of { _ = try Self.parse(text) } }
        let kind = error("eventmodeling\ntf 01 evnt X")
        #expect(kind?.line == 2 && kind?.column == 7 && kind?.message.contains("did you mean 'ev") == true, "\(String(describing: kind))")
        let statement = error("eventmodeling\nfr 01 ui X")
        #expect(statement?.message.contains("did you mean 'rf'?") == true && statement?.column == 1)
        let block = error("eventmodeling\ndata D {\n  a: 1\n  }")
        #expect(block?.line == 2 && block?.column == 8 && block?.message.contains("'}'") == true, "\(String(describing: block))")
        let number = error("eventmodeling\ntf ui X")
        #expect(number?.message.contains("expected a frame number") == true && number?.column == 4)
        let end = error("eventmodeling\ntf 01 ui")
        #expect(end?.message.contains("at the end") == true && end?.line == 2)
        #expect(error("eventmodeling\ntf 01 ui X `yaml` {a}")?.message.contains("data type") == true)
        #expect(error("eventmodeling\n/* open")?.message.contains("never closed") == true)
    }

    @Test func warnsAboutUnknownSourcesAndLinksMermaidRejects() throws {
        var warnings: [MermaidWarning] = []
        _ = try Self.parse("eventmodeling\ntf 01 ui A\ntf 02 evt B ->> 01 ->> 09 [[Nope]]", warnings: &warnings)
        #expect(warnings.count == 3)
        #expect(warnings.contains { $0.code == "unknown-reference" && $0.message.contains("no frame 09") })
        #expect(warnings.contains { $0.message.contains("an event can only receive input from a command, not from frame 01 (ui)") })
        #expect(warnings.contains { $0.message.contains("no data block 'Nope'") })
    }

    /// mermaid 11's docs example 1: three lanes, each box starting 80 px before the previous one
    /// ends, a link from each box to the previous one (values from mermaid's SVG, widths ±1 px).
    @Test func layoutFollowsMermaid() throws {
        let layout = try Self.layout("eventmodeling\ntf 01 ui CartUI\ntf 02 cmd AddItem\ntf 03 evt ItemAdded")
        #expect(layout.sortedLanes.map(\.y) == [0, 140, 280])
        #expect(layout.sortedLanes.map(\.label) == ["UI/Automation", "Command/Read Model", "Events"])
        #expect(layout.sortedLanes.map(\.height) == [130, 130, 130])
        let boxes = layout.boxes
        #expect(boxes[0].x == 250 && abs(boxes[0].width - 149) <= 1.5)
        #expect(abs(boxes[1].x - 329) <= 1.5 && abs(boxes[1].width - 165) <= 1.5)
        #expect(abs(boxes[2].x - 424) <= 2 && abs(boxes[2].width - 184) <= 1.5)
        #expect(abs(layout.maxRight - 618) <= 3)
        #expect(layout.relations.map { [$0.source, $0.target] } == [[0, 1], [1, 2]])
    }

    @Test func resetFramesSourcesAndNamespaces() throws {
        let sources = try Self.layout("eventmodeling\nrf 02 evt A\nrf 03 evt B\nrf 04 evt C\ntf 01 rmo V ->> 02 ->> 04")
        #expect(sources.relations.map { [$0.source, $0.target] } == [[0, 3], [2, 3]], "only the named sources; reset frames get no link")
        let lanes = try Self.layout("""
        eventmodeling
        tf 01 ui CartUI
        rf 04 evt External.InventoryChanged
        tf 05 pcr InventoryProcessor
        tf 07 evt Cart.InventoryChanged
        tf 08 evt External.Restocked
        """)
        #expect(lanes.sortedLanes.map(\.label) == ["UI/Automation", "Stream: External", "Stream: Cart"])
        #expect(lanes.boxes[4].lane == lanes.boxes[1].lane, "one lane per namespace")
    }

    @Test func drawsMermaidsDomWithoutForeignObjects() throws {
        let text = "eventmodeling\ntf 01 ui CartUI\ntf 02 cmd AddItem [[D]]\ntf 03 evt ItemAdded { description: string }\n" +
            "data D {\n  description: 'john'\n  price: 20.4\n}"
        let svg = try MermaidRenderer.render(text, options: RenderOptions(idPrefix: "em")).svg
        #expect(DiagramFront.count("class=\"em-swimlane\"", in: svg) == 3)
        #expect(DiagramFront.count("class=\"em-box ", in: svg) == 3)
        #expect(DiagramFront.count("class=\"em-relation\"", in: svg) == 2)
        #expect(svg.contains("marker-end=\"url(#em-em-arrowhead)\"") && svg.contains("id=\"em-em-arrowhead\""))
        #expect(svg.contains(">description: &#39;john&#39;</text>") || svg.contains(">description: 'john'</text>"))
        #expect(svg.contains(">description: string</text>") && svg.contains("aria-roledescription=\"eventmodeling\""))
        #expect(!svg.contains("foreignObject"))
    }

    @Test func dataTextFitsItsBox() throws {
        let long = String(repeating: "field: averyveryverylongvalue ", count: 8)
        let layout = try Self.layout("eventmodeling\ntf 01 cmd C { \(long) }")
        let box = try #require(layout.boxes.first)
        let mono = TextMeasurer(fontFamily: "monospace", fontSize: EventModelLayout.dataSize)
        #expect(box.dataLines.count > 1)
        for line in box.dataLines { #expect(mono.width(of: line, size: EventModelLayout.dataSize) <= box.width - 20) }
    }

    @Test func fuzzedInputsDrawOrFailCleanly() {
        let fuzz = DiagramFuzzPasses(header: "eventmodeling") { try ChartHarness.render($0) }
        let base = "eventmodeling\ntf 01 ui CartUI\ntf 02 cmd Cart.AddItem [[D]]\nrf 03 evt ItemAdded ->> 02 { a: 1 }\n" +
            "data D {\n  x: 'y'\n}\nnote 02 {\n n\n}\ngwt 03 given evt A then evt B\nentity E"
        #expect(fuzz.mutationsAndTruncations(of: base, seed: 71) == [])
        #expect(fuzz.shuffledLines(base.split(separator: "\n").dropFirst().map(String.init), seed: 72) == [])
        #expect(fuzz.randomBytes(seed: 73) == [])
        #expect(fuzz.mutatedCorpus(keywords: ["eventmodeling"]) == [])
    }

    /// 2,000 frames in three lanes: linear work.
    @Test func twoThousandFramesAreQuick() throws {
        let kinds = ["ui", "cmd", "evt"]
        let text = "eventmodeling\n" + (0..<2_000).map { "tf \($0 % 1000) \(kinds[$0 % 3]) E\($0)" }.joined(separator: "\n")
        let start = ContinuousClock.now
        let drawing = try ChartHarness.render(text)
        #expect(ContinuousClock.now - start < .seconds(20))
        #expect(DiagramFront.count("class=\"em-box ", in: drawing.body.output) == 2_000)
    }
}
