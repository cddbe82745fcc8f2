// Why: an arrow from a parent to a child on another branch bends with a rounded corner; when
// a commit of the branch it would run along sits between them, mermaid detours it through a
// free lane halfway between the two lanes instead, so it never hides a commit. Those rules are
// here, with the lookups made logarithmic so 20,000 commits stay fast.
import MermaidCore

/// Draws the path of each parent → child arrow as mermaid does.
struct GitArrowRouter {
    private let graph: GitGraph
    private let layout: GitGraphLayout
    /// Sequence numbers of each branch's commits, sorted.
    private var seqsByBranch: [String: [Int]] = [:]
    /// Lanes already taken by branch lines and detours, sorted.
    private var lanes: [Double] = []

    init(graph: GitGraph, layout: GitGraphLayout, branchLines: [Double]) {
        self.graph = graph
        self.layout = layout
        for commit in graph.commits { seqsByBranch[commit.branch, default: []].append(commit.seq) }
        for key in seqsByBranch.keys { seqsByBranch[key]?.sort() }
        lanes = branchLines.sorted()
    }

    /// True when a commit of `branch` has a sequence number strictly between `low` and `high`.
    private func branch(_ branch: String, hasCommitBetween low: Int, _ high: Int) -> Bool {
        guard let seqs = seqsByBranch[branch], high - low > 1 else { return false }
        var lo = 0, hi = seqs.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if seqs[mid] <= low { lo = mid + 1 } else { hi = mid }
        }
        return lo < seqs.count && seqs[lo] < high
    }

    /// A lane halfway between `a` and `b` at least 10px from every lane taken, moving toward
    /// `a` when taken (five tries, as mermaid).
    private mutating func findLane(_ a: Double, _ b0: Double) -> Double {
        var b = b0
        var candidate = a
        for depth in 0...6 {
            candidate = a + abs(a - b) / 2
            if depth > 5 { return candidate }
            if !isTaken(candidate) {
                insertLane(candidate)
                return candidate
            }
            b -= abs(a - b) / 5
        }
        return candidate
    }

    private func isTaken(_ value: Double) -> Bool {
        var lo = 0, hi = lanes.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if lanes[mid] < value { lo = mid + 1 } else { hi = mid }
        }
        if lo < lanes.count, abs(lanes[lo] - value) < 10 { return true }
        if lo > 0, abs(lanes[lo - 1] - value) < 10 { return true }
        return false
    }

    private mutating func insertLane(_ value: Double) {
        var lo = 0, hi = lanes.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if lanes[mid] < value { lo = mid + 1 } else { hi = mid }
        }
        lanes.insert(value, at: lo)
    }

    /// The path and colour index of the arrow from `parent` (index `a`) to `child` (index `b`).
    mutating func arrow(from a: Int, to b: Int) -> (path: String, colorIndex: Int) {
        let commitA = graph.commits[a], commitB = graph.commits[b]
        let p1 = layout.points[a], p2 = layout.points[b]
        let vertical = layout.orientation.isVertical
        let bIsFurthest = vertical ? p1.x < p2.x : p1.y < p2.y
        let curveBranch = bIsFurthest ? commitB.branch : commitA.branch
        let reroute = branch(curveBranch, hasCommitBetween: commitA.seq, commitB.seq)
        let mergeFromSide = commitB.type == .merge && commitA.id != commitB.parents.first
        var color = layout.lane(mergeFromSide ? commitA : commitB).index
        let sourceColor = layout.lane(commitA).index
        func n(_ v: Double) -> String { NumberFormat.format(v) }

        if reroute {
            let arc = "A 10 10, 0, 0, 0,", arc2 = "A 10 10, 0, 0, 1,"
            let r = 10.0
            switch layout.orientation {
            case .topToBottom, .bottomToTop:
                let lineX = p1.x < p2.x ? findLane(p1.x, p2.x) : findLane(p2.x, p1.x)
                let down = layout.orientation == .topToBottom
                let s: Double = down ? 1 : -1
                if p1.x < p2.x {
                    let (first, second) = down ? (arc2, arc) : (arc, arc2)
                    return ("M \(n(p1.x)) \(n(p1.y)) L \(n(lineX - r)) \(n(p1.y)) \(first) \(n(lineX)) \(n(p1.y + s * r)) L \(n(lineX)) \(n(p2.y - s * r)) \(second) \(n(lineX + r)) \(n(p2.y)) L \(n(p2.x)) \(n(p2.y))", color)
                }
                color = sourceColor
                let (first, second) = down ? (arc, arc2) : (arc2, arc)
                return ("M \(n(p1.x)) \(n(p1.y)) L \(n(lineX + r)) \(n(p1.y)) \(first) \(n(lineX)) \(n(p1.y + s * r)) L \(n(lineX)) \(n(p2.y - s * r)) \(second) \(n(lineX - r)) \(n(p2.y)) L \(n(p2.x)) \(n(p2.y))", color)
            case .leftToRight:
                let lineY = p1.y < p2.y ? findLane(p1.y, p2.y) : findLane(p2.y, p1.y)
                if p1.y < p2.y {
                    return ("M \(n(p1.x)) \(n(p1.y)) L \(n(p1.x)) \(n(lineY - r)) \(arc) \(n(p1.x + r)) \(n(lineY)) L \(n(p2.x - r)) \(n(lineY)) \(arc2) \(n(p2.x)) \(n(lineY + r)) L \(n(p2.x)) \(n(p2.y))", color)
                }
                color = sourceColor
                return ("M \(n(p1.x)) \(n(p1.y)) L \(n(p1.x)) \(n(lineY + r)) \(arc2) \(n(p1.x + r)) \(n(lineY)) L \(n(p2.x - r)) \(n(lineY)) \(arc) \(n(p2.x)) \(n(lineY - r)) L \(n(p2.x)) \(n(p2.y))", color)
            }
        }

        let arc = "A 20 20, 0, 0, 0,", arc2 = "A 20 20, 0, 0, 1,"
        let r = 20.0
        let straight = "M \(n(p1.x)) \(n(p1.y)) L \(n(p2.x)) \(n(p2.y))"
        switch layout.orientation {
        case .topToBottom, .bottomToTop:
            guard p1.x != p2.x else { return (straight, color) }
            let s: Double = layout.orientation == .topToBottom ? 1 : -1
            let right = p1.x < p2.x
            // The corner's sweep depends on both the horizontal and the vertical direction.
            let same = right == (s > 0)
            if mergeFromSide {
                return ("M \(n(p1.x)) \(n(p1.y)) L \(n(p1.x)) \(n(p2.y - s * r)) \(same ? arc : arc2) \(n(p1.x + (right ? r : -r))) \(n(p2.y)) L \(n(p2.x)) \(n(p2.y))", color)
            }
            return ("M \(n(p1.x)) \(n(p1.y)) L \(n(p2.x + (right ? -r : r))) \(n(p1.y)) \(same ? arc2 : arc) \(n(p2.x)) \(n(p1.y + s * r)) L \(n(p2.x)) \(n(p2.y))", color)
        case .leftToRight:
            guard p1.y != p2.y else { return (straight, color) }
            if p1.y < p2.y {
                if mergeFromSide {
                    return ("M \(n(p1.x)) \(n(p1.y)) L \(n(p2.x - r)) \(n(p1.y)) \(arc2) \(n(p2.x)) \(n(p1.y + r)) L \(n(p2.x)) \(n(p2.y))", color)
                }
                return ("M \(n(p1.x)) \(n(p1.y)) L \(n(p1.x)) \(n(p2.y - r)) \(arc) \(n(p1.x + r)) \(n(p2.y)) L \(n(p2.x)) \(n(p2.y))", color)
            }
            if mergeFromSide {
                return ("M \(n(p1.x)) \(n(p1.y)) L \(n(p2.x - r)) \(n(p1.y)) \(arc) \(n(p2.x)) \(n(p1.y - r)) L \(n(p2.x)) \(n(p2.y))", color)
            }
            return ("M \(n(p1.x)) \(n(p1.y)) L \(n(p1.x)) \(n(p2.y + r)) \(arc2) \(n(p1.x + r)) \(n(p2.y)) L \(n(p2.x)) \(n(p2.y))", color)
        }
    }
}
