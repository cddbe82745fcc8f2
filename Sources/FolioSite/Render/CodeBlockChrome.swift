import Highlight

/// The frame around a fenced code block: a header with the language (and an optional title),
/// highlighted lines and line numbers on request. Syntax colouring comes from the Highlight module
/// (spans that never cross a line, so the per-line spans here wrap them); the code keeps
/// `class="language-…"`.
///
/// Accepted in the info string (README "Code blocks"), after the language:
/// - `title="Sources/App.swift"` (or `title='…'`): a file name or caption in the header;
/// - `{1,3-5}`: lines to highlight (1-based, ranges inclusive);
/// - `linenums`, `showLineNumbers` or `lineNumbers`: a number before every line.
///
/// Why replace cmark's `<pre>`: the header and per-line spans must be in the HTML so they show
/// without JavaScript (the theme's script only adds the copy button). Everything from the note is
/// escaped here; the language is reduced to a safe class name.
struct CodeBlockChrome {
    let language: String?
    let title: String?
    let highlighted: Set<Int>
    let lineNumbers: Bool
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
        while let next = rest.first(where: { $0 != " " && $0 != "\t" }) {
            rest = rest.drop { $0 == " " || $0 == "\t" }
            if next == "{" {
                let body = rest.dropFirst().prefix { $0 != "}" }
                highlighted.formUnion(CodeBlockChrome.lines(body))
                rest = rest.dropFirst(body.count + 1)
                if rest.first == "}" { rest = rest.dropFirst() }
            } else if rest.lowercased().hasPrefix("title=") {
                rest = rest.dropFirst(6)
                if let quote = rest.first, quote == "\"" || quote == "'" {
                    let body = rest.dropFirst().prefix { $0 != quote }
                    title = String(body)
                    rest = rest.dropFirst(body.count + 1)
                    if rest.first == quote { rest = rest.dropFirst() }
                } else {
                    let body = rest.prefix { $0 != " " && $0 != "\t" }
                    title = String(body)
                    rest = rest.dropFirst(body.count)
                }
            } else {
                let token = rest.prefix { $0 != " " && $0 != "\t" }
                if ["linenums", "showlinenumbers", "linenumbers"].contains(token.lowercased()) { lineNumbers = true }
                rest = rest.dropFirst(max(token.count, 1))
            }
        }
        self.language = language
        self.title = title.flatMap { $0.isEmpty ? nil : $0 }
        self.highlighted = highlighted
        self.lineNumbers = lineNumbers
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
        let safe = String(language.unicodeScalars.filter {
            ($0.value < 128 && ($0.properties.isAlphabetic || ("0"..."9").contains(Character($0)))) || "+-_.#".unicodeScalars.contains($0)
        })
        return safe.isEmpty ? nil : safe
    }

    /// The whole block for `code` (the block's literal text, ending in a newline).
    func html(code: String, highlighter: SyntaxHighlighter? = nil) -> String {
        let coloured = language.flatMap { highlighter?.html(code: code, language: $0) }
        var classes = "code-block"
        if !highlighted.isEmpty { classes += " has-highlights" }
        if lineNumbers { classes += " has-line-numbers" }
        var html = "<div class=\"\(classes)\"><div class=\"code-header\">"
        if let title { html += "<span class=\"code-title\">" + title.htmlEscaped + "</span>" }
        if let language { html += "<span class=\"code-lang\">" + language.htmlEscaped + "</span>" }
        html += "</div><pre><code"
        if let languageClass { html += " class=\"language-\(languageClass)\"" }
        html += ">"
        if highlighted.isEmpty && !lineNumbers {
            html += coloured ?? code.htmlEscaped
        } else {
            var body = Substring(coloured ?? code)
            if body.last == "\n" { body = body.dropLast() }
            for (index, line) in body.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                html += highlighted.contains(index + 1) ? "<span class=\"code-line is-highlighted\">" : "<span class=\"code-line\">"
                html += (coloured == nil ? String(line).htmlEscaped : String(line)) + "</span>\n"
            }
        }
        html += "</code></pre></div>\n"
        return html
    }
}
