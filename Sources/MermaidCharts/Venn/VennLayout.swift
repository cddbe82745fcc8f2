// Why: places the circles so each set's area and each pair's shared area are proportional to their
// sizes, as venn.js (mermaid's layout) does: a greedy placement at the distances that give the
// wanted overlaps, refined by minimising the squared area error; then the largest circle first,
// the next to its right, the whole scaled into the chart with a margin, and each label at the
// point of its region farthest from every edge.
import Foundation

struct VennLayout {
    /// Circle per set id, in chart coordinates.
    var circles: [String: VennCircle]
    /// Label position per region key (`A`, `A|B`).
    var textCentres: [String: (x: Double, y: Double)]

    static func key(_ sets: [String]) -> String { sets.joined(separator: "|") }

    init(subsets: [VennSubset], width: Double, height: Double, padding: Double) {
        let sets = subsets.filter { $0.sets.count == 1 }
        var sizes: [String: Double] = [:]
        for s in sets { sizes[s.sets[0]] = s.size }
        var pairs: [String: Double] = [:]
        var higher: [(sets: [String], size: Double)] = []
        for s in subsets where s.sets.count >= 2 {
            if s.sets.count == 2 { pairs[Self.key(s.sets)] = s.size } else { higher.append((s.sets, s.size)) }
        }
        let ids = sets.map { $0.sets[0] }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        // Pairs never mentioned share nothing (venn.js's addMissingAreas).
        for i in ids.indices { for j in (i + 1)..<ids.count { let k = Self.key([ids[i], ids[j]].sorted()); if pairs[k] == nil { pairs[k] = 0 } } }
        var placed = Self.greedy(ids: ids, sizes: sizes, pairs: pairs)
        // Refinement costs sets² per step: a few sets get it (as venn.js), many keep the greedy placement.
        if ids.count > 2 && ids.count <= 10 {
            placed = Self.refine(placed, ids: ids, pairs: pairs, higher: higher.filter { $0.sets.count <= 4 })
        }
        let oriented = Self.orient(placed, ids: ids)
        circles = Self.scale(oriented, width: width, height: height, padding: padding)
        textCentres = [:]
        for subset in subsets {
            textCentres[Self.key(subset.sets)] = Self.textCentre(for: subset.sets, circles: circles)
        }
    }

    private static func radius(_ size: Double) -> Double { (max(size, 0) / Double.pi).squareRoot() }

    static func loss(_ circles: [String: VennCircle], pairs: [String: Double], higher: [(sets: [String], size: Double)]) -> Double {
        loss(circles, pairs: pairs.map { key, size in
            let ids = key.split(separator: "|").map(String.init)
            return (ids[0], ids[1], size)
        }, higher: higher)
    }

    static func loss(_ circles: [String: VennCircle], pairs: [(String, String, Double)], higher: [(sets: [String], size: Double)]) -> Double {
        var output = 0.0
        for (left, right, size) in pairs {
            guard let a = circles[left], let b = circles[right] else { continue }
            let overlap = VennGeometry.overlap(a.radius, b.radius, VennGeometry.distance(a, b))
            output += (overlap - size) * (overlap - size)
        }
        for (sets, size) in higher {
            let overlap = VennGeometry.intersection(sets.compactMap { circles[$0] }).area
            output += (overlap - size) * (overlap - size)
        }
        return output
    }

