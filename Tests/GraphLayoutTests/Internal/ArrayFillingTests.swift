// Why: the layout makes its scratch arrays with `Array(filled:count:)` instead of
// `Array(repeating:count:)`; both must make the same arrays.
import Testing
@testable import GraphLayout

@Suite struct ArrayFillingTests {
    @Test func fillingMakesWhatRepeatingMakes() {
        for count in [0, 1, 2, 7, 64, 1_000] {
            #expect([Int](filled: -1, count: count) == [Int](repeating: -1, count: count))
            #expect([Double](filled: .infinity, count: count) == [Double](repeating: .infinity, count: count))
            #expect([[Int]](filled: [3], count: count) == [[Int]](repeating: [3], count: count))
            #expect([LayoutPoint?](filled: nil, count: count) == [LayoutPoint?](repeating: nil, count: count))
        }
        var nested = [[Int]](filled: [], count: 3)
        nested[1].append(5)  // each element is its own copy
        #expect(nested == [[], [5], []])
    }
}
