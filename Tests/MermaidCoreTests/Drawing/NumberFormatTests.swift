import Foundation
import Testing
@testable import MermaidCore

/// Numbers are written as bytes straight into a writer's buffer; the `String` forms and the
/// byte form must agree, at every decimal count and at the edges of the ranges.
@Suite struct NumberFormatTests {
    @Test(arguments: [
        (12.3456, 2, "12.35"), (0.05, 2, "0.05"), (-0.5, 2, "-0.5"), (1.000001, 6, "1.000001"),
        (-123.456789, 3, "-123.457"), (2.5, 0, "3"), (0.0001, 4, "0.0001"), (1e12, 2, "1000000000000"),
        (-1e15, 2, "-92233720368547.76"), (999999999999.0, 2, "999999999999"), (-1e300, 2, "-92233720368547.76"),
        (Double.nan, 2, "0"), (-Double.infinity, 2, "0"), (7.0, 9, "7"),
    ])
    func formsAgree(value: Double, decimals: Int, text: String) {
        #expect(NumberFormat.format(value, decimals: decimals) == text)
        var bytes: [UInt8] = Array("x=".utf8)
        NumberFormat.append(value, decimals: decimals, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "x=" + text)
    }

    @Test(arguments: [0, 7, -7, 10, 1_234_567, -9_000_000_000, Int.max, Int.min + 1])
    func wholeNumbers(value: Int) {
        var bytes: [UInt8] = []
        NumberFormat.append(value, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == String(value))
    }

    /// `NumberFormat.rounded` stands in for `rounded()`: the same bits, zeros' signs included, on
    /// halves, near-halves, random values of every size, and the edges.
    @Test func roundingEqualsTheStandardLibrary() {
        var values: [Double] = [0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, 0.49999999999999994, -0.49999999999999994,
                                4503599627370495.5, -4503599627370495.5, 4.6e18, -4.6e18, 9.3e18, 1e300, -1e300,
                                .nan, .infinity, -.infinity, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, -0.3]
        var random = SeededRandom(seed: 5)
        for _ in 0..<50_000 {
            let magnitude = pow(10, Double(random.next() % 20) - 4)
            let value = (Double(random.next() >> 11) / Double(1 << 53) * 2 - 1) * magnitude
            values += [value, value.rounded() + 0.5, value.rounded() - 0.5, value.nextUp, value.nextDown]
        }
        for value in values {
            let expected = value.rounded(), got = NumberFormat.rounded(value)
            #expect(got.bitPattern == expected.bitPattern || (got.isNaN && expected.isNaN), "\(value)")
        }
    }
}
