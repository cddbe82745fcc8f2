import Foundation
import Testing
@testable import FolioSite

/// End to end: a site with three levels of folders, `weight`s and section pages builds the tree
/// the README promises (order, current page, open sections, breadcrumbs, previous/next), and a
/// `nav:` list in folio.yml replaces it.
@Suite("Navigation, end to end")
struct NavigationSiteTests {
    /// Writes `files` (path → text) under a new temporary folder.
    static func site(_ files: [String: String]) throws -> URL {
        let root = SiteFixture.temporaryDirectory()
        try SiteFixture.write(files, under: root)
        return root
    }

    static let threeLevels: [String: String] = [
        "index.md": "# Welcome\n\nStart here.\n",
        "zebra.md": "---\nweight: 1\n---\n# Zebra first\n\nWeighted to the top.\n",
        "apple.md": "# Apple\n\nNo weight: after the weighted ones.\n",
        "guide/README.md": "---\nweight: 2\ntitle: The Guide\n---\nGuide home.\n",
        "guide/install.md": "---\nweight: 1\n---\n# Install\n\nSteps.\n",
        "guide/usage.md": "---\nweight: 2\n---\n# Usage\n\nUse it.\n",
        "guide/advanced/index.md": "---\nweight: 3\n---\n# Advanced\n\nDeep.\n",
        "guide/advanced/tuning.md": "# Tuning <&>\n\nThird level.\n",
        "guide/advanced/scaling.md": "---\nnav_order: 1\n---\n# Scaling\n\nThird level, first.\n",
        "reference/api.md": "# API\n\nNo section page here.\n",
    ]

    /// The link texts of the sidebar, in document order.
    static func sidebar(_ html: String) -> String {
        html.slice(from: "<nav class=\"site-sidebar\"", to: "</nav>") ?? ""
    }

    static func sidebarLinks(_ html: String) -> [String] {
        guard let nav = html.slice(from: "<nav class=\"site-sidebar\"", to: "</nav>") else { return [] }
        return nav.components(separatedBy: "<a href=\"").dropFirst().compactMap { $0.slice(from: "\">", to: "</a>") }
    }

