import Foundation
import Mermaid
import MermaidTestSupport
import Testing

/// Issue 12, KaTeX in flowchart labels: `Fixtures/katex.mmd` drawn next to mermaid.js 11.16's
/// SVG of it (`Fixtures/katex.svg`, from `shared/tools/mermaid-reference/render.py`). Mermaid
/// draws KaTeX's MathML in a `<foreignObject>`, we draw SVG text, so lines of text cannot be
/// compared (Fidelity/flowchart.md); the shapes, and each label's characters in reading order,
/// can.
@Suite struct KatexLabelTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    func fixture(_ name: String) throws -> String {
        try String(contentsOf: Self.fixtures.appendingPathComponent(name), encoding: .utf8)
    }

    /// The characters of each node and edge label, whitespace removed (KaTeX's TeX source
    /// annotations left out), sorted.
    static func labelTexts(_ svg: String) -> [String] {
        var chunks: [Substring] = []
        for part in svg.components(separatedBy: "<g class=\"node ").dropFirst() {
            for (k, piece) in part.components(separatedBy: "<g class=\"edgeLabel\"").enumerated() {
                // Each chunk starts inside its opening tag: skip to its end.
                guard let close = piece.firstIndex(of: ">") else { continue }
                chunks.append(piece[piece.index(after: close)...])
            }
        }
        if let firstNode = svg.range(of: "<g class=\"node ") {
            for piece in svg[..<firstNode.lowerBound].components(separatedBy: "<g class=\"edgeLabel\"").dropFirst() {
                guard let close = piece.firstIndex(of: ">") else { continue }
                chunks.append(piece[piece.index(after: close)...])
            }
        }
        var texts: [String] = []
        for chunk in chunks {
            var text = ""
            var inTag = false, inAnnotation = false
            var tag = ""
            for c in chunk {
                if c == "<" { inTag = true; tag = ""; continue }
                if inTag {
                    if c == ">" {
                        inTag = false
                        if tag.hasPrefix("annotation") { inAnnotation = true }
                        if tag.hasPrefix("/annotation") { inAnnotation = false }
                    } else { tag.append(c) }
                    continue
                }
                // Accents are combining marks in our text, MathML `<mover>`s in mermaid's.
                let combining = c.unicodeScalars.allSatisfy { (0x20D0...0x20FF).contains($0.value) }
                if !inAnnotation && !c.isWhitespace && c != "\u{200B}" && !combining {
                    text.append(String(c.unicodeScalars.filter { !(0x20D0...0x20FF).contains($0.value) }))
                }
            }
            text = text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&amp;", with: "&")
            if !text.isEmpty { texts.append(text) }
        }
        return Array(Set(texts)).sorted()
    }

    @Test func matchesMermaidShapesAndCharacters() throws {
        let ours = try MermaidRenderer.render(try fixture("katex.mmd"))
        let theirs = try fixture("katex.svg")
        #expect(SVGRoleCounter(ours.svg) == SVGRoleCounter(theirs))
        #expect(Self.labelTexts(ours.svg) == Self.labelTexts(theirs))
        #expect(ours.warnings.isEmpty)
    }

    @Test func constructsAreDrawnAsMath() throws {
        let svg = try MermaidRenderer.render(try fixture("katex.mmd")).svg
        // Fractions and radicals bring their rules, styled with the text colour.
        #expect(svg.contains("<line class=\"math-rule\""))
        #expect(svg.contains("<polyline class=\"math-rule\""))
        #expect(svg.contains(" .math-rule,") && svg.contains(" .label-rule{stroke:"))
        #expect(svg.contains("font-size=\"70%\">2</tspan>"))
        #expect(svg.contains(">∑</tspan>") && svg.contains(">∫</tspan>") && svg.contains(">ΓΔΩ</tspan>"))
        #expect(!svg.contains("$$"))
        #expect(!svg.contains("\\frac"))
    }

    @Test func nodeBoxesHoldTheirFormulas() throws {
        let svg = try MermaidRenderer.render(try fixture("katex.mmd")).svg
        var checked = 0
        for node in svg.components(separatedBy: "<g class=\"node ").dropFirst() {
            guard let rect = node.range(of: "<rect") else { continue }
            let head = node[rect.lowerBound...].prefix { $0 != ">" }
            func number(_ name: String, in s: Substring) -> Double? {
                guard let r = s.range(of: " \(name)=\"") else { return nil }
                return Double(s[r.upperBound...].prefix { $0 != "\"" })
            }
            let left = try #require(number("x", in: head)), width = try #require(number("width", in: head))
            var xs: [Double] = []
            var rest = node[...]
            while let r = rest.range(of: "<tspan x=\"") {
                xs.append(Double(rest[r.upperBound...].prefix { $0 != "\"" }) ?? .nan)
                rest = rest[r.upperBound...]
            }
            #expect(!xs.isEmpty)
            #expect(xs.allSatisfy { $0 >= left && $0 < left + width }, "\(xs) in [\(left), \(left + width)]")
            checked += 1
        }
        #expect(checked == 9)
    }

    @Test func unsupportedMathWarnsWithPosition() throws {
        let source = "flowchart LR\n    A[\"$$\\begin{tikzcd} a \\end{tikzcd}$$\"] -->|\"$$\\boxed{x}$$\"| B"
        let result = try MermaidRenderer.render(source)
        let warnings = result.warnings.filter { $0.message.contains("KaTeX subset") }
        #expect(warnings.count == 2)
        #expect(warnings.allSatisfy { $0.line == 2 })
        #expect(warnings.contains { $0.message.contains("tikzcd") })
        #expect(warnings.contains { $0.message.contains("\\boxed") })
        // The formula stays as its source text.
        #expect(result.svg.contains("$$\\begin{tikzcd}"))
    }

    @Test func backslashNBreaksTextButNotCommands() throws {
        let svg = try MermaidRenderer.render("flowchart LR\n    A[\"one\\ntwo $$a \\neq b$$\"]").svg
        #expect(svg.contains(">≠</tspan>"))
        #expect(svg.contains(">one</tspan>"))
    }

    @Test func horizontalRulesInFlowchartLabels() throws {
        let svg = try MermaidRenderer.render("flowchart LR\n    A[\"top<hr>bottom\"] -->|\"x<hr/>y\"| B").svg
        #expect(svg.components(separatedBy: "<line class=\"label-rule\"").count == 3)
        #expect(svg.contains(".label-rule{stroke:"))
        // Without rules or math the stylesheet is unchanged.
        #expect(!(try MermaidRenderer.render("flowchart LR\n    A --> B").svg.contains("label-rule")))
    }
}
