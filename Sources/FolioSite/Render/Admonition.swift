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
        let heading = "<span class=\"admonition-icon\" aria-hidden=\"true\"></span>" + title.htmlEscaped
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
