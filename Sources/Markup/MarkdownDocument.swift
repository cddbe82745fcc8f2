import CCmarkArena
import CCmarkGFM
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A parsed Markdown document: a cmark-gfm tree plus the raw HTML fragments spliced into it.
///
/// Ownership is simple on purpose: the document owns the whole cmark tree, cut from one arena,
/// and drops it in `deinit`. Every ``MarkupNode`` keeps its document alive, so a node can never
/// outlive the memory it points at. Nodes taken out of the tree by ``MarkupNode/replace(withRawHTML:)``
/// or ``MarkupNode/remove()`` are unlinked, not freed: the document keeps them (detached,
/// no longer rendered) until its own `deinit`, so a handle kept from before, or any copy of
/// it, still points at valid memory.
///
/// A document is not thread-safe: build, rewrite and render it on one thread. Different
/// documents can be used on different threads at the same time (that is how Folio builds
/// pages in parallel); cmark's global extension registry is initialised once, safely.
///
/// ```swift
/// let doc = MarkdownDocument(parsing: "# Hi\n\n```mermaid\ngraph TD; A-->B\n```\n")
/// for node in doc.nodes(of: .codeBlock) where node.fenceInfo == "mermaid" {
///     node.replace(withRawHTML: "<figure>…</figure>")
/// }
/// let html = doc.renderHTML()
/// ```
public final class MarkdownDocument {
    /// Parser/renderer switches. The defaults are GitHub's: footnotes on, raw HTML kept
    /// (the `tagfilter` extension still disarms `<script>`, `<style>`, `<iframe>`…).
    public struct Options: Sendable, Equatable {
        public var footnotes: Bool
        public var smartPunctuation: Bool
        public var allowRawHTML: Bool
        /// GitHub's math syntax: `$…$`, `` $`…`$ `` and `$$…$$` become ``MarkupNodeKind/math`` nodes.
        public var math: Bool
        /// Admonitions in Docusaurus/VitePress (`:::note` … `:::`) and MkDocs (`!!! note`) syntax become
        /// block quotes marked by the admonition extension (``MarkupNode/admonition``).
        public var admonitions: Bool
        /// Highlights, `==marked==` (Obsidian, MkDocs' pymdownx.mark), written as `<mark>`.
        public var highlights: Bool
        /// Definition lists (PHP Markdown Extra, Pandoc, MkDocs' `def_list`, Hugo): a paragraph of terms,
        /// then `:   definition` lines, written as `<dl>`, `<dt>` and `<dd>` (``MarkupNode/definitionListPart``).
        public var definitionLists: Bool
        /// Markdown inside HTML elements whose lines Folio's text pass marked (``MarkupNode/markdownHTMLElement``).
        public var markdownInHTML: Bool
        /// Strikethrough by double tildes only (`~~gone~~`): a single pair stays text, for the
        /// subscripts of `pymdownx.tilde` (`H~2~O`). False is GitHub's rule, where `~gone~` strikes too.
        public var doubleTildeStrikethrough: Bool

        public init(footnotes: Bool = true, smartPunctuation: Bool = false, allowRawHTML: Bool = true, math: Bool = true,
                    admonitions: Bool = true, highlights: Bool = true, definitionLists: Bool = true,
                    markdownInHTML: Bool = true, doubleTildeStrikethrough: Bool = false) {
            self.footnotes = footnotes
            self.smartPunctuation = smartPunctuation
            self.allowRawHTML = allowRawHTML
            self.math = math
            self.admonitions = admonitions
            self.highlights = highlights
            self.definitionLists = definitionLists
            self.markdownInHTML = markdownInHTML
            self.doubleTildeStrikethrough = doubleTildeStrikethrough
        }

        var cmarkFlags: Int32 {
            // No CMARK_OPT_VALIDATE_UTF8: the text comes from a Swift `String`, which is always
            // valid UTF-8, so cmark's second check would only cost time. (NUL bytes are
            // replaced by U+FFFD either way.)
            var flags: Int32 = CMARK_OPT_DEFAULT
            if footnotes { flags |= CMARK_OPT_FOOTNOTES }
            if smartPunctuation { flags |= CMARK_OPT_SMART }
            if allowRawHTML { flags |= CMARK_OPT_UNSAFE }
            if doubleTildeStrikethrough { flags |= CMARK_OPT_STRIKETHROUGH_DOUBLE_TILDE }
            return flags
        }
    }

