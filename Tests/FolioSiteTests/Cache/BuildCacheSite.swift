import Foundation
#if canImport(Glibc)
import Glibc
#endif
@testable import FolioSite

/// A small site that a test changes at random, step by step, built warm (through the build cache) and
/// cold (no cache, a fresh output) after every step.
///
/// Layout: `folio.yml`, `Templates/footer.mustache` and `Themes/default/` (a copy of the built-in theme)
/// beside `content/`, so templates, theme and config can change like the notes. The notes link to each
/// other (with `#anchors`), carry tags, dates and licenses, and some hold diagrams: every kind of input
/// a page depends on.
final class BuildCacheSite {
    let root: URL
    var content: URL { root.appendingPathComponent("content") }
    var warmOutput: URL { root.appendingPathComponent("warm") }
    var cache: URL { root.appendingPathComponent(".folio-cache") }
    private(set) var notes: [String] = []
    private var numbers: SeededNumbers
    private var serial = 0

    /// Which files notes include (`--8<--`, none by default: the other tests count the bodies a change
    /// leaves alone, and an included note's change is its includer's change too).
    enum Includes { case none, snippet, snippetAndNotes }
    let includes: Includes
    /// Whether the steps write the guides folder's MkDocs `.pages` file (off by default: the serve test
    /// counts the bodies and summaries each of its seed's steps keeps, and a step more changes its sequence).
    var writesPagesFiles = false

    init(seed: UInt64, notes count: Int = 10, includes: Includes = .none) throws {
        self.includes = includes
        root = SiteFixture.temporaryDirectory()
        numbers = SeededNumbers(seed: seed)
        let resources = SiteFixture.packageRoot
        let fm = FileManager.default
        try fm.createDirectory(at: root.appendingPathComponent("Templates"), withIntermediateDirectories: true)
        try fm.copyItem(at: resources.appendingPathComponent("Templates/footer.mustache"),
                        to: root.appendingPathComponent("Templates/footer.mustache"))
        try fm.createDirectory(at: root.appendingPathComponent("Themes"), withIntermediateDirectories: true)
        try fm.copyItem(at: resources.appendingPathComponent("Themes/default"), to: root.appendingPathComponent("Themes/default"))
        try write("title: Cache site\nsearch: true\n" + Self.pageExtras, to: "folio.yml")
        try write("PNG", to: "content/media/pic.png")
        try write("let shared = 1\n// --8<-- [start:core]\nlet core = 1\n// --8<-- [end:core]\n", to: "content/media/snippet.swift")
        if includes == .snippetAndNotes { try write("## Shared\n\nShared text 0.\n", to: "content/_shared/warning.md") }
        for _ in 0..<count { try addNote() }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// Settings on in every version of `folio.yml`: what they add (a reading time on each page, `llms.txt`
    /// listing every page, each page's backlinks and related pages, lists split into pages of three) must follow every change as a cold build does.
    static let pageExtras = "reading_time: true\nllms_txt: true\nbacklinks: true\npaginate: 3\nrelated: 2\nbaseURL: https://cache.example.org/docs/\n"

    func options(output: URL, cached: Bool) -> BuildOptions {
        var options = BuildOptions(contentDirectory: content.path, outputDirectory: output.path, quiet: true)
        if cached {
            options.cacheDirectory = cache.path
            options.cacheIdentity = "folio test"
            // Notes left alone for a second are taken by their stamps, unread: the steps exercise both.
            options.noteSettleSeconds = 1
        }
        return options
    }

    func write(_ text: String, to relative: String) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }

    private func pick<T>(_ list: [T]) -> T { list[numbers.next(list.count)] }

