// Why: counting a page's words is most of the index's cost, and pages render in parallel; so each
// page's words are counted on the worker that rendered it, and the index only merges the counts.

/// The folded, not yet stemmed words of one page, each with its weight.
package struct PageTerms: Sendable, Equatable {
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

    /// No words.
    package static let none = PageTerms(arena: [], starts: [0], weights: [])!

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
        // Copied at their size: the table reserved room for a long page, and every page's terms are
        // kept until the index is written.
        arena = PageTerms.exact(counter.table.arena)
        starts = PageTerms.exact(counter.table.starts)
        weights = UnsafeBufferPointer(start: counter.marks, count: counter.table.count).map { mark in
            var weight = mark & Counter.bodyMask
            if mark & Counter.titleFlag != 0 { weight += Weight.title }
            if mark & Counter.tagFlag != 0 { weight += Weight.tag }
            if mark & Counter.headingFlag != 0 { weight += Weight.heading }
            return weight
        }
        counter.marks.deallocate()
    }

    /// A copy of `array` holding no spare capacity.
    private static func exact<Element>(_ array: [Element]) -> [Element] {
        [Element](unsafeUninitializedCapacity: array.count) { buffer, initialized in
            initialized = array.withUnsafeBufferPointer { source in buffer.initialize(from: source).1 }
        }
    }

    /// Counts words as the tokenizer hands them over, and where they are (title, tag, heading, body).
    private struct Counter: SearchWordSink {
        /// The body count's bits in a mark (``Weight/bodyCap`` fits), then a bit per other place.
        static let bodyMask: UInt16 = 0xF
        static let titleFlag: UInt16 = 1 << 4
        static let tagFlag: UInt16 = 1 << 5
        static let headingFlag: UInt16 = 1 << 6
        var table = WordTable(capacity: 512)
        /// Per word, one value (one buffer written per word, not two): its body occurrences, up to
        /// ``Weight/bodyCap``, and the flags of the other places it was seen. A buffer of its own, not an
        /// array: an array checked that it was not shared at every word (two million checks at 1,000
        /// notes). The first `table.count` are set; ``PageTerms/init(_:tokenizer:)`` frees it.
        var marks = UnsafeMutablePointer<UInt16>.allocate(capacity: 512)
        var markCapacity = 512
        /// Where the words being counted are: a flag, or 0 for body text.
        var flag: UInt16 = 0

        mutating func word(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) {
            let (index, inserted) = table.insert(padded: bytes, hash: hash)
            if inserted {
                if index == markCapacity { growMarks() }
                marks[index] = 0
            }
            // Without a branch on the word: a flag is set, or a body hit counted while under the cap.
            let mark = marks[index]
            let counts: UInt16 = flag == 0 && mark & Counter.bodyMask < Weight.bodyCap ? 1 : 0
            marks[index] = (mark | flag) &+ counts
        }

        private mutating func growMarks() {
            let larger = UnsafeMutablePointer<UInt16>.allocate(capacity: 2 * markCapacity)
            larger.moveInitialize(from: marks, count: markCapacity)
            marks.deallocate()
            marks = larger
            markCapacity *= 2
        }
    }
}
