#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Markup

// Why: most links in notes are plain relative paths to other notes (`../guides/setup.md`). Taking
// each through ``LinkRewriter``'s general resolution made some seven strings a link (the
// destination, its pieces, the joined path, the target, the URL, and the copies between) and cost
// about 7,000 instructions; a 1,000-note bench's 42,000 links were a tenth of a lean build. This path
// reads the destination's bytes from cmark, joins, looks up and writes the URL in two stack buffers
// and hands the result to cmark: the same steps (``PathBytes``, ``PathTable``) on bytes. Anything it
// does not cover goes the general way, which gives the same answer for what it covers (a test
// compares the two on random destinations).

extension LinkRewriter {
    /// Rewrites `node`'s destination and returns true when it is a link whose destination is a
    /// plain relative path to a page: ASCII with no control or space, no `:` (so no scheme: neither
    /// external nor unsafe), no `%`, `?`, `#` or `\`, not `//`, and naming a page's source once joined
    /// to this page's folder. Returns false, touching nothing, for every other node.
    func rewritePlainPageLink(_ node: MarkupNode) -> Bool {
        guard node.kind == .link else { return false }
        // What the closures need, taken out first: capturing `self` would copy the rewriter (its
        // arrays retained and released) once a link.
        let pages = plan.outputBySource
        let pretty = plan.urls == .pretty
        var directory = sourceDirectory
        var source = page.outputPath
        let log = lookups
        let mirrors = outputMirrorsSource
        return node.withDestinationBytes { destination -> Bool in
            directory.withUTF8 { directory -> Bool in
                // A mirrored link's bytes are a subset of a plain relative path's, so it needs no other check.
                if mirrors, let link = MirroredLink(destination: destination, directory: directory) {
                    switch LinkRewriter.rewriteMirrored(node, link, destination: destination, directory: directory,
                                                        pages: pages, pretty: pretty, log: log) {
                    case .rewritten: return true
                    case .noSuchPage: return false
                    case .notMirrored: break
                    }
                }
                guard LinkRewriter.isPlainRelativePath(destination) else { return false }
                return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: directory.count + destination.count + 1) { joined in
                    guard let length = PathBytes.normalize(joining: directory, destination, into: joined.baseAddress!) else {
                        return false
                    }
                    let contentPath = UnsafeBufferPointer(start: joined.baseAddress!, count: length)
                    return pages.lookUp(asciiKey: contentPath) { target in
                        // The answer ``SitePlan/target(contentPath:)`` gives too: it looks in the same table first.
                        log?.target(String(decoding: contentPath, as: UTF8.self), .page(outputPath: String(decoding: target, as: UTF8.self)))
                        return source.withUTF8 { LinkRewriter.setURL(of: node, from: $0, to: target, pretty: pretty) }
                    } ?? false
                }
            }
        } ?? false
    }

    enum MirroredOutcome { case rewritten, noSuchPage, notMirrored }

    /// ``rewritePlainPageLink(_:)`` for a ``MirroredLink``: the target looked up by its content path, and
    /// when it sits beside its source under a name that needs no escape, the URL is the link as written
    /// with that name for its last part (what ``PathBytes/relativeURL(from:to:into:)`` gives then).
    private static func rewriteMirrored(_ node: MarkupNode, _ link: MirroredLink, destination: UnsafeBufferPointer<UInt8>,
                                        directory: UnsafeBufferPointer<UInt8>, pages: PathTable, pretty: Bool,
                                        log: SiteLookupLog?) -> MirroredOutcome {
        let count = link.contentPathCount(destination: destination)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { buffer -> MirroredOutcome in
            link.writeContentPath(destination: destination, directory: directory, into: buffer.baseAddress!)
            let contentPath = UnsafeBufferPointer(buffer)
            return pages.lookUp(asciiKey: contentPath) { target -> MirroredOutcome in
                guard let fileStart = link.targetFileStart(target, contentPath: contentPath, destinationCount: destination.count) else { return .notMirrored }
                log?.target(String(decoding: contentPath, as: UTF8.self), .page(outputPath: String(decoding: target, as: UTF8.self)))
                let fileCount = target.count - fileStart
                return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: link.fileStart + fileCount + 3) { url in
                    let out = url.baseAddress!
                    out.update(from: destination.baseAddress!, count: link.fileStart)
                    (out + link.fileStart).update(from: target.baseAddress! + fileStart, count: fileCount)
                    var length = link.fileStart + fileCount
                    if pretty { length = LinkRewriter.prettyLength(out, length) }
                    out[length] = 0
                    out.withMemoryRebound(to: CChar.self, capacity: length + 1) { node.setDestination(nulTerminated: $0) }
                    return .rewritten
                }
            } ?? .noSuchPage
        }
    }

    /// Sets `node`'s destination to the URL from the page at output path `source` to the page at
    /// output path `target`, as ``SitePlan/pageURL(from:to:)`` writes it.
    private static func setURL(of node: MarkupNode, from source: UnsafeBufferPointer<UInt8>,
                               to target: UnsafeBufferPointer<UInt8>, pretty: Bool) -> Bool {
        let capacity = PathBytes.relativeURLCapacity(from: source, to: target) + 2
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { url -> Bool in
            let out = url.baseAddress!
            var length = PathBytes.relativeURL(from: source, to: target, into: out)
            if pretty { length = LinkRewriter.prettyLength(out, length) }
            if length == 0 { out[0] = 46; out[1] = 47; length = 2 }   // "./", as the general way writes an empty URL
            out[length] = 0
            out.withMemoryRebound(to: CChar.self, capacity: length + 1) { node.setDestination(nulTerminated: $0) }
            return true
        }
    }

    /// ``URLStyle/link(_:)`` for `.pretty` on bytes: `index.html` is `./`, `x/index.html` is `x/`.
    private static func prettyLength(_ url: UnsafeMutablePointer<UInt8>, _ length: Int) -> Int {
        let name: StaticString = "index.html"
        let count = name.utf8CodeUnitCount
        guard length >= count, memcmp(url + length - count, name.utf8Start, count) == 0 else { return length }
        if length == count { url[0] = 46; url[1] = 47; return 2 }
        return url[length - count - 1] == 47 ? length - count : length
    }

    /// The destinations ``rewritePlainPageLink(_:)`` takes: see there.
    static func isPlainRelativePath(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !bytes.isEmpty, !(bytes.count >= 2 && bytes[0] == 47 && bytes[1] == 47) else { return false }
        for byte in bytes {
            switch byte {
            case 0...32, 127...255, 58, 37, 63, 35, 92: return false   // controls, space, non-ASCII, : % ? # \
            default: continue
            }
        }
        return true
    }
}
