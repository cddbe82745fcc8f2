// Why: a page shared on a chat or social site shows a card, and the card's picture is the page's
// `og:image`. Writers name it in front matter as their tool taught them (`image:` in Docusaurus and
// Jekyll's SEO tag, `images:` in Hugo). A picture of the site is a path, checked like a link (a
// missing file is a warning at the key's line, and the lookup is recorded so kept bodies and `folio
// serve` follow the file coming and going); the card needs an absolute URL, so a site's own picture is
// given only when the site has a base URL, and an absolute http(s) URL is given as written.

/// The page's social card picture from front matter `image` (else the first of `images`).
enum SocialImage {
    /// What the note's front matter names: the text and the key's line.
    static func written(in page: PageSummary) -> (text: String, line: Int)? {
        // Through the plan keys: most pages have neither key, and every page is asked twice.
        for key in ["image", "images"] {
            guard let value = page.frontMatterValue(key), let text = value.textList.first?.trimming(" "), !text.isEmpty else { continue }
            return (text, page.frontMatter.line(key))
        }
        return nil
    }

    /// Where a written picture is.
    enum Place: Equatable {
        /// An absolute http(s) URL, as written.
        case url(String)
        /// A file of the site, by output path.
        case file(outputPath: String)
        /// No file of the site at that content path (or a path that climbs out of the content folder).
        case missing(contentPath: String?)
        /// Another scheme (`data:`, `javascript:`…), never put in a page.
        case refused
    }

    /// Where `written` is from `page`, as the plan has the site's files (the lookup recorded in `lookups`).
    static func place(of written: String, from page: PageSummary, plan: SitePlan, lookups: SiteLookupLog? = nil) -> Place {
        let lowered = written.lowercased()
        if lowered.hasPrefix("https://") || lowered.hasPrefix("http://") {
            return written.contains(where: { $0 == " " || $0 == "\"" || $0 == "<" || $0 == ">" }) ? .refused : .url(written)
        }
        if lowered.hasPrefix("//") || written.contains(":") { return .refused }
        let path = written.split(separator: "#").first.map { $0.split(separator: "?").first ?? $0 } ?? Substring(written)
        guard let contentPath = SitePaths.normalize(joining: SitePaths.directory(of: page.sourcePath), path) else {
            return .missing(contentPath: nil)
        }
        let target = plan.target(contentPath: contentPath)
        lookups?.target(contentPath, target)
        if case .asset(let output) = target { return .file(outputPath: output) }
        return .missing(contentPath: contentPath)
    }

    /// The warning for a picture that is not a file of the site, or of a refused scheme (nil otherwise).
    static func diagnostic(for page: PageSummary, plan: SitePlan, file: String, lines: LineIndex,
                           lookups: SiteLookupLog?) -> Diagnostic? {
        guard let (text, line) = written(in: page) else { return nil }
        let message: String
        switch place(of: text, from: page, plan: plan, lookups: lookups) {
        case .url, .file: return nil
        case .missing(let contentPath):
            message = "front matter image '\(text)' is not a file of the site" + (contentPath.map { " (looked for '\($0)')" } ?? "")
                + "; the page has no social card picture"
        case .refused:
            message = "front matter image '\(text)' is neither a file of the site nor an http(s) URL; left out"
        }
        // The body's lines hold the front matter's as blanks: the key's line is shown when it is there.
        let source = lines.line(line).flatMap { $0.contains(where: { $0 != " " }) ? String($0) : nil }
        return Diagnostic(file: file, line: line, column: 1, severity: .warning, message: message,
                          sourceLine: source, code: DiagnosticCode.brokenLink)
    }
}
