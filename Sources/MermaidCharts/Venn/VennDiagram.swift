// Why: what a `venn-beta` block says: sets and unions with optional labels and sizes, text nodes
// placed inside a set or union, and `style` lines, in source order.

/// One region: a set (`set A["Alpha"]:20`) or a union (`union A,B["AB"]:3`).
struct VennSubset: Equatable {
    /// Set ids, sorted (a union's key is its sorted ids).
    var sets: [String]
    var label: String?
    /// Area; mermaid's default is 10 / n² for a region of n sets.
    var size: Double
    var line: Int
}

/// A text node placed in a region (`text A1["React"]`, or indented under `set`/`union`).
struct VennTextNode: Equatable {
    var sets: [String]
    var id: String
    var label: String?
}

/// `style A,B fill:#f00, color:red` — targets sorted, declarations in order.
struct VennStyle: Equatable {
    var targets: [String]
    var declarations: [(String, String)]
    static func == (a: VennStyle, b: VennStyle) -> Bool {
        a.targets == b.targets && a.declarations.map { $0.0 + ":" + $0.1 } == b.declarations.map { $0.0 + ":" + $0.1 }
    }
}

struct VennDiagram {
    var title: String?
    var subsets: [VennSubset] = []
    var texts: [VennTextNode] = []
    var styles: [VennStyle] = []

    /// The declarations for a region or text node id (`A|B` for a union), later lines winning.
    func style(for key: [String]) -> [String: String] {
        var merged: [String: String] = [:]
        for style in styles where style.targets == key {
            for (k, v) in style.declarations { merged[k] = v }
        }
        return merged
    }
}
