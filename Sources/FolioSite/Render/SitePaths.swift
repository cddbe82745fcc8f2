/// Pure path arithmetic for the output tree: safe output names and relative URLs.
///
/// Every output path is `/`-separated, relative to the output root, and made only of
/// components that cannot climb out of it (no `..`, no leading `/`, no hidden names).
public enum SitePaths {
    /// A path component reduced to letters and digits (any script), `.`, `_` and `-`
    /// (other characters become `-`), with no leading dot and no `..`. Never empty.
    public static func safeComponent(_ text: String) -> String {
        var out = ""
        var lastWasDash = false
        for scalar in text.unicodeScalars {
            var ok = (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
                || (scalar >= "0" && scalar <= "9") || scalar == "." || scalar == "_" || scalar == "-"
            if !ok && scalar.value >= 0x80 {
                let props = scalar.properties
                ok = props.isAlphabetic || props.numericType != nil
                    || props.generalCategory == .nonspacingMark || props.generalCategory == .spacingMark
            }
            if ok {
                out.unicodeScalars.append(scalar)
                lastWasDash = scalar == "-"
            } else if !lastWasDash {
                out += "-"
                lastWasDash = true
            }
        }
        while out.hasPrefix(".") || out.hasPrefix("-") { out.removeFirst() }
        while out.hasSuffix("-") { out.removeLast() }
        while out.contains("..") { out = out.replacingAll("..", with: ".") }
        return out.isEmpty ? "page" : out
    }

    /// Normalises a `/`-separated path: drops `.` and empty parts, applies `..`.
    /// Returns nil when the path climbs above its root.
    public static func normalize(_ path: String) -> String? {
        if isNormal(path) { return path }
        // On bytes: `starts` holds where each kept part begins in `out`, so `..` drops the
        // last part (and the `/` before it) without splitting into substrings.
        let bytes = Array(path.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var starts: [Int] = []
        var index = 0
        while index <= bytes.count {
            var end = index
            while end < bytes.count && bytes[end] != 47 { end += 1 }
            let length = end - index
            if length == 0 || (length == 1 && bytes[index] == 46) {
                // empty or `.`: skipped
            } else if length == 2 && bytes[index] == 46 && bytes[index + 1] == 46 {
                guard let start = starts.popLast() else { return nil }
                out.removeLast(out.count - max(0, start - 1))
            } else {
                if !out.isEmpty { out.append(47) }
                starts.append(out.count)
                out.append(contentsOf: bytes[index..<end])
            }
            index = end + 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `directory + "/" + path` normalised as ``normalize(_:)`` would (a `path` starting with
    /// `/` ignores `directory`), built in one buffer: link rewriting does this once per link.
    static func normalize(joining directory: String, _ path: Substring) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(directory.utf8.count + path.utf8.count + 1)
        var starts: [Int] = []
        var climbedOut = false
        func append<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8, Bytes.Index == String.Index {
            var partStart = bytes.startIndex
            var index = bytes.startIndex
            while true {
                let atEnd = index == bytes.endIndex
                if atEnd || bytes[index] == 47 {
                    let part = bytes[partStart..<index]
                    let length = part.count
                    if length == 0 || (length == 1 && part.first == 46) {
                        // empty or `.`: skipped
                    } else if length == 2 && part.allSatisfy({ $0 == 46 }) {
                        if let start = starts.popLast() { out.removeLast(out.count - max(0, start - 1)) } else { climbedOut = true }
                    } else {
                        if !out.isEmpty { out.append(47) }
                        starts.append(out.count)
                        out.append(contentsOf: part)
                    }
                    if atEnd { break }
                    partStart = bytes.index(after: index)
                }
                index = bytes.index(after: index)
            }
        }
        if path.utf8.first != 47 { append(directory.utf8) }
        append(path.utf8)
        return climbedOut ? nil : String(decoding: out, as: UTF8.self)
    }

    /// True when no part of `path` is empty, `.` or `..`: ``normalize(_:)`` would return it
    /// unchanged, so the common case skips splitting and joining.
    static func isNormal(_ path: String) -> Bool {
        var length = 0   // bytes in the current part
        var dots = 0     // how many of them are `.`
        for byte in path.utf8 {
            if byte == 47 {
                if length == 0 || dots == length && length <= 2 { return false }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == 46 { dots += 1 }
            }
        }
        return length > 0 && !(dots == length && length <= 2)
    }

    /// The folder part of a path (`a/b/c.html` → `a/b`, `c.html` → ``).
    public static func directory(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: 47) else { return "" }
        return String(path[..<slash])
    }

    /// `../` repeated once per folder level of `path` (`a/b/c.html` → `../../`).
    public static func rootPrefix(from path: String) -> String {
        String(repeating: "../", count: path.utf8.reduce(0) { $0 + ($1 == 47 ? 1 : 0) })
    }

    /// Non-empty `/`-separated parts, found on UTF-8 bytes.
    static func slashComponents(_ path: String) -> [Substring] {
        var parts: [Substring] = []
        let utf8 = path.utf8
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            if utf8[index] == 47 {
                if start != index { parts.append(path[start..<index]) }
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if start != utf8.endIndex { parts.append(path[start..<utf8.endIndex]) }
        return parts
    }

    /// A relative URL from the page at `from` to the file at `to` (both output paths).
    public static func relativeURL(from: String, to: String) -> String {
        // On bytes: parts are ranges, compared in place; the result is built in one buffer.
        let source = Array(from.utf8)
        let target = Array(to.utf8)
        let sourceEnd = source.lastIndex(of: 47) ?? 0
        let fromDir = partRanges(source, end: sourceEnd)
        let toParts = partRanges(target, end: target.count)
        var common = 0
        while common < fromDir.count, common < toParts.count - 1,
              source[fromDir[common]].elementsEqual(target[toParts[common]]) { common += 1 }
        var out: [UInt8] = []
        out.reserveCapacity(3 * (fromDir.count - common) + target.count + 8)
        for _ in common..<fromDir.count { out.append(contentsOf: [46, 46, 47]) }
        let hex: [UInt8] = Array("0123456789ABCDEF".utf8)
        for (position, part) in toParts[common...].enumerated() {
            if position > 0 { out.append(47) }
            for byte in target[part] {
                if isUnreserved(byte) {
                    out.append(byte)
                } else {
                    out.append(37)
                    out.append(hex[Int(byte >> 4)])
                    out.append(hex[Int(byte & 15)])
                }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The non-empty `/`-separated parts of `bytes[..<end]`, as ranges.
    private static func partRanges(_ bytes: [UInt8], end: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for index in 0...end where index == end || bytes[index] == 47 {
            if index > start { ranges.append(start..<index) }
            start = index + 1
        }
        return ranges
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            || byte == 45 || byte == 46 || byte == 95 || byte == 126
    }

    /// Percent-encodes a path component for use in an `href` (keeps unreserved characters).
    public static func percentEncode(_ component: String) -> String {
        let plain = component.utf8.allSatisfy { byte in
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 45 || byte == 46 || byte == 95 || byte == 126
        }
        if plain { return component }
        var out = ""
        for byte in component.utf8 {
            let ch = Character(Unicode.Scalar(byte))
            if (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || ch == "-" || ch == "." || ch == "_" || ch == "~" {
                out.append(ch)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }

    /// Decodes `%XX` escapes (invalid escapes are kept as written).
    public static func percentDecode(_ text: String) -> String {
        guard text.utf8.contains(37) else { return text }
        var bytes: [UInt8] = []
        let utf8 = Array(text.utf8)
        var i = 0
        while i < utf8.count {
            if utf8[i] == 37, i + 2 < utf8.count, let value = UInt8(String(decoding: utf8[(i + 1)...(i + 2)], as: UTF8.self), radix: 16) {
                bytes.append(value)
                i += 3
            } else {
                bytes.append(utf8[i])
                i += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// True when a link destination names a scheme (`https:`, `mailto:`) or is
    /// protocol-relative (`//host/…`): it points outside the site.
    public static func isExternal(_ destination: String) -> Bool {
        if destination.hasPrefix("//") { return true }
        var sawLetter = false
        for ch in destination {
            if ch == ":" { return sawLetter }
            if ch.isLetter && ch.isASCII { sawLetter = true; continue }
            if sawLetter && (ch.isNumber || ch == "+" || ch == "." || ch == "-") { continue }
            return false
        }
        return false
    }
}
