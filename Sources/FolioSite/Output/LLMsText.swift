// Why: language models and the tools built on them (coding assistants, answer engines) read a site
// best from one plain Markdown index: `/llms.txt` (llmstxt.org), which MkDocs (mkdocs-llmstxt),
// Docusaurus (docusaurus-plugin-llms) and VitePress (vitepress-plugin-llms) sites add with a plugin.
// Folio writes it from what the listings already hold (titles, summaries, the navigation's sections),
// so it costs one generated file and no rendering. The file is Markdown, so titles and summaries are
// escaped as Markdown text, and links are absolute with a base URL, else from the site's root (where
// the file lives).

import Foundation

/// `llms.txt`: the site's title and description, then its pages as lists of links under the
/// navigation's top-level sections, each with its summary (`llms_txt: true` in folio.yml).
struct LLMsText {
    let plan: SitePlan
    let navigation: SiteNavigation
    let siteTitle: String
    let siteDescription: String
    let baseURL: String?

    /// Where the file is written.
    static let path = "llms.txt"

    /// The file's text.
    func text() -> String {
        var out = "# " + Self.escaped(siteTitle.isEmpty ? "Site" : siteTitle) + "\n"
        if !siteDescription.isEmpty { out += "\n> " + Self.escaped(Self.oneLine(siteDescription)) + "\n" }
        var byOutput: [String: PageSummary] = [:]
        byOutput.reserveCapacity(plan.pages.count)
        let pages = plan.pages.listed
        for page in pages { byOutput[page.outputPath] = page }
        var listed = Set<String>()
        // Pages at the top of the tree (the home page, pages beside the sections) come first.
        var loose: [String] = []
        var sections: [(title: String, lines: [String])] = []
        for root in navigation.roots {
            let item = navigation.items[root]
            if item.isSection {
                var lines: [String] = []
                collect(root, byOutput: byOutput, listed: &listed, into: &lines)
                if !lines.isEmpty { sections.append((item.title, lines)) }
            } else if let line = line(for: item, byOutput: byOutput, listed: &listed) {
                loose.append(line)
            }
        }
        let outsideTree = pages.filter { !listed.contains($0.outputPath) }
            .sorted { $0.outputPath.utf8.lexicographicallyPrecedes($1.outputPath.utf8) }
            .map { line(title: $0.title, url: url(of: $0.outputPath), summary: $0.summary) }
        if !loose.isEmpty { sections.insert(("Pages", loose), at: 0) }
        if !outsideTree.isEmpty { sections.append((sections.isEmpty ? "Pages" : "Other pages", outsideTree)) }
        for section in sections {
            out += "\n## " + Self.escaped(section.title) + "\n\n"
            for line in section.lines { out += line + "\n" }
        }
        return out
    }

    /// The lines of a section's own page and every page below it, in reading order.
    private func collect(_ index: Int, byOutput: [String: PageSummary], listed: inout Set<String>, into lines: inout [String]) {
        if let line = line(for: navigation.items[index], byOutput: byOutput, listed: &listed) { lines.append(line) }
        for child in navigation.items[index].children { collect(child, byOutput: byOutput, listed: &listed, into: &lines) }
    }

    /// The line of a page (once) or of a link to another site; nil for a section without a page.
    private func line(for item: SiteNavigation.Item, byOutput: [String: PageSummary], listed: inout Set<String>) -> String? {
        if let external = item.externalURL { return line(title: item.title, url: external, summary: "") }
        guard let output = item.outputPath, let page = byOutput[output], listed.insert(output).inserted else { return nil }
        return line(title: page.title, url: url(of: output), summary: page.summary)
    }

    private func line(title: String, url: String, summary: String) -> String {
        let text = "- [" + Self.escaped(title) + "](" + Self.destination(url) + ")"
        return summary.isEmpty ? text : text + ": " + Self.escaped(Self.oneLine(summary))
    }

    /// A page's address: absolute with a base URL, else from the site's root.
    private func url(of output: String) -> String {
        if let baseURL { return plan.urls.absolute(base: baseURL, path: output) }
        return plan.urls.link(SitePaths.relativeURL(from: "index.html", to: output))
    }

    /// Text on one line (summaries may hold line breaks).
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    /// Markdown text as written: the characters that would start markup are escaped with a backslash.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in oneLine(text) {
            if "\\`*_[]<>#|~".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    /// A link destination that cannot end the link early: spaces, parentheses and angle brackets
    /// percent-encoded.
    static func destination(_ url: String) -> String {
        var out = ""
        for character in url {
            switch character {
            case " ": out += "%20"
            case "(": out += "%28"
            case ")": out += "%29"
            case "<": out += "%3C"
            case ">": out += "%3E"
            default: out.append(character)
            }
        }
        return out
    }
}
