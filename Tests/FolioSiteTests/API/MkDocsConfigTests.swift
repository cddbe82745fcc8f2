import Foundation
import Testing
@testable import FolioSite

/// A site with MkDocs' `mkdocs.yml` and no folio.yml: its settings read as Folio's (name, address, author,
/// language, icon, copyright, edit links, URL style, opt-in extensions), folio.yml winning when both exist.
@Suite struct MkDocsConfigTests {
    static let mkdocsYML = """
        site_name: Field Guide
        site_url: https://example.com/guide/
        site_description: How the field station works
        site_author: Jane Doe
        repo_url: https://github.com/example/guide
        edit_uri: edit/main/docs/
        copyright: Copyright &copy; 2024 Jane Doe
        theme:
          name: material
          language: de
          favicon: images/icon.png
          features:
            - navigation.tabs
          palette:
            - scheme: default
              toggle:
                icon: material/brightness-7
        nav:
          - Home: index.md
          - Setup: guide/setup.md
        plugins:
          - search
        markdown_extensions:
          - admonition
          - toc:
              permalink: true
          - pymdownx.emoji:
              emoji_index: !!python/name:material.extensions.emoji.twemoji
          - pymdownx.tilde
        extra:
          social:
            - icon: fontawesome/brands/github
              link: https://github.com/example

        """

    static func site(_ files: [String: String]) throws -> URL {
        let root = SiteFixture.temporaryDirectory()
        try SiteFixture.write(files.merging(["docs/index.md": "# Home\n\nWater is H~2~O.\n",
                                             "docs/guide/setup.md": "# Setup\n\nBack [home](../index.md).\n",
                                             "docs/images/icon.png": "png"]) { mine, _ in mine }, under: root)
        return root
    }

    @Test func anMkDocsProjectBuildsItsDocsFolderWithItsSettings() throws {
        let root = try Self.site(["mkdocs.yml": Self.mkdocsYML])
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root); try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(root.appendingPathComponent("docs").path, into: out)
        #expect(report.diagnostics.filter { $0.severity != .note }.isEmpty, "\(report.diagnostics)")
        // MkDocs' addresses (use_directory_urls, true by default), its language, name and author.
        let setup = SiteFixture.read(out, "guide/setup/index.html")
        #expect(setup.contains("<html lang=\"de\"") && setup.contains("<title>Setup") && setup.contains("Field Guide"))
        #expect(setup.contains("<link rel=\"canonical\" href=\"https://example.com/guide/guide/setup/\">"))
        #expect(setup.contains("href=\"https://github.com/example/guide/edit/main/docs/guide/setup.md\""))
        #expect(setup.contains("Copyright © 2024 Jane Doe") && setup.contains("images/icon.png"))
        #expect(setup.contains("href=\"../../\"") || setup.contains("href=\"../../index.html\""), "the link home")
        // pymdownx.tilde in markdown_extensions turns subscripts on.
        #expect(SiteFixture.read(out, "index-page/index.html").contains("Water is H<sub>2</sub>O."))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("mkdocs.yml").path))
    }

    @Test func folioYmlWinsAndTakesMkDocsSpellings() throws {
        let root = try Self.site(["mkdocs.yml": Self.mkdocsYML,
                                  "folio.yml": "site_name: Folio Guide\ntheme:\n  language: fr\nurls: plain\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let config = SiteConfig.load(from: root.path, displayDirectory: ".")
        #expect(config.path?.hasSuffix("/folio.yml") == true)
        #expect(config.title == "Folio Guide" && config.language == "fr" && config.urls == .plain)
        #expect(config.editRepository == nil && !config.tilde, "mkdocs.yml is not read beside a folio.yml")
    }

    @Test func editLinksAndURLStyleAsMkDocsWritesThem() throws {
        func load(_ yml: String) throws -> SiteConfig {
            let root = SiteFixture.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: root) }
            try SiteFixture.write(["mkdocs.yml": yml], under: root)
            return SiteConfig.load(from: root.path, displayDirectory: ".")
        }
        let github = try load("site_name: A\nrepo_url: https://github.com/o/r/\ndocs_dir: documentation\n")
        #expect(github.editRepository == "https://github.com/o/r" && github.editBranch == "master" && github.editFolder == "documentation")
        #expect(github.urls == .pretty)
        let gitlab = try load("repo_url: https://gitlab.com/o/r\nedit_uri: -/edit/trunk/site/docs/\nuse_directory_urls: false\n")
        #expect(gitlab.editBranch == "trunk" && gitlab.editFolder == "site/docs" && gitlab.urls == .plain)
        #expect(try load("repo_url: https://github.com/o/r\nedit_uri: ''\n").editRepository == nil)
        #expect(try load("repo_url: https://bitbucket.org/o/r\n").editRepository == nil)
        #expect(try load("repo_url: https://github.com/o/r\nmarkdown_extensions:\n  - smarty\n").smartPunctuation)
    }

    @Test func theParentOfAOneLetterFolder() {
        // NSString's deletingLastPathComponent traps on "c": `folio build --content c` with folio.yml beside `c/`.
        #expect(DiscoverPhase.parentDisplayPath(of: "c") == "")
        #expect(DiscoverPhase.parentDisplayPath(of: "site/c") == "site")
        #expect(DiscoverPhase.parentDisplayPath(of: "/c") == "/")
        #expect(DiscoverPhase.parentDisplayPath(of: "docs") == "")
    }
}
