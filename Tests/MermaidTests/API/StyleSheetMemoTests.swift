// Why: style sheet parts are remembered per theme, font and prefix (StyleSheetMemo); a reused part
// must give the very text a fresh one does, colour custom properties included.
import Foundation
@testable import Mermaid
@testable import MermaidCore
import Testing

@Suite struct StyleSheetMemoTests {
    static let flowchart = "flowchart LR\n  A[Start] --> B{Ok?}\n  B -->|yes| C"

    @Test func aRememberedStyleSheetIsTheSameTextWithTheSameColourVariables() throws {
        let first = try MermaidRenderer.render(Self.flowchart, options: RenderOptions(idPrefix: "memo-a"))
        let again = try MermaidRenderer.render(Self.flowchart, options: RenderOptions(idPrefix: "memo-a"))
        #expect(first.svg == again.svg)
        // The flowchart's own CSS asks for mainBkg: its custom property is declared both times.
        #expect(first.svg.contains("--memo-a-mainBkg:"))
        #expect(again.svg.contains("--memo-a-mainBkg:"))
    }

    @Test func themesFontsAndPrefixesEachGetTheirOwnStyleSheet() throws {
        let plain = try MermaidRenderer.render(Self.flowchart, options: RenderOptions(idPrefix: "memo-b"))
        let forest = try MermaidRenderer.render(Self.flowchart, options: RenderOptions(idPrefix: "memo-b", theme: "forest"))
        let font = try MermaidRenderer.render("---\nconfig:\n  fontFamily: Georgia\n---\n" + Self.flowchart,
                                              options: RenderOptions(idPrefix: "memo-b"))
        let other = try MermaidRenderer.render(Self.flowchart, options: RenderOptions(idPrefix: "memo-c"))
        #expect(plain.svg != forest.svg)
        #expect(font.svg.contains("Georgia") && !plain.svg.contains("Georgia"))
        #expect(other.svg.contains("#memo-c .flowchart-link") && !other.svg.contains("#memo-b"))
        let plainAgain = try MermaidRenderer.render(Self.flowchart, options: RenderOptions(idPrefix: "memo-b"))
        #expect(plain.svg == plainAgain.svg)
    }

    @Test func onlyCachedThemesHaveAnIdentity() {
        var cached = Theme.named("default")
        #expect(cached.identity != 0)
        #expect(Theme.named("default").identity == cached.identity)
        #expect(Theme.named("forest").identity != cached.identity)
        cached.variables["primaryColor"] = "#123456"
        #expect(cached.identity == 0, "changed: no longer the cached theme")
        #expect(Theme(name: "default", variables: [:]).identity == 0)
    }
}