    @Test func folderTreeOrderCurrentPageAndOpenSections() throws {
        let content = try Self.site(Self.threeLevels)
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(content.path, into: out)
        #expect(report.pages == 10)

        let tuning = SiteFixture.read(out, "guide/advanced/tuning.html")
        #expect(Self.sidebarLinks(tuning) == ["Welcome", "Zebra first", "The Guide", "Install", "Usage", "Advanced",
                                              "Scaling", "Tuning &lt;&amp;&gt;", "Apple", "API"])
        // Links are relative to the page, the current one is marked, its sections are open and others closed.
        #expect(tuning.contains("<a href=\"../../guide/advanced/tuning.html\" aria-current=\"page\">Tuning &lt;&amp;&gt;</a>"))
        #expect(tuning.components(separatedBy: "aria-current=\"page\"").count == 3, "sidebar link and breadcrumb only")
        #expect(tuning.contains("<li class=\"nav-section nav-open\"><a href=\"../../guide/README.html\">The Guide</a><details open><summary aria-label=\"Pages in The Guide\"></summary>"))
        #expect(tuning.contains("<li class=\"nav-section nav-open\"><a href=\"../../guide/advanced/index.html\">Advanced</a><details open><summary aria-label=\"Pages in Advanced\"></summary>"))
        #expect(tuning.contains("<li class=\"nav-section\"><details><summary><span class=\"nav-label\">Reference</span>"))
        // Breadcrumbs: home, then each section, then the page.
        let crumbs = try #require(tuning.slice(from: "<nav class=\"breadcrumbs\"", to: "</nav>"))
        #expect(crumbs.contains("<a href=\"../../index.html\">"))
        #expect(crumbs.contains("<a href=\"../../guide/README.html\">The Guide</a>"))
        #expect(crumbs.contains("<a href=\"../../guide/advanced/index.html\">Advanced</a>"))
        #expect(crumbs.contains("<li aria-current=\"page\">Tuning &lt;&amp;&gt;</li>"))
        // Previous/next follow the reading order, across sections.
        #expect(tuning.contains("<a class=\"pagination-link pagination-prev\" rel=\"prev\" href=\"../../guide/advanced/scaling.html\">"))
        #expect(tuning.contains("rel=\"next\" href=\"../../apple.html\"><span class=\"pagination-label\">Next</span><span class=\"pagination-title\">Apple</span>"))

        let welcome = SiteFixture.read(out, "index-page.html")
        #expect(!welcome.contains("rel=\"prev\""), "the first page has no previous page")
        #expect(welcome.contains("rel=\"next\" href=\"zebra.html\""))
        #expect(welcome.contains("<li class=\"nav-section\"><a href=\"guide/README.html\">The Guide</a><details><summary aria-label=\"Pages in The Guide\"></summary>"))
        #expect(!welcome.contains("class=\"breadcrumbs\""), "a top-level page has no trail")
        let api = SiteFixture.read(out, "reference/api.html")
        #expect(!api.contains("rel=\"next\""), "the last page has no next page")
        #expect(api.contains("<li class=\"nav-section nav-open\"><details open><summary><span class=\"nav-label\">Reference</span>"))
    }

    /// Hugo's section pages are `_index.md`: a Hugo content folder keeps its sections' own pages.
    @Test func hugosIndexFileIsItsFoldersSectionPage() throws {
        let content = try Self.site(["docs/_index.md": "+++\ntitle = \"Docs\"\n+++\nAll the docs.\n",
                                     "docs/setup.md": "# Setup\n\nSee [the docs](../docs/).\n",
                                     "blog/index.md": "# Blog index\n", "blog/_index.md": "# Blog (Hugo)\n", "blog/post.md": "# Post\n"])
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(content.path, into: out)
        #expect(!report.diagnostics.contains { $0.code == DiagnosticCode.brokenLink }, "a link to the folder finds its _index.md")
        let setup = SiteFixture.read(out, "docs/setup.html")
        #expect(setup.contains("<li class=\"nav-section nav-open\"><a href=\"../docs/_index.html\">Docs</a>"), "\(Self.sidebar(setup))")
        #expect(setup.contains("<a href=\"_index.html\">the docs</a>"))
        #expect(setup.contains("<a href=\"../blog/index.html\">Blog index</a>"), "index.md comes before _index.md")
    }

    /// Docusaurus' `sidebar_position` orders like `weight`; Hugo's `linkTitle` and Docusaurus'
    /// `sidebar_label` name a page in the tree, the breadcrumbs and previous/next, while its heading
    /// and `<title>` keep the title; a blank label is no label.
    @Test func sidebarPositionAndLabelsFromHugoAndDocusaurus() throws {
        let content = try Self.site([
            "index.md": "# Home\n",
            "intro.md": "---\nsidebar_position: 3\nsidebar_label: Intro\n---\n# An introduction to everything\n",
            "setup.md": "---\nsidebar_position: 1\n---\n# Setup\n",
            "api.md": "---\nsidebar_position: 2\nlinkTitle: API <v2>\nsidebar_label: Ignored\n---\n# The application programming interface\n",
            "blank.md": "---\nsidebar_label: \"  \"\n---\n# Blank label\n",
            "hugo/_index.md": "+++\ntitle = \"Hugo section with a long title\"\nlinkTitle = \"Hugo\"\nweight = 1\n+++\nSection.\n",
            "hugo/page.md": "---\nsidebar_label: Page\n---\n# A page in the Hugo section\n",
        ])
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(content.path, into: out)
        #expect(report.pages == 7)
        let api = SiteFixture.read(out, "api.html")
        #expect(Self.sidebarLinks(api) == ["Home", "Hugo", "Page", "Setup", "API &lt;v2&gt;", "Intro", "Blank label"])
        #expect(api.contains("<title>The application programming interface"), "the page keeps its title")
        #expect(api.contains("rel=\"next\" href=\"intro.html\"><span class=\"pagination-label\">Next</span><span class=\"pagination-title\">Intro</span>"))
        #expect(!api.contains(">sidebar_label<") && !api.contains(">linkTitle<"), "instructions to Folio, not listed as facts")
        let page = SiteFixture.read(out, "hugo/page.html")
        #expect(page.contains("<a href=\"../hugo/_index.html\">Hugo</a>"), "\(Self.sidebar(page))")
        let crumbs = try #require(page.slice(from: "<nav class=\"breadcrumbs\"", to: "</nav>"))
        #expect(crumbs.contains("<a href=\"../hugo/_index.html\">Hugo</a>") && crumbs.contains("<li aria-current=\"page\">Page</li>"),
                "the breadcrumbs name the section and the page by their labels")
        #expect(page.contains("<title>A page in the Hugo section"))
    }

    /// A Docusaurus docs folder as it is: each folder's `_category_` file names and orders its section
    /// (before its section page's title and weight), `collapsed: false` keeps it open on every page,
    /// and the files themselves are not published.
    @Test func docusaurusCategoryFilesNameOrderAndOpenSections() throws {
        let content = try Self.site([
            "intro.md": "---\nsidebar_position: 1\n---\n# Intro\n",
            "tutorial-basics/_category_.json": "{\n  \"label\": \"Tutorial - Basics\",\n  \"position\": 2,\n  \"collapsed\": false\n}\n",
            "tutorial-basics/create-a-page.md": "---\nsidebar_position: 1\n---\n# Create a Page\n",
            "tutorial-extras/_category_.yml": "label: Tutorial - Extras\nposition: 0\n",
            "tutorial-extras/index.md": "---\ntitle: Extras home\nweight: 9\n---\nAll the extras.\n",
            "tutorial-extras/versions.md": "# Manage Docs Versions\n",
        ])
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(content.path, into: out)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("tutorial-basics/_category_.json").path))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("tutorial-extras/_category_.yml").path))
        let intro = SiteFixture.read(out, "intro.html")
        #expect(Self.sidebarLinks(intro) == ["Tutorial - Extras", "Manage Docs Versions", "Intro", "Create a Page"], "\(Self.sidebar(intro))")
        #expect(intro.contains("<li class=\"nav-section\"><details open><summary><span class=\"nav-label\">Tutorial - Basics</span>"),
                "kept open, though the page is elsewhere")
        #expect(intro.contains("<li class=\"nav-section\"><a href=\"tutorial-extras/index.html\">Tutorial - Extras</a><details><summary"))
        let versions = SiteFixture.read(out, "tutorial-extras/versions.html")
        let crumbs = try #require(versions.slice(from: "<nav class=\"breadcrumbs\"", to: "</nav>"))
        #expect(crumbs.contains(">Tutorial - Extras</a>"))
    }

    /// An MkDocs folder ordered by the awesome-pages plugin: each `.pages` file names its section, orders
    /// its entries (renamed where it says, the rest at `...`, left out without it), hides a folder, and is
    /// not published; the content folder's own `.pages` orders the top level.
    @Test func awesomePagesFilesNameOrderRenameAndHide() throws {
        let content = try Self.site([
            "index.md": "# Home\n",
            ".pages": "nav:\n  - reference\n  - ...\n",
            "guide/.pages": "title: The Guide\nnav:\n  - usage.md\n  - Setting up: install.md\n  - ...\n",
            "guide/install.md": "# Install\n", "guide/usage.md": "# Usage\n", "guide/faq.md": "# FAQ\n", "guide/zebra.md": "# Zebra\n",
            "guide/drafts/.pages": "hide: true\n", "guide/drafts/idea.md": "# Idea\n",
            "reference/.pages": "order: desc\nnav:\n  - api.md\n  - Elsewhere: https://example.com\n",
            "reference/api.md": "# API\n", "reference/old.md": "# Old\n",
        ])
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(content.path, into: out)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        for file in [".pages", "guide/.pages", "guide/drafts/.pages", "reference/.pages"] {
            #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent(file).path), "\(file) is read, not published")
        }
        let faq = SiteFixture.read(out, "guide/faq.html")
        #expect(Self.sidebarLinks(faq) == ["API", "Home", "Usage", "Setting up", "FAQ", "Zebra"], "\(Self.sidebar(faq))")
        #expect(faq.contains("<span class=\"nav-label\">The Guide</span>"))
        #expect(faq.contains("<li><a href=\"../reference/api.html\">API</a></li>\n<li><a class=\"nav-external\" href=\"https://example.com\" rel=\"noopener\">Elsewhere</a></li>"),
                "a link item links to the other site: \(Self.sidebar(faq))")
        #expect(faq.contains("rel=\"prev\" href=\"../guide/install.html\"") && faq.contains("rel=\"next\" href=\"../guide/zebra.html\""))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("guide/drafts/idea.html").path),
                "a hidden folder's notes still build")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("reference/old.html").path))
    }

    @Test func awesomePagesOrderDescendingWithoutAList() throws {
        let content = try Self.site(["notes/.pages": "order: desc\n", "notes/a.md": "# Alpha\n", "notes/b.md": "# Beta\n",
                                     "notes/c.md": "# Gamma\n", "notes/bad/.pages": "nav: usage.md\norder: sideways\n",
                                     "notes/bad/x.md": "# X\n"])
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(content.path, into: out)
        let alpha = SiteFixture.read(out, "notes/a.html")
        #expect(Self.sidebarLinks(alpha) == ["Gamma", "Beta", "X", "Alpha"], "reversed, the section Bad among them: \(Self.sidebar(alpha))")
        let messages = report.diagnostics.map { "\($0.file):\($0.line): \($0.message)" }
        #expect(messages.contains { $0.hasSuffix("notes/bad/.pages:1: 'nav' is a list of the folder's file and folder names, with ... for the rest") }, "\(messages)")
        #expect(messages.contains { $0.hasSuffix("notes/bad/.pages:2: 'order' is asc or desc") })
    }

    @Test func navListInFolioYMLWins() throws {
        var files = Self.threeLevels
        files["folio.yml"] = """
        title: Nav test
        nav:
          - apple.md
          - Handbook:
              - guide/usage.md
              - Deep dive: guide/advanced/
          - Home: index.md
          - guide/missing.md
        """
        let content = try Self.site(files)
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(content.path, into: out)
        let usage = SiteFixture.read(out, "guide/usage.html")
        #expect(Self.sidebarLinks(usage) == ["Apple", "Usage", "Deep dive", "Scaling", "Tuning &lt;&amp;&gt;", "Home"])
        #expect(usage.contains("<li class=\"nav-section nav-open\"><details open><summary><span class=\"nav-label\">Handbook</span>"))
        #expect(usage.contains("rel=\"prev\" href=\"../apple.html\""))
        #expect(usage.contains("rel=\"next\" href=\"../guide/advanced/index.html\""))
        // A page the list leaves out still builds, with the tree but no place in it.
        let install = SiteFixture.read(out, "guide/install.html")
        #expect(install.contains("class=\"site-sidebar\""))
        #expect(!install.contains("aria-current=\"page\"") && !install.contains("rel=\"next\""))
        let warning = try #require(report.diagnostics.first { $0.message.contains("guide/missing.md") })
        #expect(warning.severity == .warning && warning.file.hasSuffix("folio.yml") && warning.line == 2, "the line of the nav key")
    }

    @Test func largeSectionsShowAWindowAndClosedSectionsStayEmpty() throws {
        var files: [String: String] = [:]
        for section in 0..<3 {
            for note in 0..<150 { let number = String(format: "%03d", note)
                files["s\(section)/n\(number).md"] = "# S\(section) N\(number)\n\nText.\n" }
        }
        let content = try Self.site(files)
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        _ = try SiteFixture.build(content.path, into: out)
        let page = SiteFixture.read(out, "s1/n075.html")
        let links = Self.sidebarLinks(page)
        #expect(links.count == NavigationHTML.windowSize + 2, "the window, and a link for each closed section")
        #expect(links.contains("S1 N075") && !links.contains("S0 N001"))
        #expect(page.contains("<li class=\"nav-more\">50 more pages</li>"))
        #expect(page.contains("<li class=\"nav-section\"><a href=\"../s0/n000.html\">S0</a></li>"),
                "a closed section without a page links to its first page")
        // Pages of one block share the tree (written once, see SidebarCache) but each marks itself.
        let neighbour = SiteFixture.read(out, "s1/n060.html")
        #expect(Self.sidebarLinks(neighbour) == links)
        #expect(page.contains("<a href=\"../s1/n075.html\" aria-current=\"page\">S1 N075</a>"))
        #expect(neighbour.contains("<a href=\"../s1/n060.html\" aria-current=\"page\">S1 N060</a>"))
        #expect(!neighbour.contains("<a href=\"../s1/n075.html\" aria-current"))
        #expect(Self.sidebar(neighbour).replacingOccurrences(of: " aria-current=\"page\"", with: "")
                == Self.sidebar(page).replacingOccurrences(of: " aria-current=\"page\"", with: ""))
        // The next block of the section is its own tree.
        let later = SiteFixture.read(out, "s1/n120.html")
        #expect(Self.sidebarLinks(later).contains("S1 N149") && !Self.sidebarLinks(later).contains("S1 N075"))
        #expect(later.contains("<a href=\"../s1/n120.html\" aria-current=\"page\">S1 N120</a>"))
    }
}
