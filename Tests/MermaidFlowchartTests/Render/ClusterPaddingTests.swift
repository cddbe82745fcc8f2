import GraphLayout
import MermaidCore
import Testing
@testable import MermaidFlowchart

/// Subgraph boxes are padded as mermaid 11 pads them (measured on its docs examples): dagre 35
/// across the ranks and 25 along them, the title inside the top padding; ELK 12 all round with the
/// title on top.
@Suite struct ClusterPaddingTests {
    static func layout(_ text: String, config: ConfigValue = .object([:])) throws -> (LayoutResult, FlowchartScene) {
        let ctx = FlowchartTestSupport.context(config: config)
        let source = FlowchartTestSupport.source(text)
        let scene = FlowchartScene(document: try FlowchartParser.parse(source), context: ctx, source: source)
        return (LayeredLayout.layout(scene.graph), scene)
    }

    /// An edge from outside keeps the subgraph in its parent's ranks (a subgraph with none is laid
    /// out on its own, padded all round, as mermaid does).
    static let body = "flowchart TB\n  x --> a\n  subgraph one\n    a[a label wider than the title] --> b[another wide label]\n  end"

    @Test func dagreClustersArePaddedAsMermaidPadsThem() throws {
        let (r, scene) = try Self.layout(Self.body)
        let box = try #require(r.clusters["one"]), a = try #require(r.nodes["a"]), b = try #require(r.nodes["b"])
        let title = try #require(scene.clusterTitles["one"])
        #expect(abs(min(a.minX, b.minX) - box.minX - 35) < 0.01 && abs(box.maxX - max(a.maxX, b.maxX) - 35) < 0.01)
        #expect(abs(box.maxY - b.maxY - 25) < 0.01)
        // The title (drawn 4 below the top) stays clear of the first node, in the 25 when it fits.
        #expect(a.minY - box.minY >= title.height + 4 && a.minY - box.minY <= max(25, title.height + 5) + 0.01)
    }

    @Test func elkClustersArePaddedAsMermaidPadsThem() throws {
        let (r, scene) = try Self.layout(Self.body, config: .object(["layout": .string("elk")]))
        let box = try #require(r.clusters["one"]), a = try #require(r.nodes["a"]), b = try #require(r.nodes["b"])
        let title = try #require(scene.clusterTitles["one"])
        #expect(abs(min(a.minX, b.minX) - box.minX - 12) < 0.01 && abs(box.maxY - b.maxY - 12) < 0.01)
        #expect(abs(a.minY - box.minY - (12 + title.height + 3)) < 0.01)
    }

    @Test func paddingFollowsTheSpacingSettings() throws {
        let config: ConfigValue = .object(["flowchart": .object(["nodeSpacing": .number(80), "rankSpacing": .number(30)])])
        let (r, _) = try Self.layout(Self.body, config: config)
        let box = try #require(r.clusters["one"]), a = try #require(r.nodes["a"]), b = try #require(r.nodes["b"])
        #expect(abs(min(a.minX, b.minX) - box.minX - 50) < 0.01 && abs(box.maxY - b.maxY - 15) < 0.01)
    }
}
