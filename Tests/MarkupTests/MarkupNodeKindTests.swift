import CCmarkGFM
import Testing
@testable import Markup

@Suite("MarkupNodeKind")
struct MarkupNodeKindTests {
    /// `nodes(of:)` compares raw types for cmark's own kinds: each must map back to itself.
    @Test func coreTypesRoundTrip() {
        var checked = 0
        // A formula shares the code type (told apart by the math extension on the node): tested in MathSyntaxTests.
        for kind in MarkupNodeKind.allCases where kind != .math {
            guard let type = MarkupNode.coreType(of: kind) else { continue }
            guard let node = cmark_node_new(type) else { Issue.record("cmark_node_new failed for \(kind)"); continue }
            #expect(MarkupNode.kind(of: node) == kind)
            cmark_node_free(node)
            checked += 1
        }
        #expect(checked == 22)
    }

    @Test func extensionKindsStillFound() {
        let document = MarkdownDocument(parsing: "| a |\n|---|\n| ~~b~~ [c](d) |\n")
        #expect(document.nodes(of: [.tableCell]).count == 2)
        #expect(document.nodes(of: [.strikethrough, .link]).map(\.kind) == [.strikethrough, .link])
        #expect(document.nodes(of: [.link]).count == 1)
    }
}
