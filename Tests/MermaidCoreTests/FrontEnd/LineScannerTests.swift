// Why: `LineScanner.hasPrefix` settles most calls from the first characters' bytes; it must answer as
// comparing the characters one by one does, for any text, position, prefix and case mode.
import Testing
@testable import MermaidCore

@Suite struct LineScannerTests {
    /// The character-by-character comparison the byte check stands in front of.
    static func reference(_ chars: [Character], _ position: Int, _ prefix: String, _ caseInsensitive: Bool) -> Bool {
        var i = position
        for c in prefix {
            guard i < chars.count else { return false }
            if caseInsensitive ? chars[i].lowercased() != c.lowercased() : chars[i] != c { return false }
            i += 1
        }
        return true
    }

    @Test func hasPrefixAgreesWithComparingCharacters() {
        let lines = ["block:id[\"Label\"]", "A --> B", "  ((circle))", "Ab", "aB", "e\u{301}x", "\u{212A}elvin", "K",
                     "x\r\ny", "日本", "[(db)]", ">]", "", "ÉCOLE", "école", "{{hex}}"]
        let prefixes = ["", "[", "[(", "((", "(", "{{", "-->", "a", "A", "ab", "AB", "e", "e\u{301}", "k", "K", "\u{212A}",
                        "\r\n", "x\r", "日", "é", "É", ">", "]", "block", "BLOCK", "b"]
        var compared = 0
        for line in lines {
            let scanner = LineScanner(line)
            for position in 0...scanner.chars.count {
                var at = scanner
                at.position = position
                for prefix in prefixes {
                    for caseInsensitive in [false, true] {
                        #expect(at.hasPrefix(prefix, caseInsensitive: caseInsensitive)
                                == Self.reference(scanner.chars, position, prefix, caseInsensitive),
                                "\(line.debugDescription) at \(position), \(prefix.debugDescription), case-insensitive \(caseInsensitive)")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > 1_000)
    }
}
