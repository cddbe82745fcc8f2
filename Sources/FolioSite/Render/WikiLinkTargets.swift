import Foundation

// Why: a wikilink names a file, not a path (`[[Setup]]` is `guides/install/Setup.md` wherever the
// linking note is), so resolving one means a table from file names to content paths. Most sites
// have no wikilink at all, so the table is made the first time a page asks (once a build, shared by
// every core), never by a build that does not need it. The rules follow Obsidian, whose notes these
// links come from (README "Wikilinks"), down to a note's `aliases`: other names it answers to.

/// File names → content paths of a site's pages, assets and drafts, and the rules that pick one.
final class WikiLinkTargets: @unchecked Sendable {
    /// What a file is in the site.
    enum Kind: Equatable { case page, asset, draft }

    /// The content path a wikilink names, and the other files it could have named.
    struct Resolution: Equatable {
        var contentPath: String
        /// What the named file is (a note written as a page, a copied file, a draft left out).
        var kind: Kind = .page
        /// The other candidates, when the name was ambiguous (the choice is ``contentPath``).
        var others: [String] = []
    }

    /// One file under a name: its path, the path lowercased, and without a note's extension.
    private struct Entry {
        var path: String, lowercased: String, stem: String?, kind: Kind
    }

    private let lock = NSLock()
    /// Lowercased file name (and a note's stem, without `.md`) → files, made on first use.
    private var byName: [String: [Entry]]?
    /// Lowercased alias (front matter `aliases`/`alias` that is a name, not a path) → notes, in path order.
    private var byAlias: [String: [String]] = [:]

    init() {}

    /// What `target` (a wikilink's target as written: `Note`, `Note.md`, `guides/Note`, `../x/Note`,
    /// `diagram.png`) names, seen from the note at `sourcePath`; nil when nothing in `plan` has that name.
    ///
    /// Matching ignores case. A target with a `/` names the files whose path ends with it (`./` and
    /// `../` start from the note's folder, a leading `/` from the content folder). Among several, the
    /// one in the note's own folder wins, then the one nearest the content folder, then the first in
    /// path order; the others are returned so the page can warn.
    func resolve(_ target: String, from sourcePath: String, in plan: SitePlan) -> Resolution? {
        lock.lock()
        if byName == nil { (byName, byAlias) = (Self.table(plan), Self.aliases(plan)) }
        let names = byName ?? [:], aliases = byAlias
        lock.unlock()
        if let found = Self.resolve(target, folder: SitePaths.directory(of: sourcePath), names: names) { return found }
        // No file of that name: a note that has it as an alias (Obsidian's other names), nearest first.
        let wanted = target.trimming(" ").lowercased()
        guard !wanted.contains("/"), let notes = aliases[wanted], let first = notes.first else { return nil }
        return Resolution(contentPath: first, kind: .page, others: Array(notes.dropFirst()))
    }

    /// Each alias that is a name (no `/`: Hugo's aliases are old URLs) → the notes that have it, in path order.
    private static func aliases(_ plan: SitePlan) -> [String: [String]] {
        var aliases: [String: [String]] = [:]
        for page in plan.pages where !page.planKeys.isDisjoint(with: [.aliases, .alias]) {
            for value in page.frontMatterValue("aliases", "alias")?.textList ?? [] {
                let name = value.trimming(" ").lowercased()
                guard !name.isEmpty, !name.contains("/") else { continue }
                if aliases[name]?.contains(page.sourcePath) != true { aliases[name, default: []].append(page.sourcePath) }
            }
        }
        for name in aliases.keys { aliases[name]?.sort() }
        return aliases
    }

    private static func resolve(_ target: String, folder: String, names: [String: [Entry]]) -> Resolution? {
        var wanted = target.lowercased()
        if wanted.hasPrefix("./") || wanted.hasPrefix("../") {
            guard let joined = SitePaths.normalize(joining: folder, Substring(target)) else { return nil }
            wanted = joined.lowercased()
        } else {
            while wanted.hasPrefix("/") { wanted.removeFirst() }
        }
        guard !wanted.isEmpty else { return nil }
        let name = wanted.utf8LastIndex(of: 47).map { String(wanted[wanted.utf8.index(after: $0)...]) } ?? wanted
        guard let named = names[name] else { return nil }
        // The usual case: one file of that name, named by its name alone.
        if named.count == 1, named[0].lowercased == wanted || named[0].stem == wanted || name == wanted {
            return Resolution(contentPath: named[0].path, kind: named[0].kind)
        }
        let suffix = "/" + wanted
        let candidates = named.filter { entry in
            entry.lowercased == wanted || entry.stem == wanted || entry.lowercased.hasSuffix(suffix)
                || entry.stem?.hasSuffix(suffix) == true
        }
        guard let first = candidates.first else { return nil }
        guard candidates.count > 1 else { return Resolution(contentPath: first.path, kind: first.kind) }
        let ranked = candidates.sorted { a, b in
            let aHere = SitePaths.directory(of: a.path) == folder, bHere = SitePaths.directory(of: b.path) == folder
            if aHere != bHere { return aHere }
            let aDepth = a.path.utf8.filter { $0 == 47 }.count, bDepth = b.path.utf8.filter { $0 == 47 }.count
            if aDepth != bDepth { return aDepth < bDepth }
            return a.path < b.path
        }
        return Resolution(contentPath: ranked[0].path, kind: ranked[0].kind, others: ranked.dropFirst().map(\.path))
    }

    /// The name table for `plan` (its pages, assets and drafts do not change while its pages render).
    private static func table(_ plan: SitePlan) -> [String: [Entry]] {
        var names: [String: [Entry]] = [:]
        names.reserveCapacity(plan.pages.count * 2 + plan.assets.count)
        func add(_ path: String, _ kind: Kind) {
            let lowercased = path.lowercased()
            let file = lowercased.utf8LastIndex(of: 47).map { String(lowercased[lowercased.utf8.index(after: $0)...]) } ?? lowercased
            let entry = Entry(path: path, lowercased: lowercased, stem: kind == .asset ? nil : noteStemPath(lowercased), kind: kind)
            names[file, default: []].append(entry)
            if let stem = noteStemPath(file), kind != .asset { names[stem, default: []].append(entry) }
        }
        for index in plan.pages.indices { add(plan.pages[index].sourcePath, .page) }
        for asset in plan.assets { add(asset, .asset) }
        for draft in plan.drafts { add(draft, .draft) }
        return names
    }

    /// A note's path without its `.md`, `.markdown`, `.mdx` or `.txt`; nil for any other file.
    static func noteStemPath(_ lowercasedPath: String) -> String? {
        for suffix in [".md", ".markdown", ".mdx", ".txt"] where lowercasedPath.hasSuffix(suffix) && lowercasedPath.count > suffix.count {
            return String(lowercasedPath.dropLast(suffix.count))
        }
        return nil
    }
}
