// Why: a fishbone diagram is the problem (first line) and a tree of causes given by indentation.
// Kept as flat arrays in source order (parents first), so layout and drawing need no recursion.

/// One cause, or the problem itself at index 0.
package struct IshikawaNode: Sendable, Equatable {
    package var text: String
    /// Depth: 0 the problem, 1 a main cause (a bone), 2 and more its sub-causes.
    package var depth: Int
    package var parent: Int?
    package var children: [Int] = []
}

/// The parsed diagram: the problem first, then every cause in source order.
package struct Ishikawa: Sendable {
    package var nodes: [IshikawaNode] = []
}
