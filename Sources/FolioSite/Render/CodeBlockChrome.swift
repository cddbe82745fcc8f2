import CompiledMustache
import Highlight

/// The frame around a fenced code block: a header with the language (and an optional title),
/// highlighted lines and line numbers on request. Syntax colouring comes from the Highlight module
/// (spans that never cross a line, so the per-line spans here wrap them); the code keeps
/// `class="language-…"`.
///
/// Accepted in the info string (README "Code blocks"), after the language:
/// - `title="Sources/App.swift"` (or `title='…'`): a file name or caption in the header;
/// - `{1,3-5}`: lines to highlight (1-based, ranges inclusive);
/// - `linenums`, `showLineNumbers` or `lineNumbers`: a number before every line (`linenums="10"`,
///   `showLineNumbers=10`: from 10);
/// - MkDocs' `hl_lines="2 4-6"`, Hugo's `{linenos=table,hl_lines=[2,"4-6"],linenostart=10}`.
///
/// Why replace cmark's `<pre>`: the header and per-line spans must be in the HTML so they show
/// without JavaScript (the theme's script only adds the copy button). Everything from the note is
/// escaped here; the language is reduced to a safe class name.
struct CodeBlockChrome {
    let language: String?
    let title: String?
    let highlighted: Set<Int>
    let lineNumbers: Bool
    /// The first line's number (`linenums="10"`, `showLineNumbers=10`, Hugo's `linenostart`).
    let firstLine: Int
    /// Bounds what `{…}` may ask for, whatever the info string says.
    static let maximumHighlightedLines = 10_000

    init(info: String) {
        var rest = Substring(info.trimming(" \t"))
        var language: String?
        let word = rest.prefix { $0 != " " && $0 != "\t" && $0 != "{" }
        if !word.isEmpty {
            language = String(word)
            rest = rest.dropFirst(word.count)
        }
        var title: String?
        var highlighted = Set<Int>()
        var lineNumbers = false
        var firstLine = 1
        while let next = rest.first(where: { $0 != " " && $0 != "\t" }) {
            rest = rest.drop { $0 == " " || $0 == "\t" }
            if next == "{" {
                let body = rest.dropFirst().prefix { $0 != "}" }
                rest = rest.dropFirst(body.count + 1)
                if rest.first == "}" { rest = rest.dropFirst() }
                if body.contains("=") {
                    // Hugo's attributes: `{linenos=table,hl_lines=[8,"15-17"],linenostart=199}`.
                    for (key, value) in CodeBlockChrome.hugoAttributes(body) {
                        CodeBlockChrome.take(key, value, highlighted: &highlighted, lineNumbers: &lineNumbers, firstLine: &firstLine)
                    }
                } else {
                    highlighted.formUnion(CodeBlockChrome.lines(body))
                }
                continue
            }
            let name = rest.prefix { $0 != " " && $0 != "\t" && $0 != "=" }
            guard rest.dropFirst(name.count).first == "=" else {
                if ["linenums", "showlinenumbers", "linenumbers"].contains(name.lowercased()) { lineNumbers = true }
                rest = rest.dropFirst(max(name.count, 1))
                continue
            }
            // `key="value"`, `key='value'` or `key=value`.
            rest = rest.dropFirst(name.count + 1)
            let value: Substring
            if let quote = rest.first, quote == "\"" || quote == "'" {
                value = rest.dropFirst().prefix { $0 != quote }
                rest = rest.dropFirst(value.count + 1)
                if rest.first == quote { rest = rest.dropFirst() }
            } else {
                value = rest.prefix { $0 != " " && $0 != "\t" }
                rest = rest.dropFirst(value.count)
            }
            if name.lowercased() == "title" {
                title = String(value)
            } else {
                CodeBlockChrome.take(name.lowercased(), value, highlighted: &highlighted, lineNumbers: &lineNumbers, firstLine: &firstLine)
            }
        }
        self.language = language
        self.title = title.flatMap { $0.isEmpty ? nil : $0 }
        self.highlighted = highlighted
        self.lineNumbers = lineNumbers
        self.firstLine = firstLine
    }

    /// One `key=value` of the info string: MkDocs' `hl_lines="2 4-6"` and `linenums="10"` (numbered from
    /// 10), Docusaurus' `showLineNumbers=10`, Hugo's `hl_lines`, `linenos` and `linenostart`. Others are ignored.
    static func take(_ key: String, _ value: Substring, highlighted: inout Set<Int>, lineNumbers: inout Bool, firstLine: inout Int) {
        switch key {
        case "hl_lines":
            highlighted.formUnion(lines(Substring(value.map { $0 == " " || $0 == "\"" || $0 == "'" || $0 == "[" || $0 == "]" ? "," : $0 })))
        case "linenums", "showlinenumbers", "linenumbers", "linenos":
            let word = value.lowercased()
            if word == "false" || word == "0" { lineNumbers = false; return }
            lineNumbers = true
            if let start = Int(value.prefix { $0.isNumber }), start >= 1 { firstLine = min(start, 1_000_000_000) }
        case "linenostart":
            if let start = Int(value), start >= 1 { firstLine = min(start, 1_000_000_000) }
        default:
            break
        }
    }

