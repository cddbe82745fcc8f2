import Mermaid
import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidCharts

@Suite struct PacketParserTests {
    @Test func rangesSingleBitsAndCounts() throws {
        let packet = try ChartHarness.packet("packet-beta\ntitle UDP\n0-15: \"Source\"\n16: 'Flag'\n+15: \"Rest\"\n")
        #expect(packet.title == "UDP")
        #expect(packet.fields == [.init(start: 0, end: 15, label: "Source"), .init(start: 16, end: 16, label: "Flag"),
                                  .init(start: 17, end: 31, label: "Rest")])
    }

    @Test(arguments: [
        ("packet\n0-15: \"a\"\n20-31: \"b\"", 3, 1, "should start at bit 16"),
        ("packet\n5-1: \"a\"", 2, 1, "ends before it starts"),
        ("packet\n+0: \"a\"", 2, 1, "at least 1 bit"),
        ("packet\n0-7 \"a\"", 2, 5, "expected ':'"),
        ("packet\n0-7: a", 2, 6, "in quotes"),
        ("packet\nfoo", 2, 1, "expected a field"),
        ("packet\n  titel X", 2, 3, "or 'title'"),
        ("packet\n0-99999999: \"a\"", 2, 1, "longer than"),
    ])
    func errorsPointAtTheProblem(text: String, line: Int, column: Int, message: String) {
        ChartHarness.checkError(text, line: line, column: column, message: message)
    }

    @Test func fieldsCrossingARowAreSplit() {
        let packet = PacketDiagram(title: nil, fields: [.init(start: 0, end: 15, label: "a"), .init(start: 16, end: 79, label: "b")])
        let rows = packet.rows(bitsPerRow: 32)
        #expect(rows.count == 3)
        #expect(rows[0] == [.init(start: 0, end: 15, label: "a"), .init(start: 16, end: 31, label: "b")])
        #expect(rows[1] == [.init(start: 32, end: 63, label: "b")])
        #expect(rows[2] == [.init(start: 64, end: 79, label: "b")])
    }
}

@Suite struct PacketRendererTests {
    /// Positions from mermaid 11's drawing of the TCP header.
    @Test func geometryMatchesMermaid() throws {
        let drawing = try ChartHarness.render("---\ntitle: TCP\n---\npacket\n0-15: \"Source Port\"\n16-31: \"Destination Port\"\n32-63: \"Sequence Number\"\n64: \"URG\"\n65-95: \"x\"")
        let svg = drawing.body.output
        #expect(svg.contains("<rect x=\"1\" y=\"15\" width=\"507\" height=\"32\" class=\"packetBlock\"/>"))
        #expect(svg.contains("<text x=\"254.5\" y=\"31\" class=\"packetLabel\""))
        #expect(svg.contains("<text x=\"508\" y=\"13\" class=\"packetByte end\" dominant-baseline=\"auto\" text-anchor=\"end\">15</text>"))
        #expect(svg.contains("<rect x=\"1\" y=\"109\" width=\"27\""))
        #expect(svg.contains("<text x=\"14.5\" y=\"107\" class=\"packetByte start\" dominant-baseline=\"auto\" text-anchor=\"middle\">64</text>"))
        #expect(svg.contains(">TCP</text>"))
        #expect(drawing.width == 1026)
        #expect(drawing.height == 47 * 4)
    }

    @Test func withoutTitleOrBits() throws {
        let drawing = try ChartHarness.render("---\nconfig:\n  packet:\n    showBits: false\n    bitsPerRow: 16\n---\npacket\n0-31: \"a\"")
        #expect(!drawing.body.output.contains("packetByte"))
        #expect(DiagramFront.count("class=\"packetBlock\"", in: drawing.body.output) == 2)
        #expect(drawing.width == 16 * 32 + 2)
        #expect(drawing.height == 37 * 3 - 32)
    }

    @Test func nestedPacketThemeVariablesColourTheBits() throws {
        let text = "---\nconfig:\n  themeVariables:\n    packet:\n      startByteColor: red\n---\npacket\n0-15: \"a\""
        let result = try MermaidRenderer.render(text, options: RenderOptions(idPrefix: "k"))
        #expect(result.svg.contains("#k .packetByte.start{fill:red;}"))
        #expect(result.svg.contains("#k .packetByte.end{fill:var(--k-packetEndByteColor, black)"))
        #expect(result.warnings.isEmpty)
    }

    @Test func darkPaletteKeepsBitNumbersReadable() {
        let dark = Theme.named("dark")
        #expect(dark["packetStartByteColor"] != "black")
        #expect(Theme.named("default")["packetStartByteColor"] == "black")
    }
}
