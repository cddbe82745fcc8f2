import Dispatch

/// The navigation tree a site gets without a `nav:` list: one section per content folder, each
/// folder's `index.md`/`README.md` (Hugo's `_index.md`) as the section page, siblings ordered by `weight` (or
/// `nav_order`, `sidebar_position`; a folder's `_category_` file's `position`), then the name shown, then
/// path.
///
/// Why a separate type: the `nav:` list can name a folder and take its automatic subtree
/// (``section(folder:)``), so the walk is shared by both ways of building ``SiteNavigation``.
struct FolderTree {
    /// A folder while the tree is built.
    private final class Folder {
        let path: String
        /// Indices into ``FolderTree/allPages`` (a summary is large: it is never copied per folder).
        var page: Int?
        var pages: [Int] = []
        var folders: [String: Folder] = [:]
        init(path: String) { self.path = path }
    }

    private let root = Folder(path: "")
    private let allPages: [PageSummary]
    private let categories: FolderCategories
    /// File names that make a page its folder's section page, in order of preference (`_index.md` is
    /// Hugo's section page, `index.mdx` Docusaurus').
    static let sectionPageNames = ["index.md", "readme.md", "index.markdown", "readme.markdown", "_index.md", "_index.markdown",
                                   "index.mdx", "readme.mdx"]

    init(pages: [PageSummary], categories: FolderCategories = FolderCategories()) {
        allPages = pages
        self.categories = categories
        // Pages come folder by folder: each folder's path is walked once, then found by its text
        // (splitting every page's path into parts was a third of the tree's time at 10,000 notes).
        // The last page's folder is tried first (one compare, mostly of bytes): hashing a substring
        // for every page was most of this loop's time.
        var byDirectory: [Substring: Folder] = [:]
        var last: (directory: Substring, folder: Folder)? = nil
        for index in pages.indices {
            let path = pages[index].sourcePath  // a summary is large: only its path is read
            let slash = path.utf8LastIndex(of: UInt8(ascii: "/"))
            let directory = slash.map { path[..<$0] } ?? ""
            let file = slash.map { path[path.utf8.index(after: $0)...] } ?? Substring(path)
            guard !file.isEmpty else { continue }
            let folder: Folder
            if let last, last.directory == directory {
                folder = last.folder
            } else if let known = byDirectory[directory] {
                folder = known
            } else {
                folder = self.folder(at: directory)
                byDirectory[directory] = folder
            }
            last = (directory, folder)
            if folder !== root, let rank = FolderTree.sectionRank(of: file) {
                if let current = folder.page,
                   let currentRank = FolderTree.sectionRank(of: Substring(FolderTree.fileName(pages[current]))),
                   currentRank <= rank {
                    folder.pages.append(index)
                } else {
                    if let current = folder.page { folder.pages.append(current) }
                    folder.page = index
                }
            } else {
                folder.pages.append(index)
            }
        }
    }

    /// The place of `file` in ``sectionPageNames`` (compared case-insensitively), nil for any other
    /// name; an ASCII name of another length is turned away without being lowercased (past ASCII,
    /// lowercasing can change the length: the Kelvin sign becomes `k`).
    static func sectionRank(of file: Substring) -> Int? {
        let length = file.utf8.count
        if length != 8 && length != 9 && length != 14 && length != 15 && file.utf8.allSatisfy({ $0 < 0x80 }) { return nil }
        return sectionPageNames.firstIndex(of: file.lowercased())
    }

    /// The folder of `directory` (parts split on `/`, empty ones skipped, at most 64 deep), made as needed.
    private func folder(at directory: Substring) -> Folder {
        var folder = root
        for part in directory.split(separator: "/").prefix(64).map(String.init) {
            let path = folder.path.isEmpty ? part : folder.path + "/" + part
            if let existing = folder.folders[part] {
                folder = existing
            } else {
                let made = Folder(path: path)
                folder.folders[part] = made
                folder = made
            }
        }
        return folder
    }

    /// The top-level entries.
    var entries: [NavEntry] { children(of: root) }

    /// The section of a content folder (`guide` or `guide/`), nil when no page lives under it.
    func section(folder: String) -> NavEntry? {
        var cursor = root
        for part in folder.split(separator: "/") {
            guard let next = cursor.folders[String(part)] else { return nil }
            cursor = next
        }
        return cursor === root ? nil : entry(for: cursor)
    }

    private func entry(for folder: Folder) -> NavEntry {
        let name = String(folder.path.split(separator: "/").last ?? "")
        let page = folder.page.map { allPages[$0] }
        let category = categories.category(of: folder.path)
        return NavEntry(title: category?.label ?? page.map(FolderTree.navigationTitle(of:)) ?? FolderTree.displayName(folder: name),
                        outputPath: page?.outputPath, isSection: true, children: children(of: folder),
                        expanded: category?.collapsed == false)
    }

    /// ``entry(for:)`` of each folder, in order; many folders' subtrees are built on every core (the
    /// tree is read only, each worker fills its own slots): at 10,000 notes the folder walk was the long
    /// side of planning, one core idle.
    private func entries(for folders: [Folder]) -> [NavEntry] {
        guard folders.count >= 8 else { return folders.map(entry(for:)) }
        var made = [NavEntry?](repeating: nil, count: folders.count)
        made.withUnsafeMutableBufferPointer { buffer in
            let slots = UnsafeSendableBuffer(buffer)
            DispatchQueue.concurrentPerform(iterations: folders.count) { index in
                slots.buffer[index] = entry(for: folders[index])
            }
        }
        return made.map { $0! }
    }