    /// A new note, linking to others (sometimes to a heading), sometimes with a diagram.
    @discardableResult
    func addNote() throws -> String {
        serial += 1
        let folder = numbers.next(3) == 0 ? "guides/" : ""
        let name = "\(folder)note-\(serial).md"
        var text = "---\ntitle: Note \(serial)\ntags: [\(pick(["alpha", "beta", "gamma"]))]\ncreated: 2024-0\(1 + numbers.next(9))-1\(numbers.next(9))\n"
        if numbers.next(4) == 0 { text += "license: MIT\n" }
        text += "---\n# Note \(serial)\n\nFirst paragraph of note \(serial).\n\n## Part \(serial)\n\n"
        if let target = notes.isEmpty ? nil : pick(notes) { text += link(to: target, from: name) }
        if numbers.next(3) == 0 { text += "\n```mermaid\nflowchart LR\n  N\(serial) --> M\(numbers.next(5))\n```\n" }
        // Code the build cache keeps coloured (``SyntaxHighlighter``'s kept blocks).
        if numbers.next(3) == 0 { text += "\n```swift\nlet value\(serial) = \(numbers.next(9)) // note\n```\n" }
        // Files included (`--8<--`): a snippet the steps edit, and another note (renamed or deleted by later steps).
        if includes != .none, numbers.next(4) == 0 {
            text += "\n```swift\n--8<-- \"/media/snippet.swift\(pick(["", ":core", ":2:3"]))\"\n```\n"
        }
        if includes == .snippetAndNotes, numbers.next(6) == 0, let other = notes.isEmpty ? nil : pick(notes) {
            text += "\n```markdown\n--8<-- \"/\(other):1:4\"\n```\n"
        }
        // A note included whole between paragraphs (its text becomes the page's), and a partial.
        if includes == .snippetAndNotes, numbers.next(6) == 0, let other = notes.isEmpty ? nil : pick(notes) {
            text += "\n--8<-- \"/\(other)\"\n"
        }
        // An Obsidian embed of a note by name, whole or one section (renames and deletions change what it names).
        if includes == .snippetAndNotes, numbers.next(5) == 0, let other = notes.isEmpty ? nil : pick(notes) {
            let number = other.split(separator: "-").last.map { $0.dropLast(3) } ?? ""
            text += numbers.next(2) == 0 ? "\n![[note-\(number)]]\n" : "\n![[note-\(number)#Part \(number)]]\n"
        }
        if includes == .snippetAndNotes, numbers.next(4) == 0 {
            text += numbers.next(2) == 0 ? "\n--8<-- \"/_shared/warning.md\"\n" : "\nimport Shared from '/_shared/warning.md';\n\n<Shared />\n"
        }
        text += "\n![pic](\(folder.isEmpty ? "" : "../")media/pic.png)\n"
        // Raw HTML and a remote image, which `folio.yml`'s `markdown.rawHTML` and `images.remote` change.
        text += "\nPress <kbd>K</kbd>. ![far](https://example.com/far.png)\n"
        try write(text, to: "content/" + name)
        notes.append(name)
        return name
    }

    /// A Markdown link from `source` to `target`, to its `## Part` heading half the time; a third of the
    /// time a wikilink instead, by name (which a note added, renamed or deleted later may change), to the
    /// next note's name (missing until that note is added) or to the heading.
    private func link(to target: String, from source: String) -> String {
        let up = source.contains("/") ? "../" : ""
        let number = target.split(separator: "-").last.map { $0.dropLast(3) } ?? ""
        let anchor = numbers.next(2) == 0 ? "#part-\(number)" : ""
        switch numbers.next(6) {
        case 0: return "See [[note-\(number)]] and [[note-\(serial + 1)|the next]].\n"
        case 1: return "See [[note-\(number)#Part \(number)|that part]].\n"
        default: return "See [that](\(up)\(target)\(anchor)).\n"
        }
    }

