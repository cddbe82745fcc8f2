import Foundation
import Testing
@testable import FolioSite

/// Hugo's JSON front matter, a `{` line to a `}` line: read as YAML front matter gives the same values,
/// problems at the note's line, the body's lines kept, and a text file that starts with `{` is no page.
@Suite("JSON front matter")
struct JSONFrontMatterTests {
    @Test func itsValuesAreReadAsYAMLGivesThem() {
        let text = "{\n\t\"title\": \"From JSON\",\n  \"date\": \"2021-03-04\",\n  \"tags\": [\"alpha\", \"beta\"],\n  \"draft\": false,\n  \"weight\": 2,\n  \"params\": {\"math\": true}\n}\n\n# Body\n"
        let (matter, body) = FrontMatterParser.split(text)
        #expect(matter.error == nil, "\(String(describing: matter.error))")
        #expect(matter.value("title")?.text == "From JSON")
        #expect(matter.value("tags")?.textList == ["alpha", "beta"])
        #expect(matter.value("weight")?.text == "2" && matter.value("draft")?.text == "false")
        #expect(matter.line("tags") == 4, "a key's line is the file's")
        #expect(body == String(repeating: "\n", count: 8) + "\n# Body\n", "the front matter's lines are blank, the body's kept")
        #expect(FrontMatterParser.body(of: text) == body)
    }

    @Test func problemsAreReportedAtTheNotesLine() {
        let (broken, _) = FrontMatterParser.split("{\n  \"title\": \"x\",\n  \"tags\": [\"a\",\n}\nBody.\n")
        #expect(broken.error?.line == 4 && broken.error?.message.hasPrefix("invalid JSON front matter:") == true,
                "\(String(describing: broken.error))")
        let (unclosed, body) = FrontMatterParser.split("{\n  \"title\": \"x\"\nno end\n")
        #expect(unclosed.error?.message == "front matter starts with '{' but has no closing '}' line")
        #expect(body == "{\n  \"title\": \"x\"\nno end\n", "nothing is lost")
        let (array, _) = FrontMatterParser.split("{\n}\n")
        #expect(array.error == nil && array.value("title") == nil, "an empty object is empty front matter")
    }

    @Test func onlyALineThatIsABraceOpensIt() {
        #expect(FrontMatterParser.split("{\"title\": \"one line\"}\n# Body\n").0.value("title") == nil, "Hugo's form has the brace alone")
        #expect(!FrontMatterParser.startsWithFrontMatter("{\n\"k\": 1\n}\n"), "a .txt file of JSON data stays a file")
        #expect(FrontMatterParser.startsWithFrontMatter("+++\na = 1\n+++\n"))
    }
}
