import Testing
@testable import MermaidSequence
import MermaidCore

@Suite struct SequenceModelBuilderTests {
    private func build(_ body: String) throws -> SequenceModel {
        let source = SequenceTestSupport.source("sequenceDiagram\n" + body)
        let statements = try SequenceParser.parse(source).statements
        return try SequenceModelBuilder.build(statements, source: source, defaultWrap: false).0
    }

    private func buildError(_ body: String) -> MermaidError? {
        do { _ = try build(body); return nil } catch let e as MermaidError { return e } catch { return nil }
    }

    @Test func implicitParticipantsInOrderOfUse() throws {
        let model = try build("participant B\nA->>B: x\nC->>A: y\nNote over D: n")
        #expect(model.actors.map(\.id) == ["B", "A", "C", "D"])
        #expect(model.actors.allSatisfy { $0.kind == .participant })
    }

    @Test func aliasRedeclarationAndEntities() throws {
        let model = try build("participant A as First\nparticipant A as Second #35;1\nA->>A: I #9829; you")
        #expect(model.actors.count == 1)
        #expect(model.actors[0].description == "Second #1")
        guard case .message(let m) = model.events[0] else { Issue.record("no message"); return }
        #expect(m.text == "I ♥ you")
    }

    @Test func activationsFromShorthandsAndKeywords() throws {
        let model = try build("A->>+B: x\nactivate B\ndeactivate B\nB-->>-A: y")
        let kinds = model.events.map { e -> String in
            switch e {
            case .message: return "m"
            case .activeStart(let id): return "+" + id
            case .activeEnd(let id): return "-" + id
            default: return "?"
            }
        }
        #expect(kinds == ["m", "+B", "+B", "-B", "m", "-B"])
    }

    @Test func boxesCollectParticipants() throws {
        let model = try build("box Aqua Team\nparticipant A\nparticipant B\nend\nparticipant C")
        #expect(model.boxes.count == 1)
        #expect(model.boxes[0].color == "Aqua" && model.boxes[0].title == "Team")
        #expect(model.boxes[0].actorIDs == ["A", "B"])
        #expect(model.actors[2].box == nil)
    }

    @Test func createAndDestroyIndices() throws {
        let model = try build("A->>B: hi\ncreate participant C\nA->>C: make\ndestroy C\nC->>A: bye")
        #expect(model.created["C"] == 1)
        #expect(model.destroyed["C"] == 2)
    }

    @Test func onlySafeLinksKept() throws {
        let model = try build("""
            participant A
            link A: Home @ https://example.com
            link A: Docs @ docs/index.html
            link A: Evil @ javascript:alert(1)
            links A: {"Data": "data:text/html,x", "Wiki": "http://wiki"}
            """)
        #expect(model.actors[0].links.map(\.label) == ["Home", "Docs", "Wiki"])
        #expect(SequenceModelBuilder.isSafeURL("HTTPS://x.org"))
        #expect(!SequenceModelBuilder.isSafeURL("JavaScript:alert(1)"))
        #expect(!SequenceModelBuilder.isSafeURL("//evil.example"))
        #expect(!SequenceModelBuilder.isSafeURL("vbscript:x"))
    }

    @Test func semanticErrors() {
        let inactive = buildError("A->>B: x\ndeactivate B")
        #expect(inactive?.line == 3 && inactive?.message.contains("not active") == true)
        let created = buildError("A->>B: x\ncreate participant C\nA->>B: not to C")
        #expect(created?.line == 4)
        let twice = buildError("A->>B: x\ncreate participant A")
        #expect(twice?.line == 3)
        let boxes = buildError("box Red\nparticipant A\nend\nbox Blue\nparticipant A\nend")
        #expect(boxes?.line == 6)
        let unknownDestroy = buildError("destroy Z")
        #expect(unknownDestroy?.line == 2)
    }
}
