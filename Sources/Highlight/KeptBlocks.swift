import Foundation
#if canImport(Glibc)
import Glibc
#endif

// Why: colouring a block costs tens of microseconds, and the first block of a language costs the
// compilation of its highlight query (Swift's takes about 100 ms). A rebuild that re-renders a note
// whose code did not change, or every page after a theme change, should pay for neither. So the
// blocks a build coloured are kept in one file (``KeptBlocksFile``) beside the build cache: read on
// the first block not already coloured in this process, written again only when something new was
// coloured or, after a full render, when blocks went out of use. It can only make a build faster:
// a block is served only when its language and text match byte for byte and its record's check holds.

/// Coloured code blocks kept in a file between runs (``SyntaxHighlighter/init(keepingBlocksIn:identity:)``).
final class KeptBlocks: @unchecked Sendable {
    /// A kept file that could not be written.
    struct WriteError: Error, CustomStringConvertible {
        var path: String
        var code: Int32
        var description: String { "cannot write \(path): \(String(cString: strerror(code)))" }
    }

    /// Records kept at most, and their bytes at most (the newest and the used ones go first).
    static let maximumRecords = 200_000
    static let maximumBytes = 256 << 20

    let path: String
    let identity: String
    private let lock = NSLock()
    private var file: Opened?
    /// Records of blocks coloured in this run, and their key hashes (a block two pages coloured at
    /// the same time is kept once).
    private var added: [[UInt8]] = []
    private var addedKeys = Set<UInt64>()

    /// The file as opened: its index, which records this run used (and their bytes).
    private struct Opened {
        var descriptor: Int32 = -1
        var places: [KeptBlocksFile.Place] = []
        var use: [Use] = []
        /// Why the file on disk was not taken (damaged), nil when it was or there was none.
        var problem: String?
    }

    private enum Use: UInt8 { case unused, used, broken }

    init(path: String, identity: String) {
        self.path = path
        self.identity = identity
    }

    deinit {
        if let file, file.descriptor >= 0 { close(file.descriptor) }
    }

