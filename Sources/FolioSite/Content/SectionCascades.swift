import Foundation

// Why: a Hugo site says what a section's pages share once, in the section page's front matter:
// `cascade: {author: Docs Team}` in `guides/_index.md` reaches `guides/_index.md` and every page below it,
// unless a page writes the key itself or a nearer section cascades it first; a list of cascades can each
// name a `target` (`_target` before Hugo 0.126) of page kinds and path globs. Without it a migrated Hugo
// site's pages lose their shared authors, banners and `build` options. The section pages are read for it at
// discovery, before any note (only a file that mentions `cascade` is parsed), and their values join the
// front matter defaults (``FrontMatterDefaults``), where the build cache keys see them.

/// The `cascade` front matter of a Hugo site's section pages (`_index.md`).
enum SectionCascades {
    /// Whether the content-relative `path` is a section page that may cascade: `_index.md` or
    /// `_index.markdown`, as Hugo spells them (every note of the site is asked, every build).
    static func isSectionPage(_ path: String) -> Bool {
        switch path.utf8.last {
        case UInt8(ascii: "d"): path.utf8EndsWithFileName("_index.md")
        case UInt8(ascii: "n"): path.utf8EndsWithFileName("_index.markdown")
        default: false
        }
    }

    /// The first of the `changed` notes (content-relative) that is a section page and cascaded at the last
    /// discovery (its folder among `cascading`) or mentions `cascade` now: its change may reach every page
    /// below it, so a preview builds them all (with the kept bodies, only what changed renders again).
    static func changedCascade(in changed: Set<String>, content: String, cascading: Set<String>) -> String? {
        changed.sorted().first { path in
            guard isSectionPage(path) else { return false }
            if cascading.contains(SitePaths.directory(of: path)) { return true }
            let file = (content.hasSuffix("/") ? content : content + "/") + path
            return PageLoader.readString(file)?.utf8Contains(literal: "cascade") ?? true
        }
    }

    /// The build environment a target's `environment` glob is matched against (Hugo's for `hugo` builds).
    static let environment = "production"

    /// Reads the cascades of the section pages `pages` (content-relative, ``isSectionPage(_:)``) under `contentDirectory`,
    /// and a warning at `file:line` for each that is not a map (or list of maps) or names a target Folio
    /// cannot follow (which is left out).
    static func read(pages: [String], contentDirectory: String, displayPath: (String) -> String)
        -> (layers: [FrontMatterDefaults.CascadeLayer], diagnostics: [Diagnostic]) {
        var layers: [FrontMatterDefaults.CascadeLayer] = [], diagnostics: [Diagnostic] = []
        for path in pages {
            let file = (contentDirectory.hasSuffix("/") ? contentDirectory : contentDirectory + "/") + path
            guard let text = PageLoader.readString(file), text.utf8Contains(literal: "cascade") else { continue }
            let (matter, _) = FrontMatterParser.split(text)
            guard let cascade = matter.value("cascade") else { continue }
            let shown = displayPath(path), line = matter.line("cascade")
            func warn(_ message: String) {
                diagnostics.append(Diagnostic(file: shown, line: line, column: 1, severity: .warning, message: message,
                                              sourceLine: LineIndex(text).line(line), code: DiagnosticCode.frontMatter))
            }
            let folder = SitePaths.directory(of: path)
            let entries: [FrontMatterValue]
            switch cascade {
            case .map: entries = [cascade]
            case .list(let items): entries = items
            default:
                warn("cascade must be a map of front matter keys (or a list of them); left out")
                continue
            }
            for (number, entry) in entries.enumerated() {
                let label = entries.count > 1 ? "cascade entry \(number + 1)" : "cascade"
                guard case .map(let values) = entry else {
                    warn("\(label) is not a map of front matter keys; left out")
                    continue
                }
                let kept = values.filter { !["_target", "target"].contains($0.key.lowercased()) }
                var target: FrontMatterDefaults.CascadeTarget?
                if let written = values.first(where: { ["_target", "target"].contains($0.key.lowercased()) })?.value {
                    switch FrontMatterDefaults.CascadeTarget.read(written) {
                    case .success(let read): target = read
                    case .failure(let problem):
                        warn("\(label): \(problem.message); left out")
                        continue
                    }
                }
                if target?.environment.map({ !$0.matches(environment) }) == true { continue }
                guard !kept.isEmpty else { continue }
                layers.append(FrontMatterDefaults.CascadeLayer(folder: folder, values: kept, target: target, order: number))
            }
        }
        return (layers, diagnostics)
    }
}
