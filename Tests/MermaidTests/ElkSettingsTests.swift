// Why: mermaid's `elk` config section (`mergeEdges`, `nodePlacementStrategy`, `forceNodeModelOrder`)
// must reach the layout of every diagram type drawn with `layout: elk`, not only flowcharts.
import Mermaid
import Testing

@Suite struct ElkSettingsTests {
    static let bodies = [
        "flowchart TD\n  h --> c1\n  h --> c2\n  h --> c3\n  z --> c1",
        "classDiagram\n  H --> C1\n  H --> C2\n  H --> C3\n  Z --> C1",
        "stateDiagram-v2\n  h --> c1\n  h --> c2\n  h --> c3\n  z --> c1",
        "erDiagram\n  H ||--o{ C1 : a\n  H ||--o{ C2 : b\n  H ||--o{ C3 : c\n  Z ||--o{ C1 : d",
        """
        requirementDiagram
          element h {
          type: simulation
          }
          element c1 {
          type: word
          }
          element c2 {
          type: word
          }
          element c3 {
          type: word
          }
          element z {
          type: word
          }
          h - contains -> c1
          h - contains -> c2
          h - contains -> c3
          z - contains -> c1
        """,
    ]

    static func render(_ body: String, elk: String) throws -> String {
        let source = "---\nconfig:\n  layout: elk\n" + (elk.isEmpty ? "" : "  elk:\n    \(elk)\n") + "---\n" + body
        let result = try MermaidRenderer.render(source, options: RenderOptions(idPrefix: "e"))
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        return result.svg
    }

    @Test(arguments: bodies)
    func settingsReachTheLayout(body: String) throws {
        let plain = try Self.render(body, elk: "")
        #expect(try Self.render(body, elk: "mergeEdges: true") != plain, "mergeEdges ignored")
        #expect(try Self.render(body, elk: "nodePlacementStrategy: SIMPLE") != plain, "nodePlacementStrategy ignored")
        #expect(try Self.render(body, elk: "nodePlacementStrategy: BRANDES_KOEPF") == plain, "the default changed the drawing")
    }
}
