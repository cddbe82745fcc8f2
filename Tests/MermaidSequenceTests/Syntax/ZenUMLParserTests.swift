// Why: ZenUML is translated, not drawn on its own, so every construct must land on the sequence
// statement that draws it right (who calls whom, what is dashed, which frame), and bad input must
// fail at its line and column like every other diagram.
import Foundation
import Testing
@testable import MermaidSequence
import MermaidCore
import Mermaid
import MermaidTestSupport

@Suite struct ZenUMLParserTests {
    func source(_ body: String) -> DiagramSource {
        let lines = ("zenuml\n" + body).components(separatedBy: "\n").enumerated().map {
            SourceLine(number: $0.offset + 1, text: $0.element, original: $0.element)
        }
        return DiagramSource(lines: lines, keyword: "zenuml")
    }

    func statements(_ body: String) throws -> [SequenceStatement.Kind] {
        try ZenUMLParser.parse(source(body)).map(\.kind)
    }

    /// (from, to, text, dotted) of every message.
    func messages(_ kinds: [SequenceStatement.Kind]) -> [String] {
        kinds.compactMap {
            guard case .message(let from, let to, let arrow, _, _, _, let text, _) = $0 else { return nil }
            return "\(from)\(arrow.dotted ? "-->" : "->")\(to): \(text)"
        }
    }

    @Test func aCallWithABodyActivatesItsCalleeAndNestedCallsComeFromIt() throws {
        let kinds = try statements("""
            Client->A.method() {
              B.nested()
              x = B.get(id)
              return done
            }
            """)
        #expect(messages(kinds) == ["Client->A: method()", "A->B: nested()", "A->B: get(id)", "B-->A: x", "A-->Client: done"])
        guard case .message(_, _, let arrow, let activates, _, _, _, _) = kinds[0] else { Issue.record("no message"); return }
        #expect(activates)
        #expect(arrow.endHead == .filled)
        #expect(kinds.last == .deactivate("A"))
    }

    @Test func aTopLevelCallComesFromTheStarter() throws {
        let kinds = try statements("A.SyncMessage")
        #expect(kinds.first == .participant(id: ZenUMLParser.starter, alias: " ", aliasWrap: nil, kind: .actor, created: false))
        #expect(messages(kinds) == ["\(ZenUMLParser.starter)->A: SyncMessage"])
    }

    @Test func asyncMessagesAreOpenHeadedAndDashedAfterReturnAnnotations() throws {
        let kinds = try statements("""
            Alice->Bob: Hi
            @return
            Bob->Alice: Back
            """)
        #expect(messages(kinds) == ["Alice->Bob: Hi", "Bob-->Alice: Back"])
        guard case .message(_, _, let arrow, _, _, _, _, _) = kinds[0] else { Issue.record("no message"); return }
        #expect(arrow.endHead == .point)
    }

    @Test func participantsAliasesAnnotatorsAndCreation() throws {
        let all = try statements("""
            @Actor Alice
            J as John
            Bob
            new A2(with, parameters)
            """)
        // `new` at the top level comes from the starter, declared first.
        #expect(all[0] == .participant(id: ZenUMLParser.starter, alias: " ", aliasWrap: nil, kind: .actor, created: false))
        let kinds = Array(all.dropFirst())
        #expect(kinds[0] == .participant(id: "Alice", alias: nil, aliasWrap: nil, kind: .actor, created: false))
        #expect(kinds[1] == .participant(id: "J", alias: "John", aliasWrap: nil, kind: .participant, created: false))
        #expect(kinds[2] == .participant(id: "Bob", alias: nil, aliasWrap: nil, kind: .participant, created: false))
        #expect(kinds.contains(.participant(id: "A2", alias: nil, aliasWrap: nil, kind: .participant, created: true)))
        #expect(messages(kinds).last == "\(ZenUMLParser.starter)->A2: «create» (with, parameters)")
    }

    @Test func blocksBecomeFrames() throws {
        let kinds = try statements("""
            if(is_sick) {
              Bob->Alice: Not so good
            } else {
              Bob->Alice: Fine
            }
            while(true) {
              A->B: again
            }
            try {
              A->B: book
            } catch {
              A->B: undo
            } finally {
              A->B: log
            }
            // a comment is not drawn
            """)
        let frames = kinds.filter {
            switch $0 {
            case .blockStart, .blockSection, .blockEnd: return true
            default: return false
            }
        }
        #expect(frames == [.blockStart(.alt, label: "is_sick", wrap: nil), .blockSection(.alt, label: "else", wrap: nil), .blockEnd,
                           .blockStart(.loop, label: "true", wrap: nil), .blockEnd,
                           .blockStart(.tryCatch, label: "", wrap: nil), .blockSection(.tryCatch, label: "catch", wrap: nil),
                           .blockSection(.tryCatch, label: "finally", wrap: nil), .blockEnd])
        #expect(messages(kinds).count == 6)
    }

    @Test func commentsAreDroppedButNotFromMessageText() throws {
        let kinds = try statements("""
            // a whole-line comment
            A->B: see http://example.com
            B.ask() // a trailing comment
            """)
        #expect(messages(kinds) == ["A->B: see http://example.com", "\(ZenUMLParser.starter)->B: ask()"])
    }

    /// Participant names: letters, digits and `_` in any script (ASCII names are read on their bytes),
    /// or anything in quotes; anything else before `->` or `.` is not a name.
    @Test func namesAreLettersDigitsAndUnderscoresOrQuoted() throws {
        let kinds = try statements("""
            snake_case1->Zoë: hi
            Ünïcode.call()
            "Any name"->B_2: ok
            """)
        #expect(messages(kinds) == ["snake_case1->Zoë: hi", "\(ZenUMLParser.starter)->Ünïcode: call()", "\"Any name\"->B_2: ok"])
        for body in ["a-b->B: x", "a b->B: x", "a@b->B: x", "a[b->B: x", "a`b->B: x", "a{b->B: x", "é-e->B: x"] {
            #expect(ThrownError.of({ _ = try statements(body) })?.message.contains("participant name") == true, "\(body)")
        }
    }

    @Test(arguments: [
        ("A->B: x\nif(c) {\n  A->B: y", 3, 1, "unclosed '{'"),
        ("A->B: x\n  }", 3, 3, "unexpected '}'"),
        ("A->B: x\n  what is this", 3, 3, "expected a participant"),
        ("opt {\n} catch {\n}", 3, 1, "'catch' cannot follow"),
    ])
    func errorsPointAtTheProblem(body: String, line: Int, column: Int, message: String) {
        guard let error = ThrownError.of({ _ = try statements(body) }) else {
            Issue.record("no MermaidError for \(body)")
            return
        }
        #expect(error.line == line)
        #expect(error.column == column)
        #expect(error.message.contains(message), "\(error.message)")
    }

    @Test func theUmbrellaDrawsZenUMLAsASequenceDiagram() throws {
        let result = try MermaidRenderer.render("zenuml\n  title Demo\n  Alice->John: Hello John\n  John.ask() {\n    return yes\n  }")
        #expect(result.svg.contains("aria-roledescription=\"sequence\""))
        #expect(result.svg.contains(">Hello John<"))
        #expect(result.svg.contains(">ask()<"))
        #expect(result.svg.contains("Demo"))
    }
}