    /// Whether the file on disk holds blocks this build wrote (its head only is read).
    var holdsBlocks: Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let expected = KeptBlocksFile.head(identity: identity, count: 0)
        guard let head = KeptBlocksFile.readBytes(descriptor, at: 0, count: expected.count), head.count == expected.count else { return false }
        return head.prefix(expected.count - 4).elementsEqual(expected.prefix(expected.count - 4)) && head.suffix(4) != [0, 0, 0, 0]
    }

    /// Why the kept file was not used (it was damaged), once a lookup read it.
    var problem: String? { lock.withLock { file?.problem } }

    /// What a block is looked up and kept by: its language's bytes and the key hash of both with its
    /// text (worked out once per block, for the lookup and, on a miss, for keeping it).
    struct Key {
        var language: [UInt8]
        var hash: UInt64

        init(language: String, code: [UInt8]) {
            self.language = Array(language.utf8)
            hash = KeptBlocksFile.keyHash(language: self.language, code: code)
        }

        /// The key of a block whose ``KeptBlocksFile/keyHash(language:code:)`` is known.
        init(language: String, hash: UInt64) {
            self.language = Array(language.utf8)
            self.hash = hash
        }
    }

    /// The kept HTML of `code` in `language` (a canonical name), nil when none is kept. The record is
    /// read outside the lock, so pages rendering on other cores do not wait for each other's reads.
    func html(language: String, code: [UInt8]) -> String? {
        html(Key(language: language, code: code), code: code)
    }

    /// The kept HTML of `code` under `blockKey`, nil when none is kept.
    func html(_ blockKey: Key, code: [UInt8]) -> String? {
        let languageBytes = blockKey.language, key = blockKey.hash
        let (descriptor, candidates) = lock.withLock { () -> (Int32, [(Int, KeptBlocksFile.Place)]) in
            if file == nil { file = openFile() }
            let places = file!.places
            // The first place with this key (the index is sorted by key hash).
            var low = 0, high = places.count
            while low < high {
                let middle = (low + high) / 2
                if places[middle].keyHash < key { low = middle + 1 } else { high = middle }
            }
            var found: [(Int, KeptBlocksFile.Place)] = []
            var index = low
            while index < places.count, places[index].keyHash == key {
                if file!.use[index] != .broken { found.append((index, places[index])) }
                index += 1
            }
            return (file!.descriptor, found)
        }
        for (index, place) in candidates {
            guard let record = KeptBlocksFile.record(in: descriptor, at: place), record.keyHash == key else {
                lock.withLock { file?.use[index] = .broken }
                continue
            }
            guard record.code.elementsEqual(code), record.language.elementsEqual(languageBytes) else { continue }
            lock.withLock { file?.use[index] = .used }
            return String(decoding: record.html, as: UTF8.self)
        }
        return nil
    }

    /// Keeps a block coloured in this run.
    func add(language: String, code: [UInt8], html: String) {
        add(Key(language: language, code: code), code: code, html: html)
    }

    /// Keeps a block coloured in this run, under the key its lookup used.
    func add(_ key: Key, code: [UInt8], html: String) {
        guard key.language.count <= Int(UInt8.max) else { return }
        let record = KeptBlocksFile.encodeRecord(keyHash: key.hash, language: key.language, code: code, html: Array(html.utf8))
        lock.lock()
        defer { lock.unlock() }
        guard addedKeys.insert(key.hash).inserted else { return }
        added.append(record)
    }

    /// Writes the file for the next run when it would change: blocks coloured in this run first, then
    /// the kept ones this run used, then (unless `usedOnly`) the others, within the limits. After a
    /// full render `usedOnly` drops the blocks no page has any more. Returns whether it wrote.
    @discardableResult
    func save(usedOnly: Bool) throws -> Bool {
        lock.lock()
        defer { lock.unlock() }
        // Never looked up: this run coloured nothing it had not coloured before.
        guard let file else { return false }
        let dropsSome = file.use.contains { $0 == .broken || (usedOnly && $0 == .unused) }
        guard !added.isEmpty || file.problem != nil || dropsSome else { return false }
        var records = added
        var bytes = records.reduce(0) { $0 + $1.count }
        func keep(_ record: [UInt8]) -> Bool {
            guard records.count < Self.maximumRecords, bytes + record.count <= Self.maximumBytes else { return false }
            records.append(record)
            bytes += record.count
            return true
        }
        let copied = usedOnly ? [Use.used] : [.used, .unused]
        if file.use.contains(where: { copied.contains($0) }), let end = file.places.map({ $0.offset + $0.length }).max(),
           let whole = KeptBlocksFile.readBytes(file.descriptor, at: 0, count: end) {
            // Copied as they are (a record past the end of a file cut short is left out): a damaged one
            // fails its check when it is next used, and is dropped.
            for wanted in copied {
                for (index, place) in file.places.enumerated() where file.use[index] == wanted && place.offset + place.length <= whole.count {
                    guard keep(Array(whole[place.offset..<place.offset + place.length])) else { break }
                }
            }
        }
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty { try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }
        try KeptBlocksFile.replace(path, with: KeptBlocksFile.encode(records, identity: identity))
        // What is on disk now is the next run's starting point, not this one's.
        if file.descriptor >= 0 { close(file.descriptor) }
        self.file = nil
        added = []
        addedKeys = []
        return true
    }

    /// Opens the file and reads its index: nothing kept when it is missing or another build's;
    /// when it is damaged, that is a problem too.
    private func openFile() -> Opened {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return Opened() }
        guard let places = KeptBlocksFile.index(of: descriptor, identity: identity) else {
            let ours = KeptBlocksFile.head(identity: identity, count: 0).dropLast(4)
            let head = KeptBlocksFile.readBytes(descriptor, at: 0, count: ours.count) ?? []
            close(descriptor)
            return Opened(problem: head.elementsEqual(ours) ? "\(path): damaged" : nil)
        }
        return Opened(descriptor: descriptor, places: places, use: Array(repeating: .unused, count: places.count))
    }
}
