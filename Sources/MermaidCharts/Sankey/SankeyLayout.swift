// Why: places sankey nodes the way d3-sankey (which mermaid uses) does, so drawings match:
// columns by longest path from the sources (aligned left, right, centre or justified), node
// heights proportional to their value with one scale for all columns, then a fixed number of
// relaxation sweeps that pull each node towards the weighted centre of its neighbours and push
// overlapping nodes apart. Work is bounded: 6 sweeps over at most `SankeyParser.maxLinks` links.
import Foundation
import MermaidCore

/// Node and link geometry of a sankey diagram.
struct SankeyLayout {
    struct Node {
        var value = 0.0
        var depth = 0
        var height = 0
        var layer = 0
        var x0 = 0.0, x1 = 0.0, y0 = 0.0, y1 = 0.0
        var sourceLinks: [Int] = []
        var targetLinks: [Int] = []
    }

    struct Link {
        var source: Int
        var target: Int
        var value: Double
        var width = 0.0
        /// Centre of the link's end at its source node (y0) and at its target node (y1).
        var y0 = 0.0, y1 = 0.0
    }

    /// How nodes are put in columns (mermaid's `nodeAlignment`).
    enum Alignment: String, CaseIterable {
        case left, right, center, justify
    }

    var nodes: [Node]
    var links: [Link]
    /// Sweeps of the relaxation (d3-sankey's default).
    static let iterations = 6

    private var padding: Double
    private let top: Double, bottom: Double

    /// Lays out `diagram` in the box `0…width × 0…height`. Fails with the line of a link that
    /// closes a cycle, which a sankey diagram cannot draw.
    init(_ diagram: SankeyDiagram, width: Double, height: Double, nodeWidth: Double, nodePadding: Double,
         alignment: Alignment, in source: DiagramSource) throws {
        nodes = Array(repeating: Node(), count: diagram.nodes.count)
        links = diagram.links.map { Link(source: $0.source, target: $0.target, value: $0.value) }
        padding = nodePadding
        top = 0
        bottom = height
        for (index, link) in links.enumerated() {
            nodes[link.source].sourceLinks.append(index)
            nodes[link.target].targetLinks.append(index)
        }
        for i in nodes.indices {
            let outgoing = nodes[i].sourceLinks.reduce(0.0) { $0 + links[$1].value }
            let incoming = nodes[i].targetLinks.reduce(0.0) { $0 + links[$1].value }
            nodes[i].value = max(outgoing, incoming)
        }
        if let cycleLine = Self.cycleLine(diagram) {
            throw source.error("this flow closes a loop; a sankey diagram's flows cannot go round in a circle",
                               line: cycleLine)
        }
        computeDepths()
        let columns = computeLayers(width: width, nodeWidth: nodeWidth, alignment: alignment)
        guard !columns.isEmpty else { return }
        let longest = columns.map(\.count).max() ?? 1
        if longest > 1 { padding = min(padding, (bottom - top) / Double(longest - 1)) }
        var sorted = columns
        initializeBreadths(&sorted)
        for i in 0..<Self.iterations {
            let alpha = pow(0.99, Double(i))
            let beta = max(1 - alpha, Double(i + 1) / Double(Self.iterations))
            relaxRightToLeft(&sorted, alpha: alpha, beta: beta)
            relaxLeftToRight(&sorted, alpha: alpha, beta: beta)
        }
        computeLinkBreadths()
    }

    /// The line of a link that closes a cycle, or nil (iterative depth-first search).
    static func cycleLine(_ diagram: SankeyDiagram) -> Int? {
        var outgoing = Array(repeating: [Int](), count: diagram.nodes.count)
        for (i, link) in diagram.links.enumerated() { outgoing[link.source].append(i) }
        var state = Array(repeating: 0, count: diagram.nodes.count)  // 0 new, 1 on stack, 2 done
        for root in diagram.nodes.indices where state[root] == 0 {
            var stack: [(node: Int, next: Int)] = [(root, 0)]
            state[root] = 1
            while let top = stack.last {
                if top.next < outgoing[top.node].count {
                    stack[stack.count - 1].next += 1
                    let link = diagram.links[outgoing[top.node][top.next]]
                    if state[link.target] == 1 { return link.line }
                    if state[link.target] == 0 {
                        state[link.target] = 1
                        stack.append((link.target, 0))
                    }
                } else {
                    state[top.node] = 2
                    stack.removeLast()
                }
            }
        }
        return nil
    }

