// Why: the hosting page (Content/hosting.md) is what users copy. Its `folio build` and `rsync` lines
// are run here, as written, in a site made by `folio init`, and its GitHub workflow must be the one
// `folio init` writes (which actionlint checks in InitCommandTests), so the page cannot drift.
import Foundation
import Testing

@Suite struct HostingRecipeTests {
    private typealias CLI = MermaidCommandTests

    static let page = InstallTests.packageRoot.appendingPathComponent("Content/hosting.md")

    /// The fenced blocks of `markdown` with the given info string.
    static func blocks(_ markdown: String, language: String) -> [String] {
        var result: [String] = [], current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```" + language {
                current = []
            } else if current != nil, line == "```" {
                result.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return result
    }

    static let environment: [String: String?] = [
        "BASE_URL": "https://user.github.io/notes", "CI_PAGES_URL": "https://group.gitlab.io/notes",
        "SITE_URL": "https://notes.example.org/docs/", "GITHUB_ACTIONS": nil,
    ]

    @Test func everyBuildAndRsyncLineRunsAsWritten() throws {
        guard let binary = CLI.folioBinary else { print("skipped: no folio binary next to the tests"); return }
        let markdown = try String(contentsOf: Self.page, encoding: .utf8)
        let lines = Self.blocks(markdown, language: "sh").flatMap { $0.split(separator: "\n") }
            .map { String($0) }.filter { $0.hasPrefix("folio build ") || $0.hasPrefix("rsync ") }
        #expect(lines.filter { $0.hasPrefix("folio build ") }.count >= 4, "GitHub, GitLab, Netlify/Cloudflare, S3/rsync")
        #expect(lines.contains { $0.hasPrefix("rsync ") })

        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try CLI.run(["init", "site"], in: folder).status == 0)
        let site = folder.appendingPathComponent("site")
        let deployed = folder.appendingPathComponent("deployed")
        var environment = Self.environment
        environment["DEPLOY_TARGET"] = deployed.path + "/"
        environment["PATH"] = binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let rsyncInstalled = FileManager.default.isExecutableFile(atPath: "/usr/bin/rsync")
        for line in lines {
            if line.hasPrefix("rsync ") && !rsyncInstalled { print("skipped: rsync not installed: \(line)"); continue }
            let run = try CLI.run(executable: URL(fileURLWithPath: "/bin/sh"), ["-c", line], in: site, environment: environment)
            #expect(run.status == 0, "\(line): \(run.errors)")
            if line.hasPrefix("folio build ") {
                let output = try #require(line.firstMatch(of: #/--output (\S+)/#)).1
                let sitemap = try String(contentsOf: site.appendingPathComponent("\(output)/sitemap.xml"), encoding: .utf8)
                let base = line.contains("CI_PAGES_URL") ? "https://group.gitlab.io/notes/"
                    : line.contains("$BASE_URL") ? "https://user.github.io/notes/" : "https://notes.example.org/docs/"
                #expect(sitemap.contains("<loc>\(base)getting-started.html</loc>"), "\(line): \(sitemap)")
            } else {
                #expect(FileManager.default.fileExists(atPath: deployed.appendingPathComponent("getting-started.html").path))
            }
        }
    }

    @Test func theGitHubWorkflowShownIsTheOneInitWrites() throws {
        guard CLI.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        let markdown = try String(contentsOf: Self.page, encoding: .utf8)
        let shown = try #require(Self.blocks(markdown, language: "yaml").first { $0.contains("name: Publish to GitHub Pages") })
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try CLI.run(["init"], in: folder).status == 0)
        let written = try String(contentsOf: folder.appendingPathComponent(".github/workflows/pages.yml"), encoding: .utf8)
        #expect(shown + "\n" == written)
    }

    @Test func hostFilesArePassedThrough() throws {
        guard CLI.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try CLI.run(["init"], in: folder).status == 0)
        let content = folder.appendingPathComponent("Content")
        let files = ["CNAME": "notes.example.org\n", "_headers": "/*\n  X-Frame-Options: DENY\n",
                     "_redirects": "/old.html /getting-started.html 301\n", ".well-known/security.txt": "Contact: mailto:a@example.org\n"]
        for (path, text) in files {
            let url = content.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let run = try CLI.run(["build"], in: folder)
        #expect(run.status == 0 && run.errors.isEmpty, "\(run.errors)")
        for (path, text) in files {
            let copied = try? String(contentsOf: folder.appendingPathComponent("_site/" + path), encoding: .utf8)
            #expect(copied == text, "\(path) is published as is")
        }
    }
}
