import Foundation
import Testing
@testable import FolioSite

/// Includes on built pages: a file's lines in a code block (coloured as its language), a section, a
/// diagram kept as a `.mmd` file drawn, warnings at `file:line:col` for what cannot be included (the
/// line kept as written), never a file outside the content folder, and `markdown.includes: false`.
@Suite("Code includes")
struct CodeIncludesTests {
    static let app = "import Foundation\n\nstruct App {\n    // --8<-- [start:run]\n    func run() { print(\"hi\") }\n    // --8<-- [end:run]\n}\n"

    static let note = """
        # Use

        ```swift title="App.swift"
        --8<-- "../src/App.swift"
        ```

        - In a list:

          ```swift
          --8<-- "/src/App.swift:run"
          ```

        ```mermaid
        --8<-- "flow.mmd"
        ```

        ```text
        ;--8<-- "src/App.swift"
        --8<-- "missing.swift"
        --8<-- "../../outside.txt"
        --8<-- "/src/App.swift:nope"
        --8<-- "/src/App.swift:40"
        --8<-- "/guide/draft.md"
        ```
        """

    static var files: [String: String] {
        ["guide/use.md": note, "src/App.swift": app, "guide/flow.mmd": "flowchart LR\n  Start --> Finish\n",
         "guide/draft.md": "---\ndraft: true\n---\nSecret.\n"]
    }

    @Test func filesLinesGoIntoTheirBlocks() throws {
        let (pages, report) = try WikiLinksTests.build(Self.files)
        let html = pages("guide/use.html")
        let plain = html.replacingOccurrences(of: #"<span class="[^"]*">"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: "</span>", with: "")
        #expect(plain.contains("<code class=\"language-swift\">import Foundation\n\nstruct App {\n    func run() { print(&quot;hi&quot;) }\n}\n</code>"),
                "the whole file, section markers left out: \(plain)")
        #expect(html.contains("<span class=\"hl-"), "an included Swift file is coloured")
        #expect(plain.contains("<code class=\"language-swift\">func run() { print(&quot;hi&quot;) }\n</code>"), "the section, dedented")
        #expect(html.contains("<figure class=\"diagram\" id=\"diagram-1\""), "an included .mmd file is drawn")
        #expect(html.contains(">Finish<"), "\(html)")
        #expect(report.diagrams == 1)
        #expect(plain.contains("<code class=\"language-text\">--8&lt;-- &quot;src/App.swift&quot;\n--8&lt;-- &quot;missing.swift&quot;\n"),
                "an escaped line loses its ';', a line that cannot be included stays")
        #expect(!plain.contains("Secret."), "a draft is not a file of the site")

