// Why: counting a page's words is most of the index's cost, and pages render in parallel; so each
// page's words are counted on the worker that rendered it, and the index only merges the counts.

/// The folded, not yet stemmed words of one page, each with its weight.
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
        counter.flag = Counter.titleFlag
        tokenizer.forEachWord(in: document.title, into: &counter)
        counter.flag = Counter.tagFlag
        for tag in document.tags { tokenizer.forEachWord(in: tag, into: &counter) }
        for section in document.sections {
            counter.flag = Counter.headingFlag
            tokenizer.forEachWord(in: section.heading, into: &counter)
            counter.flag = 0
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

        mutating func word(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) {
            let (index, inserted) = table.insert(bytes, hash: hash)
            if inserted {
                body.append(0)
                flags.append(0)
            }
            flags[index] |= flag
            if flag == 0 && body[index] < Weight.bodyCap { body[index] += 1 }
        }
    }
}
