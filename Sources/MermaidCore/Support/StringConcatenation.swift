/// Why this exists: ids, `url(#…)` references and `var(--…)` references are glued from four to seven
/// pieces for every marker, colour and edge a diagram writes. Each `+` made a new string, checking
/// capacity and uniqueness and copying what was there (a marker's `url(#…)`, six pieces, cost about
/// 4,000 instructions); counting the bytes first and copying each piece once into a string of the
/// right size costs a fraction of that.
extension String {
    /// The pieces, in order, in one string written once.
    package static func concatenating(_ pieces: String...) -> String {
        var count = 0
        for piece in pieces { count += piece.utf8.count }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var i = 0
            for piece in pieces { copy(piece, into: buffer, at: &i) }
            return i
        }
    }

    /// Copies `text`'s bytes into `buffer` from `i` on. A function of its own rather than a nested one:
    /// a nested function capturing the counter boxed it, and every use of the box was checked for
    /// overlapping access at run time.
    private static func copy(_ text: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at i: inout Int) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes { buffer[i] = byte; i += 1 }
        }
        if copied == nil { for byte in text.utf8 { buffer[i] = byte; i += 1 } }
    }
}
