// Why: the index must load from file:// (so through `<script>` tags, not fetch), and a query on a
// 10,000-page site must load only a few hundred kilobytes of it. So it is cut in four kinds of
// files: a small `meta.js` (the file names of the rest, the stop words), term shards (postings of
// the stems that start with a given prefix; a shard that grows too big is split by a longer prefix),
// and per run of pages two files: its heads (URL, title, section ids and headings: what a result
// list shows, a tenth of the bytes) and its text (gzip-compressed and base64-encoded, which the
// browser reads back with `DecompressionStream`, only for the snippets on screen). Files are named after
// their content hash, so a host may cache them forever and a rebuild rewrites only those that
// changed. README "Search" describes the format.
import Dispatch
import Foundation

/// Builds the search index files from every searchable page, in site order.
package struct SearchIndexBuilder {
    /// One file of the index: its path inside the index folder and its bytes.
    package struct File: Sendable, Equatable {
        package var path: String
        package var bytes: [UInt8]

        package init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    /// Format version, read by `search.js`.
    package static let formatVersion = 3
    /// ``shardLimit`` unless set otherwise.
    package static let defaultShardLimit = 48 * 1_024
    /// A term shard is split by a longer prefix above this many bytes.
    package var shardLimit = defaultShardLimit
    /// A document block closes once its pages hold this many bytes of text.
    package var blockTextBytes = 48 * 1_024

    /// A document block kept from an earlier build: given a block's number and the range of
    /// documents it holds, the text file written for the same block then, or nil to build it; and
    /// when given, its heads file then (its bytes may be empty: the heads are then not built again).
    package typealias BlockReuse = @Sendable (_ number: Int, _ documents: Range<Int>) -> (text: File, heads: File?)?
    /// Where unchanged blocks come from (`folio build` with its cache); nil builds every block.
    package var reuseBlock: BlockReuse?
    /// Pages ranked above or below the others (MkDocs-Material's `search: {boost: N}`): each page's
    /// number in `documents` and the factor its score is multiplied by, in document order. Written into
    /// `meta.js` (every query loads it), so a changed boost rewrites no shard or block.
    package var boosts: [(document: Int, factor: Double)] = []

    private let documents: [SearchDocument]
    private let terms: [PageTerms]
    private let compress: (@Sendable ([UInt8]) -> [UInt8]?)?

    /// - Parameters:
    ///   - compress: gzip (RFC 1952) for the document text; nil keeps the text as plain JSON.
    package init(documents: [SearchDocument], terms: [PageTerms], compress: (@Sendable ([UInt8]) -> [UInt8]?)?) {
        precondition(documents.count == terms.count)
        self.documents = documents
        self.terms = terms
        self.compress = compress
    }

    /// Every file of the index, `meta.js` last.
    package func files() -> [File] { indexed().files }

    /// Every file of the index, `meta.js` last, and its term shards as the build cache keeps them
    /// (``KeptTerms``: where each stem's postings are in which shard file).
    package func indexed() -> (files: [File], terms: KeptTerms) {
        let postings = mergedPostings()
        let shards = SearchShardPlan(terms: postings.stems, sizes: postings.sizes, limit: shardLimit).shards
        var segments = [[Range<Int>]](repeating: [], count: shards.count)
        let tops = postings.lists.map(SearchLeaders.top(of:))
        let documents = self.documents
        let files = segments.withUnsafeMutableBufferPointer { buffer in
            let slots = SendableSlots(buffer)
            return assemble(shardKeys: shards.map(\.key)) { index in
                let leaders = SearchLeaders.statement(tops: shards[index].terms.map { tops[$0] }) {
                    (documents[$0].url, documents[$0].title)
                }
                let (file, ranges) = SearchIndexBuilder.shardFile(key: shards[index].key, members: shards[index].terms,
                                                                  stem: { postings.stems[$0] }, leaders: leaders) { stem, js in
                    SearchIndexBuilder.appendPostings(postings.lists[stem], to: &js)
                }
                slots.buffer[index] = ranges
                return file
            }
        }
        var terms = KeptTerms()
        terms.stems = [KeptTerms.Stem](repeating: KeptTerms.Stem(text: "", postings: 0, shard: 0, start: 0, length: 0, top: 0),
                                       count: postings.stems.count)
        for (number, shard) in shards.enumerated() {
            terms.shards.append(KeptTerms.Shard(key: shard.key, path: files[number].path, bytes: UInt32(files[number].bytes.count)))
            for (position, stem) in shard.terms.enumerated() {
                let range = segments[number][position]
                terms.stems[stem] = KeptTerms.Stem(text: postings.stems[stem], postings: UInt32(postings.lists[stem].count / 2),
                                                   shard: UInt32(number), start: UInt32(range.lowerBound), length: UInt32(range.count),
                                                   top: tops[stem])
            }
        }
        return (files, terms)
    }

    /// Every file of the index with term shards made elsewhere (``KeptTerms/patched(_:limit:read:leaders:)``), `meta.js`
    /// last. A shard's bytes may be empty (a file the caller takes from the last build); only its name is used.
    package func files(shards: [(key: String, file: File)]) -> [File] {
        assemble(shardKeys: shards.map(\.key)) { shards[$0].file }
    }

    /// The shards (`shard(number)`, made on every core), the document blocks and `meta.js`, in that order.
    private func assemble(shardKeys: [String], shard: (Int) -> File) -> [File] {
        let blocks = documentBlocks()
        let blockBase = shardKeys.count
        // Per block two files: its heads, then its text.
        var files = [File?](repeating: nil, count: blockBase + blocks.count * 2)
        let documents = self.documents
        let compress = self.compress
        let reuseBlock = self.reuseBlock
        files.withUnsafeMutableBufferPointer { buffer in
            let slots = SendableSlots(buffer)
            DispatchQueue.concurrentPerform(iterations: blockBase + blocks.count) { index in
                if index < blockBase {
                    slots.buffer[index] = shard(index)
                } else {
                    let number = index - blockBase
                    let range = blocks[number]
                    let (heads, text) = SearchIndexBuilder.blockFiles(number, documents: documents[range], compress: compress,
                                                                      kept: reuseBlock?(number, range))
                    slots.buffer[blockBase + number * 2] = heads
                    slots.buffer[blockBase + number * 2 + 1] = text
                }
            }
        }
        let written = files.map { $0! }
        var meta = JavaScriptLiteral(capacity: 4_096 + shardKeys.count * 32 + blocks.count * 12)
        meta.raw("folioSearch.meta({\"v\":\(SearchIndexBuilder.formatVersion),\"docs\":\(documents.count),\"z\":\(compress == nil ? 0 : 1),\"stop\":")
        meta.strings(SearchTokenizer.stopWords)
        meta.raw(",\"terms\":{")
        for (index, key) in shardKeys.enumerated() {
            if index > 0 { meta.raw(44) }
            meta.string(key)
            meta.raw(58)
            meta.string(written[index].path)
        }
        // Blocks: how many pages each holds, and their names' hashes run together
        // (``ContentHash/hexDigits`` each; the names are `h/<number>.<hash>.js` and `d/<number>.<hash>.js`):
        // a third of `[first page, "name"]` pairs, and every query loads this file.
        meta.raw("},\"sizes\":[")
        for (number, range) in blocks.enumerated() {
            if number > 0 { meta.raw(44) }
            meta.number(range.count)
        }
        meta.raw("],\"hashes\":\"")
        for number in blocks.indices {
            // The hash blockFiles put in the names (hashing the block again would cost its bytes).
            meta.raw(Self.nameHash(written[blockBase + number * 2 + 1].path))
        }
        meta.raw(34)
        if !boosts.isEmpty { meta.raw(",\"boost\":" + Self.boostsObject(boosts)) }
        meta.raw("});\n")
        return written + [File(path: "meta.js", bytes: meta.bytes)]
    }

    /// The hash in a file name `<dir>/<name>.<hash>.js`.
    /// (Its second-to-last non-empty `.`-separated part; empty when it has fewer than two.)
    /// `{"<document>":<factor>,…}`: an integral factor as an integer, any other as Swift's shortest
    /// round-tripping spelling (a JavaScript number literal too: `0.5`, `1e-05`).
    static func boostsObject(_ boosts: [(document: Int, factor: Double)]) -> String {
        var object = "{"
        for (index, boost) in boosts.enumerated() {
            if index > 0 { object += "," }
            let factor = boost.factor.rounded() == boost.factor && abs(boost.factor) < 1e15
                ? String(Int(boost.factor)) : String(describing: boost.factor)
            object += "\"\(boost.document)\":" + factor
        }
        return object + "}"
    }

    package static func nameHash(_ path: String) -> String {
        // From the end, on bytes: splitting the whole path by `Character` cost 11,000 instructions a
        // block, on every rebuild (each kept block's name is checked and written into `meta.js`).
        var parts: [Substring] = []
        var end = path.utf8.endIndex
        var index = end
        while index > path.utf8.startIndex, parts.count < 2 {
            index = path.utf8.index(before: index)
            guard path.utf8[index] == 46 else { continue }
            let after = path.utf8.index(after: index)
            if after < end { parts.append(path[after..<end]) }
            end = index
        }
        if parts.count < 2, path.utf8.startIndex < end { parts.append(path[path.utf8.startIndex..<end]) }
        return parts.count == 2 ? String(parts[1]) : ""
    }

    // MARK: - Postings

    /// Every stem, sorted, with its postings: (document, weight) pairs in document order.
    struct Postings: Sendable {
        var stems: [String] = []
        var lists: [[UInt32]] = []
        /// Estimated encoded bytes per stem.
        var sizes: [Int] = []
    }

    /// Every page's counted words merged into postings by stem. Pages are merged in runs on every core
    /// (each run's postings are in document order, and runs follow each other), then the runs joined.
    func mergedPostings(runs runCount: Int? = nil) -> Postings {
        let runCount = max(1, runCount ?? (terms.count >= 2_000 ? min(4, ProcessInfo.processInfo.activeProcessorCount) : 1))
        var runs = [RunPostings?](repeating: nil, count: runCount)
        let terms = self.terms
        runs.withUnsafeMutableBufferPointer { buffer in
            let slots = SendableSlots(buffer)
            DispatchQueue.concurrentPerform(iterations: runCount) { run in
                let range = (terms.count * run / runCount)..<(terms.count * (run + 1) / runCount)
                slots.buffer[run] = SearchIndexBuilder.postings(of: terms, documents: range)
            }
        }
        var stemIDs: [String: Int] = [:]
        var stems: [String] = []
        var lists: [[UInt32]] = []
        for run in runs {
            let run = run!
            for (local, stem) in run.stems.enumerated() {
                if let id = stemIDs[stem] {
                    lists[id].append(contentsOf: run.lists[local])
                } else {
                    stemIDs[stem] = stems.count
                    stems.append(stem)
                    lists.append(run.lists[local])
                }
            }
        }
        let order = stems.indices.sorted { stems[$0] < stems[$1] }
        var result = Postings()
        result.stems = order.map { stems[$0] }
        result.lists = order.map { lists[$0] }
        result.sizes = result.lists.map { $0.count * 3 / 2 + 8 }
        return result
    }

    /// The postings of `list` appended to `js` inside a string literal: document deltas and weights.
    static func appendPostings(_ list: [UInt32], to js: inout JavaScriptLiteral) {
        var previous: UInt32 = 0
        var i = 0
        while i < list.count {
            PostingCode.append(list[i] - previous, to: &js)
            previous = list[i]
            PostingCode.append(list[i + 1], to: &js)
            i += 2
        }
    }

    /// The term shard `key` holding the stems `members` (indices for `stem`, ascending), each stem's
    /// postings written by `postings`, and then `leaders` (``SearchLeaders``); with, per member, where
    /// its postings are in the file's bytes.
    static func shardFile(key: String, members: [Int], stem: (Int) -> String, leaders: [UInt8],
                          postings: (Int, inout JavaScriptLiteral) -> Void) -> (file: File, segments: [Range<Int>]) {
        var js = JavaScriptLiteral(capacity: 48 * 1_024 + 64)
        var segments: [Range<Int>] = []
        segments.reserveCapacity(members.count)
        js.raw("folioSearch.terms(")
        js.string(key)
        js.raw(",{")
        for (position, index) in members.enumerated() {
            if position > 0 { js.raw(44) }
            js.string(stem(index))
            js.raw(":\"")
            let start = js.bytes.count
            postings(index, &js)
            segments.append(start..<js.bytes.count)
            js.raw(34)
        }
        js.raw("});\n")
        js.raw(bytes: leaders)
        let name = "t/" + fileKey(key) + "." + ContentHash.hex(js.bytes) + ".js"
        return (File(path: name, bytes: js.bytes), segments)
    }

    // MARK: - Document blocks

    /// Runs of consecutive documents whose text adds up to about ``blockTextBytes``: block `n` is
    /// the `n`th range.
    package func documentBlocks() -> [Range<Int>] {
        var blocks: [Range<Int>] = []
        var start = 0
        var bytes = 0
        for (index, document) in documents.enumerated() {
            bytes += document.textBytes
            if bytes >= blockTextBytes {
                blocks.append(start..<(index + 1))
                start = index + 1
                bytes = 0
            }
        }
        if start < documents.count { blocks.append(start..<documents.count) }
        return blocks
    }

    /// Whether a kept heads file at `headsPath` goes with block `number`'s kept text file at `textPath`
    /// (named by the same hash), so ``blockFiles(_:documents:compress:kept:)`` takes both as they are.
    package static func keptHeadsMatch(_ number: Int, headsPath: String, textPath: String) -> Bool {
        headsPath == "h/\(number).\(nameHash(textPath)).js"
    }

    /// Block `number`'s two files: `h/<number>.<hash>.js`, its pages' URLs, titles, section ids and
    /// headings (what a list of results shows), and `d/<number>.<hash>.js`, their sections' texts
    /// (what snippets need). One hash of both names both, so `meta.js` lists one per block. `kept`
    /// is the text file of the last build when its pages did not change (its hash then stays).
    static func blockFiles(_ number: Int, documents: ArraySlice<SearchDocument>,
                           compress: (@Sendable ([UInt8]) -> [UInt8]?)?, kept: (text: File, heads: File?)?) -> (heads: File, text: File) {
        // Heads kept with their text: named by the same hash (the hash covers both files).
        if let kept, let heads = kept.heads, keptHeadsMatch(number, headsPath: heads.path, textPath: kept.text.path) { return (heads, kept.text) }
        var heads = JavaScriptLiteral(capacity: 4 * 1_024)
        heads.raw("folioSearch.heads(")
        heads.number(number)
        heads.raw(",[")
        for (position, document) in documents.enumerated() {
            if position > 0 { heads.raw(44) }
            heads.raw(91)
            heads.string(document.url)
            heads.raw(44)
            heads.string(document.title)
            heads.raw(44)
            heads.strings(document.sections.flatMap { [$0.id, $0.heading] })
            heads.raw(93)
        }
        heads.raw("]);\n")
        if let kept {
            let hash = nameHash(kept.text.path)
            return (File(path: "h/\(number).\(hash).js", bytes: heads.bytes), kept.text)
        }
        var js = JavaScriptLiteral(capacity: 32 * 1_024)
        js.raw("folioSearch.docs(")
        js.number(number)
        js.raw(",")
        // Compressed, the texts never meet the script parser: plain (``SearchTextBlock``) when they can be.
        if let compress, let packed = compress(SearchTextBlock.plain(documents) ?? jsonTexts(documents)) {
            js.raw(34)
            var encoded: [UInt8] = []
            Base64.encode(packed, into: &encoded)
            js.raw(bytes: encoded)
            js.raw(34)
        } else {
            js.raw(bytes: jsonTexts(documents))
        }
        js.raw(");\n")
        let hash = ContentHash.hex(heads.bytes + js.bytes)
        return (File(path: "h/\(number).\(hash).js", bytes: heads.bytes), File(path: "d/\(number).\(hash).js", bytes: js.bytes))
    }

    /// The section texts of `documents` as a JSON array of arrays, safe inside a `<script>` element.
    private static func jsonTexts(_ documents: ArraySlice<SearchDocument>) -> [UInt8] {
        var text = JavaScriptLiteral(capacity: 64 * 1_024)
        text.raw(91)
        for (position, document) in documents.enumerated() {
            if position > 0 { text.raw(44) }
            text.strings(document.sections.map(\.text))
        }
        text.raw(93)
        return text.bytes
    }

    /// A shard key as a file name: itself when it is lowercase ASCII letters and digits, else `_` and its UTF-8
    /// in hex (`_` alone for the root shard).
    static func fileKey(_ key: String) -> String {
        if !key.isEmpty, key.utf8.allSatisfy({ ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) }) { return key }
        let digits = Array("0123456789abcdef".utf8)
        return "_" + String(decoding: key.utf8.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] }, as: UTF8.self)
    }
}

/// A mutable buffer handed to concurrent workers that each write their own slots.
struct SendableSlots<Element>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Element>
    init(_ buffer: UnsafeMutableBufferPointer<Element>) { self.buffer = buffer }
}
