// Why: the hand-drawn look redraws shapes the renderers already wrote (rect, polygon, circle,
// path…). It needs their geometry as plain point lists, whatever element or path commands
// drew them; this file turns one element's attributes into those lists.
import Foundation

/// A point of an outline, in the element's own user space.
package struct RoughPoint: Equatable, Sendable {
    package var x: Double
    package var y: Double
    package init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
}

/// One element's geometry: subpaths of points, each open or closed, and whether a subpath
/// came from curves (drawn as one wobbly curve) or straight sides (drawn side by side).
package struct RoughOutline: Sendable {
    package struct Subpath: Sendable {
        package var points: [RoughPoint]
        package var closed: Bool
        package var curved: Bool
    }

    package var subpaths: [Subpath] = []

    /// At most this many points per outline: a hostile path cannot make the pass slow.
    static let maximumPoints = 4_000

    /// The geometry of `<name …attributes/>`, nil when the element has none (or is not a shape).
    package static func of(element name: String, attributes: [String: String]) -> RoughOutline? {
        of(element: name) { attributes[$0] }
    }

    /// The geometry of an element whose attribute values `attribute` returns.
    package static func of(element name: String, attribute: (String) -> String?) -> RoughOutline? {
        func number(_ key: String) -> Double {
            guard let text = attribute(key) else { return 0 }
            // A plain decimal (most values) without `Double(String)`'s parser; the rest through it.
            if let value = text.utf8.withContiguousStorageIfAvailable({ NumberScanner.fastValue($0) }) ?? nil { return value }
            return Double(text) ?? Double(text.filter { $0 != " " }) ?? 0
        }
        var outline = RoughOutline()
        switch name {
        case "rect":
            let x = number("x"), y = number("y"), w = number("width"), h = number("height")
            guard w > 0, h > 0 else { return nil }
            let r = min(max(number("rx"), number("ry")), w / 2, h / 2)
            if r > 0.5 {
                var path = PathBuilder()
                path.move(x + r, y); path.line(x + w - r, y); path.arc(cx: x + w - r, cy: y + r, r: r, from: -90, to: 0)
                path.line(x + w, y + h - r); path.arc(cx: x + w - r, cy: y + h - r, r: r, from: 0, to: 90)
                path.line(x + r, y + h); path.arc(cx: x + r, cy: y + h - r, r: r, from: 90, to: 180)
                path.line(x, y + r); path.arc(cx: x + r, cy: y + r, r: r, from: 180, to: 270)
                path.close()
                outline.subpaths = path.subpaths
            } else {
                outline.subpaths = [Subpath(points: [RoughPoint(x, y), RoughPoint(x + w, y), RoughPoint(x + w, y + h),
                                                     RoughPoint(x, y + h)], closed: true, curved: false)]
            }
        case "circle", "ellipse":
            let cx = number("cx"), cy = number("cy")
            let rx = name == "circle" ? number("r") : number("rx"), ry = name == "circle" ? number("r") : number("ry")
            guard rx > 0, ry > 0 else { return nil }
            let steps = max(8, min(36, Int((rx + ry) / 3)))
            let points = (0..<steps).map { i -> RoughPoint in
                let a = Double(i) / Double(steps) * 2 * Double.pi
                return RoughPoint(cx + rx * cos(a), cy + ry * sin(a))
            }
            outline.subpaths = [Subpath(points: points, closed: true, curved: true)]
        case "polygon", "polyline":
            let values = numbers(in: attribute("points") ?? "")
            var points: [RoughPoint] = []
            var i = 0
            while i + 1 < values.count, points.count < maximumPoints { points.append(RoughPoint(values[i], values[i + 1])); i += 2 }
            guard points.count >= 2 else { return nil }
            outline.subpaths = [Subpath(points: points, closed: name == "polygon", curved: false)]
        case "line":
            outline.subpaths = [Subpath(points: [RoughPoint(number("x1"), number("y1")), RoughPoint(number("x2"), number("y2"))],
                                        closed: false, curved: false)]
        case "path":
            outline.subpaths = PathData.subpaths(of: attribute("d") ?? "")
        default:
            return nil
        }
        outline.subpaths.removeAll { $0.points.count < 2 }
        guard !outline.subpaths.isEmpty,
              outline.subpaths.allSatisfy({ $0.points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }) else { return nil }
        return outline
    }

    /// The numbers in a list such as `"1,2 3.5,-4"`.
    static func numbers(in text: String) -> [Double] {
        var scanner = NumberScanner(Array(text.utf8))
        var values: [Double] = []
        while let value = scanner.next(), values.count < 2 * maximumPoints { values.append(value) }
        return values
    }

    /// Bounding box of every point: (minX, minY, maxX, maxY).
    package var bounds: (Double, Double, Double, Double) {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for subpath in subpaths {
            for p in subpath.points {
                minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
            }
        }
        return (minX, minY, maxX, maxY)
    }
}

