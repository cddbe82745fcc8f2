// Why: mermaid lays treemaps out with d3's squarified treemap (golden-ratio rows, children
// sorted by value, largest first) with 10px padding inside sections, a 35px top for the
// section header, and rounding to whole pixels. This is that algorithm, written from its rules.
import Foundation

/// A node placed by the treemap layout.
struct TreemapBox {
    var node: TreemapDiagram.Node
    var depth: Int
    /// Index of the section whose colour the node uses (0 = the hidden root).
    var section: Int
    var x0: Double, y0: Double, x1: Double, y1: Double
    var value: Double
    var isSection: Bool
}

enum TreemapLayout {
    static let headerHeight = 25.0
    static let ratio = (1 + 5.0.squareRoot()) / 2

    /// Boxes in pre-order (root first), inside `width` × `height`.
    static func layout(roots: [TreemapDiagram.Node], width: Double, height: Double, padding: Double) -> [TreemapBox] {
        let root = TreemapDiagram.Node(label: "")
        root.children = roots
        var boxes: [TreemapBox] = []
        var sectionCount = 0
        func total(_ node: TreemapDiagram.Node) -> Double {
            node.children.isEmpty ? node.value : node.children.reduce(0) { $0 + total($1) }
        }
        // Iterative pre-order with explicit stack of (node, depth, rect, outer padding, section).
        var stack: [(TreemapDiagram.Node, Int, (Double, Double, Double, Double), Double, Int)] = [(root, 0, (0, 0, width, height), 0, 0)]
        while let (node, depth, rect, p, parentSection) = stack.popLast() {
            var (x0, y0, x1, y1) = (rect.0 + p, rect.1 + p, rect.2 - p, rect.3 - p)
            if x1 < x0 { x0 = (x0 + x1) / 2; x1 = x0 }
            if y1 < y0 { y0 = (y0 + y1) / 2; y1 = y0 }
            let isSection = !node.children.isEmpty
            var section = parentSection
            if isSection, depth > 0 { sectionCount += 1; section = sectionCount }
            let value = total(node)
            boxes.append(TreemapBox(node: node, depth: depth, section: section, x0: x0.rounded(), y0: y0.rounded(),
                                    x1: x1.rounded(), y1: y1.rounded(), value: value, isSection: isSection && depth > 0))
            guard isSection else { continue }
            let inner = padding / 2
            var (cx0, cy0, cx1, cy1) = (x0 + padding - inner, y0 + headerHeight + padding - inner,
                                        x1 - (padding - inner), y1 - (padding - inner))
            if cx1 < cx0 { cx0 = (cx0 + cx1) / 2; cx1 = cx0 }
            if cy1 < cy0 { cy0 = (cy0 + cy1) / 2; cy1 = cy0 }
            let children = node.children.map { ($0, total($0)) }.enumerated()
                .sorted { $0.element.1 != $1.element.1 ? $0.element.1 > $1.element.1 : $0.offset < $1.offset }.map(\.element)
            let rects = squarify(children.map(\.1), x0: cx0, y0: cy0, x1: cx1, y1: cy1)
            for (index, child) in children.enumerated().reversed() {
                stack.append((child.0, depth + 1, rects[index], inner, section))
            }
        }
        return boxes
    }

    /// d3's squarified tiling of `values` (sorted, largest first) in the rectangle.
    static func squarify(_ values: [Double], x0 startX: Double, y0 startY: Double, x1 endX: Double,
                         y1 endY: Double) -> [(Double, Double, Double, Double)] {
        var out = [(Double, Double, Double, Double)](repeating: (startX, startY, startX, startY), count: values.count)
        var (x0, y0, x1, y1) = (startX, startY, endX, endY)
        var remaining = values.reduce(0, +)
        var i0 = 0
        let n = values.count
        while i0 < n {
            let dx = x1 - x0, dy = y1 - y0
            var i1 = i0
            var sum = 0.0
            repeat { sum = values[i1]; i1 += 1 } while sum == 0 && i1 < n
            var minV = sum, maxV = sum
            let alpha = Swift.max(dy / dx, dx / dy) / (remaining * ratio)
            var beta = sum * sum * alpha
            var minRatio = Swift.max(maxV / beta, beta / minV)
            while i1 < n {
                let v = values[i1]
                sum += v
                minV = Swift.min(minV, v)
                maxV = Swift.max(maxV, v)
                beta = sum * sum * alpha
                let newRatio = Swift.max(maxV / beta, beta / minV)
                if newRatio > minRatio || !newRatio.isFinite && minRatio.isFinite { sum -= v; break }
                minRatio = newRatio
                i1 += 1
            }
            if dx < dy {  // a row across the top
                let rowY1 = remaining > 0 ? y0 + dy * sum / remaining : y1
                var x = x0
                let k = sum > 0 ? (x1 - x0) / sum : 0
                for i in i0..<i1 { let nx = x + values[i] * k; out[i] = (x, y0, nx, rowY1); x = nx }
                y0 = rowY1
            } else {  // a column down the left
                let colX1 = remaining > 0 ? x0 + dx * sum / remaining : x1
                var y = y0
                let k = sum > 0 ? (y1 - y0) / sum : 0
                for i in i0..<i1 { let ny = y + values[i] * k; out[i] = (x0, y, colX1, ny); y = ny }
                x0 = colX1
            }
            remaining -= sum
            i0 = i1
        }
        return out
    }
}
