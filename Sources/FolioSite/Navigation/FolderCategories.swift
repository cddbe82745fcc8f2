import Foundation

// Why: a Docusaurus docs folder names and orders each of its folders in a `_category_.json` (or
// `_category_.yml`) beside its notes: `{"label": "Tutorial", "position": 2}`. Without reading them a
// migrated site's sidebar shows `tutorial-basics` where the writer chose "Tutorial - Basics", in an
// order nobody chose. They are instructions to the site generator, not files to publish, so they are
// read here and left out of the output, as Docusaurus does. MkDocs sites do the same with the
// awesome-pages plugin's `.pages` file (`title:`, and a `nav:` list that orders, renames and leaves out
// the folder's entries, `...` standing for the rest), read here too.

/// What each folder's `_category_` file says about its section in the navigation.
struct FolderCategories: Sendable, Equatable {
    /// A folder's name and place in the tree.
    struct Category: Sendable, Equatable {
        /// The section's name in the tree and breadcrumbs (before its page's title or the folder's name).
        var label: String?
        /// Orders the section among its siblings, as a page's `weight` does (before its page's weight).
        var position: Double?
        /// `false` shows the section open on every page (Docusaurus' `collapsed`; sections open only
        /// around the current page otherwise).
        var collapsed: Bool?
        /// The folder's entries in the order given (`.pages`' `nav:`): file or folder names, a title
        /// each may be shown under, and ``NavItem/rest`` for the entries not named; without the rest,
        /// the entries not named are left out of the navigation (they still build).
        var nav: [NavItem]?
        /// `true` leaves the folder out of its parent's navigation (`.pages`' `hide: true`).
        var hidden: Bool?
        /// `true` lists the folder's entries in reverse order (`.pages`' `order: desc`).
        var descending: Bool?
    }

    /// One entry of a `.pages` file's `nav:` list.
    struct NavItem: Sendable, Equatable {
        /// The file or folder name as written (`install.md`, `advanced`), or `...` for the rest.
        var name: String
        /// The name shown for it (`Title: install.md`); nil keeps the entry's own.
        var title: String?
        /// A link to another site (`Title: https://…`) in place of a name.
        var url: String? = nil
        /// The item that stands for every entry the list does not name, in their usual order.
        static let rest = NavItem(name: "...", title: nil)
    }

    /// By content-relative folder path (`guide/advanced`; `""` is the content folder, which is no section).
    private(set) var byFolder: [String: Category] = [:]
    /// Files that could not be read, or keys with values of the wrong kind.
    private(set) var diagnostics: [Diagnostic] = []

    /// File names read as a folder's category, in order of preference when a folder has several.
    static let fileNames = ["_category_.json", "_category_.yml", "_category_.yaml", ".pages"]

    /// Whether the content-relative `path` names a category file.
    static func isCategoryFile(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return fileNames.contains(name.lowercased())
    }

    init() {}

    /// Reads the category files among `paths` (content-relative) under `contentDirectory`; diagnostics
    /// name them as `displayPath` spells a content-relative path.
    init(paths: [String], contentDirectory: String, displayPath: (String) -> String) {
        let ranked = paths.filter(Self.isCategoryFile).sorted { rank($0) < rank($1) }
        for path in ranked {
            let folder = path.split(separator: "/").dropLast().joined(separator: "/")
            let awesomePages = path.lowercased().hasSuffix(".pages")
            // The content folder is no section, but a `.pages` file orders its entries.
            guard byFolder[folder] == nil, !folder.isEmpty || awesomePages else { continue }
            let url = URL(fileURLWithPath: contentDirectory).appendingPathComponent(path)
            let file = displayPath(path)
            // The size first: a huge file is refused without being read.
            let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? nil
            guard let size, size <= 1 << 20, let data = try? Data(contentsOf: url) else {
                warn(file, 1, 1, "could not be read (or is larger than 1 MiB); the folder keeps its own name and place")
                continue
            }
            if awesomePages {
                if let category = awesomePagesCategory(String(decoding: data, as: UTF8.self), file: file) {
                    byFolder[folder] = category
                }
                continue
            }
            let values: [String: Value]?
            if path.lowercased().hasSuffix(".json") {
                values = json(data, file: file)
            } else {
                values = yaml(String(decoding: data, as: UTF8.self), file: file)
            }
            guard let values else { continue }
            byFolder[folder] = category(values, file: file)
        }
    }

    /// The category of the content-relative `folder`, if its file gave one.
    func category(of folder: String) -> Category? { byFolder[folder] }

    /// A key's value, with the line it is written on (1 when the format does not say).
    private struct Value {
        var text: String?
        var number: Double?
        var flag: Bool?
        var line: Int
    }

    private func rank(_ path: String) -> Int {
        let name = path.split(separator: "/").last.map { $0.lowercased() } ?? ""
        return Self.fileNames.firstIndex(of: name) ?? Self.fileNames.count
    }

