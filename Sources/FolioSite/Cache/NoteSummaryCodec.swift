import Mermaid

/// How `pages.cache` keeps a note's summary (``PageSummary``, as the loader made it from the note's
/// text, before the plan gave it an output path, a unique title and path warnings), so a cached build
/// does not parse the front matter and outline of notes whose text is unchanged.
///
/// Why a codec of its own: a summary holds the front matter tree, dates, licenses and the parse's
/// diagnostics; each is written field by field, and read back into the same values (dates are parsed
/// again from their original text, as the loader parsed them). Two blocks of it, the front matter
/// (``KeptFrontMatter``) and the details the plan never reads (``KeptPageDetails``), are read back as
/// their bytes and decoded only when asked for: a rebuild reuses most pages without them.
extension CacheByteWriter {
    mutating func noteSummary(_ page: PageSummary) {
        string(page.sourcePath)
        frontMatter(of: page)
        string(page.baseTitle)
        pageDetails(of: page)
        int(page.diagramCount)
        u32(UInt32(page.diagnostics.count))
        for diagnostic in page.diagnostics { self.diagnostic(diagnostic) }
        digest(page.textDigest)
        bool(page.mentionsGantt)
        digest(page.listingDigest)
        bool(page.sourceStamp != nil)
        if let stamp = page.sourceStamp {
            for field in [stamp.device, stamp.inode] { u64(field) }
            for field in [stamp.size, stamp.modified, stamp.modifiedNanoseconds, stamp.changed, stamp.changedNanoseconds] {
                u64(UInt64(bitPattern: field))
            }
        }
        u32(UInt32(page.includes.count))
        for path in page.includes { string(path) }
        u32(UInt32(page.outgoingLinks.count))
        for link in page.outgoingLinks { string(link) }
        bool(page.listsDocCards)
    }

    mutating func diagnostic(_ diagnostic: Diagnostic) {
        string(diagnostic.file)
        int(diagnostic.line)
        int(diagnostic.column)
        string(diagnostic.severity.rawValue)
        switch diagnostic.kind {
        case .content: bytes.append(0)
        case .diagram(let number, let drawn):
            bytes.append(drawn ? 2 : 1)
            int(number)
        }
        string(diagnostic.message)
        optionalString(diagnostic.sourceLine)
        string(diagnostic.code)
    }

    /// The encoded tree of ``frontMatter(of:)``.
    mutating func frontMatter(_ matter: FrontMatter) {
        u32(UInt32(matter.entries.count))
        for entry in matter.entries {
            string(entry.key)
            frontMatterValue(entry.value)
        }
        u32(UInt32(matter.keyLines.count))
        for key in matter.keyLines.keys.sorted() {
            string(key)
            int(matter.keyLines[key]!)
        }
        bool(matter.error != nil)
        if let error = matter.error { frontMatterError(error) }
        u32(UInt32(matter.warnings.count))
        for warning in matter.warnings { frontMatterError(warning) }
        int(matter.lineCount)
    }

    private mutating func frontMatterError(_ error: FrontMatterError) {
        int(error.line)
        int(error.column)
        string(error.message)
    }

    private mutating func frontMatterValue(_ value: FrontMatterValue) {
        switch value {
        case .string(let text):
            bytes.append(0)
            string(text)
        case .list(let items):
            bytes.append(1)
            u32(UInt32(items.count))
            for item in items { frontMatterValue(item) }
        case .map(let pairs):
            bytes.append(2)
            u32(UInt32(pairs.count))
            for pair in pairs {
                string(pair.key)
                frontMatterValue(pair.value)
            }
        case .null:
            bytes.append(3)
        }
    }
}

