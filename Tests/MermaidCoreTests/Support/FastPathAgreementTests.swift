// Why: the front end and the drawing code read plain ASCII on the bytes and leave everything else
// to the general, character-level (or Foundation) code. These tests hold each fast path to the
// general answer on inputs chosen to sit at its edges: spaces joined to combining marks, Unicode
// spaces, CR LF, quotes and comment marks.
import Foundation
import Testing
@testable import MermaidCore

@Suite struct FastPathAgreementTests {
    static let samples = [
        "", " ", "\t", "a", " a ", "\ta\t", "a b", "  fill:#f9f  ", "x\u{00A0}", "\u{2003}y", "\u{00A0}",
        " \u{301}a", "a \u{301}", "é ", "\r\n", "a\r\n", "flowchart TD", "  graph LR;A-->B", "sequenceDiagram\r",
        "pie{", "x:y", "classDiagram \u{301}", "日本 語", "\u{FEFF}flowchart", "a\u{0085}b", "\t\tstateDiagram-v2\t",
    ]

    @Test func whitespaceTrimmingAgreesWithFoundation() {
        for s in Self.samples {
            #expect(s.trimmingWhitespaces() == s.trimmingCharacters(in: .whitespaces), "\(s.debugDescription)")
            let sub = Substring(s)
            #expect(sub.trimmingWhitespaces() == sub.trimmingCharacters(in: .whitespaces), "\(s.debugDescription)")
        }
    }

    @Test func byteSearchAgreesWithFoundation() {
        for s in Self.samples {
            for needle in ["%%{", "acc", "a", "\u{301}", " ", "日本"] {
                #expect(s.containsBytes(needle) == (s.range(of: needle, options: .literal) != nil),
                        "\(s.debugDescription) ∋ \(needle.debugDescription)")
            }
        }
    }

    /// The header keyword by characters, as before the byte path.
    static func keywordByCharacters(_ text: String) -> String {
        String(text.drop { $0 == " " || $0 == "\t" }.prefix { c in
            if let b = c.asciiValue { return !(b == 32 || (9...13).contains(b) || b == 59 || b == 58 || b == 123) }
            return !c.isWhitespace
        })
    }

    @Test func headerKeywordAgreesWithCharacterScan() {
        for s in Self.samples {
            #expect(DiagramKind.keyword(ofHeader: s) == Self.keywordByCharacters(s), "\(s.debugDescription)")
        }
    }

    @Test func frontMatterCommentsAgreeWithCharacterScan() {
        let lines = ["primaryColor: '#f9f'", "a: b # note", "a: b#c", "x: \"q # in quotes\" # out", "k: it's # c",
                     "'#': 1", "a:\t# tab before", "a: [1, '#x'] #y", "v: x   ", "é: '#1' # ü", "a: b \u{301}# c",
                     "s: '' # empty", "t: \"a\\\"#b\" #c", "#only", "  # indented", "a: 'open # never closed", "x: a\r# cr"]
        for line in lines {
            #expect(FrontMatterYAML.stripComment(line) == FrontMatterYAML.stripCommentByCharacters(line), "\(line.debugDescription)")
        }
    }

    /// Label whitespace collapsed by characters, as before the byte path (run texts only).
    static func collapseByCharacters(_ runs: [String]) -> [String] {
        var out: [String] = []
        var lastWasSpace = true
        for run in runs {
            var text = ""
            for c in run {
                let space = c == " " || c == "\t" || c == "\r"
                if space { if !lastWasSpace { text.append(" ") } } else { text.append(c) }
                lastWasSpace = space
            }
            if !text.isEmpty { out.append(text) }
        }
        if let last = out.last, last.hasSuffix(" ") {
            out[out.count - 1] = String(last.dropLast())
            if out[out.count - 1].isEmpty { out.removeLast() }
        }
        return out
    }

    @Test func labelSpacesCollapseAsBefore() {
        let runs: [[String]] = [["a  b", " c"], ["  lead", "trail  "], ["x\r\ny", " z"], ["\t\t"], ["é  ü ", " v"],
                                ["plain", "words"], ["a \r b"], [" ", " "], ["a\t", "\tb"]]
        for texts in runs {
            let got = LabelText.normalizeSpaces(texts.map { TextRun($0) }).map(\.text)
            #expect(got == Self.collapseByCharacters(texts), "\(texts)")
        }
    }

    /// Remembered theme resolutions (no theme variables) are the ones worked out afresh, whatever the order.
    @Test func rememberedThemesMatchFreshOnes() {
        let layers: [ConfigValue] = [
            .object([:]), .object(["theme": .string("forest")]), .object(["fontFamily": .string("monospace")]),
            .object(["fontSize": .number(12), "theme": .string("dark")]), .object(["theme": .string("nonsense")]),
        ]
        for follows in [true, false] {
            for layer in layers + layers.reversed() {
                var resolver = ConfigResolver()
                resolver.apply(layer)
                let got = resolver.resolve(followsColorScheme: follows)
                let family = layer["fontFamily"]?.stringValue ?? ThemePalettes.defaultFont
                let fresh = resolver.resolveThemes(family: family, size: layer["fontSize"]?.doubleValue ?? 16,
                                                   followsColorScheme: follows)
                #expect(got.theme.variables == fresh.theme.variables, "\(layer)")
                #expect(got.dark?.variables == fresh.dark?.variables, "\(layer)")
                #expect(got.text.cssFontFamily == fresh.text.cssFontFamily && got.text.fontSize == fresh.text.fontSize)
            }
        }
    }

    /// Text widths by scalars, as before the ASCII byte path: the same sum in the same order.
    @Test func asciiWidthsAgreeWithScalarLoop() {
        let texts = Self.samples + ["Hello, World!", "\u{1}\u{7F}~", "A-->B|label|", "é", "x\u{301}", "日本", "\u{1F600}"]
        for face in FontFace.allCases {
            for bold in [false, true] {
                let table = bold ? face.bold : face.regular
                let backup = bold ? FontWidthTables.dejaVuSansBold : FontWidthTables.dejaVuSans
                for text in texts {
                    var total = 0.0
                    for scalar in text.unicodeScalars {
                        let v = scalar.value
                        if let w = table.em(v) { total += w; continue }
                        if TextMeasurer.isZeroWidth(v) { continue }
                        if TextMeasurer.isWide(v) { total += 1; continue }
                        if let w = backup.em(v) { total += w; continue }
                        total += max(table.fallbackEm, 0.6)
                    }
                    #expect(TextMeasurer.emWidth(text, face: face, bold: bold) == total, "\(face) \(text.debugDescription)")
                    let ascii = TextMeasurer.asciiEmWidth(text, table: table, backup: backup)
                    #expect(ascii == (text.utf8.allSatisfy { $0 < 0x80 } ? total : nil), "\(text.debugDescription)")
                }
            }
        }
    }

    @Test func idFragmentsKeepSafeTextAndEscapeTheRest() {
        #expect(XMLEscape.idFragment("Node_1-a") == "Node_1-a")
        #expect(XMLEscape.idFragment("a b") == "a_20b")
        #expect(XMLEscape.idFragment("é") == "_e9")
        #expect(XMLEscape.idFragment("[x]") == "_5bx_5d")
        #expect(XMLEscape.idFragment("`@") == "_60_40")  // the bytes next to a–z and A–Z stay escaped
    }
}
