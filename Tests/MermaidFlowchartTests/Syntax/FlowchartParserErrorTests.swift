import MermaidCore
import Testing
@testable import MermaidFlowchart

@Suite struct FlowchartParserErrorTests {
    typealias T = FlowchartTestSupport

    @Test(arguments: [
        ("graph TD\nA[unclosed", 2, 2, "']' to close '['"),
        ("graph TD\nA --> ", 2, 7, "a node after the arrow"),
        ("graph TD\nA -- label without end", 2, 5, "end of the edge label"),
        ("graph TD\nsubgraph S\nA\n", 2, 1, "never closed"),
        ("graph TD\nend", 2, 1, "without an open subgraph"),
        ("graph XY\nA", 1, 7, "direction"),
        ("pie\nA", 1, 1, "'graph' or 'flowchart'"),
        ("graph TD\nA B", 2, 3, "an arrow"),
        ("graph TD\n  A --> B)", 2, 10, "end of the statement"),
        ("graph TD\nlinkStyle x stroke:#f00", 2, 11, "edge number"),
        ("graph TD\nA --> end", 2, 7, "'end' is a keyword"),
    ])
    func errorsHavePositions(_ text: String, _ line: Int, _ column: Int, _ fragment: String) {
        do {
            _ = try T.parse(text)
            Issue.record("expected an error for \(text)")
        } catch let error as MermaidError {
            #expect(error.line == line)
            #expect(error.column == column)
            #expect(error.message.contains(fragment), "\(error.message)")
        } catch {
            Issue.record("unexpected error type \(error)")
        }
    }

    @Test func errorCarriesTheOriginalLine() {
        let source = DiagramSource(lines: [SourceLine(number: 5, text: "graph TD"),
                                           SourceLine(number: 7, text: "A[x", original: "A[x   %% note")],
                                   keyword: "graph")
        #expect(throws: MermaidError.self) { try FlowchartParser.parse(source) }
        do { _ = try FlowchartParser.parse(source) } catch let e as MermaidError {
            #expect(e.line == 7)
            #expect(e.sourceLine == "A[x   %% note")
        } catch {}
    }

    @Test func garbageNeverHangsOrCrashes() {
        let pieces = ["A", "-->", "[", "]", "(", ")", "{", "}", "\"", "|", "-.", "==", "&", ":::", "@{", "subgraph", "end",
                      "\n", ";", " ", "<", "o", "x", "~~~", "style", "class", "click", "#", "`", "-", "=", ".", "\\", "/"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<400 {
            var text = "graph TD\n"
            for _ in 0..<30 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            _ = try? T.parse(text)
        }
    }
}
