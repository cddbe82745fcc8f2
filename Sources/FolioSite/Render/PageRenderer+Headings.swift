import Markup

// Why: a page's headings get their ids, anchor links and table of contents in one step with helpers of
// its own (custom `{#id}`s, the heading's HTML written through a buffer, figure ids kept free); kept
// beside ``PageRenderer`` so that its `render` reads in one screen.

extension PageRenderer {
    /// Gives every heading a unique GitHub-style id and an anchor link; returns the TOC.
    func anchorHeadings(_ headings: [MarkupNode], in document: MarkdownDocument, listing levels: TOCLevels,
                        anchors: inout PageAnchors,
                                formulas: inout FormulaRewriter) -> ([RenderedPage.TOCEntry], Bool, String?) {
        var slugger = HeadingSlugger(reservedWhere: PageRenderer.isFigureID)
        slugger.reserveCapacity(headings.count)
        anchors.reserveCapacity(headings.count)
        var toc: [RenderedPage.TOCEntry] = []
        var hasH1 = false
        var titleHTML: String? = nil
        let anchorLabel = words.isEnglish ? nil : words.html(.linkToSection)
        let leading = document.root.firstChild
        for heading in headings {
            let level = heading.headingLevel ?? 2
            let (customID, searchExcluded) = PageRenderer.takeCustomID(of: heading) ?? (nil, false)
            // The text and the children's HTML read together (one pass when the heading is plain text).
            let (plain, childrenHTML) = heading.plainTextAndChildrenHTML
            let text = plain.trimming(" ")
            let id = customID.map { slugger.uniqueID($0) } ?? slugger.uniqueSlug(text)
            anchors.insert(id)
            if level == 1 { hasH1 = true }
            let isTitle = level == 1 && heading == leading && titleHTML == nil
            // The page's title heading is never an entry (its top is the page's).
            if levels.lists(level) && !isTitle { toc.append(RenderedPage.TOCEntry(id: id, text: text, level: level)) }
            // Its formulas' TeX was its text; its HTML shows them drawn.
            if childrenHTML == nil { formulas.replace(in: heading) }
            let inner = childrenHTML ?? PageRenderer.innerHTML(of: heading.renderHTML(), level: level)
            let html = PageRenderer.headingHTML(level: level, id: id, inner: inner, label: anchorLabel, searchExcluded: searchExcluded)
            if isTitle {
                titleHTML = html
                heading.remove()
            } else {
                heading.replace(withRawHTML: html)
            }
        }
        return (toc, hasH1, titleHTML)
    }

    /// The levels `page`'s table of contents lists: the site's, unless its front matter sets them
    /// (``TOCLevels``); a value that cannot be read is a warning at its key's line.
    func pageTOCLevels(_ page: PageSummary, file: String, diagnostics: inout [Diagnostic]) -> TOCLevels {
        // Most pages set none: answered from the summary's word of plan keys, no key compared.
        if page.planKeys.isDisjoint(with: .tocLevels) { return tocLevels }
        let (levels, problems) = TOCLevels.reading({ page.frontMatterValue($0) }, over: tocLevels)
        for problem in problems {
            diagnostics.append(Diagnostic(file: file, line: page.frontMatter.line(problem.key), column: 1, severity: .warning,
                                          message: problem.message, code: DiagnosticCode.frontMatter))
        }
        return levels
    }

    /// The heading's `{#id}` or attribute list (``HeadingID``), taken out of its last text so the reader
    /// never sees it: its id, and whether it says `data-search-exclude`; nil when it has none. Code, links
    /// or markup after the suffix leave it as text.
    static func takeCustomID(of heading: MarkupNode) -> (id: String?, searchExcluded: Bool)? {
        // Most headings end otherwise: told by one byte, with no String made.
        guard heading.lastChildTextLastByte.map({ $0 == UInt8(ascii: "}") || $0 == 32 || $0 == 9 }) == true,
              let last = heading.lastChild, let literal = last.literal,
              let found = HeadingID.split(literal, needsText: last.previous == nil) else { return nil }
        last.literal = found.text
        return (found.id, found.searchExcluded)
    }

