import Foundation
import Mermaid
import MermaidTestSupport
import Testing
@testable import MermaidCharts

/// Renders every pie, packet, user journey, timeline, quadrant chart, xychart, gantt, venn, event model and Wardley example of mermaid's docs and checks that every word
/// mermaid shows is in ours and the root says the same type. Skips when `../shared/corpus` is absent.
@Suite struct ChartCorpusTests {
    static func cases() -> [(String, String)] {
        MermaidCorpus.referencePairs(keyword: "pie", docsFolder: "pie")
            + MermaidCorpus.referencePairs(keyword: "packet", docsFolder: "packet")
            + MermaidCorpus.referencePairs(keyword: "journey", docsFolder: "userJourney")
            + MermaidCorpus.referencePairs(keyword: "timeline", docsFolder: "timeline")
            + MermaidCorpus.referencePairs(keyword: "quadrantChart", docsFolder: "quadrantChart")
            + MermaidCorpus.referencePairs(keyword: "xychart", docsFolder: "xyChart")
            + MermaidCorpus.referencePairs(keyword: "gantt", docsFolder: "gantt")
            + MermaidCorpus.referencePairs(keyword: "venn-beta", docsFolder: "venn")
            + MermaidCorpus.referencePairs(keyword: "eventmodeling", docsFolder: "eventmodeling")
            + MermaidCorpus.referencePairs(keyword: "wardley-beta", docsFolder: "wardley")
    }

    @Test func corpusIsPresentOrSkipped() {
        if MermaidCorpus.directory == nil { print("skipping chart corpus tests: ../shared/corpus not found") }
    }

    @Test(arguments: cases())
    func everyWordMermaidShowsIsThere(mmd: String, reference: String) throws {
        guard let referenceSVG = try? String(contentsOfFile: reference, encoding: .utf8) else { return }
        let text = try String(contentsOfFile: mmd, encoding: .utf8)
        let ours = try MermaidRenderer.render(text).svg
        // mermaid's journey labels are a foreignObject plus, in the same `<switch>`, a `<text>`
        // fallback a browser never shows; the words are counted once, from the shown copy.
        let shown = referenceSVG.replacingOccurrences(of: "</foreignObject><text[^>]*>.*?</text></switch>",
                                                      with: "</foreignObject></switch>", options: .regularExpression)
        let missing = SVGWords.missing(reference: shown, ours: ours)
        #expect(missing.isEmpty, "\(mmd): missing \(missing)")
        let role = { (svg: String) in svg.components(separatedBy: "aria-roledescription=\"").dropFirst().first?.prefix { $0 != "\"" } }
        #expect(role(ours) == role(referenceSVG), "\(mmd)")
        #expect(!ours.contains("foreignObject"))
    }
}

/// Median render time of each docs example (printed; the bound is generous so a loaded machine
/// or a debug build does not fail it).
@Suite struct ChartRenderTimeTests {
    @Test(arguments: ["pie", "packet", "userJourney", "timeline", "quadrantChart", "xyChart", "gantt", "venn", "eventmodeling", "wardley"])
    func docsExamplesRenderQuickly(folder: String) throws {
        guard let median = try ChartChecks.medianRenderTime(folder: folder) else {
            print("skipping chart timing: ../shared/corpus not found")
            return
        }
        #expect(median < 100)
    }
}
