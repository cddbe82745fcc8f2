import Mermaid
import Testing

/// Small diagrams whose node, edge, labelled-edge and cluster counts were taken from
/// mermaid.js 11.16 (rendered with ../shared/tools/mermaid-reference), so behaviour the
/// syntax page does not show (groups, self-loops, redefinitions, empty subgraphs) stays
/// as mermaid's.
@Suite struct MermaidBehaviourTests {
    @Test(arguments: [
        ("graph TD\nA:::foo-->B\nA@{shape: circle}-->C", 3, 2, 0, 0),
        ("graph TD\nsubgraph id1[Title here]\nA\nend", 1, 0, 0, 1),
        ("graph LR\nA-. \"quoted\" .->B\nA -->|\"q\"| C\nA==>|x|D", 4, 3, 3, 0),
        ("graph TD\nclassDef foo,bar fill:#f00\nA:::bar\nstyle A fill:#0f0;", 1, 0, 0, 0),
        ("graph TD\nA[text];B[text2]\nA---B---C", 3, 2, 0, 0),
        ("graph TD\nÄ --> Ö\nA --> B & C --> D", 6, 5, 0, 0),
        ("graph TD\nA --> A\nA --> B\nB --> A", 2, 3, 0, 0),
        ("graph TD\nA -->|text| B -->|more| C\nsubgraph X\nsubgraph Y\nP --> Q\nend\nR --> P\nend\nQ --> A", 6, 5, 2, 2),
        ("graph TD\nA[\"`**bold** text`\"] -- \"`_it_ edge`\" --> B", 2, 1, 1, 0),
        ("graph TD\n  A-->B\n  click A href \"https://x.org\" \"tip\" _blank\n  B:::c\n  classDef c stroke:#f00,stroke-width:3px", 2, 1, 0, 0),
        ("flowchart LR\n  A & B & C --> D & E", 5, 6, 0, 0),
        ("graph TD\n  id1>\"odd\"] --> id2[(\"db\")]\n  id2 --> id3(((\"dbl\")))", 3, 2, 0, 0),
        ("graph TD\nA-->B\nsubgraph S [\" \"]\nB\nend", 2, 1, 0, 1),
        ("flowchart TD\nA --> B\nB --> C{ok?}\nC -->|yes| D[done]\nC -->|no| A", 4, 4, 2, 0),
        ("graph TD\nA-->B\nlinkStyle default stroke:#f0f,stroke-width:2px\nlinkStyle 0 stroke:#00f", 2, 1, 0, 0),
        ("graph TD\n  A[\"Line1<br>Line2<br/>Line3\"] --> B[\"#quot;quoted#quot; and #35;\"]", 2, 1, 0, 0),
        ("graph BT\nA-->B\nsubgraph s1\nC-->D\nend\nB-->s1", 4, 3, 0, 1),
        ("graph TD\nA --> B\nA --> C\nA --> D\nB & C & D --> E", 5, 6, 0, 0),
        ("graph TD\nA-->B;C-->D;", 4, 2, 0, 0),
        ("graph TD\nsubgraph A\nB\nend\nsubgraph A\nC\nend", 2, 0, 0, 1),
        ("graph TD\nA --o B\nC --oD", 4, 2, 0, 0),
        ("graph TD\nA --> B\nclass A,B foo\nclassDef foo fill:#f00", 2, 1, 0, 0),
        ("graph TD\nsubgraph one two\nA\nend", 1, 0, 0, 1),
        ("graph TD\nA[\"a\"] --> B[\"b\"]\nstyle C fill:#f00", 3, 1, 0, 0),
        ("graph TD\nA --> B\nclick A \"javascript:alert(1)\"", 2, 1, 0, 0),
        ("graph TD\nA-->B\nA-->B", 2, 2, 0, 0),
        ("flowchart TD\nA e1@--> B\nA e1@--> C", 3, 2, 0, 0),
        ("graph TD\nA --- B --- C\nA -.- D", 4, 3, 0, 0),
        ("graph TD\n  A{{\"hex\"}} --> B[/\"lean\"/]\n  B --> C[\\\"x\"\\]", 3, 2, 0, 0),
        ("graph LR\nA <--> B\nB <-- text --> C", 3, 2, 1, 0),
        ("graph TD\nA --> B\nsubgraph S\ndirection LR\nend", 3, 1, 0, 0),
    ])
    func countsMatchMermaid(_ source: String, _ nodes: Int, _ edges: Int, _ labels: Int, _ clusters: Int) throws {
        let svg = try MermaidRenderer.render(source, options: RenderOptions(idPrefix: "mb")).svg
        #expect(SeedCorpusSupport.roles(svg) == ["nodes": nodes, "edges": edges, "edgeLabels": labels, "clusters": clusters])
    }
}
