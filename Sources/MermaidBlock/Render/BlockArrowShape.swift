// Why: block arrows (`id<["label"]>(right)`) are a shape of their own — a thick arrow with the
// label in its shaft, one or two heads — sized here and drawn as one polygon.
import MermaidCore

/// Geometry of a block arrow.
enum BlockArrowShape {
    /// How far a head reaches beyond the shaft, and how much wider it is on each side.
    static let headLength = 20.0
    static let headFlare = 4.0

    static func size(label: TextSize, heads: BlockArrowHeads) -> (width: Double, height: Double) {
        let shaftThickness = label.height + 8
        let shaftLength = label.width + 16
        if heads.isHorizontal {
            let count = Double((heads.left ? 1 : 0) + (heads.right ? 1 : 0))
            return (shaftLength + headLength * max(count, 1), shaftThickness + 2 * headFlare)
        }
        let count = Double((heads.up ? 1 : 0) + (heads.down ? 1 : 0))
        return (max(shaftLength, shaftThickness + 2 * headFlare), label.height + 8 + headLength * count)
    }

    /// The outline, centred on (0, 0), within a box of `width` × `height`.
    static func points(width: Double, height: Double, heads: BlockArrowHeads) -> [(Double, Double)] {
        if heads.isHorizontal {
            let right = heads.right || !heads.left, left = heads.left
            return outline(length: width, breadth: height, forward: right, backward: left)
        }
        // Vertical: the horizontal outline turned a quarter (x ↔ y).
        return outline(length: height, breadth: width, forward: heads.down, backward: heads.up).map { ($0.1, $0.0) }
    }

    /// An arrow along +x: `forward` puts a head at +x, `backward` one at −x.
    private static func outline(length: Double, breadth: Double, forward: Bool, backward: Bool) -> [(Double, Double)] {
        let half = length / 2
        let outer = breadth / 2
        let shaft = max(outer - headFlare, 1)
        let headLength = min(Self.headLength, length / 2)
        var points: [(Double, Double)] = []
        if backward {
            points += [(-half + headLength, -shaft), (-half + headLength, -outer), (-half, 0), (-half + headLength, outer),
                       (-half + headLength, shaft)]
        } else {
            points += [(-half, -shaft), (-half, shaft)]
        }
        if forward {
            points += [(half - headLength, shaft), (half - headLength, outer), (half, 0), (half - headLength, -outer),
                       (half - headLength, -shaft)]
        } else {
            points += [(half, shaft), (half, -shaft)]
        }
        return points
    }
}
