import Markup

/// MkDocs-Material's content tabs: neighbouring `=== "Title"` blocks (bodies indented four spaces) become
/// one set of tabs, as code samples in several languages are usually shown.
///
/// ```markdown
/// === "Swift"
///     let x = 1
/// === "Python"
///     x = 1
/// ```
///
/// Why radio inputs and labels (MkDocs-Material's own way): the tabs switch without JavaScript, from
/// `file://` and with scripts off; each set's radio group is one stop for Tab, and the arrow keys move
/// between its tabs, as in any radio group. The theme shows the block of the checked input (`widgets.css`,
/// up to 20 tabs a set). `===+` is the tab shown first; `===!` starts a new set right after another.
///
/// Why on the tree: a tab's body is Markdown that cmark renders (code, diagrams, callouts); each tab's
/// block quote is swapped for a `<div class="tabbed-block">` around the same children, the first one
/// opening the set, the last one closing it. Titles are escaped, with `` `code` `` spans.
struct ContentTabs {
    /// The tab sets of a page, numbered from 1 for their inputs' ids (`__tabbed_2_1`: set 2, tab 1).
    private(set) var sets = 0
    /// Whether the titles' shortcodes become emoji (`markdown.emoji`).
    var emoji = false

    /// Turns every run of neighbouring tabs among `quotes` (block quotes in document order) into a tab
    /// set, and returns the quotes that are not tabs.
    mutating func apply(to quotes: [MarkupNode]) -> [MarkupNode] {
        var others: [MarkupNode] = []
        var done = Set<MarkupNode>()
        for quote in quotes where !done.contains(quote) {
            guard let first = quote.admonition, first.syntax == .tab else {
                others.append(quote)
                continue
            }
            var tabs = [(node: quote, marker: first)]
            var cursor = quote.next
            while let node = cursor, let marker = node.admonition, marker.syntax == .tab, !marker.startsSet {
                tabs.append((node, marker))
                cursor = node.next
            }
            sets += 1
            write(tabs, set: sets)
            done.formUnion(tabs.map(\.node))
        }
        return others
    }

    private func write(_ tabs: [(node: MarkupNode, marker: AdmonitionMarker)], set: Int) {
        let shown = tabs.firstIndex { $0.marker.selected } ?? 0
        var opening = "<div class=\"tabbed-set\" data-tabs=\"\(set):\(tabs.count)\">"
        for index in tabs.indices {
            opening += "<input type=\"radio\" name=\"__tabbed_\(set)\" id=\"__tabbed_\(set)_\(index + 1)\""
                + (index == shown ? " checked>" : ">")
        }
        opening += "<div class=\"tabbed-labels\">"
        for (index, tab) in tabs.enumerated() {
            opening += "<label for=\"__tabbed_\(set)_\(index + 1)\">\(Admonition.titleHTML(tab.marker.title ?? "", emoji: emoji))</label>"
        }
        opening += "</div><div class=\"tabbed-content\">"
        for (index, tab) in tabs.enumerated() {
            let last = index == tabs.count - 1
            tab.node.unwrap(openingHTML: (index == 0 ? opening : "") + "<div class=\"tabbed-block\">",
                            closingHTML: last ? "</div></div></div>" : "</div>")
        }
    }
}
