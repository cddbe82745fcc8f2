import Mermaid
import Testing
@testable import FolioSite

/// A page's anchors answer lookups alike whatever form they take: sorted from a set, taken as read
/// when the cache kept them sorted, sorted again (and deduplicated) when not, and kept packed as the
/// cache file holds them (a rebuild reads every page's list and looks up only a few).
@Suite struct PageAnchorListTests {
    static let ids: Set<String> = ["setup", "figure-2", "fn-1", "Über", "a", "z-last", "sequence-diagram"]
    static let missing = ["", "b", "setup2", "zz", "Uber", "figure-", "Über-", "fn-1 "]

    @Test func findsEveryIdAndNothingElse() {
        let list = PageAnchorList(Self.ids)
        #expect(list.sorted == Self.ids.sorted())
        for id in Self.ids { #expect(list.contains(id)) }
        for missing in Self.missing { #expect(!list.contains(missing)) }
        #expect(!PageAnchorList([]).contains("a"))
    }

    @Test func keptListsOutOfOrderAreSortedAgain() {
        let sorted = Self.ids.sorted()
        #expect(PageAnchorList(kept: sorted) == PageAnchorList(Self.ids))
        let shuffled = PageAnchorList(kept: sorted.reversed() + ["a"])
        #expect(shuffled.sorted == sorted)
        for id in Self.ids { #expect(shuffled.contains(id)) }
    }

    /// The list as the cache file holds it.
    static func packed(_ list: PageAnchorList) -> PageAnchorList {
        var bytes: [UInt8] = []
        list.encoded(into: &bytes)
        return PageAnchorList(packed: bytes[...], count: list.count)
    }

    @Test func aPackedListAnswersAsTheListDoes() {
        let list = PageAnchorList(Self.ids), packed = Self.packed(list)
        #expect(packed == list && list == packed)
        #expect(packed.sorted == Self.ids.sorted() && packed.count == Self.ids.count)
        for id in Self.ids { #expect(packed.contains(id), "\(id)") }
        for missing in Self.missing { #expect(!packed.contains(missing), "\(missing)") }
        #expect(!Self.packed([]).contains("") && Self.packed([]).sorted.isEmpty)
        #expect(Self.packed(["a", "b"]) != Self.packed(["a", "c"]))
    }

    /// Ids compare as Swift strings do, packed or not: an accent written two ways is one id, and the
    /// Kelvin sign is `K` (an ASCII id equal to text that is not ASCII).
    @Test func equivalentSpellingsAreOneIdInEveryForm() {
        let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
        for list in [PageAnchorList([composed, "K"]), Self.packed(PageAnchorList([composed, "K"]))] {
            #expect(list.contains(decomposed) && list.contains("\u{212A}") && list.contains("K"))
            #expect(!list.contains("cafe") && !list.contains("k"))
        }
        let kelvin = Self.packed(PageAnchorList(["\u{212A}", decomposed]))
        #expect(kelvin.contains("K") && kelvin.contains(composed))
    }

    /// A long list (hundreds of headings, which other pages may link into by the hundred) is decoded
    /// and searched by halves; a packed list out of order still finds every id.
    @Test func longAndUnorderedPackedLists() {
        let many = Set((0..<(PageAnchorList.packedLimit * 3)).map { "heading-\($0)" })
        let long = Self.packed(PageAnchorList(many))
        #expect(long.sorted == many.sorted() && long == PageAnchorList(many))
        for id in many { #expect(long.contains(id)) }
        #expect(!long.contains("heading-") && !long.contains("heading-1000"))
        let reversed = Self.packed(PageAnchorList(kept: ["a", "b", "c"]))
        var bytes: [UInt8] = []
        for id in ["c", "b", "a"] { PageAnchorList(kept: [id]).encoded(into: &bytes) }
        let unordered = PageAnchorList(packed: bytes[...], count: 3)
        #expect(unordered.sorted == ["a", "b", "c"] && unordered == reversed)
        for id in ["a", "b", "c"] { #expect(unordered.contains(id)) }
    }

    static func entry(_ anchors: PageAnchorList) -> PageCache.Entry {
        PageCache.Entry(key: CacheDigest(high: 1, low: 2), outputPath: "a/b.html", files: [],
                        record: BuildState.PageRecord(diagnostics: [], anchorReferences: [], diagrams: 0, renderedDiagrams: 0, search: nil),
                        anchors: anchors)
    }

    /// Through the cache file: each page's list reads back equal (packed, or decoded when long), and
    /// a list whose lengths run past its bytes, or whose ids are not UTF-8, is refused as damaged.
    @Test func listsRoundTripThroughACachePart() throws {
        let lists = [PageAnchorList(Self.ids), [], PageAnchorList(Set((0..<200).map { "h\($0)" })), ["caf\u{E9}"]]
        var writer = CacheByteWriter()
        writer.part(entries: lists.enumerated().map { ("note\($0.offset).md", Self.entry($0.element)) }, summaries: [])
        var reader = CacheByteReader(bytes: writer.bytes[...])
        let (entries, _) = try reader.part()
        #expect(entries.map(\.entry.anchors) == lists)
        #expect(entries[0].entry.anchors.contains("Über") && !entries[0].entry.anchors.contains("Uber"))

        for damage in [[UInt8](arrayLiteral: 0xFF, 0xFE), []] {
            var writer = CacheByteWriter()
            writer.part(entries: [("note.md", Self.entry(["abcd"]))], summaries: [])
            var bytes = writer.bytes
            let id = bytes.lastIndex(of: UInt8(ascii: "d"))! - 3
            if damage.isEmpty {
                bytes[id - 4] = 0xFF  // the id's length runs past the end
            } else {
                bytes.replaceSubrange(id..<id + 2, with: damage)
            }
            var reader = CacheByteReader(bytes: bytes[...])
            #expect(throws: CacheFileRefusal.self) { _ = try reader.part() }
        }
    }
}
