import Foundation
@testable import FolioSite

/// The first, `Character`-based implementation of ``MarkdownOutline``, kept as the test
/// oracle for the byte-level scanner: both must agree on every input. (It has the one
/// deliberate fix the byte scanner made: a setext underline after a finished paragraph no
/// longer removes a line from that paragraph.)
struct CharacterOutline {
    var firstH1: String?
    var firstH2: String?
    var firstParagraph: String?
    var mermaidBlocks = 0
    var hasH1 = false

    /// A heading's text without its `{#id}` (``HeadingID``), found on the String's own view.
    static func withoutHeadingID(_ text: Substring) -> Substring {
        guard let found = HeadingID.split(String(text)) else { return text }
        return text.prefix(found.text.count)
    }

    init(body: String, definitionLists: Bool = false) {
        var fence: (char: Character, count: Int)? = nil
        var paragraph: [Substring] = []
        var previous: Substring = ""
        var paragraphDone = false
        var inDefinition = false, endedByBlank = false, afterBlank = false
        for line in body.fastLines {
            let indent = line.leadingSpaces
            let stripped = line.dropFirst(indent)
            let firstByte = stripped.utf8.first
            if firstByte == 96 || firstByte == 126, let marker = FenceMarker(stripped), indent < 4 {
                if let open = fence {
                    if marker.char == open.char && marker.count >= open.count && marker.isBare { fence = nil }
                } else {
                    fence = (marker.char, marker.count)
                    let info = stripped.dropFirst(marker.count).trimmingTrailingWhitespace()
                    if info.split(separator: " ").first.map({ $0.lowercased() }) == "mermaid" { mermaidBlocks += 1 }
                    if !paragraph.isEmpty { paragraphDone = true }
                }
                if indent < 2 { inDefinition = false }
                endedByBlank = false
                previous = ""
                continue
            }
            if fence != nil { continue }
            if definitionLists && (!paragraphDone || endedByBlank) {
                if stripped.trimmingTrailingWhitespace().isEmpty {
                    if !paragraph.isEmpty && !paragraphDone { endedByBlank = true }
                    afterBlank = true
                } else {
                    if indent < 4, stripped.hasPrefix(": ") || stripped.hasPrefix(":\t") {
                        if !paragraph.isEmpty { paragraph.removeAll(); paragraphDone = false }
                        inDefinition = true
                    } else if !inDefinition || (afterBlank && indent < 2) {
                        inDefinition = false
                    }
                    endedByBlank = false
                    afterBlank = false
                    if inDefinition { previous = ""; continue }
                }
            }
            let trimmed = stripped.trimmingTrailingWhitespace()
            if indent < 4, trimmed.utf8.first == 35, let level = CharacterOutline.atxLevel(trimmed) {
                if level == 1 && firstH1 == nil {
                    firstH1 = CharacterOutline.inlineText(CharacterOutline.withoutHeadingID(CharacterOutline.atxText(trimmed, level: level)))
                    hasH1 = true
                }
                if level == 2 && firstH2 == nil {
                    firstH2 = CharacterOutline.inlineText(CharacterOutline.withoutHeadingID(CharacterOutline.atxText(trimmed, level: level)))
                }
                if !paragraph.isEmpty { paragraphDone = true }
                previous = ""
                continue
            }
            if indent < 4, !previous.isEmpty, trimmed.utf8.first == 61, trimmed.utf8.allSatisfy({ $0 == 61 }) {
                if firstH1 == nil { firstH1 = CharacterOutline.inlineText(CharacterOutline.withoutHeadingID(previous)); hasH1 = true }
                if !paragraphDone && paragraph.last == previous { paragraph.removeLast() }
                previous = ""
                continue
            }
            if indent < 4, !previous.isEmpty, trimmed.utf8.count >= 2, trimmed.utf8.allSatisfy({ $0 == 45 }),
               !paragraphDone, !paragraph.isEmpty, paragraph.last == previous, paragraph.count == 1 {
                if firstH2 == nil { firstH2 = CharacterOutline.inlineText(CharacterOutline.withoutHeadingID(previous)) }
                paragraph.removeLast()
                previous = ""
                continue
            }
            if trimmed.isEmpty {
                if !paragraph.isEmpty { paragraphDone = true }
                previous = ""
                continue
            }
            previous = trimmed
            if paragraphDone || firstParagraph != nil { continue }
            let first = trimmed.first ?? " "
            let isOther = first == ">" || first == "<" || first == "|" || first == "!" || first == "{"
                || trimmed.hasPrefix("---") || trimmed.hasPrefix("***") || trimmed.hasPrefix("___")
                || (first == "[" && trimmed.contains("]:"))
                || (paragraph.isEmpty && (first == "-" || first == "*" || first == "+" || first.isNumber) && CharacterOutline.isListItem(trimmed))
            if isOther && paragraph.isEmpty { continue }
            if isOther { paragraphDone = true; continue }
            paragraph.append(trimmed)
        }
        if !paragraph.isEmpty { firstParagraph = CharacterOutline.inlineText(Substring(paragraph.joined(separator: " "))) }
    }

