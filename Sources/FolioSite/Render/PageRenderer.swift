import HTMLSanitizer
import Highlight
import Markup
import Mermaid

/// Renders one page's Markdown to HTML: fixes or flags mojibake, expands Jekyll tags,
/// parses with cmark-gfm, rewrites the tree (links, images, mermaid blocks, heading ids),
/// and lets cmark render it. Stateless and thread-safe: pages render in parallel.
public struct PageRenderer: Sendable {
    public var plan: SitePlan
    public var loader: PageLoader
    public var fixEncoding: Bool
    public var mermaidConfig: ConfigValue?
    /// What happens to raw HTML and unsafe link URLs in notes (`markdown.rawHTML`).
    public var rawHTML: RawHTMLMode
    /// Images on other hosts: shown (default) or kept as links (`images.remote`).
    public var remoteImages: RemoteImageMode = .show
    /// Warn about each image on another host (`--strict`).
    public var warnsAboutRemoteImages = false
    /// When set, diagrams are drawn through it, so unchanged diagrams are not drawn again (`folio serve`).
    public var diagramCache: MermaidCache?
    /// Colours code blocks and diagram sources when set (`highlight: true`, the default).
    public var highlighter: SyntaxHighlighter?
    /// Writes `$…$`, `$$…$$` and ```` ```math ```` formulas as MathML (`markdown.math`, default true).
    public var math = true
    /// Reads `:::note` … `:::` and `!!! note` blocks as callouts (`markdown.admonitions`, default true).
    public var admonitions = true
    /// Writes `:tada:` shortcodes as their emoji (`markdown.emoji`, default true).
    public var emoji = true
    /// Abbreviations every page knows, besides the `*[ABBR]: Full text` lines of its own; nil when
    /// abbreviations are off (`markdown.abbreviations: false`).
    public var abbreviations: [String: String]? = [:]
    /// Writes `==marked==` text as `<mark>` (`markdown.mark`, default true).
    public var marks = true
    /// Leaves Obsidian's `%%comments%%` out of the page (`markdown.comments`, default true).
    public var comments = true
    /// Reads terms followed by `:   definition` lines as a definition list (`markdown.definitionLists`, default true).
    public var definitionLists = true
    /// Reads `{ .class width="300" }` after a link or an image as its attributes (`markdown.attributeLists`, default true).
    public var attributeLists = true
    /// Writes `++ctrl+alt+del++` as keys (`markdown.keys`, default true).
    public var keys = true
    /// Writes `^^inserted^^` and `H^2^` as `<ins>` and `<sup>` (`markdown.caret`, default true).
    public var caret = true
    /// Writes `H~2~O` as `H<sub>2</sub>O`, strikethrough then taking only `~~double~~` tildes
    /// (`markdown.tilde`, default false: GitHub's single-tilde strikethrough).
    public var tilde = false
    /// Writes CriticMarkup's `{++added++}`, `{--removed--}`, `{~~old~>new~~}`, `{==marked==}` and
    /// `{>>comment<<}` as the changes they mark (`markdown.critic`, default true).
    public var critic = true
    /// Rewrites Hugo's shortcodes (`{{< ref "x.md" >}}`, `figure`, `highlight`, `mermaid`) into Markdown (`markdown.shortcodes`, default true).
    public var shortcodes = true
    /// Links Obsidian's `#tags` in the text to their tag pages (`markdown.inlineTags`, default true; the
    /// loader adds them to the page's tags).
    public var inlineTags = true
    /// Writes `"quotes"`, `'quotes'`, `--`, `---` and `...` in the text as “quotes”, ‘quotes’, –, — and …
    /// (`markdown.smartPunctuation`, default false; code is never changed).
    public var smartPunctuation = false
    /// Reads the content of an HTML element whose opening tag says `markdown` (`<div class="grid" markdown>`)
    /// as Markdown (`markdown.markdownInHTML`, default true).
    public var markdownInHTML = true
    /// Class names a sanitised raw HTML `class` keeps: the theme's (``themeClasses``) and those of
    /// `markdown.htmlClasses`.
    public var htmlClasses: Set<String> = PageRenderer.themeClasses {
        didSet { sanitizer = HTMLSanitizer(policy: .github.keepingClasses(htmlClasses)) }
    }
    /// The heading levels a table of contents lists unless a page says otherwise (`toc_depth`, ``TOCLevels``).
    var tocLevels = TOCLevels.standard
    /// The words a body says on its own: a heading's link, a diagram's label and button, a code note's
    /// way back (the site's language, ``UIText``).
    var words = UIText.english
    /// The class names the default theme draws inside notes: MkDocs-Material's card grids and buttons.
    public static let themeClasses: Set<String> = ["grid", "cards", "card", "md-button", "md-button--primary"]
    private(set) var sanitizer = HTMLSanitizer(policy: .github.keepingClasses(PageRenderer.themeClasses))
    /// Replaces `--8<-- "file"` lines of fenced blocks with the file's lines (`markdown.includes`, default true).
    public var includes = true
    /// Links `[[Note]]`, `[[Note#Heading|text]]` and embeds `![[image.png]]` (`markdown.wikilinks`, default true).
    public var wikilinks = true
    /// Whether each rendering records what it looked up in the plan (``RenderedPage/siteLookups``), so a
    /// kept body can be checked against a changed plan (`folio serve`).
    package var recordsSiteLookups = false

