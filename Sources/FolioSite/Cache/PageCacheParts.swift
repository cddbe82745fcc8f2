import CIgzip
import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Mermaid

/// The entries and note summaries of `pages.cache`, kept in ``count`` part files in the cache's
/// `pages/` folder: each page in the part its source path's digest picks.
///
/// Why: a rebuild after one edited note encoded, digested and wrote all of the cache again (54 MB,
/// about 200 ms at 10,000 notes), to change one entry. Now a build writes only the parts whose
/// contents changed. A part is unchanged when it holds the same pages as the part read and each entry
/// compares equal to the one read (a reused page's record shares its storage with what was read, so
/// comparing costs next to nothing) and each note's summary is the one read, taken by its unchanged
/// settled stamp. Debug builds (the tests) encode every unchanged part anyway and check that its
/// digest is the one read.
///
/// A part file is named by its number and digest (two CRC-64s of its bytes: ``check(_:)``) and written
/// before the index (`pages.cache`) that names it; files no index names are removed after the index is
/// replaced. A build killed halfway leaves the old index and all its parts whole. A part that is
/// missing, short or not the digest the index names makes the whole cache refused, like a damaged index.
///
/// Sixty-four parts (sixteen before stop 76): an edit rewrites the parts its notes live in, a 64th of
/// the cache each (about 280 KB at 10,000 notes, where a 16th re-encoded and wrote 1.1 MB: 3% of a
/// one-note rebuild's CPU, and half the cache for ten notes). An empty part has no file (the index
/// names it with length 0 and a zero digest), so a small site does not create 64 files.
enum PageCacheParts {
    static let count = 64
    static let folderName = "pages"

    /// A part file as the index names it.
    struct Part: Equatable, Sendable {
        var name: String
        var length: Int
        var digest: CacheDigest

        /// Part `number` holding no page: no file, length 0, a zero digest.
        static func empty(_ number: Int) -> Part {
            Part(name: PageCacheParts.fileName(part: number, digest: .zero), length: 0, digest: .zero)
        }

        /// Whether this names an empty part (no file to read).
        var isEmpty: Bool { length == 0 && digest == .zero }
    }

    /// What a part holds, as read or as about to be written.
    struct Contents: Sendable {
        var entries: [(source: String, entry: PageCache.Entry)] = []
        var summaries: [PageSummary] = []

        var isEmpty: Bool { entries.isEmpty && summaries.isEmpty }
    }

    /// The part a page lives in: from a digest of its source path, so the same on every run, and
    /// adding or removing a note changes only its own part.
    static func part(of source: String) -> Int {
        Int(CacheDigest(source).low % UInt64(count))
    }

    /// `07-<32 hex digits>.part`.
    static func fileName(part: Int, digest: CacheDigest) -> String {
        let hex = Array("0123456789abcdef".utf8)
        var name = [UInt8](repeating: 0, count: 2)
        name[0] = hex[part / 10 % 10]
        name[1] = hex[part % 10]
        name.append(45)
        for word in [digest.high, digest.low] {
            for shift in stride(from: 60, through: 0, by: -4) { name.append(hex[Int((word >> UInt64(shift)) & 15)]) }
        }
        return String(decoding: name, as: UTF8.self) + ".part"
    }

    /// `entries` and `summaries` sorted into their parts, each part's pages in source order.
    static func contents(entries: [String: PageCache.Entry], summaries: [String: PageSummary]) -> [Contents] {
        // Sorted part by part: sixteen short sorts, not one of every page's path.
        var parts = [Contents](repeating: Contents(), count: count)
        for (source, entry) in entries { parts[part(of: source)].entries.append((source, entry)) }
        for (source, summary) in summaries { parts[part(of: source)].summaries.append(summary) }
        for number in parts.indices {
            parts[number].entries = sorted(parts[number].entries) { $0.source }
            parts[number].summaries = sorted(parts[number].summaries) { $0.sourcePath }
        }
        return parts
    }

    /// `items` in the order of their (distinct) keys; positions are sorted, not the large values.
    private static func sorted<Item>(_ items: [Item], by key: (Item) -> String) -> [Item] {
        let keys = items.map(key)
        return keys.indices.sorted { keys[$0] < keys[$1] }.map { items[$0] }
    }