    let rootPointer: OpaquePointer
    let options: Options
    /// HTML that must reach the output untouched (no tagfilter), keyed by placeholder index.
    var rawFragments: [String] = []
    /// Where the tree's memory comes from: cut from a few chunks, dropped with the document
    /// (`CCmarkArena`). It is entered only around this document's own cmark calls. Subtrees
    /// taken out of the tree (replaced or removed) stay in it until then, so old handles on them,
    /// and on their descendants, stay valid.
    let arena: OpaquePointer
    /// Whether the math extension parsed this document (math on, and a `$` before a non-blank in the
    /// text: ``SyntaxCandidates/mathMayOccur(in:)``). When false it has no ``MarkupNodeKind/math``
    /// node, and a page need not look for one.
    public let holdsMath: Bool
    /// Whether the admonition extension parsed this document (admonitions on, and `:::`, `!!!`, `???` or
    /// `===` in the text). When false no block quote is an admonition (``MarkupNode/admonition`` is nil).
    public let holdsAdmonitions: Bool

    /// cmark's allocator over arenas (every block knows its arena, or the system allocator when
    /// it was made with none entered), shared by every document and never freed.
    static let arenaMemory: UnsafeMutablePointer<cmark_mem> = {
        let memory = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
        memory.initialize(to: cmark_mem(calloc: folio_arena_calloc, realloc: folio_arena_realloc, free: folio_arena_free))
        return memory
    }()

