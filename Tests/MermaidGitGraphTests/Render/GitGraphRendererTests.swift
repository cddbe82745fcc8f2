import Foundation
import Mermaid
import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidGitGraph

@Suite struct GitGraphRendererTests {
    private func svg(_ text: String) throws -> String { try DiagramHarness.render(text).body.output }

    @Test func fixtureUsesMermaidDOM() throws {
        let result = try MermaidRenderer.render(try DiagramHarness.fixture("release-flow"),
                                                options: RenderOptions(idPrefix: "rf"))
        let out = result.svg
        #expect(out.contains("aria-roledescription=\"gitGraph\""))
        for group in ["commit-arrows", "commit-bullets", "commit-labels", "branchLabel"] {
            #expect(out.contains("class=\"\(group)\""), "\(group)")
        }
        #expect(DiagramFront.count("class=\"branch branch", in: out) == 3)
        #expect(out.contains("class=\"commit init commit0\""))
        #expect(out.contains("commit-highlight-outer") && out.contains("commit-highlight-inner"))
        #expect(out.contains("commit commit-merge fix merged commit0"))
        #expect(out.contains("commit commit-reverse"))
        #expect(out.contains("commit-cherry-pick"))
        #expect(out.contains(">cherry-pick:feature work</text>"))
        #expect(out.contains(">v1.0.1</text>") && out.contains(">alpha</text>"))
        #expect(out.contains("class=\"gitTitleText\">Release flow</text>"))
        #expect(!out.contains("foreignObject"))
        let ids = out.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(ids.allSatisfy { $0.hasPrefix("rf") })
        #expect(result.warnings.isEmpty)
    }

    @Test func branchesAreOrderedByOrder() throws {
        let out = try svg(try DiagramHarness.fixture("release-flow"))
        let main = try #require(out.range(of: ">main</tspan>")).lowerBound
        let hotfix = try #require(out.range(of: ">hotfix</tspan>")).lowerBound
        let develop = try #require(out.range(of: ">develop</tspan>")).lowerBound
        #expect(main < hotfix && hotfix < develop)
    }

    @Test func unnamedMergesAndCherryPicksHaveNoLabel() throws {
        let out = try svg("gitGraph\ncommit id: \"a\"\nbranch f\ncommit id: \"b\"\ncheckout main\nmerge f\ncherry-pick id: \"b\"")
        #expect(DiagramFront.count("class=\"commit-label\"", in: out) == 2)
    }

    @Test func settingsHideBranchesAndLabels() throws {
        let text = "---\nconfig:\n  gitGraph:\n    showBranches: false\n    showCommitLabel: false\n---\ngitGraph\ncommit\nbranch b\ncommit"
        let out = try svg(text)
        #expect(!out.contains("class=\"branch "))
        #expect(!out.contains("class=\"commit-label\""))
        #expect(DiagramFront.count("<circle", in: out) == 2)
    }

    @Test func rotatedLabelsTurnAndStraightOnesDoNot() throws {
        let rotated = try svg("gitGraph\ncommit id: \"a long label\"")
        #expect(rotated.contains("rotate(-45, 0, -2)"))
        let straight = try svg("%%{init: {\"gitGraph\": {\"rotateCommitLabel\": false}}}%%\ngitGraph\ncommit id: \"a long label\"")
        #expect(!straight.contains("rotate("))
    }

    @Test func leftToRightPlacesCommitsAlongX() throws {
        let out = try svg("gitGraph\ncommit\ncommit\nbranch d\ncommit")
        #expect(out.contains("cx=\"10\" cy=\"-2\""))
        #expect(out.contains("cx=\"60\" cy=\"-2\""))
        #expect(out.contains("cx=\"110\" cy=\"88\""))
        #expect(out.contains("M 60 -2 L 60 68 A 20 20, 0, 0, 0, 80 88 L 110 88"))
    }

    @Test func topToBottomAndBottomToTopMirror() throws {
        let body = "commit\ncommit\nbranch d\ncommit"
        let tb = try svg("gitGraph TB:\n" + body)
        #expect(tb.contains("cx=\"0\" cy=\"40\"") && tb.contains("cx=\"0\" cy=\"90\""))
        let bt = try svg("gitGraph BT:\n" + body)
        #expect(bt.contains("cx=\"0\" cy=\"140\"") && bt.contains("cx=\"0\" cy=\"90\""))
        #expect(bt.contains("cy=\"40\""))
    }

