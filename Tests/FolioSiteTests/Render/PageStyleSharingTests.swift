import Foundation
import Testing
@testable import FolioSite

/// A page keeps one copy of each shared diagram style element (issue 20): the first diagram that
/// needs it carries it, the others only name its class.
@Suite("Page style sharing")
struct PageStyleSharingTests {
    @Test func repeatedSharedStylesAreDroppedAndOwnStylesKept() {
        var sharing = PageStyleSharing()
        let first = "<svg id=\"a\" class=\"flowchart fm-1 fm-2\"><title id=\"a-title\">T</title><style>.fm-1{--fm-x:red;}</style><style>.fm-2 .n{fill:var(--fm-x);}</style><g/></svg>"
        let second = "<svg id=\"b\" class=\"flowchart fm-1 fm-2\"><style>.fm-1{--fm-x:red;}</style><style>.fm-2 .n{fill:var(--fm-x);}</style><g/></svg>"
        let third = "<svg id=\"c\" class=\"sequence fm-1\"><style>.fm-1{--fm-x:red;}</style><style>#c #c_arrow{fill:red;}</style><g/></svg>"
        #expect(sharing.removingRepeatedStyles(from: first) == first)
        #expect(sharing.removingRepeatedStyles(from: second) == "<svg id=\"b\" class=\"flowchart fm-1 fm-2\"><g/></svg>")
        #expect(sharing.removingRepeatedStyles(from: third) == "<svg id=\"c\" class=\"sequence fm-1\"><style>#c #c_arrow{fill:red;}</style><g/></svg>")
    }

    @Test func aPageWithManyDiagramsCarriesEachRuleOnce() throws {
        let root = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        var text = "# Diagrams\n\n"
        for number in 1...12 { text += "```mermaid\nflowchart LR\n  A\(number)[Step \(number)] --> B\(number)\n```\n\n" }
        text += "```mermaid\nsequenceDiagram\n  A->>B: hi\n```\n"
        try text.write(to: content.appendingPathComponent("many.md"), atomically: true, encoding: .utf8)
        let output = root.appendingPathComponent("site")
        let report = try SiteFixture.build(content.path, into: output)
        #expect(report.renderedDiagrams == 13)
        let html = SiteFixture.read(output, "many.html")
        let rules = html.components(separatedBy: ".flowchart-link{").count - 1
        #expect(rules == 1, "the flowchart rules appear once, not once per diagram (found \(rules))")
        #expect(html.components(separatedBy: "<svg id=\"diagram-").count - 1 == 13)
        #expect(!html.contains("<style>#diagram-5-svg"), "a shared diagram has no id-scoped rules")
        #expect(html.contains("<style>#diagram-13-svg"), "the sequence diagram's marker rules stay its own")
        // Each later diagram names the class whose rules the first one carries.
        let firstStyles = html.components(separatedBy: "<style>.fm-").dropFirst().map { "fm-" + $0.prefix(16) }
        for className in firstStyles.prefix(2) {
            #expect(html.components(separatedBy: className).count - 1 >= 13, "\(className) on every flowchart")
        }
    }
}