    /// A new HTML node of `type` (block or inline) standing for `html`, which reaches the output
    /// untouched: it holds the fragment's placeholder (a line of its own for a block), and is made in
    /// this document's arena, not yet linked.
    func newRawHTMLNode(_ type: cmark_node_type, html: String) -> OpaquePointer? {
        rawFragments.append(html)
        let index = rawFragments.count - 1
        let block = type == CMARK_NODE_HTML_BLOCK
        // The placeholder is written as a C string on the stack (joining strings for it cost some
        // 2,000 instructions a node, and a page makes one for every heading).
        let prefix = MarkdownDocument.placeholderPrefixBytes, suffix = MarkdownDocument.placeholderSuffixBytes
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: prefix.count + 20 + suffix.count + 2) { buffer in
            var length = 0
            for byte in prefix { buffer[length] = CChar(bitPattern: byte); length += 1 }
            var digitCount = 1
            var scale = 10
            while scale <= index { digitCount += 1; scale *= 10 }
            var rest = index
            for position in stride(from: length + digitCount - 1, through: length, by: -1) {
                buffer[position] = CChar(48 + rest % 10)
                rest /= 10
            }
            length += digitCount
            for byte in suffix { buffer[length] = CChar(bitPattern: byte); length += 1 }
            if block { buffer[length] = 10; length += 1 }
            buffer[length] = 0
            return withArena {
                guard let node = cmark_node_new_with_mem(type, MarkdownDocument.arenaMemory) else { return nil }
                _ = cmark_node_set_literal(node, buffer.baseAddress!)
                return node
            }
        }
    }

    /// Runs `body` (cmark calls on this document only) with the document's arena entered.
    @inline(__always)
    func withArena<T>(_ body: () -> T) -> T {
        let previous = folio_arena_enter(arena)
        defer { folio_arena_enter(previous) }
        return body()
    }

    /// Parses `text` as GitHub Flavored Markdown with the table, strikethrough, autolink,
    /// tagfilter and tasklist extensions (plus footnotes unless disabled) and GitHub's math
    /// (unless disabled). Autolink, footnotes and math are switched on only when `text` could hold
    /// them (``SyntaxCandidates``): the tree and its HTML are the same, and cmark does less.
    public convenience init(parsing text: String, options: Options = Options()) {
        self.init(parsing: text, options: options, syntax: .whereItMayOccur)
    }

    /// When autolink is attached and footnotes (if ``Options/footnotes``) switched on: where
    /// ``SyntaxCandidates`` says they may occur (what Folio does), or always, or never (tests
    /// compare them).
    enum SyntaxAttachment { case whereItMayOccur, always, never }

    /// Parses `text`, attaching autolink and switching footnotes on as `syntax` says.
    init(parsing text: String, options: Options, syntax: SyntaxAttachment) {
        let runtime = CMarkRuntime.shared
        self.options = options
        let arena: OpaquePointer = folio_arena_create()
        self.arena = arena
        let previous = folio_arena_enter(arena)
        var source = text
        var mathAttached = false
        var admonitionsAttached = false
        let parser = source.withUTF8 { bytes in
            let raw = UnsafeRawBufferPointer(bytes)
            var flags = options.cmarkFlags
            let extensions: [OpaquePointer]
            switch syntax {
            case .whereItMayOccur:
                let candidates = SyntaxCandidates(in: raw)
                let math = options.math && SyntaxCandidates.mathMayOccur(in: raw)
                let admonitions = options.admonitions && SyntaxCandidates.admonitionMayOccur(in: raw)
                let highlights = options.highlights && SyntaxCandidates.highlightMayOccur(in: raw)
                let definitions = options.definitionLists && SyntaxCandidates.definitionListMayOccur(in: raw)
                let markdownHTML = options.markdownInHTML && raw.baseAddress.map { memchr($0, 1, raw.count) != nil } == true
                extensions = runtime.extensions(autolink: candidates.autolink, math: math, admonitions: admonitions,
                                                highlights: highlights, definitionLists: definitions, markdownHTML: markdownHTML)
                if !candidates.footnote { flags &= ~CMARK_OPT_FOOTNOTES }
            case .always:
                extensions = runtime.extensions(autolink: true, math: options.math, admonitions: options.admonitions,
                                                highlights: options.highlights, definitionLists: options.definitionLists,
                                                markdownHTML: options.markdownInHTML)
            case .never:
                extensions = runtime.extensions(autolink: false, math: options.math, admonitions: options.admonitions,
                                                highlights: options.highlights, definitionLists: options.definitionLists,
                                                markdownHTML: options.markdownInHTML)
                flags &= ~CMARK_OPT_FOOTNOTES
            }
            mathAttached = extensions.contains(runtime.math)
            admonitionsAttached = extensions.contains(runtime.admonitions)
            let parser = cmark_parser_new_with_mem(flags, MarkdownDocument.arenaMemory)
            for ext in extensions { cmark_parser_attach_syntax_extension(parser, ext) }
            bytes.withMemoryRebound(to: CChar.self) { chars in
                if let base = chars.baseAddress { cmark_parser_feed(parser, base, chars.count) }
            }
            return parser
        }
        // cmark_parser_finish always returns a document node (possibly empty).
        rootPointer = runtime.finish(parser)!
        holdsMath = mathAttached
        holdsAdmonitions = admonitionsAttached
        cmark_parser_free(parser)
        folio_arena_enter(previous)
    }

    deinit {
        // The whole tree, detached subtrees included, was cut from the arena: every cmark call of
        // Markup that allocates runs with it entered (`CmarkArenaTests` checks that none allocates
        // outside it). So the tree goes with the arena, without freeing it node by node.
        folio_arena_destroy(arena)
    }

    /// The document node.
    public var root: MarkupNode { MarkupNode(document: self, pointer: rootPointer) }

    /// Walks the whole tree in document order (pre-order) with `walker`.
    /// The walk is iterative, so deeply nested input cannot overflow the stack.
    public func walk<W: MarkupWalker>(_ walker: inout W) {
        root.walk(&walker)
    }

    /// Every node of `kind`, in document order. Collect first, then rewrite: mutating the
    /// tree while walking it is what this split avoids.
    public func nodes(of kind: MarkupNodeKind) -> [MarkupNode] {
        nodes(of: [kind])
    }

    /// Every node whose kind is in `kinds`, in document order. Iterates the raw tree and
    /// only wraps the matches, so it is cheap to call on long documents.
    public func nodes(of kinds: Set<MarkupNodeKind>) -> [MarkupNode] {
        var found: [MarkupNode] = []
        // A handful of kinds: cmark's own ones become a bit mask of raw types; any other kind is
        // found by a scan of the list (cheaper than hashing every node's kind).
        let wanted = Array(kinds)
        let wantedTypes = wanted.compactMap(MarkupNode.coreType(of:))
        if wantedTypes.count == wanted.count, let mask = CoreTypeMask(wantedTypes) {
            // Only cmark's own kinds: test raw types against a bit mask, never naming extension
            // nodes (table cells, strikethrough), whose kind is found by their type string.
            // Code spans and formulas share cmark's code type: a hit of that type is told by its kind
            // unless both are wanted.
            if wanted.contains(.code) != wanted.contains(.math) {
                MarkupNode.preorder(from: rootPointer) { node in
                    let type = MarkupNode.rawType(node)
                    if mask.contains(type), type != CMARK_NODE_CODE || wanted.contains(MarkupNode.kind(of: node)) {
                        found.append(MarkupNode(document: self, pointer: node))
                    }
                    return .descend
                }
                return found
            }
            MarkupNode.preorder(from: rootPointer) { node in
                if mask.contains(MarkupNode.rawType(node)) { found.append(MarkupNode(document: self, pointer: node)) }
                return .descend
            }
            return found
        }
        MarkupNode.preorder(from: rootPointer) { node in
            if wanted.contains(MarkupNode.kind(of: node)) { found.append(MarkupNode(document: self, pointer: node)) }
            return .descend
        }
        return found
    }

    /// Renders the (possibly rewritten) tree with cmark-gfm's own HTML renderer, then puts
    /// the raw HTML fragments back in place of their placeholders.
    public func renderHTML() -> String {
        renderHTML(of: rootPointer)
    }

    /// cmark's HTML for `node` with the raw fragments spliced in, copied once from cmark's
    /// buffer into the result.
    func renderHTML(of node: OpaquePointer) -> String {
        let runtime = CMarkRuntime.shared
        guard let chars = withArena({
            cmark_render_html_with_mem(node, options.cmarkFlags | CMARK_OPT_UNSAFE, runtime.extensionList,
                                       MarkdownDocument.arenaMemory)
        }) else {
            return ""
        }
        defer { folio_arena_free(chars) }
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(chars).assumingMemoryBound(to: UInt8.self), count: strlen(chars))
        return splicingRawFragments(into: bytes)
    }

    // MARK: Raw HTML placeholders

    static let placeholderPrefix = "<!--\u{E000}folio-raw:"
    static let placeholderSuffix = "-->"

    static let placeholderPrefixBytes = Array(placeholderPrefix.utf8)
    static let placeholderSuffixBytes = Array(placeholderSuffix.utf8)

    func registerRawFragment(_ html: String) -> String {
        rawFragments.append(html)
        return MarkdownDocument.placeholderPrefix + String(rawFragments.count - 1) + MarkdownDocument.placeholderSuffix
    }

    /// Replaces every placeholder in `html` by its fragment.
    func spliceRawFragments(into html: String) -> String {
        guard !rawFragments.isEmpty else { return html }
        var html = html
        return html.withUTF8 { splicingRawFragments(into: $0) }
    }

    /// Replaces every placeholder in `bytes` by its fragment, writing the result once.
    ///
    /// Placeholders are found by their private-use character (bytes EE 80 80), which HTML
    /// almost never holds, so `memchr` skips whole pages at a time; the `<!--` before it and
    /// the `folio-raw:N-->` after it are then checked in place.
    func splicingRawFragments(into bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard !rawFragments.isEmpty, let base = bytes.baseAddress else { return String(decoding: bytes, as: UTF8.self) }
        let opening: [UInt8] = Array("<!--".utf8)
        let marker: [UInt8] = Array("\u{E000}folio-raw:".utf8)
        var pieces: [(source: Range<Int>, fragment: Int?)] = []
        var i = 0
        var copiedUpTo = 0
        while i < bytes.count, let hit = memchr(base + i, Int32(marker[0]), bytes.count - i) {
            let at = UnsafeRawPointer(hit).assumingMemoryBound(to: UInt8.self) - base
            i = at + 1
            guard at >= opening.count, at + marker.count <= bytes.count,
                  memcmp(base + at - opening.count, opening, opening.count) == 0,
                  memcmp(base + at, marker, marker.count) == 0 else { continue }
            var j = at + marker.count
            var number = 0
            var digits = 0
            while j < bytes.count, bytes[j] >= 48, bytes[j] <= 57, digits < 9 {
                number = number * 10 + Int(bytes[j] - 48)
                j += 1
                digits += 1
            }
            let closes = j + 3 <= bytes.count && bytes[j] == 45 && bytes[j + 1] == 45 && bytes[j + 2] == 62
            guard digits > 0, closes, rawFragments.indices.contains(number) else { continue }
            pieces.append((copiedUpTo..<(at - opening.count), number))
            i = j + 3
            copiedUpTo = i
        }
        pieces.append((copiedUpTo..<bytes.count, nil))
        let capacity = pieces.reduce(0) { $0 + $1.source.count + ($1.fragment.map { rawFragments[$0].utf8.count } ?? 0) }
        return String(unsafeUninitializedCapacity: capacity) { out in
            var length = 0
            for piece in pieces {
                if !piece.source.isEmpty {
                    UnsafeMutableRawPointer(out.baseAddress! + length)
                        .copyMemory(from: base + piece.source.lowerBound, byteCount: piece.source.count)
                    length += piece.source.count
                }
                if let fragment = piece.fragment {
                    var text = rawFragments[fragment]
                    text.withUTF8 { fragmentBytes in
                        if let source = fragmentBytes.baseAddress {
                            UnsafeMutableRawPointer(out.baseAddress! + length).copyMemory(from: source, byteCount: fragmentBytes.count)
                        }
                        length += fragmentBytes.count
                    }
                }
            }
            return length
        }
    }
}