    @Test func parallelCommitsShareAColumn() throws {
        let out = try svg(try DiagramHarness.fixture("vertical"))
        // l1 and m1 both follow root: same y.
        #expect(DiagramFront.count("cy=\"90\"", in: out) == 2)
        let serial = try svg("gitGraph\ncommit\nbranch d\ncommit\ncheckout main\ncommit")
        #expect(serial.contains("cx=\"110\""))
    }

    @Test func arrowsDetourAroundCommitsInTheWay() throws {
        // b2 sits on main between a and the merge's side parent: the arrow takes a lane.
        let out = try svg("gitGraph\ncommit id: \"a\"\nbranch f\ncommit id: \"f1\"\ncheckout main\ncommit id: \"m1\"\ncheckout f\ncommit id: \"f2\"\ncheckout main\nmerge f")
        #expect(out.contains("A 20 20"))
        // d2 sits on develop between m1 and the merge: the arrow m1 → merge detours through a lane.
        let detour = try svg("gitGraph\ncommit id: \"a\"\nbranch develop\ncommit id: \"d1\"\ncheckout main\ncommit id: \"m1\"\ncheckout develop\ncommit id: \"d2\"\nmerge main")
        #expect(detour.contains("M 110 -2 L 110 33 A 10 10, 0, 0, 0, 120 43 L 200 43 A 10 10, 0, 0, 1, 210 53 L 210 88"))
    }

    @Test func themeColoursFollowOverridesAndDarkMode() throws {
        let pinned = try MermaidRenderer.render("%%{init: {\"themeVariables\": {\"git0\": \"#ff0000\"}}}%%\ngitGraph\ncommit",
                                                options: RenderOptions(idPrefix: "g")).svg
        #expect(pinned.contains("--g-git0:#ff0000;"))
        let fixed = try MermaidRenderer.render("%%{init: {\"theme\": \"forest\", \"themeVariables\": {\"git0\": \"#ff0000\"}}}%%\ngitGraph\ncommit",
                                               options: RenderOptions(idPrefix: "g")).svg
        #expect(fixed.contains(".commit0{stroke:#ff0000;fill:#ff0000;}"))
        let following = try MermaidRenderer.render("gitGraph\ncommit", options: RenderOptions(idPrefix: "g")).svg
        #expect(following.contains("var(--g-git0,"))
        #expect(following.contains("prefers-color-scheme: dark"))
        for theme in Theme.names {
            let themed = try MermaidRenderer.render("gitGraph\ncommit\nbranch a\ncommit",
                                                    options: RenderOptions(idPrefix: "g", theme: theme)).svg
            #expect(!themed.contains("currentColor"), "\(theme)")
        }
    }

    @Test func commitLabelFontSizeIsMeasured() throws {
        // The rotated label hangs below the lane: a larger font makes the drawing taller.
        let small = try DiagramHarness.render("gitGraph\ncommit id: \"abcdefghijkl\"").height
        let large = try DiagramHarness.render("%%{init: {\"themeVariables\": {\"commitLabelFontSize\": \"20px\"}}}%%\ngitGraph\ncommit id: \"abcdefghijkl\"").height
        #expect(large > small)
        #expect(GitGraphRenderer.fontSize("16px", default: 10) == 16)
        #expect(GitGraphRenderer.fontSize("huge", default: 10) == 10)
    }

    @Test func misspeltSettingsWarnWithSuggestion() throws {
        let result = try MermaidRenderer.render("%%{init: {\"gitGraph\": {\"showBranch\": false}}}%%\ngitGraph\ncommit")
        #expect(result.warnings.map(\.message) == ["unknown gitGraph setting 'showBranch', did you mean 'showBranches'?"])
    }

    @Test func emptyGraphStillDraws() throws {
        let drawing = try DiagramHarness.render("gitGraph")
        #expect(drawing.width > 0 && drawing.height > 0)
    }

    @Test func twoThousandCommitsRenderQuickly() throws {
        var text = "gitGraph\n"
        for i in 0..<2000 {
            switch i % 10 {
            case 3: text += "branch b\(i)\n"
            case 7: text += "checkout main\nmerge b\(i - 4)\n"
            default: text += "commit\n"
            }
        }
        let start = Date()
        let drawing = try DiagramHarness.render(text)
        let elapsed = Date().timeIntervalSince(start)
        #expect(DiagramFront.count("class=\"commit ", in: drawing.body.output) >= 2000)
        #expect(elapsed < 5, "took \(elapsed)s")
    }
}
