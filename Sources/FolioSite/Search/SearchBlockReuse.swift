import Dispatch
import Foundation
import FolioSearch
#if canImport(Glibc)
import Glibc
#endif

/// The search index's document blocks that a cached build takes from the last build instead of
/// building them again.
///
/// Why: a block's text file holds the compressed text of a run of pages; escaping that text into
/// JavaScript and compressing it was a third of a one-note rebuild of a 10,000-page site, though
/// only the changed page's block differs. (Its heads file, URLs, titles and headings, is small and
/// built again, and linked when it is byte for byte the live one.) A block is named by a key: its number and the keys of its
/// pages' search entries (``SearchEntry/key``: everything an entry is made from, so a theme change, which
/// writes every page, keeps every block). A block whose
/// key the cache kept is taken from the live site: linked without reading when the live file still has
/// the stamp recorded after the last build (as reused pages are), else read back and checked against
/// the 128-bit digest kept with it; anything else (a missing, changed or unreadable file) is built.
struct SearchBlockReuse: Sendable {
    /// A file of a block as the cache keeps it: where (inside `_folio/search/`), the digest of its bytes,
    /// and the live file's stamp after the build (nil in caches of older builds).
    struct KeptBlock: Sendable, Equatable {
        var path: String
        var digest: CacheDigest
        var stamp: FileStamp? = nil
    }

    /// A block's text file taken from the last build: read and checked, or, when the live file still
    /// has the stamp the cache recorded, trusted without being read (it is then linked, as reused
    /// pages are: its bytes are empty here, and only its name is used).
    struct Taken: Sendable {
        var file: SearchIndexBuilder.File
        var kept: KeptBlock
        var trusted: Bool
        /// The block's heads file, when trusted too: the live file still has the stamp recorded, and
        /// the same hash as the text (it is linked, never built).
        var heads: KeptBlock? = nil
        /// The text file, and the heads file, are already in the staging folder as recorded (the
        /// writer records them without looking again, as it does the pages ``KeptPagesCheck`` found).
        var textInStaging = false
        var headsInStaging = false
    }

    /// Per searchable page, in index order: its search entry's key (``SearchEntry/key``).
    let pageKeys: [CacheDigest]
    /// The blocks the last build wrote, by key (text files by block key, heads files by ``headsKey(_:)``).
    let previous: [CacheDigest: KeptBlock]
    /// The live site's index folder (`<output>/_folio/search/`), nil when nothing may be reused.
    let previousFolder: String?
    /// In place (a `folio serve` rebuild, whose output folder is a hard-link copy of the last build's,
    /// `previousFolder` its index folder): the index files it holds, by path inside it. A kept block
    /// found there is taken as it is, neither linked nor read; nil for a build with the cache.
    var filesInPlace: Set<String>? = nil
    /// The index folder inside a staging folder that holds the kept previous site (a build with the
    /// cache): a kept file found there with its recorded stamp and a fresh file's mode is the recorded
    /// file, so the live one is not looked at (one `stat` a file, not one here and one when linked).
    var stagingFolder: String? = nil

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

    /// The key under which the heads file of the block with `key` is kept.
    static func headsKey(_ key: CacheDigest) -> CacheDigest {
        CacheDigest(high: key.high ^ 0x6865_6164_7300_0000, low: key.low ^ 0x0000_0068_6561_6473)
    }

