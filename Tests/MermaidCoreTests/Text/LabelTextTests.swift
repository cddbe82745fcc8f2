import Testing
@testable import MermaidCore

@Suite struct LabelTextTests {
    func lines(_ raw: String) -> [String] { LabelText.parse(raw).lines.map(\.plainText) }

    @Test func lineBreaks() {
        #expect(lines("Start:<br/>parse(json)") == ["Start:", "parse(json)"])
        #expect(lines("a<br>b<BR />c<br   />d") == ["a", "b", "c", "d"])
        #expect(lines("one\ntwo") == ["one", "two"])
        #expect(lines("C:\\new") == ["C:\\new"])
        #expect(LabelText.parse("a\\nb", breakOnBackslashN: true).lines.map(\.plainText) == ["a", "b"])
        #expect(lines("Input:<br/> jsonObject (Any)") == ["Input:", "jsonObject (Any)"])
    }

    @Test func entities() {
        #expect(lines("say #quot;hi#quot; #35; #9829; #amp;") == ["say \"hi\" # ♥ &"])
        #expect(lines("&lt;b&gt; &amp; &#35; &#x2665;") == ["<b> & # ♥"])
        #expect(lines("A & B &nbsp #notanentity; 50%") == ["A & B &nbsp #notanentity; 50%"])
    }

    @Test func literalAngleBracketsAndAmpersands() {
        #expect(lines("<!DOCTYPE html>...</html>") == ["<!DOCTYPE html>...</html>"])
        #expect(lines("<head>") == ["<head>"])
        #expect(lines("<meta charset='UTF-8'>") == ["<meta charset='UTF-8'>"])
        #expect(lines("<script> mermaid.initialize() </script>") == ["<script> mermaid.initialize() </script>"])
        #expect(lines("Creates & Configures") == ["Creates & Configures"])
        #expect(lines("a -> b <- c") == ["a -> b <- c"])
    }

    @Test func inlineTagsBecomeStyledRuns() {
        let block = LabelText.parse("<b>bold</b> and <i>it</i> x<sup>2</sup>")
        let runs = block.lines[0].runs
        #expect(block.lines.map(\.plainText) == ["bold and it x2"])
        #expect(runs[0] == TextRun("bold", bold: true))
        #expect(runs[1] == TextRun(" and "))
        #expect(runs[2] == TextRun("it", italic: true))
        #expect(runs.last == TextRun("2", baseline: .superscript))
        #expect(lines("<strong>unclosed") == ["unclosed"])
    }

    @Test func markdownStrings() {
        let block = LabelText.parse("`**bold** and _it_ snake_case_name`")
        #expect(block.isMarkdown)
        #expect(block.lines.map(\.plainText) == ["bold and it snake_case_name"])
        #expect(block.lines[0].runs.first == TextRun("bold", bold: true))
        #expect(block.lines[0].runs.contains(TextRun("it", italic: true)))
        #expect(LabelText.parse("`a * b`").lines.map(\.plainText) == ["a * b"])
        #expect(LabelText.parse("`line one\nline two`").lines.count == 2)
        #expect(!LabelText.parse("**not markdown**").isMarkdown)
        #expect(LabelText.parse("**not markdown**").lines.map(\.plainText) == ["**not markdown**"])
    }

    @Test func whitespaceCollapses() {
        #expect(lines("  a   b  ") == ["a b"])
        #expect(LabelText.parse("").isEmpty)
    }
}

@Suite struct TextMeasurerTests {
    @Test func matchesChromiumForMermaidDefaultFont() {
        // mermaid.js in Chromium measures the default stack with Liberation Sans: these are
        // its widths at 16px in the reference SVGs (docs-ref/flowchart).
        let m = TextMeasurer(fontFamily: nil, fontSize: 16)
        #expect(m.face == .liberationSans)
        #expect(abs(m.naturalWidth(of: "This is the text in the box") - 176.98) < 0.05)
        #expect(abs(m.naturalWidth(of: "Database") - 68.5) < 0.05)
        #expect(abs(m.naturalWidth(of: "id") - 12.45) < 0.05)
        #expect(m.cssFontFamily == "\"Liberation Sans\", Arial, \"trebuchet ms\", verdana, arial, sans-serif"
            || m.cssFontFamily.hasPrefix("\"Liberation Sans\", Arial, \"trebuchet ms\", verdana"))
    }

    @Test func slackCoversTheWidestFallback() {
        let m = TextMeasurer(fontFamily: nil, fontSize: 16)
        let text = "Attempt JSONSerialization.jsonObject(with: data)"
        let dejaVu = TextMeasurer(fontFamily: "DejaVu Sans", fontSize: 16).naturalWidth(of: text)
        #expect(m.width(of: text) >= dejaVu)
        #expect(m.width(of: text) >= m.naturalWidth(of: text))
    }

    @Test func fontFamilies() {
        #expect(FontFace.resolve("Monospace") == .dejaVuSansMono)
        #expect(FontFace.resolve("'Courier New', monospace") == .dejaVuSansMono)
        #expect(FontFace.resolve("verdana") == .dejaVuSans)
        #expect(FontFace.resolve("\"Open Sans\", sans-serif") == .dejaVuSans)
        #expect(FontFace.resolve("Helvetica, Arial") == .liberationSans)
        let mono = TextMeasurer(fontFamily: "Monospace", fontSize: 16)
        #expect(mono.cssFontFamily.hasPrefix("\"DejaVu Sans Mono\", Monospace"))
        #expect(abs(mono.width(of: "abcd") - 4 * 1233.0 / 2048 * 16) < 0.001)
    }

    @Test func boldWideAndFallbackCharacters() {
        let m = TextMeasurer(fontFamily: "Arial", fontSize: 10)
        #expect(m.width(of: "Bold", bold: true) > m.width(of: "Bold"))
        #expect(m.width(of: "漢字") == 20)
        #expect(m.width(of: "e\u{301}") == m.width(of: "e"))
        #expect(m.width(of: "❤") > 0)
        #expect(m.lineHeight() == 15)
    }

    @Test func measuresBlocks() {
        let m = TextMeasurer(fontFamily: "Monospace", fontSize: 10)
        let size = m.measure(LabelText.parse("ab<br/>abcd"))
        #expect(abs(size.width - 4 * 1233.0 / 2048 * 10) < 0.001)
        #expect(size.height == 30)
    }

    @Test func wrapsLikeMermaid() {
        let m = TextMeasurer(fontFamily: "Monospace", fontSize: 16)
        let block = LabelText.parse("`**User-provided** Mermaid Syntax that is long enough to wrap twice`")
        let wrapped = m.wrap(block, width: 200)
        #expect(wrapped.lines.count > 1)
        for line in wrapped.lines { #expect(m.width(of: line) <= 200) }
        #expect(wrapped.lines.map(\.plainText).joined(separator: " ") == block.plainText)
        #expect(wrapped.lines[0].runs[0].bold)
        let long = m.wrap(TextBlock(plain: String(repeating: "x", count: 100)), width: 100)
        #expect(long.lines.count > 5)
        #expect(long.lines.allSatisfy { m.width(of: $0) <= 100 })
    }
}