    public init(plan: SitePlan, loader: PageLoader, fixEncoding: Bool, mermaidConfig: ConfigValue?,
                rawHTML: RawHTMLMode = .sanitize) {
        self.plan = plan
        self.loader = loader
        self.fixEncoding = fixEncoding
        self.mermaidConfig = mermaidConfig
        self.rawHTML = rawHTML
    }

    public func render(_ page: PageSummary) throws -> RenderedPage {
        try render(page, sourceText: loader.readText(page.sourcePath))
    }

    /// Renders from the note's text as ``PageLoader/readText(_:)`` returned it.
    func render(_ page: PageSummary, sourceText text: String) throws -> RenderedPage {
        try render(page, body: FrontMatterParser.body(of: text))
    }

    /// Renders from the note's body as ``FrontMatterParser/split(_:)`` returned it (front
    /// matter lines blanked): a whole build keeps the bodies from loading.
    func render(_ page: PageSummary, body: String) throws -> RenderedPage {
        let (result, marked) = try render(page, body: body, readsMarkdownInHTML: markdownInHTML)
        // A marked line the parser did not take as an element (inside raw HTML or a list item that
        // ended first) would show its marker: the page is rendered again with such elements left raw.
        guard marked, result.bodyHTML.utf8.contains(MarkdownInHTMLMarks.mark) else { return result }
        return try render(page, body: body, readsMarkdownInHTML: false).page
    }

