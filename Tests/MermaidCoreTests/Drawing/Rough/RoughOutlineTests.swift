import Foundation
import Testing
@testable import MermaidCore

/// The geometry the hand-drawn pass reads back from shapes and path data.
@Suite struct RoughOutlineTests {
    func outline(_ name: String, _ attributes: [String: String]) throws -> RoughOutline {
        try #require(RoughOutline.of(element: name, attributes: attributes))
    }

    @Test func rectanglesPolygonsAndCircles() throws {
        let rect = try outline("rect", ["x": "-10", "y": "-5", "width": "20", "height": "10"])
        #expect(rect.subpaths.count == 1 && rect.subpaths[0].points.count == 4 && rect.subpaths[0].closed)
        #expect(!rect.subpaths[0].curved)
        let rounded = try outline("rect", ["x": "0", "y": "0", "width": "40", "height": "20", "rx": "5"])
        #expect(rounded.subpaths[0].curved && rounded.subpaths[0].points.count > 8)
        let bounds = rounded.bounds
        #expect(abs(bounds.0) < 0.01 && abs(bounds.1) < 0.01 && abs(bounds.2 - 40) < 0.01 && abs(bounds.3 - 20) < 0.01)
        let polygon = try outline("polygon", ["points": "0,-10 10,0 0,10 -10,0"])
        #expect(polygon.subpaths[0].points == [RoughPoint(0, -10), RoughPoint(10, 0), RoughPoint(0, 10), RoughPoint(-10, 0)])
        let circle = try outline("circle", ["r": "7", "cx": "0", "cy": "0"])
        #expect(circle.subpaths[0].points.allSatisfy { abs(($0.x * $0.x + $0.y * $0.y).squareRoot() - 7) < 1e-9 })
        #expect(RoughOutline.of(element: "rect", attributes: ["width": "0", "height": "5"]) == nil)
        #expect(RoughOutline.of(element: "text", attributes: [:]) == nil)
    }

    @Test func pathDataWithEveryCommand() throws {
        let path = try outline("path", ["d": "M0,0 L10,0 h5 v5 l-5,5 H0 V5 Z m20,0 c5,0 5,10 10,10 s5,-10 10,-10 q5,5 10,0 t10,0 a5,5 0 0 1 10,0"])
        #expect(path.subpaths.count == 2)
        #expect(path.subpaths[0].closed && !path.subpaths[0].curved)
        #expect(path.subpaths[0].points.first == RoughPoint(0, 0))
        #expect(path.subpaths[0].points.contains(RoughPoint(15, 5)))
        let second = path.subpaths[1]
        #expect(!second.closed && second.curved)
        #expect(second.points.first == RoughPoint(20, 0))  // relative move from the closed subpath's start
        let end = try #require(second.points.last)
        #expect(abs(end.x - 70) < 1e-9 && abs(end.y) < 1e-9)
        // The arc bulges to one side of its chord (sweep 1: upwards in SVG's y-down space).
        #expect(second.points.suffix(6).contains { $0.y < -2 })
    }

    @Test func exponentsAndPackedNumbers() {
        #expect(RoughOutline.numbers(in: "1e2,-2.5E-1 .5.5-3") == [100, -0.25, 0.5, 0.5, -3])
    }

    @Test func hostileDataStaysBounded() {
        let huge = "M0 0" + String(repeating: " L1 1 L2 2", count: 50_000)
        let outline = RoughOutline.of(element: "path", attributes: ["d": huge])
        #expect((outline?.subpaths.reduce(0) { $0 + $1.points.count } ?? 0) <= RoughOutline.maximumPoints + 1)
        for junk in ["", "Z", "M", "M1", "A1 1 0 0 0", "L 1e999 2", "M0 0 A0 0 0 0 0 5 5", "x!@#", "M0 0 C1 1 2"] {
            _ = RoughOutline.of(element: "path", attributes: ["d": junk])
        }
    }

    /// Plain decimals are read without `Double(String)`; the value must be the same, bit for bit.
    @Test func fastDecimalsEqualDoubleParsing() {
        var random = SeededRandom(seed: 11)
        var checked = 0
        for _ in 0..<20_000 {
            var text = ["", "-", "+"][Int(random.next() % 3)]
            let whole = Int(random.next() % 9)
            let fraction = Int(random.next() % 9)
            for _ in 0..<whole { text += String(random.next() % 10) }
            if random.next() % 4 != 0 { text += "." }
            for _ in 0..<fraction { text += String(random.next() % 10) }
            guard text.contains(where: \.isNumber) else { continue }
            let expected = Double(text)
            let fast = NumberScanner.fastValue(ArraySlice(Array(text.utf8)))
            if let fast {
                #expect(fast.bitPattern == expected?.bitPattern, "\(text)")
                checked += 1
            }
        }
        #expect(checked > 15_000)
        #expect(NumberScanner.fastValue(ArraySlice(Array("1e5".utf8))) == nil, "exponents go to the full parser")
        #expect(NumberScanner.fastValue(ArraySlice(Array("1234567890123456".utf8))) == nil, "so do 16 digits")
        #expect(NumberScanner.fastValue(ArraySlice(Array("-0".utf8)))?.sign == .minus)
        #expect(NumberScanner.fastValue(ArraySlice(Array("1.2.3".utf8))) == nil, "Double(String) reads no second point")
        var scanner = NumberScanner(Array("0.1,-2.5e1 .5.5 12345678901234567890".utf8))
        var values: [Double] = []
        while let value = scanner.next() { values.append(value) }
        #expect(values == [0.1, -25, 0.5, 0.5, 12345678901234567890])
    }
}
