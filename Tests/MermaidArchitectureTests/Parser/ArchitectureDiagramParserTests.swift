import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidArchitecture

@Suite struct ArchitectureDiagramParserTests {
    @Test func declarations() throws {
        let diagram = try DiagramHarness.parse(ArchitectureFixtures.shop)
        #expect(diagram.groupOrder == ["cloud", "backend"])
        #expect(diagram.groups["backend"]?.parent == "cloud")
        #expect(diagram.groups["cloud"]?.icon == "cloud")
        #expect(diagram.groups["cloud"]?.title == "Shop cloud")
        #expect(diagram.nodeOrder == ["web", "api", "db", "files", "cdn", "hub"])
        #expect(diagram.nodes["hub"]?.isJunction == true)
        #expect(diagram.nodes["db"]?.icon == "database")
        #expect(diagram.nodes["cdn"]?.parent == nil)
        #expect(diagram.depth(ofNode: "db") == 2)
    }

    @Test func edgesWithSidesArrowsLabelsAndGroupEnds() throws {
        let edges = try DiagramHarness.parse(ArchitectureFixtures.shop).edges
        #expect(edges.count == 5)
        #expect(edges[0].sourceSide == .right && edges[0].targetSide == .left && edges[0].arrowAtTarget && !edges[0].arrowAtSource)
        #expect(edges[2].label == "reads")
        #expect(edges[3].sourceSide == .bottom && edges[3].targetSide == .top && edges[3].arrowAtSource)
        #expect(edges[4].sourceGroup && edges[4].targetGroup)
    }

    @Test func sideOffsetsPlaceTheTarget() throws {
        let diagram = try DiagramHarness.parse("""
        architecture-beta
            service a(server)[A]
            service b(server)[B]
            service c(server)[C]
            service d(server)[D]
            a:R -- L:b
            a:B -- T:c
            b:B -- L:d
        """)
        let grid = ArchitectureGrid(diagram: diagram)
        let a = try #require(grid.cells["a"]), b = try #require(grid.cells["b"])
        let c = try #require(grid.cells["c"]), d = try #require(grid.cells["d"])
        #expect(b.column == a.column + 1 && b.row == a.row)
        #expect(c.column == a.column && c.row == a.row + 1)
        #expect(d.column == b.column + 1 && d.row == b.row + 1, "b:B -- L:d puts d right of and below b")
    }

    @Test func takenCellsPushFurther() throws {
        let diagram = try DiagramHarness.parse("""
        architecture-beta
            service a(disk)[A]
            service b(disk)[B]
            service c(disk)[C]
            a:R -- L:b
            a:R -- L:c
        """)
        let grid = ArchitectureGrid(diagram: diagram)
        #expect(grid.cells["b"]?.column == 1 && grid.cells["c"]?.column == 2)
        #expect(Set(["a", "b", "c"].compactMap { grid.cells[$0].map { "\($0.column),\($0.row)" } }).count == 3)
    }

    @Test func unknownIconsAndNamesWarn() throws {
        let (diagram, warnings) = try ArchitectureDiagramParser.parse(DiagramFront.source("""
        architecture-beta
            service a(logos:aws-s3)[A]
            service b(databse)[B] in nowhere
            a:R -- L:c
        """))
        let messages = warnings.map(\.message)
        #expect(messages.contains { $0.contains("icon pack") && $0.contains("logos:aws-s3") })
        #expect(warnings.first?.line == 2 && warnings.first?.column == 15, "the warning points at the icon name")
        #expect(messages.contains { $0.contains("did you mean 'database'?") })
        #expect(messages.contains { $0.contains("'in nowhere'") })
        #expect(messages.contains { $0.contains("'c'") })
        #expect(diagram.edges.isEmpty)
        #expect(diagram.nodes["b"]?.parent == nil)
    }

    @Test func groupCyclesAreBroken() throws {
        let (diagram, warnings) = try ArchitectureDiagramParser.parse(DiagramFront.source("""
        architecture-beta
            group a[A] in b
            group b[B] in a
        """))
        #expect(diagram.groups["a"]?.parent == nil || diagram.groups["b"]?.parent == nil)
        #expect(warnings.contains { $0.message.contains("contain itself") })
    }

    @Test func errorsHavePositions() {
        let missingSide = DiagramTestKit.failure { try DiagramHarness.parse("architecture-beta\nservice a[A]\nservice b[B]\na -- b") }
        #expect(missingSide?.line == 4)
        #expect(missingSide?.message.contains("side") == true)
        let badKeyword = DiagramTestKit.failure { try DiagramHarness.parse("architecture-beta\n  servce a(server)[A]") }
        #expect(badKeyword?.line == 2 && badKeyword?.column == 3)
        #expect(badKeyword?.message.contains("did you mean 'service'?") == true)
        let duplicate = DiagramTestKit.failure { try DiagramHarness.parse("architecture-beta\nservice a[A]\ngroup a[G]") }
        #expect(duplicate?.line == 3)
        let open = DiagramTestKit.failure { try DiagramHarness.parse("architecture-beta\nservice a(server[A]") }
        #expect(open?.message.contains("')'") == true)
    }
}
