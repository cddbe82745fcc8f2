import Testing
@testable import MermaidCore

/// `SharedStyleSheet` turns CSS scoped by a diagram's id into CSS scoped by a class named after its
/// content, so equal rules from different diagrams become equal bytes.
@Suite struct SharedStyleSheetTests {
    @Test func rootSelectorsAndNamesTakeTheContentClass() throws {
        let css = "#d-1{fill:red;}#d-1 .node rect,#d-1 .a{stroke:blue;}@keyframes d-1-dash{to{x:0;}}#d-1 .e{animation:d-1-dash 2s;}"
        let scoped = try #require(SharedStyleSheet.scoped(css, idPrefix: "d-1"))
        let c = scoped.className
        #expect(c.hasPrefix("fm-") && c.count == 19)
        #expect(scoped.css == ".\(c){fill:red;}.\(c) .node rect,.\(c) .a{stroke:blue;}@keyframes \(c)-dash{to{x:0;}}.\(c) .e{animation:\(c)-dash 2s;}")
    }

    @Test func equalRulesOfTwoDiagramsGiveEqualBytes() throws {
        let one = try #require(SharedStyleSheet.scoped("#diagram-1-svg .x{fill:red;}", idPrefix: "diagram-1-svg"))
        let two = try #require(SharedStyleSheet.scoped("#diagram-12-svg .x{fill:red;}", idPrefix: "diagram-12-svg"))
        let other = try #require(SharedStyleSheet.scoped("#diagram-2-svg .x{fill:blue;}", idPrefix: "diagram-2-svg"))
        #expect(one == two)
        #expect(one.className != other.className)
    }

    @Test func rulesNamingAnElementByIdStayWithTheirDiagram() {
        #expect(SharedStyleSheet.scoped("#d .a{}#d-L_A_B_0{stroke:red;}", idPrefix: "d") == nil)
        #expect(SharedStyleSheet.scoped("#d #d_sequence-arrowhead path{fill:red;}", idPrefix: "d") == nil)
    }

    @Test func thePrefixInsideALongerWordIsLeftAlone() throws {
        let scoped = try #require(SharedStyleSheet.scoped("#m .mm{font-family:mono;}", idPrefix: "m"))
        #expect(scoped.css == ".\(scoped.className) .mm{font-family:mono;}")
    }

    @Test func controlBytesAreRefused() {
        #expect(SharedStyleSheet.scoped("#d{content:'\u{1}';}", idPrefix: "d") == nil)
        #expect(SharedStyleSheet.scoped("#d{}", idPrefix: "") == nil)
    }
}
