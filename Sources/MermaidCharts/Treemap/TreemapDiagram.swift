// Why: the parsed treemap — an outline of sections and valued leaves, with `classDef` styles —
// kept apart from parsing, layout and drawing.

/// A parsed `treemap-beta` / `treemap` diagram.
struct TreemapDiagram: Equatable {
    /// A section (has children, its value is their sum) or a leaf (has its own value).
    final class Node: Equatable {
        var label: String
        var value: Double
        var className: String?
        var children: [Node] = []

        init(label: String, value: Double = 0, className: String? = nil) {
            self.label = label
            self.value = value
            self.className = className
        }

        static func == (a: Node, b: Node) -> Bool {
            a.label == b.label && a.value == b.value && a.className == b.className && a.children == b.children
        }
    }

    var title: String?
    /// The top-level nodes (mermaid's hidden root holds them).
    var roots: [Node] = []
    /// `classDef name styles` in order; the styles as written (`fill:red,color:blue`).
    var classDefs: [String: String] = [:]
}
