import Foundation
import Mermaid
import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidCharts

@Suite struct TimelineParserTests {
    @Test func periodsEventsAndContinuationLines() throws {
        let t = try ChartHarness.timeline("timeline\n title Social\n 2002 : LinkedIn\n 2004 : Facebook : Google\n      : MySpace\n 2005 : Meeting at 10:30")
        #expect(t.title == "Social")
        #expect(t.periods.map(\.text) == ["2002", "2004", "2005"])
        #expect(t.periods[1].events == ["Facebook", "Google", "MySpace"])
        #expect(t.periods[2].events == ["Meeting at 10:30"])
        #expect(t.periods.allSatisfy { $0.section == nil })
    }

    @Test func sectionsGroupThePeriodsBelowThem() throws {
        let t = try ChartHarness.timeline("timeline TD\n section 17th <br> century\n  Industry 1.0 : Machinery\n section Now\n  Industry 4.0 : Internet\n  Industry 5.0")
        #expect(t.topDown)
        #expect(t.sections == ["17th <br> century", "Now"])
        #expect(t.periods.map(\.section) == [0, 1, 1])
        #expect(t.periods[2].events.isEmpty)
    }

    @Test(arguments: [
        ("timeline\n : orphan event", 2, 2, "needs a period above it"),
        ("timeline XY", 1, 10, "unknown direction"),
        ("timeline LR extra", 1, 13, "unexpected"),
    ])
    func errorsPointAtTheProblem(text: String, line: Int, column: Int, message: String) {
        ChartHarness.checkError(text, line: line, column: column, message: message)
    }

    @Test func misspeltKeywordWarns() throws {
        let (_, warnings) = try TimelineParser.parse(DiagramFront.source("timeline\n  sectoin Stone Age"))
        #expect(warnings.first?.message.contains("did you mean 'section'") == true)
    }

    @Test func brBreaksLines() {
        #expect(TimelineNode.breakingAtBR("a<br>b<BR/>c<br />d") == "a\nb\nc\nd")
    }

    /// The byte path agrees with the regular expression it stands in for, at its edges.
    @Test func brBreaksAgreeWithTheExpression() {
        for text in ["a<br>b", "<bR  />x", "<br/ >", "<br x>", "<b>bold</b>", "<br\t>", "<br\n/>", "a<", "<b", "<br",
                     "x<brr>", "é<br>ü", "<<br>>", "1 < 2 <br/> 3", "<BR   >", "<br//>"] {
            let expected = text.replacingOccurrences(of: "<br\\s*/?>", with: "\n", options: [.regularExpression, .caseInsensitive])
            #expect(TimelineNode.breakingAtBR(text) == expected, "\(text.debugDescription)")
        }
    }
}

@Suite struct TimelineRendererTests {
    /// Positions from mermaid 11's drawing of the docs' industrial revolution timeline.
    @Test func layoutMatchesMermaid() throws {
        let text = "timeline\n title Industry\n section 17th-20th century\n  Industry 1.0 : Machinery, Water power, Steam <br>power\n  Industry 2.0 : Electricity\n  Industry 3.0 : Electronics\n section 21st century\n  Industry 4.0 : Internet"
        let svg = try ChartHarness.svg(text)
        #expect(svg.contains("<g transform=\"translate(200, 50)\"><g class=\"timeline-node section--1\">"))
        #expect(svg.contains("h580 q5,0,5,5"))  // the first section spans three columns
        #expect(svg.contains("<g class=\"taskWrapper\" transform=\"translate(200, 165.82)\">"))
        #expect(svg.contains("<g class=\"eventWrapper\" transform=\"translate(200, 365.82)\">"))
        #expect(svg.contains("<g transform=\"translate(800, 50)\"><g class=\"timeline-node section-0\">"))
        #expect(svg.contains("<line x1=\"295\" y1=\"231.63\""))
        // Steam <br>power: the break is kept, and the event has three lines.
        #expect(svg.contains(">power</tspan>"))
    }

