// Why: randomised tests (random graphs, random notes) must generate the same cases on every run and
// machine so a failure can be replayed, and Swift's standard library has no seeded generator. The
// test targets that need one share this one instead of each keeping a copy.

/// Deterministic pseudo-random numbers (SplitMix64).
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next number of the sequence.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
