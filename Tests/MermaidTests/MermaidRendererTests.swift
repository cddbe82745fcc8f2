import Foundation
import Testing
@testable import Mermaid
import MermaidCore

@Suite struct MermaidRendererTests {
    @Test func unsupportedTypeIsACleanErrorAtTheHeader() {
        let source = "---\ntitle: Plan\n---\n  usecase\n  title A plan\n  Alice->Bob: hi"
        do {
            _ = try MermaidRenderer.render(source)
            Issue.record("usecase should not render")
        } catch let error as MermaidError {
            #expect(error.message == "unsupported diagram type 'usecase'")
            #expect(error.line == 4)
            #expect(error.column == 3)
            #expect(error.sourceLine == "  usecase")
            #expect(error.warnings.isEmpty)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func errorsKeepTheWarningsFoundBeforeThem() {
        do {
            _ = try MermaidRenderer.render("%%{init: {'theme': 'forrest'}}%%\npie\n \"a\": -1")
            Issue.record("a negative slice should not render")
        } catch let error as MermaidError {
            #expect(error.warnings.map(\.message) == ["unknown theme 'forrest', did you mean 'forest'?"])
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    /// A host that captions the figure asks for the title not to be drawn: it is then only the
    /// SVG's accessible `<title>` (and the result's title), for every diagram type.
    @Test func titleCanBeLeftToTheHost() throws {
        let title = "Zebra Crossing Title"
        let sources = [
            "---\ntitle: \(title)\n---\nflowchart TD\n A --> B",
            "sequenceDiagram\n title \(title)\n A->>B: hi",
            "---\ntitle: \(title)\n---\nclassDiagram\n class A",
            "---\ntitle: \(title)\n---\nstateDiagram-v2\n [*] --> S",
            "pie title \(title)\n \"a\": 1",
            "---\ntitle: \(title)\n---\npacket\n 0-7: \"a\"",
            "journey\n title \(title)\n section S\n T: 3: Me",
        ]
        for source in sources {
            let drawn = try MermaidRenderer.render(source)
            let captioned = try MermaidRenderer.render(source, options: RenderOptions(drawsTitle: false))
            #expect(drawn.svg.components(separatedBy: title).count - 1 == 2, "drawn and <title>: \(source)")
            #expect(captioned.svg.components(separatedBy: title).count - 1 == 1, "<title> only: \(source)")
            #expect(captioned.svg.contains("<title id="))
            #expect(captioned.title == title)
        }
    }

    @Test func unknownTypeSaysWhatIsExpected() {
        do {
            _ = try MermaidRenderer.render("flowchat TD\n A --> B")
            Issue.record("should fail")
        } catch let error as MermaidError {
            #expect(error.message.hasPrefix("unknown diagram type 'flowchat'"))
            #expect(error.line == 1)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func emptyAndHugeInputs() {
        #expect(throws: MermaidError.self) { try MermaidRenderer.render("") }
        #expect(throws: MermaidError.self) { try MermaidRenderer.render("%% nothing\n") }
        let huge = "flowchart LR\n" + String(repeating: "x", count: FrontEnd.maxSourceLength)
        #expect(throws: MermaidError.self) { try MermaidRenderer.render(huge) }
    }

    @Test func rendersWithWarningsAndTitle() throws {
        let source = """
        ---
        title: Hello
        config:
          look: handDrawn
        ---
        %%{init: {'flowchart': {'curve': 'natual'}}}%%
        flowchart LR
          A --> B
        """
        let result = try MermaidRenderer.render(source, options: RenderOptions(idPrefix: "t1"))
        #expect(result.diagramType == "flowchart-v2")
        #expect(result.title == "Hello")
        #expect(result.svg.hasPrefix("<svg id=\"t1\""))
        #expect(result.svg.contains("aria-roledescription=\"flowchart-v2\""))
        #expect(result.svg.contains("<title id=\"t1-title\">Hello</title>"))
        #expect(!result.svg.contains("foreignObject"))
        let messages = result.warnings.map(\.description)
        #expect(!messages.contains { $0.contains("handDrawn") })
        #expect(result.svg.contains("class=\"basic label-container rough-fill\""), "look: handDrawn draws the sketch")
        #expect(messages.contains("6:34: warning: unknown curve 'natual', did you mean 'natural'?"))
    }

    @Test func handDrawnIsSeededAndNeoWarns() throws {
        func render(_ seed: String) throws -> String {
            try MermaidRenderer.render("---\nconfig:\n  look: handDrawn\n\(seed)---\nflowchart LR\n  A --> B{C}",
                                       options: RenderOptions(idPrefix: "h")).svg
        }
        #expect(try render("") == render(""), "no seed: the source's hash, the same on every render")
        #expect(try render("  handDrawnSeed: 42\n") == render("  handDrawnSeed: 42\n"))
        #expect(try render("  handDrawnSeed: 42\n") != render("  handDrawnSeed: 43\n"))
        let classic = try MermaidRenderer.render("flowchart LR\n  A --> B{C}", options: RenderOptions(idPrefix: "h"))
        #expect(!classic.svg.contains("rough"), "the classic look is untouched")
        let sequence = try MermaidRenderer.render("---\nconfig:\n  look: handDrawn\n---\nsequenceDiagram\n  A->>B: hi")
        #expect(!sequence.svg.contains("rough"), "mermaid draws sequence diagrams classic in any look")
        let neo = try MermaidRenderer.render("---\nconfig:\n  look: neo\n---\nflowchart LR\n  A --> B")
        #expect(neo.warnings.map(\.message) == ["look 'neo' is drawn as the classic look"])
    }

    @Test func diagramTypesByKeyword() throws {
        let cases: [(String, String)] = [
            ("graph TD\n A --> B", "flowchart-v2"),
            ("sequenceDiagram\n A->>B: hi", "sequence"),
            ("classDiagram\n class A", "class"),
            ("stateDiagram-v2\n [*] --> A", "stateDiagram"),
        ]
        for (source, type) in cases {
            let result = try MermaidRenderer.render(source)
            #expect(result.diagramType == type)
        }
    }

    /// Every id an SVG defines, and every id it references.
    static func ids(in svg: String) -> (defined: Set<String>, referenced: Set<String>) {
        func captures(_ pattern: String) -> Set<String> {
            let regex = try! NSRegularExpression(pattern: pattern)
            let range = NSRange(svg.startIndex..., in: svg)
            return Set(regex.matches(in: svg, range: range).compactMap { match in
                Range(match.range(at: 1), in: svg).map { String(svg[$0]) }
            })
        }
        return (captures(#"\sid="([^"]+)""#), captures(##"url\(#([^)]+)\)"##).union(captures(##"href="#([^"]+)""##)))
    }

    @Test func twoDiagramsOnOnePageNeverClash() throws {
        let sources = [
            "flowchart LR\n A((start)) --> B{choice} -.-> C[end]\n subgraph S [Group]\n C\n end",
            "sequenceDiagram\n participant A\n A->>B: hi\n Note over A: n",
            "classDiagram\n A <|-- B : inherits\n A *-- C",
            "stateDiagram-v2\n [*] --> A\n A --> [*]",
        ]
        for source in sources {
            let first = try MermaidRenderer.render(source, options: RenderOptions(idPrefix: "d1"))
            let second = try MermaidRenderer.render(source, options: RenderOptions(idPrefix: "d2"))
            let a = Self.ids(in: first.svg), b = Self.ids(in: second.svg)
            #expect(a.defined.isDisjoint(with: b.defined))
            #expect(a.defined.allSatisfy { $0.hasPrefix("d1") }, "\(a.defined.filter { !$0.hasPrefix("d1") })")
            #expect(b.defined.allSatisfy { $0.hasPrefix("d2") })
            #expect(a.referenced.isSubset(of: a.defined), "dangling references \(a.referenced.subtracting(a.defined))")
            // Every style rule is scoped to the diagram.
            let css = first.svg.components(separatedBy: "<style>").dropFirst().first?
                .components(separatedBy: "</style>").first ?? ""
            for rule in css.components(separatedBy: "}") where rule.contains("{") {
                let selector = rule.components(separatedBy: "{").first ?? ""
                let trimmed = selector.trimmingCharacters(in: .whitespaces)
                guard !trimmed.isEmpty, !trimmed.hasPrefix("@"), !trimmed.hasPrefix("from"), !trimmed.hasPrefix("to"),
                      !trimmed.hasSuffix("%") else { continue }
                #expect(trimmed.contains("#d1"), "unscoped CSS rule: \(trimmed)")
            }
        }
    }

    @Test func outputIsDeterministic() throws {
        let source = "flowchart TD\n A --> B & C\n B --> D\n C --> D\n subgraph X\n B\n C\n end"
        let runs = try (0..<3).map { _ in try MermaidRenderer.render(source).svg }
        #expect(Set(runs).count == 1)
    }

    @Test func coloursFollowThePageUnlessPinned() throws {
        let follow = try MermaidRenderer.render("flowchart LR\n A --> B", options: RenderOptions(idPrefix: "f"))
        #expect(follow.svg.contains("@media (prefers-color-scheme: dark){#f{"))
        #expect(follow.svg.contains("[data-theme=\"dark\"] #f{"))
        #expect(follow.svg.contains("[data-theme=\"light\"] #f{"))
        let pinned = try MermaidRenderer.render("%%{init: {'theme': 'dark'}}%%\nflowchart LR\n A --> B",
                                                options: RenderOptions(idPrefix: "p"))
        #expect(!pinned.svg.contains("prefers-color-scheme"))
        #expect(pinned.svg.contains("background-color: #333;"))
    }
}