    /// Positions from mermaid 11's drawing of the docs' `timeline TD` example.
    @Test func topDownMatchesMermaid() throws {
        let text = "timeline TD\n section 2023 Q1 <br> Release Personal Tier\n  Bullet 1 : sub-point 1a : sub-point 1b\n  Bullet 2 : sub-point 2a\n section Q2\n  Bullet 3 : x"
        let drawing = try ChartHarness.render(text)
        let svg = drawing.body.output
        #expect(svg.contains("<g transform=\"translate(200, 50)\"><g class=\"timeline-node section--1\">"))
        #expect(svg.contains("<g class=\"taskWrapper\" transform=\"translate(200, 118.42)\">"))
        #expect(svg.contains("<g class=\"eventWrapper\" transform=\"translate(480, 159.23)\">"))
        // Periods are spaced by the tallest event stack (two 30.82px events and a 10px gap) + 30.
        #expect(svg.contains("<g class=\"taskWrapper\" transform=\"translate(200, 220.05)\">"))
        // The axis is drawn first (under the boxes), down the middle at x = 430.
        #expect(svg.hasPrefix("<g class=\"lineWrapper\"><line x1=\"430\" y1=\"18\" x2=\"430\""))
    }

    @Test func topDownSectionsNeverCoverTheEventsAbove() throws {
        let text = "timeline TD\n section A\n  P1 : e1 : e2 : e3 : e4\n section B\n  P2 : f"
        let svg = try ChartHarness.svg(text)
        func y(after marker: String) -> Double? {
            guard let range = svg.range(of: marker, options: .backwards) else { return nil }
            let before = svg[..<range.lowerBound]
            guard let open = before.range(of: "translate(", options: .backwards) else { return nil }
            let pair = before[open.upperBound...].prefix { $0 != ")" }.split(separator: ",")
            return pair.count == 2 ? Double(pair[1].trimmingCharacters(in: .whitespaces)) : nil
        }
        // The last event of section A (e4) and the band of section B.
        let lastEventY = try #require(y(after: ">e4</tspan>"))
        let sectionB = try #require(y(after: "\"><g class=\"timeline-node section-0\"><g><path id=\"t-node-6\""))
        #expect(sectionB > lastEventY + 20)
    }

    @Test func withoutSectionsEachPeriodTakesTheNextColour() throws {
        let svg = try ChartHarness.svg("timeline\n 2002 : a\n 2004 : b\n 2005 : c")
        #expect(svg.contains("section--1") && svg.contains("section-0\"") && svg.contains("section-1\""))
        let plain = try ChartHarness.svg("---\nconfig:\n  timeline:\n    disableMulticolor: true\n---\ntimeline\n 2002 : a\n 2004 : b")
        #expect(!plain.contains("section-0\""))
    }

    @Test func coloursComeFromTheThemeScale() throws {
        let result = try MermaidRenderer.render("timeline\n 2002 : a", options: RenderOptions(idPrefix: "tl"))
        #expect(result.svg.contains("#tl .section--1 path,#tl .section--1 rect,#tl .section--1 circle{fill:var(--tl-cScale0"))
        #expect(result.svg.contains("id=\"tl-node-0\"") && result.svg.contains("url(#tl-arrowhead)"))
        #expect(result.svg.contains("aria-roledescription=\"timeline\""))
        #expect(!result.svg.contains("foreignObject"))
    }

    @Test func longWordsStayInsideTheirBox() throws {
        let word = String(repeating: "W", count: 60)
        let svg = try ChartHarness.svg("timeline\n \(word) : \(word)")
        #expect(DiagramFront.count("<tspan", in: svg) > 2)
    }

    @Test func periodsBeforeTheFirstSectionWarn() throws {
        let front = try DiagramFront.front("timeline\n 1999 : early\n section S\n 2000 : a")
        _ = try TimelineRenderer.render(front.source, in: front.context)
        #expect(front.context.warnings.contains { $0.message.contains("before the first section") })
    }
}
