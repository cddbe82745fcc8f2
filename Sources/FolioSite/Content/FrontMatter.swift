import Yams

/// The YAML block between `---` lines at the top of a note.
///
/// Both styles found in real notes parse: notes style (`created`, `author`, `version`,
/// `license(s)`, `copyright`) and Jekyll style (`layout`, `title`, `date: … +0200`,
/// `categories`). Keys are kept in file order, unknown ones included, so templates can
/// use them. Broken YAML does not stop the page: ``error`` holds the position.
public struct FrontMatter: Sendable {
    /// Key/value pairs in file order.
    public var entries: [(key: String, value: FrontMatterValue)]
    /// 1-based line of each key in the file.
    public var keyLines: [String: Int]
    /// Set when the YAML could not be parsed, or was refused (too deep, or aliases expanding
    /// past ``FrontMatterLimits``); line/column are file positions.
    public var error: FrontMatterError?
    /// Problems that do not stop the YAML from being read, such as a key given twice.
    public var warnings: [FrontMatterError]
    /// Number of lines the block spans, fences included (0 when there is none).
    public var lineCount: Int

    public init(entries: [(key: String, value: FrontMatterValue)] = [], keyLines: [String: Int] = [:],
                error: FrontMatterError? = nil, lineCount: Int = 0, warnings: [FrontMatterError] = []) {
        self.entries = entries
        self.warnings = warnings
        self.keyLines = keyLines
        self.error = error
        self.lineCount = lineCount
    }

    /// The value of the first key matching one of `names`, compared case-insensitively.
    public func value(_ names: String...) -> FrontMatterValue? {
        for name in names {
            if let value = value(name) { return value }
        }
        return nil
    }

    /// The value of the first key matching `name`, compared case-insensitively.
    @inline(__always)
    public func value(_ name: String) -> FrontMatterValue? {
        for index in entries.indices where Self.key(entries[index].key, lowercasedIs: name) { return entries[index].value }
        return nil
    }

    /// The value of the first key matching `first`, else `second`, compared case-insensitively.
    @inline(__always)
    public func value(_ first: String, _ second: String) -> FrontMatterValue? {
        // One pass over the keys (most notes have neither, and every page asks while the site is planned).
        var secondMatch: Int?
        for index in entries.indices {
            if Self.key(entries[index].key, lowercasedIs: first) { return entries[index].value }
            if secondMatch == nil, Self.key(entries[index].key, lowercasedIs: second) { secondMatch = index }
        }
        return secondMatch.map { entries[$0].value }
    }

    /// Whether `key.lowercased() == name`, without making the lowercased string when `key` is ASCII
    /// (every page asks for several keys while the site is planned).
    static func key(_ key: String, lowercasedIs name: String) -> Bool {
        // Usual case: both stored contiguously, compared on their bytes (the iterators below cost some
        // 300 instructions a comparison, and a site asks about 80 a page).
        if let answer = key.utf8.withContiguousStorageIfAvailable({ keyBytes in
            name.utf8.withContiguousStorageIfAvailable { asciiKey(keyBytes, lowercasedIs: $0) } ?? nil
        }) ?? nil {
            return answer
        }
        var keyBytes = key.utf8.makeIterator(), nameBytes = name.utf8.makeIterator()
        while true {
            switch (keyBytes.next(), nameBytes.next()) {
            case (nil, nil):
                return true
            case (let byte?, let wanted) where byte < 0x80:
                let lowered = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
                // Everything before was ASCII, which lowercases byte for byte: the lowercased key differs here.
                if lowered != wanted { return false }
            default:
                // Past ASCII (where lowercasing can change lengths, and the Kelvin sign becomes "k"), the full rule.
                return key.lowercased() == name
            }
        }
    }

    /// `key(_:lowercasedIs:)` on bytes while the key is ASCII; nil (undecided) at a byte past ASCII.
    private static func asciiKey(_ key: UnsafeBufferPointer<UInt8>, lowercasedIs name: UnsafeBufferPointer<UInt8>) -> Bool? {
        for index in 0..<key.count {
            let byte = key[index]
            guard byte < 0x80 else { return nil }
            // An ASCII key lowercases byte for byte: it differs here, or is longer than the name.
            guard index < name.count, (byte >= 65 && byte <= 90 ? byte + 32 : byte) == name[index] else { return false }
        }
        // All ASCII: its lowercased form has its length.
        return key.count == name.count
    }

    /// The line of the first key matching one of `names` (1 when unknown).
    public func line(_ names: String...) -> Int {
        for name in names {
            if let pair = entries.first(where: { Self.key($0.key, lowercasedIs: name) }), let line = keyLines[pair.key] {
                return line
            }
        }
        return 1
    }
}

