import Testing
@testable import FolioSite

/// A page's anchors answer lookups by binary search whatever order they arrive in: sorted from a
/// set, taken as read when the cache kept them sorted, sorted again (and deduplicated) when not.
@Suite struct PageAnchorListTests {
    static let ids: Set<String> = ["setup", "figure-2", "fn-1", "Über", "a", "z-last", "sequence-diagram"]

    @Test func findsEveryIdAndNothingElse() {
        let list = PageAnchorList(Self.ids)
        #expect(list.sorted == Self.ids.sorted())
        for id in Self.ids { #expect(list.contains(id)) }
        for missing in ["", "b", "setup2", "zz", "Uber", "figure-"] { #expect(!list.contains(missing)) }
        #expect(!PageAnchorList([]).contains("a"))
    }

    @Test func keptListsOutOfOrderAreSortedAgain() {
        let sorted = Self.ids.sorted()
        #expect(PageAnchorList(kept: sorted) == PageAnchorList(Self.ids))
        let shuffled = PageAnchorList(kept: sorted.reversed() + ["a"])
        #expect(shuffled.sorted == sorted)
        for id in Self.ids { #expect(shuffled.contains(id)) }
    }
}
