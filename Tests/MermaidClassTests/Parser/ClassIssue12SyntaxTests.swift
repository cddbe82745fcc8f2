import Mermaid
import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidClass

/// The class diagram syntax issue 12 found in real diagrams, each in its exact form: strings and
/// backtick names over several lines, markdown in names and members, `cssClass` lists, mermaid's
/// generic pairing, `title` lines and namespace names with spaces.
@Suite struct ClassIssue12SyntaxTests {
    private func parse(_ body: String) throws -> ClassDiagram { try DiagramHarness.parse("classDiagram\n" + body) }
    private func svg(_ body: String) throws -> String { try DiagramHarness.render("classDiagram\n" + body).body.output }

    @Test func notesSpanLines() throws {
        let d = try parse("class A\nnote for A \"first line\nsecond line\"\nnote \"floating\nnote here\"\nclass B")
        #expect(d.notes.map(\.text) == ["first line\nsecond line", "floating\nnote here"])
        #expect(d.notes.map(\.target) == ["A", nil])
        #expect(d.classOrder == ["A", "B"])
        let out = try svg("class A\nnote for A \"first line\nsecond line\"")
        #expect(out.contains(">first line</tspan>") && out.contains(">second line</tspan>"))
    }

    @Test func namesAndLabelsSpanLines() throws {
        let d = try parse("class `Long\nName`\nclass B[\"Label on\ntwo lines\"]\n`Long\nName` --> B")
        #expect(d.classOrder == ["Long\nName", "B"])
        #expect(d.classes["B"]?.label == "Label on\ntwo lines")
        #expect(d.relations.map(\.source) == ["Long\nName"])
        let out = try svg("class B[\"Label on\ntwo lines\"]")
        #expect(out.contains(">Label on</tspan>") && out.contains(">two lines</tspan>"))
    }

    @Test func unclosedStringStillPointsAtItsLine() {
        let error = DiagramTestKit.failure { try parse("class A\nnote for A \"never closed\nclass B") }
        #expect(error?.line == 3)
        #expect(error?.column == 12)
        #expect(error?.message.contains("expected the note text in double quotes") == true)
    }

    @Test func colonLabelsNeverSpanLines() throws {
        // A quote after a label colon is text, as in mermaid: the next line stays a statement.
        let d = try parse("A --> B : say \"hi\nclass C")
        #expect(d.relations.first?.label == "say \"hi")
        #expect(d.classes["C"] != nil)
    }

    @Test func backticksKeptLiterallyInNames() throws {
        let d = try parse("class `A::B` {\n  +value int\n}\n`C::D` : +run() void\n`A::B` --> `C::D` : uses")
        #expect(d.classOrder == ["A::B", "C::D"])
        #expect(d.classes["C::D"]?.methods.map(\.text) == ["+run() : void"])
        #expect(d.relations.first?.target == "C::D")
        #expect(try svg("class `A::B`").contains(">A::B</text>"))
    }

    @Test func backticksKeptLiterallyInText() throws {
        // In labels, members, notes and relation labels a backtick span is shown as written,
        // backticks included, and emphasis inside it is not read (as mermaid's markdown does).
        #expect(EmphasisText.block("+code `x *y* z` after").lines.first?.runs == [TextRun("+code `x *y* z` after")])
        #expect(EmphasisText.block("`A::B` *it*").lines.first?.runs == [TextRun("`A::B` "), TextRun("it", italic: true)])
        let note = LabelText.parse("use `A::B` *here*", emphasis: true)
        #expect(note.lines.first?.runs == [TextRun("use `A::B` "), TextRun("here", italic: true)])
        #expect(LabelText.parse("`A::B`", emphasis: true).plainText == "`A::B`")
        let out = try svg("class C[\"`A::B`\"]\nnote \"`x *y*`\"")
        #expect(out.contains(">`A::B`</text>"))
        #expect(out.contains(">`x *y*`</text>"))
    }

