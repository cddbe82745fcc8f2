// Why: in most sites a note's page sits in its note's folder under the same name (`guides/setup.md`
// → `guides/setup.html`), and most links are clean relative paths (`../guides/setup.md`). Then the
// URL is the link as written with the target's file name in place of its last part, and joining,
// normalising the path and working out the relative URL part by part (``PathBytes``, some 1,600
// instructions a link, 2% of a lean build) can be skipped. This type recognises exactly the links for
// which that shortcut gives what ``PathBytes/relativeURL(from:to:into:)`` gives, and refuses the rest
// (`PlainPageLinkTests` and `MirroredLinkTests` compare both ways).
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FolioSearch

/// A clean relative link from a page whose output folder is its source folder: `../` parts, then
/// folder parts and a file name of RFC 3986 unreserved bytes (no `.`, `..` or empty part).
struct MirroredLink {
    /// Where the link's own parts start (after its `../` prefix) and where its last part starts.
    let restStart: Int
    let fileStart: Int
    /// How many bytes of the page's folder the target's content path keeps (its first parts).
    let keptDirectoryCount: Int

    /// The link `destination` from a page in `directory` (a folder path of plain parts, `""` at the
    /// root), or nil when it is not one of these links, or when the plain relative URL would not be the
    /// link as written: it climbs out of the site, or it climbs out of a folder and back into it
    /// (`../guides/x.md` from `guides/`, which the URL writes `x.html`).
    init?(destination: UnsafeBufferPointer<UInt8>, directory: UnsafeBufferPointer<UInt8>) {
        var index = 0
        var ups = 0
        while index + 3 <= destination.count && destination[index] == 46 && destination[index + 1] == 46
            && destination[index + 2] == 47 {
            ups += 1
            index += 3
        }
        let restStart = index
        var firstPartEnd = -1
        var fileStart = index
        // Parts of unreserved bytes, eight a step (``ByteScan/urlUnreservedLength(_:)``), split at single slashes.
        while true {
            let partStart = index
            index = MirroredLink.unreservedEnd(destination, from: index)
            let length = index - partStart
            guard length > 0, !(destination[partStart] == 46 && (length == 1 || (length == 2 && destination[partStart + 1] == 46)))
            else { return nil }
            if index == destination.count {
                fileStart = partStart
                break
            }
            guard destination[index] == 47 else { return nil }
            if firstPartEnd < 0 { firstPartEnd = index }
            index += 1
        }
        // Drop one folder of `directory` per `../`, remembering the last one dropped (the outermost).
        var end = directory.count
        var dropped = 0..<0
        for _ in 0..<ups {
            guard end > 0 else { return nil }
            var start = end
            while start > 0 && directory[start - 1] != 47 { start -= 1 }
            dropped = start..<end
            end = max(start - 1, 0)
        }
        if ups > 0 && firstPartEnd >= 0 && firstPartEnd - restStart == dropped.count
            && memcmp(destination.baseAddress! + restStart, directory.baseAddress! + dropped.lowerBound, dropped.count) == 0 {
            return nil
        }
        self.restStart = restStart
        self.fileStart = fileStart
        keptDirectoryCount = end
    }

    /// True when `directory` is `""` or folder names joined by single slashes, none `.` or `..`: what
    /// ``init(destination:directory:)`` assumes of a page's folder.
    static func isPlainFolder(_ directory: String) -> Bool {
        directory.isEmpty || directory.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { part in
            !part.isEmpty && part != "." && part != ".."
        }
    }

    /// The bytes ``writeContentPath(destination:directory:into:)`` writes.
    func contentPathCount(destination: UnsafeBufferPointer<UInt8>) -> Int {
        keptDirectoryCount + (keptDirectoryCount > 0 ? 1 : 0) + destination.count - restStart
    }

    /// The target's source path: the kept folders of `directory`, then the link's own parts.
    func writeContentPath(destination: UnsafeBufferPointer<UInt8>, directory: UnsafeBufferPointer<UInt8>,
                          into out: UnsafeMutablePointer<UInt8>) {
        var length = 0
        if keptDirectoryCount > 0 {
            out.update(from: directory.baseAddress!, count: keptDirectoryCount)
            out[keptDirectoryCount] = 47
            length = keptDirectoryCount + 1
        }
        (out + length).update(from: destination.baseAddress! + restStart, count: destination.count - restStart)
    }

    /// Where the file name of `target` (the target page's output path) starts when the target sits in
    /// the folder of `contentPath` (its source path, as written by ``writeContentPath(destination:directory:into:)``
    /// for a link of `destinationCount` bytes) and its name needs no escape; nil otherwise.
    func targetFileStart(_ target: UnsafeBufferPointer<UInt8>, contentPath: UnsafeBufferPointer<UInt8>,
                         destinationCount: Int) -> Int? {
        let folderCount = contentPath.count - (destinationCount - fileStart)
        guard target.count > folderCount, folderCount == 0 || target[folderCount - 1] == 47,
              folderCount == 0 || memcmp(target.baseAddress!, contentPath.baseAddress!, folderCount) == 0,
              MirroredLink.unreservedEnd(target, from: folderCount) == target.count else { return nil }
        return folderCount
    }

    /// The end of the run of unreserved bytes of `bytes` from `start`: eight bytes a step, and the last
    /// fewer than eight read with the load that ends at the buffer's end, shifted so the bytes before
    /// `index` drop out (the zeros shifted in are no unreserved byte, so the count stops at the end).
    @inline(__always) static func unreservedEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        let count = bytes.count
        guard let base = bytes.baseAddress else { return index }
        let raw = UnsafeRawPointer(base)
        while index + 8 <= count {
            let plain = ByteScan.urlUnreservedLength(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            index += plain
            if plain < 8 { return index }
        }
        guard index < count else { return index }
        if count >= 8 {
            let tail = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
            return index + ByteScan.urlUnreservedLength((tail >> UInt64(8 * (8 - (count - index)))).littleEndian)
        }
        while index < count && PathBytes.isUnreserved(bytes[index]) { index += 1 }
        return index
    }
}