    /// Hugo's `key=value` pairs between braces, split at commas outside `[…]` and quotes.
    static func hugoAttributes(_ body: Substring) -> [(String, Substring)] {
        var pairs: [(String, Substring)] = []
        var depth = 0, quote: Character?, start = body.startIndex
        func finish(_ end: Substring.Index) {
            let part = body[start..<end]
            if let equals = part.firstIndex(of: "=") {
                let key = String(part[..<equals]).trimming(" \t").lowercased()
                pairs.append((key, Substring(String(part[part.index(after: equals)...]).trimming(" \t"))))
            }
        }
        var index = body.startIndex
        while index < body.endIndex {
            let character = body[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "[" {
                depth += 1
            } else if character == "]" {
                depth = max(0, depth - 1)
            } else if character == ",", depth == 0 {
                finish(index)
                start = body.index(after: index)
            }
            index = body.index(after: index)
        }
        finish(body.endIndex)
        return pairs
    }

    /// `1,3-5` → {1, 3, 4, 5}; malformed parts are skipped.
    static func lines(_ text: Substring) -> Set<Int> {
        var result = Set<Int>()
        for part in text.split(separator: ",") {
            let bounds = part.split(separator: "-", maxSplits: 1).map { Int(String($0).trimming(" ")) }
            guard let low = bounds.first ?? nil, low >= 1 else { continue }
            let high = bounds.count == 2 ? (bounds[1] ?? low) : low
            guard high >= low else { continue }
            for line in low...min(high, low + maximumHighlightedLines) where result.count < maximumHighlightedLines {
                result.insert(line)
            }
        }
        return result
    }

    /// A class-safe form of the language (`c++` stays, `"><x` does not survive).
    var languageClass: String? {
        guard let language else { return nil }
        // Most languages are plain ASCII names (`swift`, `c++`): kept as they are, no scalar walk.
        if !language.isEmpty, language.utf8.allSatisfy(CodeBlockChrome.isClassByte) { return language }
        let safe = String(language.unicodeScalars.filter {
            ($0.value < 128 && ($0.properties.isAlphabetic || ("0"..."9").contains(Character($0)))) || "+-_.#".unicodeScalars.contains($0)
        })
        return safe.isEmpty ? nil : safe
    }

    /// An ASCII letter or digit, or one of `+-_.#`: what ``languageClass`` keeps of ASCII.
    private static func isClassByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 65...90, 97...122, 48...57, 43, 45, 95, 46, 35: return true
        default: return false
        }
    }

    /// The whole block for `code` (the block's literal text, ending in a newline). Written as bytes
    /// into one buffer sized for it: building it as a String, piece by piece, regrew and copied it.
    func html(code: String, highlighter: SyntaxHighlighter? = nil) -> String {
        var code = code, highlighted = highlighted
        if let magic = MagicComments.apply(code) {
            code = magic.code
            highlighted.formUnion(magic.lines)
        }
        let coloured = language.flatMap { highlighter?.html(code: code, language: $0) }
        var out: [UInt8] = []
        out.reserveCapacity((coloured ?? code).utf8.count + code.utf8.count / 8 + 256 + (title?.utf8.count ?? 0) * 2)
        func raw(_ text: String) { out.append(contentsOf: text.utf8) }
        raw("<div class=\"code-block")
        if !highlighted.isEmpty { raw(" has-highlights") }
        if lineNumbers { raw(" has-line-numbers") }
        raw("\"><div class=\"code-header\">")
        if let title {
            raw("<span class=\"code-title\">")
            HTMLEscaping.appendEscaped(title, to: &out)
            raw("</span>")
        }
        if let language {
            // A space between title and language: the header (a flex box) does not show it, and the page's
            // text (search reads it) keeps the two words apart ("App.swift swift", not "App.swiftswift").
            if title != nil { raw(" ") }
            raw("<span class=\"code-lang\">")
            HTMLEscaping.appendEscaped(language, to: &out)
            raw("</span>")
        }
        // Focusable: a block wider than the page scrolls sideways, and a keyboard must reach it (WCAG 2.1.1;
        // Docusaurus does the same).
        raw("</div><pre tabindex=\"0\"><code")
        if lineNumbers && firstLine != 1 {
            raw(" style=\"counter-reset: code-line ")
            raw(String(firstLine - 1))
            raw("\"")
        }
        if let languageClass {
            raw(" class=\"language-")
            raw(languageClass)
            raw("\"")
        }
        raw(">")
        if highlighted.isEmpty && !lineNumbers {
            if let coloured { raw(coloured) } else { HTMLEscaping.appendEscaped(code, to: &out) }
        } else {
            var body = Substring(coloured ?? code)
            if body.last == "\n" { body = body.dropLast() }
            for (index, line) in body.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                raw(highlighted.contains(index + 1) ? "<span class=\"code-line is-highlighted\">" : "<span class=\"code-line\">")
                if coloured == nil { HTMLEscaping.appendEscaped(String(line), to: &out) } else { out.append(contentsOf: line.utf8) }
                raw("</span>\n")
            }
        }
        raw("</code></pre></div>\n")
        return String(decoding: out, as: UTF8.self)
    }
}