    private func render(_ page: PageSummary, body: String, readsMarkdownInHTML: Bool) throws -> (page: RenderedPage, marked: Bool) {
        let file = loader.displayPath(page.sourcePath)
        var diagnostics: [Diagnostic] = []
        var body = body

        // 0. Files included between paragraphs; every later step reads the expanded text.
        let (prose, proseDiagnostics) = expandProseIncludes(&body, page: page, file: file)

        // 1. Mojibake: warn per line, repair when asked.
        body = checkEncoding(body, file: file, diagnostics: &diagnostics)
        let lines = LineIndex(body)
        if comments { body = stripComments(body, file: file, lines: lines, diagnostics: &diagnostics) }
        var pageAbbreviations = Abbreviations()
        if let siteAbbreviations = abbreviations {
            let (withoutDefinitions, found) = Abbreviations.extract(from: body)
            body = withoutDefinitions
            pageAbbreviations.definitions = siteAbbreviations.merging(found) { $1 }
        }

        // 2. Jekyll tags.
        let lookups = recordsSiteLookups ? SiteLookupLog() : nil
        let jekyll = JekyllTagProcessor { name in
            let target = plan.page(postName: name)
            lookups?.post(name, target?.outputPath)
            guard let target else { return nil }
            return plan.pageURL(from: page.outputPath, to: target.outputPath)
        }
        var (expanded, findings) = jekyll.process(body)
        for finding in findings {
            diagnostics.append(Diagnostic(file: file, line: finding.line, column: finding.column, severity: .warning,
                                          message: finding.message, sourceLine: lines.line(finding.line),
                                          code: DiagnosticCode.jekyllTag))
        }
        // Hugo's shortcodes, as the loader rewrote them for the outline.
        if shortcodes {
            var hugo = HugoShortcodes(parameter: { page.frontMatterValue($0)?.text })
            hugo.figureElements = markdownInHTML
            let rewritten = hugo.process(expanded)
            expanded = rewritten.text
            for finding in rewritten.findings {
                diagnostics.append(Diagnostic(file: file, line: finding.line, column: finding.column, severity: .warning,
                                              message: finding.message, sourceLine: lines.line(finding.line),
                                              code: DiagnosticCode.shortcode))
            }
        }
        // Docusaurus' `<DocCardList />` lines: a marker the page's cards replace (``DocCardList``).
        if page.listsDocCards, let marked = DocCardList.marking(expanded) { expanded = marked }
        // One scan of the text's `<`s for the two passes that start at a tag.
        let tags = admonitions || readsMarkdownInHTML ? TagCandidates.found(in: expanded) : []
        // Docusaurus' `<Tabs>` of `<TabItem>`s, as content tabs (read by the admonitions' extension).
        if admonitions, tags.contains(.tabs), let tabs = DocusaurusTabs.rewrite(expanded) { expanded = tabs }
        // HTML elements that hold Markdown (`<div markdown>`): their two lines marked for the parser (the tabs'
        // rewrite only blanks their own tag lines and moves lines, so the scan's answer still holds).
        var marksHTML = false
        if readsMarkdownInHTML, tags.contains(.markdownElement), let marked = MarkdownInHTMLMarks.marked(expanded) {
            expanded = marked
            marksHTML = true
        }

        // 3. Parse, then rewrite the tree.
        let document = MarkdownDocument(parsing: expanded, options: MarkdownDocument.Options(smartPunctuation: smartPunctuation,
                                                                                          math: math, admonitions: admonitions,
                                                                                          highlights: marks,
                                                                                          definitionLists: definitionLists,
                                                                                          markdownInHTML: marksHTML,
                                                                                          doubleTildeStrikethrough: tilde))
        // One pass collects everything to rewrite, sorted by kind *before* any rewrite: a
        // replaced node is freed, so nothing may be asked of it afterwards. The same pass reads the
        // ids the author's raw HTML and cmark's footnotes define (rewrites add raw HTML of their own).
        var links: [MarkupNode] = []
        var blocks: [MarkupNode] = []
        var headings: [MarkupNode] = []
        var rawHTMLNodes: [MarkupNode] = []
        var codeBlocks: [MarkupNode] = []
        var quotes: [MarkupNode] = []
        var anchors = PageAnchors()
        var footnoteLabels: [String] = []
        var footnoteReferences: [Int: Int] = [:]
        var expandedLines: LineIndex? = nil
        var formulas = FormulaRewriter(file: file, lines: lines)
        var mathBlocks: [MarkupNode] = []
        // What the note's bytes could hold, each asked only when its setting is on.
        var source = expanded
        let (mayHoldEmoji, mayHoldWikilinks, mayHoldKeys, mayHoldAttributeLists, mayHoldIncludes, mayHoldBlockIDs, mayHoldBlockLists,
             mayHoldCarets, mayHoldTildes, mayHoldCritic) = source.withUTF8 { bytes in
            (emoji && EmojiShortcodes.mayOccur(in: bytes), wikilinks && WikiLinkSyntax.mayOccur(in: bytes),
             keys && KeyboardKeys.mayOccur(in: bytes), attributeLists && InlineAttributeRewriter.mayOccur(in: bytes),
             includes && CodeInclude.mayOccur(in: bytes), wikilinks && BlockReferences.mayOccur(in: bytes),
             attributeLists && BlockAttributeLists.mayOccur(in: bytes), caret && CaretMarks.mayOccur(in: bytes),
             tilde && TildeMarks.mayOccur(in: bytes), critic && CriticMarks.mayOccur(in: bytes))
        }
        let mayHoldTags = inlineTags && !page.tags.isEmpty && source.withUTF8 { InlineTags.mayOccur(in: $0) }
        var fencedBlocks: [MarkupNode] = []
        var texts: [MarkupNode] = []
        var paragraphs: [MarkupNode] = []
        let walksText = mayHoldEmoji || mayHoldWikilinks || mayHoldKeys || mayHoldCarets || mayHoldTildes || mayHoldCritic || mayHoldTags || !pageAbbreviations.definitions.isEmpty
        var walked = PageRenderer.walkedKinds(math: document.holdsMath, text: walksText)
        if mayHoldBlockIDs || mayHoldBlockLists { walked.insert(.paragraph) }
        for node in document.nodes(of: walked) {
            switch node.kind {
            case .text: texts.append(node)
            case .paragraph: paragraphs.append(node)
            case .link, .image: links.append(node)
            case .heading: headings.append(node)
            case .htmlBlock, .htmlInline: rawHTMLNodes.append(node)
            case .footnoteReference:
                if let number = node.literal.flatMap({ Int($0) }) { footnoteReferences[number, default: 0] += 1 }
            case .footnoteDefinition:
                if expandedLines == nil { expandedLines = LineIndex(expanded) }
                let start = node.range.start
                if let label = PageAnchors.footnoteLabel(line: expandedLines?.line(start.line).map { Substring($0) },
                                                          column: start.column) {
                    footnoteLabels.append(label)
                }
            case .blockQuote: quotes.append(node)
            case .math: formulas.collect(node)
            default:
                if mayHoldIncludes, node.kind == .codeBlock { fencedBlocks.append(node) }
                let language = node.fenceLanguage?.lowercased()
                if language == "mermaid" { blocks.append(node) }
                else if language == "math", math { mathBlocks.append(node) }
                else if node.kind == .codeBlock, node.fenceInfo != nil { codeBlocks.append(node) }
            }
        }
        // Included files' lines go into their blocks before code is coloured and diagrams drawn.
        var includedLines: [Int: [CodeIncludeRewriter.LineOrigin]] = [:]
        if !fencedBlocks.isEmpty {
            var included = CodeIncludeRewriter(plan: plan, contentDirectory: loader.contentDirectory, notePath: page.sourcePath,
                                               file: file, lines: lines)
            included.displayPath = loader.displayPath
            included.apply(to: fencedBlocks, skipping: prose?.includedLines ?? [])
            diagnostics += included.diagnostics
            includedLines = included.origins
        }
        // Wikilinks become links before the links are rewritten; then shortcodes, so headings' ids,
        // tables of contents and titles see the emoji.
        var wikiLinks: WikiLinks? = nil
        if mayHoldWikilinks {
            var made = WikiLinks(plan: plan, page: page, file: file, source: expanded, lines: lines, lookups: lookups)
            made.apply(to: texts)
            links += made.madeLinks
            texts += made.madeTexts
            diagnostics += made.diagnostics
            wikiLinks = made
        }
        // Attribute lists leave the text before shortcodes and abbreviations see it.
        var attributed: InlineAttributeRewriter? = nil
        if mayHoldAttributeLists, !links.isEmpty {
            var lists = InlineAttributeRewriter(file: file, lines: lines)
            lists.collect(after: links)
            diagnostics += lists.diagnostics
            attributed = lists
        }
        var blockLists: BlockAttributeLists? = nil
        if mayHoldBlockLists, !paragraphs.isEmpty {
            blockLists = BlockAttributeLists(file: file, lines: lines)
            blockLists?.collect(from: paragraphs)
        }
        // CriticMarkup before keys, which would read `{++a++}` as a key.
        if mayHoldCritic { texts += CriticMarks.apply(to: texts) }
        if mayHoldEmoji { EmojiShortcodes.apply(to: texts) }
        if mayHoldKeys { texts += KeyboardKeys.apply(to: texts) }
        if mayHoldCarets { texts += CaretMarks.apply(to: texts) }
        if mayHoldTildes { texts += TildeMarks.apply(to: texts) }
        if mayHoldTags {
            let root = SitePaths.rootPrefix(from: page.outputPath), urls = plan.urls
            texts += InlineTags.apply(to: texts, known: Set(page.tags.map { $0.lowercased() })) { name in
                urls.link(root + GeneratedPages.listPath(folder: "tags", name: name, urls: urls))
            }
        }
        // The author's raw HTML, as the site's mode leaves it, before any rewrite adds HTML of its own.
        if !rawHTMLNodes.isEmpty {
            var filter = RawHTMLFilter(mode: rawHTML, file: file, lines: lines, sanitizer: sanitizer)
            for html in filter.apply(to: rawHTMLNodes) where !html.isEmpty { anchors.insertRawHTML(html) }
            diagnostics += filter.diagnostics
        }
        anchors.insertFootnotes(labels: footnoteLabels, references: footnoteReferences)
        var rewriter = LinkRewriter(plan: plan, page: page, file: file, lines: lines, filtersURLs: rawHTML.filtersURLs)
        rewriter.remoteImages = remoteImages
        rewriter.warnsAboutRemoteImages = warnsAboutRemoteImages
        rewriter.lookups = lookups
        rewriter.locations = wikiLinks?.locations ?? [:]
        rewriter.rewrite(links)
        diagnostics += rewriter.diagnostics
        wikiLinks?.finishMedia()
        attributed?.apply(anchors: &anchors, sizes: rewriter.sizedImages)

        let (diagrams, rendered) = replaceDiagrams(blocks, file: file, lines: lines, includedLines: includedLines,
                                                   anchors: &anchors, diagnostics: &diagnostics)
        let levels = pageTOCLevels(page, file: file, diagnostics: &diagnostics)
        let (toc, hasH1, titleHTML) = anchorHeadings(headings, in: document, listing: levels, anchors: &anchors, formulas: &formulas)
        // Once the headings' ids and entries are made from their text (an image's alt text is part of it),
        // before any part of the page is written as HTML of its own.
        rewriter.writeSizedImages()
        formulas.replaceRest()
        // After the headings' ids and the table of contents are made from their text.
        pageAbbreviations.apply(to: texts)
        for block in mathBlocks { formulas.replace(block: block) }
        diagnostics += formulas.diagnostics
        // A block followed by an ordered list may be annotated: read once every block is written, so code in
        // the notes has its frame too.
        var annotatable: [(node: MarkupNode, html: String, list: MarkupNode)] = []
        for block in codeBlocks {
            let list = block.next
            let html = CodeBlockChrome(info: block.fenceInfo ?? "").html(code: block.literal ?? "", highlighter: highlighter)
            if let made = block.replace(withRawHTML: html), let list, list.orderedListStart == 1 { annotatable.append((made, html, list)) }
        }
        var annotations = CodeAnnotations(words: words)
        for block in annotatable {
            if let annotated = annotations.apply(blockHTML: block.html, list: block.list) { block.node.replace(withRawHTML: annotated) }
        }
        // Outermost first: a callout's children move out of its quote, inner quotes with them. Tabs are
        // block quotes too (`=== "Title"`); each run of them becomes one set.
        var tabs = ContentTabs()
        tabs.emoji = emoji
        var elementFilter = RawHTMLFilter(mode: rawHTML, file: file, lines: lines, sanitizer: sanitizer)
        for quote in tabs.apply(to: quotes) {
            if marksHTML, let element = quote.markdownHTMLElement {
                MarkdownInHTML.apply(to: quote, element: element, filter: &elementFilter, anchors: &anchors)
            } else {
                Admonition.apply(to: quote, emoji: emoji, words: words)
            }
        }
        diagnostics += elementFilter.diagnostics
        // Last, once their inline content is final and callouts have read their first lines: a block's
        // HTML is written with its id, or with the attributes its last line lists.
        if var blockLists {
            blockLists.apply(anchors: &anchors, annotations: &annotations)
            diagnostics += blockLists.diagnostics
        }
        if mayHoldBlockIDs, !paragraphs.isEmpty {
            var blockIDs = BlockReferences(file: file, lines: lines)
            blockIDs.apply(to: paragraphs, anchors: &anchors)
            diagnostics += blockIDs.diagnostics
        }

        // 4. cmark renders.
        let html = document.renderHTML()
        for reference in rewriter.localFragments where !anchors.ids.contains(reference.fragment) {
            diagnostics.append(Diagnostic(file: file, line: reference.line, column: reference.column, severity: .warning,
                                          message: "broken link '#\(reference.fragment)' (no such anchor on this page)",
                                          sourceLine: reference.sourceLine, code: DiagnosticCode.brokenLink))
        }
        if let warning = SocialImage.diagnostic(for: page, plan: plan, file: file, lines: lines, lookups: lookups) {
            diagnostics.append(warning)
        }
        var anchorReferences = rewriter.anchorReferences
        if let prose {
            diagnostics = diagnostics.map { CodeIncludeRewriter.locate($0, in: prose, file: file) }
            anchorReferences = anchorReferences.map { CodeIncludeRewriter.locate($0, in: prose, file: file) }
        }
        diagnostics += proseDiagnostics
        var result = RenderedPage(bodyHTML: html, titleHTML: titleHTML, toc: toc, hasOwnH1: hasH1, anchors: anchors.ids,
                                  anchorReferences: anchorReferences, diagnostics: diagnostics,
                                  diagrams: diagrams, renderedDiagrams: rendered)
        result.siteLookups = lookups?.recorded
        return (result, marksHTML)
    }

