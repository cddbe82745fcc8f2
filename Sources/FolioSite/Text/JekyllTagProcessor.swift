/// Rewrites the Liquid tags that Jekyll posts carry (`{% … %}`) before Markdown parsing.
///
/// - `{% post_url 2021-05-11-name %}` becomes the relative URL of that page (matched by
///   file name, with or without the date prefix), or stays and warns when no page matches.
/// - `{% gist id %}` / `{% gist user/id %}` becomes a Markdown link to the gist.
/// - Any other tag warns and stays visible as written.
///
/// Fenced code blocks and inline code spans are left alone, so documentation *about*
/// Liquid keeps its examples. Line count never changes, so positions stay file positions.
public struct JekyllTagProcessor {
    /// A problem found, at a 1-based line and UTF-8 column.
    public struct Finding: Sendable, Equatable {
        public var line: Int
        public var column: Int
        public var message: String
    }

    /// Returns the URL (relative to the current page) for a post name, or nil.
    public var resolvePostURL: (String) -> String?

    public init(resolvePostURL: @escaping (String) -> String?) {
        self.resolvePostURL = resolvePostURL
    }

    /// Processes `text`, returning the rewritten text and what was found.
    public func process(_ text: String) -> (String, [Finding]) {
        guard text.utf8Contains("{%") else { return (text, []) }
        var findings: [Finding] = []
        var output: [Substring] = []
        var code = FencedCodeLines()
        var lineNumber = 0
        for line in text.fastLines {
            lineNumber += 1
            if code.isCode(line) || !line.hasLiquidTagStart {
                output.append(line)
                continue
            }
            output.append(Substring(rewrite(line, lineNumber: lineNumber, findings: &findings)))
        }
        return (output.joined(separator: "\n"), findings)
    }

    private func rewrite(_ line: Substring, lineNumber: Int, findings: inout [Finding]) -> String {
        // Once no `%}` follows a `{%`, none follows a later one: a long line of `{%` is not searched
        // again from each (that was quadratic in the line).
        var closeFollows = true
        return CodeSpans.rewriteBraces(in: line) { index, column in
            guard closeFollows, line[index...].hasPrefix("{%") else { return nil }
            // Searched after the opening: in `{%}` the `%}` shares the opening's `%`.
            guard let close = line[line.index(index, offsetBy: 2)...].firstRange(of: "%}") else {
                closeFollows = false
                return nil
            }
            let tag = line[index..<close.upperBound]
            let inner = line[line.index(index, offsetBy: 2)..<close.lowerBound]
            return (replacement(for: String(tag), inner: inner, line: lineNumber, column: column, findings: &findings), close.upperBound)
        }
    }

    private func replacement(for tag: String, inner: Substring, line: Int, column: Int,
                             findings: inout [Finding]) -> String {
        let words = String(inner).trimming(" \t-").split(separator: " ", omittingEmptySubsequences: true)
        guard let name = words.first else {
            findings.append(Finding(line: line, column: column, message: "empty Liquid tag '\(tag)' left as written"))
            return tag
        }
        switch name {
        case "post_url":
            guard words.count >= 2 else {
                findings.append(Finding(line: line, column: column, message: "'post_url' needs a post name; tag left as written"))
                return tag
            }
            let post = String(words[1])
            if let url = resolvePostURL(post) { return url }
            findings.append(Finding(line: line, column: column,
                                    message: "{% post_url \(post) %}: no page named '\(post)' in the site; tag left as written"))
            return tag
        case "gist":
            guard words.count >= 2 else {
                findings.append(Finding(line: line, column: column, message: "'gist' needs a gist id; tag left as written"))
                return tag
            }
            let id = String(words[1])
            let safe = id.allSatisfy { ch in
                let allowed: Bool = ch.isLetter || ch.isNumber
                return allowed || ch == "/" || ch == "-" || ch == "_"
            }
            guard safe else {
                findings.append(Finding(line: line, column: column, message: "gist id '\(id)' is not valid; tag left as written"))
                return tag
            }
            return "[View the gist \(id) on GitHub](https://gist.github.com/\(id))"
        default:
            findings.append(Finding(line: line, column: column,
                                    message: "unsupported Liquid tag '\(name)' left as written"))
            return tag
        }
    }
}

/// A fenced code block marker: three or more backticks or tildes.
struct FenceMarker {
    let char: Character
    let count: Int
    /// Nothing but the fence (a closing fence may not carry an info string).
    let isBare: Bool

    init?(_ text: Substring) {
        guard let first = text.first, first == "`" || first == "~" else { return nil }
        let run = text.prefix(while: { $0 == first }).count
        guard run >= 3 else { return nil }
        let rest = text.dropFirst(run)
        if first == "`" && rest.contains("`") { return nil }
        char = first
        count = run
        isBare = rest.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
    }
}

extension Substring {
    /// True when the bytes `{%` occur in the line.
    var hasLiquidTagStart: Bool {
        var previous: UInt8 = 0
        for byte in utf8 {
            if previous == 123 && byte == 37 { return true }
            previous = byte
        }
        return false
    }
}
