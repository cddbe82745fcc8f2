// Why: ids and url()/var() references are written by counting bytes and copying each piece once; the
// result must be the pieces joined, whatever they hold.
import Testing
@testable import MermaidCore

@Suite struct StringConcatenationTests {
    @Test func concatenatingJoinsThePieces() {
        #expect(String.concatenating() == "")
        #expect(String.concatenating("", "", "") == "")
        #expect(String.concatenating("url(#", "d1", "_flowchart-", "pointEnd", ")") == "url(#d1_flowchart-pointEnd)")
        let pieces = ["e\u{301}", "«", "日本", "🫖", "\r", "\n", String(repeating: "x", count: 40), "a"]
        #expect(String.concatenating(pieces[0], pieces[1], pieces[2], pieces[3], pieces[4], pieces[5], pieces[6], pieces[7])
                == pieces.joined())
        // A bridged or substring-backed piece without contiguous UTF-8 storage still copies.
        let sub = String("abc«def"[...])
        #expect(String.concatenating("[", sub, "]") == "[abc«def]")
        #expect(DiagramContext.variableReference(prefix: "d1", name: "primaryColor", fallback: "#fff")
                == "var(--d1-primaryColor, #fff)")
    }
}
