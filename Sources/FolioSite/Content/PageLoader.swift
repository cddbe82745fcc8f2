import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Loads one page's ``PageSummary``: reads the file, parses front matter, scans the
/// outline and interprets the known metadata keys.
public struct PageLoader: Sendable {
    /// The content folder as the user gave it (for diagnostic paths).
    public var displayContentDirectory: String
    public var contentDirectory: String
    /// Author used when a page names none (folio.yml `author`).
    public var defaultAuthor: String?
    /// Repair mojibake in titles and summaries (the renderer repairs the body).
    public var fixEncoding = false
    /// Writes `:tada:` shortcodes in titles and summaries as their emoji (`markdown.emoji`).
    public var emoji = true
    /// Leaves Obsidian's `%%comments%%` out of titles and summaries (`markdown.comments`).
    public var comments = true
    /// Leaves definition lists' terms out of summaries, as the page has no paragraph there (`markdown.definitionLists`).
    public var definitionLists = true
    /// Reads CriticMarkup's edits in titles and summaries as accepted (`markdown.critic`): `{--old--}{++new++}` is "new".
    public var critic = true
    /// Leaves `*[ABBR]: Full text` definition lines out of summaries (`markdown.abbreviations`).
    public var abbreviations = true
    /// Writes `[[Note|text]]` in titles and summaries as the text a reader sees (`markdown.wikilinks`).
    public var wikilinks = true
    /// Reads the outline after Hugo's shortcodes are rewritten, as the page shows them (`markdown.shortcodes`).
    public var shortcodes = true
    /// Adds Obsidian's `#tags` in the text to the front matter's `tags` (`markdown.inlineTags`).
    public var inlineTags = true
    /// Leaves `--8<-- "file"` lines between paragraphs out of summaries, as the page shows the file there
    /// (`markdown.includes`).
    public var includes = true
    /// Read each note's links into its summary, for the pages' backlinks (`backlinks` in folio.yml).
    public var readsLinks = false
    /// Front matter for the notes under a path, added to theirs where they lack a key (`defaults` in folio.yml).
    var frontMatterDefaults = FrontMatterDefaults()
    /// Told the languages of a note's code fences as its summary is made (the build starts compiling
    /// their highlight queries then, on a spare core, before the first page needs one).
    var seesFenceLanguages: (@Sendable ([String]) -> Void)?

    public init(contentDirectory: String, displayContentDirectory: String, defaultAuthor: String?) {
        self.contentDirectory = contentDirectory
        self.displayContentDirectory = displayContentDirectory
        self.defaultAuthor = defaultAuthor
    }

    /// Path of a content file as shown in diagnostics.
    public func displayPath(_ relativePath: String) -> String {
        displayContentDirectory.isEmpty || displayContentDirectory == "."
            ? relativePath
            : (displayContentDirectory.hasSuffix("/") ? displayContentDirectory : displayContentDirectory + "/") + relativePath
    }

    /// Reads a page as text (invalid UTF-8 is replaced, never fatal). CRLF becomes LF. UTF-16
    /// with a byte order mark is decoded and keeps the mark (U+FEFF) as its first character, so
    /// that ``parse(_:text:)`` can warn; front matter splitting skips it.
    public func readText(_ relativePath: String) throws -> String {
        let path = sourcePath(relativePath)
        guard var text = PageLoader.readString(path) else {
            throw SiteBuildError.io("cannot read \(displayPath(relativePath)): \(FileProblem.whyUnreadable(path))")
        }
        if text.hasPrefix("\u{FEFF}") {
            text.removeFirst()
        } else if text.hasPrefix("\u{FFFD}\u{FFFD}"), let bytes = PageLoader.readBytes(path),
                  let decoded = NoteEncoding.decodeUTF16(bytes) {
            text = decoded
        }
        if text.utf8Contains("\r") { text = text.replacingAll("\r\n", with: "\n").replacingAll("\r", with: "\n") }
        return text
    }

    /// The note's path on disk.
    func sourcePath(_ relativePath: String) -> String {
        contentDirectory.hasSuffix("/") ? contentDirectory + relativePath : contentDirectory + "/" + relativePath
    }

