import Mermaid
import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidCharts

@Suite struct JourneyParserTests {
    @Test func sectionsTasksScoresAndPeople() throws {
        let journey = try ChartHarness.journey("journey\n  title Day\n  section Work\n    Make tea: 5: Me\n    Do work: 1: Me, Cat\n  No section yet: 3")
        #expect(journey.title == "Day")
        #expect(journey.tasks.map(\.name) == ["Make tea", "Do work", "No section yet"])
        #expect(journey.tasks.map(\.section) == ["Work", "Work", "Work"])
        #expect(journey.tasks.map(\.score) == [5, 1, 3])
        #expect(journey.tasks[1].people == ["Me", "Cat"])
        #expect(journey.tasks[2].people.isEmpty)
        #expect(journey.actors == ["Cat", "Me"])
    }

    @Test(arguments: [
        ("journey\n section S\n  Task without score", 3, 3, "expected a task"),
        ("journey\n  T: great: Me", 2, 5, "expected a score"),
        ("journey\n  sectoin S", 2, 3, "or 'section'"),
        ("journey extra", 1, 9, "unexpected"),
    ])
    func errorsPointAtTheProblem(text: String, line: Int, column: Int, message: String) {
        ChartHarness.checkError(text, line: line, column: column, message: message)
    }

    @Test func scoreOutsideTheScaleWarns() throws {
        let front = try DiagramFront.front("journey\n T: 9: Me")
        _ = try JourneyRenderer.render(front.source, in: front.context)
        #expect(front.context.warnings.map(\.line) == [2])
    }
}

@Suite struct JourneyRendererTests {
    /// Positions from mermaid 11's drawing of its docs example.
    @Test func layoutMatchesMermaid() throws {
        let text = "journey\n title My day\n section Go to work\n  Make tea: 5: Me\n  Go upstairs: 3: Me\n  Do work: 1: Me, Cat\n section Go home\n  Go downstairs: 5: Me\n  Sit down: 5: Me"
        let drawing = try ChartHarness.render(text)
        let svg = drawing.body.output
        #expect(svg.contains("<rect x=\"150\" y=\"50\" width=\"550\" height=\"50\" rx=\"3\" ry=\"3\" class=\"journey-section section-type-0\"/>"))
        #expect(svg.contains("<rect x=\"750\" y=\"50\" width=\"350\" height=\"50\" rx=\"3\" ry=\"3\" class=\"journey-section section-type-1\"/>"))
        #expect(svg.contains("<rect x=\"550\" y=\"110\" width=\"150\" height=\"50\" rx=\"3\" ry=\"3\" class=\"task task-type-0\"/>"))
        // Faces: score 5 at 300, 3 at 360 with a straight mouth, 1 at 420 with a frown.
        #expect(svg.contains("<circle cx=\"225\" cy=\"300\" class=\"face\""))
        #expect(svg.contains("<line class=\"mouth\" x1=\"420\" y1=\"367\" x2=\"430\" y2=\"367\""))
        #expect(svg.contains("d=\"M-7.5,0A7.5,7.5,0,1,1,7.5,0L6.818,0A6.818,6.818,0,1,0,-6.818,0Z\" transform=\"translate(625,427)\""))
        #expect(svg.contains("d=\"M7.5,0A7.5,7.5,0,1,1,-7.5,0L-6.818,0A6.818,6.818,0,1,0,6.818,0Z\" transform=\"translate(225,302)\""))
        // People: sorted legend (Cat, Me), dots in the task's order.
        #expect(svg.contains("<circle cx=\"20\" cy=\"60\" r=\"7\" class=\"actor-0\" fill=\"#8FBC8F\""))
        #expect(svg.contains("<circle cx=\"564\" cy=\"110\" r=\"7\" class=\"actor-1\""))
        #expect(svg.contains("<circle cx=\"574\" cy=\"110\" r=\"7\" class=\"actor-0\""))
        #expect(svg.contains("<line class=\"journey-arrow\" x1=\"150\" y1=\"200\" x2=\"1146\" y2=\"200\""))
        #expect(drawing.minY == -25 && drawing.width == 1300 && drawing.height == 540)
    }

    @Test func longNamesWidenTheLeftMargin() throws {
        let drawing = try ChartHarness.render("journey\n section S\n  T: 4: Somebody with a long name")
        #expect(drawing.body.output.contains("<rect x=\"") && !drawing.body.output.contains("<rect x=\"150\""))
    }

    @Test func idsArePrefixedAndColoursFollowTheScheme() throws {
        let result = try MermaidRenderer.render("journey\n section S\n  T: 4: Me", options: RenderOptions(idPrefix: "j"))
        #expect(result.svg.contains("id=\"j-arrowhead\"") && result.svg.contains("url(#j-arrowhead)"))
        #expect(result.svg.contains("id=\"j-task0\""))
        #expect(result.svg.contains(".task-type-0,#j .section-type-0{fill:var(--j-fillType0"))
        #expect(!result.svg.contains("foreignObject"))
        #expect(result.svg.contains("aria-roledescription=\"journey\""))
    }

    @Test func longTaskNamesWrapInsideTheirBox() throws {
        let svg = try ChartHarness.svg("journey\n section S\n  A task whose name is much wider than its box: 4: Me")
        #expect(DiagramFront.count("<tspan", in: svg) >= 2)
    }
}
