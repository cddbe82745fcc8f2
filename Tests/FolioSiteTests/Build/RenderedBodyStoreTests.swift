import Foundation
import Testing
@testable import FolioSite

/// The store `folio serve` keeps rendered bodies in: handed out only under the key they were kept
/// with, never past its budget, and emptied of notes that are gone.
@Suite struct RenderedBodyStoreTests {
    static func page(_ body: String) -> RenderedPage {
        RenderedPage(bodyHTML: body, titleHTML: nil, toc: [], hasOwnH1: false, anchors: [], anchorReferences: [],
                     diagnostics: [], diagrams: 0, renderedDiagrams: 0)
    }

    static func key(_ text: String) -> CacheDigest {
        var builder = CacheKeyBuilder()
        builder.add(text)
        return builder.digest
    }

    @Test func aBodyIsHandedOutOnlyUnderItsKey() {
        let store = RenderedBodyStore()
        store.keep(Self.page("<p>one</p>"), source: "a.md", key: Self.key("1"))
        #expect(store.page("a.md", key: Self.key("1"))?.bodyHTML == "<p>one</p>")
        #expect(store.page("a.md", key: Self.key("2")) == nil, "another key is another rendering")
        #expect(store.page("b.md", key: Self.key("1")) == nil)
        store.keep(Self.page("<p>two</p>"), source: "a.md", key: Self.key("2"))
        #expect(store.page("a.md", key: Self.key("1")) == nil, "the older rendering is replaced")
        #expect(store.page("a.md", key: Self.key("2"))?.bodyHTML == "<p>two</p>")
        #expect(store.takeHitCount() == 2)
        #expect(store.takeHitCount() == 0)
        #expect(store.keptBytes == "<p>two</p>".utf8.count)
    }

    @Test func theBudgetIsNeverExceededAndAnOverBudgetPageDropsItsOlderRendering() {
        let store = RenderedBodyStore(budget: 20)
        store.keep(Self.page(String(repeating: "x", count: 12)), source: "a.md", key: Self.key("1"))
        store.keep(Self.page(String(repeating: "y", count: 12)), source: "b.md", key: Self.key("1"))
        #expect(store.count == 1 && store.keptBytes == 12)
        #expect(store.page("b.md", key: Self.key("1")) == nil)
        // a.md rendered again, now too big: its old rendering must not stay behind.
        store.keep(Self.page(String(repeating: "z", count: 30)), source: "a.md", key: Self.key("2"))
        #expect(store.count == 0 && store.keptBytes == 0)
        #expect(store.page("a.md", key: Self.key("1")) == nil)
    }

    @Test func goneNotesAreDroppedAndSearchEntriesFollowTheirKey() {
        let store = RenderedBodyStore()
        store.keep(Self.page("<p>a</p>"), source: "a.md", key: Self.key("1"))
        store.keep(Self.page("<p>b</p>"), source: "b.md", key: Self.key("1"))
        store.keepOnly(["b.md"])
        #expect(store.count == 1 && store.page("a.md", key: Self.key("1")) == nil)
        let entry = SearchEntry(document: .init(url: "b.html", title: "B", tags: [], sections: []), terms: .none)
        store.keepSearch(entry, source: "b.md", key: Self.key("2"))
        #expect(store.page("b.md", key: Self.key("1"))?.search == nil, "an entry for another key is not kept")
        store.keepSearch(entry, source: "b.md", key: Self.key("1"))
        #expect(store.page("b.md", key: Self.key("1"))?.search?.document.url == "b.html")
        #expect(store.keptBytes == "<p>b</p>".utf8.count + entry.document.textBytes)
    }
}
