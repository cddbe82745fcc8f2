import Markup

/// Callouts: GitHub's alert syntax, a block quote whose first line is `[!NOTE]`, `[!TIP]`,
/// `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]` (any case; Obsidian's and MkDocs-Material's other names
/// such as `[!INFO]` or `[!DANGER]` too), and the admonitions the parser read in Docusaurus/VitePress
/// (`:::note` … `:::`) or MkDocs (`!!! note`, `??? note`) syntax (``AdmonitionMarker``).
///
/// Beyond GitHub (README "Callouts and admonitions"): text after the marker is the title (`> [!TIP]
/// Faster builds`), and `[!NOTE]-` / `[!NOTE]+` make it collapsible, closed or open (`<details>`).
/// Anything else stays a block quote.
///
/// Why on the tree: the callout's content is still Markdown that cmark renders (links, code,
/// diagrams inside it keep working); only the marker line is taken out and the quote is swapped
/// for a `<div>` (or `<details>`) around the same children. The title is escaped here.
struct Admonition {
    typealias Kind = AdmonitionMarker.Style
    typealias Fold = AdmonitionMarker.Fold

    /// The icon's outline (16×16, filled with the title's colour): drawn inline, so a page needs
    /// no image file and no network.
    static func iconPath(_ kind: Kind) -> String {
        switch kind {
            case .note: return "M8 0a8 8 0 1 1 0 16A8 8 0 0 1 8 0Zm0 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM7 7h2v5H7Zm1-3.25a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2Z"
            case .tip: return "M8 0a5.5 5.5 0 0 1 3.2 9.97c-.45.33-.7.72-.7 1.1V12H5.5v-.93c0-.38-.25-.77-.7-1.1A5.5 5.5 0 0 1 8 0Zm0 1.5a4 4 0 0 0-2.32 7.26c.7.5 1.22 1.2 1.3 2.04h2.04c.08-.84.6-1.54 1.3-2.04A4 4 0 0 0 8 1.5ZM5.75 13.5h4.5V15a1 1 0 0 1-1 1h-2.5a1 1 0 0 1-1-1Z"
            case .important: return "M1.75 1h12.5c.97 0 1.75.78 1.75 1.75v8.5c0 .97-.78 1.75-1.75 1.75H8.06l-3.3 2.77A.75.75 0 0 1 3.5 15.2V13H1.75C.78 13 0 12.22 0 11.25v-8.5C0 1.78.78 1 1.75 1ZM7 3.5v5h2v-5Zm0 6v2h2v-2Z"
            case .warning: return "M6.46 1.2a1.75 1.75 0 0 1 3.08 0l6.26 11.2A1.75 1.75 0 0 1 14.26 15H1.74A1.75 1.75 0 0 1 .2 12.4ZM7 5v5h2V5Zm0 6.25v2h2v-2Z"
            case .caution: return "M4.7.2A.75.75 0 0 1 5.22 0h5.56c.2 0 .39.08.53.22l4.47 4.47c.14.14.22.33.22.53v5.56c0 .2-.08.39-.22.53l-4.47 4.47a.75.75 0 0 1-.53.22H5.22a.75.75 0 0 1-.53-.22L.22 11.31A.75.75 0 0 1 0 10.78V5.22c0-.2.08-.39.22-.53ZM7 4v5h2V4Zm0 6.5v2h2v-2Z"
        }
    }

    /// The look (colour and icon).
    let kind: Kind
    /// The type name as written (`info`, `danger`): the `data-admonition` attribute when it is not the
    /// look's own name.
    let type: String
    /// The title shown; nil shows none (MkDocs' `!!! note ""`).
    let title: String?
    let fold: Fold
    /// Whether the title's shortcodes become emoji here: a title the parser kept as written (`:::tip[…]`);
    /// a GitHub alert's title comes from the tree's text, where they already did.
    var titleEmoji = false

    /// Beside the text (`!!! note inline`, `inline end`) or in its flow.
    var placement = AdmonitionMarker.Placement.block

    /// The site's words for a title left unwritten (``UIText``, `calloutNote`…).
    private var words = UIText.english

    /// Reads the marker line (`[!NOTE]`, `[!note]- Custom title`); nil when it is not one.
    init?(markerLine: String, words: UIText = .english) {
        self.words = words
        var text = Substring(markerLine.trimming(" \t"))
        guard text.hasPrefix("[!"), let close = text.firstIndex(of: "]") else { return nil }
        let name = text[text.index(text.startIndex, offsetBy: 2)..<close].lowercased()
        guard let kind = AdmonitionMarker.style(ofType: name, syntax: .alert) else { return nil }
        text = text[text.index(after: close)...]
        var fold = Fold.none
        if text.first == "-" { fold = .closed; text = text.dropFirst() }
        else if text.first == "+" { fold = .open; text = text.dropFirst() }
        guard text.isEmpty || text.first == " " || text.first == "\t" else { return nil }
        let title = String(text).trimming(" \t")
        self.kind = kind
        type = name
        self.title = title.isEmpty ? Admonition.defaultTitle(of: name, words: words) : title
        self.fold = fold
    }

