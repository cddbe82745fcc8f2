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

    /// The digits come from a table of pairs; here they are written one at a time from `String(_:)` of
    /// the whole part and the zero-padded fraction, on random values of every size and every decimal
    /// count (2 most), whole numbers, halves and near-halves at the last decimal.
    @Test func digitsEqualAPlainDecimalWriting() {
        func plain(_ value: Double, decimals: Int) -> String {
            if abs(value) < 1e12, Double(Int64(value)) == value { return String(Int64(value)) }
            guard value.isFinite else { return "0" }
            let places = min(max(decimals, 0), 6)
            var scale: UInt64 = 1
            for _ in 0..<places { scale *= 10 }
            let limit = Double(Int64.max / 1000) / Double(scale)
            let scaled = Int64(NumberFormat.rounded(min(max(value, -limit), limit) * Double(scale)))
            let digits = String(scaled.magnitude % scale)
            var fraction = places == 0 ? "" : String(repeating: "0", count: places - digits.count) + digits
            while fraction.hasSuffix("0") { fraction.removeLast() }
            let text = String(scaled.magnitude / scale) + (fraction.isEmpty ? "" : "." + fraction)
            return scaled < 0 ? "-" + text : text
        }
        var random = SeededRandom(seed: 11)
        var checked = 0
        for _ in 0..<40_000 {
            let magnitude = pow(10, Double(random.next() % 16) - 4)
            let value = (Double(random.next() >> 11) / Double(1 << 53) * 2 - 1) * magnitude
            let decimals = random.next() % 3 == 0 ? Int(random.next() % 8) : 2
            let hundredths = (value * 100).rounded() / 100
            for candidate in [value, value.rounded(), hundredths, hundredths + 0.005, hundredths - 0.005, -hundredths] {
                #expect(NumberFormat.format(candidate, decimals: decimals) == plain(candidate, decimals: decimals),
                        "\(candidate) at \(decimals) decimals")
                checked += 1
            }
        }
        #expect(checked == 240_000)
    }

    /// `writeIfWhole` writes what `format` writes for whole numbers (and nothing for the rest): at the
    /// digit-count boundaries, signed zeros, the 1e12 limit, NaN, and random values of every size.
    @Test func wholeNumbersWrittenForwardsAsFormatted() {
        var values: [Double] = [0, -0.0, 1, -1, 9, 10, 99, 100, 999, 1_000, 9_999, 10_000, 99_999, 100_000, 123_456_789,
                                999_999_999_999, -999_999_999_999, 1e12, -1e12, 0.5, -0.5, 2.25, .nan, .infinity, -.infinity]
        var random = SeededRandom(seed: 17)
        for _ in 0..<30_000 {
            let value = (Double(random.next() >> 11) / Double(1 << 53) * 2 - 1) * pow(10, Double(random.next() % 14))
            values += [value, value.rounded(), value.rounded(.down), -value.rounded()]
        }
        var written = 0
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
            for value in values {
                if let count = NumberFormat.writeIfWhole(value, at: buffer.baseAddress!) {
                    #expect(String(decoding: buffer[..<count], as: UTF8.self) == NumberFormat.format(value), "\(value)")
                    #expect(value.rounded() == value)
                    written += 1
                } else {
                    #expect(!(abs(value) < 1e12) || value.rounded() != value, "\(value)")
                }
            }
        }
        #expect(written > 60_000)
    }
}