/// Collects subpaths while a shape or path is traced.
struct PathBuilder {
    var subpaths: [RoughOutline.Subpath] = []
    private var current: [RoughPoint] = []
    private var curved = false
    /// The pen: where the next segment starts.
    private(set) var last = RoughPoint(0, 0)
    private var subpathStart = RoughPoint(0, 0)
    var isFull: Bool { subpaths.reduce(current.count) { $0 + $1.points.count } >= RoughOutline.maximumPoints }

    mutating func move(_ x: Double, _ y: Double) {
        finish(closed: false)
        last = RoughPoint(x, y)
        subpathStart = last
    }

    mutating func line(_ x: Double, _ y: Double) {
        if current.isEmpty { current = [last] }
        let point = RoughPoint(x, y)
        if current.last != point { current.append(point) }
        last = point
    }

    /// A cubic Bézier from the pen, flattened.
    mutating func cubic(_ c1: RoughPoint, _ c2: RoughPoint, _ end: RoughPoint) {
        let p0 = last
        curved = true
        for i in 1...8 {
            let t = Double(i) / 8, u = 1 - t
            line(u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * end.x,
                 u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y)
        }
    }

    /// A circular arc around (cx, cy), angles in degrees, flattened.
    mutating func arc(cx: Double, cy: Double, r: Double, from: Double, to: Double) {
        curved = true
        let steps = max(2, min(16, Int(abs(to - from) / 15)))
        for i in 1...steps {
            let a = (from + (to - from) * Double(i) / Double(steps)) * Double.pi / 180
            line(cx + r * cos(a), cy + r * sin(a))
        }
    }

    /// Marks the subpath as drawn with curves (a wobbly curve, not straight sides).
    mutating func markCurved() { curved = true }

    mutating func close() {
        finish(closed: true)
        last = subpathStart
    }

    mutating func finish(closed: Bool) {
        var points = current
        if closed, points.count > 2, points.first == points.last { points.removeLast() }
        if points.count >= 2 { subpaths.append(.init(points: points, closed: closed, curved: curved)) }
        current = []
        curved = false
    }
}

/// Reads numbers from SVG attribute text: `-1.5e-3`, `.5.5` (two numbers), commas and spaces.
struct NumberScanner {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func skipSeparators() {
        while index < bytes.count, bytes[index] == 32 || bytes[index] == 44 || bytes[index] == 9 || bytes[index] == 10 || bytes[index] == 13 {
            index += 1
        }
    }

    mutating func next() -> Double? {
        skipSeparators()
        let start = index
        if index < bytes.count, bytes[index] == 45 || bytes[index] == 43 { index += 1 }
        var sawDot = false, sawDigit = false
        while index < bytes.count {
            let b = bytes[index]
            if b >= 48 && b <= 57 { sawDigit = true; index += 1; continue }
            if b == 46 && !sawDot { sawDot = true; index += 1; continue }
            if (b == 101 || b == 69) && sawDigit {
                var j = index + 1
                if j < bytes.count, bytes[j] == 45 || bytes[j] == 43 { j += 1 }
                if j < bytes.count, bytes[j] >= 48 && bytes[j] <= 57 { index = j; continue }
            }
            break
        }
        guard sawDigit else { index = start; return nil }
        return Self.fastValue(bytes[start..<index]) ?? Double(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    /// Powers of ten a `Double` holds exactly.
    private static let exactPowers: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13,
                                                1e14, 1e15]

    /// The value of a plain decimal (sign, at most 15 digits, a point, no exponent), nil for any
    /// other number. Its digits as an integer and the power of ten are both exact, so one division
    /// rounds once, correctly: the same `Double` as `Double(String)`, without its parser
    /// (a path's numbers are most of the hand-drawn pass's reading).
    static func fastValue<Bytes: Collection<UInt8>>(_ text: Bytes) -> Double? {
        var mantissa: UInt64 = 0
        var digits = 0, decimals = 0, sawDot = false, negative = false
        for (offset, b) in text.enumerated() {
            switch b {
            case 48...57:
                guard digits < 15 else { return nil }
                mantissa = mantissa * 10 + UInt64(b - 48)
                digits += 1
                if sawDot { decimals += 1 }
            case 46:
                guard !sawDot else { return nil }
                sawDot = true
            case 45 where offset == 0: negative = true
            case 43 where offset == 0: break
            default: return nil  // an exponent
            }
        }
        guard digits > 0 else { return nil }
        let magnitude = Double(mantissa) / exactPowers[decimals]
        return negative ? -magnitude : magnitude
    }
}
