import Foundation
import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidSequence

/// Issue 12's sequence items: unit tests with the exact syntax, then end to end against
/// mermaid.js 11.16's SVGs of `Fixtures/<name>.mmd` (made with `shared/tools/mermaid-reference`).
@Suite struct LastSyntaxGapsTests {
    typealias T = SequenceTestSupport
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    @Test func mirrorActorsFalseFromInitAndFrontMatter() throws {
        let initDirective = "%%{init: {\"sequence\": {\"mirrorActors\": false}}}%%\nsequenceDiagram\n    Alice->>Bob: Hi"
        let frontMatter = "---\nconfig:\n  sequence:\n    mirrorActors: false\n---\nsequenceDiagram\n    Alice->>Bob: Hi"
        for text in [initDirective, frontMatter] {
            let svg = try T.render(text).svg
            #expect(T.count("actor-bottom", in: svg) == 0)
            #expect(T.count("actor-top", in: svg) == 2)
        }
        #expect(T.count("actor-bottom", in: try T.render("sequenceDiagram\n    Alice->>Bob: Hi").svg) == 2)
    }

    @Test func codedBreakTagsStayText() throws {
        let svg = try T.render("sequenceDiagram\n    Alice->>Bob: one #lt;br /#gt; two\n    Note over Alice: a #lt;br/#gt; b").svg
        #expect(svg.contains(">one &lt;br /&gt; two<"))
        #expect(svg.contains(">a &lt;br/&gt; b<"))
        #expect(!svg.unicodeScalars.contains("\u{E000}"))
        // A real <br> still breaks the line.
        let broken = try T.render("sequenceDiagram\n    Alice->>Bob: one<br/>two").svg
        #expect(broken.contains(">one<") && broken.contains(">two<"))
        #expect(SequenceText.lines(SequenceText.decodeEntities("x #60;br#62; y")) == ["x <br> y"])
    }

    @Test func codedLessThanIsRestoredEverywhere() throws {
        let text = """
        sequenceDiagram
            title T #lt;br#gt; t
            participant A as A #lt;b#gt;
            loop L #lt;br#gt; l
                A->>A: wrap: m #lt;br#gt; m
            end
            link A: Doc #lt;1#gt; @ https://example.com
        """
        let svg = try T.render(text).svg
        #expect(!svg.unicodeScalars.contains("\u{E000}"))
    }

    @Test func emptyMessageText() throws {
        let statements = try T.statements("sequenceDiagram\n    Alice->>Bob: \n    Bob-->>Alice:")
        #expect(statements.count == 2)
        let svg = try T.render("sequenceDiagram\n    Alice->>Bob: \n    Bob-->>Alice:").svg
        #expect(T.count("class=\"messageText\"", in: svg) == 2)
        #expect(T.count("\u{200B}</text>", in: svg) == 2)
    }

    @Test func linkMenusAndProperties() throws {
        let text = try String(contentsOf: Self.fixtures.appendingPathComponent("links.mmd"), encoding: .utf8)
        let result = try T.render(text, prefix: "m")
        let svg = result.svg
        #expect(T.count("class=\"actorPopupMenu\" display=\"none\"", in: svg) == 2)
        #expect(svg.contains("<a href=\"https://wiki.contoso.com/alice\""))
        #expect(!svg.contains("javascript:"))
        #expect(svg.contains("id=\"m-root-0\" tabindex=\"0\""))
        #expect(svg.contains("#m #m-root-0:hover~#m-actor0_popup"))
        #expect(svg.contains("#m #m-root-0:focus-within~#m-actor0_popup"))
        #expect(svg.contains("class=\"internal-service-actor actor-top\""))
        #expect(result.warnings.contains { $0.message.contains("'Bad'") })
        let mail = try T.render("sequenceDiagram\n    participant A\n    link A: Mail @ mailto:a@example.org\n    A->>A: x").svg
        #expect(mail.contains("href=\"mailto:a@example.org\""))
    }

    @Test(arguments: ["mirror_init", "mirror_fm", "entities", "empty", "links"])
    func matchesMermaid(_ name: String) throws {
        let mmd = Self.fixtures.appendingPathComponent(name + ".mmd")
        let ref = try String(contentsOf: Self.fixtures.appendingPathComponent(name + ".svg"), encoding: .utf8)
        let svg = try T.render(try String(contentsOf: mmd, encoding: .utf8)).svg
        for cls in ["messageLine0", "messageLine1", "class=\"note\"", "actor actor-top", "actor actor-bottom",
                    "class=\"actorPopupMenu\"", "actor-bottom\"", "actor-top\""] {
            #expect(T.count(cls, in: svg) == T.count(cls, in: ref), "\(name): count of \(cls)")
        }
        // 'Bad' (a javascript: link) is dropped on purpose; mermaid keeps its text without a link.
        let missing = SVGWords.missing(reference: ref, ours: svg).filter { $0 != "Bad" }
        #expect(missing == [], "\(name)")
    }
}