/// Why front matter could not be read, at a file position. A page with broken front matter still
/// builds (``FrontMatter/error`` holds this, and the page gets an error diagnostic); as an `Error`
/// it can also be thrown by callers that need valid front matter.
public struct FrontMatterError: Error, Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `line:column: message`.
    public var description: String { "\(line):\(column): \(message)" }
}

/// Splits a note into front matter and Markdown body.
public enum FrontMatterParser {
    /// True when `text` starts with a `---` line, or Hugo's `+++` for TOML (what makes a `.txt` file a page;
    /// a `{` line, Hugo's JSON front matter, is read in notes but makes no text file a page: JSON data is
    /// more often just data).
    public static func startsWithFrontMatter(_ text: String) -> Bool { fence(of: text).map { $0 != 123 } ?? false }

    /// The fence byte of the front matter `text` starts with: `-` (YAML), `+` (TOML) or `{` (Hugo's JSON, a
    /// line that is only `{`, closed by a line that is only `}`), else nil.
    static func fence(of text: String) -> UInt8? {
        var bytes = text.utf8.prefix(64).makeIterator()
        var first = [UInt8]()
        while let byte = bytes.next(), byte != 10 { first.append(byte) }
        if first.starts(with: [0xEF, 0xBB, 0xBF]) { first.removeFirst(3) }
        while let last = first.last, last == 32 || last == 9 || last == 13 { first.removeLast() }
        if first == [45, 45, 45] { return 45 }
        if first == [123] { return 123 }
        return first == [43, 43, 43] ? 43 : nil
    }

    /// Parses the front matter and returns it with the body. The body keeps the file's line
    /// numbers: front matter lines are replaced by empty lines, so cmark positions are file
    /// positions with no offset arithmetic.
    public static func split(_ text: String) -> (FrontMatter, String) {
        guard let fence = fence(of: text) else { return (FrontMatter(), text) }
        guard let block = FenceLines(text, fence: fence) else {
            let (mark, close) = fence == 43 ? ("+++", "+++") : fence == 123 ? ("{", "}") : ("---", "---")
            let error = FrontMatterError(line: 1, column: 1, message: "front matter starts with '\(mark)' but has no closing '\(close)' line")
            return (FrontMatter(error: error, lineCount: 0), text)
        }
        var matter = switch fence {
        case 43: parseTOML(block.yaml(of: text), firstLine: 2)
        case 123: parseJSON(block.yaml(of: text))
        default: parseYAML(block.yaml(of: text), firstLine: 2)
        }
        matter.lineCount = block.lineCount + 1
        return (matter, blankedBody(text, lineCount: block.lineCount + 1, bodyStart: block.bodyStart(in: text)))
    }

    /// The body alone, as ``split(_:)`` returns it, without parsing the YAML again.
    public static func body(of text: String) -> String {
        if text.first == NoteEncoding.utf16Marker { return body(of: String(text.dropFirst())) }
        guard let fence = fence(of: text), let block = FenceLines(text, fence: fence) else { return text }
        return blankedBody(text, lineCount: block.lineCount + 1, bodyStart: block.bodyStart(in: text))
    }

    private static func blankedBody(_ text: String, lineCount: Int, bodyStart: String.Index) -> String {
        var body = String(repeating: "\n", count: lineCount)
        body += text[bodyStart...]
        return body
    }

