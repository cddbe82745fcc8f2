/// Why this exists: the layout makes dozens of scratch arrays per graph (ranks, positions, flags,
/// neighbour lists), most of them tiny for the diagrams people draw. On Linux, Swift's
/// `Array(repeating:count:)` allocates through a standard-library entry point that is never
/// specialised: each call looks the storage's type up at run time (`swift_getGenericMetadata`) and
/// fills the elements through generic code. Measured with `callgrind`: 36 such arrays cost a two-node
/// flowchart about 22,700 instructions a render (8% of it); appending a `repeatElement` instead goes
/// through specialised code with the type cached (a 3-element array 880 → 670 instructions, a
/// 1,000-element one 9,000 → 2,100).
extension Array {
    /// `count` copies of `value`: the array `init(repeating:count:)` makes, without its run-time cost.
    @inlinable
    init(filled value: Element, count: Int) {
        self.init()
        append(contentsOf: repeatElement(value, count: count))
    }
}
