import Testing
@testable import FolioSite

/// The discover phase's byte search (which keeps a killed build's staging folder out of the notes)
/// agrees with `String.contains` on ASCII and non-ASCII paths.
@Suite struct DiscoverPhaseTests {
    @Test func byteSearchAgreesWithContains() {
        let part = ".folio-staging-"
        let paths = ["a/b.md", ".folio-staging-12/x.md", "x/.folio-staging-", "x/.folio-stagin", "é/.folio-staging-3/ü.md",
                     "..folio-staging-", "", ".", "folio-staging-", "x/.folio-.folio-staging-1"]
        for path in paths {
            #expect(DiscoverPhase.contains(path, Array(part.utf8)) == path.contains(part), "\(path)")
        }
        #expect(DiscoverPhase.contains("abc", []))
    }
}
