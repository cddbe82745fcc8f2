import Foundation
import Testing
@testable import FolioSite

/// `llms.txt` (`llms_txt: true`): the site's pages for language models, by the navigation's sections.
@Suite("llms.txt")
struct LLMsTextTests {
    @Test func pagesAreListedUnderTheNavigationSectionsWithTheirSummaries() throws {
        let content = try NavigationSiteTests.site([
            "index.md": "# Home\n\nThe start.\n",
            "guide/setup.md": "---\nsummary: Install *it* [now]\n---\n# Setup (first)\n\nText.\n",
            "guide/use it.md": "# Use\n\nHow to use it.\nSecond line.\n",
            "reference/cli.md": "# CLI\n\nEvery option.\n",
            "left-out.md": "# Left out\n\nNot in the nav.\n",
            "folio.yml": """
            title: "Docs #1"
            description: All about it.
            baseURL: https://docs.example.org/sub/
            llms_txt: true
            nav:
              - index.md
              - Guide:
                  - guide/setup.md
                  - guide/use it.md
              - Reference:
                  - reference/cli.md
                  - GitHub: https://github.com/org/repo
            """,
        ])
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(content.path, into: out)
        #expect(SiteFixture.read(out, "llms.txt") == """
        # Docs \\#1

        > All about it.

        ## Pages

        - [Home](https://docs.example.org/sub/index-page.html): The start.

        ## Guide

        - [Setup (first)](https://docs.example.org/sub/guide/setup.html): Install \\*it\\* \\[now\\]
        - [Use](https://docs.example.org/sub/guide/use-it.html): How to use it. Second line.

        ## Reference

        - [CLI](https://docs.example.org/sub/reference/cli.html): Every option.
        - [GitHub](https://github.com/org/repo)

        ## Other pages

        - [Left out](https://docs.example.org/sub/left-out.html): Not in the nav.

        """)
        #expect(!report.diagnostics.contains { $0.severity == .warning && !$0.message.contains("nav") })
    }

    @Test func withoutABaseURLLinksGoFromTheSiteRootInTheSiteURLStyle() throws {
        let content = try NavigationSiteTests.site([
            "a (1).md": "# A\n\nFirst.\n",
            "folder/b.md": "# B\n",
            "folio.yml": "title: Plain\nllms_txt: true\nurls: pretty\n",
        ])
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        _ = try SiteFixture.build(content.path, into: out)
        let text = SiteFixture.read(out, "llms.txt")
        #expect(text.hasPrefix("# Plain\n\n## "))
        #expect(text.contains("- [A](a-1/): First.\n"))
        #expect(text.contains("- [B](folder/b/)\n"))
    }

    @Test func offByDefaultAndASiteFileOfThatNameWins() throws {
        let plain = try NavigationSiteTests.site(["note.md": "# Note\n"])
        let own = try NavigationSiteTests.site(["note.md": "# Note\n", "llms.txt": "mine\n", "folio.yml": "llms_txt: true\n"])
        let out = SiteFixture.temporaryDirectory(), ownOut = SiteFixture.temporaryDirectory()
        defer {
            for url in [plain, own, out, ownOut] { try? FileManager.default.removeItem(at: url) }
        }
        _ = try SiteFixture.build(plain.path, into: out)
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("llms.txt").path))
        let report = try SiteFixture.build(own.path, into: ownOut)
        #expect(SiteFixture.read(ownOut, "llms.txt") == "mine\n")
        #expect(report.diagnostics.contains { $0.message.contains("an llms.txt of its own") })
    }

    @Test func markdownTextIsEscapedAndKeptOnOneLine() {
        #expect(LLMsText.escaped("a*b_c [x] <y> `z` #1 |") == "a\\*b\\_c \\[x\\] \\<y\\> \\`z\\` \\#1 \\|")
        #expect(LLMsText.oneLine("one\n  two\r\nthree") == "one two three")
        #expect(LLMsText.destination("a b(c)<d>") == "a%20b%28c%29%3Cd%3E")
    }
}
