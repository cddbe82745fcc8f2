#if canImport(Glibc)
import Glibc
#endif

// Why: every build with the cache walks two folders of Folio's against their `.folio-manifest`: the
// output (is everything in it Folio's?) and the kept previous site (can it be the staging folder?).
// As a `Set<String>`, each of a 10,000-note site's 13,600 names cost a `String` made from the listing's
// bytes (about a thousand instructions, most of them checking UTF-8) and a SipHash, plus a `String`
// and an insertion per manifest line: 85 M instructions, 8% of a one-note rebuild. Here the manifest's
// paths stay bytes, in a hash table of their own, and a listed name is looked up by the bytes of its
// folder's path and its own, hashed as they come, without a `String`. A name that is not UTF-8 is
// simply not found: the manifest is checked to be UTF-8 as a whole when it is read.

/// The paths a `.folio-manifest` lists (files) and the folders they lie in, looked up by their bytes.
struct ManifestPaths {
    /// Every listed path's bytes (unescaped), one after another.
    private var bytes: [UInt8] = []
    /// Where each listed path starts in `bytes`, plus the end of the last one.
    private var bounds: [Int32] = [0]
    /// The folders (each as the leading bytes of a listed path): start and end in `bytes`.
    private var folderRanges: [(start: Int32, end: Int32)] = []
    /// Open-addressed tables of path (or folder) numbers plus one; 0 is an empty slot.
    private var fileSlots: [Int32] = []
    private var folderSlots: [Int32] = []

    /// How many files the manifest lists.
    var count: Int { bounds.count - 1 }

    /// The paths `written` (as a build would list them).
    init<Paths: Sequence<String>>(_ written: Paths) {
        for path in written {
            bytes.append(contentsOf: path.utf8)
            bounds.append(Int32(bytes.count))
        }
        index()
    }

    /// The paths of the manifest `buffer` (its header line first, then one escaped path a line);
    /// nil when it has no header or is not UTF-8.
    init?(manifest buffer: UnsafeBufferPointer<UInt8>) {
        guard buffer.count >= 2, buffer[0] == 35, buffer[1] == 32, let base = buffer.baseAddress else { return nil }
        // Checked as UTF-8 once, whole, and only when not ASCII (line by line cost a thousand instructions a line).
        guard !String.containsNonASCII(buffer) || String(validating: buffer, as: UTF8.self) != nil else { return nil }
        bytes.reserveCapacity(buffer.count)
        bounds.reserveCapacity(buffer.count / 24)
        var start = 0
        var isHeader = true
        while start < buffer.count {
            let end = memchr(base + start, 10, buffer.count - start)
                .map { UnsafeRawPointer($0) - UnsafeRawPointer(base) } ?? buffer.count
            defer { start = end + 1 }
            if isHeader { isHeader = false; continue }
            if end == start { continue }
            let line = UnsafeBufferPointer(rebasing: buffer[start..<end])
            if memchr(line.baseAddress!, 92, line.count) == nil {
                bytes.append(contentsOf: line)
            } else {
                Self.unescape(line, into: &bytes)
            }
            bounds.append(Int32(bytes.count))
        }
        index()
    }

    /// Whether the file `name` in `folder` (a place in the walked tree) is listed.
    func containsFile(_ name: UnsafeBufferPointer<UInt8>, in folder: Folder) -> Bool {
        fileNumber(name, in: folder) != nil
    }

    /// The number of the listed path that is the file `name` in `folder` (for ``path(_:)``); nil when
    /// the manifest does not list it. `name` may hold slashes: a whole relative path from the root.
    func fileNumber(_ name: UnsafeBufferPointer<UInt8>, in folder: Folder) -> Int? {
        find(name, in: folder, slots: fileSlots) { (Int(bounds[$0]), Int(bounds[$0 + 1])) }
    }

    /// Whether the folder `name` in `folder` holds a listed file (directly or deeper).
    func containsFolder(_ name: UnsafeBufferPointer<UInt8>, in folder: Folder) -> Bool {
        find(name, in: folder, slots: folderSlots) { (Int(folderRanges[$0].start), Int(folderRanges[$0].end)) } != nil
    }

    /// Whether the relative path `path` is a listed file.
    func containsFile(_ path: String) -> Bool { Self.split(path) { containsFile($1, in: $0) } }

    /// Whether the relative path `path` is a folder a listed file lies in.
    func containsFolder(_ path: String) -> Bool { Self.split(path) { containsFolder($1, in: $0) } }

