import Testing
@testable import FolioSite

@Suite("DateText")
struct DateTextTests {
    /// Same text as `PageDate`'s own formatters, odd values included.
    @Test func matchesPageDate() throws {
        var dates: [PageDate] = []
        for text in ["2025-04-10", "2022-06-11 11:12:00", "2022-06-11T11:12:00+00:00", "1999-12-31T23:59:59-05:30",
                     "2024-02-29T00:00:00+14:00", "0001-01-01"] {
            dates.append(try #require(PageDate(text), "\(text)"))
        }
        var odd = dates[0]
        for (year, hour, offset) in [(-5, 3, -90), (12345, 0, 0), (7, 23, 59), (999, 12, -1), (10_000, 5, nil)] as [(Int, Int, Int?)] {
            odd.year = year
            odd.hour = hour
            odd.utcOffsetMinutes = offset
            dates.append(odd)
        }
        odd.minute = -3
        odd.second = 100
        dates.append(odd)
        for date in dates {
            #expect(DateText.day10(date) == date.day10)
            #expect(DateText.iso8601(date) == date.iso8601)
        }
    }
}
