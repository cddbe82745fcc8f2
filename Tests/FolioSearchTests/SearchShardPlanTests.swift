import Testing
@testable import FolioSearch

/// ``SearchShardPlan`` groups a shard's stems by the scalar after their shared prefix, then names each
/// group by its first member's prefix. These tests hold it to the plain rule it stands in for (group by
/// that prefix as a string), written out here, on stems of every kind: ASCII, accented, other scripts,
/// emoji, and canonically equivalent spellings whose names are equal strings.
@Suite struct SearchShardPlanTests {
    /// The plan made by grouping members by their prefix strings (the rule before stop 90).
    private struct ReferencePlan {
        var shards: [(key: String, terms: [Int], bytes: Int)] = []

        init(terms: [String], sizes: [Int], limit: Int) {
            split(key: "", length: 0, members: Array(terms.indices), terms: terms.map { Array($0.unicodeScalars) },
                  sizes: sizes, limit: limit)
            shards.sort { $0.key < $1.key }
        }

        private mutating func split(key: String, length: Int, members: [Int], terms: [[Unicode.Scalar]], sizes: [Int], limit: Int) {
            let total = members.reduce(0) { $0 + sizes[$1] }
            guard total > limit, length < 16 else {
                shards.append((key, members, total))
                return
            }
            var own: [Int] = []
            var groups: [String: [Int]] = [:]
            for index in members {
                if terms[index].count <= length { own.append(index) } else {
                    var prefix = ""
                    prefix.unicodeScalars.append(contentsOf: terms[index].prefix(length + 1))
                    groups[prefix, default: []].append(index)
                }
            }
            var kept = own.reduce(0) { $0 + sizes[$1] }
            let bySize = groups.map { (key: $0.key, members: $0.value, bytes: $0.value.reduce(0) { $0 + sizes[$1] }) }
                .sorted { $0.bytes != $1.bytes ? $0.bytes < $1.bytes : $0.key < $1.key }
            for group in bySize {
                if kept + group.bytes <= limit {
                    own += group.members
                    kept += group.bytes
                } else {
                    split(key: group.key, length: length + 1, members: group.members, terms: terms, sizes: sizes, limit: limit)
                }
            }
            if !own.isEmpty { shards.append((key, own.sorted(), kept)) }
        }
    }

    private func expectSamePlan(_ terms: [String], limit: Int, seed: UInt64) {
        var state = seed
        let sizes = terms.map { _ -> Int in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 58) + 8
        }
        let plan = SearchShardPlan(terms: terms, sizes: sizes, limit: limit).shards
        let reference = ReferencePlan(terms: terms, sizes: sizes, limit: limit).shards
        #expect(plan.map(\.key) == reference.map(\.key), "limit \(limit)")
        #expect(plan.map(\.terms) == reference.map(\.terms), "limit \(limit)")
        #expect(plan.map(\.bytes) == reference.map(\.bytes), "limit \(limit)")
    }

    @Test func asciiStemsArePlannedAsByTheirPrefixStrings() {
        var state: UInt64 = 7
        let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789".unicodeScalars)
        var terms = Set<String>()
        while terms.count < 6_000 {
            var term = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let count = Int(state >> 61) + 1 + Int((state >> 40) & 7)
            for step in 0..<count {
                // Skewed towards a few leading letters, so some prefixes need deep splits.
                let pick = step < 2 ? Int((state >> UInt64(step * 5)) & 3) : Int((state >> UInt64(step * 5 % 60)) % 36)
                term.unicodeScalars.append(letters[pick])
            }
            terms.insert(term)
        }
        for limit in [40, 400, 4_000, 40_000, 1_000_000] { expectSamePlan(terms.sorted(), limit: limit, seed: UInt64(limit)) }
    }

    @Test func stemsBeyondASCIIArePlannedAsByTheirPrefixStrings() {
        let bases = ["caf", "cafe", "café", "cafés", "naïve", "naive", "über", "uber", "東京", "東京都", "東大", "日本",
                     "🙂a", "🙂b", "ab🙂", "Å", "Åa", "Åb", "Åc", "A\u{30A}d", "\u{212B}e", "\u{212B}f", "e\u{301}x", "éy"]
        var terms = Set(bases)
        for base in bases { for suffix in ["", "s", "ing", "er", "x1", "ü", "東"] { terms.insert(base + suffix) } }
        for limit in [20, 60, 200, 2_000] { expectSamePlan(terms.sorted(), limit: limit, seed: UInt64(limit) + 1) }
    }
}
