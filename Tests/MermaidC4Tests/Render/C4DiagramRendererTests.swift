import Foundation
import Mermaid
import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidC4

@Suite struct C4DiagramRendererTests {
    @Test func mermaidDOM() throws {
        let result = try MermaidRenderer.render(C4Fixtures.library, options: RenderOptions(idPrefix: "c4x"))
        let svg = result.svg
        #expect(result.diagramType == "c4")
        #expect(svg.contains("aria-roledescription=\"c4\""))
        #expect(C4Counts(svg) == C4Counts(elements: 8, relations: 5))
        #expect(DiagramFront.count("class=\"c4-boundary\"", in: svg) == 2)
        #expect(svg.contains("&lt;&lt;external_component_db&gt;&gt;"))
        #expect(svg.contains(">[CONTAINER]</text>"))
        #expect(svg.contains("[HTTPS]"))
        #expect(DiagramFront.count("marker-start=\"url(#c4x-arrowend)\"", in: svg) == 2, "BiRel and Rel_Back")
        #expect(svg.contains("style=\"fill:grey;\""))
        #expect(svg.contains("style=\"stroke:blue\""))
        #expect(svg.contains(">Library lending</text>"))
        #expect(!svg.contains("foreignObject"))
        #expect(result.warnings.count == 1, "the $tags text: \(result.warnings)")
    }

    @Test func rowsFollowTheLayoutConfig() throws {
        let diagram = try DiagramHarness.parse(C4Fixtures.library)
        let layout = C4Layout(diagram: diagram, measurer: TextMeasurer(fontFamily: nil))
        let reader = try #require(layout.elements["reader"]), courier = try #require(layout.elements["courier"])
        let mail = try #require(layout.elements["mail"])
        #expect(reader.y == courier.y && courier.x > reader.x + reader.width, "two shapes in a row")
        #expect(mail.y > reader.y + reader.height, "the third shape starts a new row")
        let lib = try #require(layout.boundaries["lib"]), back = try #require(layout.boundaries["back"])
        #expect(lib.x < back.x && lib.y < back.y && lib.x + lib.width > back.x + back.width && lib.y + lib.height > back.y + back.height)
        for id in ["web", "db", "events"] {
            let e = try #require(layout.elements[id])
            #expect(e.x > lib.x && e.y > lib.y && e.x + e.width < lib.x + lib.width && e.y + e.height < back.y, "\(id)")
        }
        let three = try DiagramHarness.parse("C4Context\n" + (0..<6).map { "System(s\($0), \"S\")" }.joined(separator: "\n"))
        let packed = C4Layout(diagram: three, measurer: TextMeasurer(fontFamily: nil))
        #expect(packed.elements["s3"]?.y == packed.elements["s0"]?.y, "four shapes in a row by default")
        #expect(try #require(packed.elements["s4"]?.y) > packed.elements["s0"]!.y)
    }

    @Test func relationshipLinesStartOnBoxBorders() throws {
        let diagram = try DiagramHarness.parse(C4Fixtures.library)
        let layout = C4Layout(diagram: diagram, measurer: TextMeasurer(fontFamily: nil))
        let reader = try #require(layout.elements["reader"])
        let line = try #require(layout.relationLines[0])
        let onBorder = abs(line.start.x - reader.x) < 0.01 || abs(line.start.x - reader.x - reader.width) < 0.01
            || abs(line.start.y - reader.y) < 0.01 || abs(line.start.y - reader.y - reader.height) < 0.01
        #expect(onBorder)
    }

    @Test func everyIdStartsWithThePrefix() throws {
        let svg = try MermaidRenderer.render(C4Fixtures.library, options: RenderOptions(idPrefix: "cc7")).svg
        let ids = DiagramTestKit.ids(in: svg)
        #expect(ids.count > 10)
        #expect(ids.allSatisfy { $0.hasPrefix("cc7") }, "\(ids)")
    }

    @Test func everyHeaderAndTheme() throws {
        for header in C4DiagramRenderer.keywords {
            #expect(try MermaidRenderer.render(header + "\nSystem(s, \"S\")").diagramType == "c4")
        }
        for theme in MermaidRenderer.themeNames {
            let svg = try MermaidRenderer.render(C4Fixtures.library, options: RenderOptions(theme: theme)).svg
            #expect(svg.contains(".c4-rel-line{stroke:"), "\(theme)")
        }
        let custom = try MermaidRenderer.render("%%{init: {'themeVariables': {'lineColor': '#123456'}}}%%\n" + C4Fixtures.library).svg
        #expect(custom.contains("#123456"))
    }
}
