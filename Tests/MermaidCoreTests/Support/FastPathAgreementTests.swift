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
            for padded in [" " + s + " ", "\t" + s, s + " \t ", "  " + s + "\u{00A0} "] {
                #expect(padded.trimmingWhitespaces() == padded.trimmingCharacters(in: .whitespaces), "\(padded.debugDescription)")
            }
            let sub = Substring(s)
            #expect(sub.trimmingWhitespaces() == sub.trimmingCharacters(in: .whitespaces), "\(s.debugDescription)")
        }
    }

    /// `String`'s own trimming and blank test (bytes in place) give the generic `StringProtocol` answers.
    @Test func stringTrimmingAgreesWithGenericVersion() {
        let extra = ["\u{0600} x ", " x\u{301} ", " \u{301}x", "\r\n x \r\n", " é ", "é", " a\u{0600}", "\u{0600}", "\t\n\u{000B}\u{000C}\r"]
        for s in Self.samples + extra {
            #expect(s.trimmingASCIIWhitespace() == Substring(s).trimmingASCIIWhitespace(), "\(s.debugDescription)")
            #expect(s.isASCIIBlank == Substring(s).isASCIIBlank, "\(s.debugDescription)")
        }
    }

    /// `containsByte` (memchr) answers as `utf8.contains`, on strings and substrings.
    @Test func containsByteAgreesWithUTF8View() {
        for s in Self.samples + ["$$x$$", "a<br>b", "%% c", "~T~", "日本$"] {
            for byte in [UInt8(ascii: "$"), UInt8(ascii: "<"), 37, 9, UInt8(ascii: "~"), 0xE6, 0] {
                #expect(s.containsByte(byte) == s.utf8.contains(byte), "\(s.debugDescription) \(byte)")
                let sub = s.dropFirst()
                #expect(sub.containsByte(byte) == sub.utf8.contains(byte), "\(s.debugDescription) \(byte)")
            }
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

    /// `SVGWriter.attr` writes a short attribute with nothing to escape in one append; it must
    /// write exactly what the piece-by-piece path writes, and leave everything else to it.
    @Test func oneAppendAttributesAgreeWithPieces() {
        let long = String(repeating: "abcdefghij", count: 9)
        let values = Self.samples + [
            "node default", "a&b", "<tag>", "say \"hi\"", "line\nbreak", "tab\there", "bell\u{7}", "?", "~ok~",
            long, long + "x", String(long.prefix(88)), String(long.prefix(89)), long + "&", "é" + String(long.prefix(80)),
        ] + Self.escapeEdgeValues()
        let numbers: [Double] = [0, -0.0, 1, -1, 0.005, -0.004, 12.3456, 1e12, -1e13, 123456789.987, .nan, .infinity, -.infinity]
        func agree(_ one: (inout SVGWriter) -> Void, _ pieces: (inout SVGWriter) -> Void, _ label: String) {
            var a = SVGWriter(), b = SVGWriter()
            a.start("g"); b.start("g")
            one(&a); pieces(&b)
            #expect(a.bytes == b.bytes, "\(label)")
        }
        for v in values {
            agree({ $0.attr("x", v) }, { $0.attrByPieces("x", v) }, "x=\(v.debugDescription)")
            agree({ $0.attr("class", v) }, { $0.attrByPieces("class", v) }, "class=\(v.debugDescription)")
            agree({ $0.attr("an-attribute-name-long-enough-to-leave-little-room-for-its-value", v) },
                  { $0.attrByPieces("an-attribute-name-long-enough-to-leave-little-room-for-its-value", v) }, "long=\(v.debugDescription)")
        }
        for n in numbers {
            agree({ $0.attr("x", n) }, { $0.attrByPieces("x", n) }, "x=\(n)")
            agree({ $0.attr("stroke-width", n) }, { $0.attrByPieces("stroke-width", n) }, "stroke-width=\(n)")
            agree({ $0.attr("an-attribute-name-long-enough-to-go-by-pieces-for-a-number-too", n) },
                  { $0.attrByPieces("an-attribute-name-long-enough-to-go-by-pieces-for-a-number-too", n) }, "long=\(n)")
        }
    }

    /// Values that put each byte the one-append path must leave to the pieces (and its neighbours,
    /// which it must not mistake for them) at every place of the eight-byte words it tests at once,
    /// and random values of such bytes.
    static func escapeEdgeValues() -> [String] {
        let specials: [UInt8] = [38, 60, 62, 34, 0, 1, 9, 10, 13, 31, 32, 33, 35, 37, 39, 59, 61, 63, 0x7F, 0xC3, 0xA9]
        var values: [String] = []
        for byte in specials {
            for place in 0..<17 {
                var bytes = Array(repeating: UInt8(ascii: "m"), count: 17)
                bytes[place] = byte
                if byte == 0xC3 { bytes[(place + 1) % 17] = 0xA9 }
                values.append(String(decoding: bytes, as: UTF8.self))
            }
        }
        var generator = SeededRandom(seed: 0x5EED_E5CA)
        for _ in 0..<300 {
            let count = Int.random(in: 0...40, using: &generator)
            let bytes = (0..<count).map { _ in specials.randomElement(using: &generator)! }
            values.append(String(decoding: bytes, as: UTF8.self))
        }
        return values
    }

    /// `LabelText.parse` takes a label without line breaks, tags or emphasis as one run; it must
    /// give the character-by-character block for every label, the shortcut's or not.
    @Test func plainLabelsAgreeWithCharacterParse() {
        let labels = Self.samples + [
            "Start", "two  spaces  here ", "#quot;quoted#quot; #35; #9829;", "a &amp; b &lt;c&gt;", "&#x2665; love",
            "`**md** string`", "`", "``", " `x` ", "**bold** _it_", "*a*", "__b__", "a<br>b", "a<br/>b", "x\ny", "x\r\ny",
            "C:\\new", "line\\nnext", "<b>bold</b>", "a < b", "<\u{301}x", "e\u{301}\u{301}", "tab\there",
            String(repeating: "long label ", count: 40), "日本 #quot;語#quot;",
        ]
        for label in labels {
            for emphasis in [false, true] {
                for breakOnBackslashN in [false, true] {
                    #expect(LabelText.parse(label, breakOnBackslashN: breakOnBackslashN, emphasis: emphasis)
                        == LabelText.parseByCharacters(label, breakOnBackslashN: breakOnBackslashN, emphasis: emphasis),
                        "\(label.debugDescription) emphasis \(emphasis) breakOnBackslashN \(breakOnBackslashN)")
                }
            }
        }
    }

    /// Style declarations read on the bytes (plain ASCII) give the character-level reading.
    @Test func styleDeclarationsAgreeWithCharacterReading() {
        let texts = Self.samples + [
            "fill:#f9f,stroke:#333,stroke-width:4px", " fill : red ; stroke:blue;", ":x,a:b", "a<b:c,d:e", "color:#fff ;font-size:20px",
            "FILL:Red,Font-Weight : bold", "a:b\r\n,c:d", "fill:é,stroke:x", "\tfill:\tred\t", "x", ",,;;", "a:{b}", "c:\"d\"",
            "stroke-dasharray: 5 5", "a:b:c", " : ", "color:", "text-decoration:underline", "fill:\u{00A0}red",
        ]
        for text in texts {
            #expect(StyleDeclarations.split(text) == StyleDeclarations.splitCharacters(text), "\(text.debugDescription)")
            for declaration in StyleDeclarations.splitCharacters(text) + [text] {
                let fast = StyleDeclarations.nameAndValue(declaration), slow = StyleDeclarations.nameAndValueCharacters(declaration)
                #expect(fast.name == slow.name && fast.value == slow.value, "\(declaration.debugDescription)")
            }
        }
        #expect(StyleDeclarations.partition(["FILL:Red", "color : #fff", "font-size:2px"]) == ("fill:Red", "fill:#fff;font-size:2px"))
    }

    /// `containsASCII` and `firstRangeOfASCII` answer as Foundation's `contains` and the character search.
    @Test func asciiSearchAgreesWithGeneralSearch() {
        let texts = Self.samples + ["a --> b", "a-->b", "s1 --> s2 : go", "x:::cls", "x::y", "a\r\n-->b", "é --> b", "a -->\u{301} b",
                                    "-\u{301}->", "a b", "a\u{301} b", "tab\there", "{", "\"q\"", "--", "->", "a--->b", ":::"]
        for text in texts {
            for needle in ["-->", " ", "\t", "{", "\"", ":::", "%%"] {
                #expect(text.containsASCII(needle) == text.contains(needle), "\(text.debugDescription) ∋ \(needle.debugDescription)")
                #expect(text.firstRangeOfASCII(needle) == text.firstRange(of: needle), "\(text.debugDescription) ∋ \(needle.debugDescription)")
            }
        }
    }
}