    static func atxLevel(_ line: Substring) -> Int? {
        let hashes = line.prefix(while: { $0 == "#" }).count
        guard (1...6).contains(hashes) else { return nil }
        let rest = line.dropFirst(hashes)
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        return hashes
    }

    static func atxText(_ line: Substring, level: Int) -> Substring {
        var text = line.dropFirst(level).drop(while: { $0 == " " || $0 == "\t" })
        // Optional closing sequence of #'s.
        let trailing = text.reversed().prefix(while: { $0 == "#" }).count
        if trailing > 0 {
            let before = text.dropLast(trailing)
            if before.isEmpty || before.last == " " { text = before }
        }
        return text.trimmingTrailingWhitespace()
    }

    static func isListItem(_ line: Substring) -> Bool {
        if let first = line.first, "-*+".contains(first) { return line.dropFirst().first == " " }
        let digits = line.prefix(while: { $0.isNumber })
        let rest = line.dropFirst(digits.count)
        return !digits.isEmpty && (rest.first == "." || rest.first == ")") && rest.dropFirst().first == " "
    }

    /// Markdown inline syntax reduced to the text a reader sees (emphasis markers, code
    /// backticks, link destinations and HTML tags removed).
    static func inlineText(_ text: Substring) -> String {
        var out = ""
        var index = text.startIndex
        while index < text.endIndex {
            let ch = text[index]
            switch ch {
            case "`":
                // A code span's text is kept as written (one space trimmed from each end when both have one);
                // a run of backticks that no run of the same length closes is dropped.
                let run = text[index...].prefix { $0 == "`" }
                var search = run.endIndex, close: Substring.Index? = nil
                while search < text.endIndex {
                    guard text[search] == "`" else { search = text.index(after: search); continue }
                    let other = text[search...].prefix { $0 == "`" }
                    if other.count == run.count { close = search; break }
                    search = other.endIndex
                }
                if let close {
                    var code = text[run.endIndex..<close]
                    if code.count >= 2, code.first == " ", code.last == " " { code = code.dropFirst().dropLast() }
                    out += code.map { $0 == "\n" ? " " : $0 }
                    index = text.index(close, offsetBy: run.count)
                } else {
                    index = run.endIndex
                }
            case "*", "_":
                // Keep intraword underscores (snake_case).
                if ch == "_", let last = out.last, last.isLetter || last.isNumber,
                   text.index(after: index) < text.endIndex, text[text.index(after: index)].isLetter {
                    out.append(ch)
                }
                index = text.index(after: index)
            case "!" where text[index...].dropFirst().first == "[":
                index = text.index(after: index)
            case "[" where text[index...].hasPrefix("[["):
                // A wikilink shows its alias, else its target (`#` as ` > `, a block id hidden), else its heading.
                let inside = text[text.index(index, offsetBy: 2)...]
                let stop = inside.firstIndex(where: { $0 == "[" || $0 == "]" || $0 == "\n" || $0 == "\r" }) ?? inside.endIndex
                guard inside[stop...].hasPrefix("]]"), stop > inside.startIndex else {
                    index = text.index(after: index)
                    continue
                }
                let inner = inside[..<stop]
                let trim = { (part: Substring) in part.trimmingCharacters(in: CharacterSet(charactersIn: " \t")) }
                let parts = inner.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
                let destination = parts[0].split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let target = trim(destination[0])
                let heading = destination.count > 1 ? trim(destination[1].split(separator: "#").last ?? "") : nil
                let alias = parts.count > 1 ? trim(parts[1]) : ""
                if target.isEmpty && (heading ?? "").isEmpty {
                    index = text.index(after: index)
                    continue
                }
                if !alias.isEmpty { out += alias }
                else if let heading, !heading.isEmpty, !(heading.hasPrefix("^") && !target.isEmpty) {
                    out += target.isEmpty ? heading : target + " > " + heading
                } else { out += target }
                index = inside.index(stop, offsetBy: 2)
            case "=":
                // A run of two touching a non-blank is a highlight marker.
                let run = text[index...].prefix(while: { $0 == "=" })
                let blankBefore = index == text.startIndex || [" ", "\t"].contains(text[text.index(before: index)])
                let blankAfter = run.endIndex == text.endIndex || [" ", "\t"].contains(text[run.endIndex])
                if run.count != 2 || (blankBefore && blankAfter) { out += run }
                index = run.endIndex
            case "[", "]":
                index = text.index(after: index)
                if ch == "]", index < text.endIndex, text[index] == "(",
                   let close = text[index...].firstIndex(of: ")") {
                    index = text.index(after: close)
                    if let listEnd = attributeListEnd(text[index...]) { index = listEnd }
                }
            case "<":
                if let close = text[index...].firstIndex(of: ">"),
                   text[text.index(after: index)..<close].allSatisfy({ $0.isLetter || $0 == "/" || $0 == " " || $0 == "=" || $0 == "\"" }),
                   text[text.index(after: index)...].first?.isLetter == true || text[text.index(after: index)...].first == "/" {
                    index = text.index(after: close)
                } else {
                    out.append(ch)
                    index = text.index(after: index)
                }
            case "~":
                let run = text[index...].prefix(while: { $0 == "~" })
                if run.count != 2 { out += run }
                index = run.endIndex
            case "\\":
                index = text.index(after: index)
                if index < text.endIndex { out.append(text[index]); index = text.index(after: index) }
            default:
                out.append(ch)
                index = text.index(after: index)
            }
        }
        return out.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    /// Where an attribute list (`{ .class #id name="value" }`, `{:…}`) that starts `text` ends, or nil.
    static func attributeListEnd(_ text: Substring) -> Substring.Index? {
        guard text.first == "{", let close = text.firstIndex(of: "}") else { return nil }
        var inner = text[text.index(after: text.startIndex)..<close]
        if inner.first == ":" { inner = inner.dropFirst() }
        guard !inner.contains("\n"), !inner.contains("\r") else { return nil }
        let name = { (c: Character) in c.isASCII && (c.isLetter || c.isNumber || c == "-" || c == "_" || c == ":") }
        var rest = inner[...]
        var tokens = 0
        while true {
            rest = rest.drop(while: { $0 == " " || $0 == "\t" })
            if rest.isEmpty { return tokens > 0 ? text.index(after: close) : nil }
            if rest.first == "#" || rest.first == "." {
                let body = rest.dropFirst().prefix(while: name)
                guard !body.isEmpty else { return nil }
                rest = rest.dropFirst(1 + body.count)
            } else {
                let key = rest.prefix(while: name)
                guard !key.isEmpty else { return nil }
                rest = rest.dropFirst(key.count)
                guard rest.first == "=" else { return nil }
                rest = rest.dropFirst()
                if let quote = rest.first, quote == "\"" || quote == "'" {
                    guard let end = rest.dropFirst().firstIndex(of: quote) else { return nil }
                    rest = rest[rest.index(after: end)...]
                } else {
                    rest = rest.drop(while: { $0 != " " && $0 != "\t" })
                }
            }
            tokens += 1
            guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        }
    }
}
