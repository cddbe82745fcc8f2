import Testing
@testable import Highlight

/// A diagram's "Diagram source" box: ``MermaidColourer`` colours every diagram type's header and
/// statements, arrows, strings, numbers, comments and directives, and leaves labels and message text plain.
@Suite struct MermaidColourerTests {
    /// The class of each run of `code` by its text (the first run of a repeated text wins).
    func classes(_ code: String) -> [String: TokenClass?] {
        var found: [String: TokenClass?] = [:]
        for (tokenClass, text) in SyntaxHighlighter.runs(of: code, language: "mermaid") {
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if !trimmed.isEmpty && found[trimmed] == nil { found[trimmed] = tokenClass }
        }
        return found
    }

    /// Whether `text` appears in `code` only inside plain runs (or runs of `allowed`).
    func isPlain(_ text: String, in code: String) -> Bool {
        let runs = SyntaxHighlighter.runs(of: code, language: "mermaid")
        var plain = ""
        for (tokenClass, run) in runs { plain += tokenClass == nil || tokenClass == .plain ? run : String(repeating: "\u{1}", count: run.count) }
        return plain.contains(text)
    }

    @Test func everyDiagramTypeHasItsHeaderAndStatementKeywords() {
        let cases: [(String, [String])] = [
            ("gitGraph\n  commit id: \"a\"\n  branch develop\n  checkout develop\n  merge main\n  cherry-pick id: \"a\"\n",
             ["gitGraph", "commit", "branch", "checkout", "merge", "cherry-pick"]),
            ("zenuml\n  title Order\n  A.m() {\n    if (x) {\n      return y\n    } else {\n      new B()\n    }\n  }\n",
             ["zenuml", "title", "if", "return", "else", "new"]),
            ("requirementDiagram\n  requirement r {\n  id: 1\n  }\n  element e {\n  }\n  e - satisfies -> r\n",
             ["requirementDiagram", "requirement", "element", "satisfies"]),
            ("C4Context\n  Person(a, \"A\")\n  Rel(a, b, \"uses\")\n", ["C4Context", "Person", "Rel"]),
            ("architecture-beta\n  group api(cloud)[API]\n  service db(database)[DB] in api\n", ["architecture-beta", "group", "service", "in"]),
            ("sequenceDiagram\n  participant A as Alice\n  loop Every minute\n    A->>B: hi\n  end\n  Note right of A: x\n",
             ["sequenceDiagram", "participant", "as", "loop", "end", "Note", "right", "of"]),
            ("flowchart LR\n  subgraph one\n    A --> B\n  end\n  classDef hot fill:#f00\n", ["flowchart", "LR", "subgraph", "end", "classDef"]),
            ("gantt\n  dateFormat YYYY-MM-DD\n  section S\n  Task :crit, a1, 2024-01-01, 3d\n", ["gantt", "dateFormat", "section", "crit"]),
            ("xychart-beta\n  x-axis [a, b]\n  bar [1, 2]\n", ["xychart-beta", "x-axis", "bar"]),
            ("mindmap\n  root((x))\n", ["mindmap"]),
            ("timeline\n  section 2020\n", ["timeline", "section"]),
            ("kanban\n  todo[Todo]\n", ["kanban"]),
        ]
        for (code, keywords) in cases {
            let found = classes(code)
            for keyword in keywords {
                #expect(found[keyword] == .keyword, "\(keyword) in \(code.prefix(20)): \(String(describing: found[keyword]))")
            }
        }
    }

    /// Statement words inside a label or after a message's `:` are text, not keywords.
    @Test func labelsAndMessageTextStayPlain() {
        #expect(isPlain("end of story", in: "flowchart TD\n  A[end of story] --> B(loop)\n"))
        #expect(isPlain("loop", in: "flowchart TD\n  A[end of story] --> B(loop)\n"))
        #expect(isPlain("loop over the end", in: "sequenceDiagram\n  Alice->>Bob: loop over the end\n"))
        #expect(isPlain("state of the 2 art", in: "stateDiagram-v2\n  S1: state of the 2 art\n"))
        #expect(isPlain("yes", in: "flowchart TD\n  A -->|yes| B\n"))
        #expect(isPlain("My end", in: "pie title My end\n  \"a\" : 1\n"))
        // An unknown header claims nothing.
        #expect(isPlain("notADiagram\n  commit", in: "notADiagram\n  commit\n"))
    }

