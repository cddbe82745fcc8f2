import Mermaid

/// A note's front matter as the build cache keeps it: its encoded bytes, decoded
/// only when something asks for the whole tree.
///
/// Why: a rebuild takes ten thousand kept summaries, and decoding every front matter (each key and
/// value a string, plus a map of key lines) was a quarter of reading the cache, while a reused page's
/// front matter is asked for only by what renders it. The keys the plan asks every page for
/// (``PlanKeys``) are kept beside the bytes, so planning never decodes a page that lacks them; one
/// that has them (`weight`, `slug`…) is decoded at each such question. A summary written back to the
/// cache copies the bytes as they are.
///
/// Trust: the bytes are taken whole, not walked: the cache file's 128-bit digest already refuses a
/// file damaged or cut short, and a walk that checked every string cost as much as the decoding it
/// spared. Bytes that still do not decode (only a file made to match its digest could hold them) give
/// the page a front matter error saying so, never a crash.
struct KeptFrontMatter: Sendable {
    /// The encoded front matter (``CacheByteWriter/frontMatter(_:)``).
    let bytes: ArraySlice<UInt8>
    /// The plan's keys among its entries.
    let planKeys: PlanKeys

    /// The front matter the bytes hold.
    var decoded: FrontMatter {
        var reader = CacheByteReader(bytes: bytes)
        // Bytes of a file that matched its digest decode; if they ever did not, the page says so.
        guard let matter = try? reader.frontMatter(), reader.isAtEnd else {
            return FrontMatter(error: FrontMatterError(line: 1, column: 1, message: "the build cache's copy of this front matter could not be read"))
        }
        return matter
    }
}

extension CacheByteWriter {
    /// A summary's front matter: the plan's keys among its entries (four bytes, low first), its byte length, then the encoded
    /// tree (copied as read when the summary came from the cache unchanged).
    mutating func frontMatter(of page: PageSummary) {
        u32(page.planKeys.rawValue)
        lengthPrefixed(kept: page.keptFrontMatter?.bytes) { $0.frontMatter(page.frontMatter) }
    }
}

extension CacheByteReader {
    /// Front matter as ``CacheByteWriter/frontMatter(of:)`` wrote it, taken whole: the cache file's digest
    /// vouches for its bytes (``KeptFrontMatter``).
    mutating func keptFrontMatter() throws -> KeptFrontMatter {
        let planKeys = PlanKeys(rawValue: try u32())
        return KeptFrontMatter(bytes: try take(Int(try u32())), planKeys: planKeys)
    }
}