    /// `<hN id="id">inner<a class="heading-anchor" …>#</a></hN>` and a line break, its bytes copied
    /// into one buffer sized once: as an interpolated string (two integers described, seven pieces
    /// appended, each append some 400 instructions) it took 1.5% of a lean build's instructions
    /// (callgrind, 1,000 notes).
    /// `label`: the anchor's `aria-label`, HTML-escaped (the site's words for "Link to this section";
    /// nil for Folio's English, read from a static string rather than a `String` a heading).
    /// `searchExcluded`: the heading says `data-search-exclude`, which the search index reads (its section is left out).
    static func headingHTML(level: Int, id: String, inner: String, label: String? = nil, searchExcluded: Bool = false) -> String {
        if var label {
            return label.withUTF8 { headingHTML(level: level, id: id, inner: inner, labelBytes: $0, searchExcluded: searchExcluded) }
        }
        let english: StaticString = "Link to this section"
        return english.withUTF8Buffer { headingHTML(level: level, id: id, inner: inner, labelBytes: $0, searchExcluded: searchExcluded) }
    }

    private static func headingHTML(level: Int, id: String, inner: String, labelBytes: UnsafeBufferPointer<UInt8>,
                                    searchExcluded: Bool) -> String {
        let digit = UInt8(48 + min(max(level, 0), 9))
        var id = id, inner = inner
        return id.withUTF8 { idBytes in inner.withUTF8 { innerBytes in
                // The fixed parts are 70 bytes. Written through a cursor (nested functions that
                // advanced a captured length paid an exclusivity check a piece).
                let capacity = 90 + 2 * idBytes.count + innerBytes.count + labelBytes.count
                return String(unsafeUninitializedCapacity: capacity) { out in
                    var cursor = out.baseAddress!
                    cursor = put("<h", at: cursor)
                    cursor.pointee = digit
                    cursor = put(" id=\"", at: cursor + 1)
                    cursor = put(idBytes, at: cursor)
                    cursor = put(searchExcluded ? "\" data-search-exclude>" : "\">", at: cursor)
                    cursor = put(innerBytes, at: cursor)
                    cursor = put("<a class=\"heading-anchor\" href=\"#", at: cursor)
                    cursor = put(idBytes, at: cursor)
                    cursor = put("\" aria-label=\"", at: cursor)
                    cursor = put(labelBytes, at: cursor)
                    cursor = put("\">#</a></h", at: cursor)
                    cursor.pointee = digit
                    cursor = put(">\n", at: cursor + 1)
                    let length = out.baseAddress!.distance(to: cursor)
                    precondition(length <= out.count, "heading HTML sized too small")
                    return length
                }
        } }
    }

    /// Copies `bytes` to `cursor`; returns the position after them.
    @inline(__always) private static func put(_ bytes: UnsafeBufferPointer<UInt8>, at cursor: UnsafeMutablePointer<UInt8>)
        -> UnsafeMutablePointer<UInt8> {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return cursor }
        cursor.update(from: base, count: bytes.count)
        return cursor + bytes.count
    }

    @inline(__always) private static func put(_ text: StaticString, at cursor: UnsafeMutablePointer<UInt8>)
        -> UnsafeMutablePointer<UInt8> {
        put(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount), at: cursor)
    }

    /// Figures are `diagram-N`, their SVGs `diagram-N-svg`, and every id inside an SVG starts
    /// with `diagram-N-svg` (markers, nodes, CSS), for every N: headings never take an id of that
    /// family, so no heading collides with anything a diagram draws however many diagrams a page
    /// has. (A rule, not a list: a set could only ever cover the first so many diagrams.)
    static func isFigureID(_ id: String) -> Bool {
        // Asked twice of every heading's slug: read on the string's own bytes when it has them
        // (the collection walk below cost some 170 instructions a call).
        if let answer = id.utf8.withContiguousStorageIfAvailable(isFigureID(bytes:)) { return answer }
        return Array(id.utf8).withUnsafeBufferPointer(isFigureID(bytes:))
    }

    /// ``isFigureID(_:)`` on UTF-8 bytes: `diagram-`, digits, then nothing or `-svg` and anything.
    static func isFigureID(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let prefix: StaticString = "diagram-"
        guard bytes.count > 8, bytes[0] == 100 else { return false }   // "d"
        for index in 1..<8 where bytes[index] != prefix.utf8Start[index] { return false }
        var index = 8
        while index < bytes.count && bytes[index] >= 48 && bytes[index] <= 57 { index += 1 }
        guard index > 8 else { return false }
        if index == bytes.count { return true }
        return bytes.count - index >= 4 && bytes[index] == 45 && bytes[index + 1] == 115 && bytes[index + 2] == 118
            && bytes[index + 3] == 103   // "-svg"
    }

    static func innerHTML(of html: String, level: Int) -> String {
        var text = Substring(html)
        let open = "<h\(level)>"
        let close = "</h\(level)>"
        if text.hasPrefix(open) { text = text.dropFirst(open.count) }
        while text.last == "\n" { text = text.dropLast() }
        if text.hasSuffix(close) { text = text.dropLast(close.count) }
        return String(text)
    }
}