    /// The file read straight into a string's own storage (invalid UTF-8 repaired, as
    /// `String(decoding:as:)` does): one copy of the bytes instead of three. Falls back to
    /// ``readBytes(_:)`` when the file changes size while being read. Nil when unreadable.
    static func readString(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)  // a FIFO must not block
        guard fd >= 0 else { return nil }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { close(fd); return nil }
        let size = Int(info.st_size)
        var complete = size > 0 && size < 1 << 30
        // Room for one byte more than the file's size: a read that fills it means the file grew, and a
        // read that stops short of it has met the end, so no second `read` is needed to see the end
        // (one system call fewer a note; 10,000 at 10,000 notes).
        let text = !complete ? "" : String(unsafeUninitializedCapacity: size + 1) { buffer in
            var count = 0
            while count <= size {
                let wanted = size + 1 - count
                let got = Glibc.read(fd, buffer.baseAddress! + count, wanted)
                if got < 0 && errno == EINTR { continue }
                if got <= 0 { break }
                count += got
                if got < wanted { break }   // a regular file's read stops short only at its end
            }
            if count != size { complete = false }
            return min(count, size)
        }
        close(fd)
        if complete { return text }
        return readBytes(path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// One `open`/`read`/`close` (no Foundation `Data` or `URL` per note), nil when unreadable.
    static func readBytes(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)  // a FIFO must not block
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        // Not zeroed first: every byte kept is one `read` filled (zeroing a 3 MB cache part cost
        // as much as reading it).
        var bytes = [UInt8](unsafeUninitializedCapacity: max(Int(info.st_size), 0) + 1) { _, initialized in
            initialized = max(Int(info.st_size), 0) + 1
        }
        // A large file (a build cache part, 1–3 MB) lands in fresh memory, one page fault per 4 KB as
        // `read` fills it; `MADV_POPULATE_WRITE` (23, Linux 5.14) maps those pages in one call first.
        // An older kernel refuses it and nothing changes. Discovering a 10,000-note site while its cache
        // is read: 41 → 36 ms (medians of 15 alternating one-note rebuilds, stop 74).
        #if os(Linux)
        if bytes.count >= 1 << 18 {
            bytes.withUnsafeMutableBytes { buffer in
                let page = Int(sysconf(Int32(_SC_PAGESIZE)))
                let start = (Int(bitPattern: buffer.baseAddress!) + page - 1) & ~(page - 1)
                let end = (Int(bitPattern: buffer.baseAddress!) + buffer.count) & ~(page - 1)
                if end > start { _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, 23) }
            }
        }
        #endif
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(bytes.count, 4096))) }
            let got = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(fd, buffer.baseAddress! + count, buffer.count - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if got == 0 { break }
            count += got
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    public func load(_ relativePath: String, outputPath: String) throws -> PageSummary {
        try summary(of: parse(relativePath, text: readText(relativePath)), outputPath: outputPath)
    }

    /// First half of loading, before the site's output paths are known: the front matter
    /// parsed (planning needs its `slug`), the body with front matter lines blanked (what the
    /// renderer parses), and the problems that need the file's own lines.
    func parse(_ relativePath: String, text: String) -> ParsedNote {
        var text = text
        let digest = CacheDigest(text)
        let gantt = text.utf8.withContiguousStorageIfAvailable(Self.mentionsGantt) ?? text.contains("gantt")
        let embeds = wikilinks && self.includes
        // MDX imports first: Docusaurus' `<DocCardList />` needs its import, so only a note with one is
        // looked at for it (most notes have neither, and this scan ran for them anyway).
        let mayImport = text.utf8.withContiguousStorageIfAvailable(MDXImport.mayOccur) ?? true
        let includes = (mayImport || text.utf8.withContiguousStorageIfAvailable {
            CodeInclude.mayOccur(in: $0) || JekyllInclude.mayOccur(in: $0) || (embeds && WikiLinkSyntax.mayOccur(in: $0))
        } ?? true) ? CodeInclude.dependencies(in: text, notePath: relativePath, embeds: embeds) : []
        let fromUTF16 = text.first == NoteEncoding.utf16Marker
        if fromUTF16 { text.removeFirst() }
        var (matter, body) = FrontMatterParser.split(text)
        matter = frontMatterDefaults.applied(to: matter, source: relativePath)
        var diagnostics: [Diagnostic] = []
        let file = displayPath(relativePath)
        let lines = LineIndex(text)
        diagnostics += NoteEncoding.diagnostics(text: text, fromUTF16: fromUTF16, rawPath: sourcePath(relativePath), file: file, lines: lines)
        if let error = matter.error {
            diagnostics.append(Diagnostic(file: file, line: error.line, column: error.column, severity: .error,
                                          message: error.message, sourceLine: lines.line(error.line),
                                          code: DiagnosticCode.frontMatter))
        }
        for warning in matter.warnings {
            diagnostics.append(Diagnostic(file: file, line: warning.line, column: warning.column, severity: .warning,
                                          message: warning.message, sourceLine: lines.line(warning.line),
                                          code: DiagnosticCode.frontMatter))
        }
        var licenseTexts: [String] = []
        if let value = matter.value("license(s)", "licenses", "license") { licenseTexts = value.textList }
        let (licenses, unknown) = LicenseExpression.parse(licenseTexts)
        // A license from folio.yml's defaults is no line of the note: folio.yml's reading warns about it once.
        if !unknown.isEmpty, frontMatterDefaults.isEmpty || ["license(s)", "licenses", "license"].contains(where: {
            FrontMatterDefaults.isWritten($0, in: matter)
        }) {
            let line = matter.line("license(s)", "licenses", "license")
            let source = lines.line(line)
            for name in unknown {
                let column = source.flatMap { $0.firstRange(of: name) }.map { source!.utf8.distance(from: source!.startIndex, to: $0.lowerBound) + 1 } ?? 1
                diagnostics.append(Diagnostic(file: file, line: line, column: column, severity: .warning,
                                              message: "unknown license '\(name)' (not an SPDX id); kept as written",
                                              sourceLine: source, code: DiagnosticCode.unknownLicense))
            }
        }
        // Obsidian's `cssclasses` (older `cssclass`) name classes for the page (README "Front matter").
        // (Keys read in one pass, as the template context reads them: two lookups cost every note 1,400 instructions.)
        for (key, classes) in matter.entries where key.utf8.first.map({ $0 | 0x20 }) == UInt8(ascii: "c")
            && (FrontMatter.key(key, lowercasedIs: "cssclasses") || FrontMatter.key(key, lowercasedIs: "cssclass")) {
            let line = matter.line(key)
            for problem in PageClasses(classes).problems {
                diagnostics.append(Diagnostic(file: file, line: line, column: 1, severity: .warning,
                                              message: "cssclasses: \(problem); left out",
                                              sourceLine: lines.line(line), code: DiagnosticCode.frontMatter))
            }
        }
        // Looked up only when a key could be it (12 or more bytes from a `c`): most notes have none.
        if matter.entries.contains(where: { $0.key.utf8.count >= 12 && ($0.key.utf8.first ?? 0) | 0x20 == UInt8(ascii: "c") }),
           let written = matter.value("canonical_url", "canonicalurl"), PageSummary.canonicalURL(written) == nil {
            let line = matter.line("canonical_url", "canonicalurl")
            diagnostics.append(Diagnostic(file: file, line: line, column: 1, severity: .warning,
                                          message: "canonical_url must be an http(s) address; the page's own address is its canonical one",
                                          sourceLine: lines.line(line), code: DiagnosticCode.frontMatter))
        }
        // MkDocs-Material's `search: {boost: N}`, when written in the note (one in a folder's defaults is not
        // on its lines): a value that is no usable number is left out with a warning at its line.
        if matter.entries.contains(where: { $0.key.utf8.count == 6 && ($0.key.utf8.first ?? 0) | 0x20 == UInt8(ascii: "s") }),
           let search = matter.value("search"), let problem = SearchEntry.boost(search).problem,
           frontMatterDefaults.isEmpty || FrontMatterDefaults.isWritten("search", in: matter) {
            let (line, column) = lines.member("boost", from: matter.line("search"))
            diagnostics.append(Diagnostic(file: file, line: line, column: column, severity: .warning, message: problem,
                                          sourceLine: lines.line(line), code: DiagnosticCode.frontMatter))
        }
        var note = ParsedNote(sourcePath: relativePath, frontMatter: matter, body: body, licenses: licenses,
                              diagnostics: diagnostics, textDigest: digest, mentionsGantt: gantt)
        note.includes = includes
        note.listsDocCards = mayImport && (text.utf8.withContiguousStorageIfAvailable(DocCardList.mayOccur) ?? false)
        return note
    }

    /// Second half of loading, once the plan gave the page its output path: the outline scan
    /// and every metadata key the site lists or sorts by.
    func summary(of note: ParsedNote, outputPath: String) -> PageSummary {
        let matter = note.frontMatter
        var outlined = comments ? ObsidianComments.strip(note.body).text : note.body
        if abbreviations { outlined = Abbreviations.extract(from: outlined).body }
        if includes, !note.includes.isEmpty {
            outlined = CodeIncludeRewriter.blankingProseIncludes(outlined)
        }
        if shortcodes, HugoShortcodes.mayOccur(in: outlined) {
            outlined = HugoShortcodes(parameter: { matter.value($0)?.text }).process(outlined).text
        }
        let outline = MarkdownOutline(body: outlined, definitionLists: definitionLists, critic: critic)
        if let seesFenceLanguages, !outline.fenceLanguages.isEmpty { seesFenceLanguages(outline.fenceLanguages) }
        let stem = PageLoader.fileStem(note.sourcePath)
        var baseTitle = matter.value("title")?.text.flatMap { $0.isEmpty ? nil : $0 }
            ?? outline.firstH1.flatMap { $0.isEmpty ? nil : $0 }
            ?? PageLoader.datedFileName(stem).map { PageLoader.titleOfSlug($0.rest) }
            ?? stem
        var summaryText = matter.value("summary", "description", "excerpt")?.text ?? MoreDivider.summary(ofBody: outlined)
            ?? outline.firstParagraph ?? ""
        if fixEncoding {
            baseTitle = MojibakeDetector.repair(Substring(baseTitle))
            summaryText = MojibakeDetector.repair(Substring(summaryText))
        }
        if wikilinks {
            if let shown = WikiLinkSyntax.shownText(of: baseTitle) { baseTitle = shown }
            if let shown = WikiLinkSyntax.shownText(of: summaryText) { summaryText = shown }
            // A paragraph's block id (`… ^id`) is not shown on its page, nor in its summary.
            if summaryText.utf8.last.map(BlockReferences.isIDByte) == true, let marker = BlockReferences.trailingID(of: summaryText),
               marker.keep > 0 {
                summaryText = String(decoding: summaryText.utf8.prefix(marker.keep), as: UTF8.self)
            }
        }
        // A paragraph's attribute list (`{: .lead }` on its last line) is not shown on its page, nor in its summary.
        if let stripped = BlockAttributeLists.strippingTrailingList(summaryText) { summaryText = stripped }
        if emoji {
            if let replaced = EmojiShortcodes.replacing(in: baseTitle) { baseTitle = replaced }
            if let replaced = EmojiShortcodes.replacing(in: summaryText) { summaryText = replaced }
        }
        let created = matter.value("created", "date_created", "datecreated").flatMap { $0.text }.flatMap(PageDate.init)
        // A Jekyll post (`_posts/2019-06-02-my-post.md`) is dated by its file name when its front matter is not.
        let date = matter.value("date").flatMap { $0.text }.flatMap(PageDate.init) ?? created
            ?? PageLoader.datedFileName(stem)?.date
        let updated = matter.value("updated", "modified", "last_modified_at", "lastmod").flatMap { $0.text }.flatMap(PageDate.init)
        var authors = (matter.value("author", "authors")?.textList ?? []).filter { !$0.isEmpty }
        if authors.isEmpty, let fallback = defaultAuthor { authors = [fallback] }
        var page = PageSummary(
            sourcePath: note.sourcePath, outputPath: outputPath, frontMatter: matter,
            title: baseTitle, baseTitle: baseTitle, firstH1: outline.firstH1, firstH2: outline.firstH2,
            summary: PageLoader.shorten(summaryText, limit: 240),
            date: date, created: created, updated: updated, authors: authors,
            version: matter.value("version")?.text, copyright: matter.value("copyright")?.text,
            licenses: note.licenses,
            tags: tags(matter: matter, body: outlined),
            categories: PageLoader.words(matter.value("categories", "category")),
            diagramCount: outline.mermaidBlocks, diagnostics: note.diagnostics, textDigest: note.textDigest,
            mentionsGantt: note.mentionsGantt)
        page.sourceStamp = note.sourceStamp
        page.includes = note.includes
        page.listsDocCards = note.listsDocCards
        if readsLinks { page.outgoingLinks = OutgoingLinks.scan(outlined) }
        return page
    }

    /// The front matter's tags, then the body's inline tags (``InlineTags``) it does not already name.
    private func tags(matter: FrontMatter, body: String) -> [String] {
        var tags = PageLoader.words(matter.value("tags", "tag", "keywords"))
        guard inlineTags else { return tags }
        let inline = InlineTags.names(inBody: body)
        guard !inline.isEmpty else { return tags }
        var seen = Set(tags.map { $0.lowercased() })
        for name in inline where seen.insert(name.lowercased()).inserted { tags.append(name) }
        return tags
    }

    /// A file name that starts with a day, as Jekyll names its posts (`2019-06-02-my-post`): the day and
    /// the rest; nil for any other name.
    static func datedFileName(_ stem: String) -> (date: PageDate, rest: String)? {
        let bytes = Array(stem.utf8.prefix(11))
        guard bytes.count == 11, bytes[4] == 45, bytes[7] == 45, bytes[10] == 45,
              bytes.indices.allSatisfy({ [4, 7, 10].contains($0) || (bytes[$0] >= 48 && bytes[$0] <= 57) }),
              let date = PageDate(String(decoding: bytes[0..<10], as: UTF8.self)) else { return nil }
        let rest = String(stem.dropFirst(11))
        return rest.isEmpty ? nil : (date, rest)
    }

    /// `my-post` → `My post` (a Jekyll post's title when it has none: its file name's words; a folder's
    /// section name when it has no page: ``FolderTree/displayName(folder:)``).
    static func titleOfSlug(_ slug: String) -> String {
        let words = String(slug.map { $0 == "-" || $0 == "_" ? " " : $0 })
        guard let first = words.first else { return slug }
        return first.uppercased() + words.dropFirst()
    }

    /// True when `bytes` hold `gantt` (memchr for the `g`, then the rest).
    static func mentionsGantt(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, bytes.count >= 5 else { return false }
        var offset = 0
        while offset <= bytes.count - 5 {
            guard let hit = memchr(base + offset, 0x67, bytes.count - 4 - offset) else { return false }
            let at = UnsafeRawPointer(hit).assumingMemoryBound(to: UInt8.self) - base
            if base[at + 1] == 0x61 && base[at + 2] == 0x6E && base[at + 3] == 0x74 && base[at + 4] == 0x74 { return true }
            offset = at + 1
        }
        return false
    }

    /// Jekyll allows `categories: blog news` (space separated) or a YAML list.
    static func words(_ value: FrontMatterValue?) -> [String] {
        guard let value = value else { return [] }
        var result: [String] = []
        switch value {
        case .string(let s):
            let separator: Character = s.contains(",") ? "," : " "
            result = s.split(separator: separator).map { String($0).trimming(" ") }
        default:
            result = value.textList.map { $0.trimming(" ") }
        }
        var seen = Set<String>()
        return result.filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// The file name of `path` without its extension, as `NSString`'s `lastPathComponent` then
    /// `deletingPathExtension` give it (`a/b.c.md` → `b.c`, `a/.md` → `.md`, `a/b.` → `b`), read on
    /// bytes: through `NSString` it was some 28,000 instructions a note. A path with no name (``, `/`)
    /// or a name starting with `.` still goes through `NSString`.
    static func fileStem(_ path: String) -> String {
        var bytesOfPath = path
        let stem: String? = bytesOfPath.withUTF8 { bytes in
            var end = bytes.count
            while end > 0 && bytes[end - 1] == 47 { end -= 1 }   // trailing slashes
            var start = end
            while start > 0 && bytes[start - 1] != 47 { start -= 1 }
            // A name starting with `.` (`..`, `.md`) has rules of its own.
            guard start < end, bytes[start] != 46 else { return nil }
            // The extension starts at the name's last `.`.
            var dot = end - 1
            while dot > start && bytes[dot] != 46 { dot -= 1 }
            let stemEnd = dot > start ? dot : end
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<stemEnd]), as: UTF8.self)
        }
        return stem ?? ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    static func shorten(_ text: String, limit: Int) -> String {
        // A text of no more bytes than the limit has no more characters (counting them took thousands
        // of instructions a page).
        if text.utf8.count <= limit { return text }
        // ASCII without a carriage return (most summaries): each byte is one character, so the first
        // `limit` bytes are the first `limit` characters (counting a page's characters, then taking
        // them, went through grapheme breaking: 15,000 instructions a page).
        if let cut = text.utf8.withContiguousStorageIfAvailable({ bytes -> String? in
            guard !String.containsNonASCII(bytes), memchr(bytes.baseAddress!, 13, bytes.count) == nil else { return nil }
            var end = limit
            while end > 0 && bytes[end - 1] != 32 { end -= 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<(end > 0 ? end - 1 : limit)]), as: UTF8.self) + "…"
        }), let cut {
            return cut
        }
        guard text.count > limit else { return text }
        var cut = String(text.prefix(limit))
        if let space = cut.lastIndex(of: " ") { cut = String(cut[..<space]) }
        return cut + "…"
    }
}
