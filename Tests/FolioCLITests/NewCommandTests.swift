// Why: `folio new` writes into a writer's notes: what it writes must build at once, it must never
// replace a file or write outside the content folder, and an archetype it cannot read stops it before
// anything is written. These run the real binary in temporary folders.
import Foundation
import Testing

@Suite struct NewCommandTests {
    private typealias CLI = MermaidCommandTests

    private static func today() -> String {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }

    @Test func aNoteWithoutArchetypeHasItsTitleAndDateAndBuilds() throws {
        guard CLI.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let made = try CLI.run(["new", "guides/setup-guide"], in: folder)
        #expect(made.status == 0, "\(made.errors)")
        #expect(made.output.contains("Created Content/guides/setup-guide.md"), "\(made.output)")
        let text = try String(contentsOf: folder.appendingPathComponent("Content/guides/setup-guide.md"), encoding: .utf8)
        let today = Self.today()
        #expect(text == "---\ntitle: Setup Guide\ncreated: \(today)\n---\n\n")
        // A title YAML would misread is quoted; --draft marks it.
        let odd = try CLI.run(["new", "notes/odd.md", "--title", "Swift: \"async\" #1", "--draft"], in: folder)
        #expect(odd.status == 0, "\(odd.errors)")
        let oddText = try String(contentsOf: folder.appendingPathComponent("Content/notes/odd.md"), encoding: .utf8)
        #expect(oddText == "---\ntitle: \"Swift: \\\"async\\\" #1\"\ncreated: \(today)\ndraft: true\n---\n\n")
        let built = try CLI.run(["build", "--drafts"], in: folder)
        #expect(built.status == 0 && built.errors.isEmpty, "\(built.errors)")
        let page = try String(contentsOf: folder.appendingPathComponent("_site/notes/odd.html"), encoding: .utf8)
        #expect(page.contains("Swift: &quot;async&quot; #1"), "the title reads back as given")
    }

    @Test func theSectionsArchetypeComesFirstThenTheDefault() throws {
        guard CLI.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let archetypes = folder.appendingPathComponent("archetypes")
        try FileManager.default.createDirectory(at: archetypes, withIntermediateDirectories: true)
        // Hugo's stock archetype, as `hugo new site` writes it.
        try Data("+++\ndate = '{{ .Date }}'\ndraft = true\ntitle = '{{ replace .File.ContentBaseName \"-\" \" \" | title }}'\n+++\n".utf8)
            .write(to: archetypes.appendingPathComponent("default.md"))
        try Data("---\ntitle: {{.Title}}\nlicense: CC-BY-4.0\nslug: \"{{- .Name -}}\"\n---\n\n# {{ .Title }}\n".utf8)
            .write(to: archetypes.appendingPathComponent("guides.md"))
        #expect(try CLI.run(["new", "guides/first-steps.md"], in: folder).status == 0)
        let guide = try String(contentsOf: folder.appendingPathComponent("Content/guides/first-steps.md"), encoding: .utf8)
        #expect(guide == "---\ntitle: First Steps\nlicense: CC-BY-4.0\nslug: \"first-steps\"\n---\n\n# First Steps\n")
        #expect(try CLI.run(["new", "blog/hello-world.md"], in: folder).status == 0)
        let post = try String(contentsOf: folder.appendingPathComponent("Content/blog/hello-world.md"), encoding: .utf8)
        #expect(post.hasPrefix("+++\ndate = '\(Self.today())T"), "\(post)")
        #expect(post.hasSuffix("'\ndraft = true\ntitle = 'Hello World'\n+++\n"), "\(post)")
    }

    @Test func itNeverOverwritesNorWritesOutsideTheContentFolder() throws {
        guard CLI.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try Data("mine\n".utf8).write(to: content.appendingPathComponent("a.md"))
        let refused = try CLI.run(["new", "a.md", "--content", "notes"], in: folder)
        #expect(refused.status == 2)
        #expect(refused.errors.contains("'notes/a.md' already exists"), "\(refused.errors)")
        #expect(try String(contentsOf: content.appendingPathComponent("a.md"), encoding: .utf8) == "mine\n")
        for bad in ["../escape.md", "/tmp/x.md", "guides/../../x.md", "picture.png"] {
            let run = try CLI.run(["new", bad, "--content", "notes"], in: folder)
            #expect(run.status == 2, "\(bad)")
            #expect(!run.errors.isEmpty, "\(bad) says why")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("escape.md").path))
        // An archetype expression it cannot fill in: its place, and nothing written.
        let archetypes = folder.appendingPathComponent("archetypes")
        try FileManager.default.createDirectory(at: archetypes, withIntermediateDirectories: true)
        try Data("---\ntitle: {{ .Title }}\nweight: {{ .Site.Params.weight }}\n---\n".utf8)
            .write(to: archetypes.appendingPathComponent("default.md"))
        let unknown = try CLI.run(["new", "b.md", "--content", "notes"], in: folder)
        #expect(unknown.status == 2)
        #expect(unknown.errors.contains("archetypes/default.md:3:9:"), "\(unknown.errors)")
        #expect(unknown.errors.contains(".Site.Params.weight"), "\(unknown.errors)")
        #expect(!FileManager.default.fileExists(atPath: content.appendingPathComponent("b.md").path))
    }
}
