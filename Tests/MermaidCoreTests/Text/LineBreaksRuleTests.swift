import Testing
@testable import MermaidCore

/// `LineBreaks.split(_:rules:)`: `<hr>` breaks only where labels are read as HTML.
@Suite struct LineBreaksRuleTests {
    @Test func horizontalRulesBreakOnlyWhenAsked() {
        #expect(LineBreaks.split("a<hr>b") == ["a<hr>b"])
        #expect(LineBreaks.split("a<hr>b<HR/>c<hr />d", rules: true) == ["a", "b", "c", "d"])
        #expect(LineBreaks.split("a<br>b", rules: true) == ["a", "b"])
        #expect(LineBreaks.split("a<hrx>b", rules: true) == ["a<hrx>b"])
    }
}