    /// Depth (longest path from a source) and height (longest path to a sink), by sweeps.
    private mutating func computeDepths() {
        var current = Array(nodes.indices)
        var level = 0
        while !current.isEmpty, level <= nodes.count {
            var next: [Int] = []
            var seen = Set<Int>()
            for n in current {
                nodes[n].depth = level
                for l in nodes[n].sourceLinks where seen.insert(links[l].target).inserted { next.append(links[l].target) }
            }
            current = next
            level += 1
        }
        current = Array(nodes.indices)
        level = 0
        while !current.isEmpty, level <= nodes.count {
            var next: [Int] = []
            var seen = Set<Int>()
            for n in current {
                nodes[n].height = level
                for l in nodes[n].targetLinks where seen.insert(links[l].source).inserted { next.append(links[l].source) }
            }
            current = next
            level += 1
        }
    }

    private mutating func computeLayers(width: Double, nodeWidth: Double, alignment: Alignment) -> [[Int]] {
        guard let deepest = nodes.map(\.depth).max() else { return [] }
        let count = deepest + 1
        let step = count > 1 ? (width - nodeWidth) / Double(count - 1) : 0
        var columns = Array(repeating: [Int](), count: count)
        for i in nodes.indices {
            let node = nodes[i]
            var column: Int
            switch alignment {
            case .left: column = node.depth
            case .right: column = count - 1 - node.height
            case .justify: column = node.sourceLinks.isEmpty ? count - 1 : node.depth
            case .center:
                if !node.targetLinks.isEmpty {
                    column = node.depth
                } else if !node.sourceLinks.isEmpty {
                    column = (node.sourceLinks.map { nodes[links[$0].target].depth }.min() ?? 1) - 1
                } else {
                    column = 0
                }
            }
            column = max(0, min(count - 1, column))
            nodes[i].layer = column
            nodes[i].x0 = Double(column) * step
            nodes[i].x1 = nodes[i].x0 + nodeWidth
            columns[column].append(i)
        }
        return columns.filter { !$0.isEmpty }
    }

    private mutating func initializeBreadths(_ columns: inout [[Int]]) {
        let scale = columns.map { column -> Double in
            let total = column.reduce(0.0) { $0 + nodes[$1].value }
            let room = bottom - top - Double(column.count - 1) * padding
            return total > 0 ? room / total : .infinity
        }.min() ?? 1
        let ky = scale.isFinite ? max(scale, 0) : 0
        for column in columns {
            var y = top
            for n in column {
                nodes[n].y0 = y
                nodes[n].y1 = y + nodes[n].value * ky
                y = nodes[n].y1 + padding
                for l in nodes[n].sourceLinks { links[l].width = links[l].value * ky }
            }
            let spare = (bottom - y + padding) / Double(column.count + 1)
            for (i, n) in column.enumerated() {
                nodes[n].y0 += spare * Double(i + 1)
                nodes[n].y1 += spare * Double(i + 1)
            }
        }
        // d3 sorts each column's links while later columns are not placed yet: a comparison with
        // an unplaced node falls back to the link order, so outgoing links keep their order and
        // only incoming links are sorted by their (placed) source.
        for n in nodes.indices { sortTargetLinks(of: n) }
    }

    private mutating func relaxLeftToRight(_ columns: inout [[Int]], alpha: Double, beta: Double) {
        for c in columns.indices.dropFirst() {
            for target in columns[c] {
                var y = 0.0, w = 0.0
                for l in nodes[target].targetLinks {
                    let source = links[l].source
                    let v = links[l].value * Double(nodes[target].layer - nodes[source].layer)
                    y += targetTop(source: source, target: target) * v
                    w += v
                }
                guard w > 0 else { continue }
                let dy = (y / w - nodes[target].y0) * alpha
                nodes[target].y0 += dy
                nodes[target].y1 += dy
                reorderNeighbourLinks(of: target)
            }
            sortByTop(&columns[c])
            resolveCollisions(columns[c], alpha: beta)
        }
    }

