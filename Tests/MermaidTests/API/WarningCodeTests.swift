// Why: hosts filter warnings by `code` (Folio's warnings.ignore), so every warning must carry one of
// the documented codes, and the config checks the issue names must keep theirs.
import Mermaid
import Testing

@Suite struct WarningCodeTests {
    @Test func configWarningsCarryTheirCodes() throws {
        let source = """
            ---
            config:
              look: neo
              graph:
                curve: linear
              fontSize: big
              colour: red
              themeVariables:
                primaryColour: red
                lineColor: nocolour
            ---
            flowchart LR
              A --> B
              click A "javascript:alert(1)"
              linkStyle 7 stroke:red
            """
        let result = try MermaidRenderer.render(source, options: RenderOptions(idPrefix: "d"))
        let codes = Set(result.warnings.map(\.code))
        for expected in ["look-drawn-classic", "misplaced-config-section", "invalid-config-value", "unknown-config-key",
                         "unknown-theme-variable", "invalid-color", "unsafe-link", "unknown-reference"] {
            #expect(codes.contains(expected), "\(expected) missing from \(result.warnings)")
        }
        for warning in result.warnings {
            #expect(MermaidWarning.knownCodes.contains(warning.code), "\(warning.code) is not documented")
        }
        let neo = try #require(result.warnings.first { $0.code == "look-drawn-classic" })
        #expect(neo.line == 3 && neo.sourceLine == "  look: neo")
    }

    @Test func directivesAndParsersUseKnownCodes() throws {
        let sources = [
            "%%{init: {\"theme\": \"forest\"}}%%\n%%{wrapp: {}}%%\nsequenceDiagram\n  A->>B: hi\n  autonumberx\n",
            "stateDiagram-v2\n  state X <<weird>>\n  X --> Y\n",
            "classDiagram\n  class A\n  callback A \"f\"\n",
            "flowchart LR\n  subgraph S\n  A\n  end\n  subgraph S\n  B\n  end\n",
        ]
        for source in sources {
            guard let result = try? MermaidRenderer.render(source, options: RenderOptions(idPrefix: "d")) else { continue }
            for warning in result.warnings {
                #expect(MermaidWarning.knownCodes.contains(warning.code), "\(warning.code): \(warning.message)")
            }
        }
        #expect(MermaidWarning(line: 1, column: 1, message: "x").code == "syntax")
    }
}
