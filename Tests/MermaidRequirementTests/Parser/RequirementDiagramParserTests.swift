import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidRequirement

@Suite struct RequirementDiagramParserTests {
    private func parse(_ body: String) throws -> RequirementDiagram { try DiagramHarness.parse("requirementDiagram\n" + body) }

    private func result(_ body: String) throws -> (diagram: RequirementDiagram, warnings: [MermaidWarning]) {
        try RequirementDiagramParser.parse(DiagramFront.source("requirementDiagram\n" + body))
    }

    private func failure(_ body: String) -> MermaidError? { DiagramTestKit.failure { try parse(body) } }


    @Test func everyRequirementKindAndItsFields() throws {
        var body = ""
        for kind in RequirementKind.allCases where kind != .element {
            body += "\(kind.rawValue) r_\(kind.rawValue) {\nid: 1.\(kind.rawValue.count)\ntext: the text: with a colon\nrisk: HIGH\nverifymethod: analysis\n}\n"
        }
        let d = try parse(body)
        #expect(d.order.count == 6)
        let node = try #require(d.nodes["r_designConstraint"])
        #expect(node.kind == .designConstraint)
        #expect(node.text == "the text: with a colon")
        #expect(node.risk == "High")
        #expect(node.verifyMethod == "Analysis")
        #expect(node.bodyLines == ["ID: 1.16", "Text: the text: with a colon", "Risk: High", "Verification: Analysis"])
    }

    @Test func elementsWithTypeAndDocRef() throws {
        let d = try parse("element e {\ntype: \"test suite\"\ndocref: github.com/x\n}")
        #expect(d.nodes["e"]?.type == "test suite")
        #expect(d.nodes["e"]?.bodyLines == ["Type: test suite", "Doc Ref: github.com/x"])
    }

    @Test func allRelationKindsBothWays() throws {
        var body = "element a {\n}\nelement b {\n}\n"
        for kind in RequirementRelationKind.allCases { body += "a - \(kind.rawValue) -> b\n" }
        body += "a <- copies - b\n"
        let d = try parse(body)
        #expect(d.relations.map(\.kind) == RequirementRelationKind.allCases + [.copies])
        #expect(d.relations.last?.source == "b" && d.relations.last?.target == "a")
        #expect(d.relations.first?.source == "a")
    }

    @Test func quotedNamesClassesAndStyles() throws {
        let d = try parse("requirement \"__test_req__\":::hot {\nid: 1\n}\nelement e {\n}\nclass e hot\nstyle e fill:#f9f,stroke:#333, color: blue\nclassDef hot fill:#f96\ndirection LR")
        #expect(d.order == ["__test_req__", "e"])
        #expect(d.nodes["__test_req__"]?.cssClasses == ["hot"])
        #expect(d.nodes["e"]?.cssClasses == ["hot"])
        #expect(d.nodes["e"]?.styles == ["fill:#f9f", "stroke:#333", "color: blue"])
        #expect(d.classDefs["hot"] == ["fill:#f96"])
        #expect(d.direction == .leftToRight)
    }

    @Test func blockClosedOnTheSameLineAsAnotherDeclaration() throws {
        let d = try parse("element a {\ntype: x }\nelement b {\n} element c {\n}")
        #expect(d.order == ["a", "b", "c"])
        #expect(d.nodes["a"]?.type == "x")
    }

    @Test func warningsForUnknownFieldsValuesAndNames() throws {
        let r = try result("requirement r {\nverifymthod: test\nrisk: hihg\n}\nelement e {\nowner: me\n}\nr - satisfies -> missing\nstyle nobody fill:#f00")
        let messages = r.warnings.map(\.message)
        #expect(messages.contains { $0.contains("unknown field 'verifymthod'") && $0.contains("did you mean 'verifyMethod'") })
        #expect(messages.contains { $0.contains("unknown risk 'hihg'") && $0.contains("did you mean 'High'") })
        #expect(messages.contains { $0.contains("unknown field 'owner'") })
        #expect(messages.contains { $0.contains("'missing'") })
        #expect(messages.contains { $0.contains("'nobody'") })
        #expect(r.diagram.relations.isEmpty)
        #expect(r.warnings.first?.line == 3)
    }

    @Test func errorsPointAtTheProblem() {
        let unclosed = failure("requirement r {\nid: 1")
        #expect(unclosed?.line == 2 && unclosed?.message.contains("never closed") == true)
        let relation = failure("a - pleases -> b")
        #expect(relation?.column == 5 && relation?.message.contains("unknown relation 'pleases'") == true)
        let arrow = failure("a - traces b")
        #expect(arrow?.column == 12)
        let noBrace = failure("requirement r")
        #expect(noBrace?.message.contains("expected '{'") == true)
        let field = failure("element e {\njust text\n}")
        #expect(field?.line == 3 && field?.message.contains("field: value") == true)
        #expect(failure("direction sideways")?.column == 11)
        #expect(failure("???") != nil)
    }
}
