/// Reads the front matter most notes have, one `key: value` per line with plain or simply
/// quoted scalars, without libyaml.
///
/// Why: composing a YAML node tree for eight short lines was a tenth of the load phase of a
/// 10,000-note build. This reader accepts only what it can read exactly as
/// ``FrontMatterParser/parseYAML(_:firstLine:)`` would through Yams, and returns nil for
/// anything else (lists, nested maps, block scalars, comments, anchors, tags, escapes,
/// continuation lines, tabs), which then goes to Yams as before. A repeated key is reported as
/// Yams's path reports it (the first value stands).
enum FlatFrontMatter {
    static func parse(_ yaml: String, firstLine: Int) -> FrontMatter? {
        var yaml = yaml
        return yaml.withUTF8 { parse(bytes: $0, firstLine: firstLine) }
    }

    /// ``parse(_:firstLine:)`` on the YAML's UTF-8: lines are cut and read in place (splitting the
    /// text and copying each line into an array cost more than reading it).
    private static func parse(bytes: UnsafeBufferPointer<UInt8>, firstLine: Int) -> FrontMatter? {
        var entries: [(key: String, value: FrontMatterValue)] = []
        var keyLines: [String: Int] = [:]
        var warnings: [FrontMatterError] = []
        var lineNumber = firstLine - 1
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != 10 { end += 1 }
            let line = bytes[start..<end]
            start = end + 1
            lineNumber += 1
            guard !line.allSatisfy({ $0 == 32 }) else { continue }
            guard let (key, value) = keyAndValue(line) else { return nil }
            if let first = keyLines[key] {
                // As Yams reads it: the first value stands; the repeat is reported.
                warnings.append(FrontMatterConverter.duplicate(key, line: lineNumber, column: 1, first: first))
                continue
            }
            entries.append((key, value))
            keyLines[key] = lineNumber
        }
        return FrontMatter(entries: entries, keyLines: keyLines, warnings: warnings)
    }

    /// `key: value` at the start of the line, or nil when the line needs a real YAML parser.
    private static func keyAndValue(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> (String, FrontMatterValue)? {
        guard let colon = line.firstIndex(of: 58), colon > line.startIndex else { return nil }
        let keyBytes = line[..<colon]
        guard keyBytes.allSatisfy(isKeyByte), keyBytes.first != 45, keyBytes.first != 40 else { return nil }
        let afterColon = line[(colon + 1)...]
        guard afterColon.isEmpty || afterColon.first == 32 else { return nil }
        var valueBytes = afterColon.drop(while: { $0 == 32 })
        while valueBytes.last == 32 { valueBytes = valueBytes.dropLast() }
        let key = String(decoding: keyBytes, as: UTF8.self)
        guard let first = valueBytes.first else { return (key, .null) }
        if first == 34 || first == 39 {
            // "text" or 'text' with no quote, backslash or escape inside.
            guard valueBytes.count >= 2, valueBytes.last == first else { return nil }
            let inner = valueBytes.dropFirst().dropLast()
            guard !inner.contains(first), !inner.contains(92), !inner.contains(where: isControl) else { return nil }
            return (key, .string(String(decoding: inner, as: UTF8.self)))
        }
        guard isPlainScalar(valueBytes) else { return nil }
        let text = String(decoding: valueBytes, as: UTF8.self)
        return (key, text == "~" || text == "null" ? .null : .string(text))
    }

    /// Letters, digits and `_ - ( ) .`: keys like `license(s)` and `date_created`.
    private static func isKeyByte(_ byte: UInt8) -> Bool {
        (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57)
            || byte == 95 || byte == 45 || byte == 40 || byte == 41 || byte == 46
    }

    private static func isControl(_ byte: UInt8) -> Bool { byte < 32 || byte == 127 }

    /// A YAML indicator, which cannot start a plain scalar: ``- ? : , [ ] { } # & * ! | > ' " % @ ` ``.
    private static func isIndicator(_ byte: UInt8) -> Bool {
        switch byte {
        case 45, 63, 58, 44, 91, 93, 123, 125, 35, 38, 42, 33, 124, 62, 39, 34, 37, 64, 96: return true
        default: return false
        }
    }

    /// A plain scalar YAML reads as its own text: no indicator first, no `: ` or ` #` inside,
    /// no trailing `:`, no flow or control characters.
    private static func isPlainScalar(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard let first = bytes.first, !isIndicator(first) else { return false }
        guard bytes.last != 58 else { return false }
        var previous: UInt8 = 0
        for byte in bytes {
            if isControl(byte) { return false }
            if byte == 91 || byte == 93 || byte == 123 || byte == 125 { return false }
            if previous == 58 && byte == 32 { return false }
            if previous == 32 && byte == 35 { return false }
            previous = byte
        }
        return true
    }
}
