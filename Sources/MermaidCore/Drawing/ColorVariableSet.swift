import Foundation

/// The theme variables a drawing asked for through ``DiagramContext/color(_:)``, as bits.
///
/// Why: the set of names was a `Set<String>`; every remembered style sheet part merged its names
/// into it one hash at a time, and the colour custom properties' memo (``StyleSheetMemo``) hashed
/// every name again and compared the sets name by name, about a twentieth of a small diagram's
/// render (issue 20, item 5). Here each name gets a bit, numbered once for the whole process by
/// ``ColorVariableIndex``, so merging, hashing and comparing are a few word operations. Names past
/// the index's capacity are kept as strings in `extras`, so the set is exact whatever comes in.
package struct ColorVariableSet: Hashable, Sendable {
    /// Bits 0…255 and 256…511 of the names' numbers (inline: no allocation per diagram).
    private var low = SIMD4<UInt64>(repeating: 0)
    private var high = SIMD4<UInt64>(repeating: 0)
    /// Names the index had no room for.
    private var extras: Set<String> = []

    package init() {}

    package init<S: Sequence>(_ names: S) where S.Element == String {
        for name in names { insert(name) }
    }

    package var isEmpty: Bool {
        low == SIMD4(repeating: 0) && high == SIMD4(repeating: 0) && extras.isEmpty
    }

    package var count: Int {
        var n = extras.count
        for i in 0..<4 { n += low[i].nonzeroBitCount + high[i].nonzeroBitCount }
        return n
    }

    package mutating func insert(_ name: String) {
        guard let number = ColorVariableIndex.shared.number(of: name) else {
            extras.insert(name)
            return
        }
        setBit(number)
    }

    package func contains(_ name: String) -> Bool {
        guard let number = ColorVariableIndex.shared.existingNumber(of: name) else { return extras.contains(name) }
        let word = number >> 6, bit = UInt64(1) << UInt64(number & 63)
        return (word < 4 ? low[word] : high[word - 4]) & bit != 0
    }

    package mutating func formUnion(_ other: ColorVariableSet) {
        low |= other.low
        high |= other.high
        if !other.extras.isEmpty { extras.formUnion(other.extras) }
    }

    /// Every name, in UTF-8 byte order (the order the custom properties are written in).
    package var sortedNames: [String] {
        var names = Array(extras)
        let known = ColorVariableIndex.shared.names
        for word in 0..<8 {
            var bits = word < 4 ? low[word] : high[word - 4]
            while bits != 0 {
                let bit = bits.trailingZeroBitCount
                names.append(known[word * 64 + bit])
                bits &= bits - 1
            }
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    private mutating func setBit(_ number: Int) {
        let word = number >> 6, bit = UInt64(1) << UInt64(number & 63)
        if word < 4 { low[word] |= bit } else { high[word - 4] |= bit }
    }
}
