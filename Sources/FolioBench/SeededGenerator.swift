/// A small deterministic pseudo-random generator (SplitMix64).
///
/// The benchmark site must be byte-identical from run to run and machine to machine, so that Folio and
/// Hugo are always compared on the same Markdown. `SystemRandomNumberGenerator` is unseeded, and Swift's
/// standard library offers no seeded generator, hence this one.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<upperBound` (0 when `upperBound` is not positive).
    mutating func below(_ upperBound: Int) -> Int {
        upperBound > 0 ? Int(next() % UInt64(upperBound)) : 0
    }

    /// A value in `range`, inclusive.
    mutating func within(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// One element of a non-empty array.
    mutating func pick<T>(_ items: [T]) -> T {
        items[below(items.count)]
    }
}
