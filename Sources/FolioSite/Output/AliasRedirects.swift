import Foundation

/// Redirect pages for front matter `aliases:` (old addresses of a note, as Hugo has them; Jekyll's
/// jekyll-redirect-from writes them `redirect_from:`): each alias becomes a small HTML page at the old
/// path that sends readers and crawlers on to the note.
///
/// Why planned with the site: an alias must never overwrite a note, an asset, a generated page or
/// another alias, nor leave the output folder; those are refused with a warning at the alias's
/// line and column, before anything is written. The page is built from escaped strings only.
struct AliasRedirects: Sendable {
    /// One redirect page: written at `path`, sending to the page written at `target`.
    struct Redirect: Sendable, Equatable {
        let path: String
        let target: String
        let title: String
    }

    private(set) var redirects: [Redirect] = []
    /// Refused aliases: the index of the page whose front matter has them, and the warning.
    private(set) var diagnostics: [(page: Int, diagnostic: Diagnostic)] = []

    init() {}

    /// The front matter keys that hold a note's old addresses.
    static let keys = ["aliases", "alias", "redirect_from"]

    /// A note's old addresses, from every key of ``keys`` it has (a page without them answers from its plan keys).
    static func aliases(of page: PageSummary) -> [String] {
        guard !page.planKeys.isDisjoint(with: [.aliases, .alias, .redirectFrom]) else { return [] }
        return (page.frontMatterValue("aliases", "alias")?.textList ?? []) + (page.frontMatterValue("redirect_from")?.textList ?? [])
    }

    /// Whether `matter` names any old address (a change of them is planned with the whole site).
    static func hasAliases(_ matter: FrontMatter) -> Bool {
        keys.contains { matter.value($0) != nil }
    }

    /// The redirects of every page's `aliases:`, in page order (the first claim of a path wins).
    init(pages: [PageSummary], assets: Set<String>, urls: URLStyle, loader: PageLoader) {
        var aliased: [(Int, [String])] = []
        for index in pages.indices {
            let old = Self.aliases(of: pages[index])
            if !old.isEmpty { aliased.append((index, old)) }
        }
        // Most sites have none: then the site's names are not even listed.
        guard !aliased.isEmpty else { return }
        var taken = Set(pages.map { $0.outputPath.lowercased() })
        for asset in assets { taken.insert(asset.lowercased()) }
        for (index, old) in aliased {
            let page = pages[index]
            for alias in old {
                let problem: String
                if let path = Self.outputPath(alias: alias) {
                    let lower = path.lowercased()
                    if taken.contains(lower) {
                        problem = "alias '\(alias)' would overwrite '\(path)', which the site already writes; no redirect written"
                    } else if Self.isGenerated(lower, urls: urls) {
                        problem = "alias '\(alias)' would overwrite '\(path)', a page Folio generates; no redirect written"
                    } else {
                        taken.insert(lower)
                        redirects.append(Redirect(path: path, target: page.outputPath, title: page.title))
                        continue
                    }
                } else {
                    problem = "alias '\(alias)' would leave the output folder; no redirect written"
                }
                diagnostics.append((index, diagnostic(problem, alias: alias, page: page, loader: loader)))
            }
        }
    }

    /// The output file for an alias: `/old/page.html` → `old/page.html`; a folder (`old/page/`)
    /// or a name without an extension (`old/page`) → `old/page/index.html`. Nil when the alias is
    /// empty, an address on another host, climbs out (`..`), or names a hidden or odd part.
    static func outputPath(alias: String) -> String? {
        var text = alias.trimmingCharacters(in: .whitespaces)
        if let cut = text.firstIndex(where: { $0 == "?" || $0 == "#" }) { text = String(text[..<cut]) }
        if text.isEmpty || SitePaths.isExternal(text) || text.contains("\\") { return nil }
        let decoded = SitePaths.percentDecode(text)
        if decoded.utf8.contains(0) { return nil }
        let parts = decoded.split(separator: "/")
        if parts.contains(where: { $0 == ".." || ($0.hasPrefix(".") && $0 != ".") }) { return nil }
        guard var path = SitePaths.normalize(decoded), !path.isEmpty else { return nil }
        let last = path.split(separator: "/").last ?? ""
        if decoded.hasSuffix("/") || !last.contains(".") { path += "/index.html" }
        return path
    }

    /// True for the files Folio writes itself (root index, licenses, 404, feeds, tag and category pages).
    static func isGenerated(_ lowercasedPath: String, urls: URLStyle) -> Bool {
        if SitePlan.reservedRootNames.contains(lowercasedPath) { return true }
        if lowercasedPath == urls.outputPath(plain: "licenses.html") { return true }
        let first = String(lowercasedPath.split(separator: "/").first ?? "")
        return ["tags", "categories", "_folio"].contains(first)
    }

    /// The redirect page: a refresh, a canonical link and a plain link, every value escaped.
    static func html(_ redirect: Redirect, plan: SitePlan, baseURL: String?, language: String) -> [UInt8] {
        let relative = plan.pageURL(from: redirect.path, to: redirect.target)
        let canonical = baseURL.map { plan.urls.absolute(base: $0, path: redirect.target) } ?? relative
        let title = redirect.title.htmlEscaped
        var html = "<!DOCTYPE html>\n<html lang=\"\(language.htmlEscaped)\">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<title>\(title)</title>\n"
        html += "<link rel=\"canonical\" href=\"\(canonical.htmlEscaped)\">\n"
        html += "<meta name=\"robots\" content=\"noindex\">\n"
        html += "<meta http-equiv=\"refresh\" content=\"0; url=\(relative.htmlEscaped)\">\n</head>\n<body>\n"
        html += "<p>This page has moved to <a href=\"\(relative.htmlEscaped)\">\(title)</a>.</p>\n</body>\n</html>\n"
        return Array(html.utf8)
    }

    /// A warning at the alias as written in the note (its key's line when it cannot be found).
    private func diagnostic(_ message: String, alias: String, page: PageSummary, loader: PageLoader) -> Diagnostic {
        let keyLine = page.frontMatter.line(Self.keys.first { page.frontMatter.value($0)?.textList.contains(alias) == true } ?? "aliases")
        var line = keyLine
        var column = 1
        var sourceLine: String?
        if let text = try? loader.readText(page.sourcePath) {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            var index = max(0, keyLine - 1)
            while index < lines.count, index < keyLine + 1000 {
                let candidate = String(lines[index])
                let from = index == keyLine - 1 ? (candidate.range(of: ":")?.upperBound ?? candidate.startIndex) : candidate.startIndex
                if let found = candidate.range(of: alias, range: from..<candidate.endIndex) {
                    line = index + 1
                    column = candidate[..<found.lowerBound].count + 1
                    sourceLine = candidate
                    break
                }
                index += 1
            }
            if sourceLine == nil, keyLine >= 1, keyLine <= lines.count { sourceLine = String(lines[keyLine - 1]) }
        }
        return Diagnostic(file: loader.displayPath(page.sourcePath), line: line, column: column, severity: .warning,
                          message: message, sourceLine: sourceLine, code: DiagnosticCode.alias)
    }
}