    /// venn.js's `greedyLayout`: the most-overlapped set at the origin, then each next one at the
    /// candidate point (around and between placed sets) with the least pairwise error.
    static func greedy(ids: [String], sizes: [String: Double], pairs: [String: Double]) -> [String: VennCircle] {
        var circles: [String: VennCircle] = [:]
        for id in ids { circles[id] = VennCircle(x: 1e10, y: 1e10, radius: radius(sizes[id] ?? 0)) }
        var overlaps: [String: [(set: String, size: Double, weight: Double)]] = [:]
        for (key, size) in pairs {
            let parts = key.split(separator: "|").map(String.init)
            let weight = size + VennGeometry.small >= min(sizes[parts[0]] ?? 0, sizes[parts[1]] ?? 0) ? 0.0 : 1.0
            overlaps[parts[0], default: []].append((parts[1], size, weight))
            overlaps[parts[1], default: []].append((parts[0], size, weight))
        }
        let order = ids.enumerated().map { index, id in
            (id: id, index: index, total: (overlaps[id] ?? []).reduce(0) { $0 + $1.size * $1.weight })
        }.sorted { ($0.total, -$0.index) > ($1.total, -$1.index) }
        guard let first = order.first else { return circles }
        let pairList = pairs.map { key, size -> (String, String, Double) in
            let ids = key.split(separator: "|").map(String.init)
            return (ids[0], ids[1], size)
        }
        var positioned: Set<String> = [first.id]
        circles[first.id]!.x = 0
        circles[first.id]!.y = 0
        for entry in order.dropFirst() {
            let set = circles[entry.id]!
            let known = (overlaps[entry.id] ?? []).filter { positioned.contains($0.set) }.sorted { $0.size > $1.size }
            var points: [(x: Double, y: Double)] = []
            for (j, o) in known.enumerated() {
                let p1 = circles[o.set]!
                let d1 = VennGeometry.distance(forOverlap: o.size, set.radius, p1.radius)
                points += [(p1.x + d1, p1.y), (p1.x - d1, p1.y), (p1.x, p1.y + d1), (p1.x, p1.y - d1)]
                for o2 in known.dropFirst(j + 1) {
                    let p2 = circles[o2.set]!
                    let d2 = VennGeometry.distance(forOverlap: o2.size, set.radius, p2.radius)
                    points += VennGeometry.crossings(VennCircle(x: p1.x, y: p1.y, radius: d1), VennCircle(x: p2.x, y: p2.y, radius: d2))
                }
            }
            if points.isEmpty { points = [(0, 0)] }
            var best = points[0], bestLoss = Double.infinity
            // Only pairs with a placed set can change as this one moves.
            let relevant = pairList.filter { ($0.0 == entry.id || $0.1 == entry.id) }
            for point in points {
                circles[entry.id]!.x = point.x
                circles[entry.id]!.y = point.y
                let l = loss(circles, pairs: relevant, higher: [])
                if l < bestLoss { bestLoss = l; best = point }
            }
            circles[entry.id]!.x = best.x
            circles[entry.id]!.y = best.y
            positioned.insert(entry.id)
        }
        return circles
    }

    /// Nelder–Mead on the centres (radii fixed), bounded in iterations.
    static func refine(_ circles: [String: VennCircle], ids: [String], pairs: [String: Double],
                       higher: [(sets: [String], size: Double)]) -> [String: VennCircle] {
        let start = ids.flatMap { [circles[$0]!.x, circles[$0]!.y] }
        func unpack(_ values: [Double]) -> [String: VennCircle] {
            var out = circles
            for (i, id) in ids.enumerated() { out[id]!.x = values[2 * i]; out[id]!.y = values[2 * i + 1] }
            return out
        }
        let best = VennGeometry.minimise({ loss(unpack($0), pairs: pairs, higher: higher) }, from: start,
                                         iterations: min(500, 100 * ids.count))
        return unpack(best)
    }

    /// venn.js's `normalizeSolution`: largest circle at the origin, the second to its right, a
    /// third below the line they make.
    static func orient(_ placed: [String: VennCircle], ids: [String]) -> [(String, VennCircle)] {
        var list = ids.map { ($0, placed[$0]!) }.enumerated().sorted {
            ($0.element.1.radius, -$0.offset) > ($1.element.1.radius, -$1.offset)
        }.map(\.element)
        guard let largest = list.first?.1 else { return [] }
        for i in list.indices { list[i].1.x -= largest.x; list[i].1.y -= largest.y }
        if list.count == 2, VennGeometry.distance(list[0].1, list[1].1) < abs(list[1].1.radius - list[0].1.radius) {
            list[1].1.x = list[0].1.x + list[0].1.radius - list[1].1.radius - 1e-10
            list[1].1.y = list[0].1.y
        }
        if list.count > 1 {
            let rotation = atan2(list[1].1.x, list[1].1.y) - Double.pi / 2
            let c = cos(rotation), s = sin(rotation)
            for i in list.indices {
                let x = list[i].1.x, y = list[i].1.y
                list[i].1.x = c * x - s * y
                list[i].1.y = s * x + c * y
            }
        }
        if list.count > 2 {
            var angle = atan2(list[2].1.x, list[2].1.y) - Double.pi / 2
            while angle < 0 { angle += 2 * Double.pi }
            while angle > 2 * Double.pi { angle -= 2 * Double.pi }
            if angle > Double.pi {
                let slope = list[1].1.y / (1e-10 + list[1].1.x)
                for i in list.indices {
                    let d = (list[i].1.x + slope * list[i].1.y) / (1 + slope * slope)
                    list[i].1.x = 2 * d - list[i].1.x
                    list[i].1.y = 2 * d * slope - list[i].1.y
                }
            }
        }
        return list
    }

