import Markup

/// GitHub's alert syntax turned into callouts: a block quote whose first line is `[!NOTE]`,
/// `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]` (any case).
///
/// Beyond GitHub (README "Admonitions"): text after the marker is the title (`> [!TIP] Faster
/// builds`), and `[!NOTE]-` / `[!NOTE]+` make it collapsible, closed or open (`<details>`).
/// Anything else stays a block quote.
///
/// Why on the tree: the callout's content is still Markdown that cmark renders (links, code,
/// diagrams inside it keep working); only the marker line is taken out and the quote is swapped
/// for a `<div>` (or `<details>`) around the same children. The title is escaped here.
struct Admonition {
    enum Kind: String, CaseIterable {
        case note, tip, important, warning, caution

        var defaultTitle: String {
            switch self {
            case .note: return "Note"
            case .tip: return "Tip"
            case .important: return "Important"
            case .warning: return "Warning"
            case .caution: return "Caution"
            }
        }
    }

    enum Fold { case none, open, closed }

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

    let kind: Kind
    let title: String
    let fold: Fold

    /// Reads the marker line (`[!NOTE]`, `[!note]- Custom title`); nil when it is not one.
    init?(markerLine: String) {
        var text = Substring(markerLine.trimming(" \t"))
        guard text.hasPrefix("[!"), let close = text.firstIndex(of: "]") else { return nil }
        let name = text[text.index(text.startIndex, offsetBy: 2)..<close].lowercased()
        guard let kind = Kind(rawValue: name) else { return nil }
        text = text[text.index(after: close)...]
        var fold = Fold.none
        if text.first == "-" { fold = .closed; text = text.dropFirst() }
        else if text.first == "+" { fold = .open; text = text.dropFirst() }
        guard text.isEmpty || text.first == " " || text.first == "\t" else { return nil }
        let title = String(text).trimming(" \t")
        self.kind = kind
        self.title = title.isEmpty ? kind.defaultTitle : title
        self.fold = fold
    }

    /// Makes `quote` a callout when its first line is a marker; returns whether it did.
    @discardableResult
    static func apply(to quote: MarkupNode) -> Bool {
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
        guard let admonition = Admonition(markerLine: text) else { return false }
        for node in line { node.remove() }
        lineBreak?.remove()
        if paragraph.firstChild == nil { paragraph.remove() }
        return quote.unwrap(openingHTML: admonition.openingHTML, closingHTML: admonition.closingHTML)
    }

    var openingHTML: String {
        let classes = "admonition admonition-\(kind.rawValue)"
        let icon = "<svg class=\"admonition-icon\" viewBox=\"0 0 16 16\" aria-hidden=\"true\" focusable=\"false\"><path d=\"\(Admonition.iconPath(kind))\"/></svg>"
        let heading = icon + title.htmlEscaped
        switch fold {
        case .none:
            return "<div class=\"\(classes)\" role=\"note\"><p class=\"admonition-title\">\(heading)</p>"
        case .open:
            return "<details class=\"\(classes)\" open><summary class=\"admonition-title\">\(heading)</summary>"
        case .closed:
            return "<details class=\"\(classes)\"><summary class=\"admonition-title\">\(heading)</summary>"
        }
    }

    var closingHTML: String { fold == .none ? "</div>" : "</details>" }
}
