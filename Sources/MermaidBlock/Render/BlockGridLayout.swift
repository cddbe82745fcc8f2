// Why: block diagrams are not laid out as graphs but on grids, as mermaid does: each container
// places its cells left to right in `columns` columns (one row when it has none), every column
// as wide as its widest cell and every row as tall as its tallest, a cell spanning `n` columns
// taking their width and the gaps between them; each row is as tall as its tallest cell. Sizes go
// up the tree, then the final boxes come down it, so a container stretched by its neighbours
// stretches its own cells.
import GraphLayout
import MermaidCore
import MermaidFlowchart

/// The box of every block after grid layout, centred coordinates.
struct BlockGridLayout {
    /// Space between cells and, inside a container, around them.
    static let gap = 8.0
    /// Padding around a label in a rectangular block.
    static let labelPadding = 4.0

    let diagram: BlockDiagram
    let text: TextMeasurer
    private(set) var labels: [String: TextBlock] = [:]
    /// Natural (content) size of each block.
    private(set) var natural: [String: (width: Double, height: Double)] = [:]
    /// Final cell box of each block (the container's cell; shapes may be smaller, centred in it).
    private(set) var boxes: [String: LayoutBox] = [:]

    init(diagram: BlockDiagram, text: TextMeasurer) {
        self.diagram = diagram
        self.text = text
        for id in diagram.order {
            guard let block = diagram.blocks[id] else { continue }
            switch block.kind {
            case .composite, .space: continue
            default: labels[id] = LabelText.parse(block.label ?? id)
            }
        }
        measure(BlockDiagram.rootId, depth: 0)
        if let size = natural[BlockDiagram.rootId] {
            place(BlockDiagram.rootId, box: LayoutBox(x: size.width / 2, y: size.height / 2, width: size.width, height: size.height),
                  depth: 0)
        }
    }

    /// The drawn shape's size for a non-rectangular leaf (natural), else its cell.
    func shapeSize(_ id: String) -> (width: Double, height: Double)? {
        guard let block = diagram.blocks[id] else { return nil }
        if case .shape(let shape) = block.kind, !Self.fillsCell(shape) { return natural[id] }
        if case .arrow = block.kind { return natural[id] }
        return boxes[id].map { ($0.width, $0.height) }
    }

    /// Rectangles stretch to their cell, as mermaid's; other shapes keep their own size.
    static func fillsCell(_ shape: NodeShape) -> Bool { shape == .rect || shape == .rounded }

    // MARK: Sizes, bottom-up

    /// The grid of a container: how many columns, and each child's (column, row).
    struct Grid {
        var columns: Int
        var rows: Int
        var cells: [(id: String, column: Int, row: Int, span: Int)]
    }

    func grid(of id: String) -> Grid {
        let block = diagram.blocks[id]
        let children = block?.children ?? []
        let spans = children.map { max(1, diagram.blocks[$0]?.span ?? 1) }
        let columns = block?.columns ?? max(1, spans.reduce(0, +))
        var cells: [(String, Int, Int, Int)] = []
        var column = 0, row = 0
        for (child, rawSpan) in zip(children, spans) {
            let span = min(rawSpan, columns)
            if column + span > columns {
                column = 0
                row += 1
            }
            cells.append((child, column, row, span))
            column += span
        }
        return Grid(columns: columns, rows: children.isEmpty ? 0 : row + 1, cells: cells.map { ($0.0, $0.1, $0.2, $0.3) })
    }

    private mutating func measure(_ id: String, depth: Int) {
        guard let block = diagram.blocks[id] else { return }
        switch block.kind {
        case .space:
            natural[id] = (0, 0)
        case .shape(let shape):
            let size = text.measure(labels[id] ?? TextBlock(plain: id))
            if Self.fillsCell(shape) {
                natural[id] = (size.width + 2 * Self.labelPadding, size.height + 2 * Self.labelPadding)
            } else {
                let geometry = ShapeGeometry.make(shape, labelWidth: size.width, labelHeight: size.height, padding: Self.gap, style: "")
                natural[id] = (geometry.width, geometry.height)
            }
        case .arrow(let heads):
            let size = text.measure(labels[id] ?? TextBlock(plain: ""))
            natural[id] = BlockArrowShape.size(label: size, heads: heads)
        case .composite:
            guard depth < BlockDiagramParser.maxDepth + 2 else { natural[id] = (0, 0); return }
            for child in block.children { measure(child, depth: depth + 1) }
            let grid = grid(of: id)
            let (columnWidth, rowHeights) = cellSize(grid)
            let pad = id == BlockDiagram.rootId ? 0 : Self.gap
            if grid.cells.isEmpty {
                natural[id] = (2 * pad + 40, 2 * pad + 24)
                return
            }
            natural[id] = (Double(grid.columns) * columnWidth + Double(grid.columns - 1) * Self.gap + 2 * pad,
                           rowHeights.reduce(0, +) + Double(grid.rows - 1) * Self.gap + 2 * pad)
        }
    }

    /// The widest cell per column (a spanning cell counts for its share) and each row's tallest cell.
    private func cellSize(_ grid: Grid) -> (Double, [Double]) {
        var width = 0.0
        var heights = [Double](repeating: 0, count: grid.rows)
        for cell in grid.cells {
            guard let size = natural[cell.id] else { continue }
            let span = Double(cell.span)
            width = max(width, (size.width - (span - 1) * Self.gap) / span)
            heights[cell.row] = max(heights[cell.row], size.height)
        }
        // A row of nothing but `space` keeps the room of the container's tallest row.
        let tallest = heights.max() ?? 0
        return (width, heights.map { $0 > 0 ? $0 : tallest })
    }

    // MARK: Boxes, top-down

    private mutating func place(_ id: String, box: LayoutBox, depth: Int) {
        boxes[id] = box
        guard let block = diagram.blocks[id], block.isContainer, depth < BlockDiagramParser.maxDepth + 2 else { return }
        let grid = grid(of: id)
        guard !grid.cells.isEmpty else { return }
        let pad = id == BlockDiagram.rootId ? 0 : Self.gap
        let (naturalWidth, naturalHeights) = cellSize(grid)
        let columns = Double(grid.columns), rows = Double(grid.rows)
        let columnWidth = max(naturalWidth, (box.width - 2 * pad - (columns - 1) * Self.gap) / columns)
        // A container taller than its rows shares the extra height among them.
        let extra = max(0, box.height - 2 * pad - (rows - 1) * Self.gap - naturalHeights.reduce(0, +)) / rows
        var rowTops: [Double] = []
        var y = box.minY + pad
        for height in naturalHeights {
            rowTops.append(y)
            y += height + extra + Self.gap
        }
        for cell in grid.cells {
            let span = Double(cell.span)
            let width = span * columnWidth + (span - 1) * Self.gap
            let height = naturalHeights[cell.row] + extra
            let left = box.minX + pad + Double(cell.column) * (columnWidth + Self.gap)
            place(cell.id, box: LayoutBox(x: left + width / 2, y: rowTops[cell.row] + height / 2, width: width, height: height),
                  depth: depth + 1)
        }
    }
}
