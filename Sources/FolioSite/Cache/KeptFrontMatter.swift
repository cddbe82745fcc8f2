import Mermaid

/// A note's front matter as the build cache keeps it: its encoded bytes (checked when read), decoded
/// only when something asks for the whole tree.
///
/// Why: a rebuild takes ten thousand kept summaries, and decoding every front matter (each key and
/// value a string, plus a map of key lines) was a quarter of reading the cache, while a reused page's
/// front matter is asked for only by what renders it. The keys the plan asks every page for
/// (``PlanKeys``) are found while the bytes are checked, so planning never decodes a page that lacks
/// them; one that has them (`weight`, `slug`…) is decoded at each such question.
/// A summary written back to the cache copies the bytes as they are.
struct KeptFrontMatter: Sendable {
    /// The encoded front matter (``CacheByteWriter/frontMatter(_:)``), already checked to decode.
    let bytes: ArraySlice<UInt8>
    /// The plan's keys among its entries.
    let planKeys: PlanKeys

    /// The front matter the bytes hold.
    var decoded: FrontMatter {
        var reader = CacheByteReader(bytes: bytes)
        // The bytes were walked field by field when read (``CacheByteReader/keptFrontMatter()``), with
        // every check the decoding makes, so this cannot fail; if it ever did, the page says so.
        guard let matter = try? reader.frontMatter(), reader.isAtEnd else {
            return FrontMatter(error: FrontMatterError(line: 1, column: 1, message: "the build cache's copy of this front matter could not be read"))
        }
        return matter
    }
}

extension CacheByteWriter {
    /// A summary's front matter: its byte length, then the encoded tree (copied as read when the
    /// summary came from the cache unchanged).
    mutating func frontMatter(of page: PageSummary) {
        lengthPrefixed(kept: page.keptFrontMatter?.bytes) { $0.frontMatter(page.frontMatter) }
    }
}

extension CacheByteReader {
    /// Front matter as ``CacheByteWriter/frontMatter(of:)`` wrote it, walked with every check its
    /// decoding makes (counts, flags, depth, value kinds, UTF-8), a string made only of a key that may
    /// be one of the plan's.
    mutating func keptFrontMatter() throws -> KeptFrontMatter {
        let (bytes, planKeys) = try lengthPrefixed { try $0.skipFrontMatter() }
        return KeptFrontMatter(bytes: bytes, planKeys: planKeys)
    }

    /// Walks a front matter; returns the plan's keys among its entries (as ``PlanKeys/init(_:)`` finds them).
    private mutating func skipFrontMatter() throws -> PlanKeys {
        var planKeys = PlanKeys()
        for _ in 0..<(try count(minimumBytes: 5)) {
            planKeys.formUnion(try skipString { key in
                PlanKeys.mayName(firstByte: key.first) ? PlanKeys.named(String(decoding: key, as: UTF8.self)) : []
            })
            try skipFrontMatterValue(depth: 0)
        }
        for _ in 0..<(try count(minimumBytes: 12)) {
            try skipString { _ in }
            _ = try int()
        }
        if try bool() { try skipFrontMatterError() }
        for _ in 0..<(try count(minimumBytes: 20)) { try skipFrontMatterError() }
        _ = try int()
        return planKeys
    }

    private mutating func skipFrontMatterError() throws {
        _ = try int()
        _ = try int()
        try skipString { _ in }
    }

    /// The same limits as ``frontMatterValue(depth:)``.
    private mutating func skipFrontMatterValue(depth: Int) throws {
        guard depth <= 128 else { throw CacheFileRefusal(description: "damaged (front matter too deep)") }
        switch try byte() {
        case 0: try skipString { _ in }
        case 1: for _ in 0..<(try count(minimumBytes: 1)) { try skipFrontMatterValue(depth: depth + 1) }
        case 2:
            for _ in 0..<(try count(minimumBytes: 5)) {
                try skipString { _ in }
                try skipFrontMatterValue(depth: depth + 1)
            }
        case 3: break
        default: throw CacheFileRefusal(description: "damaged (front matter value)")
        }
    }
}
