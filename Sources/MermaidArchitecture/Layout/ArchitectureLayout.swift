// Why: turns grid cells into coordinates. Columns are as wide as their widest label and rows as
// tall as their tallest label; the gap between cells leaves room for the group boxes of the
// deepest nesting. Group boxes wrap their members (innermost first), edges run between side
// midpoints with right-angle bends, as mermaid draws them.
import GraphLayout
import MermaidCore

/// Positions of services, junctions, group boxes and edge lines.
struct ArchitectureLayout {
    /// Icon boxes (centre, size) of services and junctions.
    private(set) var icons: [String: LayoutBox] = [:]
    /// Label sizes under the service icons.
    private(set) var labels: [String: TextSize] = [:]
    /// Group boxes (centre, size).
    private(set) var groups: [String: LayoutBox] = [:]
    /// Edge lines, in edge order.
    private(set) var edges: [[LayoutPoint]] = []

    let iconSize: Double
    let padding: Double
    /// Space between the label under an icon and the icon.
    static let labelGap = 2.0

    init(diagram: ArchitectureDiagram, grid: ArchitectureGrid, text: TextMeasurer, iconSize: Double, padding: Double) {
        self.iconSize = iconSize
        self.padding = padding
        var columnWidth = [Double](repeating: iconSize, count: grid.columns)
        var rowHeight = [Double](repeating: iconSize, count: grid.rows)
        for id in diagram.nodeOrder {
            guard let node = diagram.nodes[id], let cell = grid.cells[id] else { continue }
            let size = node.title.isEmpty ? TextSize(width: 0, height: 0) : text.measure(LabelText.parse(node.title))
            labels[id] = size
            columnWidth[cell.column] = max(columnWidth[cell.column], size.width)
            if size.height > 0 { rowHeight[cell.row] = max(rowHeight[cell.row], iconSize + Self.labelGap + size.height) }
        }
        let depth = min(20, diagram.nodeOrder.map { diagram.depth(ofNode: $0) }.max() ?? 0)
        let gap = max(3 * padding, 2 * padding * Double(depth) + padding)
        var x = [Double](repeating: 0, count: grid.columns)
        var y = [Double](repeating: 0, count: grid.rows)
        for c in x.indices.dropFirst() { x[c] = x[c - 1] + columnWidth[c - 1] / 2 + gap + columnWidth[c] / 2 }
        for r in y.indices.dropFirst() { y[r] = y[r - 1] + rowHeight[r - 1] + gap }
        for id in diagram.nodeOrder {
            guard let cell = grid.cells[id] else { continue }
            icons[id] = LayoutBox(x: x[cell.column], y: y[cell.row] + iconSize / 2, width: iconSize, height: iconSize)
        }
        placeGroups(diagram, text: text)
        for edge in diagram.edges { edges.append(route(edge, diagram)) }
    }

    /// The box a service takes with its label.
    func footprint(_ id: String) -> LayoutBox? {
        guard let icon = icons[id] else { return nil }
        let label = labels[id] ?? TextSize(width: 0, height: 0)
        guard label.height > 0 else { return icon }
        let width = max(icon.width, label.width)
        let height = icon.height + Self.labelGap + label.height
        return LayoutBox(x: icon.x, y: icon.minY + height / 2, width: width, height: height)
    }

    /// Innermost groups first: each box wraps its services and child groups plus `padding`, and
    /// is at least wide enough for its title.
    private mutating func placeGroups(_ diagram: ArchitectureDiagram, text: TextMeasurer) {
        let ordered = diagram.groupOrder.enumerated()
            .sorted { (-(diagram.groupDepth[$0.element] ?? 0), $0.offset) < (-(diagram.groupDepth[$1.element] ?? 0), $1.offset) }
            .map(\.element)
        var members: [String: [LayoutBox]] = [:]
        for id in diagram.nodeOrder {
            guard let parent = diagram.nodes[id]?.parent, let box = footprint(id) else { continue }
            members[parent, default: []].append(box)
        }
        for id in ordered {
            guard let group = diagram.groups[id], let inside = members[id], !inside.isEmpty else { continue }
            var bounds = LayoutBounds()
            for box in inside { bounds.add(box) }
            let titleWidth = Self.titleOffset(group) + (group.title.isEmpty ? 0 : text.measure(LabelText.parse(group.title)).width) + 8
            let minX = bounds.minX - padding
            let maxX = max(bounds.maxX + padding, minX + titleWidth)
            let minY = bounds.minY - padding
            let maxY = bounds.maxY + padding
            let box = LayoutBox(x: (minX + maxX) / 2, y: (minY + maxY) / 2, width: maxX - minX, height: maxY - minY)
            groups[id] = box
            if let parent = group.parent { members[parent, default: []].append(box) }
        }
    }

    /// Where a group's title starts, from the box's left edge: after the 30 px icon when it has one.
    static func titleOffset(_ group: ArchitectureGroup) -> Double { group.icon == nil ? 6 : 36 }

    /// The point where an edge meets `id` on `side`: the side's midpoint (below the label for
    /// `B`), the centre of a junction, or the group box's border for a `{group}` end.
    private func anchor(_ id: String, _ side: ArchitectureSide, toGroup: Bool, _ diagram: ArchitectureDiagram) -> LayoutPoint {
        guard let icon = icons[id], let node = diagram.nodes[id] else { return LayoutPoint(x: 0, y: 0) }
        if toGroup, let parent = node.parent, let box = groups[parent] {
            switch side {
            case .left: return LayoutPoint(x: box.minX, y: icon.y)
            case .right: return LayoutPoint(x: box.maxX, y: icon.y)
            case .top: return LayoutPoint(x: icon.x, y: box.minY)
            case .bottom: return LayoutPoint(x: icon.x, y: box.maxY)
            }
        }
        if node.isJunction { return LayoutPoint(x: icon.x, y: icon.y) }
        let bottom = footprint(id)?.maxY ?? icon.maxY
        switch side {
        case .left: return LayoutPoint(x: icon.minX, y: icon.y)
        case .right: return LayoutPoint(x: icon.maxX, y: icon.y)
        case .top: return LayoutPoint(x: icon.x, y: icon.minY)
        case .bottom: return LayoutPoint(x: icon.x, y: bottom)
        }
    }

    /// Start, bends, end: one bend for a horizontal side meeting a vertical one, two (through the
    /// middle) when both sides point the same way but the ends are not aligned.
    private func route(_ edge: ArchitectureEdge, _ diagram: ArchitectureDiagram) -> [LayoutPoint] {
        let a = anchor(edge.source, edge.sourceSide, toGroup: edge.sourceGroup, diagram)
        let b = anchor(edge.target, edge.targetSide, toGroup: edge.targetGroup, diagram)
        switch (edge.sourceSide.isHorizontal, edge.targetSide.isHorizontal) {
        case (true, true):
            if a.y == b.y { return [a, LayoutPoint(x: (a.x + b.x) / 2, y: a.y), b] }
            let mid = (a.x + b.x) / 2
            return [a, LayoutPoint(x: mid, y: a.y), LayoutPoint(x: mid, y: b.y), b]
        case (false, false):
            if a.x == b.x { return [a, LayoutPoint(x: a.x, y: (a.y + b.y) / 2), b] }
            let mid = (a.y + b.y) / 2
            return [a, LayoutPoint(x: a.x, y: mid), LayoutPoint(x: b.x, y: mid), b]
        case (true, false):
            return [a, LayoutPoint(x: b.x, y: a.y), b]
        case (false, true):
            return [a, LayoutPoint(x: a.x, y: b.y), b]
        }
    }
}
