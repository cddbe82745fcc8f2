import Testing
@testable import MermaidClass

@Suite struct RelationParserTests {
    private func arrow(_ line: String) -> RelationParser.Arrow? { RelationParser.findArrow(in: Array(line.utf8)) }

    @Test(arguments: [
        ("A <|-- B", RelationEnd?.some(.extension_), RelationEnd?.none, false),
        ("A *-- B", .composition, nil, false),
        ("A o-- B", .aggregation, nil, false),
        ("A <-- B", .dependency, nil, false),
        ("A -- B", nil, nil, false),
        ("A <.. B", .dependency, nil, true),
        ("A <|.. B", .extension_, nil, true),
        ("A .. B", nil, nil, true),
        ("A --|> B", nil, .extension_, false),
        ("A --* B", nil, .composition, false),
        ("A --o B", nil, .aggregation, false),
        ("A --> B", nil, .dependency, false),
        ("A ..> B", nil, .dependency, true),
        ("A ..|> B", nil, .extension_, true),
        ("A <|--|> B", .extension_, .extension_, false),
        ("A *--> B", .composition, .dependency, false),
        ("A o--> B", .aggregation, .dependency, false),
        ("A ()-- B", .lollipop, nil, false),
        ("A --() B", nil, .lollipop, false),
    ])
    func everyArrow(line: String, start: RelationEnd?, end: RelationEnd?, dotted: Bool) throws {
        let found = try #require(arrow(line))
        #expect(found.start == start)
        #expect(found.end == end)
        #expect(found.dotted == dotted)
    }

    @Test func memberLinesAreNotRelations() {
        #expect(arrow("Animal : +int age") == nil)
        #expect(arrow("Animal : ... other -- stuff") == nil)
        #expect(arrow("class Foo") == nil)
    }

    @Test func cardinalitiesAndLabel() throws {
        let line = Array("MermaidWebView \"1\" *--> \"1\" Coordinator : Creates & Owns".utf8)
        let found = try #require(RelationParser.findArrow(in: line))
        guard case .success(let parts) = RelationParser.parts(of: line, arrow: found) else {
            Issue.record("relation not parsed"); return
        }
        #expect(parts.source.id == "MermaidWebView")
        #expect(parts.target.id == "Coordinator")
        #expect(parts.sourceCardinality == "1")
        #expect(parts.targetCardinality == "1")
        #expect(parts.label == "Creates & Owns")
    }

    @Test func quotedDotsAreNotArrows() throws {
        let line = Array("JSONItem \"1\" *-- \"0..*\" JSONItem : children (recursive)".utf8)
        let found = try #require(RelationParser.findArrow(in: line))
        #expect(found.start == .composition)
        guard case .success(let parts) = RelationParser.parts(of: line, arrow: found) else {
            Issue.record("relation not parsed"); return
        }
        #expect(parts.targetCardinality == "0..*")
        #expect(parts.label == "children (recursive)")
    }

    @Test func aggregationNeedsABoundary() throws {
        // `fooo-- bar`: the `o` belongs to the name, there is no aggregation head.
        let found = try #require(arrow("fooo-- bar"))
        #expect(found.start == nil)
    }
}
