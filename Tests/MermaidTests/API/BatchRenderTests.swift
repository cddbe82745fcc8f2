// Why: the batch API is shared by the site build and `folio mermaid -i DIR`; its promises (input order,
// failures in place, cache hits, same SVG as one-by-one rendering) are what both rely on.
import Testing
import Mermaid

@Suite struct BatchRenderTests {
    static func requests(_ count: Int) -> [(source: String, options: RenderOptions)] {
        (0..<count).map { index in
            let source = index % 7 == 3 ? "flowchart LR\n  A -->" : "flowchart LR\n  N\(index)[Node \(index)] --> B"
            return (source, RenderOptions(idPrefix: "d\(index)"))
        }
    }

    @Test func resultsComeBackInInputOrderAndEqualOneByOneRendering() throws {
        let requests = Self.requests(40)
        let results = MermaidRenderer.renderAll(requests)
        #expect(results.count == 40)
        for (index, (request, result)) in zip(requests, results).enumerated() {
            switch result {
            case .success(let drawn):
                #expect(index % 7 != 3)
                #expect(drawn.svg == (try MermaidRenderer.render(request.source, options: request.options)).svg)
                #expect(drawn.svg.contains("Node \(index)"))
            case .failure(let error):
                #expect(index % 7 == 3, "diagram \(index) failed: \(error)")
                #expect(error.line == 2)
            }
        }
    }

    @Test func cacheRemembersSuccessesAndFailures() {
        let cache = MermaidCache()
        let requests = Self.requests(14)
        _ = MermaidRenderer.renderAll(requests, cache: cache)
        #expect(cache.statistics.misses == 14 && cache.statistics.hits == 0)
        let again = MermaidRenderer.renderAll(requests, cache: cache)
        #expect(cache.statistics.hits == 14)
        #expect(again.filter { if case .failure = $0 { return true } else { return false } }.count == 2)
    }

    @Test func cacheKeyIncludesEveryOption() {
        let cache = MermaidCache()
        let source = "---\ntitle: T\n---\nflowchart LR\n  A --> B"
        let withTitle = try? cache.render(source, options: RenderOptions(drawsTitle: true))
        let withoutTitle = try? cache.render(source, options: RenderOptions(drawsTitle: false))
        #expect(cache.statistics.misses == 2)
        #expect(withTitle?.svg != withoutTitle?.svg)
    }

    @Test func emptyBatchIsEmpty() {
        #expect(MermaidRenderer.renderAll([]).isEmpty)
    }

    @Test func idPrefixFromAFileNameIsSafe() {
        #expect(RenderOptions.idPrefix(forName: "docs/Login flow.mmd") == "mermaid-Login_20flow")
        #expect(RenderOptions.idPrefix(forName: "") == "mermaid")
        #expect(RenderOptions.idPrefix(forName: "a\"><script>.mmd").allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
    }

    @Test func detectTypeReadsTheHeaderAfterFrontMatterAndDirectives() {
        let gantt = MermaidRenderer.detectType(of: "---\ntitle: Plan\n---\n%% note\ngantt\n  title A")
        #expect(gantt?.keyword == "gantt")
        #expect(gantt?.isMermaidType == true)
        let flow = MermaidRenderer.detectType(of: "%%{init: {\"theme\": \"dark\"}}%%\ngraph TD\n  A --> B")
        #expect(flow?.keyword == "graph" && flow?.mermaidName == "flowchart-v2")
        #expect(flow?.isMermaidType == true && flow?.isSupported == true)
        let unknown = MermaidRenderer.detectType(of: "notADiagram\n  x")
        #expect(unknown?.isMermaidType == false && unknown?.isSupported == false)
        #expect(MermaidRenderer.detectType(of: "---\ntitle: open") == nil)
        #expect(MermaidRenderer.detectType(of: "   \n") == nil)
    }
}