    /// venn.js's `scaleSolution`: fit the circles' box into the chart minus the padding, centred.
    static func scale(_ list: [(String, VennCircle)], width: Double, height: Double, padding: Double) -> [String: VennCircle] {
        var out: [String: VennCircle] = [:]
        guard !list.isEmpty else { return out }
        let w = width - 2 * padding, h = height - 2 * padding
        let minX = list.map { $0.1.x - $0.1.radius }.min()!, maxX = list.map { $0.1.x + $0.1.radius }.max()!
        let minY = list.map { $0.1.y - $0.1.radius }.min()!, maxY = list.map { $0.1.y + $0.1.radius }.max()!
        guard maxX > minX, maxY > minY else {
            for (id, c) in list { out[id] = c }
            return out
        }
        let scaling = min(w / (maxX - minX), h / (maxY - minY))
        let xOffset = (w - (maxX - minX) * scaling) / 2, yOffset = (h - (maxY - minY) * scaling) / 2
        for (id, c) in list {
            out[id] = VennCircle(x: padding + xOffset + (c.x - minX) * scaling, y: padding + yOffset + (c.y - minY) * scaling,
                                 radius: scaling * c.radius)
        }
        return out
    }

    /// The point of the region inside `sets` and outside the other circles (but for circles that
    /// contain one of `sets`) farthest from every edge (venn.js's `computeTextCentre`).
    static func textCentre(for sets: [String], circles: [String: VennCircle]) -> (x: Double, y: Double) {
        let interior = sets.compactMap { circles[$0] }
        guard !interior.isEmpty else { return (0, -1000) }
        var containing = Set<String>()
        for id in sets {
            guard let inner = circles[id] else { continue }
            for (other, c) in circles where other != id && VennGeometry.distance(c, inner) + inner.radius <= c.radius + 1e-10 {
                containing.insert(other)
            }
        }
        let exterior = circles.filter { !sets.contains($0.key) && !containing.contains($0.key) }.sorted { $0.key < $1.key }.map(\.value)
        func margin(_ p: (x: Double, y: Double)) -> Double {
            var m = interior[0].radius - VennGeometry.distance((interior[0].x, interior[0].y), p)
            for c in interior.dropFirst() { m = min(m, c.radius - VennGeometry.distance((c.x, c.y), p)) }
            for c in exterior { m = min(m, VennGeometry.distance((c.x, c.y), p) - c.radius) }
            return m
        }
        var candidates: [(x: Double, y: Double)] = []
        for c in interior {
            candidates += [(c.x, c.y), (c.x + c.radius / 2, c.y), (c.x - c.radius / 2, c.y), (c.x, c.y + c.radius / 2), (c.x, c.y - c.radius / 2)]
        }
        var initial = candidates[0], best = margin(initial)
        for p in candidates.dropFirst() { let m = margin(p); if m >= best { initial = p; best = m } }
        let solution = VennGeometry.minimise({ -margin(($0[0], $0[1])) }, from: [initial.x, initial.y], iterations: 500)
        let point = (x: solution[0], y: solution[1])
        let valid = interior.allSatisfy { VennGeometry.distance((point.x, point.y), ($0.x, $0.y)) <= $0.radius }
            && exterior.allSatisfy { VennGeometry.distance((point.x, point.y), ($0.x, $0.y)) >= $0.radius }
        if valid { return point }
        if interior.count == 1 { return (interior[0].x, interior[0].y) }
        let arcs = VennGeometry.intersection(interior).arcs
        if arcs.isEmpty { return (0, -1000) }
        if arcs.count == 1 { return (arcs[0].circle.x, arcs[0].circle.y) }
        return (arcs.map(\.p1.x).reduce(0, +) / Double(arcs.count), arcs.map(\.p1.y).reduce(0, +) / Double(arcs.count))
    }
}