    /// The last build's text file of block `number`, when its key is unchanged and the live file still
    /// has its recorded stamp, or else its bytes the kept digest.
    /// `folders`: the live `d/` and `h/` folders when open (their files' stamps are then taken from them).
    func taken(number: Int, documents: Range<Int>, trustingStamps: Bool = true, folders: LiveFolders? = nil) -> Taken? {
        let blockKey = key(number: number, documents: documents)
        guard let folder = previousFolder, let kept = previous[blockKey],
              Self.blockNumber(kept.path, folder: "d") == number else { return nil }
        if let filesInPlace {
            guard filesInPlace.contains(kept.path) else { return nil }
            var taken = Taken(file: SearchIndexBuilder.File(path: kept.path, bytes: []), kept: kept, trusted: true)
            if let heads = previous[Self.headsKey(blockKey)], filesInPlace.contains(heads.path),
               SearchIndexBuilder.keptHeadsMatch(number, headsPath: heads.path, textPath: kept.path) {
                taken.heads = heads
            }
            return taken
        }
        let live = folder + kept.path
        // Checked names (`d/…`, `h/…`, no other slash): the part after the folder is a name in it.
        func stamp(_ path: String, in descriptor: Int32?) -> FileStamp? {
            descriptor.map { FileStamp.of(String(path.dropFirst(2)), in: $0) } ?? FileStamp.of(folder + path)
        }
        // In the staging folder as recorded: the same inode, unchanged, with a fresh file's mode.
        func inStaging(_ path: String, _ recorded: FileStamp, in descriptor: Int32?) -> Bool {
            guard let descriptor else { return false }
            return KeptOutputFiles.isRecordedFile(FileStamp.of(String(path.dropFirst(2)), in: descriptor), recorded)
        }
        if trustingStamps, let recorded = kept.stamp {
            let textInStaging = inStaging(kept.path, recorded, in: folders?.stagingTexts)
            if textInStaging || stamp(kept.path, in: folders?.texts) == recorded {
                var taken = Taken(file: SearchIndexBuilder.File(path: kept.path, bytes: []), kept: kept, trusted: true)
                taken.textInStaging = textInStaging
                if let heads = previous[Self.headsKey(blockKey)], let headsStamp = heads.stamp,
                   heads.path == "h/\(number).\(SearchIndexBuilder.nameHash(kept.path)).js" {
                    taken.headsInStaging = inStaging(heads.path, headsStamp, in: folders?.stagingHeads)
                    if taken.headsInStaging || stamp(heads.path, in: folders?.heads) == headsStamp { taken.heads = heads }
                }
                return taken
            }
        }
        guard let bytes = PageLoader.readBytes(live), bytes.withUnsafeBytes({ CacheDigest($0) }) == kept.digest else { return nil }
        return Taken(file: SearchIndexBuilder.File(path: kept.path, bytes: bytes), kept: kept, trusted: false)
    }

    /// Per block of `blocks`, the last build's text file when it can be taken (checked on every core);
    /// without `trustingStamps` each is read (its bytes are needed: precompressed siblings are made).
    func taken(for blocks: [Range<Int>], enabled: Bool, trustingStamps: Bool = true) -> [Taken?] {
        var files = [Taken?](repeating: nil, count: blocks.count)
        guard enabled, previousFolder != nil, !previous.isEmpty else { return files }
        let folders = filesInPlace == nil ? LiveFolders(previousFolder!, staging: stagingFolder) : LiveFolders()
        defer { folders.close() }
        files.withUnsafeMutableBufferPointer { buffer in
            let slots = UnsafeSendableBuffer(buffer)
            DispatchQueue.concurrentPerform(iterations: blocks.count) { number in
                slots.buffer[number] = taken(number: number, documents: blocks[number], trustingStamps: trustingStamps, folders: folders)
            }
        }
        return files
    }

    /// The live index's `d/` and `h/` folders, and the staging folder's, open (nil each when it cannot be opened).
    struct LiveFolders: Sendable {
        let texts: Int32?
        let heads: Int32?
        let stagingTexts: Int32?
        let stagingHeads: Int32?

        /// None open (blocks taken in place are not looked at).
        init() {
            texts = nil
            heads = nil
            stagingTexts = nil
            stagingHeads = nil
        }

        init(_ index: String, staging: String?) {
            func open(_ path: String) -> Int32? {
                let fd = Glibc.open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                return fd >= 0 ? fd : nil
            }
            texts = open(index + "d")
            heads = open(index + "h")
            // Folder by folder from the staging root, never through a link (as the writer goes).
            let root = staging.flatMap(open)
            func inside(_ name: String) -> Int32? {
                root.flatMap { KeptOutputFiles.openFolder(Substring(SearchIndexPhase.folder + name), in: $0) }
            }
            stagingTexts = inside("d")
            stagingHeads = inside("h")
            if let root { Glibc.close(root) }
        }

