import Foundation
import Testing
@testable import FolioSite

/// Docusaurus' `_category_.json` / `_category_.yml` files (``FolderCategories``): what they say, which
/// one a folder with several keeps, and a warning at the file's line for what cannot be used.
@Suite("Folder categories")
struct FolderCategoriesTests {
    private func read(_ files: [String: String]) throws -> FolderCategories {
        let root = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try SiteFixture.write(files, under: root)
        return FolderCategories(paths: Array(files.keys), contentDirectory: root.path, displayPath: { "content/" + $0 })
    }

    @Test func jsonAndYAMLGiveLabelPositionAndCollapsed() throws {
        let categories = try read([
            "tutorial/_category_.json": "{\n  \"label\": \"Tutorial - Basics\",\n  \"position\": 2,\n  \"collapsed\": false,\n  \"link\": {\"type\": \"generated-index\"}\n}\n",
            "guide/deep/_category_.yml": "label: Deep dive\nposition: 1.5\ncollapsed: true\n",
            "notes/readme.md": "# Not a category\n",
        ])
        #expect(categories.diagnostics.isEmpty, "\(categories.diagnostics)")
        #expect(categories.category(of: "tutorial") == .init(label: "Tutorial - Basics", position: 2, collapsed: false))
        #expect(categories.category(of: "guide/deep") == .init(label: "Deep dive", position: 1.5, collapsed: true))
        #expect(categories.category(of: "guide") == nil && categories.category(of: "notes") == nil)
    }

    @Test func theJSONFileWinsAndTheContentFolderHasNone() throws {
        let categories = try read([
            "a/_category_.yaml": "label: From YAML\n", "a/_category_.json": "{\"label\": \"From JSON\"}",
            "_category_.json": "{\"label\": \"Root\"}",
        ])
        #expect(categories.category(of: "a")?.label == "From JSON")
        #expect(categories.category(of: "") == nil, "the content folder is the site, not a section")
    }

    @Test func whatCannotBeUsedIsWarnedAtItsLine() throws {
        let categories = try read([
            "broken/_category_.json": "{\"label\": \"Broken\",",
            "array/_category_.json": "[1, 2]",
            "kinds/_category_.yml": "title: ignored\nlabel: \"  \"\nposition: second\ncollapsed: maybe\n",
            "yaml/_category_.yml": "label: [unclosed\n",
            "huge/_category_.json": "{\"label\": \"" + String(repeating: "x", count: 1 << 20) + "\"}",
        ])
        let messages = categories.diagnostics.map { "\($0.file):\($0.line): \($0.message)" }.sorted()
        #expect(categories.diagnostics.allSatisfy { $0.severity == .warning && $0.code == DiagnosticCode.navigation })
        #expect(messages.contains { $0.hasPrefix("content/broken/_category_.json:1: is not a JSON object") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("content/array/_category_.json:1: is not a JSON object") })
        #expect(messages.contains("content/kinds/_category_.yml:2: 'label' is the section's name in the navigation: a non-empty string"))
        #expect(messages.contains("content/kinds/_category_.yml:3: 'position' orders the section among its siblings: a number"))
        #expect(messages.contains("content/kinds/_category_.yml:4: 'collapsed' is true or false"))
        #expect(messages.contains { $0.hasPrefix("content/yaml/_category_.yml:") && $0.contains("keeps its own name and place") })
        #expect(categories.category(of: "kinds") == FolderCategories.Category(), "nothing usable, nothing kept")
        #expect(messages.contains { $0.hasPrefix("content/huge/_category_.json:1: could not be read (or is larger than 1 MiB)") })
        #expect(categories.category(of: "broken") == nil && categories.category(of: "yaml") == nil && categories.category(of: "huge") == nil)
    }
}
