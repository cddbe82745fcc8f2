import Foundation
import Mermaid
#if canImport(Glibc)
import Glibc
#endif

// Why: a theme, template or title change alters every page's key (``PageKeys``) but not what its
// Markdown renders to. `folio serve` keeps rendered bodies in memory (``RenderedBodyStore``); a
// one-shot `folio build` keeps none (the 10,000-note bench's bodies are about 240 MB), but each page it
// writes holds its body verbatim. So the build cache records where the body (and the leading title)
// lies in the page file, with a digest of those bytes and what the template needs besides them (the
// outline); the next build reads them back from the live output (``KeptBodyReader``), checks them
// against the digests, and puts them in the new template instead of rendering the note again.

/// Where a page's rendered Markdown lies in the page file a build wrote, and the rest of the
/// rendering the template needs (``RenderedPage`` without the checks' fields, which the page's
/// ``BuildState/PageRecord`` keeps).
struct KeptBody: Sendable, Equatable {
    /// ``PageKeys/keptBodies`` of the page when it was rendered: the body key and every page's place.
    var key: CacheDigest
    /// The body's bytes in the page file.
    var body: Range<Int>
    var bodyDigest: CacheDigest
    /// The leading title's bytes in the page file (``RenderedPage/titleHTML``), nil when it has none.
    var title: Range<Int>?
    var titleDigest: CacheDigest
    var hasOwnH1: Bool
    var toc: Outline

    /// The page's outline (``RenderedPage/toc``). Most pages' templates write it whole
    /// (``PageContext/tocHTMLBytes(_:)``), so the cache keeps only where and its digest, and the entries
    /// are read back from those bytes (``KeptOutline``): written out, 12 entries a page were a third of
    /// the page cache at 10,000 notes, read on every rebuild.
    enum Outline: Sendable, Equatable {
        case entries([RenderedPage.TOCEntry])
        case inPage(Range<Int>, CacheDigest)
    }

    /// Where `text`'s bytes first occur whole in `bytes`: each place its first byte occurs (`memchr`)
    /// is compared in full (`memcmp`, which stops at the first byte that differs).
    static func find(_ text: String, in bytes: [UInt8]) -> Range<Int>? {
        var text = text
        return text.withUTF8 { find($0, in: bytes) }
    }

    /// ``find(_:in:)`` for bytes.
    static func find(_ needle: [UInt8], in bytes: [UInt8]) -> Range<Int>? {
        needle.withUnsafeBufferPointer { find($0, in: bytes) }
    }

    private static func find(_ needle: UnsafeBufferPointer<UInt8>, in bytes: [UInt8]) -> Range<Int>? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        return bytes.withUnsafeBytes { haystack -> Range<Int>? in
            let base = haystack.baseAddress!
            let last = haystack.count - needle.count   // the last place the text can start
            var from = 0
            while from <= last {
                guard let hit = memchr(base + from, Int32(first), last - from + 1) else { return nil }
                let start = UnsafeRawPointer(hit) - base
                if memcmp(base + start, needle.baseAddress!, needle.count) == 0 { return start..<start + needle.count }
                from = start + 1
            }
            return nil
        }
    }

    /// The kept body as the page cache stores it: a block read back undecoded (most builds never
    /// need it) and decoded by ``init(decoding:)`` when a page is to be rendered again.
    var encoded: [UInt8] {
        var out = CacheByteWriter()
        out.digest(key)
        out.int(body.lowerBound)
        out.int(body.count)
        out.digest(bodyDigest)
        out.bool(title != nil)
        if let title {
            out.int(title.lowerBound)
            out.int(title.count)
            out.digest(titleDigest)
        }
        out.bool(hasOwnH1)
        switch toc {
        case .inPage(let range, let digest):
            out.bool(true)
            out.int(range.lowerBound)
            out.int(range.count)
            out.digest(digest)
        case .entries(let entries):
            out.bool(false)
            out.u32(UInt32(entries.count))
            for entry in entries {
                out.string(entry.id)
                out.string(entry.text)
                out.int(entry.level)
            }
        }
        return out.bytes
    }

    private static func range(_ reader: inout CacheByteReader) throws -> Range<Int> {
        let start = try reader.int(), count = try reader.int()
        guard start >= 0, count > 0, start <= Int.max - count else { throw CacheFileRefusal(description: "damaged (a kept body's place)") }
        return start..<start + count
    }
}

// The other initializers are in an extension, so the struct keeps its memberwise one.
extension KeptBody {
    /// A kept body from ``encoded``; throws on damaged bytes.
    init(decoding bytes: ArraySlice<UInt8>) throws {
        var reader = CacheByteReader(bytes: bytes)
        key = try reader.digest()
        body = try Self.range(&reader)
        bodyDigest = try reader.digest()
        if try reader.bool() {
            title = try Self.range(&reader)
            titleDigest = try reader.digest()
        } else {
            title = nil
            titleDigest = .zero
        }
        hasOwnH1 = try reader.bool()
        if try reader.bool() {
            toc = .inPage(try Self.range(&reader), try reader.digest())
        } else {
            var entries: [RenderedPage.TOCEntry] = []
            for _ in 0..<(try reader.count(minimumBytes: 16)) {
                entries.append(RenderedPage.TOCEntry(id: try reader.string(), text: try reader.string(), level: try reader.int()))
            }
            toc = .entries(entries)
        }
        guard reader.isAtEnd else { throw CacheFileRefusal(description: "damaged (bytes after a kept body)") }
    }

    /// The kept body of `rendered` as `page` (its bytes as written) holds it, or nil when the page does
    /// not hold the body or the title verbatim (a template that leaves them out or escapes them).
    init?(key: CacheDigest, rendered: RenderedPage, page: [UInt8]) {
        guard !rendered.bodyHTML.isEmpty, let body = Self.find(rendered.bodyHTML, in: page) else { return nil }
        var title: Range<Int>?
        if let titleHTML = rendered.titleHTML {
            guard !titleHTML.isEmpty, let found = Self.find(titleHTML, in: page) else { return nil }
            title = found
        }
        self.key = key
        self.body = body
        self.title = title
        // A body taken from the last build has the digests its bytes were checked against (the same bytes).
        let known = rendered.keptDigests
        bodyDigest = known?.body ?? page.withUnsafeBytes { CacheDigest(UnsafeRawBufferPointer(rebasing: $0[body])) }
        titleDigest = title.map { range in
            known?.title ?? page.withUnsafeBytes { CacheDigest(UnsafeRawBufferPointer(rebasing: $0[range])) }
        } ?? .zero
        hasOwnH1 = rendered.hasOwnH1
        toc = .entries(rendered.toc)
        if !rendered.toc.isEmpty, let range = Self.find(PageContext.tocHTMLBytes(rendered.toc), in: page) {
            toc = .inPage(range, page.withUnsafeBytes { CacheDigest(UnsafeRawBufferPointer(rebasing: $0[range])) })
        }
    }
}
