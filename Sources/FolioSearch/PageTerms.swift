// Why: counting a page's words is most of the index's cost, and pages render in parallel; so each
// page's words are counted on the worker that rendered it, and the index only merges the counts.
// The page's next-word pairs ("partial marker": two words that follow each other in the title, a tag,
// a heading or a section, stop words skipped) are counted too, as words holding one space: they answer
// quoted phrases from the index, so a phrase query never loads pages' text to check it.

/// The folded, not yet stemmed words of one page, each with its weight, then its next-word pairs.
package struct PageTerms: Sendable {
    /// How much a hit counts: title > tag > heading > body.
    package enum Weight {
        package static let title: UInt16 = 40
        package static let tag: UInt16 = 24
        package static let heading: UInt16 = 12
        /// Body occurrences count one each, up to this many.
        package static let bodyCap: UInt16 = 8
    }

    /// Word `i` is `arena[starts[i]..<starts[i + 1]]` (folded UTF-8).
    package private(set) var arena: [UInt8]
    package private(set) var starts: [Int32]
    /// Title, tag and heading hits plus body occurrences (see ``Weight``), per word.
    package private(set) var weights: [UInt16]

    package var count: Int { weights.count }
    /// The byte that joins the two words of a next-word pair (no word holds it).
    package static let pairSeparator: UInt8 = 0x20
    package func word(_ index: Int) -> ArraySlice<UInt8> { arena[Int(starts[index])..<Int(starts[index + 1])] }

    /// Words counted before (kept by the page cache of `folio build`); nil when the parts do not
    /// fit together (a damaged cache), so a bad file can never index a word out of bounds.
    package init?(arena: [UInt8], starts: [Int32], weights: [UInt16]) {
        guard starts.count == weights.count + 1, starts.first == 0, Int(starts.last!) == arena.count,
              zip(starts, starts.dropFirst()).allSatisfy({ $0 <= $1 }) else { return nil }
        self.arena = arena
        self.starts = starts
        self.weights = weights
    }

    /// Counts the words of `document` with `tokenizer`.
    package init(_ document: SearchDocument, tokenizer: inout SearchTokenizer) {
        var counter = Counter()
        counter.start(Counter.titleFlag)
        tokenizer.forEachWord(in: document.title, into: &counter)
        for tag in document.tags {
            counter.start(Counter.tagFlag)
            tokenizer.forEachWord(in: tag, into: &counter)
        }
        for section in document.sections {
            counter.start(Counter.headingFlag)
            tokenizer.forEachWord(in: section.heading, into: &counter)
            counter.start(0)
            tokenizer.forEachWord(in: section.text, into: &counter)
        }
        arena = counter.table.arena
        starts = counter.table.starts
        weights = zip(counter.body, counter.flags).map { body, flag in
            var weight = body
            if flag & Counter.titleFlag != 0 { weight += Weight.title }
            if flag & Counter.tagFlag != 0 { weight += Weight.tag }
            if flag & Counter.headingFlag != 0 { weight += Weight.heading }
            return weight
        }
        // The pairs follow the words, each counted (up to ``Weight/bodyCap``) like body words.
        let base = Int32(arena.count)
        arena.append(contentsOf: counter.pairs.arena)
        starts.append(contentsOf: counter.pairs.starts.dropFirst().map { $0 + base })
        weights.append(contentsOf: counter.pairCounts)
    }

    /// True when term `index` is a next-word pair rather than a word.
    package func isPair(_ index: Int) -> Bool {
        arena[Int(starts[index])..<Int(starts[index + 1])].contains(PageTerms.pairSeparator)
    }

    /// Counts words as the tokenizer hands them over, and where they are (title, tag, heading, body).
    private struct Counter: SearchWordSink {
        static let titleFlag: UInt16 = 1
        static let tagFlag: UInt16 = 2
        static let headingFlag: UInt16 = 4
        var table = WordTable(capacity: 512)
        var body: [UInt16] = []
        var flags: [UInt16] = []
        /// Where the words being counted are: a flag, or 0 for body text.
        var flag: UInt16 = 0
        /// Next-word pairs (`first second`) and how often each occurs (capped).
        var pairs = WordTable(capacity: 1_024)
        var pairCounts: [UInt16] = []
        /// The word before the current one in the same title, tag, heading or section; -1 at its start.
        var previous = -1
        /// Scratch space for a pair's bytes.
        var pair: [UInt8] = []

        /// Starts a new run of text (pairs never span two).
        mutating func start(_ flag: UInt16) {
            self.flag = flag
            previous = -1
        }

        mutating func word(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) {
            let (index, inserted) = table.insert(bytes, hash: hash)
            if inserted {
                body.append(0)
                flags.append(0)
            }
            flags[index] |= flag
            if flag == 0 && body[index] < Weight.bodyCap { body[index] += 1 }
            if previous >= 0 {
                pair.removeAll(keepingCapacity: true)
                pair.append(contentsOf: table.word(previous))
                pair.append(PageTerms.pairSeparator)
                pair.append(contentsOf: bytes)
                let (number, added) = pair.withUnsafeBufferPointer { pairs.insert($0) }
                if added { pairCounts.append(0) }
                if pairCounts[number] < Weight.bodyCap { pairCounts[number] += 1 }
            }
            previous = index
        }
    }
}
