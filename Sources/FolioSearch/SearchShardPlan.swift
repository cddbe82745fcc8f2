// Why: a query loads every shard whose key is a prefix of a word it holds (and, while a word is
// being typed, the shards whose key extends it). So shards form a tree of prefixes: the root shard
// (key "") holds everything on a small site; a shard over the size limit gives its biggest groups of
// terms (by the next character) shards of their own, keeping small groups itself. A query then
// loads a handful of files of bounded size on any site, and a small site writes one or two files.

/// Which stems go in which shard.
struct SearchShardPlan {
    struct Shard {
        /// The shared prefix (zero or more Unicode scalars).
        var key: String
        /// Indices into the sorted stem list, ascending.
        var terms: [Int]
        /// Estimated bytes.
        var bytes: Int
    }

    private(set) var shards: [Shard] = []

    /// - Parameters:
    ///   - terms: stems, sorted.
    ///   - sizes: estimated encoded bytes per stem.
    init(terms: [String], sizes: [Int], limit: Int) {
        let stems = terms.map(PlanStem.init)
        split(key: "", length: 0, members: Array(terms.indices), stems: stems, sizes: sizes, limit: limit)
        shards.sort { $0.key < $1.key }
    }

    /// A stem as the plan reads it: its bytes when ASCII (most stems; a prefix is then a prefix of bytes,
    /// with no scalar array made), else its Unicode scalars.
    private struct PlanStem {
        let text: String
        let scalars: [Unicode.Scalar]?
        let length: Int

        init(_ text: String) {
            self.text = text
            if text.utf8.allSatisfy({ $0 < 128 }) {
                scalars = nil
                length = text.utf8.count
            } else {
                let all = Array(text.unicodeScalars)
                scalars = all
                length = all.count
            }
        }

        /// Scalar number `index` (which must be below ``length``).
        func scalar(at index: Int) -> UInt32 {
            if let scalars { return scalars[index].value }
            return UInt32(text.utf8[text.utf8.index(text.utf8.startIndex, offsetBy: index)])
        }

        /// The first `count` scalars as a string (``SearchShardPlan/key(_:length:)``).
        func prefix(_ count: Int) -> String {
            if let scalars { return SearchShardPlan.key(scalars, length: count) }
            return String(decoding: text.utf8.prefix(count), as: UTF8.self)
        }
    }

    private mutating func split(key: String, length: Int, members: [Int], stems: [PlanStem], sizes: [Int], limit: Int) {
        let total = members.reduce(0) { $0 + sizes[$1] }
        guard total > limit, length < 16 else {
            shards.append(Shard(key: key, terms: members, bytes: total))
            return
        }
        var own: [Int] = []
        // Grouped by the scalar after the shared prefix first (no string made per stem: a one-note
        // rebuild whose counts changed planned its 10,000 stems in 21 M instructions, a string and a
        // hash each), then named by the first member's prefix; groups whose names are equal strings
        // (canonically equivalent scalars) are one group, as a dictionary keyed by the names made them.
        var byScalar: [UInt32: Int] = [:]
        var ascii = [Int](repeating: -1, count: 128)
        var scalarGroups: [[Int]] = []
        for index in members {
            guard stems[index].length > length else { own.append(index); continue }
            let scalar = stems[index].scalar(at: length)
            let known = scalar < 128 ? ascii[Int(scalar)] : byScalar[scalar] ?? -1
            if known >= 0 {
                scalarGroups[known].append(index)
            } else {
                if scalar < 128 { ascii[Int(scalar)] = scalarGroups.count } else { byScalar[scalar] = scalarGroups.count }
                scalarGroups.append([index])
            }
        }
        var groups: [String: [Int]] = [:]
        for group in scalarGroups {
            let name = stems[group[0]].prefix(length + 1)
            if let earlier = groups[name] { groups[name] = (earlier + group).sorted() } else { groups[name] = group }
        }
        var kept = own.reduce(0) { $0 + sizes[$1] }
        // Smallest groups stay in this shard while it fits; the others get shards of their own.
        let bySize = groups.map { (key: $0.key, members: $0.value, bytes: $0.value.reduce(0) { $0 + sizes[$1] }) }
            .sorted { $0.bytes != $1.bytes ? $0.bytes < $1.bytes : $0.key < $1.key }
        for group in bySize {
            if kept + group.bytes <= limit {
                own += group.members
                kept += group.bytes
            } else {
                split(key: group.key, length: length + 1, members: group.members, stems: stems, sizes: sizes, limit: limit)
            }
        }
        if !own.isEmpty { shards.append(Shard(key: key, terms: own.sorted(), bytes: kept)) }
    }

    static func key(_ scalars: [Unicode.Scalar], length: Int) -> String {
        var key = ""
        key.unicodeScalars.append(contentsOf: scalars.prefix(length))
        return key
    }
}
