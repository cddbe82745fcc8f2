// Why: the parsed `sankey` diagram — named nodes in order of first mention and weighted links
// between them, each remembering its source line so layout problems (cycles) can point at it.

/// A parsed `sankey` / `sankey-beta` diagram.
struct SankeyDiagram: Equatable {
    /// One `source,target,value` row.
    struct Link: Equatable {
        var source: Int
        var target: Int
        var value: Double
        /// The row's line number, for errors found after parsing.
        var line: Int
    }

    /// Node names in order of first mention (source before target on each row).
    var nodes: [String] = []
    var links: [Link] = []
    private var indexByName: [String: Int] = [:]

    /// The index of the node called `name`, added when new.
    mutating func node(named name: String) -> Int {
        if let index = indexByName[name] { return index }
        nodes.append(name)
        indexByName[name] = nodes.count - 1
        return nodes.count - 1
    }
}
