/// Removes what is not diagram syntax from the body lines, keeping every column in place:
/// `%%{init: …}%%` directives (parsed and returned), `%%` comment lines (including
/// `%%%%%%%%` banners) and `accTitle`/`accDescr` statements (extracted). Removed text is
/// replaced by spaces so positions reported later still match the original source.
struct SourceCleaner {
    struct Directive {
        var node: ConfigNode
    }

    var lines: [SourceLine]
    var directives: [Directive] = []
    var warnings: [MermaidWarning] = []
    var accTitle: String?
    var accDescr: String?

    init(lines: [SourceLine]) {
        self.lines = lines
    }

    mutating func run() {
        removeDirectives()
        removeComments()
        extractAccessibility()
    }

    // MARK: Directives

    private mutating func removeDirectives() {
        var i = 0
        while i < lines.count {
            guard lines[i].text.containsBytes("%%{") else { i += 1; continue }
            let chars = Array(lines[i].text)
            guard let start = Self.find(["%", "%", "{"], in: chars, from: 0) else { i += 1; continue }
            // Find the closing `}%%`, possibly several lines further down (bounded by the line count).
            var endLine = i
            var endColumn: Int?
            var searchFrom = start + 3
            while endLine < lines.count {
                let lineChars = endLine == i ? chars : Array(lines[endLine].text)
                if let close = Self.find(["}", "%", "%"], in: lineChars, from: endLine == i ? searchFrom : 0) {
                    endColumn = close
                    break
                }
                endLine += 1
                searchFrom = 0
            }
            guard let close = endColumn else {
                warnings.append(MermaidWarning(line: lines[i].number, column: start + 1,
                                               message: "directive '%%{' is never closed with '}%%'; ignored",
                                               sourceLine: lines[i].original))
                blank(line: i, from: start, to: chars.count)
                i += 1
                continue
            }
            var content = ""
            for l in i...endLine {
                let lc = Array(lines[l].text)
                let from = l == i ? start + 3 : 0
                let to = l == endLine ? close : lc.count
                if from < to { content += String(lc[from..<to]) }
                if l != endLine { content += "\n" }
            }
            parseDirective(content, line: lines[i].number, column: start + 4, sourceLine: lines[i].original)
            for l in i...endLine {
                let count = lines[l].text.count
                blank(line: l, from: l == i ? start : 0, to: l == endLine ? close + 3 : count)
            }
            i = endLine  // rescan the closing line: it may hold another directive (each pass blanks one)
        }
    }

    private mutating func parseDirective(_ content: String, line: Int, column: Int, sourceLine: String) {
        var parser = RelaxedJSONParser(content, line: line, column: column)
        do {
            let node = try parser.parseMembers(until: nil)
            for entry in node.entries {
                switch entry.key {
                case "init", "initialize", "config":
                    if case .map = entry.node.kind {
                        directives.append(Directive(node: entry.node))
                    } else {
                        warnings.append(MermaidWarning(line: entry.node.position.line, column: entry.node.position.column,
                                                       message: "'\(entry.key)' directive needs an object", sourceLine: sourceLine))
                    }
                case "wrap":
                    let wrapNode = ConfigNode(kind: .map([.init(key: "wrap", keyPosition: entry.keyPosition,
                                                                node: .scalar(.bool(true), at: entry.keyPosition))]),
                                              position: entry.keyPosition)
                    directives.append(Directive(node: wrapNode))
                default:
                    let hint = EditDistance.suggestion(for: entry.key, among: ["init", "initialize", "wrap"])
                    warnings.append(MermaidWarning(
                        line: entry.keyPosition.line, column: entry.keyPosition.column,
                        message: "unknown directive '\(entry.key)'" + (hint.map { ", did you mean '\($0)'?" } ?? "; ignored"),
                        sourceLine: sourceLine))
                }
            }
        } catch let error as ConfigSyntaxError {
            warnings.append(MermaidWarning(line: error.position.line, column: error.position.column,
                                           message: "directive ignored: \(error.message)", sourceLine: sourceLine))
        } catch {}
    }

    // MARK: Comments

    private mutating func removeComments() {
        for i in lines.indices {
            let trimmed = lines[i].text.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("%%") {
                lines[i].text = String(repeating: " ", count: lines[i].text.count)
            }
        }
    }

    // MARK: accTitle / accDescr

    private mutating func extractAccessibility() {
        var i = 0
        while i < lines.count {
            let text = lines[i].text
            guard text.containsBytes("acc") else { i += 1; continue }
            let trimmed = String(text.drop { $0 == " " || $0 == "\t" })
            if let value = Self.statementValue(trimmed, keyword: "accTitle") {
                accTitle = value
                lines[i].text = String(repeating: " ", count: text.count)
            } else if let value = Self.statementValue(trimmed, keyword: "accDescr") {
                accDescr = value
                lines[i].text = String(repeating: " ", count: text.count)
            } else if trimmed.hasPrefix("accDescr"),
                      trimmed.dropFirst("accDescr".count).drop(while: { $0 == " " }).hasPrefix("{") {
                var body = String(trimmed.dropFirst("accDescr".count).drop(while: { $0 == " " }).dropFirst())
                var parts: [String] = []
                var j = i
                while true {
                    if let close = body.firstIndex(of: "}") {
                        parts.append(String(body[..<close]))
                        break
                    }
                    parts.append(body)
                    lines[j].text = String(repeating: " ", count: lines[j].text.count)
                    j += 1
                    if j >= lines.count { break }
                    body = lines[j].text
                }
                if j < lines.count { lines[j].text = String(repeating: " ", count: lines[j].text.count) }
                lines[i].text = String(repeating: " ", count: text.count)
                accDescr = parts.map { $0.trimmingASCIIWhitespace() }.filter { !$0.isEmpty }
                    .joined(separator: "\n")
                i = j
            }
            i += 1
        }
    }

    /// `keyword: value` (spaces allowed before the colon) → value.
    static func statementValue(_ trimmed: String, keyword: String) -> String? {
        guard trimmed.hasPrefix(keyword) else { return nil }
        let rest = trimmed.dropFirst(keyword.count).drop { $0 == " " || $0 == "\t" }
        guard rest.hasPrefix(":") else { return nil }
        return rest.dropFirst().trimmingASCIIWhitespace()
    }

    // MARK: Helpers

    private mutating func blank(line: Int, from: Int, to: Int) {
        var chars = Array(lines[line].text)
        let upper = min(to, chars.count)
        guard from < upper else { return }
        for k in from..<upper { chars[k] = " " }
        lines[line].text = String(chars)
    }

    static func find(_ needle: [Character], in chars: [Character], from: Int) -> Int? {
        guard needle.count <= chars.count, from <= chars.count - needle.count else { return nil }
        var k = max(from, 0)
        while k <= chars.count - needle.count {
            if chars[k] == needle[0] && chars[k + 1] == needle[1] && chars[k + 2] == needle[2] { return k }
            k += 1
        }
        return nil
    }
}

import Foundation
