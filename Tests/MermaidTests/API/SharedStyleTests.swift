// Why: with `sharesStyleSheet`, two diagrams that need the same rules must carry byte-identical style
// elements (a host keeps one per page), keep their own colours, and still work alone.
import Foundation
import Testing
import Mermaid

@Suite struct SharedStyleTests {
    static func styles(of svg: String) -> [String] {
        svg.components(separatedBy: "<style>").dropFirst().map { $0.components(separatedBy: "</style>")[0] }
    }

    static func rootClasses(of svg: String) -> [String] {
        let tag = svg.prefix { $0 != ">" }
        guard let start = tag.range(of: " class=\"") else { return [] }
        return tag[start.upperBound...].prefix { $0 != "\"" }.split(separator: " ").map(String.init)
    }

    @Test func twoFlowchartsOfOnePaletteShareEveryStyleElement() throws {
        let one = try MermaidRenderer.render("flowchart LR\n  A --> B", options: RenderOptions(idPrefix: "d1", sharesStyleSheet: true))
        let two = try MermaidRenderer.render("flowchart TD\n  X[Long label] --> Y --> Z",
                                             options: RenderOptions(idPrefix: "diagram-22-svg", sharesStyleSheet: true))
        let styles = Self.styles(of: one.svg)
        #expect(styles.count == 2, "colours and rules")
        #expect(styles == Self.styles(of: two.svg))
        for css in styles {
            #expect(css.hasPrefix(".fm-"))
            #expect(!css.contains("#d1") && !css.contains("d1-"))
        }
        #expect(styles[0].contains("--fm-lineColor:"), "colour variables have one name on every diagram")
        #expect(!one.svg.contains("--d1-"))
        let classes = Self.rootClasses(of: one.svg)
        #expect(classes.first == "flowchart")
        #expect(classes.filter { $0.hasPrefix("fm-") }.count == 2)
        #expect(one.svg.hasPrefix("<svg id=\"d1\""), "ids inside the diagram stay unique")
    }

    @Test func anotherPaletteGetsStylesOfItsOwn() throws {
        let plain = try MermaidRenderer.render("flowchart LR\n  A --> B", options: RenderOptions(idPrefix: "a", sharesStyleSheet: true))
        let pinned = try MermaidRenderer.render("%%{init: {'themeVariables': {'lineColor': '#ff0000'}}}%%\nflowchart LR\n  A --> B",
                                                options: RenderOptions(idPrefix: "b", sharesStyleSheet: true))
        let first = Self.styles(of: plain.svg), second = Self.styles(of: pinned.svg)
        #expect(!first.isEmpty && !second.isEmpty)
        #expect(Set(first).isDisjoint(with: second), "a palette of its own shares nothing it should not")
        #expect(second.joined().contains("#ff0000"))
        #expect(!first.joined().contains("#ff0000"))
    }

    @Test func standaloneOutputIsScopedByIdAsBefore() throws {
        let svg = try MermaidRenderer.render("flowchart LR\n  A --> B", options: RenderOptions(idPrefix: "solo")).svg
        let styles = Self.styles(of: svg)
        #expect(styles.count == 1)
        #expect(styles[0].hasPrefix("#solo{--solo-"))
        #expect(!svg.contains("fm-"))
    }

    @Test func aSequenceDiagramNamingItsMarkersKeepsThatPartScopedById() throws {
        let svg = try MermaidRenderer.render("sequenceDiagram\n  A->>B: hi", options: RenderOptions(idPrefix: "s1", sharesStyleSheet: true)).svg
        let styles = Self.styles(of: svg)
        #expect(styles.contains { $0.hasPrefix(".fm-") }, "colours are shared")
        #expect(styles.contains { $0.hasPrefix("#s1") }, "rules naming #s1_sequence-arrowhead stay with the diagram")
    }

    @Test func theCacheKeepsSharedAndStandaloneApart() throws {
        let cache = MermaidCache()
        let shared = try cache.render("flowchart LR\n  A --> B", options: RenderOptions(idPrefix: "c", sharesStyleSheet: true))
        let alone = try cache.render("flowchart LR\n  A --> B", options: RenderOptions(idPrefix: "c"))
        #expect(shared.svg != alone.svg)
        #expect(cache.statistics.misses == 2)
    }
}
