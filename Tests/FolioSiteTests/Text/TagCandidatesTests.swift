import Testing
@testable import FolioSite
import TestRandom

/// One scan answers both tag-led passes exactly as each pass's own rule would.
@Suite struct TagCandidatesTests {
    /// The two rules written plainly: `<Tabs` anywhere; a `<` whose tag, before `>`, a line break or another
    /// `<`, spells `markdown`.
    func reference(_ text: String) -> TagCandidates {
        let bytes = Array(text.utf8), word = Array("markdown".utf8)
        var found: TagCandidates = []
        if text.utf8Contains("<Tabs") { found.insert(.tabs) }
        for start in bytes.indices where bytes[start] == UInt8(ascii: "<") {
            var at = start + 1
            while at + 8 <= bytes.count, bytes[at] != UInt8(ascii: ">"), bytes[at] != 10, bytes[at] != UInt8(ascii: "<") {
                if Array(bytes[at..<(at + 8)]) == word { found.insert(.markdownElement) }
                at += 1
            }
        }
        return found
    }

    @Test func oneScanAgreesWithBothRules() {
        #expect(TagCandidates.found(in: "<Tabs>\n<div markdown>") == [.tabs, .markdownElement])
        #expect(TagCandidates.found(in: "<Tabs markdown>") == [.tabs, .markdownElement])
        #expect(TagCandidates.found(in: "markdown <Tab") == [])
        let pieces = ["<", ">", "\n", "Tabs", "Tab", "markdown", "markdow", " ", "div", "x", "<Tabs", "é"]
        var generator = SeededGenerator(seed: 0x7461_6763_616e_6469)
        for _ in 0..<3_000 {
            let text = (0..<Int(generator.next() % 12)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            #expect(TagCandidates.found(in: text) == reference(text), "\(text.debugDescription)")
        }
    }
}
