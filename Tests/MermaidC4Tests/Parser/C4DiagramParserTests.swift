import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidC4

@Suite struct C4DiagramParserTests {
    @Test func elementsAndBoundaries() throws {
        let diagram = try DiagramHarness.parse(C4Fixtures.library)
        #expect(diagram.title == "Library lending")
        #expect(diagram.elements.count == 8)
        #expect(diagram.elements["db"]?.kind == C4ElementKind(base: .container, shape: .db, external: false))
        #expect(diagram.elements["ledger"]?.kind.typeName == "external_component_db")
        #expect(diagram.elements["events"]?.kind.typeName == "container_queue")
        #expect(diagram.elements["courier"]?.kind.typeName == "external_person")
        #expect(diagram.elements["web"]?.technology == "Swift" && diagram.elements["web"]?.description == "Search and reserve")
        #expect(diagram.elements["reader"]?.description == "Borrows books")
        #expect(diagram.elements["fines"]?.parent == "back")
        #expect(diagram.boundaries["back"]?.parent == "lib" && diagram.boundaries["back"]?.type == "CONTAINER")
        #expect(diagram.boundaries["lib"]?.type == "SYSTEM")
        #expect(diagram.boundaries[""]?.children == [.element("reader"), .element("courier"), .boundary("lib"), .element("mail")])
        #expect(diagram.elements["mail"]?.extras == ["v2"])
    }

    @Test func relationshipsAndStyles() throws {
        let diagram = try DiagramHarness.parse(C4Fixtures.library)
        #expect(diagram.relations.count == 5)
        #expect(diagram.relations[0].technology == "HTTPS" && diagram.relations[0].textColor == "blue")
        #expect(diagram.relations[0].offsetY == -20)
        #expect(diagram.relations[1].bidirectional)
        #expect(diagram.relations[2].reversed && diagram.relations[2].from == "events")
        #expect(diagram.elements["reader"]?.style == C4ElementStyle(background: "grey", font: "red", border: nil))
        #expect(diagram.shapesInRow == 2 && diagram.boundariesInRow == 1)
    }

    @Test func dynamicDiagramsNumberTheirRelationships() throws {
        let diagram = try DiagramHarness.parse("C4Dynamic\nContainer(a, \"A\")\nContainer(b, \"B\")\nRel(a, b, \"Calls\")\nRelIndex(7, b, a, \"Answers\")")
        #expect(diagram.numbered)
        #expect(diagram.relations.map(\.from) == ["a", "b"])
    }

    @Test func warnings() throws {
        let (_, warnings) = try C4DiagramParser.parse(DiagramFront.source("""
        C4Context
        Person(a, "A")
        Persn(b, "B")
        Rel(a, c, "Uses")
        UpdateLayoutConfig($c4ShapeInRw="2")
        UpdateElementStyle(a, $bgColour="red")
        """))
        let messages = warnings.map(\.message)
        #expect(messages.contains { $0.contains("did you mean 'Person'?") })
        #expect(messages.contains { $0.contains("'c'") })
        #expect(messages.contains { $0.contains("did you mean '$c4ShapeInRow'?") })
        #expect(messages.contains { $0.contains("did you mean '$bgColor'?") })
    }

    @Test func errorsHavePositions() {
        let unclosed = DiagramTestKit.failure { try DiagramHarness.parse("C4Context\nSystem_Boundary(b, \"B\") {\nSystem(s, \"S\")") }
        #expect(unclosed?.line == 2)
        let paren = DiagramTestKit.failure { try DiagramHarness.parse("C4Context\n  Person(a, \"A\"") }
        #expect(paren?.line == 2 && paren?.column == 3)
        let quote = DiagramTestKit.failure { try DiagramHarness.parse("C4Context\nPerson(a, \"A)") }
        #expect(quote?.message.contains("'\"'") == true)
        let duplicate = DiagramTestKit.failure { try DiagramHarness.parse("C4Context\nPerson(a, \"A\")\nSystem(a, \"S\")") }
        #expect(duplicate?.line == 3)
        let notCall = DiagramTestKit.failure { try DiagramHarness.parse("C4Context\nhello world") }
        #expect(notCall?.line == 2)
    }
}
