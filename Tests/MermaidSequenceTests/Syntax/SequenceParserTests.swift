import Testing
@testable import MermaidSequence
import MermaidCore

@Suite struct SequenceParserTests {
    private func parse(_ body: String) throws -> [SequenceStatement.Kind] {
        try SequenceTestSupport.statements("sequenceDiagram\n" + body).map(\.kind)
    }

    private func parseError(_ body: String) -> MermaidError? {
        do {
            _ = try SequenceTestSupport.statements("sequenceDiagram\n" + body)
            return nil
        } catch let e as MermaidError {
            return e
        } catch {
            return nil
        }
    }

    @Test func participantsAndAliases() throws {
        let kinds = try parse("""
            participant A
            actor B as Bob the builder
            participant SWView as ContentView<br/>(SwiftUI)
            participant Alice Smith
            """)
        #expect(kinds[0] == .participant(id: "A", alias: nil, aliasWrap: nil, kind: .participant, created: false))
        #expect(kinds[1] == .participant(id: "B", alias: "Bob the builder", aliasWrap: nil, kind: .actor, created: false))
        #expect(kinds[2] == .participant(id: "SWView", alias: "ContentView<br/>(SwiftUI)", aliasWrap: nil,
                                         kind: .participant, created: false))
        #expect(kinds[3] == .participant(id: "Alice Smith", alias: nil, aliasWrap: nil, kind: .participant, created: false))
    }

    @Test func participantTypesFromMetadata() throws {
        let kinds = try parse("""
            participant A@{ "type" : "boundary" }
            participant B@{ "type": "control" }
            participant C@{ "type": "entity", "alias": "Entity C" }
            participant D@{ "type": "database" } as External DB
            actor E@{ "type": "collections" }
            participant F@{ "type": "queue" }
            """)
        let types = kinds.compactMap { k -> ParticipantKind? in
            if case let .participant(_, _, _, kind, _) = k { return kind }
            return nil
        }
        #expect(types == [.boundary, .control, .entity, .database, .collections, .queue])
        #expect(kinds[2] == .participant(id: "C", alias: "Entity C", aliasWrap: nil, kind: .entity, created: false))
        #expect(kinds[3] == .participant(id: "D", alias: "External DB", aliasWrap: nil, kind: .database, created: false))
    }

    @Test func participantTypeKeywords() throws {
        let kinds = try parse("""
            boundary A
            control B as Controller
            entity C
            database D as Users DB
            collections E
            queue F
            create database G
            database ->> A: a message from a participant named database
            """)
        #expect(kinds[0] == .participant(id: "A", alias: nil, aliasWrap: nil, kind: .boundary, created: false))
        #expect(kinds[1] == .participant(id: "B", alias: "Controller", aliasWrap: nil, kind: .control, created: false))
        #expect(kinds[3] == .participant(id: "D", alias: "Users DB", aliasWrap: nil, kind: .database, created: false))
        #expect(kinds[5] == .participant(id: "F", alias: nil, aliasWrap: nil, kind: .queue, created: false))
        #expect(kinds[6] == .participant(id: "G", alias: nil, aliasWrap: nil, kind: .database, created: true))
        guard case let .message(from, to, _, _, _, _, _, _) = kinds[7] else { Issue.record("no message"); return }
        #expect(from == "database" && to == "A")
    }

    @Test func everyArrow() throws {
        let expected: [(String, Bool, ArrowHead, ArrowHead)] = [
            ("->", false, .none, .none), ("-->", true, .none, .none),
            ("->>", false, .none, .filled), ("-->>", true, .none, .filled),
            ("-x", false, .none, .cross), ("--x", true, .none, .cross),
            ("-)", false, .none, .point), ("--)", true, .none, .point),
            ("<<->>", false, .filled, .filled), ("<<-->>", true, .filled, .filled),
        ]
        for (token, dotted, start, end) in expected {
            let kinds = try parse("Alice\(token)Bob: hi")
            guard case let .message(from, to, arrow, _, _, _, text, _) = kinds[0] else {
                Issue.record("no message for \(token)")
                continue
            }
            #expect(from == "Alice" && to == "Bob" && text == "hi", "\(token)")
            #expect(arrow.token == token && arrow.dotted == dotted && arrow.startHead == start && arrow.endHead == end,
                    "\(token)")
        }
    }

    @Test func activationShorthandsAndSpaces() throws {
        let kinds = try parse("Alice ->>+ John: Hi\nJohn -->>- Alice: Bye\nmy-service->>Other: dashes in names")
        guard case let .message(_, to, _, activate, _, _, _, _) = kinds[0],
              case let .message(from, _, _, _, deactivate, _, _, _) = kinds[1],
              case let .message(from3, _, _, _, _, _, _, _) = kinds[2] else {
            Issue.record("messages not parsed")
            return
        }
        #expect(to == "John" && activate)
        #expect(from == "John" && deactivate)
        #expect(from3 == "my-service")
    }

    @Test func centralConnections() throws {
        let kinds = try parse("Alice->>()John: a\nAlice()->>John: b\nJohn()->>()Alice: c")
        var circles: [CentralConnection?] = []
        for k in kinds { if case let .message(_, _, _, _, _, central, _, _) = k { circles.append(central) } }
        #expect(circles == [CentralConnection(atSource: false, atTarget: true),
                            CentralConnection(atSource: true, atTarget: false),
                            CentralConnection(atSource: true, atTarget: true)])
    }

    @Test func specialCharactersStayInMessageText() throws {
        let text = "DispatchQueue.main.async { self.parent.region = mapView.region }"
        let kinds = try parse("Coord->>Rep: \(text)\nRep->>Coord: makeUIView() -> Create [x] @State 'q'")
        guard case let .message(_, _, _, _, _, _, t1, _) = kinds[0],
              case let .message(_, _, _, _, _, _, t2, _) = kinds[1] else {
            Issue.record("messages not parsed")
            return
        }
        #expect(t1 == text)
        #expect(t2 == "makeUIView() -> Create [x] @State 'q'")
    }

    @Test func semicolonsCommentsAndEntities() throws {
        let kinds = try parse("A->>B: one; B->>A: two # a comment\nA->>B: I #9829; you")
        #expect(kinds.count == 3)
        guard case let .message(_, _, _, _, _, _, t2, _) = kinds[1],
              case let .message(_, _, _, _, _, _, t3, _) = kinds[2] else {
            Issue.record("messages not parsed")
            return
        }
        #expect(t2 == "two")
        #expect(t3 == "I #9829; you")
    }

    @Test func notes() throws {
        let kinds = try parse("""
            Note left of A: left
            note right of B: right
            Note over A: over one
            Note over A, B: over two<br/>lines
            """)
        #expect(kinds[0] == .note(placement: .leftOf, actors: ["A"], text: "left", wrap: nil))
        #expect(kinds[1] == .note(placement: .rightOf, actors: ["B"], text: "right", wrap: nil))
        #expect(kinds[2] == .note(placement: .over, actors: ["A"], text: "over one", wrap: nil))
        #expect(kinds[3] == .note(placement: .over, actors: ["A", "B"], text: "over two<br/>lines", wrap: nil))
    }

    @Test func blocksNestWithTabs() throws {
        let kinds = try parse("""
            \trect rgb(200, 15, 255, 0.2)
            \t    loop State Changes
            \t        A->>B: x
            \t    end
                end
            alt ok
              A->>B: y
            else fails<br/>badly
              A->>B: z
            end
            par one
              A->>B: p
            and two
              A->>B: q
            end
            critical c
              A->>B: r
            option o
              A->>B: s
            end
            break b
              A->>B: t
            end
            opt maybe
              A->>B: u
            end
            """)
        #expect(kinds[0] == .blockStart(.rect, label: "rgb(200, 15, 255, 0.2)", wrap: nil))
        #expect(kinds[1] == .blockStart(.loop, label: "State Changes", wrap: nil))
        #expect(kinds.contains(.blockSection(.alt, label: "fails<br/>badly", wrap: nil)))
        #expect(kinds.contains(.blockSection(.par, label: "two", wrap: nil)))
        #expect(kinds.contains(.blockSection(.critical, label: "o", wrap: nil)))
        #expect(kinds.filter { $0 == .blockEnd }.count == 7)
    }

    @Test func autonumberForms() throws {
        let kinds = try parse("autonumber\nautonumber 10\nautonumber 10 5\nautonumber off")
        #expect(kinds == [.autonumber(start: nil, step: nil, visible: true),
                          .autonumber(start: 10, step: 1, visible: true),
                          .autonumber(start: 10, step: 5, visible: true),
                          .autonumber(start: nil, step: nil, visible: false)])
    }

    @Test func boxesCreateDestroyLinksTitle() throws {
        let kinds = try parse("""
            title My flow
            box rgb(200, 15, 255, 0.2) The App System
            participant A
            end
            box Aqua Group
            participant B
            end
            box Another Group
            participant C
            end
            create participant D
            A->>D: hi
            destroy D
            D->>A: bye
            link A: Dashboard @ https://example.com/a
            links B: {"Wiki": "https://wiki.example.com"}
            activate A
            deactivate A
            """)
        #expect(kinds[0] == .title("My flow"))
        #expect(kinds[1] == .boxStart(color: "rgb(200, 15, 255, 0.2)", title: "The App System"))
        #expect(kinds[4] == .boxStart(color: "Aqua", title: "Group"))
        #expect(kinds[7] == .boxStart(color: nil, title: "Another Group"))
        #expect(kinds[10] == .participant(id: "D", alias: nil, aliasWrap: nil, kind: .participant, created: true))
        #expect(kinds[12] == .destroy(id: "D"))
        #expect(kinds[14] == .link(actor: "A", label: "Dashboard", url: "https://example.com/a"))
        #expect(try parse("link A: Mail @ https://x.org/@me")[0] == .link(actor: "A", label: "Mail", url: "https://x.org/@me"))
        #expect(kinds[15] == .links(actor: "B", json: "{\"Wiki\": \"https://wiki.example.com\"}"))
        #expect(kinds[16] == .activate("A") && kinds[17] == .deactivate("A"))
    }

    @Test func boxColours() {
        #expect(SequenceParser.boxData("rgba(33,66,99,0.5)") == ("rgba(33,66,99,0.5)", nil))
        #expect(SequenceParser.boxData("transparent Aqua") == ("transparent", "Aqua"))
        #expect(SequenceParser.boxData("none Team") == ("none", "Team"))
        #expect(SequenceParser.boxData("Group without description") == (nil, "Group without description"))
        #expect(SequenceParser.boxData("hsl(120, 50%, 50%) H") == ("hsl(120, 50%, 50%)", "H"))
        #expect(SequenceParser.boxData("") == (nil, nil))
        #expect(SequenceParser.boxData("rgb(1,2,3) url(x) T") == (nil, "rgb(1,2,3) url(x) T"))
        #expect(SequenceColor.isColor("rgb(200, 15, 255, 0.2)") && SequenceColor.isColor("hsla(120deg, 50%, 50%, .5)"))
        #expect(!SequenceColor.isColor("rgb(1,2,3);x:url(y)") && !SequenceColor.isColor("rgb()"))
    }

    @Test func wrapPrefixes() throws {
        let kinds = try parse("A->>B: wrap: long text\nNote over A: nowrap: short")
        guard case let .message(_, _, _, _, _, _, text, wrap) = kinds[0] else { Issue.record("no message"); return }
        #expect(text == "long text" && wrap == true)
        #expect(kinds[1] == .note(placement: .over, actors: ["A"], text: "short", wrap: false))
    }

    @Test func errorsHavePositions() {
        let unclosed = parseError("A->>B: x\n  loop forever\n    A->>B: y")
        #expect(unclosed?.line == 3 && unclosed?.column == 3)
        #expect(unclosed?.message.contains("loop") == true)
        #expect(unclosed?.sourceLine == "  loop forever")

        let stray = parseError("A->>B: x\n    end")
        #expect(stray?.line == 3 && stray?.column == 5)

        let badName = parseError("participant A<b>")
        #expect(badName?.line == 2 && badName?.column == 14)

        let elseOutside = parseError("loop x\nelse y\nend")
        #expect(elseOutside?.line == 3 && elseOutside?.message.contains("alt") == true)

        let noArrow = parseError("Alice")
        #expect(noArrow?.line == 2 && noArrow?.column == 1)

        let noText = parseError("A->>B")
        #expect(noText?.line == 2)

        #expect(parseError("autonumber inf")?.line == 2)
        #expect(parseError("autonumber 1 nan")?.line == 2)
        #expect(parseError("autonumber 1e300")?.line == 2)

        let badType = parseError("participant A@{ \"type\": \"spaceship\" }")
        #expect(badType?.message.contains("spaceship") == true)

        let messageInBox = parseError("box Blue\nA->>B: x\nend")
        #expect(messageInBox?.line == 3)
    }
}
