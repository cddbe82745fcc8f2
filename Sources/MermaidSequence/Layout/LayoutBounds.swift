/// Mermaid's running bounding box for sequence layout: the diagram extent, the vertical
/// cursor, the stack of open block frames and the open activation bars. Every `insert`
/// grows the diagram and every open frame (with `boxMargin` per nesting level).
final class LayoutBounds {
    final class Frame {
        let eventIndex: Int
        let kind: BlockKind
        var startX: Double?
        var startY: Double?
        var stopX: Double?
        var stopY: Double?
        var title: [String]
        var fill: String?
        var sections: [(y: Double, title: [String])] = []
        init(eventIndex: Int, kind: BlockKind, startY: Double, title: [String], fill: String?) {
            self.eventIndex = eventIndex
            self.kind = kind
            self.startY = startY
            self.title = title
            self.fill = fill
        }
    }

    struct Activation {
        var actor: String
        var startX: Double
        var stopX: Double
        var startY: Double
        var slot: Int
    }

    var startX: Double?
    var startY: Double?
    var stopX: Double?
    var stopY: Double?
    var verticalPos = 0.0
    var frames: [Frame] = []
    var activations: [Activation] = []
    let boxMargin: Double

    init(boxMargin: Double) {
        self.boxMargin = boxMargin
    }

    private static func grow(_ value: inout Double?, _ candidate: Double, _ pick: (Double, Double) -> Double) {
        value = value.map { pick(candidate, $0) } ?? candidate
    }

    func insert(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        let sx = min(x1, x2), ex = max(x1, x2), sy = min(y1, y2), ey = max(y1, y2)
        Self.grow(&startX, sx, min)
        Self.grow(&startY, sy, min)
        Self.grow(&stopX, ex, max)
        Self.grow(&stopY, ey, max)
        // Frames are a stack: the outermost gets the widest margin.
        var count = 0
        for frame in frames {
            count += 1
            let n = Double(frames.count - count + 1) * boxMargin
            Self.grow(&frame.startY, sy - n, min)
            Self.grow(&frame.stopY, ey + n, max)
            Self.grow(&startX, sx - n, min)
            Self.grow(&stopX, ex + n, max)
            Self.grow(&frame.startX, sx - n, min)
            Self.grow(&frame.stopX, ex + n, max)
            Self.grow(&startY, sy - n, min)
            Self.grow(&stopY, ey + n, max)
        }
        for _ in activations {
            count += 1
            let n = Double(frames.count - count + 1) * boxMargin
            Self.grow(&startX, sx - n, min)
            Self.grow(&stopX, ex + n, max)
        }
    }

    func bump(_ delta: Double) {
        verticalPos += delta
        Self.grow(&stopY, verticalPos, max)
    }
}
