import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidER

@Suite struct ERDiagramParserTests {
    private func parse(_ body: String) throws -> ERDiagram { try DiagramHarness.parse("erDiagram\n" + body) }

    private func failure(_ body: String) -> MermaidError? { DiagramTestKit.failure { try parse(body) } }


    @Test func symbolCardinalitiesOnBothEnds() throws {
        let d = try parse("A |o--o| B : r1\nC }o..o{ D : r2\nE }|--|{ F : r3\nG ||..|| H : r4")
        let cards = d.relationships.map { [$0.sourceCardinality, $0.targetCardinality] }
        #expect(cards == [[.zeroOrOne, .zeroOrOne], [.zeroOrMore, .zeroOrMore], [.oneOrMore, .oneOrMore], [.onlyOne, .onlyOne]])
        #expect(d.relationships.map(\.identifying) == [true, false, true, false])
        #expect(d.order == ["A", "B", "C", "D", "E", "F", "G", "H"])
    }

    @Test func wordCardinalitiesAndLines() throws {
        let d = try parse("CAR 1 to zero or more DRIVER : allows\nPERSON many(0) optionally to 0+ DRIVER : is\nX one or more to only one Y : z\nP many(1) .- one Q : w")
        #expect(d.relationships[0].sourceCardinality == .onlyOne)
        #expect(d.relationships[0].targetCardinality == .zeroOrMore)
        #expect(d.relationships[0].identifying)
        #expect(d.relationships[1].sourceCardinality == .zeroOrMore)
        #expect(!d.relationships[1].identifying)
        #expect(d.relationships[2].sourceCardinality == .oneOrMore)
        #expect(d.relationships[2].targetCardinality == .onlyOne)
        #expect(d.relationships[3].sourceCardinality == .oneOrMore && !d.relationships[3].identifying)
    }

    @Test func relationshipWithoutSpaces() throws {
        let d = try parse("id1||--||id2 : label")
        #expect(d.order == ["id1", "id2"])
        #expect(d.relationships.first?.label == "label")
    }

    @Test func quotedLabelsAndNames() throws {
        let d = try parse("\"Big Customer\" ||--o{ \"ORDER ❤\" : \"places many\"")
        #expect(d.order == ["Big Customer", "ORDER ❤"])
        #expect(d.relationships.first?.label == "places many")
    }

    @Test func attributesWithKeysAndComments() throws {
        let d = try parse("""
        PERSON {
            string driversLicense PK "The license #"
            string(99) firstName "Only 99 characters"
            string carReg PK, FK
            int age
            type~T~ generic uk
        }
        """)
        let attributes = try #require(d.entities["PERSON"]).attributes
        #expect(attributes.count == 5)
        #expect(attributes[0] == ERAttribute(type: "string", name: "driversLicense", keys: ["PK"], comment: "The license #"))
        #expect(attributes[1].type == "string(99)" && attributes[1].comment == "Only 99 characters")
        #expect(attributes[2].keys == ["PK", "FK"])
        #expect(attributes[3].keys.isEmpty && attributes[3].comment.isEmpty)
        #expect(attributes[4].type == "type~T~" && attributes[4].keys == ["UK"])
    }

    @Test func blockOnOneLineThenAnotherStatement() throws {
        let d = try parse("A { int x } A ||--|| B : r\nC {\n}")
        #expect(d.entities["A"]?.attributes.count == 1)
        #expect(d.relationships.count == 1)
        #expect(d.entities["C"]?.attributes.isEmpty == true)
    }

    @Test func aliasesAndClasses() throws {
        let d = try parse("p[Person] {\nstring name\n}\na[\"Customer Account\"]:::vip\np ||--o| a : has\nHOUSE:::bar\nclass p,HOUSE hot,cold")
        #expect(d.entities["p"]?.label == "Person")
        #expect(d.entities["a"]?.label == "Customer Account")
        #expect(d.entities["a"]?.cssClasses == ["vip"])
        #expect(d.entities["HOUSE"]?.cssClasses == ["bar", "hot", "cold"])
        #expect(d.entities["p"]?.cssClasses == ["hot", "cold"])
    }

    @Test func directionStyleAndClassDef() throws {
        let d = try parse("direction LR\nA\nstyle A fill:#f9f,stroke:#333\nclassDef hot fill:#f96,color:#fff")
        #expect(d.direction == .leftToRight)
        #expect(d.entities["A"]?.styles == ["fill:#f9f", "stroke:#333"])
        #expect(d.classDefs["hot"] == ["fill:#f96", "color:#fff"])
    }

    @Test func entityIdsFollowMermaid() throws {
        let d = try parse("CAR ||--o{ NAMED-DRIVER : allows")
        #expect(d.entities["CAR"]?.domId == "entity-CAR-0")
        #expect(d.entities["NAMED-DRIVER"]?.domId == "entity-NAMED-DRIVER-1")
        #expect(ERLayoutBuilder.edgeId(d.relationships[0], index: 0, in: d) == "id_entity-CAR-0_entity-NAMED-DRIVER-1_0")
    }

    @Test func styleOfUnknownEntityWarnsWithSuggestion() throws {
        let result = try ERDiagramParser.parse(DiagramFront.source("erDiagram\nCUSTOMER\nstyle CUSTOMR fill:#f00"))
        #expect(result.warnings.count == 1)
        #expect(result.warnings.first?.message.contains("did you mean 'CUSTOMER'") == true)
        #expect(result.warnings.first?.line == 3)
    }

    @Test func errorsPointAtTheProblem() {
        let unclosed = failure("A {\nstring x")
        #expect(unclosed?.line == 2 && unclosed?.message.contains("never closed") == true)
        let noLabel = failure("A ||--o{ B")
        #expect(noLabel?.line == 2 && noLabel?.column == 11)
        let badCard = failure("A ||--xx B : r")
        #expect(badCard?.column == 7)
        let noName = failure("A {\nstring\n}")
        #expect(noName?.line == 3 && noName?.message.contains("needs a name") == true)
        let stray = failure("}")
        #expect(stray?.message.contains("unexpected '}'") == true)
        let badDirection = failure("direction XY")
        #expect(badDirection?.column == 11)
        #expect(failure("A ?? B") != nil)
        #expect(failure("A ||--o{ B : \"open") != nil)
        #expect(unclosed?.sourceLine == "A {")
    }

    @Test func titleInBody() throws {
        let result = try ERDiagramParser.parse(DiagramFront.source("erDiagram\ntitle Orders\nA"))
        #expect(result.title == "Orders")
    }
}
