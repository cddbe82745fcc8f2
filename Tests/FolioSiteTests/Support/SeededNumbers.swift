/// Deterministic numbers for generated test inputs (a 64-bit linear congruential generator):
/// every run, and every machine, generates the same cases.
struct SeededNumbers {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// A number in `0..<bound`.
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}