    /// What a folder's entries are ordered by: section pages first, then `weight`, title
    /// (case-folded) and source path.
    private struct SortKey {
        var first: Bool
        var weight: Double?
        var title: String
        var ascii: Bool
        var path: String

        init(first: Bool, weight: Double?, title: String, path: String) {
            self.first = first
            self.weight = weight
            self.title = title.lowercased()
            ascii = !self.title.hasNonASCII
            self.path = path
        }

        static func precedes(_ a: SortKey, _ b: SortKey) -> Bool {
            if a.first != b.first { return a.first }
            switch (a.weight, b.weight) {
            case let (x?, y?) where x != y: return x < y
            case (.some, nil): return true
            case (nil, .some): return false
            default: break
            }
            let titles = String.order(a.title, b.title, bothASCII: a.ascii && b.ascii)
            if titles != 0 { return titles < 0 }
            return a.path < b.path
        }
    }

    private func children(of folder: Folder) -> [NavEntry] {
        var keys: [SortKey] = []
        var entries: [NavEntry] = []
        // Each entry's file or folder name, for a `.pages` list (made only when the folder has one).
        let category = categories.category(of: folder.path)
        var names: [Substring] = []
        keys.reserveCapacity(folder.pages.count + folder.folders.count)
        entries.reserveCapacity(keys.capacity)
        for index in folder.pages {
            // Fields read in place: a summary is not copied per page.
            let first = folder === root && FolderTree.sectionRank(of: Substring(FolderTree.fileName(allPages[index]))) != nil
            let title = FolderTree.navigationTitle(of: allPages[index])
            keys.append(SortKey(first: first, weight: FolderTree.weight(of: allPages[index]), title: title,
                                path: allPages[index].sourcePath))
            entries.append(NavEntry(title: title, outputPath: allPages[index].outputPath, isSection: false))
            if category?.nav != nil { names.append(Substring(FolderTree.fileName(allPages[index]))) }
        }
        let subfolders = Array(folder.folders.values).filter { categories.category(of: $0.path)?.hidden != true }
        for (sub, made) in zip(subfolders, self.entries(for: subfolders)) {
            if category?.nav != nil { names.append(sub.path.split(separator: "/").last ?? "") }
            let position = categories.category(of: sub.path)?.position
            keys.append(SortKey(first: false, weight: position ?? sub.page.flatMap { FolderTree.weight(of: allPages[$0]) },
                                title: made.title, path: sub.path))
            entries.append(made)
        }
        // Positions are sorted, not the entries, and the keys are read in place: moving or copying
        // a (keys, entry) tuple went through the runtime's generic copy, 400 instructions each.
        var order = keys.withUnsafeBufferPointer { keys in
            keys.indices.sorted { SortKey.precedes(keys[$0], keys[$1]) }
        }
        if category?.descending == true { order.reverse() }
        guard let nav = category?.nav else { return order.map { entries[$0] } }
        return FolderTree.arranged(entries, names: names, order: order, by: nav)
    }

    /// `entries` as a `.pages` list arranges them: the named ones in the list's order (under the title it
    /// gives), the rest (`...`) in `order` where the list says, or left out when it does not.
    static func arranged(_ entries: [NavEntry], names: [Substring], order: [Int], by nav: [FolderCategories.NavItem]) -> [NavEntry] {
        var byName: [Substring: Int] = [:]
        for (index, name) in names.enumerated() where byName[name] == nil { byName[name] = index }
        var named = Set<Int>()
        for item in nav where item != .rest && item.url == nil { if let index = byName[Substring(item.name)] { named.insert(index) } }
        var result: [NavEntry] = []
        var placed = Set<Int>()
        for item in nav {
            if item == .rest {
                for index in order where !named.contains(index) && placed.insert(index).inserted { result.append(entries[index]) }
            } else if let url = item.url {
                if let link = NavEntry.external(url, title: item.title) { result.append(link) }
            } else if let index = byName[Substring(item.name)], placed.insert(index).inserted {
                var entry = entries[index]
                if let title = item.title, !title.isEmpty { entry.title = title }
                result.append(entry)
            }
        }
        return result
    }

    /// Front matter `weight` (Hugo), else `nav_order` (Just the Docs), else `sidebar_position`
    /// (Docusaurus) as a number (nil when absent or not a number).
    static func weight(of page: PageSummary) -> Double? {
        guard let text = (page.frontMatterValue("weight", "nav_order") ?? page.frontMatterValue("sidebar_position"))?.text
        else { return nil }
        guard let number = Double(text.trimming(" ")), number.isFinite else { return nil }
        return number
    }

    /// What the navigation calls `page` (the tree, breadcrumbs, previous/next): front matter
    /// `linkTitle` (Hugo's short title for menus), else `sidebar_label` (Docusaurus), else its title.
    /// The page's own heading and `<title>` keep the title.
    static func navigationTitle(of page: PageSummary) -> String {
        guard let label = page.frontMatterValue("linktitle", "sidebar_label")?.text else { return page.title }
        let trimmed = label.trimming(" ")
        return trimmed.isEmpty ? page.title : trimmed
    }

    /// `getting-started` → `Getting started`.
    static func displayName(folder: String) -> String { PageLoader.titleOfSlug(folder) }

    static func fileName(_ page: PageSummary) -> String {
        let path = page.sourcePath
        guard let slash = path.utf8LastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }
}
