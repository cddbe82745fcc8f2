import Mermaid
import Testing
@testable import FolioSite

/// A kept summary's details stay as bytes until asked for (``KeptPageDetails``): every field must
/// answer as the parsed summary's did, a set field must decode the rest first, the listing digest
/// must stay the fields' own, and damaged bytes must refuse the cache when read.
@Suite("Kept page details")
struct KeptPageDetailsTests {
    private func summary(date: String? = "2024-01-02", licenses: [License] = [License(id: "MIT", name: "MIT License", url: "https://x")],
                         firstH1: String? = "Über", summary text: String = "First paragraph, ünïcode.") -> PageSummary {
        PageSummary(sourcePath: "a/b.md", outputPath: "a/b.html", frontMatter: FrontMatter(entries: [(key: "slug", value: .string("s"))]),
                    title: "B", baseTitle: "B", firstH1: firstH1, firstH2: "Second", summary: text,
                    date: date.flatMap(PageDate.init), created: PageDate("2023-05-06 07:08:09"), updated: nil,
                    authors: ["Ann", "Bo"], version: "1.2", copyright: nil, licenses: licenses, tags: ["x", "y"],
                    categories: ["c"], diagramCount: 2, diagnostics: [])
    }

    private func expectSameDetails(_ a: PageSummary, _ b: PageSummary, _ note: Comment) {
        #expect(a.firstH1 == b.firstH1 && a.firstH2 == b.firstH2 && a.summary == b.summary, note)
        #expect(a.date == b.date && a.created == b.created && a.updated == b.updated, note)
        #expect(a.authors == b.authors && a.version == b.version && a.copyright == b.copyright, note)
        #expect(a.licenses == b.licenses && a.tags == b.tags && a.categories == b.categories, note)
        #expect(a.listingDigest == b.listingDigest, note)
    }

    @Test func keptDetailsAnswerAsTheParsedOnes() throws {
        for page in [summary(), summary(date: nil, licenses: [], firstH1: nil, summary: "")] {
            let (back, bytes) = try roundTripThroughTheCache(page)
            #expect(back.keptDetails != nil)
            expectSameDetails(back, page, "read back")
            // Written back undecoded: the same bytes.
            #expect(try roundTripThroughTheCache(back).bytes == bytes)
            // Decoded once: the same answers, nothing kept any more, and written back the same.
            var decoded = back
            decoded.decodeKept()
            #expect(decoded.keptDetails == nil && decoded.keptFrontMatter == nil)
            expectSameDetails(decoded, page, "decoded")
            #expect(decoded.frontMatterValue("slug")?.text == "s")
            #expect(try roundTripThroughTheCache(decoded).bytes == bytes)
        }
    }

    /// Setting one detail of a kept summary decodes the others first: none is lost, and the listing
    /// digest is the one a parsed summary with the same fields has.
    @Test func settingADetailKeepsTheOthers() throws {
        let (back, _) = try roundTripThroughTheCache(summary())
        var changed = back
        changed.tags = ["z"]
        #expect(changed.keptDetails == nil)
        var expected = summary()
        expected.tags = ["z"]
        expectSameDetails(changed, expected, "tags set")
        #expect(back.tags == ["x", "y"], "the summary it was copied from is unchanged")
        // A field outside the details (the path) leaves them kept, and the digest follows the fields.
        var moved = back
        moved.sourcePath = "c/d.md"
        var expectedMoved = summary()
        expectedMoved.sourcePath = "c/d.md"
        #expect(moved.keptDetails != nil)
        expectSameDetails(moved, expectedMoved, "path set")
    }

    /// The bytes are taken whole (the cache file's digest refuses a damaged file): bytes that do not
    /// decode anyway leave the page without its details, never a crash or half of them.
    @Test func undecodableDetailsAreEmpty() throws {
        func details(_ fields: (inout CacheByteWriter) -> Void) throws -> PageDetails {
            var out = CacheByteWriter()
            out.lengthPrefixed(kept: nil, fields)
            var reader = CacheByteReader(bytes: out.bytes[...])
            let kept = try reader.keptPageDetails()
            #expect(reader.isAtEnd)
            return kept.decoded
        }
        func fields(date: String, summary: [UInt8] = Array("S".utf8), extra: [UInt8] = []) -> (inout CacheByteWriter) -> Void {
            { out in
                out.bool(false); out.bool(false)
                out.u32(UInt32(summary.count)); out.bytes += summary
                out.optionalString(date); out.optionalString(nil); out.optionalString(nil)
                out.strings(["Ann"]); out.optionalString(nil); out.optionalString(nil)
                out.u32(0); out.strings([]); out.strings([])
                out.bytes += extra
            }
        }
        let valid = try details(fields(date: "2024-01-02"))
        #expect(valid.authors == ["Ann"] && valid.summary == "S" && valid.date == PageDate("2024-01-02"))
        for (name, damaged) in [("date", fields(date: "not a date")), ("UTF-8", fields(date: "2024-01-02", summary: [0xFF, 0x41])),
                                ("left over", fields(date: "2024-01-02", extra: [0]))] {
            let decoded = try details(damaged)
            #expect(decoded.authors.isEmpty && decoded.summary.isEmpty && decoded.date == nil, "\(name)")
        }
        var out = CacheByteWriter()
        out.u32(1_000)
        var reader = CacheByteReader(bytes: out.bytes[...])
        #expect(throws: CacheFileRefusal.self) { try reader.keptPageDetails() }
    }
}
