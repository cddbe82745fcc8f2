import MermaidCore
import MermaidFlowchart
import MermaidTestSupport
import Testing
@testable import MermaidBlock

@Suite struct BlockDiagramParserTests {
    private func parse(_ body: String) throws -> BlockDiagram { try DiagramHarness.parse("block-beta\n" + body) }

    private func failure(_ body: String) -> MermaidError? { DiagramTestKit.failure { try parse(body) } }


    @Test func cellsColumnsAndSpans() throws {
        let d = try parse("columns 3\na[\"A label\"] b:2 c:2 d\nspace:2 e")
        #expect(d.root.columns == 3)
        #expect(d.root.children.filter { d.blocks[$0]?.kind != .space } == ["a", "b", "c", "d", "e"])
        #expect(d.blocks["a"]?.label == "A label")
        #expect(d.blocks["b"]?.span == 2)
        let spaces = d.root.children.compactMap { d.blocks[$0] }.filter { $0.kind == .space }
        #expect(spaces.count == 1 && spaces.first?.span == 2)
    }

    @Test func everyShape() throws {
        let d = try parse("a(r) b([s]) c[[u]] d[(c)] e((o)) f>x] g{r} h{{x}} i[/p/] j[\\p\\] k[/t\\] l[\\t/] m(((d)))")
        let shapes: [String: NodeShape] = ["a": .rounded, "b": .stadium, "c": .subroutine, "d": .cylinder, "e": .circle,
                                           "f": .odd, "g": .diamond, "h": .hexagon, "i": .leanRight, "j": .leanLeft,
                                           "k": .trapezoid, "l": .invTrapezoid, "m": .doubleCircle]
        for (id, shape) in shapes { #expect(d.blocks[id]?.kind == .shape(shape), "\(id)") }
    }

    @Test func blockArrows() throws {
        let d = try parse("r<[\"Label\"]>(right) x<[\"two\"]>(x) v<[\" \"]>(y) c<[\"c\"]>(x, down)")
        #expect(d.blocks["r"]?.kind == .arrow(BlockArrowHeads(right: true)))
        #expect(d.blocks["x"]?.kind == .arrow(BlockArrowHeads(left: true, right: true)))
        #expect(d.blocks["v"]?.kind == .arrow(BlockArrowHeads(up: true, down: true)))
        #expect(d.blocks["c"]?.kind == .arrow(BlockArrowHeads(left: true, right: true, down: true)))
        #expect(d.blocks["r"]?.label == "Label")
    }

    @Test func nestedContainers() throws {
        let d = try parse("columns 3\nblock:group1:2\ncolumns 2\nh i\nblock\ninner\nend\nend\ng")
        #expect(d.blocks["group1"]?.span == 2)
        #expect(d.blocks["group1"]?.columns == 2)
        #expect(d.blocks["group1"]?.children.count == 3)
        #expect(d.root.children == ["group1", "g"])
        let anonymous = try #require(d.blocks["group1"]?.children.last)
        #expect(d.blocks[anonymous]?.children == ["inner"])
    }

    @Test func linksWithLabelsAndKinds() throws {
        let d = try parse("A space B C\nA-->B\nA-- \"X\" -->B\nB ---|y| C\nB -.-> C\nA ==> C\nA <--> C\nA --x B --o C")
        #expect(d.edges.count == 8)
        #expect(d.edges[0].endHead == .pointEnd && d.edges[0].label == nil && d.edges[0].id == "1-A-B")
        #expect(d.edges[1].label == "X" && d.edges[1].id == "2-A-B")
        #expect(d.edges[2].label == "y" && d.edges[2].endHead == nil)
        #expect(d.edges[3].pattern == .dotted)
        #expect(d.edges[4].thickness == .thick)
        #expect(d.edges[5].startHead == .pointStart && d.edges[5].endHead == .pointEnd)
        #expect(d.edges[6].endHead == .crossEnd && d.edges[7].endHead == .circleEnd)
        #expect(d.edges[7].source == "B")
    }

    @Test func edgesDeclareAndReshapeBlocks() throws {
        let d = try parse("id1 space id2\nid1(\"Start\")-->id2(\"Stop\")\nid3 --> id1")
        #expect(d.blocks["id1"]?.kind == .shape(.rounded) && d.blocks["id1"]?.label == "Start")
        #expect(d.root.children.contains("id3"))
    }

    @Test func stylingAndWarnings() throws {
        let result = try BlockDiagramParser.parse(DiagramFront.source(
            "block\nA B:::hot\nclassDef blue fill:#6e6ce6,stroke:#333;\nclass A blue\nstyle B fill:#bbf\nstyle A fill#969;\nstyle Q fill:#f00"))
        let d = result.diagram
        #expect(d.blocks["A"]?.cssClasses == ["blue"])
        #expect(d.blocks["B"]?.cssClasses == ["hot"])
        #expect(d.blocks["B"]?.styles == ["fill:#bbf"])
        #expect(d.classDefs["blue"] == ["fill:#6e6ce6", "stroke:#333"])
        #expect(result.warnings.count == 2)
        #expect(result.warnings.contains { $0.message.contains("'fill#969' is ignored") && $0.line == 6 })
        #expect(result.warnings.contains { $0.message.contains("'Q'") })
    }

    @Test func errorsPointAtTheProblem() {
        let open = failure("block:g\na")
        #expect(open?.line == 2 && open?.message.contains("never closed") == true)
        #expect(failure("end")?.message.contains("unexpected 'end'") == true)
        let bracket = failure("a[\"x\"")
        #expect(bracket?.line == 2 && bracket?.message.contains("never closed") == true)
        let direction = failure("a<[\"x\"]>(sideways)")
        #expect(direction?.message.contains("unknown arrow direction 'sideways'") == true)
        #expect(failure("columns lots")?.column == 9)
        #expect(failure("A --> ")?.message.contains("expected a block id") == true)
        #expect(failure("a:0")?.column == 3)
        #expect(failure("?") != nil)
    }
}
