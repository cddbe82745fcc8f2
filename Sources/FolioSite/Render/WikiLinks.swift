import Markup
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Why: cmark reads `[[Note]]` as text, so a wikilink becomes a link here, in the parsed tree, where
// text in code spans, code blocks, formulas, raw HTML and URLs is not text and stays as written. The
// link made is an ordinary link to the note's file, relative to the linking note as one written by hand
// (`../guides/Note.md#heading`), so the link rewriter then treats it as it treats `[Note](../guides/Note.md)`:
// the built page's relative URL, the anchor checked on the other page, the lookups recorded for the build
// cache and `folio serve`. Only what a wikilink adds is here: the name lookup, its warnings, and embeds
// (`![[diagram.png|400]]`).

/// Turns one page's wikilinks into links, images, audio and video (README "Wikilinks").
struct WikiLinks {
    let plan: SitePlan
    let page: PageSummary
    let file: String
    /// The page's body as cmark parsed it, for the source of each text (an escaped `\[\[` is text).
    let sourceText: String
    /// The note's own lines, for the excerpts diagnostics show.
    let lines: LineIndex
    var lookups: SiteLookupLog?

    var diagnostics: [Diagnostic] = []
    /// The links and images made, for the link rewriter.
    var madeLinks: [MarkupNode] = []
    /// The text nodes made (before, between and after the links, and the links' own text).
    var madeTexts: [MarkupNode] = []
    /// Where each made link or image was written, for the link rewriter's warnings.
    var locations: [MarkupNode: SourceLocation] = [:]
    /// Embedded audio, video and PDFs, and images with a size, finished once their URL is rewritten.
    private var media: [(node: MarkupNode, kind: MediaKind, alt: String, size: (width: Int, height: Int?)?, fragment: String)] = []

