import Foundation

/// Writes a deterministic synthetic documentation site for the speed benchmark.
///
/// Every note is about `noteBytes` of Markdown with YAML front matter (notes style *and* a `date` that
/// Hugo accepts), headings, paragraphs with inline markup, bullet, ordered and task lists, tables, fenced
/// code blocks, block quotes and relative links to other notes. The same folder is a Hugo site too:
/// `hugo.toml` and two minimal layouts sit next to `content/`, so both generators read the very same
/// Markdown files.
///
/// Layout of `root`:
///
///     root/content/section-NNN/note-NNNNN.md   the notes, 100 per section
///     root/hugo.toml                           lean Hugo config (no taxonomies, RSS, sitemap, highlighting)
///     root/layouts/_default/single.html        minimal page template
///     root/layouts/_default/list.html          minimal list template
struct SyntheticSite {
    let root: URL
    let notes: Int
    var noteBytes = 12 * 1024
    var seed: UInt64 = 0xF011_0B3C
    static let notesPerSection = 100

    var contentFolder: URL { root.appendingPathComponent("content") }

    /// Writes the site. Notes already on disk with the right bytes are left alone and stray
    /// files are removed, then everything is flushed to disk (`sync`).
    ///
    /// Why not delete and rewrite: the timed builds run right after this. Rewriting 10,000
    /// files would leave their write-back running during the first build, and ext4 skips
    /// inodes freed in the last minute when it allocates new ones, so whichever tool ran
    /// first would pay for the generator's churn. Unchanged content makes both builds start
    /// from the same state.
    func write() throws {
        let fm = FileManager.default
        var expected = Set<String>()
        try fm.createDirectory(at: contentFolder, withIntermediateDirectories: true)
        for section in 0..<sectionCount {
            try fm.createDirectory(at: contentFolder.appendingPathComponent(Self.sectionName(section)),
                                   withIntermediateDirectories: true)
        }
        for index in 0..<notes {
            let relative = Self.relativePath(of: index)
            expected.insert(relative)
            let url = contentFolder.appendingPathComponent(relative)
            let bytes = Data(note(index).utf8)
            if fm.contents(atPath: url.path) != bytes { try bytes.write(to: url) }
        }
        if let walker = fm.enumerator(atPath: contentFolder.path) {
            for case let relative as String in walker {
                var isDirectory: ObjCBool = false
                let path = contentFolder.appendingPathComponent(relative).path
                if fm.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue, !expected.contains(relative) {
                    try fm.removeItem(atPath: path)
                }
            }
        }
        try writeHugoFiles()
        sync()
    }

    var sectionCount: Int { max(1, (notes + Self.notesPerSection - 1) / Self.notesPerSection) }

    static func sectionName(_ section: Int) -> String { "section-" + padded(section, 3) }

    static func relativePath(of note: Int) -> String {
        sectionName(note / notesPerSection) + "/note-" + padded(note, 5) + ".md"
    }

    static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    // MARK: One note

    /// The Markdown of note `index`; depends only on the seed and the index.
    func note(_ index: Int) -> String {
        let rng = SeededGenerator(seed: seed ^ (UInt64(index) &* 0x2545_F491_4F6C_DD1D))
        var text = NoteText(rng: rng, notes: notes, index: index)
        let title = text.title()
        var out = frontMatter(index: index, title: title, rng: &text.rng)
        out += "# \(title)\n\n"
        out += text.paragraph(sentences: 4) + "\n\n"
        var section = 1
        while out.utf8.count < noteBytes - 900 {
            out += "## \(section). \(text.heading())\n\n"
            out += text.paragraph(sentences: text.rng.within(3...6)) + "\n\n"
            for _ in 0..<text.rng.within(2...3) {
                switch text.rng.below(7) {
                case 0: out += text.bulletList()
                case 1: out += text.orderedList()
                case 2: out += text.table()
                case 3: out += text.codeBlock()
                case 4: out += text.blockQuote()
                case 5: out += text.taskList()
                default: out += "### \(text.heading())\n\n" + text.paragraph(sentences: 3) + "\n\n"
                }
            }
            section += 1
        }
        out += "## See also\n\n"
        for _ in 0..<4 { out += "- " + text.noteLink() + "\n" }
        out += "\n"
        return out
    }

    private func frontMatter(index: Int, title: String, rng: inout SeededGenerator) -> String {
        let day = 1 + index % 28, month = 1 + (index / 28) % 12, year = 2020 + (index / 336) % 6
        let hour = rng.below(24), minute = rng.below(60)
        let date = "\(year)-\(Self.padded(month, 2))-\(Self.padded(day, 2))"
        let time = "\(Self.padded(hour, 2)):\(Self.padded(minute, 2)):00"
        let author = rng.pick(NoteText.authors)
        return """
        ---
        title: "\(title)"
        date: \(date)T\(time)+00:00
        created: \(date) \(time)
        author: \(author)
        version: "1.\(rng.below(10))"
        license(s): MIT, CC BY 4.0
        copyright: Copyright (c) \(year) \(author). All Rights Reserved.
        ---


        """
    }

    // MARK: Hugo side

    private func writeHugoFiles() throws {
        let config = """
        # Lean Hugo config for the Folio benchmark: HTML pages only, no taxonomies, RSS, sitemap,
        # robots.txt or syntax highlighting, so Hugo does the same work as Folio (or less).
        baseURL = "http://example.org/"
        title = "Folio benchmark"
        disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]
        disableHugoGeneratorInject = true
        enableRobotsTXT = false
        [outputs]
          home = ["HTML"]
          section = ["HTML"]
          page = ["HTML"]
        [markup]
          [markup.highlight]
            codeFences = false
            guessSyntax = false
          [markup.goldmark.renderer]
            unsafe = true

        """
        try Data(config.utf8).write(to: root.appendingPathComponent("hugo.toml"))
        let layouts = root.appendingPathComponent("layouts/_default")
        try FileManager.default.createDirectory(at: layouts, withIntermediateDirectories: true)
        let single = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
        <body><main>{{ .Content }}</main></body></html>

        """
        let list = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
        <body><main><h1>{{ .Title }}</h1><ul>
        {{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a> {{ .Date.Format "2006-01-02" }}</li>
        {{ end }}</ul></main></body></html>

        """
        try Data(single.utf8).write(to: layouts.appendingPathComponent("single.html"))
        try Data(list.utf8).write(to: layouts.appendingPathComponent("list.html"))
    }
}
