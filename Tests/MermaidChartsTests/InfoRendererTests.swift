import Mermaid
import MermaidTestSupport
import Testing
@testable import MermaidCharts

/// `info` draws the engine's name where mermaid draws its version; bad lines are errors.
@Suite struct InfoRendererTests {
    @Test func drawsTheEngineAndSyntaxLevel() throws {
        let result = try MermaidRenderer.render("info\n")
        #expect(result.diagramType == "info")
        #expect(result.svg.contains("class=\"version\"") && result.svg.contains(InfoRenderer.versionText))
        #expect(try MermaidRenderer.render("info showInfo\n").svg.contains("mermaid 11.14 syntax"))
        #expect(try MermaidRenderer.render("info\nshowInfo\ntitle About\n").title == "About")
    }

    @Test func otherLinesAreErrors() {
        let error = ThrownError.of { _ = try MermaidRenderer.render("info\n  nonsense") }
        #expect(error?.line == 2 && error?.column == 3 && error?.message.contains("expected 'showInfo'") == true)
        #expect(ThrownError.of { _ = try MermaidRenderer.render("info extra") }?.message.contains("'info showInfo'") == true)
    }
}