    enum MediaKind { case image, audio, video, pdf }

    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "webp", "svg", "avif", "bmp", "ico"]
    static let audioExtensions: Set<String> = ["mp3", "wav", "ogg", "m4a", "flac", "opus", "3gp"]
    static let videoExtensions: Set<String> = ["mp4", "webm", "ogv", "mov", "mkv"]

    init(plan: SitePlan, page: PageSummary, file: String, source: String, lines: LineIndex, lookups: SiteLookupLog?) {
        self.plan = plan
        self.page = page
        self.file = file
        self.sourceText = source
        self.lines = lines
        self.lookups = lookups
    }

    /// Rewrites the wikilinks in `texts` (a page's text nodes, in order). Text inside a link keeps its brackets.
    mutating func apply(to texts: [MarkupNode]) {
        for text in texts {
            // Read in place: most of a page's text holds no `[[`, and no String is made for it.
            guard let bytes = text.literalBytes, bytes.count >= 5, WikiLinkSyntax.mayOccur(in: bytes) else { continue }
            let links = WikiLinkSyntax.links(in: bytes)
            guard !links.isEmpty, !Self.isInsideLink(text) else { continue }
            rewrite(text, literal: Array(bytes), links: links)
        }
    }

    /// The page's source bytes and where each line starts, made on first use.
    private var sourceLines: (bytes: [UInt8], starts: [Int])?

    /// The source bytes of line `number` (1-based) as a range of ``sourceLines``' bytes.
    private mutating func sourceLine(_ number: Int) -> Range<Int>? {
        if sourceLines == nil {
            let bytes = Array(sourceText.utf8)
            var starts = [0]
            bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                var index = 0
                while index < buffer.count, let found = memchr(base + index, 10, buffer.count - index) {
                    index = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                    starts.append(index)
                }
            }
            sourceLines = (bytes, starts)
        }
        guard let (bytes, starts) = sourceLines, number >= 1, number <= starts.count else { return nil }
        var end = number < starts.count ? starts[number] - 1 : bytes.count
        if end > starts[number - 1], bytes[end - 1] == 13 { end -= 1 }
        return starts[number - 1]..<max(end, starts[number - 1])
    }

    /// Replaces each wikilink of `text` that is written as such in the source (not `\[\[` or `&#91;`).
    private mutating func rewrite(_ text: MarkupNode, literal bytes: [UInt8], links: [WikiLinkSyntax]) {
        let start = text.range.start
        let line = start.line > 0 ? sourceLine(start.line) : nil
        var copied = 0, searchFrom = (line?.lowerBound ?? 0) + max(start.column - 1, 0)
        for link in links {
            let written = bytes[link.range]
            var column = start.column
            if let line, let source = sourceLines?.bytes {
                // The link as written: in a table cell `|` is `\|` in the source.
                guard let found = Self.find(written, in: source, from: searchFrom, to: line.upperBound)
                        ?? Self.find(Self.escapingBars(written), in: source, from: searchFrom, to: line.upperBound) else { continue }
                column = found.start - line.lowerBound + 1
                searchFrom = found.end
            }
            if link.range.lowerBound > copied, let made = text.insertTextBefore(String(decoding: bytes[copied..<link.range.lowerBound], as: UTF8.self)) {
                madeTexts.append(made)
            }
            place(link, written: written, before: text, at: SourceLocation(line: max(start.line, 1), column: max(column, 1)))
            copied = link.range.upperBound
        }
        guard copied > 0 else { return }
        if copied < bytes.count {
            text.literal = String(decoding: bytes[copied...], as: UTF8.self)
        } else {
            text.remove()
        }
    }

    /// Puts the link, image or plain text `link` (written as `written`) stands for just before `text`.
    private mutating func place(_ link: WikiLinkSyntax, written bytes: ArraySlice<UInt8>, before text: MarkupNode,
                                at location: SourceLocation) {
        let shown = link.shownText
        var written: String { String(decoding: bytes, as: UTF8.self) }
        func plain() { if let made = text.insertTextBefore(shown) { madeTexts.append(made) } }
        var fragment = ""
        if let heading = link.heading, !heading.isEmpty {
            // A block's id is `^` and the name as written (`#%5Eid` in the URL); a heading's is its slug.
            fragment = "#" + SitePaths.percentEncode(link.isBlockReference ? heading : HeadingSlugger.slug(heading))
        }
        guard !link.target.isEmpty else {
            // `[[#Heading]]`: a heading of this page.
            if fragment.isEmpty { return plain() }
            return made(text.insertLinkBefore(destination: fragment, text: shown), at: location)
        }
        let resolution = plan.wikiLinkTargets.resolve(link.target, from: page.sourcePath, in: plan)
        lookups?.wikiLink(link.target, from: page.sourcePath, resolution)
        guard let resolution else {
            warn("broken wikilink '\(written)' (no note or file named '\(link.target)' in the content folder)", at: location)
            return plain()
        }
        if !resolution.others.isEmpty {
            let all = ([resolution.contentPath] + resolution.others).joined(separator: ", ")
            warn("wikilink '\(written)' matches \(resolution.others.count + 1) files (\(all)); it links to \(resolution.contentPath): write its folder (`[[folder/\(link.target)]]`) to choose",
                 at: location)
        }
        if resolution.kind == .draft {
            warn("broken wikilink '\(written)' ('\(resolution.contentPath)' is a draft, left out of this build; `--drafts` builds it)", at: location)
            return plain()
        }
        // Relative to the note and percent-encoded, as written by hand: a plain path takes the link
        // rewriter's quick way.
        let destination = SitePaths.relativeURL(from: page.sourcePath, to: resolution.contentPath)
        let isNote = resolution.kind == .page
        guard link.isEmbed else { return made(text.insertLinkBefore(destination: destination + fragment, text: shown), at: location) }
        let fileExtension = resolution.contentPath.split(separator: ".").last.map { $0.lowercased() } ?? ""
        let kind: MediaKind? = Self.imageExtensions.contains(fileExtension) ? .image
            : Self.audioExtensions.contains(fileExtension) ? .audio
            : Self.videoExtensions.contains(fileExtension) ? .video : fileExtension == "pdf" ? .pdf : nil
        guard let kind, !isNote else {
            if isNote {
                warn("'\(written)' embeds a note where Folio links to it (a note embedded alone on its line, not in a note that is itself embedded, is replaced by its text)", at: location)
            }
            return made(text.insertLinkBefore(destination: destination + fragment, text: shown), at: location)
        }
        if kind == .pdf {
            // `![[manual.pdf#page=3]]` opens at that page, `#height=400` sets the viewer's height (Obsidian's forms).
            let parts = Self.pdfOptions(link.heading)
            let name = link.alias ?? String(resolution.contentPath.split(separator: "/").last ?? "")
            guard let node = text.insertLinkBefore(destination: destination, text: name) else { return }
            made(node, at: location)
            media.append((node, .pdf, name, parts.height.map { (0, $0) }, parts.page.map { "#page=\($0)" } ?? ""))
            return
        }
        // `![[photo.png|300]]`, `|300x200`: a size; any other alias is the alt text.
        let size = link.alias.flatMap(Self.size)
        let fileName = String(resolution.contentPath.split(separator: "/").last ?? "")
        let alt = size == nil ? (link.alias ?? fileName) : fileName
        guard let node = text.insertLinkBefore(destination: destination, text: alt, isImage: true) else { return }
        made(node, at: location)
        if kind != .image || size != nil { media.append((node, kind, alt, size, "")) }
    }

    private mutating func made(_ node: MarkupNode?, at location: SourceLocation) {
        guard let node else { return }
        madeLinks.append(node)
        locations[node] = location
        if let child = node.firstChild { madeTexts.append(child) }
    }

    /// Writes the embeds HTML has no Markdown for (audio, video, a PDF, a sized image) once the link rewriter
    /// gave each its URL.
    func finishMedia() {
        for item in media {
            let url = (item.node.destination ?? "").htmlEscaped, alt = item.alt.htmlEscaped
            let html: String
            switch item.kind {
            case .image:
                var attributes = "src=\"\(url)\" alt=\"\(alt)\""
                if let size = item.size {
                    attributes += " width=\"\(size.width)\""
                    if let height = size.height { attributes += " height=\"\(height)\"" }
                }
                html = "<img \(attributes)>"
            case .audio: html = "<audio controls preload=\"metadata\" src=\"\(url)\" title=\"\(alt)\"><a href=\"\(url)\">\(alt)</a></audio>"
            case .video: html = "<video controls preload=\"metadata\" src=\"\(url)\" title=\"\(alt)\"><a href=\"\(url)\">\(alt)</a></video>"
            case .pdf:
                // The browser's own viewer; where it has none (most phones), the link inside is shown.
                let height = item.size?.height.map { " style=\"height: \($0)px\"" } ?? ""
                html = "<object class=\"embedded-pdf\" data=\"\(url)\(item.fragment)\" type=\"application/pdf\" title=\"\(alt)\"\(height)>"
                    + "<a href=\"\(url)\">\(alt)</a></object>"
            }
            item.node.replace(withRawHTML: html)
        }
    }

    /// The page and the height a PDF embed's `#…` names (`page=3`, `height=400`, joined by `&`), each at
    /// most 100,000; anything else is ignored.
    static func pdfOptions(_ heading: String?) -> (page: Int?, height: Int?) {
        var page: Int?, height: Int?
        for part in (heading ?? "").split(separator: "&") {
            let pair = part.split(separator: "=", maxSplits: 1).map { String($0).trimming(" ").lowercased() }
            guard pair.count == 2, let number = Int(pair[1]), number > 0, number <= 100_000 else { continue }
            if pair[0] == "page" { page = number } else if pair[0] == "height" { height = number }
        }
        return (page, height)
    }

    /// `300` or `300x200` (Obsidian's image sizes), else nil.
    static func size(_ alias: String) -> (width: Int, height: Int?)? {
        let parts = alias.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count <= 2, let width = Int(parts[0]), width > 0, width <= 100_000 else { return nil }
        guard parts.count == 2 else { return (width, nil) }
        guard let height = Int(parts[1]), height > 0, height <= 100_000 else { return nil }
        return (width, height)
    }

    private static func isInsideLink(_ node: MarkupNode) -> Bool {
        var current = node.parent
        while let ancestor = current, !ancestor.kind.isBlock {
            if ancestor.kind == .link || ancestor.kind == .image { return true }
            current = ancestor.parent
        }
        return false
    }

    /// Where `needle` first stands in `haystack` between `start` and `end`.
    private static func find(_ needle: ArraySlice<UInt8>, in haystack: [UInt8], from start: Int, to end: Int) -> (start: Int, end: Int)? {
        guard let first = needle.first, start + needle.count <= end else { return nil }
        for index in start...(end - needle.count) where haystack[index] == first {
            if haystack[index..<(index + needle.count)].elementsEqual(needle) { return (index, index + needle.count) }
        }
        return nil
    }

    private static func escapingBars(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        ArraySlice(bytes.flatMap { $0 == 124 ? [92, 124] : [$0] })
    }

    private mutating func warn(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(file: file, line: location.line, column: location.column, severity: .warning,
                                      message: message, sourceLine: lines.line(location.line), code: DiagnosticCode.brokenLink))
    }
}
