import Foundation
import FolioSearch

/// The search index's document blocks that a cached build takes from the last build instead of
/// building them again.
///
/// Why: a block's text file holds the compressed text of a run of pages; escaping that text into
/// JavaScript and compressing it was a third of a one-note rebuild of a 10,000-page site, though
/// only the changed page's block differs. (Its heads file, URLs, titles and headings, is small and
/// built again; it is named by the same hash as the kept text file.) A block is named by a key: its number and the keys of its
/// pages (``PageKeys``: everything a page's HTML, and so its search entry, depends on). A block whose
/// key the cache kept is read back from the live site, checked against the 128-bit digest kept with
/// it, and written as it is; anything else (a missing, changed or unreadable file) is built.
struct SearchBlockReuse: Sendable {
    /// A block as the cache keeps it: its file (inside `_folio/search/`) and the digest of its bytes.
    struct KeptBlock: Sendable, Equatable {
        var path: String
        var digest: CacheDigest
    }

    /// Per searchable page, in index order: its key.
    let pageKeys: [CacheDigest]
    /// The blocks the last build wrote, by key.
    let previous: [CacheDigest: KeptBlock]
    /// The live site's index folder (`<output>/_folio/search/`), nil when nothing may be reused.
    let previousFolder: String?

    /// The key of block `number` holding the pages `documents`.
    func key(number: Int, documents: Range<Int>) -> CacheDigest {
        var bytes: [UInt64] = [UInt64(number), UInt64(documents.count)]
        bytes.reserveCapacity(2 + documents.count * 2)
        for index in documents {
            bytes.append(pageKeys[index].high)
            bytes.append(pageKeys[index].low)
        }
        return bytes.withUnsafeBytes { CacheDigest($0) }
    }

    /// The last build's file of block `number`, when its key is unchanged and its bytes are the kept ones.
    func file(number: Int, documents: Range<Int>) -> SearchIndexBuilder.File? {
        guard let folder = previousFolder, let kept = previous[key(number: number, documents: documents)],
              Self.isBlockName(kept.path, number: number),
              let data = FileManager.default.contents(atPath: folder + kept.path) else { return nil }
        let bytes = [UInt8](data)
        guard bytes.withUnsafeBytes({ CacheDigest($0) }) == kept.digest else { return nil }
        return SearchIndexBuilder.File(path: kept.path, bytes: bytes)
    }

    /// Per block of `blocks`, the last build's file when it can be taken as it is (read on every core).
    func files(for blocks: [Range<Int>], enabled: Bool) -> [SearchIndexBuilder.File?] {
        var files = [SearchIndexBuilder.File?](repeating: nil, count: blocks.count)
        guard enabled, previousFolder != nil, !previous.isEmpty else { return files }
        files.withUnsafeMutableBufferPointer { buffer in
            let slots = UnsafeSendableBuffer(buffer)
            DispatchQueue.concurrentPerform(iterations: blocks.count) { number in
                slots.buffer[number] = file(number: number, documents: blocks[number])
            }
        }
        return files
    }

    /// What to keep of this build's blocks (`files` as the builder returned them, `blocks` its ranges,
    /// `taken` the blocks taken from the last build, whose digests are known).
    func kept(files: [SearchIndexBuilder.File], blocks: [Range<Int>], taken: [SearchIndexBuilder.File?]) -> [CacheDigest: KeptBlock] {
        var result: [CacheDigest: KeptBlock] = [:]
        for file in files {
            guard let number = Self.blockNumber(file.path), number < blocks.count else { continue }
            let key = key(number: number, documents: blocks[number])
            if taken[number] != nil, let known = previous[key], known.path == file.path {
                result[key] = known
            } else {
                result[key] = KeptBlock(path: file.path, digest: file.bytes.withUnsafeBytes { CacheDigest($0) })
            }
        }
        return result
    }

    /// `d/<number>.<hex>.js`: the only names read back (a kept path never leaves the index folder).
    static func isBlockName(_ path: String, number: Int) -> Bool {
        blockNumber(path) == number
    }

    private static func blockNumber(_ path: String) -> Int? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0] == "d" else { return nil }
        let name = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        guard name.count == 3, name[2] == "js", let number = Int(name[0]), number >= 0, String(number) == name[0],
              name[1].count == ContentHash.hexDigits,
              name[1].utf8.allSatisfy({ ($0 >= 48 && $0 <= 57) || ($0 >= 97 && $0 <= 102) }) else { return nil }
        return number
    }
}
