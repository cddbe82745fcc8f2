import Testing
@testable import MermaidSequence
import MermaidCore

@Suite struct SequenceRendererTests {
    private func svg(_ body: String, config: ConfigValue = .object([:])) throws -> String {
        SequenceTestSupport.svg(try SequenceTestSupport.drawing("sequenceDiagram\n" + body, config: config))
    }

    @Test func mermaidClassNames() throws {
        let out = try svg("""
            autonumber
            actor U
            participant A
            U->>+A: solid
            A-->>-U: dotted
            Note right of A: a note
            loop every minute
              A->>A: self
            end
            """)
        for cls in ["actor actor-top", "actor actor-bottom", "actor-man actor-top", "actor-line", "messageLine0",
                    "messageLine1", "messageText", "class=\"note\"", "noteText", "loopLine", "labelBox", "labelText",
                    "loopText", "sequenceNumber", "activation0"] {
            #expect(out.contains(cls), "missing \(cls)")
        }
        #expect(SequenceTestSupport.count("class=\"sequenceNumber\"", in: out) == 3)
        #expect(out.contains("[every"))
    }

    @Test func idsAndCSSAreScoped() throws {
        let drawing = try SequenceTestSupport.drawing("sequenceDiagram\nA-xB: x\nA-)B: y")
        #expect(drawing.body.output.contains("id=\"t_sequence-arrowhead\""))
        #expect(drawing.body.output.contains("url(#t_sequence-crosshead)"))
        #expect(drawing.body.output.contains("url(#t_sequence-filled-head)"))
        #expect(!drawing.body.output.contains("id=\"actor"))
        #expect(!drawing.body.output.contains("foreignObject"))
        for rule in drawing.css.split(separator: "}") where !rule.isEmpty {
            #expect(rule.hasPrefix("#t ") || rule.hasPrefix("#t-"), "unscoped rule \(rule)")
        }
        #expect(drawing.svgClass == "sequence" && drawing.roleDescription == "sequence" && drawing.drewTitle)
    }

    @Test func specialCharactersAreEscapedAndLiteral() throws {
        let out = try svg("A->>B: DispatchQueue.main.async { self.parent.region = mapView.region }\n"
                          + "B->>A: <head> & \"x\" -> [y] @z")
        #expect(out.contains(">DispatchQueue.main.async { self.parent.region = mapView.region }<"))
        #expect(out.contains("&lt;head&gt; &amp; &quot;x&quot; -&gt; [y] @z"))
    }

    @Test func lineBreaksMakeSeparateLines() throws {
        let out = try svg("participant A as One<br/>Two\nA->>A: first<br>second\nNote over A: n1<br />n2")
        #expect(out.contains(">One</tspan>") && out.contains(">Two</tspan>"))
        #expect(out.contains(">first</text>") && out.contains(">second</text>"))
        #expect(out.contains(">n1</tspan>") && out.contains(">n2</tspan>"))
    }

    @Test func mirrorActorsOffDrawsOnlyHeaders() throws {
        let cfg = ConfigValue.object(["sequence": .object(["mirrorActors": .bool(false)])])
        let out = try svg("A->>B: x", config: cfg)
        #expect(!out.contains("actor-bottom"))
        #expect(SequenceTestSupport.count("actor actor-top", in: out) == 2)
    }

    @Test func showSequenceNumbersAndAutonumberSteps() throws {
        let out = try svg("autonumber 10 5\nA->>B: x\nB->>A: y\nautonumber off\nA->>B: z")
        #expect(out.contains(">10</text>") && out.contains(">15</text>"))
        #expect(SequenceTestSupport.count("class=\"sequenceNumber\"", in: out) == 2)
        let cfg = ConfigValue.object(["sequence": .object(["showSequenceNumbers": .bool(true)])])
        #expect(SequenceTestSupport.count("class=\"sequenceNumber\"", in: try svg("A->>B: x", config: cfg)) == 1)
    }

    /// librsvg (PNG output) skips markers on zero-length lines, so the autonumber discs must be real
    /// elements: one filled circle under each number, and no marker line left to draw them.
    @Test func autonumberDiscsAreRealCircles() throws {
        let out = try svg("autonumber\nA->>B: x\nB-->>A: y\nA->>A: self")
        let numbers = out.matches(of: #/<text x="([-0-9.]+)" y="([-0-9.]+)"[^>]*class="sequenceNumber"/#)
        #expect(numbers.count == 3)
        for number in numbers {
            let cx = String(number.output.1), cy = NumberFormat.format(Double(String(number.output.2))! - 4)
            #expect(out.contains("<circle cx=\"\(cx)\" cy=\"\(cy)\" r=\"12\" class=\"sequenceNumberCircle\"/>"),
                    "no disc under the number at \(cx),\(cy)")
        }
        #expect(!out.contains("marker-start=\"url(#"), "a disc is still a marker on a zero-length line")
        #expect(out.contains(" .sequenceNumberCircle{fill:"))
    }

    @Test func participantSymbols() throws {
        let out = try svg("""
            participant A@{ "type": "boundary" }
            participant B@{ "type": "control" }
            participant C@{ "type": "entity" }
            participant D@{ "type": "database" }
            participant E@{ "type": "collections" }
            participant F@{ "type": "queue" }
            A->>F: x
            """)
        for t in ["boundary", "control", "entity", "database", "collections", "queue"] {
            #expect(out.contains("data-type=\"\(t)\""), "\(t)")
        }
        #expect(SequenceTestSupport.count("<circle", in: out) >= 6)
    }

