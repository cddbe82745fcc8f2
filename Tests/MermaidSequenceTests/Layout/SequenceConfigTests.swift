// Why: `SequenceConfig` takes its settings from a once-per-process copy when no configuration
// layer sets the `sequence` section; that copy must be what reading the section gives, and any
// layer that sets the section (site config, front matter, directive) must still be read.
import Testing
@testable import MermaidSequence
import MermaidCore

@Suite struct SequenceConfigTests {
    func context(_ text: String, options: RenderOptions = RenderOptions()) throws -> DiagramContext {
        try FrontEnd.process(text, options: options).context
    }

    /// The settings as the context's section gives them, read one by one.
    func readOneByOne(_ context: DiagramContext) -> SequenceConfig {
        var config = SequenceConfig()
        config.read { context.setting("sequence", $0) }
        config.fontSize = context.fontSize
        if context.config["wrap"]?.boolValue == true { config.wrap = true }
        return config
    }

    @Test func withoutALayerTheSettingsAreTheDefaultSections() throws {
        let plain = try context("sequenceDiagram\nA->>B: hi")
        #expect(plain.keepsDefaults("sequence"))
        #expect(SequenceConfig(context: plain) == readOneByOne(plain))
        let themed = try context("---\nconfig:\n  theme: dark\n  fontSize: 20\n---\nsequenceDiagram\nA->>B: hi")
        #expect(themed.keepsDefaults("sequence"))
        #expect(SequenceConfig(context: themed) == readOneByOne(themed))
        #expect(SequenceConfig(context: themed).fontSize == 20)
    }

    @Test func everyLayerThatSetsTheSectionIsRead() throws {
        let directive = try context("%%{init: {\"sequence\": {\"width\": 210, \"mirrorActors\": false}}}%%\nsequenceDiagram\nA->>B: hi")
        #expect(!directive.keepsDefaults("sequence"))
        #expect(SequenceConfig(context: directive).width == 210)
        #expect(!SequenceConfig(context: directive).mirrorActors)
        let frontMatter = try context("---\nconfig:\n  sequence:\n    noteAlign: left\n---\nsequenceDiagram\nA->>B: hi")
        #expect(SequenceConfig(context: frontMatter).noteAlign == "left")
        let site = try context("sequenceDiagram\nA->>B: hi",
                               options: RenderOptions(siteConfig: .object(["sequence": .object(["actorMargin": .number(80)])])))
        #expect(SequenceConfig(context: site).actorMargin == 80)
        let wrapped = try context("%%{init: {\"wrap\": true}}%%\nsequenceDiagram\nA->>B: hi")
        #expect(wrapped.keepsDefaults("sequence"))
        #expect(SequenceConfig(context: wrapped).wrap)
    }

    /// A context made around a config that did not come through the front end is read as it is.
    @Test func aConfigFromElsewhereIsRead() throws {
        let made = try context("sequenceDiagram\nA->>B: hi")
        let context = DiagramContext(options: RenderOptions(), config: .object(["sequence": .object(["width": .number(99)])]),
                                     theme: made.theme, darkTheme: nil, text: made.text, title: nil)
        #expect(!context.keepsDefaults("sequence"))
        #expect(SequenceConfig(context: context).width == 99)
    }
}