    /// The callout of an admonition the parser read (`:::tip[Title]`, `??? note`).
    init(marker: AdmonitionMarker, emoji: Bool = false, words: UIText = .english) {
        titleEmoji = emoji
        self.words = words
        kind = marker.style
        type = marker.type
        let written = marker.title?.trimming(" \t")
        if let written, !written.isEmpty || marker.fold == .none {
            title = written.isEmpty ? nil : written
        } else {
            title = Admonition.defaultTitle(of: marker.type, words: words)
        }
        fold = marker.fold
        placement = marker.placement
    }

    /// A type's title when none is written: its name, capitalised (`Note`, `Danger`), as MkDocs and
    /// Docusaurus show it; in the site's words for the common types (`Remarque` on a French site, as
    /// Docusaurus translates them).
    static func defaultTitle(of type: String, words: UIText = .english) -> String {
        let name = type.prefix(1).uppercased() + type.dropFirst()
        guard !words.isEnglish, let key = UIText.Key(rawValue: "callout" + name) else { return name }
        return words[key]
    }

    /// Makes `quote` a callout when its first line is a marker; returns whether it did.
    @discardableResult
    static func apply(to quote: MarkupNode, emoji: Bool = false, words: UIText = .english) -> Bool {
        if let marker = quote.admonition {
            let admonition = Admonition(marker: marker, emoji: emoji, words: words)
            return quote.unwrap(openingHTML: admonition.openingHTML, closingHTML: admonition.closingHTML)
        }
        guard quote.kind == .blockQuote, let paragraph = quote.firstChild, paragraph.kind == .paragraph else { return false }
        // The marker line: the paragraph's inline nodes up to its first line break.
        var line: [MarkupNode] = []
        var lineBreak: MarkupNode?
        var cursor = paragraph.firstChild
        while let node = cursor, line.count < 256 {
            if node.kind == .softBreak || node.kind == .lineBreak {
                lineBreak = node
                break
            }
            line.append(node)
            cursor = node.next
        }
        guard let first = line.first, first.kind == .text else { return false }
        let text = line.map { $0.kind == .text ? ($0.literal ?? "") : $0.plainText }.joined()
        guard let admonition = Admonition(markerLine: text, words: words) else { return false }
        for node in line { node.remove() }
        lineBreak?.remove()
        if paragraph.firstChild == nil { paragraph.remove() }
        return quote.unwrap(openingHTML: admonition.openingHTML, closingHTML: admonition.closingHTML)
    }

    var openingHTML: String {
        let side = placement == .inlineStart ? " inline" : placement == .inlineEnd ? " inline end" : ""
        var attributes = "class=\"admonition admonition-\(Admonition.name(of: kind))\(side)\""
        if type != Admonition.name(of: kind) { attributes += " data-admonition=\"\(type.htmlEscaped)\"" }
        let icon = "<svg class=\"admonition-icon\" viewBox=\"0 0 16 16\" aria-hidden=\"true\" focusable=\"false\"><path d=\"\(Admonition.iconPath(kind))\"/></svg>"
        let heading = icon + Admonition.titleHTML(title ?? Admonition.defaultTitle(of: type, words: words), emoji: titleEmoji)
        switch fold {
        case .none:
            guard title != nil else { return "<div \(attributes) role=\"note\">" }
            return "<div \(attributes) role=\"note\"><p class=\"admonition-title\">\(heading)</p>"
        case .open:
            return "<details \(attributes) open><summary class=\"admonition-title\">\(heading)</summary>"
        case .closed:
            return "<details \(attributes)><summary class=\"admonition-title\">\(heading)</summary>"
        }
    }

    /// A written title as HTML: escaped, with `` `code` `` spans as code (titles such as
    /// ``:::warning[Careful with `--clean`]`` name options and files); an odd backtick stays a backtick.
    /// With `emoji`, shortcodes outside the code spans become emoji (``EmojiShortcodes``).
    static func titleHTML(_ title: String, emoji: Bool = false) -> String {
        func text(_ part: Substring) -> String {
            let plain = String(part)
            return (emoji ? EmojiShortcodes.replacing(in: plain) ?? plain : plain).htmlEscaped
        }
        let parts = title.split(separator: "`", omittingEmptySubsequences: false)
        guard parts.count >= 3, parts.count % 2 == 1 else { return text(Substring(title)) }
        return parts.enumerated().map { index, part in
            index % 2 == 0 ? text(part) : "<code>\(String(part).htmlEscaped)</code>"
        }.joined()
    }

    /// A look's class name and GitHub's word for it (`note`, `caution`).
    static func name(of kind: Kind) -> String {
        switch kind {
        case .note: return "note"
        case .tip: return "tip"
        case .important: return "important"
        case .warning: return "warning"
        case .caution: return "caution"
        }
    }

    var closingHTML: String { fold == .none ? "</div>" : "</details>" }
}