    @Test func boxesAndRectBackgrounds() throws {
        let out = try svg("box rgb(200, 15, 255, 0.2) The App\nparticipant A\nend\nrect rgba(0, 0, 255, .1)\nA->>B: x\nend")
        #expect(out.contains("fill: rgb(200, 15, 255, 0.2)"))
        #expect(out.contains("fill: rgba(0, 0, 255, .1)"))
        #expect(out.contains(">The App</tspan>"))
    }

    @Test func nestedRectsDrawOuterFirst() throws {
        let out = try svg("rect rgb(1, 1, 1)\nA->>B: x\nrect rgb(2, 2, 2)\nA->>B: y\nend\nend")
        let outer = try #require(out.range(of: "rgb(1, 1, 1)")), inner = try #require(out.range(of: "rgb(2, 2, 2)"))
        #expect(outer.lowerBound < inner.lowerBound)
    }

    @Test func coloursAreValidatedBeforeReachingStyles() throws {
        let out = try svg("box rgb(1,2,3) background:url(http://x) T\nparticipant A\nend\nrect url(http://evil)\nA->>A: x\nend")
        #expect(!out.contains("fill: rgb(1,2,3) background"))
        #expect(!out.contains("fill: url("))
        #expect(out.contains("fill: none"))
    }

    @Test func arrowMarkers() throws {
        let out = try svg("A<<->>B: both\nA<<-->>B: both dotted\nA-|\\B: half\nA/|-B: reverse half")
        #expect(SequenceTestSupport.count("marker-start=\"url(#t_sequence-arrowhead)\"", in: out) == 2)
        #expect(out.contains("marker-end=\"url(#t_sequence-solidTopArrowHead)\""))
        #expect(out.contains("marker-start=\"url(#t_sequence-solidBottomArrowHead)\""))
        #expect(SequenceTestSupport.count("class=\"messageLine1\"", in: out) == 1)
    }

    @Test func safeLinksBecomeAnchors() throws {
        let out = try svg("participant A\nlink A: Home @ https://example.com/a\nlink A: Bad @ javascript:alert(1)\nA->>A: x")
        #expect(out.contains("href=\"https://example.com/a\""))
        #expect(!out.contains("javascript"))
    }

    @Test func outputIsDeterministic() throws {
        let body = "autonumber\nA->>+B: x\nalt a\nB-->>-A: y\nelse b\nNote over A,B: n\nend"
        #expect(try svg(body) == svg(body))
    }

    @Test func configSectionNameWarning() throws {
        // The seeds write `'sequenceDiagram': {…}`, which mermaid ignores; the front end says so once.
        let result = try SequenceTestSupport.render("%%{init: {'sequenceDiagram': {'htmlLabels': false}}}%%\nsequenceDiagram\nA->>B: x")
        #expect(result.warnings.filter { $0.message.contains("'sequence'") }.count == 1)
        #expect(result.diagramType == "sequence")
    }

    @Test func sequenceConfigIsHonoured() throws {
        let result = try SequenceTestSupport.render("""
            %%{init: {'sequence': {'actorMargin': 120, 'messageAlign': 'left', 'noteAlign': 'right', 'width': 200}}}%%
            sequenceDiagram
            A->>B: hello
            Note over A: n
            """)
        #expect(result.svg.contains("width=\"200\""))
        #expect(result.svg.contains("x=\"320\""))
        #expect(result.svg.contains("text-anchor=\"start\" dominant-baseline=\"middle\" alignment-baseline=\"middle\" class=\"messageText\""))
        #expect(result.svg.contains("text-anchor=\"end\" dominant-baseline=\"middle\" alignment-baseline=\"middle\" class=\"noteText\""))
    }

    @Test func wrapConfigWrapsLongMessages() throws {
        let long = String(repeating: "lorem ipsum ", count: 12)
        let cfg = ConfigValue.object(["sequence": .object(["wrap": .bool(true)])])
        let wrapped = try svg("A->>B: \(long)", config: cfg)
        #expect(SequenceTestSupport.count("class=\"messageText\"", in: wrapped) > 1)
        let plain = try svg("A->>B: \(long)")
        #expect(SequenceTestSupport.count("class=\"messageText\"", in: plain) == 1)
    }

    @Test func followsPageColourScheme() throws {
        let result = try SequenceTestSupport.render("sequenceDiagram\nA->>B: x\nNote over A: n")
        #expect(result.svg.contains("var(--t-signalColor"))
        #expect(result.svg.contains("prefers-color-scheme: dark"))
        #expect(result.svg.contains("<title") == false || result.svg.contains("aria-labelledby"))
        #expect(result.svg.contains("role=\"graphics-document document\""))
    }

    @Test func accessibilityFromAccTitleAndDescr() throws {
        let result = try SequenceTestSupport.render("sequenceDiagram\naccTitle: Login flow\naccDescr: Alice logs in\nA->>B: x")
        #expect(result.svg.contains("Login flow") && result.svg.contains("Alice logs in"))
    }
}