    @Test func arrowsOfEachDialect() {
        let sequence = classes("sequenceDiagram\n  A->>B: a\n  A--xB: b\n  A-)B: c\n  A-->>+B: d\n")
        for arrow in ["->>", "--x", "-)", "-->>+"] { #expect(sequence[arrow] == .operator, "\(arrow)") }
        let er = classes("erDiagram\n  CUSTOMER ||--o{ ORDER : places\n  A }|..|{ B : uses\n")
        #expect(er["||--o{"] == .operator && er["}|..|{"] == .operator)
        #expect(er["ORDER"] == .some(nil))
        let relations = classes("classDiagram\n  Animal <|-- Duck\n  A ..> B\n  C *-- D\n  E --o F\n")
        for arrow in ["<|--", "..>", "*--", "--o"] { #expect(relations[arrow] == .operator, "\(arrow)") }
        let flow = classes("flowchart LR\n  A -.-> B ==> C --x D ~~~ E\n")
        for arrow in ["-.->", "==>", "--x", "~~~"] { #expect(flow[arrow] == .operator, "\(arrow)") }
        // A hyphenated word is not an arrow; in a sequence diagram `Alice-xBob` is one.
        #expect(classes("gitGraph\n  cherry-pick id: \"a\"\n")["cherry-pick"] == .keyword)
        #expect(classes("sequenceDiagram\n  Alice-xBob: x\n")["-x"] == .operator)
    }

    @Test func stringsNumbersCommentsAndDirectives() {
        let pie = classes("%%{init: {'theme': 'dark'}}%%\npie showData\n  %% the pets\n  \"Dogs\" : 386\n  \"Cats\" : 85.5\n")
        #expect(pie["%%{init: {'theme': 'dark'}}%%"] == .meta)
        #expect(pie["%% the pets"] == .comment)
        #expect(pie["pie"] == .keyword && pie["showData"] == .keyword)
        #expect(pie["\"Dogs\""] == .string && pie["386"] == .number && pie["85.5"] == .number)
        // A directive over several lines, then the header.
        let spread = classes("%%{\n  init: { \"theme\": \"forest\" }\n}%%\ngraph TD\n  A --> B\n")
        #expect(spread["init: { \"theme\": \"forest\" }"] == .meta)
        #expect(spread["graph"] == .keyword)
        let git = classes("gitGraph\n  commit id: \"Alpha\" type: HIGHLIGHT\n")
        #expect(git["id"] == .property && git["\"Alpha\""] == .string && git["HIGHLIGHT"] == .constant)
        let styled = classes("flowchart TD\n  style A fill:#f9f,stroke-width:4px\n")
        #expect(styled["fill"] == .property && styled["#f9f"] == .number && styled["stroke-width"] == .property)
        let zen = classes("zenuml\n  // who calls\n  @Actor Alice\n  Alice->Bob: see http://x\n  Bob.send(m)\n")
        #expect(zen["// who calls"] == .comment)
        #expect(zen["@Actor"] == .attribute)
        #expect(zen["send"] == .function)
        #expect(isPlain("see http://x", in: "zenuml\n  Alice->Bob: see http://x\n"))
        let state = classes("stateDiagram-v2\n  [*] --> S\n  state fork <<fork>>\n")
        #expect(state["[*]"] == .builtin && state["<<fork>>"] == .attribute)
    }

    /// Long lines of unclosed constructs cost one pass, not one scan to the line's end per opener: on
    /// these 60 KB lines such a scan takes minutes in a debug build (the time limit is a hang guard,
    /// not a speed target; a block is coloured up to 256 KB).
    @Test(.timeLimit(.minutes(1))) func unclosedConstructsStayLinear() {
        for piece in ["<<", "--", "..", "<|", "||", "[", "\"", "-->|", "%%{", "::", "@", "'"] {
            let body = String(repeating: piece, count: 60_000 / piece.utf8.count)
            for header in ["classDiagram\n", "kanban\n", "flowchart\n  A", "erDiagram\n", "sequenceDiagram\n"] {
                let line = [UInt8]((header + body).utf8)
                #expect(MermaidColourer.classes(of: line).count == line.count)
            }
        }
    }

    /// Every byte gets a class (or none) and nothing traps, whatever the input.
    @Test func neverTrapsOnHostileInput() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("%{}[]()<>|-=.~x o*:;\"'@#/\\\n\tAbc09é".utf8)
        for _ in 0..<300 {
            let count = Int.random(in: 0..<200, using: &generator)
            let bytes = [UInt8]("flowchart\n".utf8) + (0..<count).map { _ in alphabet.randomElement(using: &generator)! }
            #expect(MermaidColourer.classes(of: bytes).count == bytes.count)
            for header in ["sequenceDiagram\n", "erDiagram\n", "classDiagram\n", "zenuml\n"] {
                let other = [UInt8](header.utf8) + bytes
                #expect(MermaidColourer.classes(of: other).count == other.count)
            }
        }
    }
}
