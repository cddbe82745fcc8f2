import CCmarkGFM
import Testing
@testable import Markup

/// The in-place reads of a node's links and type: the probe accepts the layout it was written for
/// and refuses any other offsets, and a walk that reads in place visits what the accessors visit.
@Suite("CMarkNodeFields")
struct CMarkNodeFieldsTests {
    /// With the library the offsets come from (0.29.0, Debian's), the walk reads in place.
    @Test func probeAcceptsTheLibrarysLayout() {
        guard cmark_version() >> 16 == 0x001D else {
            Issue.record("libcmark-gfm \(String(cString: cmark_version_string())) is not 0.29: the accessors are used")
            return
        }
        #expect(CMarkNodeFields.readable)
        #expect(CMarkNodeFields.probe())
    }

    /// Every field read one pointer off (or the type two bytes off) fails the probe.
    @Test func probeRefusesOtherOffsets() {
        let right = CMarkNodeFields.Offsets.gfm029
        var wrong: [CMarkNodeFields.Offsets] = []
        for shift in [-8, 8] {
            var next = right; next.next += shift; wrong.append(next)
            var parent = right; parent.parent += shift; wrong.append(parent)
            var child = right; child.firstChild += shift; wrong.append(child)
        }
        for shift in [-2, 2, -4] {
            var type = right; type.type += shift; wrong.append(type)
        }
        for offsets in wrong {
            #expect(!CMarkNodeFields.probe(offsets), "\(offsets)")
        }
    }

    /// A parsed page of every kind (tables, footnotes, task lists and strikethrough too), walked in
    /// place and through the accessors: the same nodes of the same types in the same order.
    @Test func inPlaceWalkVisitsWhatTheAccessorsVisit() {
        let text = """
        # Title *em* **strong**

        > quote [link](x) ![image](y) `code` <b>raw</b>
        > line  
        > break

        1. one
           - two ~~gone~~
           - [x] done

        | a | b |
        |---|---|
        | ~~c~~ | d |

        ```swift
        let a = 1
        ```

        <div>block</div>

        ---

        text[^1] www.example.org

        [^1]: note *x*
        """
        let document = MarkdownDocument(parsing: text)
        var inPlace: [(OpaquePointer, UInt32)] = []
        MarkupNode.preorder(from: document.rootPointer) { node in
            inPlace.append((node, MarkupNode.rawType(node).rawValue))
            return .descend
        }
        var byAccessors: [(OpaquePointer, UInt32)] = []
        func visit(_ node: OpaquePointer) {
            byAccessors.append((node, cmark_node_get_type(node).rawValue))
            var child = cmark_node_first_child(node)
            while let current = child {
                visit(current)
                child = cmark_node_next(current)
            }
        }
        visit(document.rootPointer)
        #expect(inPlace.count == byAccessors.count)
        #expect(inPlace.count > 40)
        for (found, expected) in zip(inPlace, byAccessors) {
            #expect(found.0 == expected.0 && found.1 == expected.1)
        }
        // A walk started below the root stays below it.
        let quote = document.nodes(of: .blockQuote)[0]
        var below = 0
        MarkupNode.preorder(from: quote.pointer) { _ in below += 1; return .descend }
        #expect(below > 5 && below < inPlace.count / 2)
    }
}
