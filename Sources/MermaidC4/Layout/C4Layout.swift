// Why: mermaid packs C4 diagrams in rows: inside each boundary (and at the top level) the
// elements come first, `$c4ShapeInRow` to a row, then the child boundaries, `$c4BoundaryInRow`
// to a row, each boundary sized by what it holds. The same packing here, from the boundary tree,
// deterministic and linear in the number of elements; relationships are straight lines between
// box borders with their label at the middle, moved by `$offsetX`/`$offsetY`.
import GraphLayout
import MermaidCore

/// Boxes of elements and boundaries, text stacks, and relationship lines.
struct C4Layout {
    /// Top-left based boxes: x, y of the top-left corner.
    struct Frame {
        var x: Double, y: Double, width: Double, height: Double
        var centerX: Double { x + width / 2 }
        var centerY: Double { y + height / 2 }
    }

    private(set) var elements: [String: Frame] = [:]
    private(set) var elementText: [String: C4TextStack] = [:]
    private(set) var boundaries: [String: Frame] = [:]
    private(set) var boundaryText: [String: C4TextStack] = [:]
    private(set) var relationText: [C4TextStack] = []
    /// Line ends (or nil when both ends are the same box) and the label centre, per relationship.
    private(set) var relationLines: [(start: LayoutPoint, end: LayoutPoint)?] = []
    private(set) var relationLabels: [LayoutPoint] = []
    /// Height of the title block above the diagram (0 without a title).
    private(set) var titleHeight = 0.0
    private(set) var size = (width: 0.0, height: 0.0)

    static let minWidth = 216.0
    static let textWrap = Double.infinity
    static let boxPadding = 10.0
    static let personIcon = 44.0
    static let shapeGap = 50.0
    static let boundaryGap = 30.0
    static let boundaryPadding = 20.0

    private let diagram: C4Diagram
    private let measurer: TextMeasurer

    init(diagram: C4Diagram, measurer: TextMeasurer) {
        self.diagram = diagram
        self.measurer = measurer
        if !diagram.title.isEmpty { titleHeight = measurer.lineHeight(size: 18) + 20 }
        let root = place("", x: 0, y: titleHeight, depth: 0)
        size = (root.width, root.height + titleHeight)
        for (index, relation) in diagram.relations.enumerated() { addRelation(relation, number: index + 1) }
    }

    private func frame(of id: String) -> Frame? { elements[id] ?? boundaries[id] }

    private mutating func measureElement(_ element: C4Element) -> (width: Double, height: Double) {
        var stack = C4TextStack()
        stack.add("<<" + element.kind.typeName + ">>", size: 12, italic: true, className: "c4-stereotype", wrapWidth: .infinity,
                  measurer: measurer)
        stack.add(element.label, size: 16, bold: true, className: "c4-label", wrapWidth: Self.textWrap, measurer: measurer)
        if !element.technology.isEmpty {
            stack.add("[" + element.technology + "]", size: 14, italic: true, className: "c4-technology", wrapWidth: Self.textWrap,
                      measurer: measurer)
        }
        stack.add(element.description, size: 14, className: "c4-description", wrapWidth: Self.textWrap, measurer: measurer)
        if !element.extras.isEmpty {
            stack.add(element.extras.joined(separator: ", "), size: 12, italic: true, className: "c4-extras", wrapWidth: Self.textWrap,
                      measurer: measurer)
        }
        elementText[element.id] = stack
        var height = stack.height + 2 * Self.boxPadding + (element.kind.base == .person ? Self.personIcon : 0)
        if element.kind.shape == .db { height += 20 }
        let width = max(Self.minWidth, stack.width + 2 * Self.boxPadding + (element.kind.shape == .queue ? 20 : 0))
        return (width.rounded(.up), max(60, height.rounded(.up)))
    }

