// Why: a quoted phrase used to be checked in the text of up to 20 pages, each costing the load of
// a whole text block (the largest query of the bench loaded 932 KB, 767 KB of it text). The index
// now holds every page's next-word pairs ("partial marker"), so a phrase is answered by the pairs'
// postings. A phrase is looked up whole, never as a prefix, so its shards are buckets of a hash of
// the pair rather than a prefix tree: a two-word phrase loads one shard of about
// ``SearchIndexBuilder/pairShardBytes``, and the pairs cost no bytes to queries without quotes.

/// Which next-word pairs go in which phrase shard, and the shards' files.
struct SearchPairShards {
    /// Per shard, the indices of its pairs (ascending, so in sorted order).
    private(set) var members: [[Int]] = []

    var count: Int { members.count }

    /// - Parameters:
    ///   - pairs: the pairs (`first second`), sorted.
    ///   - sizes: estimated encoded bytes per pair.
    ///   - target: about how many bytes a shard holds.
    init(pairs: [String], sizes: [Int], target: Int) {
        guard !pairs.isEmpty else { return }
        let total = sizes.reduce(0, +)
        let count = max(1, (total + target - 1) / max(1, target))
        members = [[Int]](repeating: [], count: count)
        for (index, pair) in pairs.enumerated() {
            members[Int(Self.hash(pair) % UInt32(count))].append(index)
        }
    }

    /// FNV-1a (32 bits) of the pair's UTF-8: `search.js` computes the same to find a phrase's shard.
    static func hash(_ pair: String) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        for byte in pair.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        return hash
    }

    /// Shard `number` as `p/<number>.<hash>.js`: `folioSearch.pairs(number, {"first second": postings})`.
    func file(_ number: Int, postings: SearchIndexBuilder.Postings) -> SearchIndexBuilder.File {
        let indices = members[number]
        var js = JavaScriptLiteral(capacity: indices.reduce(64) { $0 + postings.sizes[$1] + 16 })
        js.raw("folioSearch.pairs(")
        js.number(number)
        js.raw(",{")
        for (position, index) in indices.enumerated() {
            if position > 0 { js.raw(44) }
            js.string(postings.stems[index])
            js.raw(":\"")
            SearchIndexBuilder.appendPostings(postings.lists[index], to: &js)
            js.raw(34)
        }
        js.raw("});\n")
        return SearchIndexBuilder.File(path: "p/\(number)." + ContentHash.hex(js.bytes) + ".js", bytes: js.bytes)
    }
}
