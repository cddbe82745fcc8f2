import Testing
@testable import MermaidCore

/// The writer escapes by construction: no attribute value or text can leave its context.
@Suite struct SVGWriterTests {
    static let hostile = "\"><script>alert('x')</script><g a=\""

    @Test func elementsAndAttributesInOrder() {
        var svg = SVGWriter()
        svg.start("g")
        svg.attr("class", "node")
        svg.attr("data-id", "A<1>")
        svg.startBody()
        svg.start("rect")
        svg.attr("x", 1.234)
        svg.attr("y", nil as String?)
        svg.attr("width", 3)
        svg.endEmpty()
        svg.end("g")
        #expect(svg.output == "<g class=\"node\" data-id=\"A&lt;1&gt;\"><rect x=\"1.23\" width=\"3\"/></g>")
    }

    @Test func hostileAttributeValueStaysInsideItsQuotes() {
        var svg = SVGWriter()
        svg.start("g")
        svg.attr("data-id", Self.hostile)
        svg.endEmpty()
        #expect(!svg.output.contains("<script"))
        #expect(svg.output.filter { $0 == "\"" }.count == 2)
        #expect(svg.output.hasPrefix("<g data-id=\"&quot;&gt;&lt;script&gt;"))
    }

    @Test func hostileTextCannotOpenElements() {
        var svg = SVGWriter()
        svg.element("title", text: Self.hostile)
        #expect(svg.output == "<title>\"&gt;&lt;script&gt;alert('x')&lt;/script&gt;&lt;g a=\"</title>")
        var quoted = SVGWriter()
        quoted.text("a\"b\nc", escapingQuotes: true)
        #expect(quoted.output == "a&quot;b&#10;c")
    }

    @Test func interpolatedValuesFormatNumbersAndEscapeText() {
        var svg = SVGWriter()
        let x = 0.1 + 0.2, y = -0.0001, big = 1e-7
        svg.start("g")
        svg.attr("transform", format: "translate(\(x), \(y)) scale(\(big))")
        svg.attr("data-id", format: "n-\(Self.hostile)-\(7)")
        svg.endEmpty()
        #expect(svg.output.hasPrefix("<g transform=\"translate(0.3, 0) scale(0)\" data-id=\"n-&quot;&gt;&lt;script"))
        #expect(!svg.output.contains("<script"))
        #expect(SVGValue.points([(1, 2.5), (-3.333, 0)]).escaped == "1,2.5 -3.33,0")
    }

    @Test func styleSheetCannotCloseItsElement() {
        var svg = SVGWriter()
        svg.style("a{}</style><script>")
        #expect(svg.output == "<style>a{}\\3C /style>\\3C script></style>")
    }

    @Test func fragmentsAppend() {
        var inner = SVGWriter()
        inner.element("desc", text: "x")
        var outer = SVGWriter(capacity: 64)
        outer.open("g")
        outer.append(inner)
        outer.end("g")
        #expect(outer.output == "<g><desc>x</desc></g>")
        #expect(SVGWriter().isEmpty)
    }

    @Test(arguments: [
        (12.3456, "12.35"), (3.0, "3"), (-0.001, "0"), (-0.0, "0"), (-2.5, "-2.5"), (0.05, "0.05"),
        (1e-7, "0"), (123456789.0, "123456789"), (-7.005, "-7.01"), (0.999, "1"), (Double.nan, "0"), (Double.infinity, "0"),
    ])
    func numberFormat(value: Double, text: String) {
        #expect(NumberFormat.format(value) == text)
        var out = "x="
        NumberFormat.append(value, to: &out)
        #expect(out == "x=" + text)
    }
}

extension SVGWriterTests {
    @Test func lineEndpointsInOrder() {
        var svg = SVGWriter()
        svg.start("line")
        svg.endpoints(x1: 1, y1: 2.5, x2: -3, y2: 4.125)
        svg.endEmpty()
        #expect(svg.output == "<line x1=\"1\" y1=\"2.5\" x2=\"-3\" y2=\"4.13\"/>")
    }
}
