import Testing
@testable import MermaidCore

@Suite struct FrontEndTests {
    static let seedLike = """
    ---
    title: "SwiftUI <-> UIKit (`X`)"
    author: "Someone"
    license(s): "MIT, CC BY 4.0"
    config:
      layout: elk
      look: handDrawn
      theme: base
    ---
    %%%%%%%% Mermaid version v11
    %% basis, bumpX
    %%{
      init: {
        'graph': { 'htmlLabels': false, 'curve': 'natual' },
        'fontFamily': 'Monospace',
        'themeVariables': {
          'primaryColor': '#BEF',
          'primaryTextColor': '#55ff',
          'stroke':'#3323'
        }
      }
    }%%
    graph TD
        A --> B
    """

    @Test func splitsFrontMatterDirectivesAndComments() throws {
        let result = try FrontEnd.process(Self.seedLike)
        #expect(result.source.keyword == "graph")
        #expect(result.source.header?.number == 23)
        #expect(result.source.lines.count == 2)
        #expect(result.source.lines[1].text == "    A --> B")
        #expect(result.context.title == "SwiftUI <-> UIKit (`X`)")
        #expect(result.kind?.mermaidName == "flowchart-v2")
        #expect(result.context.config["layout"]?.stringValue == "elk")
        #expect(result.context.config["fontFamily"]?.stringValue == "Monospace")
        #expect(result.context.theme.name == "base")
        #expect(result.context.theme["primaryColor"] == "#BEF")
        #expect(result.context.themeIsPinned)
        #expect(result.context.darkTheme == nil)
        #expect(result.context.text.face == .dejaVuSansMono)
    }

    @Test func warnsWithPositions() throws {
        let result = try FrontEnd.process(Self.seedLike)
        let messages = result.context.warnings.map(\.description)
        #expect(!messages.contains { $0.contains("handDrawn") }, "look: handDrawn is drawn, so it is not warned about")
        #expect(messages.contains("14:5: warning: 'graph' is not a mermaid config section, so mermaid ignores it; use 'flowchart'"))
        #expect(messages.contains("14:46: warning: unknown curve 'natual', did you mean 'natural'?"))
        #expect(messages.contains { $0.hasPrefix("19:7: warning: unknown theme variable 'stroke'") })
        let curve = try #require(result.context.warnings.first { $0.message.contains("natual") })
        #expect(curve.sourceLine.contains("'curve': 'natual'"))
    }

    @Test func elkSettingsAreCheckedAgainstMermaidsSchema() throws {
        let source = """
        ---
        config:
          layout: elk
          elk:
            mergeEgdes: true
            nodePlacementStrategy: SIMPEL
            cycleBreakingStrategy: DEPTH_FIRST
            forceNodeModelOrder: maybe
            considerModelOrder: NODES_AND_EDGES
        ---
        flowchart TD
          a --> b
        """
        let messages = try FrontEnd.process(source).context.warnings.map(\.description)
        #expect(messages.contains("5:5: warning: unknown elk setting 'mergeEgdes', did you mean 'mergeEdges'?"))
        #expect(messages.contains("6:28: warning: unknown elk nodePlacementStrategy 'SIMPEL', did you mean 'SIMPLE'?"))
        #expect(messages.contains("8:26: warning: elk forceNodeModelOrder should be true or false; using false"))
        #expect(messages.count == 3, "\(messages)")
    }

    @Test func commentsAndDirectivesKeepColumns() throws {
        let source = "flowchart LR\n  A --> B %%{init: {'theme': 'dark'}}%%\n%% note\n  B --> C"
        let result = try FrontEnd.process(source)
        #expect(result.source.lines[1].text.count == "  A --> B %%{init: {'theme': 'dark'}}%%".count)
        #expect(result.source.lines[1].text.trimmingCharacters(in: .whitespaces) == "A --> B")
        #expect(result.source.lines[2].text.trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(result.source.lines[3].original == "  B --> C")
        #expect(result.context.theme.name == "dark")
    }

    /// mermaid.js removes directives before parsing, quotes or not: `A["x %%{init: …}%% y"]`
    /// is labelled "x  y" and the directive applies (checked with mermaid 11.16 in Chromium).
    @Test func directiveInsideAQuotedLabelIsADirectiveAsInMermaid() throws {
        let source = "flowchart TD\n  A[\"label %%{init: {'theme': 'forest'}}%% text\"] --> B"
        let result = try FrontEnd.process(source)
        #expect(result.context.theme.name == "forest")
        let line = result.source.lines[1].text
        #expect(line.contains("\"label "))
        #expect(line.contains(" text\"]"))
        #expect(!line.contains("%%"))
        #expect(line.count == "  A[\"label %%{init: {'theme': 'forest'}}%% text\"] --> B".count)
    }

