// Why: the standard `joined(separator:)` runs as generic code from the engine's modules, and its first
// call makes the runtime look up `[String]`'s `Collection` conformance by scanning every conformance
// record in the binary (about 330,000 instructions); on a one-diagram run that was the only caller.
// The text is written in one buffer of its final size: appending piece by piece grew the string again
// and again (a style sheet of 75 pieces, cut where each diagram's id goes, cost 30,000 instructions).

extension Array where Element == String {
    /// The strings one after another with `separator` between them, as `joined(separator:)` gives.
    package func concatenated(separator: String) -> String {
        guard count > 1 else { return first ?? "" }
        let separatorCount = separator.utf8.count
        var total = separatorCount * (count - 1)
        for index in indices { total += self[index].utf8.count }
        var separator = separator
        return separator.withUTF8 { separatorBytes in
            String(unsafeUninitializedCapacity: total) { buffer in
                var written = 0
                for index in indices {
                    if index > 0, separatorCount > 0 {
                        (buffer.baseAddress! + written).update(from: separatorBytes.baseAddress!, count: separatorCount)
                        written += separatorCount
                    }
                    var piece = self[index]
                    piece.withUTF8 { bytes in
                        guard !bytes.isEmpty else { return }
                        (buffer.baseAddress! + written).update(from: bytes.baseAddress!, count: bytes.count)
                        written += bytes.count
                    }
                }
                return written
            }
        }
    }
}
