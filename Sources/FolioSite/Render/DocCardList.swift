import Foundation

// Why: a Docusaurus category's index page is often no more than `<DocCardList />`: a card for each
// page and sub-category of the category, drawn from the sidebar. A static page has no React to run it,
// and dropping it (with a raw HTML warning) left those pages empty. The cards come from the navigation
// tree, which a rendered body must not depend on (a kept body outlives a retitled page), so rendering
// leaves a marker paragraph where the line was, and the page's template values put the cards there
// (``PageContext``); the page's key holds what the cards show (``PageKeys``).

/// Docusaurus' `<DocCardList />`: the cards of the current sidebar category's items.
enum DocCardList {
    /// The text the line becomes: a paragraph of three private-use characters, as no note writes it.
    static let marker = "\u{F8FF}\u{F8FF}\u{F8FF}"
    /// The marker paragraph as cmark writes it.
    static let markerParagraph = "<p>" + marker + "</p>"

    private static let tag = Array("<DocCardList".utf8)

    /// Whether the text may hold the component (a `<DocCardList` anywhere).
    static func mayOccur(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        tag.withUnsafeBufferPointer { String.firstOffset(of: $0, in: bytes, from: 0) != nil }
    }

    /// `text` with each line that is the component alone (`<DocCardList />`, with any props, or
    /// `<DocCardList></DocCardList>`) outside code blocks replaced by the marker paragraph; nil when none is.
    static func marking(_ text: String) -> String? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var fences = FenceTracker()
        var changed = false
        for index in lines.indices {
            var line = String(lines[index])
            let marked = line.withUTF8 { bytes -> Bool in
                var first = 0
                while first < bytes.count, bytes[first] == 32 { first += 1 }
                if fences.readsFence(bytes, first: first, indent: first, end: bytes.count) || fences.isInside || first >= 4 { return false }
                return isComponentLine(String(decoding: UnsafeBufferPointer(rebasing: bytes[first...]), as: UTF8.self))
            }
            if marked {
                // The same number of lines: diagnostics keep their line numbers (Docusaurus writes the
                // component between blank lines; a marker run into a paragraph is left out, ``PageContext``).
                lines[index] = Substring(marker)
                changed = true
            }
        }
        return changed ? lines.joined(separator: "\n") : nil
    }

    /// Whether `line` (its leading spaces dropped) is the component alone.
    static func isComponentLine(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("<DocCardList") else { return false }
        let after = trimmed.dropFirst("<DocCardList".count)
        guard let next = after.first, next == " " || next == "/" || next == ">" || next == "\t" else { return false }
        return trimmed.hasSuffix("/>") || trimmed.hasSuffix("</DocCardList>")
    }

    /// `html` without the marker (its paragraph, or the characters where it ran into another).
    static func withoutMarkers(_ html: String) -> String {
        html.replacingOccurrences(of: markerParagraph, with: "").replacingOccurrences(of: marker, with: "")
    }

    /// The items a page's cards show: a section page's children, else its section's other entries (the
    /// top-level entries for a page in no section); empty for a page the navigation leaves out.
    static func items(of outputPath: String, in navigation: SiteNavigation) -> [Int] {
        guard let item = navigation.item(forOutput: outputPath) else { return [] }
        if navigation.items[item].isSection { return navigation.items[item].children }
        let siblings = navigation.items[item].parent.map { navigation.items[$0].children } ?? navigation.roots
        return siblings.filter { $0 != item }
    }

    /// The cards of the page written at `outputPath`: each page with its summary, each section with its
    /// number of items, each link to another site with its address, as Docusaurus draws them.
    static func html(for outputPath: String, navigation: SiteNavigation, plan: SitePlan, words: UIText = .english) -> String {
        let items = items(of: outputPath, in: navigation)
        guard !items.isEmpty else { return "" }
        let wanted = Set(items.compactMap { navigation.items[$0].outputPath })
        var summaries: [String: String] = [:]
        for page in plan.pages where wanted.contains(page.outputPath) { summaries[page.outputPath] = page.summary }
        var html = "<div class=\"doc-cards\">\n"
        for index in items {
            let item = navigation.items[index]
            let icon: String, description: String, href: String
            if let external = item.externalURL {
                (icon, description, href) = ("🔗", external, external)
            } else if item.isSection {
                let target = item.outputPath ?? navigation.firstPage(under: index).flatMap { navigation.items[$0].outputPath }
                guard let target else { continue }
                let count = item.children.count
                (icon, description, href) = ("🗃️", count == 1 ? words[.itemCountOne] : words.format(.itemCount, n: count), plan.pageURL(from: outputPath, to: target))
            } else if let target = item.outputPath {
                (icon, description, href) = ("📄️", summaries[target] ?? "", plan.pageURL(from: outputPath, to: target))
            } else {
                continue
            }
            html += "<a class=\"doc-card\" href=\"\(href.htmlEscaped)\"><span class=\"doc-card-title\"><span aria-hidden=\"true\">\(icon)</span> "
                + item.title.htmlEscaped + "</span>"
            if !description.isEmpty { html += "<span class=\"doc-card-description\">\(description.htmlEscaped)</span>" }
            html += "</a>\n"
        }
        return html + "</div>"
    }
}
