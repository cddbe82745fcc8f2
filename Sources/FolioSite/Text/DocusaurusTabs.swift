// Why: Docusaurus' docs show code for several languages or package managers in `<Tabs>` of `<TabItem>`s,
// MDX components (JSX) that a static page has nothing to run. Left as raw HTML they were sanitised away
// and their bodies, indented under the tags, read as indented code. Folio already draws MkDocs-Material's
// content tabs (`=== "Title"`), which switch without JavaScript; this text pass rewrites each well-formed
// `<Tabs>` element into them before the note is parsed, line for line, so every line keeps its number.
import Foundation

/// Rewrites Docusaurus' `<Tabs>` … `<TabItem value label default>` … `</Tabs>` into content tabs (README
/// "Content tabs"). A tag line becomes a blank line, a `<TabItem>`'s first line its `===` line (`===!` starts
/// each set, `+` marks the default tab), and its body is indented four columns past the set's own indent,
/// its common indent removed. Anything it does not understand stays as written (raw HTML, as before).
enum DocusaurusTabs {
    /// Whether `text` may hold a set: the bytes `<Tabs` somewhere (``TagCandidates``, which every note is asked).
    static func mayOccur(in text: String) -> Bool {
        TagCandidates.found(in: text).contains(.tabs)
    }

    /// `text` with its sets rewritten, or nil when none is well formed. Fenced code is never read; a set inside
    /// an item's body is rewritten with the body (its fences read before the body moves four columns in,
    /// where a fence would no longer be one).
    static func rewrite(_ text: String) -> String? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var fences = FencedCodeLines()
        var changed = false
        var index = 0
        while index < lines.count {
            if !fences.isCode(lines[index][...]), JSXTag.opens("Tabs", lines[index]), let set = TabSet(lines, from: index) {
                lines.replaceSubrange(set.range, with: set.rewritten(lines))
                changed = true
                index = set.range.upperBound
                continue
            }
            index += 1
        }
        return changed ? lines.joined(separator: "\n") : nil
    }

    /// One `<Tabs>` element: where its lines are and its items.
    struct TabSet {
        struct Item {
            var label: String
            var isDefault: Bool
            /// The opening tag's first line.
            var tagLine: Int
            /// The body's lines: between the opening tag and the closing one, or, for an item written on one
            /// line (`<TabItem value="a">Text</TabItem>`), the blank line after it, which takes `inlineBody`.
            var body: Range<Int>
            var inlineBody: String?
        }

        private(set) var range: Range<Int>
        private(set) var indent: Int
        private(set) var items: [Item] = []

        /// Reads the set that opens on line `start`; nil unless it is closed, holds only items and blank lines
        /// between them, and every item is closed on a line of its own.
        init?(_ lines: [String], from start: Int) {
            guard let opening = JSXTag("Tabs", lines, from: start), opening.rest.allSatisfy(\.isWhitespace) else { return nil }
            indent = Self.indent(of: lines[start])
            range = start..<start
            let labels = opening.labelsByValue("values")
            let defaultValue = opening.string("defaultValue")
            var index = opening.end + 1
            while index < lines.count {
                let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
                if trimmed.isEmpty { index += 1; continue }
                if trimmed == "</Tabs>" {
                    guard !items.isEmpty else { return nil }
                    range = start..<(index + 1)
                    return
                }
                guard JSXTag.opens("TabItem", lines[index]), let tag = JSXTag("TabItem", lines, from: index) else { return nil }
                let value = tag.string("value")
                let label = tag.string("label") ?? value.flatMap { labels[$0] } ?? value ?? "Tab \(items.count + 1)"
                var item = Item(label: label.replacingOccurrences(of: "\"", with: "'"),
                                isDefault: tag.flag("default") || (value != nil && value == defaultValue),
                                tagLine: index, body: (tag.end + 1)..<(tag.end + 1))
                let rest = tag.rest.trimmingCharacters(in: .whitespaces)
                if rest.hasSuffix("</TabItem>") {
                    // One line: its text takes the blank line after it.
                    guard tag.end + 1 < lines.count, lines[tag.end + 1].allSatisfy(\.isWhitespace) else { return nil }
                    item.inlineBody = String(rest.dropLast("</TabItem>".count))
                    item.body = (tag.end + 1)..<(tag.end + 2)
                    items.append(item)
                    index = tag.end + 2
                    continue
                }
                guard rest.isEmpty, let end = Self.closingLine(lines, after: tag.end) else { return nil }
                item.body = (tag.end + 1)..<end
                items.append(item)
                index = end + 1
            }
            return nil
        }

        /// The line of the `</TabItem>` that closes an item opened before `start`, counting the items of sets
        /// inside it, outside fenced code; nil when it is not found or is not alone on its line.
        private static func closingLine(_ lines: [String], after start: Int) -> Int? {
            var fences = FencedCodeLines()
            var depth = 0
            for index in (start + 1)..<lines.count where !fences.isCode(lines[index][...]) {
                let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
                if trimmed == "</TabItem>" {
                    if depth == 0 { return index }
                    depth -= 1
                } else if trimmed.contains("</TabItem>") {
                    if !(JSXTag.opens("TabItem", lines[index]) && trimmed.hasSuffix("</TabItem>")) { return nil }
                } else if JSXTag.opens("TabItem", lines[index]) {
                    depth += 1
                }
            }
            return nil
        }

        /// The set's lines as content tabs, as many as it had.
        func rewritten(_ lines: [String]) -> [String] {
            var out = [String](repeating: "", count: range.count)
            let pad = String(repeating: " ", count: indent)
            let bodyPad = String(repeating: " ", count: indent + 4)
            let shown = items.firstIndex(where: \.isDefault)
            for (number, item) in items.enumerated() {
                let marks = (number == 0 ? "!" : "") + (number == shown ? "+" : "")
                out[item.tagLine - range.lowerBound] = "\(pad)===\(marks) \"\(item.label)\""
                if let inline = item.inlineBody {
                    out[item.body.lowerBound - range.lowerBound] = bodyPad + inline.trimmingCharacters(in: .whitespaces)
                    continue
                }
                let common = lines[item.body].filter { !$0.allSatisfy(\.isWhitespace) }.map(Self.indent).min() ?? 0
                var body = lines[item.body].map { String($0.dropFirst(common)) }
                if let nested = DocusaurusTabs.rewrite(body.joined(separator: "\n")) {
                    body = nested.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                }
                for (offset, line) in body.enumerated() where !line.allSatisfy(\.isWhitespace) {
                    out[item.body.lowerBound - range.lowerBound + offset] = bodyPad + line
                }
            }
            return out
        }

        /// The blanks (spaces and tabs) a line starts with.
        static func indent(of line: String) -> Int {
            line.prefix { $0 == " " || $0 == "\t" }.count
        }
    }
}
