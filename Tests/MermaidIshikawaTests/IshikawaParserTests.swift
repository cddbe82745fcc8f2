import MermaidCore
import Testing
@testable import MermaidIshikawa

@Suite struct IshikawaParserTests {
    @Test func firstLineIsTheProblemAndIndentationNestsCauses() throws {
        let diagram = try IshikawaHarness.parse(IshikawaHarness.sample)
        #expect(diagram.nodes.map(\.text) == ["Late delivery", "People", "Too few drivers", "Process", "No route plan",
                                              "Old maps", "Weather", "Roads"])
        #expect(diagram.nodes.map(\.depth) == [0, 1, 2, 1, 2, 3, 1, 1])
        #expect(diagram.nodes[0].children == [1, 3, 6, 7])
        #expect(diagram.nodes[4].parent == 3 && diagram.nodes[5].parent == 4)
    }

    @Test func emptyBodyHasNoNodes() throws {
        #expect(try IshikawaHarness.parse("ishikawa-beta\n\n").nodes.isEmpty)
    }
}
