// Why: merging every page's words into postings by stem is the index's serial heart (one run on a
// site under 2,000 pages), a few million words at 10,000 notes. The loop over a page's words reads and
// writes per-stem state by index; kept in arrays, every write first checked that the array was not
// shared (two million checks at 1,000 notes). So the words' stems are settled first (the only step
// that grows anything), and the postings are then written through pointers into room sized up front.

extension SearchIndexBuilder {
    /// One run's postings: its stems in order of first use, each with (document, weight) pairs.
    struct RunPostings: Sendable {
        var stems: [String] = []
        var lists: [[UInt32]] = []
    }

    /// What a run knows of a stem while it reads pages.
    private struct StemState {
        /// 1 + the last document it was posted for (0: none yet).
        var lastDocument: UInt32 = 0
        /// Where that posting is.
        var lastPosting: Int = 0
        /// How many postings it has.
        var count: Int = 0
    }

    /// The postings of the pages `documents` of `terms`. A page's words are looked up straight from its
    /// arena (no slice, so no reference counting, per word). Postings go into flat buffers in page order
    /// (an array per stem, mutated per word, cost a uniqueness check of both arrays each time), and each
    /// stem remembers its last posting, so a second word of that stem on the page only adds to its
    /// weight; the lists per stem are cut from them at the end.
    static func postings(of terms: [PageTerms], documents: Range<Int>) -> RunPostings {
        var words = WordTable(capacity: 1 << 15)
        var stemOfWord: [Int] = []
        var stemIDs: [String: Int] = [:]
        var run = RunPostings()
        var stems: [StemState] = []
        // Each word of a page adds one posting at most: the run's word count bounds its postings.
        let bound = documents.reduce(0) { $0 + terms[$1].count }
        /// Every posting in page order: its stem, document and weight.
        let postingStems = UnsafeMutablePointer<Int32>.allocate(capacity: max(bound, 1))
        let postingDocuments = UnsafeMutablePointer<UInt32>.allocate(capacity: max(bound, 1))
        let postingWeights = UnsafeMutablePointer<UInt32>.allocate(capacity: max(bound, 1))
        defer {
            postingStems.deallocate()
            postingDocuments.deallocate()
            postingWeights.deallocate()
        }
        var postingCount = 0
        /// The page's words' indices in `words` (new words get the next index, in order).
        var pageWords: [Int] = []
        for document in documents {
            let page = terms[document]
            let doc = UInt32(document)
            pageWords.removeAll(keepingCapacity: true)
            page.arena.withUnsafeBufferPointer { arena in
                page.starts.withUnsafeBufferPointer { starts in
                    for term in 0..<page.count {
                        let start = Int(starts[term])
                        let word = UnsafeBufferPointer(rebasing: arena[start..<Int(starts[term + 1])])
                        // Eight bytes readable from the word's start (all but the page's last few words): one load for its head.
                        let (index, _) = start + 8 <= arena.count ? words.insert(padded: word, hash: WordTable.hash(word)) : words.insert(word)
                        pageWords.append(index)
                    }
                }
            }
            // The stems of the words first seen on this page (they hold the next indices, in page order).
            for word in pageWords where word == stemOfWord.count {
                let stem = PorterStemmer.stem(words.string(word))
                if let existing = stemIDs[stem] { stemOfWord.append(existing) } else {
                    stemIDs[stem] = run.stems.count
                    stemOfWord.append(run.stems.count)
                    run.stems.append(stem)
                    stems.append(StemState())
                }
            }
            stems.withUnsafeMutableBufferPointer { stems in
                for term in 0..<page.count {
                    let id = stemOfWord[pageWords[term]]
                    let weight = UInt32(page.weights[term])
                    if stems[id].lastDocument == doc &+ 1 {   // another word with this stem on the same page
                        let at = stems[id].lastPosting
                        postingWeights[at] = min(postingWeights[at] + weight, 0xFFFF)
                    } else {
                        stems[id].lastDocument = doc &+ 1
                        stems[id].lastPosting = postingCount
                        stems[id].count += 1
                        postingStems[postingCount] = Int32(id)
                        postingDocuments[postingCount] = doc
                        postingWeights[postingCount] = weight
                        postingCount += 1
                    }
                }
            }
        }
        // Each stem's (document, weight) pairs, in page order, side by side in one array.
        var offsets = [Int](repeating: 0, count: stems.count + 1)
        for id in stems.indices { offsets[id + 1] = offsets[id] + stems[id].count * 2 }
        var next = offsets
        var pairs = [UInt32](repeating: 0, count: offsets[stems.count])
        pairs.withUnsafeMutableBufferPointer { pairs in
            next.withUnsafeMutableBufferPointer { next in
                for index in 0..<postingCount {
                    let id = Int(postingStems[index])
                    pairs[next[id]] = postingDocuments[index]
                    pairs[next[id] + 1] = postingWeights[index]
                    next[id] += 2
                }
            }
        }
        run.lists = stems.indices.map { Array(pairs[offsets[$0]..<offsets[$0 + 1]]) }
        return run
    }
}
