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

    /// A part is written once for every id: each diagram gets it with its own prefix, byte for byte
    /// what writing it afresh gives (the first render of each type below writes, the second reuses).
    @Test(arguments: [
        "flowchart LR\n  A --> B", "classDiagram\n  class Animal\n  Animal <|-- Dog",
        "stateDiagram-v2\n  [*] --> Still\n  Still --> [*]", "erDiagram\n  CUSTOMER ||--o{ ORDER : places",
        "gitGraph\n  commit\n  branch dev\n  commit", "block-beta\n  a b c",
        "gantt\n  title G\n  dateFormat YYYY-MM-DD\n  section S\n  Task :a1, 2024-01-01, 3d",
        "timeline\n  title T\n  2020 : one",
    ])
    func eachDiagramGetsTheSharedPartWithItsOwnPrefix(_ source: String) throws {
        let first = try MermaidRenderer.render(source, options: RenderOptions(idPrefix: "memo-first"))
        let second = try MermaidRenderer.render(source, options: RenderOptions(idPrefix: "memo-second"))
        #expect(!second.svg.contains("memo-first") && !second.svg.contains("\u{1}"))
        #expect(second.svg == first.svg.replacingOccurrences(of: "memo-first", with: "memo-second"))
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