    /// `body` without its Obsidian comments; a comment never closed is a warning where it opens.
    private func stripComments(_ body: String, file: String, lines: LineIndex, diagnostics: inout [Diagnostic]) -> String {
        let (stripped, unclosed) = ObsidianComments.strip(body)
        if let unclosed {
            let message = unclosed.mark == "%%"
                ? "comment '%%' is never closed: the rest of the note is left out, as Obsidian hides it; close it with another '%%'"
                : "MDX comment '{/*' is never closed: the rest of the note is left out; close it with '*/}'"
            diagnostics.append(Diagnostic(file: file, line: unclosed.line, column: unclosed.column, severity: .warning,
                                          message: message,
                                          sourceLine: lines.line(unclosed.line), code: DiagnosticCode.comment))
        }
        return stripped
    }


    /// The node kinds the one pass over a parsed page collects.
    static let walkedKinds: Set<MarkupNodeKind> = [.link, .image, .codeBlock, .heading, .htmlBlock, .htmlInline, .blockQuote,
                                                   .footnoteReference, .footnoteDefinition]
    /// ``walkedKinds``, with formulas for a document the math extension parsed and text nodes for one that
    /// may hold emoji shortcodes (made once each).
    static func walkedKinds(math: Bool, text: Bool) -> Set<MarkupNodeKind> { walkedKindChoices[(math ? 1 : 0) | (text ? 2 : 0)] }
    private static let walkedKindChoices: [Set<MarkupNodeKind>] = (0..<4).map { bits in
        walkedKinds.union(bits & 1 != 0 ? [.math] : []).union(bits & 2 != 0 ? [.text] : [])
    }
}
