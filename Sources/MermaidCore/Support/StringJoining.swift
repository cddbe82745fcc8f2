// Why: the standard `joined(separator:)` runs as generic code from the engine's modules, and its first
// call makes the runtime look up `[String]`'s `Collection` conformance by scanning every conformance
// record in the binary (about 330,000 instructions); on a one-diagram run that was the only caller.

extension Array where Element == String {
    /// The strings one after another with `separator` between them, as `joined(separator:)` gives.
    package func concatenated(separator: String) -> String {
        guard var text = first else { return "" }
        for piece in dropFirst() {
            text += separator
            text += piece
        }
        return text
    }
}
