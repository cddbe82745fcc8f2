import CCmarkGFM
import Testing
@testable import Markup

@Suite("CoreTypeMask")
struct CoreTypeMaskTests {
    /// Each core type once (a formula shares the code type).
    static let coreTypes = MarkupNodeKind.allCases.filter { $0 != .math }.compactMap(MarkupNode.coreType(of:))

    /// A mask of one type holds that type and no other core type (block and inline numbers overlap).
    @Test func holdsExactlyItsTypes() throws {
        #expect(Self.coreTypes.count == 22)
        for wanted in Self.coreTypes {
            let mask = try #require(CoreTypeMask([wanted]))
            for type in Self.coreTypes {
                #expect(mask.contains(type) == (type == wanted), "mask of \(wanted.rawValue) asked \(type.rawValue)")
            }
        }
        let all = try #require(CoreTypeMask(Self.coreTypes))
        #expect(Self.coreTypes.allSatisfy(all.contains))
        #expect(!all.contains(CMARK_NODE_NONE))
    }

    /// Types a mask cannot hold make no mask; such numbers are never reported as held.
    @Test func refusesNumbersPastItsWidth() throws {
        #expect(CoreTypeMask([cmark_node_type(rawValue: 0x8000 | 64)]) == nil)
        let mask = try #require(CoreTypeMask([CMARK_NODE_TEXT]))
        #expect(!mask.contains(cmark_node_type(rawValue: 0xC000 | 64 | (CMARK_NODE_TEXT.rawValue & 0x3F))))
    }

    /// The walk with a mask finds, in document order, the nodes a kind-by-kind comparison finds.
    @Test func walkFindsWhatKindsFind() {
        let text = "# A\n\n> quote [l](x) ![i](y)\n\n```swift\nlet a = 1\n```\n\n<div>raw</div>\n\ntext <b>x</b>[^1]\n\n[^1]: note\n"
        let document = MarkdownDocument(parsing: text)
        let kinds: Set<MarkupNodeKind> = [.link, .image, .codeBlock, .heading, .htmlBlock, .htmlInline, .blockQuote,
                                          .footnoteReference, .footnoteDefinition]
        var expected: [MarkupNodeKind] = []
        MarkupNode.preorder(from: document.rootPointer) { node in
            let kind = MarkupNode.kind(of: node)
            if kinds.contains(kind) { expected.append(kind) }
            return .descend
        }
        #expect(expected.count == 10)
        #expect(document.nodes(of: kinds).map(\.kind) == expected)
    }
}