    @Test func accessibilityStatements() throws {
        let source = """
        flowchart LR
          accTitle: My title
          accDescr {
            first line
            second line
          }
          A --> B
        """
        let result = try FrontEnd.process(source)
        #expect(result.context.accTitle == "My title")
        #expect(result.context.accDescr == "first line\nsecond line")
        let remaining = result.source.lines.map { $0.text.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(remaining == ["flowchart LR", "A --> B"])
        let single = try FrontEnd.process("sequenceDiagram\naccDescr: short one\nA->>B: hi")
        #expect(single.context.accDescr == "short one")
    }

    @Test func precedenceDefaultsSiteFrontMatterInit() throws {
        let site: ConfigValue = .object(["flowchart": .object(["curve": .string("linear"), "nodeSpacing": .number(70)]),
                                         "fontSize": .number(14)])
        let source = """
        ---
        config:
          flowchart:
            curve: step
            rankSpacing: 80
        ---
        %%{init: {'flowchart': {'curve': 'natural'}}}%%
        flowchart TD
          A --> B
        """
        let result = try FrontEnd.process(source, options: RenderOptions(siteConfig: site))
        let ctx = result.context
        #expect(ctx.setting("flowchart", "curve")?.stringValue == "natural")
        #expect(ctx.setting("flowchart", "rankSpacing")?.doubleValue == 80)
        #expect(ctx.setting("flowchart", "nodeSpacing")?.doubleValue == 70)
        #expect(ctx.setting("flowchart", "padding")?.doubleValue == 15)
        #expect(ctx.fontSize == 14)
        #expect(ctx.diagramSetting("curve")?.stringValue == "natural")
    }

    @Test func followModeWhenNoThemePinned() throws {
        let plain = try FrontEnd.process("flowchart LR\n A --> B")
        #expect(plain.context.darkTheme?.name == "dark")
        #expect(!plain.context.themeIsPinned)
        let color = plain.context.color("lineColor")
        #expect(color == "var(--mermaid-lineColor, #333333)")
        #expect(plain.context.usedColorVariables.contains("lineColor"))

        let optionPinned = try FrontEnd.process("flowchart LR\n A --> B", options: RenderOptions(theme: "forest"))
        #expect(optionPinned.context.darkTheme == nil)
        #expect(optionPinned.context.theme.name == "forest")
        #expect(!optionPinned.context.color("lineColor").hasPrefix("var("))

        let noFollow = try FrontEnd.process("flowchart LR\n A", options: RenderOptions(followsColorScheme: false))
        #expect(noFollow.context.darkTheme == nil)
    }

    @Test func unknownThemeAndLookWarn() throws {
        let result = try FrontEnd.process("%%{init: {'theme': 'forrest', 'look': 'sketchy', 'layout': 'elkk'}}%%\nflowchart LR\n A")
        let messages = result.context.warnings.map(\.message)
        #expect(messages.contains("unknown theme 'forrest', did you mean 'forest'?"))
        #expect(messages.contains("unknown look 'sketchy'; using 'classic'"))
        #expect(messages.contains("unknown layout 'elkk', did you mean 'elk'?"))
        #expect(result.context.theme.name == "default")
    }

    @Test func errorsCarryPositions() {
        #expect(throws: MermaidError.self) { try FrontEnd.process("---\ntitle: x\nflowchart LR") }
        do {
            _ = try FrontEnd.process("\n\n%% only a comment\n")
            Issue.record("expected an error")
        } catch let error as MermaidError {
            #expect(error.message.contains("no diagram found"))
        } catch {
            Issue.record("unexpected \(error)")
        }
        do {
            _ = try FrontEnd.process("---\nconfig:\n  theme: 'dark\n---\nflowchart LR")
            Issue.record("expected an error")
        } catch let error as MermaidError {
            #expect(error.line == 3)
            #expect(error.sourceLine == "  theme: 'dark")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func brokenDirectiveIsAWarningNotAnError() throws {
        let result = try FrontEnd.process("%%{init: {'theme': }}%%\nflowchart LR\n A")
        #expect(result.context.warnings.contains { $0.message.hasPrefix("directive ignored") && $0.line == 1 })
        let unclosed = try FrontEnd.process("%%{init: {'theme': 'dark'}\nflowchart LR\n A")
        #expect(unclosed.context.warnings.contains { $0.message.contains("never closed") })
    }

    @Test func wrapDirectiveAndHeaderKeyword() throws {
        let result = try FrontEnd.process("%%{wrap}%%\nsequenceDiagram\nA->>B: x")
        #expect(result.context.config["wrap"]?.boolValue == true)
        #expect(result.source.keyword == "sequenceDiagram")
        #expect(DiagramKind.keyword(ofHeader: "  graph TD;") == "graph")
        #expect(DiagramKind.keyword(ofHeader: "stateDiagram-v2") == "stateDiagram-v2")
        #expect(DiagramKind.keyword(ofHeader: "classDiagram{") == "classDiagram")
    }

    @Test func windowsLineEndings() throws {
        let result = try FrontEnd.process("---\r\ntitle: T\r\n---\r\nflowchart LR\r\n  A --> B\r\n")
        #expect(result.context.title == "T")
        #expect(result.source.header?.number == 4)
        #expect(result.source.lines[1].text == "  A --> B")
    }
}

import Foundation