    /// Listed path number `number` as text.
    func path(_ number: Int) -> String {
        bytes.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[Int(bounds[number])..<Int(bounds[number + 1])]), as: UTF8.self)
        }
    }

    /// Every listed path as text.
    var paths: Set<String> { Set((0..<count).map(path)) }

    /// A folder of the walked tree: its path's bytes relative to the walk's root (empty for the root)
    /// and their hash with the `/` that joins a name to them.
    struct Folder {
        private(set) var path: [UInt8] = []
        fileprivate private(set) var hash = PathHash()

        /// The walk's root.
        init() {}

        /// The folder `name` inside this one.
        func child(_ name: UnsafeBufferPointer<UInt8>) -> Folder {
            var child = Folder()
            child.path.reserveCapacity(path.count + name.count + 1)
            child.path.append(contentsOf: path)
            child.path.append(contentsOf: name)
            child.path.append(47)
            child.hash = hash
            child.hash.add(name)
            child.hash.add(47)
            return child
        }
    }

    // MARK: - The tables

    /// The number of the entry of `slots` (a file or folder table) whose bytes, `range(number)` in
    /// `bytes`, are `folder`'s path then `name`.
    @inline(__always)
    private func find(_ name: UnsafeBufferPointer<UInt8>, in folder: Folder, slots: [Int32],
                      range: (Int) -> (start: Int, end: Int)) -> Int? {
        var hash = folder.hash
        hash.add(name)
        var slot = hash.slot(slots.count)
        while true {
            let number = Int(slots[slot]) - 1
            if number < 0 { return nil }
            let (start, end) = range(number)
            if matches(start: start, end: end, folder: folder.path, name: name) { return number }
            slot = (slot + 1) & (slots.count - 1)
        }
    }

    /// Whether bytes `start..<end` are `folder` (a prefix with its `/`) followed by `name`.
    private func matches(start: Int, end: Int, folder: [UInt8], name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard end - start == folder.count + name.count else { return false }
        return bytes.withUnsafeBufferPointer { all in
            let base = all.baseAddress! + start
            return (folder.isEmpty || memcmp(base, folder, folder.count) == 0)
                && (name.isEmpty || memcmp(base + folder.count, name.baseAddress!, name.count) == 0)
        }
    }

    /// Fills the file and folder tables from `bytes` and `bounds`.
    private mutating func index() {
        fileSlots = [Int32](repeating: 0, count: Self.tableSize(for: count))
        let fileMask = fileSlots.count - 1
        var folderHashes: [PathHash] = []
        var lastFolder: (start: Int, end: Int) = (0, -1)
        bytes.withUnsafeBufferPointer { all in
            for number in 0..<count {
                let start = Int(bounds[number]), end = Int(bounds[number + 1])
                let path = UnsafeBufferPointer(rebasing: all[start..<end])
                var hash = PathHash()
                var slash = -1
                for (offset, byte) in path.enumerated() {
                    hash.add(byte)
                    if byte == 47 { slash = offset }
                }
                var slot = hash.slot(fileSlots.count)
                while fileSlots[slot] != 0 {
                    let other = Int(fileSlots[slot]) - 1
                    // A path listed twice is kept once.
                    if Int(bounds[other + 1]) - Int(bounds[other]) == path.count,
                       memcmp(all.baseAddress! + Int(bounds[other]), path.baseAddress!, path.count) == 0 { break }
                    slot = (slot + 1) & fileMask
                }
                if fileSlots[slot] == 0 { fileSlots[slot] = Int32(number + 1) }
                // Its folders, from the deepest; a run of paths in one folder (a sorted manifest) adds it once.
                guard slash > 0 else { continue }
                if slash == lastFolder.end - lastFolder.start,
                   memcmp(all.baseAddress! + lastFolder.start, path.baseAddress!, slash) == 0 { continue }
                lastFolder = (start, start + slash)
                var cut = slash
                while cut > 0 {
                    var folderHash = PathHash()
                    folderHash.add(UnsafeBufferPointer(rebasing: path[0..<cut]))
                    folderRanges.append((Int32(start), Int32(start + cut)))
                    folderHashes.append(folderHash)
                    cut = path[0..<cut].lastIndex(of: 47) ?? 0
                }
            }
        }
        folderSlots = [Int32](repeating: 0, count: Self.tableSize(for: folderRanges.count))
        let folderMask = folderSlots.count - 1
        bytes.withUnsafeBufferPointer { all in
            for (number, range) in folderRanges.enumerated() {
                var slot = folderHashes[number].slot(folderSlots.count)
                var known = false
                while folderSlots[slot] != 0 {
                    let other = folderRanges[Int(folderSlots[slot]) - 1]
                    if other.end - other.start == range.end - range.start,
                       memcmp(all.baseAddress! + Int(other.start), all.baseAddress! + Int(range.start), Int(range.end - range.start)) == 0 {
                        known = true
                        break
                    }
                    slot = (slot + 1) & folderMask
                }
                if !known { folderSlots[slot] = Int32(number + 1) }
            }
        }
    }

    /// A power of two at least twice `count` (at most half full: short probes).
    private static func tableSize(for count: Int) -> Int {
        var size = 16
        while size < count * 2 { size *= 2 }
        return size
    }

    /// `body` on the folder and the last name of the relative path `path`.
    private static func split(_ path: String, _ body: (Folder, UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        var path = path
        return path.withUTF8 { all in
            var folder = Folder()
            var start = 0
            while let slash = all[start...].firstIndex(of: 47) {
                folder = folder.child(UnsafeBufferPointer(rebasing: all[start..<slash]))
                start = slash + 1
            }
            return body(folder, UnsafeBufferPointer(rebasing: all[start...]))
        }
    }

    /// `line` with `\\`, `\n` and `\r` (the manifest's escapes) turned back, appended to `out`.
    private static func unescape(_ line: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        var escaping = false
        for byte in line {
            if escaping {
                out.append(byte == 110 ? 10 : byte == 114 ? 13 : byte)
                escaping = false
            } else if byte == 92 {
                escaping = true
            } else {
                out.append(byte)
            }
        }
    }
}

/// FNV-1a over a path's bytes, fed piece by piece (a folder's path once, then each name in it).
struct PathHash {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }

    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        for byte in bytes { add(byte) }
    }

    /// The first slot to probe in a table of `size` (a power of two) slots.
    func slot(_ size: Int) -> Int {
        Int(truncatingIfNeeded: ((value ^ (value >> 29)) &* 0xbf58_476d_1ce4_e5b9) >> 32) & (size - 1)
    }
}
