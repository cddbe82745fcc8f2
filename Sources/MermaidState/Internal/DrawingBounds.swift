import GraphLayout

/// The running bounding box of everything drawn, so the viewBox never clips a label that
/// sits outside the layout's own box (cardinalities, notes, titles).
struct DrawingBounds {
    var minX = Double.infinity, minY = Double.infinity
    var maxX = -Double.infinity, maxY = -Double.infinity

    mutating func add(_ box: LayoutBox) {
        add(x: box.minX, y: box.minY)
        add(x: box.maxX, y: box.maxY)
    }

    mutating func add(x: Double, y: Double) {
        guard x.isFinite, y.isFinite else { return }
        minX = min(minX, x); maxX = max(maxX, x)
        minY = min(minY, y); maxY = max(maxY, y)
    }

    var isEmpty: Bool { minX > maxX }
}