    /// Parses the lines between Hugo's JSON front matter's `{` and `}` lines (the file's lines 2 onwards). JSON
    /// is YAML's flow mapping, so libyaml reads it with its line and column; a tab before a line's text is
    /// white space to JSON but indentation to YAML, so it is read as a space.
    static func parseJSON(_ inner: String) -> FrontMatter {
        let lines = inner.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.prefix { $0 == "\t" || $0 == " " }.map { _ in " " }) + line.drop { $0 == "\t" || $0 == " " }
        }
        var matter = parseWithYams("{\n" + lines.joined(separator: "\n") + "\n}", firstLine: 1)
        if let message = matter.error?.message, message.hasPrefix("invalid YAML: ") {
            matter.error?.message = "invalid JSON front matter: " + message.dropFirst(14)
        }
        return matter
    }

    /// Parses the TOML of a `+++` block (Hugo's) that starts at `firstLine` of the file.
    static func parseTOML(_ toml: String, firstLine: Int) -> FrontMatter {
        if toml.allSatisfy({ $0.isWhitespace }) { return FrontMatter() }
        return TOMLFrontMatter.parse(toml, firstLine: firstLine)
    }

    /// Parses YAML that starts at `firstLine` of the file: flat `key: value` blocks directly
    /// (``FlatFrontMatter``), anything else with Yams.
    static func parseYAML(_ yaml: String, firstLine: Int) -> FrontMatter {
        if yaml.allSatisfy({ $0.isWhitespace }) { return FrontMatter() }
        return FlatFrontMatter.parse(yaml, firstLine: firstLine) ?? parseWithYams(yaml, firstLine: firstLine)
    }

    /// The general path: libyaml composes the node tree. Text nested deeper than
    /// ``FrontMatterLimits/maxDepth`` never reaches it (Yams composes recursively and would
    /// overflow the stack), and aliases may not expand it past the converter's budgets.
    static func parseWithYams(_ yaml: String, firstLine: Int) -> FrontMatter {
        let shape = YAMLShapeScan(yaml, limit: FrontMatterLimits.maxDepth)
        if let deep = shape.tooDeepAt {
            return FrontMatter(error: FrontMatterError(
                line: deep.line + firstLine - 1, column: deep.column,
                message: "front matter nests more than \(FrontMatterLimits.maxDepth) levels deep; refused"))
        }
        do {
            guard let node = try Yams.compose(yaml: yaml) else { return FrontMatter() }
            guard let mapping = node.mapping else {
                let line = (node.mark?.line ?? 1) + firstLine - 1
                return FrontMatter(error: FrontMatterError(line: line, column: node.mark?.column ?? 1,
                                                           message: "front matter must be a YAML mapping of keys to values"))
            }
            var entries: [(key: String, value: FrontMatterValue)] = []
            var keyLines: [String: Int] = [:]
            var warnings: [FrontMatterError] = []
            var converter = FrontMatterConverter(inputBytes: yaml.utf8.count, firstLine: firstLine)
            for (keyNode, valueNode) in mapping {
                let key = keyNode.string ?? keyNode.scalar?.string ?? ""
                let line = (keyNode.mark?.line ?? 1) + firstLine - 1
                if key.isEmpty { continue }
                if let first = keyLines[key] {
                    warnings.append(FrontMatterConverter.duplicate(key, line: line, column: keyNode.mark?.column ?? 1, first: first))
                    continue
                }
                do {
                    entries.append((key, try converter.convert(valueNode)))
                } catch let overflow as FrontMatterConverter.Overflow {
                    // Reported at the first alias in this key's value (its own line when none).
                    let alias = shape.aliases.first { $0.line + firstLine - 1 >= line }
                    return FrontMatter(error: FrontMatterError(
                        line: alias.map { $0.line + firstLine - 1 } ?? line, column: alias?.column ?? keyNode.mark?.column ?? 1,
                        message: "'\(key)': " + overflow.message))
                }
                keyLines[key] = line
            }
            warnings += converter.warnings
            return FrontMatter(entries: entries, keyLines: keyLines, warnings: warnings.sorted { ($0.line, $0.column) < ($1.line, $1.column) })
        } catch let error as YamlError {
            let lineCount = yaml.split(separator: "\n", omittingEmptySubsequences: false).count
            return FrontMatter(error: position(of: error, firstLine: firstLine, lineCount: lineCount))
        } catch {
            return FrontMatter(error: FrontMatterError(line: firstLine, column: 1, message: "invalid YAML: \(error)"))
        }
    }

    /// libyaml often reports an unclosed construct at the end of the input (the closing
    /// `---` line). The construct's own start, the error's context mark, is then more
    /// useful, so it is used whenever the problem lies past the last YAML line.
    private static func position(of error: YamlError, firstLine: Int, lineCount: Int) -> FrontMatterError {
        func describe(_ context: YamlError.Context?, _ problem: String) -> String {
            if let context = context { return "invalid YAML: \(problem) \(context.text)" }
            return "invalid YAML: \(problem)"
        }
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            var line = mark.line
            var column = mark.column
            if line > lineCount, let context = context {
                line = context.mark.line
                column = context.mark.column
            }
            line = min(max(line, 1), max(lineCount, 1))
            return FrontMatterError(line: line + firstLine - 1, column: column, message: describe(context, problem))
        case let .reader(problem, _, _, _):
            return FrontMatterError(line: firstLine, column: 1, message: "invalid YAML: \(problem)")
        default:
            return FrontMatterError(line: firstLine, column: 1, message: "invalid YAML: \(error)")
        }
    }
}

extension Substring {
    func trimmingTrailingWhitespace() -> Substring {
        var end = endIndex
        while end > startIndex {
            let before = index(before: end)
            if self[before] == " " || self[before] == "\t" || self[before] == "\r" { end = before } else { break }
        }
        return self[startIndex..<end]
    }
}
