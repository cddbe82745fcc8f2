import Testing
@testable import MermaidCharts

/// JavaScript's `String(number)` and `toFixed`, which mermaid's chart labels show.
@Suite struct JSNumberTests {
    @Test(arguments: [
        (5.0, "5"), (42.96, "42.96"), (0.1, "0.1"), (-3.5, "-3.5"), (1e16, "10000000000000000"),
        (1e21, "1e+21"), (1.5e-7, "1.5e-7"), (0.000001, "0.000001"), (123456789.125, "123456789.125"),
        (0, "0"), (-0.0, "0"), (100, "100"), (1e-7, "1e-7"), (2.5e22, "2.5e+22"),
    ])
    func stringMatchesJavaScript(value: Double, expected: String) {
        #expect(JSNumber.string(value) == expected)
    }

    @Test(arguments: [
        (39.77, "40"), (0.5, "1"), (1.5, "2"), (2.5, "3"), (-2.5, "-3"), (12.4999, "12"), (99.5, "100"),
        (0, "0"), (79.42386831275721, "79"), (-0.4, "-0"),
    ])
    func toFixedRoundsHalfAwayFromZero(value: Double, expected: String) {
        #expect(JSNumber.toFixed(value) == expected)
    }

    @Test func toFixedWithDecimals() {
        #expect(JSNumber.toFixed(1.005, digits: 2) == "1.00")  // 1.005 is below 1.005 in binary, as in JS
        #expect(JSNumber.toFixed(3.14159, digits: 3) == "3.142")
    }

    /// Whole numbers take a shortcut; it must give the text the general layout gives.
    @Test func wholeNumberShortcutMatchesLayout() {
        var values: [Double] = [1, -1, 7, 10, 100, 999, 1000, 123456, -98765, 1e14, -1e14, 999_999_999_999_999,
                                4_503_599_627_370_496 / 8, 2, 0.5, 1.5, -2.25, 1e15, 1e16]
        var random = SystemRandomNumberGenerator()
        for _ in 0..<500 { values.append(Double(Int64.random(in: -1_000_000_000_000...1_000_000_000_000, using: &random))) }
        for _ in 0..<200 { values.append(Double(Int.random(in: -10_000...10_000, using: &random)) / 8) }
        for value in values where value != 0 {
            #expect(JSNumber.string(value) == JSNumber.layout(value), "\(value)")
        }
    }

    /// Grouping digits on the bytes gives what grouping the characters gives.
    @Test func groupingOnBytesMatchesCharacters() {
        for text in ["", "-", "1", "12", "123", "1234", "-1234", "1234567.5", "1234567.891", ".5", "-.5", "1.2.3",
                     "12345678901234567890", "1e+21", "NaN", "-Infinity", "１２３４", "12\u{301}34"] {
            #expect(TreemapValueFormat.grouped(text) == TreemapValueFormat.groupedByCharacters(text), "\(text)")
        }
    }
}
