// Why: `DiagramContext.setting(_:_:)` keeps the members of the section it read last; every answer,
// whatever order the sections are asked in, must be the merged config's own.
import Testing
@testable import MermaidCore

@Suite struct SettingLookupTests {
    @Test func settingsAreTheConfigsMembersInAnyOrder() throws {
        let source = "---\nconfig:\n  sequence:\n    width: 99\n  flowchart:\n    curve: linear\n  theme: forest\n---\nsequenceDiagram\n  A->>B: hi"
        let context = try FrontEnd.process(source).context
        let asks: [(String, String)] = [("sequence", "width"), ("sequence", "height"), ("flowchart", "curve"),
                                        ("sequence", "width"), ("theme", "x"), ("nothing", "width"), ("flowchart", "nope"),
                                        ("gitGraph", "mainBranchName"), ("sequence", "mirrorActors"), ("theme", "x")]
        for (section, key) in asks + asks.reversed() {
            #expect(context.setting(section, key) == context.config[section]?[key], "\(section).\(key)")
        }
        #expect(context.setting("sequence", "width")?.doubleValue == 99)
        #expect(context.setting("flowchart", "curve")?.stringValue == "linear")
    }
}
