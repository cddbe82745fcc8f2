import Foundation
#if canImport(Glibc)
import Glibc
#endif

// Why: a Hugo site's notes hold shortcodes (`{{< ref "setup.md" >}}` in links, `{{< figure … >}}`,
// `{{< highlight go >}}` blocks, themes' `{{< mermaid >}}`), and read as Markdown they were shown as
// written: links that go nowhere, images missing, diagrams not drawn. Like Jekyll's tags
// (``JekyllTagProcessor``), the common ones are rewritten into the Markdown they stand for before the
// note is parsed, line for line (positions stay the file's), outside code; the loader runs the same
// rewrite before it reads a note's outline, so summaries and diagram counts see what the page shows.

/// Rewrites Hugo shortcodes into Markdown.
///
/// - `{{< ref "path" >}}`, `relref`: the path as a link to the note (`.md` added to a path without an
///   extension), so links are checked and written like any other;
/// - `{{< figure src="…" alt="…" title="…" caption="…" link="…" width="…" height="…" class="…" >}}`: the image;
/// - `{{< highlight lang "linenos=table,hl_lines=2 4-6" >}}` … `{{< /highlight >}}`: a fenced block;
/// - `{{< mermaid >}}` … `{{< /mermaid >}}`: a diagram;
/// - `{{< param "key" >}}`: the note's front matter value;
/// - `{{< youtube id >}}`, `vimeo`, `gist`, `tweet`, `x`, `instagram`: a link (no remote player loads);
/// - `{{</* name */>}}`: the shortcode as text (how Hugo's docs show one);
/// - any other: left as written, with a finding.
struct HugoShortcodes {
    /// A problem found, at a 1-based line and UTF-8 column.
    struct Finding: Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    /// The note's front matter value of a key, for `param`.
    var parameter: (String) -> String? = { _ in nil }
    /// Writes a `figure` alone on its line as a `<figure>` element holding Markdown (when Markdown inside
    /// HTML is read), else as an image followed by its caption in italics.
    var figureElements = false

    /// True when `text` may hold a shortcode (`{{<` or `{{%`): a `memchr` for each `{`, as every note
    /// the loader reads is asked.
    static func mayOccur(in text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(mayOccur) ?? mayOccur(line: Substring(text))
    }

    static func mayOccur(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, bytes.count >= 3 else { return false }
        var offset = 0
        while offset <= bytes.count - 3 {
            guard let hit = memchr(base + offset, 123, bytes.count - 2 - offset) else { return false }  // {
            let at = UnsafeRawPointer(hit).assumingMemoryBound(to: UInt8.self) - base
            if base[at + 1] == 123 && (base[at + 2] == 60 || base[at + 2] == 37) { return true }
            offset = at + 1
        }
        return false
    }