    private mutating func json(_ data: Data, file: String) -> [String: Value]? {
        guard let object = try? JSONSerialization.jsonObject(with: data), let map = object as? [String: Any] else {
            warn(file, 1, 1, "is not a JSON object such as {\"label\": \"Guide\", \"position\": 2}; the folder keeps its own name and place")
            return nil
        }
        var values: [String: Value] = [:]
        for (key, value) in map {
            switch value {
            case let text as String: values[key] = Value(text: text, number: nil, flag: nil, line: 1)
            case let number as NSNumber:
                // JSON's `true` and `false` come as numbers too; a flag is read from the text.
                let text = number.stringValue
                values[key] = Value(text: text, number: number.doubleValue, flag: Self.flag(text), line: 1)
            default: values[key] = Value(text: nil, number: nil, flag: nil, line: 1)
            }
        }
        return values
    }

    private mutating func yaml(_ text: String, file: String) -> [String: Value]? {
        let matter = FrontMatterParser.parseYAML(text, firstLine: 1)
        if let error = matter.error {
            warn(file, error.line, error.column, "\(error.message); the folder keeps its own name and place")
            return nil
        }
        var values: [String: Value] = [:]
        for (key, value) in matter.entries {
            let line = matter.keyLines[key] ?? 1
            let text = value.text
            values[key] = Value(text: text, number: text.flatMap { Double($0.trimming(" ")) },
                                flag: text.flatMap(Self.flag), line: line)
        }
        return values
    }

    private mutating func category(_ values: [String: Value], file: String) -> Category {
        var category = Category()
        if let label = values["label"] {
            if let text = label.text?.trimming(" "), !text.isEmpty {
                category.label = text
            } else {
                warn(file, label.line, 1, "'label' is the section's name in the navigation: a non-empty string")
            }
        }
        if let position = values["position"] {
            if let number = position.number, number.isFinite {
                category.position = number
            } else {
                warn(file, position.line, 1, "'position' orders the section among its siblings: a number")
            }
        }
        if let collapsed = values["collapsed"] {
            if let flag = collapsed.flag {
                category.collapsed = flag
            } else {
                warn(file, collapsed.line, 1, "'collapsed' is true or false")
            }
        }
        return category
    }

    /// What a `.pages` file (MkDocs' awesome-pages plugin) says: `title`, `nav` (names, `Title: name`,
    /// `...`), `hide` and `order`; its other keys (`collapse_single_pages`, `sort_type`…) shape that
    /// plugin's own output and are ignored. A link item (`Title: https://…`) links to that other site.
    private mutating func awesomePagesCategory(_ text: String, file: String) -> Category? {
        let matter = FrontMatterParser.parseYAML(text, firstLine: 1)
        if let error = matter.error {
            warn(file, error.line, error.column, "\(error.message); the folder keeps its own name and order")
            return nil
        }
        var category = Category()
        for (key, value) in matter.entries {
            let line = matter.keyLines[key] ?? 1
            switch key.lowercased() {
            case "title":
                if let text = value.text?.trimming(" "), !text.isEmpty { category.label = text }
                else { warn(file, line, 1, "'title' is the section's name in the navigation: a non-empty string") }
            case "hide":
                if let flag = value.text.flatMap(Self.flag) { category.hidden = flag }
                else { warn(file, line, 1, "'hide' is true or false") }
            case "order":
                switch value.text?.trimming(" ").lowercased() {
                case "asc": category.descending = false
                case "desc": category.descending = true
                default: warn(file, line, 1, "'order' is asc or desc")
                }
            case "nav", "arrange":
                guard case .list(let items) = value else {
                    warn(file, line, 1, "'nav' is a list of the folder's file and folder names, with ... for the rest")
                    continue
                }
                category.nav = items.compactMap { item -> NavItem? in
                    switch item {
                    case .string(let name):
                        let trimmed = name.trimming(" ")
                        return trimmed.isEmpty ? nil : NavItem(name: trimmed, title: nil)
                    case .map(let pairs) where pairs.count == 1:
                        guard let target = pairs[0].value.text?.trimming(" "), !target.isEmpty else { return nil }
                        let title = pairs[0].key.trimming(" ")
                        if NavEntry.looksLikeURL(target) {
                            guard NavEntry.external(target, title: title) != nil else {
                                warn(file, line, 1, "'\(target)': a link to another site must be an http(s) URL; it is left out")
                                return nil
                            }
                            return NavItem(name: target, title: title, url: target)
                        }
                        return NavItem(name: target, title: title)
                    default:
                        return nil
                    }
                }
            default:
                continue
            }
        }
        return category
    }

    /// `true`/`false` (and JSON's 1 and 0, as Foundation reads them).
    private static func flag(_ text: String) -> Bool? {
        switch text.trimming(" ").lowercased() {
        case "true", "1": return true
        case "false", "0": return false
        default: return nil
        }
    }

    private mutating func warn(_ file: String, _ line: Int, _ column: Int, _ message: String) {
        diagnostics.append(Diagnostic(file: file, line: line, column: column, severity: .warning, message: message,
                                      code: DiagnosticCode.navigation))
    }
}