    private mutating func relaxRightToLeft(_ columns: inout [[Int]], alpha: Double, beta: Double) {
        for c in stride(from: columns.count - 2, through: 0, by: -1) {
            for source in columns[c] {
                var y = 0.0, w = 0.0
                for l in nodes[source].sourceLinks {
                    let target = links[l].target
                    let v = links[l].value * Double(nodes[target].layer - nodes[source].layer)
                    y += sourceTop(source: source, target: target) * v
                    w += v
                }
                guard w > 0 else { continue }
                let dy = (y / w - nodes[source].y0) * alpha
                nodes[source].y0 += dy
                nodes[source].y1 += dy
                reorderNeighbourLinks(of: source)
            }
            sortByTop(&columns[c])
            resolveCollisions(columns[c], alpha: beta)
        }
    }

    /// Sorts a column by top edge, stably (nodes at the same height keep their order, as in d3).
    private func sortByTop(_ column: inout [Int]) {
        column = column.enumerated().sorted { a, b in
            let ya = nodes[a.element].y0, yb = nodes[b.element].y0
            return ya != yb ? ya < yb : a.offset < b.offset
        }.map(\.element)
    }

    private mutating func resolveCollisions(_ column: [Int], alpha: Double) {
        guard !column.isEmpty else { return }
        let middle = column.count >> 1
        let subject = nodes[column[middle]]
        pushUp(column, from: subject.y0 - padding, index: middle - 1, alpha: alpha)
        pushDown(column, from: subject.y1 + padding, index: middle + 1, alpha: alpha)
        pushUp(column, from: bottom, index: column.count - 1, alpha: alpha)
        pushDown(column, from: top, index: 0, alpha: alpha)
    }

    private mutating func pushDown(_ column: [Int], from start: Double, index: Int, alpha: Double) {
        var y = start
        var i = index
        while i < column.count {
            let n = column[i]
            let dy = (y - nodes[n].y0) * alpha
            if dy > 1e-6 { nodes[n].y0 += dy; nodes[n].y1 += dy }
            y = nodes[n].y1 + padding
            i += 1
        }
    }

    private mutating func pushUp(_ column: [Int], from start: Double, index: Int, alpha: Double) {
        var y = start
        var i = index
        while i >= 0 {
            let n = column[i]
            let dy = (nodes[n].y1 - y) * alpha
            if dy > 1e-6 { nodes[n].y0 -= dy; nodes[n].y1 -= dy }
            y = nodes[n].y0 - padding
            i -= 1
        }
    }

    private mutating func reorderNeighbourLinks(of n: Int) {
        for l in nodes[n].targetLinks { sortSourceLinks(of: links[l].source) }
        for l in nodes[n].sourceLinks { sortTargetLinks(of: links[l].target) }
    }

    private mutating func sortSourceLinks(of n: Int) {
        var list = nodes[n].sourceLinks
        list.sort { a, b in
            let ya = nodes[links[a].target].y0, yb = nodes[links[b].target].y0
            return ya != yb ? ya < yb : a < b
        }
        nodes[n].sourceLinks = list
    }

    private mutating func sortTargetLinks(of n: Int) {
        var list = nodes[n].targetLinks
        list.sort { a, b in
            let ya = nodes[links[a].source].y0, yb = nodes[links[b].source].y0
            return ya != yb ? ya < yb : a < b
        }
        nodes[n].targetLinks = list
    }

    /// Where the link source→target would start for the target, if the source's links were centred on it.
    private func targetTop(source: Int, target: Int) -> Double {
        var y = nodes[source].y0 - Double(nodes[source].sourceLinks.count - 1) * padding / 2
        for l in nodes[source].sourceLinks {
            if links[l].target == target { break }
            y += links[l].width + padding
        }
        for l in nodes[target].targetLinks {
            if links[l].source == source { break }
            y -= links[l].width
        }
        return y
    }

    private func sourceTop(source: Int, target: Int) -> Double {
        var y = nodes[target].y0 - Double(nodes[target].targetLinks.count - 1) * padding / 2
        for l in nodes[target].targetLinks {
            if links[l].source == source { break }
            y += links[l].width + padding
        }
        for l in nodes[source].sourceLinks {
            if links[l].target == target { break }
            y -= links[l].width
        }
        return y
    }

    private mutating func computeLinkBreadths() {
        for n in nodes.indices {
            var y0 = nodes[n].y0
            var y1 = y0
            for l in nodes[n].sourceLinks {
                links[l].y0 = y0 + links[l].width / 2
                y0 += links[l].width
            }
            for l in nodes[n].targetLinks {
                links[l].y1 = y1 + links[l].width / 2
                y1 += links[l].width
            }
        }
    }
}
