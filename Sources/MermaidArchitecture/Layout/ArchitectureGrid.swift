// Why: mermaid places architecture services with a force simulation (cytoscape fcose), which is
// not deterministic. Folio puts every service and junction on a grid cell instead: an edge
// `a:R -- L:b` says b is one column right of a, `a:B -- T:b` one row below, and a mixed pair
// (`a:R -- T:b`) one step on both axes. A breadth-first walk from each unplaced node honours these
// relations; a taken cell pushes the newcomer further in the same direction. Separate pieces of
// the graph sit side by side, ordered by their group so groups stay together.

/// Grid cells (column, row) of every service and junction.
struct ArchitectureGrid {
    private(set) var cells: [String: (column: Int, row: Int)] = [:]
    private(set) var columns = 0
    private(set) var rows = 0

    init(diagram: ArchitectureDiagram) {
        var neighbours: [String: [(id: String, dx: Int, dy: Int)]] = [:]
        for edge in diagram.edges where edge.source != edge.target {
            let step = Self.offset(edge)
            neighbours[edge.source, default: []].append((edge.target, step.dx, step.dy))
            neighbours[edge.target, default: []].append((edge.source, -step.dx, -step.dy))
        }
        var nextColumn = 0
        for start in Self.startOrder(diagram) where cells[start] == nil {
            var local: [String: (Int, Int)] = [start: (0, 0)]
            var taken: Set<Int64> = [Self.key(0, 0)]
            var queue = [start]
            var head = 0
            while head < queue.count {
                let id = queue[head]
                head += 1
                guard let here = local[id] else { continue }
                for next in neighbours[id, default: []] where local[next.id] == nil && cells[next.id] == nil {
                    var cell = (here.0 + next.dx, here.1 + next.dy)
                    // Each step moves away from `here`; at most every placed node is passed.
                    var tries = 0
                    while taken.contains(Self.key(cell.0, cell.1)), tries <= queue.count {
                        cell = (cell.0 + next.dx, cell.1 + next.dy)
                        tries += 1
                    }
                    local[next.id] = cell
                    taken.insert(Self.key(cell.0, cell.1))
                    queue.append(next.id)
                }
            }
            let minColumn = local.values.map(\.0).min() ?? 0
            let minRow = local.values.map(\.1).min() ?? 0
            var widest = 0
            for id in queue {
                guard let cell = local[id] else { continue }
                let placed = (column: nextColumn + cell.0 - minColumn, row: cell.1 - minRow)
                cells[id] = placed
                widest = max(widest, placed.column + 1)
                rows = max(rows, placed.row + 1)
            }
            nextColumn = max(nextColumn + 1, widest)
        }
        columns = nextColumn
    }

    private static func key(_ column: Int, _ row: Int) -> Int64 { Int64(column) << 32 | Int64(UInt32(bitPattern: Int32(truncatingIfNeeded: row))) }

    /// Where the target sits relative to the source: the source's side points at it, the
    /// target's side points back.
    static func offset(_ edge: ArchitectureEdge) -> (dx: Int, dy: Int) {
        let a = edge.sourceSide.step
        let b = edge.targetSide.step
        let dx = (a.dx - b.dx).signum()
        let dy = (a.dy - b.dy).signum()
        if dx == 0 && dy == 0 { return a }
        return (dx, dy)
    }

    /// Nodes in declaration order, grouped by their outermost group (first declared first), so
    /// unconnected members of one group end up next to each other.
    private static func startOrder(_ diagram: ArchitectureDiagram) -> [String] {
        var groupRank: [String: Int] = [:]
        for (index, id) in diagram.groupOrder.enumerated() { groupRank[id] = index }
        func rank(_ id: String) -> Int {
            guard let parent = diagram.nodes[id]?.parent else { return -1 }
            return groupRank[diagram.outermostGroup[parent] ?? parent] ?? -1
        }
        return diagram.nodeOrder.enumerated()
            .sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }
            .map(\.element)
    }
}