    /// ``mayOccur(in:)`` for one line.
    static func mayOccur(line: Substring) -> Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in line.utf8 {
            if previous == (123, 123) && (byte == 60 || byte == 37) { return true }
            previous = (previous.1, byte)
        }
        return false
    }

    /// `text` with its shortcodes rewritten, and what could not be.
    func process(_ text: String) -> (text: String, findings: [Finding]) {
        guard Self.mayOccur(in: text) else { return (text, []) }
        var findings: [Finding] = []
        var output: [Substring] = []
        var code = FencedCodeLines()
        // An open highlight or mermaid shortcode: its lines are kept until it closes, so the fence can be
        // longer than any run of backticks they start with.
        // The fences keep the opening line's indent (a block in a list item stays in it).
        var block: (name: String, line: Int, info: String, indent: Substring, lines: [Substring])? = nil
        var lineNumber = 0
        for line in text.fastLines {
            lineNumber += 1
            if let open = block {
                if let close = Self.closing(line), close == open.name {
                    let fence = String(repeating: "`", count: Self.fenceLength(around: open.lines))
                    output.append(Substring(String(open.indent) + fence + open.info))
                    output += open.lines
                    output.append(Substring(String(open.indent) + fence))
                    block = nil
                } else {
                    block?.lines.append(line)
                }
                continue
            }
            if code.isCode(line) || !Self.mayOccur(line: line) {
                output.append(line)
                continue
            }
            if let (name, info) = Self.blockOpening(line) {
                block = (name, lineNumber, info, line.prefix(while: { $0 == " " || $0 == "\t" }), [])
                continue
            }
            if figureElements, let figure = Self.figureElement(line) {
                output.append(Substring(figure))
                continue
            }
            output.append(Substring(rewrite(line, lineNumber: lineNumber, findings: &findings)))
        }
        if let open = block {
            let fence = String(repeating: "`", count: Self.fenceLength(around: open.lines))
            output.append(Substring(String(open.indent) + fence + open.info))
            output += open.lines
            findings.append(Finding(line: open.line, column: 1, message: "'{{< \(open.name) >}}' is never closed with '{{< /\(open.name) >}}': the rest of the note is its block"))
        }
        return (output.joined(separator: "\n"), findings)
    }

    /// A call: its name, its arguments in order, and whether it was `{{% %}}`.
    struct Call: Equatable {
        var name: String
        var positional: [String] = []
        var named: [String: String] = [:]
    }

    /// Reads `name arg "quoted arg" key="value"` (the text between the delimiters).
    static func parseCall(_ inner: Substring) -> Call? {
        var parts: [(key: String?, value: String)] = []
        var rest = inner[...]
        func skipSpaces() { rest = rest.drop(while: { $0 == " " || $0 == "\t" }) }
        skipSpaces()
        while let first = rest.first {
            var key: String? = nil
            if first != "\"" && first != "`", let equals = rest.firstIndex(of: "="),
               !rest[..<equals].contains(where: { $0 == " " || $0 == "\"" || $0 == "`" }) {
                key = String(rest[..<equals])
                rest = rest[rest.index(after: equals)...]
            }
            guard let value = readValue(&rest) else { return nil }
            parts.append((key, value))
            skipSpaces()
        }
        guard let name = parts.first, name.key == nil, !name.value.isEmpty else { return nil }
        var call = Call(name: name.value)
        for part in parts.dropFirst() {
            if let key = part.key { call.named[key.lowercased()] = part.value } else { call.positional.append(part.value) }
        }
        return call
    }

    /// A `"quoted"` (with `\"`), `` `raw` `` or bare value.
    private static func readValue(_ rest: inout Substring) -> String? {
        guard let first = rest.first else { return nil }
        if first == "\"" || first == "`" {
            var value = ""
            var index = rest.index(after: rest.startIndex)
            while index < rest.endIndex {
                let character = rest[index]
                if character == first { rest = rest[rest.index(after: index)...]; return value }
                if first == "\"", character == "\\", rest.index(after: index) < rest.endIndex {
                    index = rest.index(after: index)
                    value.append(rest[index])
                } else {
                    value.append(character)
                }
                index = rest.index(after: index)
            }
            return nil
        }
        let end = rest.firstIndex(where: { $0 == " " || $0 == "\t" }) ?? rest.endIndex
        let value = String(rest[..<end])
        rest = rest[end...]
        return value
    }

    /// Backticks enough for a fence around `lines`: more than any run a line of them starts with (3 at least).
    static func fenceLength(around lines: [Substring]) -> Int {
        let longest = lines.map { $0.drop(while: { $0 == " " }).prefix(while: { $0 == "`" }).count }.max() ?? 0
        return max(3, longest + 1)
    }

    /// A line that is only `{{< highlight lang "options" >}}` or `{{< mermaid >}}`: its name and the fence's info string.
    private static func blockOpening(_ line: Substring) -> (String, String)? {
        guard let inner = wholeLineCall(line), !inner.hasPrefix("/"), let call = parseCall(inner) else { return nil }
        switch call.name {
        case "mermaid":
            return ("mermaid", "mermaid")
        case "highlight":
            var info = call.positional.first ?? call.named["lang"] ?? "text"
            let options = call.positional.dropFirst().first ?? call.named["options"] ?? ""
            var lines: [String] = [], numbers = false, start: Int?
            for option in options.split(separator: ",") {
                let pair = option.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard pair.count == 2 else { continue }
                if pair[0] == "hl_lines" { lines = pair[1].split(separator: " ").map(String.init) }
                if pair[0] == "linenos", pair[1] != "false" { numbers = true }
                if pair[0] == "linenostart", let first = Int(pair[1]), first >= 1 { start = first }
            }
            let safeLines = lines.filter { $0.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "-") } }
            if !safeLines.isEmpty { info += " {" + safeLines.joined(separator: ",") + "}" }
            if numbers { info += start.map { " linenums=\"\($0)\"" } ?? " linenums" }
            guard info.allSatisfy({ $0 != "`" }) else { return nil }
            return ("highlight", info)
        default:
            return nil
        }
    }

    /// The name a line closes when it is only `{{< /name >}}`.
    private static func closing(_ line: Substring) -> String? {
        guard let inner = wholeLineCall(line), inner.hasPrefix("/") else { return nil }
        return inner.dropFirst().trimmingCharacters(in: .whitespaces)
    }

    /// The text between `{{<`/`{{%` and `>}}`/`%}}` when the line (trimmed) is one call and nothing else.
    private static func wholeLineCall(_ line: Substring) -> Substring? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.count >= 6, trimmed.hasPrefix("{{<") && trimmed.hasSuffix(">}}") || trimmed.hasPrefix("{{%") && trimmed.hasSuffix("%}}")
        else { return nil }
        let inner = Substring(trimmed).dropFirst(3).dropLast(3)
        guard !inner.contains("}}") else { return nil }
        return Substring(inner.trimmingCharacters(in: .whitespaces))
    }

    private func rewrite(_ line: Substring, lineNumber: Int, findings: inout [Finding]) -> String {
        // Once no `>}}` (or `%}}`) follows an opening, none follows a later one: a long line of openings
        // is not searched again from each (that was quadratic in the line).
        var closes: (angle: Bool, percent: Bool) = (true, true)
        return CodeSpans.rewriteBraces(in: line) { index, column in
            guard let (call, end) = Self.call(in: line, at: index, closes: &closes) else { return nil }
            let written = line[index..<end]
            return (replacement(written: written, call: call, line: lineNumber, column: column, findings: &findings), end)
        }
    }

    /// The call starting at `start` (`{{<` or `{{%`) and where it ends; an escaped one (`{{</* … */>}}`) as text.
    private static func call(in line: Substring, at start: Substring.Index,
                             closes: inout (angle: Bool, percent: Bool)) -> (Substring, Substring.Index)? {
        let rest = line[start...]
        let angle = rest.hasPrefix("{{<")
        guard angle || rest.hasPrefix("{{%"), angle ? closes.angle : closes.percent else { return nil }
        // Searched after the opening: in `{{%}}` the `%}}` shares the opening's `%`.
        guard let close = rest.dropFirst(3).range(of: angle ? ">}}" : "%}}") else {
            if angle { closes.angle = false } else { closes.percent = false }
            return nil
        }
        return (line[line.index(start, offsetBy: 3)..<close.lowerBound], close.upperBound)
    }

    private func replacement(written: Substring, call inner: Substring, line: Int, column: Int, findings: inout [Finding]) -> String {
        // `{{</* figure */>}}` shows the shortcode itself.
        let trimmed = inner.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("/*"), trimmed.hasSuffix("*/"), trimmed.count >= 4 {
            let open = written.hasPrefix("{{<") ? "{{<" : "{{%", close = open == "{{<" ? ">}}" : "%}}"
            return open + " " + trimmed.dropFirst(2).dropLast(2).trimmingCharacters(in: .whitespaces) + " " + close
        }
        guard let call = Self.parseCall(Substring(trimmed)) else {
            findings.append(Finding(line: line, column: column, message: "cannot read the Hugo shortcode '\(written)'; left as written"))
            return String(written)
        }
        switch call.name {
        case "ref", "relref":
            guard let path = call.positional.first ?? call.named["path"], !path.isEmpty else {
                findings.append(Finding(line: line, column: column, message: "'\(call.name)' needs a path; left as written"))
                return String(written)
            }
            return Self.notePath(path)
        case "figure":
            guard let source = call.named["src"], !source.isEmpty else {
                findings.append(Finding(line: line, column: column, message: "'figure' needs src=\"…\"; left as written"))
                return String(written)
            }
            var image = Self.figureImage(call, source: source)
            if let caption = call.named["caption"], !caption.isEmpty { image += " *" + Self.escapedText(caption) + "*" }
            return image
        case "param":
            guard let key = call.positional.first ?? call.named["name"], let value = parameter(key) else {
                findings.append(Finding(line: line, column: column, message: "'param' names no front matter key of this note; left as written"))
                return String(written)
            }
            return value
        case "youtube", "vimeo", "gist", "tweet", "x", "instagram":
            guard let link = Self.embedLink(call) else {
                findings.append(Finding(line: line, column: column, message: "'\(call.name)' needs an id; left as written"))
                return String(written)
            }
            return link
        case "mermaid", "highlight":
            findings.append(Finding(line: line, column: column, message: "'\(call.name)' must stand alone on its line, with '{{< /\(call.name) >}}' on a line of its own; left as written"))
            return String(written)
        default:
            findings.append(Finding(line: line, column: column, message: "unsupported Hugo shortcode '\(call.name)' left as written"))
            return String(written)
        }
    }

    /// A `figure` call's image as Markdown: alt text, title, size and classes as an attribute list, and its link.
    private static func figureImage(_ call: Call, source: String) -> String {
        var image = "![" + escapedText(call.named["alt"] ?? call.named["caption"] ?? "") + "](<" + source + ">"
        if let title = call.named["title"], !title.isEmpty { image += " \"" + title.replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
        image += ")"
        var attributes: [String] = []
        for name in ["width", "height", "loading"] { if let value = call.named[name], isPlain(value) { attributes.append(name + "=\"" + value + "\"") } }
        for name in (call.named["class"] ?? "").split(separator: " ") where isPlain(String(name)) { attributes.append("." + name) }
        if !attributes.isEmpty { image += "{ " + attributes.joined(separator: " ") + " }" }
        if let link = call.named["link"], !link.isEmpty { image = "[" + image + "](<" + link + ">)" }
        return image
    }

    /// A `figure` call alone on its line as Hugo writes it, a `<figure>` with the image and a `<figcaption>`,
    /// in the one-line form of Markdown inside HTML (`<figure markdown="span">…</figure>`); nil for any other line.
    private static func figureElement(_ line: Substring) -> String? {
        guard let inner = wholeLineCall(line), let call = parseCall(inner), call.name == "figure",
              let source = call.named["src"], !source.isEmpty else { return nil }
        let indent = line.prefix { $0 == " " }
        guard indent.count <= 3 else { return nil }
        var html = String(indent) + "<figure markdown=\"span\">" + figureImage(call, source: source)
        if let caption = call.named["caption"], !caption.isEmpty { html += "<figcaption>" + escapedText(caption) + "</figcaption>" }
        return html + "</figure>"
    }

    /// A path written to a note: `.md` added when its last part has no extension (Hugo's logical paths).
    static func notePath(_ path: String) -> String {
        let (file, anchor) = path.firstIndex(of: "#").map { (String(path[..<$0]), String(path[$0...])) } ?? (path, "")
        guard !file.isEmpty, !file.hasSuffix("/") else { return file + anchor }
        let last = file.split(separator: "/").last ?? ""
        return (last.contains(".") ? file : file + ".md").replacingOccurrences(of: " ", with: "%20") + anchor
    }

    private static func embedLink(_ call: Call) -> String? {
        let id = call.named["id"] ?? call.positional.last
        guard let id, !id.isEmpty, id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else { return nil }
        switch call.name {
        case "youtube": return "[Video \(id) on YouTube](https://www.youtube.com/watch?v=\(id))"
        case "vimeo": return "[Video \(id) on Vimeo](https://vimeo.com/\(id))"
        case "instagram": return "[Post \(id) on Instagram](https://www.instagram.com/p/\(id)/)"
        case "gist":
            let user = call.named["user"] ?? (call.positional.count >= 2 ? call.positional[0] : nil)
            guard let user, user.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else { return nil }
            return "[Gist \(id) on GitHub](https://gist.github.com/\(user)/\(id))"
        default:
            let user = call.named["user"] ?? (call.positional.count >= 2 ? call.positional[0] : nil)
            guard let user, user.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else { return nil }
            return "[Post \(id) by @\(user) on X](https://x.com/\(user)/status/\(id))"
        }
    }

    private static func isPlain(_ value: String) -> Bool {
        !value.isEmpty && value.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "%" || $0 == ".") }
    }

    /// Text for a link's or an emphasis's inside: Markdown's own characters escaped.
    private static func escapedText(_ text: String) -> String {
        var out = ""
        for character in text {
            if "\\`*_[]<>!#|~".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }
}
