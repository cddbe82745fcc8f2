// Why: a one-note rebuild of a big site changes a handful of postings, yet merging every page's
// words into postings again and encoding every term shard was most of the search phase. The build
// cache keeps, per stem, how many postings it has and where they sit in the last build's shard file;
// a rebuild whose documents keep their numbers patches only the stems whose (document, weight) pairs
// changed, plans the shards again from the posting counts (the plan needs nothing else), and encodes
// only the shards whose stems or postings changed, copying unchanged postings as bytes from the old
// files. The result is byte for byte what ``SearchIndexBuilder/indexed()`` writes from scratch: the
// same stems (merged by `String` equality and sorted by `<`, as the full merge does), the same
// posting lists, the same plan and the same shard writer.

/// The term shards of a built index as the build cache keeps them: each stem (in index order) with
/// its posting count and the bytes of its postings in its shard's file, and each shard's key and file.
package struct KeptTerms: Sendable, Equatable {
    /// One stem of the index.
    package struct Stem: Sendable, Equatable {
        package var text: String
        /// How many (document, weight) pairs it has.
        package var postings: UInt32
        /// Its shard (an index into ``KeptTerms/shards``), and where its encoded postings are in that file.
        package var shard: UInt32
        package var start: UInt32
        package var length: UInt32
        /// Its best page (``SearchLeaders/top(of:)``), whose URL and title its shard's leaders hold.
        package var top: UInt32

        package init(text: String, postings: UInt32, shard: UInt32, start: UInt32, length: UInt32, top: UInt32) {
            self.text = text
            self.postings = postings
            self.shard = shard
            self.start = start
            self.length = length
            self.top = top
        }
    }

    /// One term shard: its prefix key, its file (inside the index folder) and the file's length.
    package struct Shard: Sendable, Equatable {
        package var key: String
        package var path: String
        package var bytes: UInt32

        package init(key: String, path: String, bytes: UInt32) {
            self.key = key
            self.path = path
            self.bytes = bytes
        }
    }

    package var stems: [Stem] = []
    package var shards: [Shard] = []

    package init(stems: [Stem] = [], shards: [Shard] = []) {
        self.stems = stems
        self.shards = shards
    }

    /// False when a stem points outside the shards or their files (a damaged or foreign cache).
    package var isConsistent: Bool {
        stems.allSatisfy { stem in
            stem.postings > 0 && Int(stem.shard) < shards.count
                && UInt64(stem.start) + UInt64(stem.length) <= UInt64(shards[Int(stem.shard)].bytes)
        }
    }

    /// A page whose words changed while keeping its document number.
    package struct Change {
        package var document: Int
        package var old: PageTerms
        package var new: PageTerms

        package init(document: Int, old: PageTerms, new: PageTerms) {
            self.document = document
            self.old = old
            self.new = new
        }
    }

    /// The patched index's shards: each built anew, or (`kept`, its bytes empty) the last build's
    /// shard of that number, unchanged; and what to keep for the next build.
    package struct Patch {
        package var shards: [(key: String, file: SearchIndexBuilder.File, kept: Int?)]
        package var terms: KeptTerms
    }

    /// The index after `changes`: nil when the kept terms do not fit the changes (a stem's postings
    /// do not hold a page's old weight) or `read` (the last build's shard file by number, checked
    /// against its digest; nil when unreadable) cannot give a file whose bytes are needed, or
    /// `leaders` (a shard's ``SearchLeaders`` statement for its stems' best pages) gives nil. A shard
    /// is kept only when its stems and their postings are the same and none of their best pages changed
    /// (its URL or title may have).
    package func patched(_ changes: [Change], limit: Int, read: (Int) -> [UInt8]?,
                         leaders: ([UInt32]) -> [UInt8]?) -> Patch? {
        // 1. The (document, old weight, new weight) changes per stem.
        var updates: [String: [Update]] = [:]
        for change in changes {
            let document = UInt32(change.document)
            let before = Self.stemWeights(change.old), after = Self.stemWeights(change.new)
            for (stem, weight) in before where after[stem] != weight {
                updates[stem, default: []].append(Update(document: document, old: weight, new: after[stem] ?? 0))
            }
            for (stem, weight) in after where before[stem] == nil {
                updates[stem, default: []].append(Update(document: document, old: 0, new: weight))
            }
        }
        // 2. Those stems' posting lists, decoded from the old files and patched.
        var files: [Int: [UInt8]] = [:]
        func file(_ shard: Int) -> [UInt8]? {
            if let bytes = files[shard] { return bytes }
            guard shard < shards.count, let bytes = read(shard), bytes.count == Int(shards[shard].bytes) else { return nil }
            files[shard] = bytes
            return bytes
        }
        var replaced: [Int: [UInt32]] = [:]
        var added: [(text: String, list: [UInt32])] = []
        for text in updates.keys.sorted() {
            let changes = updates[text]!.sorted { $0.document < $1.document }
            let at = lowerBound(text)
            var list: [UInt32] = []
            if at < stems.count, stems[at].text == text {
                guard let bytes = file(Int(stems[at].shard)), let old = Self.decode(segment(at, of: bytes)),
                      old.count == Int(stems[at].postings) * 2 else { return nil }
                list = old
            }
            guard Self.apply(changes, to: &list) else { return nil }
            if at < stems.count, stems[at].text == text { replaced[at] = list } else if !list.isEmpty { added.append((text, list)) }
        }
        // 3. The new stems in order: the old ones (less those left without postings) and the new ones.
        var texts: [String] = [], counts: [Int] = [], origin: [Int] = []
        var lists: [Int: [UInt32]] = [:]
        texts.reserveCapacity(stems.count + added.count)
        var next = 0
        for (index, stem) in stems.enumerated() {
            while next < added.count, added[next].text < stem.text {
                lists[texts.count] = added[next].list
                texts.append(added[next].text); counts.append(added[next].list.count / 2); origin.append(-1)
                next += 1
            }
            if let list = replaced[index] {
                guard !list.isEmpty else { continue }
                lists[texts.count] = list
                counts.append(list.count / 2)
            } else {
                counts.append(Int(stem.postings))
            }
            texts.append(stem.text); origin.append(index)
        }
        for (text, list) in added[next...] {
            lists[texts.count] = list
            texts.append(text); counts.append(list.count / 2); origin.append(-1)
        }
        // 4. The plan, and per shard: the old file when nothing in it changed, else built.
        // The plan depends only on the stems and their posting counts: when neither changed, it is the old one.
        let plan: [(key: String, terms: [Int])]
        if added.isEmpty, replaced.allSatisfy({ $0.value.count == Int(stems[$0.key].postings) * 2 }) {
            var members = [[Int]](repeating: [], count: shards.count)
            for (index, stem) in stems.enumerated() { members[Int(stem.shard)].append(index) }
            plan = zip(shards, members).map { ($0.key, $1) }
        } else {
            plan = SearchShardPlan(terms: texts, sizes: counts.map { $0 * 3 + 8 }, limit: limit).shards.map { ($0.key, $0.terms) }
        }
        let changedPages = Set(changes.map { UInt32($0.document) })
        let tops: [UInt32] = texts.indices.map { lists[$0].map(SearchLeaders.top(of:)) ?? stems[origin[$0]].top }
        var oldShard: [String: Int] = [:], oldMembers = [Int](repeating: 0, count: shards.count)
        for (number, shard) in shards.enumerated() { oldShard[shard.key] = number }
        for stem in stems { oldMembers[Int(stem.shard)] += 1 }
        var result = Patch(shards: [], terms: KeptTerms())
        var toBuild: [Int] = []
        for (number, shard) in plan.enumerated() {
            if let old = oldShard[shard.key], oldMembers[old] == shard.terms.count,
               shard.terms.allSatisfy({ origin[$0] >= 0 && lists[$0] == nil && Int(stems[origin[$0]].shard) == old
                                        && !changedPages.contains(tops[$0]) }) {
                result.shards.append((shard.key, SearchIndexBuilder.File(path: shards[old].path, bytes: []), old))
            } else {
                // The unchanged postings it takes from old files must be readable.
                for member in shard.terms where lists[member] == nil {
                    guard file(Int(stems[origin[member]].shard)) != nil else { return nil }
                }
                result.shards.append((shard.key, SearchIndexBuilder.File(path: "", bytes: []), nil))
                toBuild.append(number)
            }
        }
        var segments = [[Range<Int>]](repeating: [], count: plan.count)
        for number in toBuild {
            guard let leaders = leaders(plan[number].terms.map { tops[$0] }) else { return nil }
            let (built, ranges) = SearchIndexBuilder.shardFile(key: plan[number].key, members: plan[number].terms,
                                                               stem: { texts[$0] }, leaders: leaders) { member, js in
                if let list = lists[member] {
                    SearchIndexBuilder.appendPostings(list, to: &js)
                } else {
                    let old = origin[member]
                    js.raw(slice: segment(old, of: files[Int(stems[old].shard)]!))
                }
            }
            result.shards[number].file = built
            segments[number] = ranges
        }
        // 5. What the next build keeps.
        result.terms.stems = [Stem](repeating: Stem(text: "", postings: 0, shard: 0, start: 0, length: 0, top: 0), count: texts.count)
        for (number, shard) in plan.enumerated() {
            if let old = result.shards[number].kept {
                result.terms.shards.append(Shard(key: shard.key, path: shards[old].path, bytes: shards[old].bytes))
                for member in shard.terms {
                    var stem = stems[origin[member]]
                    stem.shard = UInt32(number)
                    result.terms.stems[member] = stem
                }
            } else {
                let file = result.shards[number].file
                result.terms.shards.append(Shard(key: shard.key, path: file.path, bytes: UInt32(file.bytes.count)))
                for (position, member) in shard.terms.enumerated() {
                    let range = segments[number][position]
                    result.terms.stems[member] = Stem(text: texts[member], postings: UInt32(counts[member]), shard: UInt32(number),
                                                      start: UInt32(range.lowerBound), length: UInt32(range.count), top: tops[member])
                }
            }
        }
        return result
    }

    /// One page's change to one stem's postings (a weight of 0: no posting).
    private struct Update {
        var document: UInt32
        var old: UInt32
        var new: UInt32
    }

    /// The first stem not before `text`.
    private func lowerBound(_ text: String) -> Int {
        var low = 0, high = stems.count
        while low < high {
            let middle = (low + high) / 2
            if stems[middle].text < text { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Stem `index`'s encoded postings in its shard file `bytes` (bounds checked by ``isConsistent``
    /// and the file's length).
    private func segment(_ index: Int, of bytes: [UInt8]) -> ArraySlice<UInt8> {
        let start = Int(stems[index].start)
        return bytes[start..<(start + Int(stems[index].length))]
    }

    /// Applies `changes` (by document, ascending) to `list` ((document, weight) pairs by document);
    /// false when a page's old weight is not the one in the list.
    private static func apply(_ changes: [Update], to list: inout [UInt32]) -> Bool {
        for change in changes {
            var low = 0, high = list.count / 2
            while low < high {
                let middle = (low + high) / 2
                if list[middle * 2] < change.document { low = middle + 1 } else { high = middle }
            }
            let found = low < list.count / 2 && list[low * 2] == change.document
            if change.old == 0 {
                guard !found else { return false }
                if change.new > 0 { list.insert(contentsOf: [change.document, change.new], at: low * 2) }
            } else {
                guard found, list[low * 2 + 1] == change.old else { return false }
                if change.new == 0 { list.removeSubrange((low * 2)..<(low * 2 + 2)) } else { list[low * 2 + 1] = change.new }
            }
        }
        return true
    }

    /// One page's stems with their weights, as ``SearchIndexBuilder/mergedPostings(runs:)`` sums them.
    static func stemWeights(_ terms: PageTerms) -> [String: UInt32] {
        var weights: [String: UInt32] = [:]
        weights.reserveCapacity(terms.count)
        for term in 0..<terms.count {
            let stem = PorterStemmer.stem(String(decoding: terms.word(term), as: UTF8.self))
            weights[stem] = min((weights[stem] ?? 0) + UInt32(terms.weights[term]), 0xFFFF)
        }
        return weights
    }

    /// Postings as ``SearchIndexBuilder/appendPostings(_:to:)`` writes them, back as (document, weight)
    /// pairs; nil when the bytes are not such a code.
    static func decode(_ code: ArraySlice<UInt8>) -> [UInt32]? {
        var values: [UInt32] = []
        values.reserveCapacity(code.count)
        var value: UInt32 = 0, shift: UInt32 = 0, document: UInt32 = 0, isDocument = true
        for byte in code {
            let digit = PostingCode.values[Int(byte)]
            guard digit != 0xFF, shift <= 30 else { return nil }
            value |= UInt32(digit & 31) << shift
            if digit & 32 != 0 { shift += 5; continue }
            if isDocument {
                guard values.isEmpty || value > 0 else { return nil }
                let (sum, overflow) = document.addingReportingOverflow(value)
                guard !overflow else { return nil }
                document = sum
                values.append(document)
            } else {
                values.append(value)
            }
            isDocument.toggle()
            value = 0
            shift = 0
        }
        return shift == 0 && isDocument ? values : nil
    }
}