    @Test func markdownInMembersAndLabels() throws {
        let block = EmphasisText.block("+*italic* attr")
        #expect(block.lines.first?.runs == [TextRun("+"), TextRun("italic", italic: true), TextRun(" attr")])
        #expect(EmphasisText.block("+__bold__ field").lines.first?.runs[1] == TextRun("bold", bold: true))
        #expect(EmphasisText.block("+**strong** other").lines.first?.runs[1] == TextRun("strong", bold: true))
        #expect(EmphasisText.block("List<b> x").lines.first?.runs == [TextRun("List<b> x")])
        let out = try svg("class Shape {\n  +*italic* attr\n  +__bold__ field\n  +**strong** other\n}\nclass B[\"**Bold** label\"]\nShape --> B : *uses* it")
        #expect(out.contains("<tspan font-style=\"italic\">italic</tspan>"))
        #expect(out.contains("<tspan font-weight=\"bold\">bold</tspan>"))
        #expect(out.contains("<tspan font-weight=\"bold\">strong</tspan>"))
        #expect(out.contains("<tspan font-weight=\"bold\">Bold</tspan>"))
        #expect(out.contains("<tspan font-style=\"italic\">uses</tspan>"))
        #expect(!out.contains("*italic*") && !out.contains("__bold__"))
    }

    @Test func cssClassListStylesEveryNamedClass() throws {
        let d = try parse("class A\nclass B\ncssClass \"A, B\" styleName\ncssClass \"A,Missing\" other")
        #expect(d.classes["A"]?.cssClasses == ["styleName", "other"])
        #expect(d.classes["B"]?.cssClasses == ["styleName"])
        #expect(d.classes["Missing"] == nil)
        #expect(d.classOrder == ["A", "B"])
    }

    @Test func genericsPairLikeMermaid() throws {
        let d = try parse("class Box~T~ {\n  +List~List~int~~ nested\n  +get() List~[Domain][]~\n  +arr ~[Domain][]~\n}\nclass Repo~[Domain][]~")
        #expect(d.classes["Box"]?.displayName == "Box<T>")
        #expect(d.classes["Box"]?.attributes.map(\.text) == ["+List<List<int>> nested", "+arr <[Domain][]>"])
        #expect(d.classes["Box"]?.methods.map(\.text) == ["+get() : List<[Domain][]>"])
        #expect(d.classes["Repo"]?.displayName == "Repo<[Domain][]>")
        let labelled = try parse("class B~T~[\"Box label\"]\nList~int~ --> B")
        #expect(labelled.classes["B"]?.generic == "T")
        #expect(labelled.classes["B"]?.label == "Box label")
        #expect(labelled.classes["List"]?.displayName == "List<int>")
        // A `~` visibility stays; parameters and return type pair on their own.
        #expect(ClassMemberParser.parse("~List~int~ items").text == "~List<int> items")
        #expect(ClassMemberParser.parse("+f(List~A~ a, Map~K, V~ b) Set~T~").text == "+f(List<A> a, Map<K, V> b) : Set<T>")
    }

    @Test func titleLine() throws {
        let d = try parse("title My class diagram\nclass A")
        #expect(d.title == "My class diagram")
        #expect(d.classOrder == ["A"])
        let svg = try MermaidRenderer.render("classDiagram\ntitle My class diagram\nA --> B").svg
        #expect(svg.contains("class=\"classDiagramTitleText\""))
        #expect(svg.contains(">My class diagram</text>"))
        // Front matter wins.
        let both = try MermaidRenderer.render("---\ntitle: Front\n---\nclassDiagram\ntitle Line\nA --> B").svg
        #expect(both.contains(">Front</text>") && !both.contains(">Line</text>"))
    }

    @Test func namespaceNamesWithSpaces() throws {
        let d = try parse("namespace My Space {\n  class B\n}\nnamespace Other Big Space {\n  class D\n}")
        #expect(d.namespaceOrder == ["MySpace", "OtherBigSpace"])
        #expect(d.classes["B"]?.namespace == "MySpace")
        #expect(d.classes["D"]?.namespace == "OtherBigSpace")
    }
}
