import Foundation
import Testing
@testable import FolioSite

/// Hugo's TOML front matter between `+++` lines (``TOMLFrontMatter``): every TOML value kind read into
/// the values YAML front matter gives, tables and arrays of tables, errors and warnings at the note's
/// line and column, and the limits a hostile note meets.
@Suite("TOML front matter")
struct TOMLFrontMatterTests {
    static let hugo = """
        +++
        title = "My \\"first\\" post"   # a comment
        date = 2024-01-15T10:00:00Z
        lastmod = 2024-02-01 08:30:00-07:00
        draft = false
        weight = 3
        ratio = 1_000.5e-2
        tags = ["go", 'hugo',
          "static",  # a comment in an array
        ]
        aliases = []
        literal = 'C:\\Users\\ada'
        site.name = "Docs"
        "quoted key" = "yes"
        author = { name = "Ada", links = { web = "https://example.com" } }
        summary = \"\"\"
        Line one \\
            joined.
        Line two.\"\"\"
        raw = '''
        keep \\n as is'''

        [params]
        math = true

        [params.social]
        mastodon = "@ada"

        [[menu.main]]
        name = "Home"

        [[menu.main]]
        name = "Blog"
        +++
        # Body
        """

    @Test func everyValueKindReadsAsYAMLWouldGiveIt() throws {
        let (matter, body) = FrontMatterParser.split(Self.hugo)
        #expect(matter.error == nil, "\(String(describing: matter.error))")
        #expect(matter.warnings.isEmpty, "\(matter.warnings)")
        #expect(matter.value("title") == .string("My \"first\" post"))
        #expect(matter.value("date") == .string("2024-01-15T10:00:00Z"))
        #expect(matter.value("lastmod") == .string("2024-02-01 08:30:00-07:00"), "a date with a space before its time")
        #expect(matter.value("draft") == .string("false") && matter.value("weight") == .string("3"))
        #expect(matter.value("ratio") == .string("1_000.5e-2"), "numbers are kept as written")
        #expect(matter.value("tags") == .list([.string("go"), .string("hugo"), .string("static")]))
        #expect(matter.value("aliases") == .list([]))
        #expect(matter.value("literal") == .string("C:\\Users\\ada"))
        #expect(matter.value("site") == .map([(key: "name", value: .string("Docs"))]))
        #expect(matter.value("quoted key") == .string("yes"))
        #expect(matter.value("author") == .map([(key: "name", value: .string("Ada")),
                                                 (key: "links", value: .map([(key: "web", value: .string("https://example.com"))]))]))
        #expect(matter.value("summary") == .string("Line one joined.\nLine two."))
        #expect(matter.value("raw") == .string("keep \\n as is"))
        #expect(matter.value("params") == .map([(key: "math", value: .string("true")),
                                                 (key: "social", value: .map([(key: "mastodon", value: .string("@ada"))]))]))
        #expect(matter.value("menu") == .map([(key: "main", value: .list([.map([(key: "name", value: .string("Home"))]),
                                                                          .map([(key: "name", value: .string("Blog"))])]))]))
        #expect(matter.entries.map(\.key) == ["title", "date", "lastmod", "draft", "weight", "ratio", "tags", "aliases", "literal",
                                              "site", "quoted key", "author", "summary", "raw", "params", "menu"])
        #expect(matter.keyLines["title"] == 2 && matter.keyLines["params"] == 23 && matter.keyLines["menu"] == 29,
                "\(matter.keyLines)")
        #expect(matter.lineCount == 34)
        #expect(body.hasPrefix(String(repeating: "\n", count: 34) + "# Body"), "the body keeps the file's line numbers")
    }

    @Test func escapesAndStringsFollowTOML() {
        let (matter, _) = FrontMatterParser.split("+++\na = \"tab\\there \\u00e9 \\U0001F600 \\\\ \\\"\"\nb = '''two ''quotes'''''\n+++\n")
        #expect(matter.value("a") == .string("tab\there é 😀 \\ \""))
        #expect(matter.value("b") == .string("two ''quotes''"))
    }

    @Test func problemsAreReportedAtTheNotesLineAndColumn() {
        let cases: [(String, Int, Int, String)] = [
            ("+++\ntitle = \"open\n+++\n", 2, 14, "expected '\"' to close the string"),
            ("+++\ntitle \"x\"\n+++\n", 2, 7, "expected '=' after the key"),
            ("+++\nok = 1\nbad = what\n+++\n", 3, 7, "expected a value"),
            ("+++\n[a]\nx = 1\n[a]\n+++\n", 4, 1, "table 'a' is defined twice"),
            ("+++\na = 1\n[a]\n+++\n", 3, 1, "'a' already has a value"),
            ("+++\na = \"\\q\"\n+++\n", 2, 7, "expected a valid escape"),
            ("+++\na = 1 2\n+++\n", 2, 7, "expected the end of the line"),
            ("+++\na = [1, 2\n+++\n", 2, 10, "expected ',' or ']' in the array"),
        ]
        for (text, line, column, message) in cases {
            let (matter, _) = FrontMatterParser.split(text)
            #expect(matter.error?.line == line && matter.error?.column == column && matter.error?.message.contains(message) == true,
                    "\(text.debugDescription): \(String(describing: matter.error))")
        }
        let (unclosed, body) = FrontMatterParser.split("+++\ntitle = \"x\"\nno end\n")
        #expect(unclosed.error?.message == "front matter starts with '+++' but has no closing '+++' line")
        #expect(body == "+++\ntitle = \"x\"\nno end\n", "nothing is lost")
    }

    @Test func aDuplicateKeyWarnsAndTheFirstValueStays() {
        let (matter, _) = FrontMatterParser.split("+++\ntitle = \"one\"\ntitle = \"two\"\n+++\n")
        #expect(matter.value("title") == .string("one"))
        #expect(matter.warnings.map(\.line) == [3] && matter.warnings[0].message.contains("duplicate front matter key 'title' (first on line 2)"))
    }

    @Test func deepNestingIsRefusedWithoutRecursingFurther() {
        let deep = "+++\na = " + String(repeating: "[", count: 100_000) + "\n+++\n"
        let (matter, _) = FrontMatterParser.split(deep)
        #expect(matter.error?.message.contains("less nesting") == true, "\(String(describing: matter.error))")
        let inline = "+++\na = " + String(repeating: "{ b = ", count: 5_000) + "1" + String(repeating: " }", count: 5_000) + "\n+++\n"
        #expect(FrontMatterParser.split(inline).0.error?.message.contains("less nesting") == true)
    }

    @Test func aHugoNoteBuildsWithItsTitleTagsDateAndDraft() throws {
        let post = "+++\ntitle = \"Hugo post\"\ndate = 2024-01-15\ntags = [\"go\"]\nsummary = \"From TOML.\"\n+++\n\n# Heading\n\nBody.\n"
        let (pages, report) = try WikiLinksTests.build(["post.md": post, "hidden.md": "+++\ndraft = true\n+++\nSecret.\n",
                                                        "notes.txt": "+++\ntitle = \"Text page\"\n+++\nPlain.\n"])
        #expect(report.diagnostics.filter { $0.severity != .note }.isEmpty, "\(report.diagnostics)")
        #expect(pages("post.html").contains("<title>Hugo post"))
        #expect(!pages("post.html").contains("title = "), "the front matter is not shown")
        #expect(pages("post.html").contains("href=\"tags/go.html\""))
        #expect(pages("post.html").contains("<time datetime=\"2024-01-15T00:00:00\">2024-01-15"))
        #expect(pages("index.html").contains("From TOML."))
        #expect(pages("hidden.html").isEmpty, "a TOML draft is left out")
        #expect(pages("notes.html").contains("<title>Text page"), "a .txt file opening with +++ is a page")
    }
}