    /// Places a boundary's contents with its top-left corner at (x, y); returns its size. Depth is
    /// bounded by the parser's boundary stack, which is bounded by the number of lines.
    private mutating func place(_ id: String, x: Double, y: Double, depth: Int) -> (width: Double, height: Double) {
        guard let boundary = diagram.boundaries[id] else { return (0, 0) }
        let isRoot = id.isEmpty
        var header = C4TextStack()
        if !isRoot {
            header.add(boundary.label, size: 16, bold: true, className: "c4-label", wrapWidth: .infinity, measurer: measurer)
            if !boundary.type.isEmpty {
                header.add("[" + boundary.type + "]", size: 14, className: "c4-boundary-type", wrapWidth: .infinity, measurer: measurer)
            }
            header.add(boundary.description, size: 14, className: "c4-description", wrapWidth: Self.textWrap, measurer: measurer)
            boundaryText[id] = header
        }
        let padding = isRoot ? 0 : Self.boundaryPadding
        let top = y + (isRoot ? 0 : header.height + 2 * Self.boxPadding)
        var cursorY = top
        var widest = header.width + 2 * Self.boxPadding
        // Elements, `shapesInRow` per row.
        let shapes = boundary.children.compactMap { child -> String? in if case .element(let e) = child { return e } else { return nil } }
        let nested = boundary.children.compactMap { child -> String? in if case .boundary(let b) = child { return b } else { return nil } }
        // A row holds up to `shapesInRow` shapes and, like mermaid's, is no wider than that many
        // default-width shapes: wide shapes start a new row sooner.
        let widthLimit = Double(diagram.shapesInRow) * (Self.minWidth + Self.shapeGap) - Self.shapeGap
        var cursorX = x + padding
        var inRow = 0
        var rowHeight = 0.0
        for alias in shapes {
            guard let element = diagram.elements[alias] else { continue }
            let size = measureElement(element)
            if inRow > 0, inRow >= diagram.shapesInRow || cursorX + size.width - (x + padding) > widthLimit {
                cursorY += rowHeight + Self.shapeGap
                cursorX = x + padding
                inRow = 0
                rowHeight = 0
            }
            elements[alias] = Frame(x: cursorX, y: cursorY, width: size.width, height: size.height)
            cursorX += size.width + Self.shapeGap
            widest = max(widest, cursorX - Self.shapeGap - x - padding)
            rowHeight = max(rowHeight, size.height)
            inRow += 1
        }
        if inRow > 0 { cursorY += rowHeight + Self.shapeGap }
        var index = 0
        // Child boundaries, `boundariesInRow` per row.
        while index < nested.count {
            let row = nested[index..<min(nested.count, index + diagram.boundariesInRow)]
            var cursorX = x + padding
            var rowHeight = 0.0
            for child in row {
                let size = place(child, x: cursorX, y: cursorY, depth: depth + 1)
                cursorX += size.width + Self.boundaryGap
                rowHeight = max(rowHeight, size.height)
            }
            widest = max(widest, cursorX - Self.boundaryGap - x - padding)
            cursorY += rowHeight + Self.boundaryGap
            index += diagram.boundariesInRow
        }
        let contentHeight = max(0, cursorY - top - (shapes.isEmpty && nested.isEmpty ? 0 : (nested.isEmpty ? Self.shapeGap : Self.boundaryGap)))
        let width = widest + 2 * padding
        let height = (top - y) + contentHeight + padding
        if !isRoot { boundaries[id] = Frame(x: x, y: y, width: width, height: max(height, header.height + 2 * Self.boxPadding)) }
        return (width, height)
    }

    private mutating func addRelation(_ relation: C4Relation, number: Int) {
        var stack = C4TextStack()
        let label = diagram.numbered ? "\(number): " + relation.label : relation.label
        stack.add(label, size: 12, className: "c4-rel-label", wrapWidth: .infinity, measurer: measurer)
        if !relation.technology.isEmpty {
            stack.add("[" + relation.technology + "]", size: 12, italic: true, className: "c4-rel-technology", wrapWidth: .infinity,
                      measurer: measurer)
        }
        relationText.append(stack)
        let (source, target) = (relation.from, relation.to)
        guard let a = frame(of: source), let b = frame(of: target) else {
            relationLines.append(nil)
            relationLabels.append(LayoutPoint(x: 0, y: 0))
            return
        }
        let from = LayoutPoint(x: a.centerX, y: a.centerY), to = LayoutPoint(x: b.centerX, y: b.centerY)
        if source == target || (from.x == to.x && from.y == to.y) {
            relationLines.append(nil)
            relationLabels.append(LayoutPoint(x: a.centerX + relation.offsetX, y: a.y - stack.height / 2 - 4 + relation.offsetY))
            return
        }
        let start = Self.clip(from: from, toward: to, in: a), end = Self.clip(from: to, toward: from, in: b)
        relationLines.append((start, end))
        relationLabels.append(labelCenter(start: start, end: end, relation: relation, size: (stack.width, stack.height)))
    }

    /// The label's centre: the line's middle, or, when the label would cover an element there, the
    /// first of a few other points along the line where it covers none (then `$offsetX/Y`). The
    /// search is skipped on very large diagrams so the work stays bounded.
    private func labelCenter(start: LayoutPoint, end: LayoutPoint, relation: C4Relation, size: (Double, Double)) -> LayoutPoint {
        func at(_ t: Double) -> LayoutPoint {
            LayoutPoint(x: start.x + (end.x - start.x) * t + relation.offsetX, y: start.y + (end.y - start.y) * t + relation.offsetY)
        }
        guard diagram.relations.count * elements.count <= 200_000 else { return at(0.5) }
        func covers(_ c: LayoutPoint) -> Bool {
            let (w, h) = (size.0 / 2 + 2, size.1 / 2)
            return elements.values.contains { f in
                c.x + w > f.x && c.x - w < f.x + f.width && c.y + h > f.y && c.y - h < f.y + f.height
            }
        }
        for t in [0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8] where !covers(at(t)) { return at(t) }
        return at(0.5)
    }

    /// Where the segment from the centre of `frame` towards `target` leaves the frame.
    static func clip(from center: LayoutPoint, toward target: LayoutPoint, in frame: Frame) -> LayoutPoint {
        let dx = target.x - center.x, dy = target.y - center.y
        let sx = dx == 0 ? Double.infinity : (frame.width / 2) / abs(dx)
        let sy = dy == 0 ? Double.infinity : (frame.height / 2) / abs(dy)
        let s = min(1, min(sx, sy))
        return LayoutPoint(x: center.x + dx * s, y: center.y + dy * s)
    }
}
