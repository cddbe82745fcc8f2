// Why: Hugo's `cascade` fills, it does not merge: a page keeps every key it writes, and takes each other
// key from the nearest section that cascades it (a map, such as `params`, key by key). Its targets narrow
// a cascade to page kinds and path globs. Kept apart from the Jekyll scopes and the `.meta.yml` merge, whose
// rules differ (README "Front matter defaults").

extension FrontMatterDefaults {
    /// One cascade of a section page (``SectionCascades``).
    struct CascadeLayer: Sendable {
        /// The section's content-relative folder (empty for the home page's `_index.md`).
        var folder: String
        var values: [(key: String, value: FrontMatterValue)]
        var target: CascadeTarget?
        /// Its place in the section page's list of cascades (a later one is applied after an earlier one).
        var order: Int

        var depth: Int { folder.isEmpty ? 0 : folder.split(separator: "/").count }

        /// Whether the note at content-relative `source` is the section page, or below it, and a page its target names.
        func reaches(_ source: String) -> Bool {
            FrontMatterDefaults.isNote(source, below: folder) && target?.names(source) ?? true
        }
    }

    /// A cascade's `target` (`_target`): which pages below the section it reaches.
    struct CascadeTarget: Sendable, Equatable {
        /// Matched against `home`, `section` or `page`.
        var kind: PathGlob?
        /// Matched against Hugo's path of the page: `/guides/setup` for `guides/setup.md`, `/guides` for
        /// `guides/_index.md`, `/` for the home page.
        var path: PathGlob?
        /// Matched against ``SectionCascades/environment``.
        var environment: PathGlob?

        struct Problem: Error { var message: String }

        /// The target a `target:` map says, or why it cannot be followed.
        static func read(_ value: FrontMatterValue) -> Result<CascadeTarget, Problem> {
            guard case .map(let entries) = value else { return .failure(Problem(message: "its target is not a map (kind:, path:)")) }
            var target = CascadeTarget()
            for (key, written) in entries {
                guard let text = written.text else { return .failure(Problem(message: "target \(key) is not a text")) }
                guard let glob = PathGlob(text) else { return .failure(Problem(message: "target \(key) '\(text)' is no glob Folio reads")) }
                switch key.lowercased() {
                case "kind": target.kind = glob
                case "path": target.path = glob
                case "environment": target.environment = glob
                default: return .failure(Problem(message: "target \(key) is not followed (Folio follows kind, path and environment)"))
                }
            }
            return .success(target)
        }

        func names(_ source: String) -> Bool {
            let isSection = SectionCascades.isSectionPage(source)
            let folder = SitePaths.directory(of: source)
            if let kind, !kind.matches(isSection ? (folder.isEmpty ? "home" : "section") : "page") { return false }
            if let path {
                let logical: String
                if isSection {
                    logical = "/" + folder
                } else if let dot = source.lastIndex(of: "."), !source[dot...].contains("/") {
                    logical = "/" + source[..<dot]
                } else {
                    logical = "/" + source
                }
                if !path.matches(logical) { return false }
            }
            return true
        }
    }

    /// `entries` with each key of `values` it lacks (compared case-insensitively) added, and a map both
    /// have filled key by key the same way.
    static func filled(_ entries: [(key: String, value: FrontMatterValue)], from values: [(key: String, value: FrontMatterValue)])
        -> [(key: String, value: FrontMatterValue)] {
        var result = entries
        for (key, value) in values {
            let name = key.lowercased()
            guard let index = result.firstIndex(where: { FrontMatter.key($0.key, lowercasedIs: name) }) else {
                result.append((key, value))
                continue
            }
            if case .map(let own) = result[index].value, case .map(let shared) = value {
                result[index].value = .map(filled(own, from: shared))
            }
        }
        return result
    }
}
