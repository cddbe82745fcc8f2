import Testing
@testable import FolioSite

@Suite("Page dates")
struct PageDateTests {
    @Test func parsesTheSeedFormats() throws {
        let notes = try #require(PageDate("2025-04-10 05:31:26"))
        #expect(notes.day10 == "2025-04-10")
        #expect(notes.iso8601 == "2025-04-10T05:31:26")
        let jekyll = try #require(PageDate("2021-05-17 17:00:00 +0200"))
        #expect(jekyll.iso8601 == "2021-05-17T17:00:00+02:00")
        #expect(jekyll.rfc3339 == "2021-05-17T17:00:00+02:00")
        let utc = try #require(PageDate("2021-05-17T15:00:00Z"))
        #expect(jekyll.sortKey == utc.sortKey, "offsets are honoured when sorting")
        #expect(PageDate("2020-02-30")?.day10 == "2020-02-30")
        #expect(PageDate("not a date") == nil)
        #expect(PageDate("2020-13-01") == nil)
    }
}
