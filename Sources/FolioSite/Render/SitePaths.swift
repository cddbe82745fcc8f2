/// Pure path arithmetic for the output tree: safe output names and relative URLs.
///
/// Every output path is `/`-separated, relative to the output root, and made only of
/// components that cannot climb out of it (no `..`, no leading `/`, no hidden names).
public enum SitePaths {
    /// A path component reduced to letters and digits (any script), `.`, `_` and `-`
    /// (other characters become `-`), with no leading dot and no `..`. Never empty.
    public static func safeComponent(_ text: String) -> String {
        isSafeAsIs(text) ? text : sanitizedComponent(text)
    }

    /// ``safeComponent(_:)`` the long way, character by character.
    static func sanitizedComponent(_ text: String) -> String {
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
        while containsDotDot(out) { out = out.replacingAll("..", with: ".") }
        return out.isEmpty ? "page" : out
    }

    /// Whether ``safeComponent(_:)`` would return `text` unchanged: ASCII letters, digits, `.`, `_`
    /// and `-` only, not starting with `.` or `-`, not ending with `-`, no `..` (the usual file name,
    /// checked on bytes: the plan asks for every folder and file of the site).
    private static func isSafeAsIs(_ text: String) -> Bool {
        let bytes = text.utf8
        guard let first = bytes.first, let last = bytes.last, first != 46, first != 45, last != 45 else { return false }
        var previous: UInt8 = 0
        for byte in bytes {
            let allowed = (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57)
                || byte == 46 || byte == 95 || byte == 45
            if !allowed || (byte == 46 && previous == 46) { return false }
            previous = byte
        }
        return true
    }

    private static func containsDotDot(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == 46 && previous == 46 { return true }
            previous = byte
        }
        return false
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
        var directory = directory
        var path = path
        return directory.withUTF8 { directoryBytes in
            path.withUTF8 { pathBytes in
                var climbedOut = false
                let result = String(unsafeUninitializedCapacity: directoryBytes.count + pathBytes.count + 1) { out in
                    guard let length = PathBytes.normalize(joining: directoryBytes, pathBytes, into: out.baseAddress!) else {
                        climbedOut = true
                        return 0
                    }
                    return length
                }
                return climbedOut ? nil : result
            }
        }
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
        guard let slash = path.utf8LastIndex(of: 47) else { return "" }
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
        var from = from
        var to = to
        return from.withUTF8 { source in
            to.withUTF8 { target in
                String(unsafeUninitializedCapacity: PathBytes.relativeURLCapacity(from: source, to: target)) { out in
                    PathBytes.relativeURL(from: source, to: target, into: out.baseAddress!)
                }
            }
        }
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
        // On bytes while they are ASCII (a link's destination almost always is): the same rule.
        var bytes = destination
        let answer: Bool? = bytes.withUTF8 { bytes in
            if bytes.count >= 2 && bytes[0] == 47 && bytes[1] == 47 { return true }
            var sawLetter = false
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if byte == 58 { return sawLetter }
                if (byte | 0x20) >= 97 && (byte | 0x20) <= 122 { sawLetter = true; continue }
                if sawLetter && ((byte >= 48 && byte <= 57) || byte == 43 || byte == 46 || byte == 45) { continue }
                return false
            }
            return false
        }
        return answer ?? isExternalByCharacters(destination)
    }

    /// ``isExternal(_:)`` by characters: a scheme's letters are ASCII, what follows may be any digit.
    static func isExternalByCharacters(_ destination: String) -> Bool {
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
