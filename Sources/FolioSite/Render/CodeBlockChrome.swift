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
