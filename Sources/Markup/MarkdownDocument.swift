import CCmarkGFM
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A parsed Markdown document: a cmark-gfm tree plus the raw HTML fragments spliced into it.
///
/// Ownership is simple on purpose: the document owns the whole cmark tree and frees it in
/// `deinit`. Every ``MarkupNode`` keeps its document alive, so a node can never outlive the
/// memory it points at. Nodes that are replaced are freed at once, so do not keep using a
/// node after calling ``MarkupNode/replace(withRawHTML:)`` or ``MarkupNode/remove()``.
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

        public init(footnotes: Bool = true, smartPunctuation: Bool = false, allowRawHTML: Bool = true) {
            self.footnotes = footnotes
            self.smartPunctuation = smartPunctuation
            self.allowRawHTML = allowRawHTML
        }

        var cmarkFlags: Int32 {
            var flags: Int32 = CMARK_OPT_DEFAULT | CMARK_OPT_VALIDATE_UTF8
            if footnotes { flags |= CMARK_OPT_FOOTNOTES }
            if smartPunctuation { flags |= CMARK_OPT_SMART }
            if allowRawHTML { flags |= CMARK_OPT_UNSAFE }
            return flags
        }
    }

    let rootPointer: OpaquePointer
    let options: Options
    /// HTML that must reach the output untouched (no tagfilter), keyed by placeholder index.
    var rawFragments: [String] = []

    /// Parses `text` as GitHub Flavored Markdown with the table, strikethrough, autolink,
    /// tagfilter and tasklist extensions (plus footnotes unless disabled).
    public init(parsing text: String, options: Options = Options()) {
        let runtime = CMarkRuntime.shared
        self.options = options
        let flags = options.cmarkFlags
        let parser = cmark_parser_new(flags)
        for ext in runtime.extensions { cmark_parser_attach_syntax_extension(parser, ext) }
        var source = text
        source.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                if let base = chars.baseAddress { cmark_parser_feed(parser, base, chars.count) }
            }
        }
        // cmark_parser_finish always returns a document node (possibly empty).
        rootPointer = cmark_parser_finish(parser)!
        cmark_parser_free(parser)
    }

    deinit {
        cmark_node_free(rootPointer)
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
        var collector = KindCollector(kinds: [kind])
        walk(&collector)
        return collector.found
    }

    /// Every node whose kind is in `kinds`, in document order.
    public func nodes(of kinds: Set<MarkupNodeKind>) -> [MarkupNode] {
        var collector = KindCollector(kinds: kinds)
        walk(&collector)
        return collector.found
    }

    /// Renders the (possibly rewritten) tree with cmark-gfm's own HTML renderer, then puts
    /// the raw HTML fragments back in place of their placeholders.
    public func renderHTML() -> String {
        spliceRawFragments(into: renderHTML(of: rootPointer))
    }

    func renderHTML(of node: OpaquePointer) -> String {
        let runtime = CMarkRuntime.shared
        guard let chars = cmark_render_html(node, options.cmarkFlags | CMARK_OPT_UNSAFE, runtime.extensionList) else {
            return ""
        }
        defer { free(chars) }
        return String(cString: chars)
    }

    // MARK: Raw HTML placeholders

    static let placeholderPrefix = "<!--\u{E000}folio-raw:"
    static let placeholderSuffix = "-->"

    func registerRawFragment(_ html: String) -> String {
        rawFragments.append(html)
        return MarkdownDocument.placeholderPrefix + String(rawFragments.count - 1) + MarkdownDocument.placeholderSuffix
    }

    func spliceRawFragments(into html: String) -> String {
        guard !rawFragments.isEmpty else { return html }
        var out = ""
        out.reserveCapacity(html.utf8.count + rawFragments.reduce(0) { $0 + $1.utf8.count })
        var rest = html[...]
        while let start = rest.firstRange(of: MarkdownDocument.placeholderPrefix) {
            out += rest[..<start.lowerBound]
            let afterPrefix = rest[start.upperBound...]
            guard let end = afterPrefix.firstRange(of: MarkdownDocument.placeholderSuffix),
                  let index = Int(afterPrefix[..<end.lowerBound]),
                  rawFragments.indices.contains(index) else {
                out += rest[start]
                rest = afterPrefix
                continue
            }
            out += rawFragments[index]
            rest = afterPrefix[end.upperBound...]
            // An HTML block placeholder renders with a trailing newline we keep.
        }
        out += rest
        return out
    }
}

private struct KindCollector: MarkupWalker {
    let kinds: Set<MarkupNodeKind>
    var found: [MarkupNode] = []

    mutating func visit(_ node: MarkupNode) -> WalkAction {
        if kinds.contains(node.kind) { found.append(node) }
        return .descend
    }
}
