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

    // Works on UTF-8 bytes (the markers are ASCII); columns are converted to characters.
    private mutating func removeDirectives() {
        var i = 0
        while i < lines.count {
            guard lines[i].text.containsBytes("%%{") else { i += 1; continue }
            let bytes = Array(lines[i].text.utf8)
            guard let start = Self.find(Self.openMarker, in: bytes, from: 0) else { i += 1; continue }
            // Find the closing `}%%`, possibly several lines further down (bounded by the line count).
            var endLine = i
            var endByte: Int?
            var lineBytes = bytes
            var searchFrom = start + 3
            while endLine < lines.count {
                if endLine != i { lineBytes = Array(lines[endLine].text.utf8) }
                if let close = Self.find(Self.closeMarker, in: lineBytes, from: searchFrom) {
                    endByte = close
                    break
                }
                endLine += 1
                searchFrom = 0
            }
            let startColumn = Self.characters(bytes[..<start]) + 1
            guard let close = endByte else {
                warnings.append(MermaidWarning(line: lines[i].number, column: startColumn,
                                               message: "directive '%%{' is never closed with '}%%'; ignored",
                                               sourceLine: lines[i].original, code: "invalid-directive"))
                blank(line: i, bytes: bytes, from: start, to: bytes.count)
                i += 1
                continue
            }
            var content: [UInt8] = []
            for l in i...endLine {
                let lb = l == i ? bytes : (l == endLine ? lineBytes : Array(lines[l].text.utf8))
                let from = l == i ? start + 3 : 0
                let to = l == endLine ? close : lb.count
                if from < to { content.append(contentsOf: lb[from..<to]) }
                if l != endLine { content.append(10) }
                blank(line: l, bytes: lb, from: l == i ? start : 0, to: l == endLine ? close + 3 : lb.count)
            }
            parseDirective(String(decoding: content, as: UTF8.self), line: lines[i].number, column: startColumn + 3,
                           sourceLine: lines[i].original)
            i = endLine  // rescan the closing line: it may hold another directive (each pass blanks one)
        }
    }

    private static let openMarker = Array("%%{".utf8)
    private static let closeMarker = Array("}%%".utf8)

    /// Number of characters in a run of UTF-8 bytes.
    private static func characters(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.allSatisfy { $0 < 128 } ? bytes.count : String(decoding: bytes, as: UTF8.self).count
    }

    /// Replaces the bytes `from..<to` of a line by as many spaces as they held characters.
    private mutating func blank(line: Int, bytes: [UInt8], from: Int, to: Int) {
        let upper = min(to, bytes.count)
        guard from < upper else { return }
        let spaces = [UInt8](repeating: 32, count: Self.characters(bytes[from..<upper]))
        lines[line].text = String(decoding: bytes[..<from] + spaces + bytes[upper...], as: UTF8.self)
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
                                                       message: "'\(entry.key)' directive needs an object", sourceLine: sourceLine,
                                                       code: "invalid-directive"))
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
                        sourceLine: sourceLine, code: "unknown-directive"))
                }
            }
        } catch let error as ConfigSyntaxError {
            warnings.append(MermaidWarning(line: error.position.line, column: error.position.column,
                                           message: "directive ignored: \(error.message)", sourceLine: sourceLine,
                                           code: "invalid-directive"))
        } catch {}
    }

    // MARK: Comments

    private mutating func removeComments() {
        for i in lines.indices {
            let bytes = lines[i].text.utf8
            guard let first = bytes.firstIndex(where: { $0 != 32 && $0 != 9 }), bytes[first] == 37 else { continue }
            let second = bytes.index(after: first)
            if second < bytes.endIndex, bytes[second] == 37 {
                lines[i].text = String.spaces(lines[i].text.count)
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
                lines[i].text = String.spaces(text.count)
            } else if let value = Self.statementValue(trimmed, keyword: "accDescr") {
                accDescr = value
                lines[i].text = String.spaces(text.count)
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
                    lines[j].text = String.spaces(lines[j].text.count)
                    j += 1
                    if j >= lines.count { break }
                    body = lines[j].text
                }
                if j < lines.count { lines[j].text = String.spaces(lines[j].text.count) }
                lines[i].text = String.spaces(text.count)
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

    static func find(_ needle: [UInt8], in chars: [UInt8], from: Int) -> Int? {
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
