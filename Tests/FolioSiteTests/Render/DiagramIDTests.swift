import Foundation
import Testing
@testable import FolioSite

/// Diagram figures and headings share one page's id space: a heading must never take a figure's
/// id (`diagram-N`) or its SVG's (`diagram-N-svg…`), however many diagrams the page has.
@Suite("Diagram ids")
struct DiagramIDTests {
    static func ids(in html: String, matching pattern: String) throws -> [String] {
        let regex = try NSRegularExpression(pattern: pattern)
        let range = NSRange(html.startIndex..., in: html)
        return regex.matches(in: html, range: range).compactMap { Range($0.range(at: 1), in: html).map { String(html[$0]) } }
    }

    @Test func aHundredDiagramPageGetsAHundredUniqueIDsThatNoHeadingTakes() throws {
        let root = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        let titles = ["Diagram 1", "diagram-65", "Diagram 64", "Diagram 65", "Diagram 100", "Diagram 101",
                      "Diagram 7 svg", "diagram-99-svg", "Diagram", "Diagram 100 SVG node", "Diagram 3 svg_flowchart-A-0"]
        var text = "# Many diagrams\n\n"
        for title in titles { text += "## \(title)\n\nText.\n\n" }
        for number in 1...100 { text += "```mermaid\ngraph TD\n  A\(number) --> B\(number)\n```\n\n" }
        try text.write(to: content.appendingPathComponent("many.md"), atomically: true, encoding: .utf8)
        let output = root.appendingPathComponent("site")
        let report = try SiteFixture.build(content.path, into: output)
        #expect(report.diagrams == 100 && report.renderedDiagrams == 100)

        let html = SiteFixture.read(output, "many.html")
        let figures = try Self.ids(in: html, matching: "<figure class=\"diagram[^\"]*\" id=\"([^\"]+)\"")
        #expect(figures == (1...100).map { "diagram-\($0)" })
        let headings = try Self.ids(in: html, matching: "<h[1-6] id=\"([^\"]+)\"")
        #expect(headings.count == titles.count + 1)
        for heading in headings {
            #expect(!PageRenderer.isFigureID(heading), "heading id \(heading) is a figure's")
        }
        let every = try Self.ids(in: html, matching: " id=\"([^\"]+)\"")
        let figureAndHeading = figures + headings
        #expect(Set(figureAndHeading).count == figureAndHeading.count, "figure and heading ids are unique")
        for id in headings { #expect(every.filter { $0 == id }.count == 1, "\(id) appears once") }
    }

    @Test func figureIDsAreRecognisedAtAnyCount() {
        for id in ["diagram-1", "diagram-64", "diagram-65", "diagram-100000", "diagram-3-svg", "diagram-70-svg",
                   "diagram-7-svg-1", "diagram-3-svg-node", "diagram-3-svg_flowchart-v2-pointEnd", "diagram-3-svg-title"] {
            #expect(PageRenderer.isFigureID(id), "\(id)")
        }
        for id in ["diagram", "diagram-", "diagram-x", "diagram-1-1", "diagrams-1", "my-diagram-1", "diagram-3-sv",
                   "section-diagram-3-svg-node", "diagram-3-1-svg"] {
            #expect(!PageRenderer.isFigureID(id), "\(id)")
        }
    }

    /// The byte reading agrees with the rule read on the string's characters, on random ids built from
    /// the rule's own pieces (and a bridged, non-contiguous string takes the copy).
    @Test func figureIDBytesAgreeWithTheRule() {
        func byRule(_ id: String) -> Bool {
            guard id.hasPrefix("diagram-") else { return false }
            let rest = id.dropFirst(8)
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty else { return false }
            let tail = rest.dropFirst(digits.count)
            return tail.isEmpty || tail.hasPrefix("-svg")
        }
        let pieces = ["diagram", "-", "d", "1", "42", "-svg", "-sv", "svg", "x", "é", "٣", " ", "section-", "diagram-"]
        var numbers = SeededNumbers(seed: 8)
        for _ in 0..<5_000 {
            let id = (0..<numbers.next(6)).map { _ in pieces[numbers.next(pieces.count)] }.joined()
            #expect(PageRenderer.isFigureID(id) == byRule(id), "\(id.debugDescription)")
        }
        let bridged = NSString(string: "diagram-12-svg-node") as String
        #expect(PageRenderer.isFigureID(bridged))
    }

    /// Every id a page's SVGs define starts with its figure's `diagram-N-svg`; a heading that slugs
    /// into that family leaves it as `section-…` instead of counting `-1`, `-2`… inside it.
    @Test func headingsNeverTakeAnIDInsideADiagram() throws {
        let root = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        var text = "# Page\n\n## Diagram 1 SVG title\n\n## Diagram 1 svg\n\n## Diagram 1 svg\n\n## Diagram 1\n\n"
        text += "```mermaid\n---\ntitle: Flow\n---\ngraph TD\n  A --> B\n```\n"
        try text.write(to: content.appendingPathComponent("page.md"), atomically: true, encoding: .utf8)
        let output = root.appendingPathComponent("site")
        _ = try SiteFixture.build(content.path, into: output)
        let html = SiteFixture.read(output, "page.html")
        let headings = try Self.ids(in: html, matching: "<h[1-6] id=\"([^\"]+)\"")
        #expect(headings == ["page", "section-diagram-1-svg-title", "section-diagram-1-svg",
                             "section-diagram-1-svg-1", "diagram-1-1"])
        let every = try Self.ids(in: html, matching: " id=\"([^\"]+)\"")
        #expect(Set(every).count == every.count, "no id twice on the page")
    }
}
