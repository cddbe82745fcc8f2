import Foundation
import Testing
@testable import FolioSite

/// `++ctrl+alt+del++` as keys (MkDocs-Material's pymdownx.keys): known names, other names, quoted keys,
/// what stays text, code untouched, and `markdown.keys: false`.
@Suite("Keyboard keys")
struct KeyboardKeysTests {
    static func shortcuts(_ text: String) -> [String] {
        var copy = text
        return copy.withUTF8 { KeyboardKeys.shortcuts(in: $0) }.map(\.html)
    }

    @Test func namesQuotesAndWhatStaysText() {
        #expect(Self.shortcuts("++ctrl+alt+del++") == ["<span class=\"keys\"><kbd class=\"key-ctrl\">Ctrl</kbd><span>+</span><kbd class=\"key-alt\">Alt</kbd><span>+</span><kbd class=\"key-del\">Del</kbd></span>"])
        #expect(Self.shortcuts("++control+delete++") == Self.shortcuts("++ctrl+del++"), "names of one key share its class")
        #expect(Self.shortcuts("++Enter++") == ["<span class=\"keys\"><kbd class=\"key-enter\">Enter</kbd></span>"], "any case")
        #expect(Self.shortcuts("++x++ ++f12++ ++page-down++") == [
            "<span class=\"keys\"><kbd class=\"key-x\">X</kbd></span>", "<span class=\"keys\"><kbd class=\"key-f12\">F12</kbd></span>",
            "<span class=\"keys\"><kbd class=\"key-page-down\">Page Down</kbd></span>",
        ])
        #expect(Self.shortcuts("++eject-disc++") == ["<span class=\"keys\"><kbd class=\"key-eject-disc\">Eject Disc</kbd></span>"])
        #expect(Self.shortcuts("++ctrl+\"<b> key\"++") == ["<span class=\"keys\"><kbd class=\"key-ctrl\">Ctrl</kbd><span>+</span><kbd>&lt;b&gt; key</kbd></span>"],
                "a quoted key is shown as written, escaped")
        for text in ["C++", "C++ and C++", "++ ctrl ++", "a++b", "++ctrl+", "+++x+++", "++-x++", "++\"\"++", "++ctrl+\"open++"] {
            #expect(Self.shortcuts(text).isEmpty, "\(text)")
        }
    }

    @Test func keysInProseTablesAndHeadingsNotInCode() throws {
        let note = "# Keys\n\nSave with ++ctrl+s++ :tada: now.\n\n| ++enter++ |\n|---|\n| `++esc++` |\n\n```\n++tab++\n```\n"
        let (pages, report) = try WikiLinksTests.build(["note.md": note])
        let html = pages("note.html")
        #expect(html.contains("<p>Save with <span class=\"keys\"><kbd class=\"key-ctrl\">Ctrl</kbd><span>+</span><kbd class=\"key-s\">S</kbd></span> 🎉 now.</p>"), "\(html)")
        #expect(html.contains("<th><span class=\"keys\"><kbd class=\"key-enter\">Enter</kbd></span></th>"))
        #expect(html.contains("<code>++esc++</code>") && html.contains("++tab++"))
        #expect(report.diagnostics.isEmpty)
        let (plain, _) = try WikiLinksTests.build(["note.md": note, "folio.yml": "markdown:\n  keys: false\n"])
        #expect(plain("note.html").contains("Save with ++ctrl+s++"))
    }

    @Test func abbreviationsStillReachTheTextBeforeAKey() throws {
        let (pages, _) = try WikiLinksTests.build(["note.md": "*[IDE]: Integrated development environment\n\nIn the IDE press ++f5++.\n"])
        #expect(pages("note.html").contains("In the <abbr title=\"Integrated development environment\">IDE</abbr> press <span class=\"keys\">"))
    }
}
