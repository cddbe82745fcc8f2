// Why: mermaid draws a flowchart's HTML edge label on two layers of `edgeLabelBackground` (`.labelBkg`
// at opacity 0.5 under the label's `<p>`), so a translucent theme colour shows far stronger than the
// one rectangle at opacity 0.5 Folio drew (a seed's green labels came out pale). These pin the one
// colour that stands for both layers, and SVG labels keeping mermaid's single layer.
import Mermaid
import MermaidCore
import Testing

@Suite struct EdgeLabelBackdropTests {
    static func labelRule(_ source: String, followsColorScheme: Bool = false) throws -> String {
        let svg = try MermaidRenderer.render(source, options: RenderOptions(idPrefix: "e", followsColorScheme: followsColorScheme)).svg
        let start = try #require(svg.range(of: "#e .edgeLabel rect{"))
        return String(svg[start.upperBound...].prefix { $0 != "}" })
    }

    @Test func aTranslucentColourShowsAsMermaidsTwoLayers() throws {
        // Opacity 1/3 (#0615) shows at 2/3, as measured on mermaid's picture of the seed diagram.
        let rule = try Self.labelRule("%%{init: {'theme': 'base', 'themeVariables': {'edgeLabelBackground': '#0615'}}}%%\nflowchart LR\n  A -->|label| B\n")
        #expect(rule == "opacity:1;fill:rgba(0, 102, 17, 0.667);")
        // The default theme's 80 % grey shows at 90 %.
        #expect(try Self.labelRule("flowchart LR\n  A -->|label| B\n") == "opacity:1;fill:rgba(232, 232, 232, 0.9);")
    }

    @Test func bothColourSchemesHaveTheirBackdrop() throws {
        let svg = try MermaidRenderer.render("flowchart LR\n  A -->|label| B\n", options: RenderOptions(idPrefix: "e")).svg
        #expect(svg.contains("#e .edgeLabel rect{opacity:1;fill:var(--e-edgeLabelBackdrop, rgba(232, 232, 232, 0.9));}"))
        #expect(svg.contains("--e-edgeLabelBackdrop:rgba(232, 232, 232, 0.9);") && svg.contains("--e-edgeLabelBackdrop:#585858;"))
    }

    @Test func svgLabelsKeepOneLayerAtHalfOpacity() throws {
        let variables = "'themeVariables': {'edgeLabelBackground': '#ffffff', 'lineColor': '#cccccc', 'textColor': '#000000'}"
        let svgLabels = "%%{init: {'theme': 'base', 'flowchart': {'htmlLabels': false}, \(variables)}}%%\nflowchart LR\n  A -->|label| B\n"
        #expect(try Self.labelRule(svgLabels) == "opacity:0.5;fill:#ffffff;")
        // The same colours as HTML labels: both layers, so fully opaque.
        let htmlLabels = "%%{init: {'theme': 'base', \(variables)}}%%\nflowchart LR\n  A -->|label| B\n"
        #expect(try Self.labelRule(htmlLabels) == "opacity:1;fill:#ffffff;")
        // A translucent colour in SVG labels stays itself (made more opaque only for the text's contrast).
        let translucent = "%%{init: {'theme': 'base', 'flowchart': {'htmlLabels': false}, 'themeVariables': {'edgeLabelBackground': '#0615'}}}%%\nflowchart LR\n  A -->|label| B\n"
        #expect(try Self.labelRule(translucent).hasSuffix(";fill:#0615;"))
    }
}
