import Dispatch
import FolioSearch

/// The searchable pages' documents and words as one build of the index uses them, with the entries
/// the build cache kept apart (``SearchEntry/isStored``) read back from its ``SearchTextStore`` only
/// for the pages that need them.
///
/// Why: a cached rebuild takes almost every document block and term shard from the last build, so
/// it needs the documents of the pages in the blocks built again and the words of the pages that
/// changed, no more. Decoding every page's entry from the cache was a fifth of a one-note rebuild's
/// CPU at 10,000 notes, and a third of its memory.
final class SearchEntriesInUse {
    /// Per searchable page, in index order. A stored entry's document holds only its `textBytes`
    /// (all ``SearchIndexBuilder/documentBlocks()`` needs) and its words none, until restored.
    private(set) var documents: [SearchDocument]
    private(set) var terms: [PageTerms]
    private var stored: [Bool]
    private let references: [SearchTextStore.Reference?]
    private let sources: [String]
    private let store: SearchTextStore?

    init(documents: [SearchDocument], terms: [PageTerms], stored: [Bool], references: [SearchTextStore.Reference?],
         sources: [String], store: SearchTextStore?) {
        self.documents = documents
        self.terms = terms
        self.stored = stored
        self.references = references
        self.sources = sources
        self.store = store
    }

    /// How many entries are still in the store (not read back).
    var storedCount: Int { stored.count { $0 } }

    /// Reads back the stored entries among `indices`, on every core.
    /// Throws ``SearchTextStore/Unavailable`` when one is not in the store as recorded.
    func restore(_ indices: some Sequence<Int>) throws {
        let wanted = indices.filter { stored[$0] }
        guard !wanted.isEmpty else { return }
        guard let store else { throw SearchTextStore.Unavailable(description: "no text store") }
        var read = [SearchEntry?](repeating: nil, count: wanted.count)
        let references = self.references
        read.withUnsafeMutableBufferPointer { buffer in
            let slots = UnsafeSendableBuffer(buffer)
            DispatchQueue.concurrentPerform(iterations: wanted.count) { index in
                slots.buffer[index] = references[wanted[index]].flatMap { store.entry($0) }
            }
        }
        for (index, page) in wanted.enumerated() {
            // The size recorded with the page must be the size of what was read (it placed the page in its block).
            guard let entry = read[index], entry.document.textBytes == documents[page].textBytes else {
                throw SearchTextStore.Unavailable(description: "the search text of \(sources[page]) is not in \(store.path) as recorded")
            }
            documents[page] = entry.document
            terms[page] = entry.terms
            stored[page] = false
        }
    }

    /// Reads back every stored entry (an index built from every page).
    func restoreAll() throws {
        try restore(stored.indices)
    }

    /// The words of page `index`, read back when stored; nil when they cannot be.
    func words(_ index: Int) -> PageTerms? {
        guard (try? restore(CollectionOfOne(index))) != nil else { return nil }
        return terms[index]
    }
}
