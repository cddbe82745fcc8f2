import Foundation

// Why: a wikilink names a file, not a path (`[[Setup]]` is `guides/install/Setup.md` wherever the
// linking note is), so resolving one means a table from file names to content paths. Most sites
// have no wikilink at all, so the table is made the first time a page asks (once a build, shared by
// every core), never by a build that does not need it. The rules follow Obsidian, whose notes these
// links come from (README "Wikilinks").

/// File names → content paths of a site's pages, assets and drafts, and the rules that pick one.
final class WikiLinkTargets: @unchecked Sendable {
    /// The content path a wikilink names, and the other files it could have named.
    struct Resolution: Equatable {
        var contentPath: String
        /// The other candidates, when the name was ambiguous (the choice is ``contentPath``).
        var others: [String] = []
    }

    private let lock = NSLock()
    /// Lowercased file name (and a note's stem, without `.md`) → content paths, made on first use.
    private var byName: [String: [String]]?

    init() {}

    /// What `target` (a wikilink's target as written: `Note`, `Note.md`, `guides/Note`, `../x/Note`,
    /// `diagram.png`) names, seen from the note at `sourcePath`; nil when nothing in `plan` has that name.
    ///
    /// Matching ignores case. A target with a `/` names the files whose path ends with it (`./` and
    /// `../` start from the note's folder, a leading `/` from the content folder). Among several, the
    /// one in the note's own folder wins, then the one nearest the content folder, then the first in
    /// path order; the others are returned so the page can warn.
    func resolve(_ target: String, from sourcePath: String, in plan: SitePlan) -> Resolution? {
        var wanted = target.lowercased()
        let folder = SitePaths.directory(of: sourcePath)
        if wanted.hasPrefix("./") || wanted.hasPrefix("../") {
            guard let joined = SitePaths.normalize(joining: folder, Substring(target)) else { return nil }
            wanted = joined.lowercased()
        } else {
            while wanted.hasPrefix("/") { wanted.removeFirst() }
        }
        guard !wanted.isEmpty else { return nil }
        let name = wanted.split(separator: "/").last.map(String.init) ?? wanted
        let names = table(plan)
        let candidates = (names[name] ?? []).filter { path in
            let key = path.lowercased(), stem = WikiLinkTargets.noteStemPath(key)
            return key == wanted || stem == wanted || key.hasSuffix("/" + wanted) || stem?.hasSuffix("/" + wanted) == true
        }
        guard !candidates.isEmpty else { return nil }
        let ranked = candidates.sorted { a, b in
            let aHere = SitePaths.directory(of: a) == folder, bHere = SitePaths.directory(of: b) == folder
            if aHere != bHere { return aHere }
            let aDepth = a.utf8.filter { $0 == 47 }.count, bDepth = b.utf8.filter { $0 == 47 }.count
            if aDepth != bDepth { return aDepth < bDepth }
            return a < b
        }
        return Resolution(contentPath: ranked[0], others: Array(ranked.dropFirst()))
    }

    /// The name table for `plan`, made on the first call (the plan's pages, assets and drafts do not
    /// change while its pages render).
    private func table(_ plan: SitePlan) -> [String: [String]] {
        lock.lock()
        defer { lock.unlock() }
        if let byName { return byName }
        var names: [String: [String]] = [:]
        names.reserveCapacity(plan.pages.count * 2 + plan.assets.count)
        func add(_ path: String) {
            let key = path.lowercased()
            let file = key.split(separator: "/").last.map(String.init) ?? key
            names[file, default: []].append(path)
            if let stem = WikiLinkTargets.noteStemPath(file) { names[stem, default: []].append(path) }
        }
        for page in plan.pages { add(page.sourcePath) }
        for asset in plan.assets { add(asset) }
        for draft in plan.drafts { add(draft) }
        byName = names
        return names
    }

    /// A note's path without its `.md`, `.markdown` or `.txt`; nil for any other file.
    static func noteStemPath(_ lowercasedPath: String) -> String? {
        for suffix in [".md", ".markdown", ".txt"] where lowercasedPath.hasSuffix(suffix) && lowercasedPath.count > suffix.count {
            return String(lowercasedPath.dropLast(suffix.count))
        }
        return nil
    }
}