extension CacheByteReader {
    /// A summary as ``CacheByteWriter/noteSummary(_:)`` wrote it; its output path is empty and its
    /// title is its base title (the plan sets both).
    mutating func noteSummary() throws -> PageSummary {
        let sourcePath = try string()
        let matter = try keptFrontMatter()
        let baseTitle = try string()
        let details = try keptPageDetails()
        let diagramCount = try int()
        let diagnosticCount = try count(minimumBytes: 30)
        var diagnostics: [Diagnostic] = []
        for _ in 0..<diagnosticCount { diagnostics.append(try diagnostic()) }
        let textDigest = try digest()
        // The front matter and the details stay the cache's bytes until asked for (``KeptFrontMatter``,
        // ``KeptPageDetails``); the fields given for them here are placeholders.
        var page = PageSummary(sourcePath: sourcePath, outputPath: "", frontMatter: FrontMatter(), title: baseTitle, baseTitle: baseTitle,
                               firstH1: nil, firstH2: nil, summary: "", date: nil, created: nil, updated: nil, authors: [],
                               version: nil, copyright: nil, licenses: [], tags: [], categories: [], diagramCount: diagramCount,
                               diagnostics: diagnostics, textDigest: textDigest, mentionsGantt: try bool(), listingDigest: try digest(),
                               keptFrontMatter: matter, keptDetails: details)
        #if DEBUG
        // The kept digest must be the one the fields make (the tests run this).
        var made = page
        made.summary = page.summary
        guard made.listingDigest == page.listingDigest else { throw CacheFileRefusal(description: "a summary's listing digest does not match it") }
        #endif
        if try bool() {
            let device = try u64(), inode = try u64()
            page.sourceStamp = SourceStamp(device: device, inode: inode, size: try signed(), modified: try signed(),
                                           modifiedNanoseconds: try signed(), changed: try signed(), changedNanoseconds: try signed())
        }
        let includeCount = try count(minimumBytes: 4)
        if includeCount > 0 { page.includes = try (0..<includeCount).map { _ in try string() } }
        let linkCount = try count(minimumBytes: 4)
        if linkCount > 0 { page.outgoingLinks = try (0..<linkCount).map { _ in try string() } }
        page.listsDocCards = try bool()
        return page
    }

    private mutating func signed() throws -> Int64 { Int64(bitPattern: try u64()) }

    mutating func diagnostic() throws -> Diagnostic {
        let file = try string(), line = try int(), column = try int()
        guard let severity = Diagnostic.Severity(rawValue: try string()) else {
            throw CacheFileRefusal(description: "damaged (unknown severity)")
        }
        let kind: Diagnostic.Kind
        switch try byte() {
        case 0: kind = .content
        case 1: kind = .diagram(number: try int(), drawn: false)
        case 2: kind = .diagram(number: try int(), drawn: true)
        default: throw CacheFileRefusal(description: "damaged (unknown diagnostic kind)")
        }
        return Diagnostic(file: file, line: line, column: column, severity: severity, kind: kind,
                          message: try string(), sourceLine: try optionalString(), code: try string())
    }

    /// The encoded tree of ``keptFrontMatter()``.
    mutating func frontMatter() throws -> FrontMatter {
        let entryCount = try count(minimumBytes: 5)
        var entries: [(key: String, value: FrontMatterValue)] = []
        entries.reserveCapacity(entryCount)
        for _ in 0..<entryCount { entries.append((key: try string(), value: try frontMatterValue(depth: 0))) }
        let lineCount = try count(minimumBytes: 12)
        var keyLines: [String: Int] = [:]
        keyLines.reserveCapacity(lineCount)
        for _ in 0..<lineCount { keyLines[try string()] = try int() }
        let error = try bool() ? try frontMatterError() : nil
        let warningCount = try count(minimumBytes: 20)
        var warnings: [FrontMatterError] = []
        for _ in 0..<warningCount { warnings.append(try frontMatterError()) }
        return FrontMatter(entries: entries, keyLines: keyLines, error: error, lineCount: try int(), warnings: warnings)
    }

    private mutating func frontMatterError() throws -> FrontMatterError {
        FrontMatterError(line: try int(), column: try int(), message: try string())
    }

    /// Front matter nests at most 100 levels (the loader refuses deeper); a file claiming more is damaged.
    private mutating func frontMatterValue(depth: Int) throws -> FrontMatterValue {
        guard depth <= 128 else { throw CacheFileRefusal(description: "damaged (front matter too deep)") }
        switch try byte() {
        case 0: return .string(try string())
        case 1:
            let count = try count(minimumBytes: 1)
            var items: [FrontMatterValue] = []
            for _ in 0..<count { items.append(try frontMatterValue(depth: depth + 1)) }
            return .list(items)
        case 2:
            let count = try count(minimumBytes: 5)
            var pairs: [(key: String, value: FrontMatterValue)] = []
            for _ in 0..<count { pairs.append((key: try string(), value: try frontMatterValue(depth: depth + 1))) }
            return .map(pairs)
        case 3: return .null
        default: throw CacheFileRefusal(description: "damaged (front matter value)")
        }
    }
}
