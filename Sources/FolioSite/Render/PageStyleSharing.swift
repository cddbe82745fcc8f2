// Why: a page's diagrams are drawn with shared style sheets (`RenderOptions.sharesStyleSheet`), so
// diagrams that need the same rules carry byte-identical `<style>` elements. A style element in an
// inline SVG applies to the whole page, so the first copy is enough: the seed page with seven
// diagrams drops most of its CSS (issue 20, "emit the shared diagram stylesheet once").

/// Keeps the first copy of each shared diagram style element of one page and drops the others.
struct PageStyleSharing {
    /// The contents of the shared style elements already on the page.
    private var seen: Set<Substring> = []

    /// `svg` without the shared style elements an earlier diagram of this page already carries.
    ///
    /// Reads the engine's own output: the root tag, an optional `<title>` and `<desc>`, then the
    /// `<style>` elements (their CSS never holds `<`, the writer escapes it). Only class-scoped parts
    /// (starting `.fm-`) are shared; a part scoped by the diagram's id is its own and always kept.
    mutating func removingRepeatedStyles(from svg: String) -> String {
        let bytes = svg.utf8
        guard let rootEnd = bytes.firstIndex(of: UInt8(ascii: ">")) else { return svg }
        var cursor = bytes.index(after: rootEnd)
        for element in ["title", "desc"] {
            if let after = Self.skipElement(element, in: svg, at: cursor) { cursor = after }
        }
        var kept = String(svg[..<cursor])
        var changed = false
        let open = "<style>", close = "</style>"
        while svg[cursor...].hasPrefix(open) {
            let contentStart = svg.utf8.index(cursor, offsetBy: open.utf8.count)
            guard let end = svg[contentStart...].range(of: close) else { break }
            let content = svg[contentStart..<end.lowerBound]
            if content.hasPrefix(".fm-"), !seen.insert(content).inserted {
                changed = true
            } else {
                kept += svg[cursor..<end.upperBound]
            }
            cursor = end.upperBound
        }
        guard changed else { return svg }
        kept += svg[cursor...]
        return kept
    }

    /// The index after `<name …>…</name>` when one starts at `index`.
    private static func skipElement(_ name: String, in svg: String, at index: String.Index) -> String.Index? {
        guard svg[index...].hasPrefix("<" + name + " ") || svg[index...].hasPrefix("<" + name + ">"),
              let end = svg[index...].range(of: "</" + name + ">") else { return nil }
        return end.upperBound
    }
}