    /// The contents of every part `parts` names in `folder`, read and decoded on every core.
    static func read(_ parts: [Part], folder: String) throws -> [Contents] {
        var results = [Result<Contents, Error>?](repeating: nil, count: parts.count)
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = UnsafeSendableBuffer(buffer)
            DispatchQueue.concurrentPerform(iterations: parts.count) { number in
                slots.buffer[number] = Result {
                    let part = parts[number]
                    if part.isEmpty { return Contents() }
                    guard let bytes = PageLoader.readBytes(folder + "/" + part.name) else {
                        throw CacheFileRefusal(description: "a part is missing (\(folderName)/\(part.name))")
                    }
                    guard bytes.count == part.length, check(bytes) == part.digest else {
                        throw CacheFileRefusal(description: "damaged (\(folderName)/\(part.name))")
                    }
                    var reader = CacheByteReader(bytes: bytes[...])
                    let (entries, summaries) = try reader.part()
                    guard entries.allSatisfy({ PageCacheParts.part(of: $0.source) == number }),
                          summaries.allSatisfy({ PageCacheParts.part(of: $0.sourcePath) == number }) else {
                        throw CacheFileRefusal(description: "damaged (a page in the wrong part)")
                    }
                    return Contents(entries: entries, summaries: summaries)
                }
            }
        }
        return try results.map { try $0!.get() }
    }

    /// Whether `new` holds what `old` held: the same pages, equal entries, and summaries taken unread
    /// (same settled stamp and text digest; the caller checks that the summaries' settings are the same).
    static func isUnchanged(_ new: Contents, from old: Contents) -> Bool {
        guard new.entries.count == old.entries.count, new.summaries.count == old.summaries.count else { return false }
        for (a, b) in zip(new.entries, old.entries) where a.source != b.source || a.entry != b.entry { return false }
        for (a, b) in zip(new.summaries, old.summaries) {
            guard a.sourcePath == b.sourcePath, let stamp = a.sourceStamp, stamp == b.sourceStamp,
                  a.textDigest == b.textDigest else { return false }
        }
        return true
    }

    /// Encodes `contents` and writes it into `folder` under its digest's name (a temporary file
    /// renamed into place); an empty part is not written (``Part/empty(_:)``).
    static func write(_ contents: Contents, part number: Int, folder: String) throws -> Part {
        if contents.isEmpty { return .empty(number) }
        var out = CacheByteWriter()
        out.part(entries: contents.entries, summaries: contents.summaries)
        let digest = check(out.bytes)
        let part = Part(name: fileName(part: number, digest: digest), length: out.bytes.count, digest: digest)
        try ReplacedCacheFile.write(out.bytes, to: folder + "/" + part.name)
        return part
    }

    /// The digest `contents` would be written under (debug builds check unchanged parts with it).
    static func digest(of contents: Contents) -> CacheDigest {
        if contents.isEmpty { return .zero }   // an empty part's, as the index names it (``Part/empty(_:)``)
        var out = CacheByteWriter()
        out.part(entries: contents.entries, summaries: contents.summaries)
        return check(out.bytes)
    }

    /// A part file's digest: two CRC-64s of its bytes (`folio_crc128`, ISA-L), not a ``CacheDigest``,
    /// whose two instructions a byte made checking the 20 MB of parts a 10,000-note site reads on
    /// every rebuild 4% of a one-note rebuild's instructions.
    static func check(_ bytes: [UInt8]) -> CacheDigest {
        var ecma: UInt64 = 0, jones: UInt64 = 0
        bytes.withUnsafeBufferPointer { folio_crc128($0.baseAddress, $0.count, &ecma, &jones) }
        return CacheDigest(high: ecma, low: jones)
    }

    /// Removes the part files in `folder` that `parts` do not name (left by earlier builds).
    static func removeStale(in folder: String, keeping parts: [Part]) {
        let kept = Set(parts.map(\.name))
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasSuffix(".part") && !kept.contains(name) { unlink(folder + "/" + name) }
    }
}