        func close() {
            for fd in [texts, heads, stagingTexts, stagingHeads].compactMap({ $0 }) { Glibc.close(fd) }
        }
    }

    /// The kept heads file of block `number` when `file`, just built, is byte for byte the live one (same
    /// name and digest) and the live file still has its recorded stamp: it is then linked, not compared.
    func keptHeads(_ file: SearchIndexBuilder.File, number: Int, documents: Range<Int>) -> KeptBlock? {
        guard let folder = previousFolder,
              let kept = previous[Self.headsKey(key(number: number, documents: documents))],
              kept.path == file.path, let stamp = kept.stamp,
              file.bytes.withUnsafeBytes({ CacheDigest($0) }) == kept.digest,
              FileStamp.of(folder + kept.path) == stamp else { return nil }
        return kept
    }

    /// What to keep of this build's blocks (`files` as the builder returned them, `blocks` its ranges,
    /// `taken` the text files taken from the last build, `reusedHeads` the heads files linked), with the
    /// stamps the writer recorded for them (`stamp`, by path inside the index folder).
    func kept(files: [SearchIndexBuilder.File], blocks: [Range<Int>], taken: [Taken?],
              reusedHeads: [Int: KeptBlock], stamp: (String) -> FileStamp?) -> [CacheDigest: KeptBlock] {
        var result: [CacheDigest: KeptBlock] = [:]
        result.reserveCapacity(blocks.count * 2)
        for file in files {
            if let number = Self.blockNumber(file.path, folder: "d"), number < blocks.count {
                let key = key(number: number, documents: blocks[number])
                var block = taken[number].flatMap { $0.kept.path == file.path ? $0.kept : nil }
                    ?? KeptBlock(path: file.path, digest: file.bytes.withUnsafeBytes { CacheDigest($0) })
                block.stamp = stamp(file.path)
                result[key] = block
            } else if let number = Self.blockNumber(file.path, folder: "h"), number < blocks.count {
                let key = Self.headsKey(key(number: number, documents: blocks[number]))
                // Linked, or taken with its text (in place its bytes were never read: the kept digest is its own).
                var block = reusedHeads[number] ?? taken[number]?.heads.flatMap { $0.path == file.path ? $0 : nil }
                    ?? KeptBlock(path: file.path, digest: file.bytes.withUnsafeBytes { CacheDigest($0) })
                block.stamp = stamp(file.path)
                result[key] = block
            }
        }
        return result
    }

    /// The number of `<folder>/<number>.<hex>.js` (`d` text, `h` heads): the only names read back (a
    /// kept path never leaves the index folder).
    static func blockNumber(_ path: String, folder: String) -> Int? {
        // On bytes: it runs for every file of the index on every build (splitting strings was 2 ms at 10,000 pages).
        var path = path
        return path.withUTF8 { bytes -> Int? in
            let prefix = folder.utf8
            guard bytes.count > prefix.count + 1, bytes.starts(with: prefix), bytes[prefix.count] == 47 else { return nil }
            var index = prefix.count + 1
            var number = 0
            let digitsStart = index
            while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
                guard index - digitsStart < 18 else { return nil }
                number = number * 10 + Int(bytes[index] - 48)
                index += 1
            }
            let digits = index - digitsStart
            // Decimal as String(number) writes it: at least one digit, no leading zero.
            guard digits > 0, digits == 1 || bytes[digitsStart] != 48, index < bytes.count, bytes[index] == 46 else { return nil }
            index += 1
            let hashStart = index
            while index < bytes.count, (bytes[index] >= 48 && bytes[index] <= 57) || (bytes[index] >= 97 && bytes[index] <= 102) { index += 1 }
            guard index - hashStart == ContentHash.hexDigits, bytes.count - index == 3,
                  bytes[index] == 46, bytes[index + 1] == 106, bytes[index + 2] == 115 else { return nil }
            return number
        }
    }
}