        let warnings = report.diagnostics.filter { $0.code == DiagnosticCode.include }
        #expect(warnings.map(\.line) == [19, 20, 21, 22, 23], "\(warnings.map(\.message))")
        #expect(warnings.allSatisfy { $0.column == 1 && $0.file.hasSuffix("guide/use.md") && $0.severity == .warning })
        #expect(warnings[0].message.contains("names no file of the site (looked for 'guide/missing.swift' and 'missing.swift')"))
        #expect(warnings[1].message.contains("outside the content folder"))
        #expect(warnings[2].message.contains("section 'nope'"))
        #expect(warnings[3].message.contains("asks for line 40, but the file has 7 lines"))
        #expect(warnings[0].sourceLine == "--8<-- \"missing.swift\"")
    }

    @Test func aBlockInAListTakesTheLinesAtItsIndentAndAWarningPointsAtTheMarker() throws {
        let (pages, report) = try WikiLinksTests.build(["use.md": "- Item\n\n  ```text\n    --8<-- \"nope.txt\"\n    --8<-- \"a.txt\"\n  ```\n",
                                                        "a.txt": "one\n  two\n"])
        #expect(pages("use.html").contains("<code class=\"language-text\">  --8&lt;-- &quot;nope.txt&quot;\n  one\n    two\n</code>"),
                "\(pages("use.html"))")
        let warning = try #require(report.diagnostics.first { $0.code == DiagnosticCode.include })
        #expect(warning.line == 4 && warning.column == 5)
    }

    @Test func includesCanBeTurnedOff() throws {
        var files = Self.files
        files["folio.yml"] = "markdown:\n  includes: false\n"
        let (pages, report) = try WikiLinksTests.build(files)
        #expect(pages("guide/use.html").contains("<code class=\"language-text\">;--8&lt;-- &quot;src/App.swift&quot;\n"),
                "lines stay as written, escaped ones too")
        #expect(!report.diagnostics.contains { $0.code == DiagnosticCode.include })
        #expect(pages("guide/use.html").contains("unknown diagram type &#39;--8&lt;--&#39;"), "the diagram's source is the include line")
    }

    @Test func aDiagramsProblemIsReportedWhereItsLineIsWritten() throws {
        let alone = "# Flows\n\n- Steps:\n\n  ```mermaid\n  --8<-- \"bad.mmd\"\n  ```\n"
        let (_, report) = try WikiLinksTests.build(["flows.md": alone, "bad.mmd": "flowchart LR\n    A -->\n"])
        let problem = try #require(report.diagnostics.first { $0.code == DiagnosticCode.diagramNotDrawn })
        #expect(problem.file.hasSuffix("bad.mmd") && problem.line == 2, "the included file's line: \(problem)")
        #expect(problem.sourceLine == "    A -->")
        #expect(problem.column == 10, "the end of the file's line, past its indent: \(problem.column)")

        let mixed = "# Flows\n\n- Steps:\n\n  ```mermaid\n  --8<-- \"good.mmd\"\n    B --> \n  ```\n"
        let (_, after) = try WikiLinksTests.build(["flows.md": mixed, "good.mmd": "flowchart LR\n    A --> C\n"])
        let own = try #require(after.diagnostics.first { $0.code == DiagnosticCode.diagramNotDrawn })
        #expect(own.file.hasSuffix("flows.md") && own.line == 7, "a line of the note's own after the included ones: \(own)")
        #expect(own.sourceLine == "    B --> ")
        #expect(own.column == 11, "the note's column (the fence is indented 2): \(own.column)")
    }

    @Test func aPageIncludesAtMostEightMebibytesInAll() throws {
        let line = String(repeating: "x", count: 99) + "\n"
        let big = String(repeating: line, count: 9_000)  // 900,000 bytes: under the 1 MiB a file may have
        let note = "# Big\n\n```text\n" + String(repeating: "--8<-- \"big.txt\"\n", count: 10) + "```\n"
        let (pages, report) = try WikiLinksTests.build(["big.md": note, "big.txt": big])
        let warnings = report.diagnostics.filter { $0.code == DiagnosticCode.include }
        #expect(warnings.map(\.line) == [13], "nine fit in 8 MiB (8,100,000 bytes), the tenth would pass it: \(warnings.map(\.message))")
        #expect(warnings.first?.message.contains("would pass 8388608 bytes") == true)
        #expect(pages("big.html").components(separatedBy: line).count - 1 == 9 * 9_000)
    }

    @Test func aFileOverOneMebibyteOrNotTextIsNotIncluded() throws {
        let note = "```text\n--8<-- \"huge.txt\"\n--8<-- \"pic.bin\"\n```\n"
        let (_, report) = try WikiLinksTests.build(["n.md": note, "huge.txt": String(repeating: "y", count: (1 << 20) + 1),
                                                    "pic.bin": "GIF\u{0}89"])
        let messages = report.diagnostics.filter { $0.code == DiagnosticCode.include }.map(\.message)
        #expect(messages.count == 2 && messages[0].contains("files over 1048576 bytes") && messages[1].contains("not UTF-8 text"), "\(messages)")
    }
}