    /// One random change; returns what it did (for the failure message).
    func mutate() throws -> String {
        let fm = FileManager.default
        switch numbers.next(15) {
        case 1 where includes == .snippetAndNotes && numbers.next(2) == 0:
            try write("## Shared\n\nShared text \(numbers.next(1000)).\n", to: "content/_shared/warning.md")
            return "edit the included partial"
        case 1 where includes != .none:
            let snippet = try read("content/media/snippet.swift")
            try write(snippet.replacingOccurrences(of: "let core = ", with: "let core = \(numbers.next(100)) + "), to: "content/media/snippet.swift")
            return "edit the included snippet"
        case 0, 1:
            let note = pick(notes)
            try write(try read("content/" + note) + "\nMore text \(numbers.next(1000)).\n", to: "content/" + note)
            return "edit body of \(note)"
        case 2:
            let note = pick(notes)
            let text = try read("content/" + note).replacingOccurrences(of: "title: ", with: "title: Renamed \(numbers.next(50)) ")
            try write(text, to: "content/" + note)
            return "retitle \(note)"
        case 3 where numbers.next(3) == 0:
            // A folder's `.meta.yml` (MkDocs-Material): front matter merged into every note below it.
            let meta = content.appendingPathComponent(pick(["guides/.meta.yml", ".meta.yml"]))
            if fm.fileExists(atPath: meta.path), numbers.next(2) == 0 {
                try fm.removeItem(at: meta)
                return "remove \(meta.lastPathComponent) of a folder"
            }
            try fm.createDirectory(at: meta.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(("author: Meta \(numbers.next(3))\ntags: [\(pick(["alpha", "meta"]))]\n"
                      + pick(["", "", "search: {exclude: true}\n", "search: {boost: \(pick(["2", "0.5"]))}\n"])
                      + (numbers.next(4) == 0 ? "unlisted: true\n" : "")).utf8).write(to: meta)
            return "write a folder's .meta.yml"
        case 3:
            let note = pick(notes)
            let text = try read("content/" + note).replacingOccurrences(of: "tags: [", with: "tags: [\(pick(["alpha", "delta"])), ")
            try write(text, to: "content/" + note)
            return "retag \(note)"
        case 4:
            return "add \(try addNote())"
        case 5:
            guard notes.count > 3 else { return "add \(try addNote())" }
            let note = notes.remove(at: numbers.next(notes.count))
            try fm.removeItem(at: content.appendingPathComponent(note))
            return "delete \(note)"
        case 6:
            let index = numbers.next(notes.count)
            let old = notes[index]
            serial += 1
            let new = old.replacingOccurrences(of: ".md", with: "-r\(serial).md")
            try fm.moveItem(at: content.appendingPathComponent(old), to: content.appendingPathComponent(new))
            notes[index] = new
            return "rename \(old) → \(new)"
        case 7 where numbers.next(4) == 0:
            // Hugo's section page: its `cascade` is front matter of every note below it (its body alone is a note's).
            let section = "content/guides/_index.md"
            if fm.fileExists(atPath: content.appendingPathComponent("guides/_index.md").path), numbers.next(3) == 0 {
                try fm.removeItem(at: content.appendingPathComponent("guides/_index.md"))
                return "remove the guides' section page"
            }
            let cascade = numbers.next(3) == 0 ? ""
                : "cascade:\n  - author: Cascade \(numbers.next(3))\n  - _target: {kind: page, path: \"/guides/**\"}\n    tags: [\(pick(["alpha", "cascaded"]))]\n"
            try write("---\ntitle: Guides\n\(cascade)---\n# Guides\n\nThe guides \(numbers.next(100)).\n", to: section)
            return "write the guides' section page"
        case 7:
            try write(try read("Templates/footer.mustache") + "<!-- \(numbers.next(1000)) -->\n", to: "Templates/footer.mustache")
            return "change a template"
        case 8:
            try write(try read("Themes/default/style.css") + "\n/* \(numbers.next(1000)) */\n", to: "Themes/default/style.css")
            return "change the theme CSS"
        case 9:
            // Sometimes with precompressed siblings (`.gz`, `.br`), which reused files must bring along.
            // And sometimes a setting the renderer reads (the kept bodies' key holds those, not the file).
            var config = "title: Cache site \(numbers.next(20))\nsearch: \(numbers.next(4) == 0 ? "false" : "true")\n"
                + "compress: \(numbers.next(3) == 0 ? "true" : "false")\n" + Self.pageExtras
            if numbers.next(4) == 0 { config += "urls: pretty\n" }
            if numbers.next(4) == 0 { config += "highlight: false\n" }
            if numbers.next(4) == 0 { config += "mermaid:\n  theme: \(pick(["forest", "dark", "neutral"]))\n" }
            if numbers.next(4) == 0 { config += "markdown:\n  rawHTML: \(pick(["omit", "allow"]))\n" }
            if numbers.next(4) == 0 { config += "images:\n  remote: link\n" }
            // The site's words (templates, bodies, the scripts' file) and direction.
            if numbers.next(4) == 0 { config += "language: \(pick(["de", "ja", "he"]))\n" }
            // The tables of contents' levels (`1` leaves the notes' `## Part` out of theirs).
            if numbers.next(4) == 0 { config += "toc_depth: \(pick(["1", "2-4"]))\n" }
            // Front matter for the guides folder (a summary's author, a body's table of contents, the listings).
            if numbers.next(4) == 0 {
                config += "defaults:\n  - scope: {path: guides}\n    values: {author: Guide \(numbers.next(3)), toc_depth: 1"
                    + (numbers.next(3) == 0 ? ", unlisted: true" : "") + "}\n"
            }
            try write(config, to: "folio.yml")
            return "change folio.yml"
        case 10:
            let note = pick(notes)
            try fm.setAttributes([.modificationDate: Date()], ofItemAtPath: content.appendingPathComponent(note).path)
            return "touch \(note) without a change"
        case 11:
            // Drop a heading others may link to (their broken-anchor warnings must follow).
            let note = pick(notes)
            try write(try read("content/" + note).replacingOccurrences(of: "## Part", with: "Part"), to: "content/" + note)
            return "drop the heading of \(note)"
        case 13:
            // A new place in the sidebar (siblings are ordered by `weight`, then by the name they show),
            // sometimes under another name there (`sidebar_label`; the page's title stays).
            if writesPagesFiles, numbers.next(2) == 0 {
                // An MkDocs `.pages` file, in the guides folder or the content folder: a title, an order, a
                // list that names some notes (one under another name), with or without the rest; or none.
                let guides = notes.filter { $0.hasPrefix("guides/") }.map { String($0.dropFirst("guides/".count)) }
                let top = notes.filter { !$0.contains("/") }
                let inGuides = !guides.isEmpty && numbers.next(2) == 0
                let names = inGuides ? guides : top
                let pages = inGuides ? "content/guides/.pages" : "content/.pages"
                if numbers.next(4) == 0 {
                    try? FileManager.default.removeItem(at: root.appendingPathComponent(pages))
                    return "remove \(pages)"
                }
                var text = inGuides ? "title: Pages \(numbers.next(5))\n" : ""
                if numbers.next(3) == 0 { text += "order: desc\n" }
                if let first = names.first {
                    text += "nav:\n  - Renamed \(numbers.next(5)): \(names[numbers.next(names.count)])\n  - \(first)\n"
                    if numbers.next(3) != 0 { text += "  - ...\n" }
                }
                try write(text, to: pages)
                return "write \(pages): \(text.replacingOccurrences(of: "\n", with: "; "))"
            }
            if numbers.next(4) == 0 {
                // The guides folder's Docusaurus category: another name, place or openness, or none.
                let category = "content/guides/_category_.json"
                if numbers.next(3) == 0 {
                    try? FileManager.default.removeItem(at: root.appendingPathComponent(category))
                    return "remove \(category)"
                }
                let json = "{\"label\": \"Guides \(numbers.next(5))\", \"position\": \(numbers.next(4)), \"collapsed\": \(numbers.next(2) == 0)}"
                try write(json, to: category)
                return "write \(category): \(json)"
            }
            let note = pick(notes)
            var text = try read("content/" + note).split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix("weight: ") && !$0.hasPrefix("sidebar_label: ") }.joined(separator: "\n")
            let weight = numbers.next(4)
            let label = numbers.next(3) == 0 ? "sidebar_label: Label \(numbers.next(5))\n" : ""
            if let title = text.range(of: "title: ") { text.insert(contentsOf: "weight: \(weight)\n" + label, at: title.lowerBound) }
            try write(text, to: "content/" + note)
            return "weigh \(note) \(weight)" + (label.isEmpty ? "" : ", " + label.dropLast())
        case 14 where numbers.next(2) == 0:
            // An unlisted page leaves the navigation, listings, sitemap, feed, search, backlinks and related
            // pages of every other page; one out of the sitemap, or whose canonical address is elsewhere,
            // leaves only that (``PageSummary/isUnlisted``, ``PageSummary/isInSitemap``).
            let note = pick(notes)
            let text = try read("content/" + note)
            let canonical = "canonical_url: https://elsewhere.example.com/first/\n"
            for line in ["unlisted: true\n", "sitemap: false\n", canonical, "noindex: true\n"] where text.contains(line) {
                try write(text.replacingOccurrences(of: line, with: ""), to: "content/" + note)
                return "list \(note) again (\(line.dropLast()))"
            }
            guard let title = text.range(of: "title: ") else { return "leave \(note) as it is" }
            let line = [canonical, "sitemap: false\n", "noindex: true\n", "unlisted: true\n", "unlisted: true\n"][numbers.next(5)]
            var changed = text
            changed.insert(contentsOf: line, at: title.lowerBound)
            try write(changed, to: "content/" + note)
            return "\(line.dropLast()) in \(note)"
        case 14:
            // A draft is left out like a deleted note (links to it warn), until it is published again.
            let note = pick(notes)
            let text = try read("content/" + note)
            if text.contains("draft: true\n") {
                try write(text.replacingOccurrences(of: "draft: true\n", with: ""), to: "content/" + note)
                return "publish \(note)"
            }
            guard let title = text.range(of: "title: ") else { return "leave \(note) as it is" }
            var drafted = text
            drafted.insert(contentsOf: "draft: true\n", at: title.lowerBound)
            try write(drafted, to: "content/" + note)
            return "make \(note) a draft"
        default:
            let note = pick(notes)
            try write(try read("content/" + note) + link(to: pick(notes), from: note), to: "content/" + note)
            return "add a link in \(note)"
        }
    }

    /// Every file under `output` with its bytes (the manifest included: it lists what was written).
    /// Every entry under `output` with its kind and permission bits (`f644`, `d755`, `l` for a
    /// symbolic link): a warm build must match a cold one in these too, not only in bytes.
    static func kinds(_ output: URL) -> [String: String] {
        var result: [String: String] = [:]
        let base = output.standardizedFileURL.path
        for relative in FileManager.default.subpaths(atPath: base) ?? [] {
            var info = stat()
            guard lstat(base + "/" + relative, &info) == 0 else { continue }
            let mode = String(info.st_mode & 0o7777, radix: 8)
            switch info.st_mode & S_IFMT {
            case S_IFREG: result[relative] = "f" + mode
            case S_IFDIR: result[relative] = "d" + mode
            case S_IFLNK: result[relative] = "l"
            default: result[relative] = "other"
            }
        }
        return result
    }

    static func files(_ output: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        let base = output.standardizedFileURL.path
        for relative in FileManager.default.subpaths(atPath: base) ?? [] {
            var isDirectory: ObjCBool = false
            let path = base + "/" + relative
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            result[relative] = FileManager.default.contents(atPath: path)
        }
        return result
    }
}
