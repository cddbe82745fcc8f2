// Why: `concatenated(separator:)` stands in for the standard join on the engine's start-up path; it
// must give the same text for every shape of list.
import Testing
@testable import MermaidCore

@Suite struct StringJoiningTests {
    @Test(arguments: [[], [""], ["a"], ["", ""], ["a", "b"], ["x", "", "é", "日本"], ["a", "b", "c", "d"],
                      ["#id .node rect { fill: red; stroke: blue }", String(repeating: "x", count: 300), "日本語のテキストです", ""]])
    func givesWhatTheStandardJoinGives(_ pieces: [String]) {
        for separator in ["", ", ", "\u{1}\u{2}\u{1}", "é"] {
            #expect(pieces.concatenated(separator: separator) == pieces.joined(separator: separator))
        }
    }
}
