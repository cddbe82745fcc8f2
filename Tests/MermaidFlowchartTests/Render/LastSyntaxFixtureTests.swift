import Foundation
import Mermaid
import MermaidTestSupport
import Testing

/// End to end for issue 12's flowchart syntax: each `Fixtures/<name>.mmd` is drawn and compared
/// with mermaid.js 11.16's own SVG of it (`Fixtures/<name>.svg`, made with
/// `shared/tools/mermaid-reference/render.py`): the same nodes, edges and clusters, and every
/// word mermaid shows.
@Suite struct LastSyntaxFixtureTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    @Test(arguments: ["dotted", "chaincont", "colonid", "subgraph_title", "newline", "fontsize", "rawhtml"])
    func matchesMermaid(_ name: String) throws {
        let mmd = Self.fixtures.appendingPathComponent(name + ".mmd").path
        let ref = Self.fixtures.appendingPathComponent(name + ".svg").path
        #expect(FileManager.default.fileExists(atPath: ref))
        #expect(try CorpusComparison.differences(mmd: mmd, reference: ref) == [])
        let text = try String(contentsOfFile: mmd, encoding: .utf8)
        let ours = try MermaidRenderer.render(text).svg
        let theirs = try String(contentsOfFile: ref, encoding: .utf8)
        #expect(SeedCorpusSupport.roles(ours) == SeedCorpusSupport.roles(theirs))
    }

    @Test func fontSizeNodeHoldsItsText() throws {
        let text = try String(contentsOf: Self.fixtures.appendingPathComponent("fontsize.mmd"), encoding: .utf8)
        let svg = try MermaidRenderer.render(text).svg
        // mermaid's node is 75 px tall for 30 px text (1.5 line height + padding); so is ours.
        #expect(svg.contains("height=\"75\""))
    }
}
