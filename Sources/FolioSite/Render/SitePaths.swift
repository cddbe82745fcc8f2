#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
                let capacity = directoryBytes.count + pathBytes.count + 1
                var climbedOut = false
                let result = String(unsafeUninitializedCapacity: capacity) { out in
                    var length = 0
                    /// Appends the parts of `bytes`, applying `.` and `..` to what is already there.
                    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
                        var start = 0
                        while start <= bytes.count && !climbedOut {
                            var end = start
                            while end < bytes.count && bytes[end] != 47 { end += 1 }
                            let count = end - start
                            if count == 0 || (count == 1 && bytes[start] == 46) {
                                // empty or `.`: skipped
                            } else if count == 2 && bytes[start] == 46 && bytes[start + 1] == 46 {
                                // `..` drops the last kept part (and the `/` before it).
                                if length == 0 { climbedOut = true; return }
                                var cut = length - 1
                                while cut > 0 && out[cut] != 47 { cut -= 1 }
                                length = cut
                            } else {
                                if length > 0 { out[length] = 47; length += 1 }
                                (out.baseAddress! + length).update(from: bytes.baseAddress! + start, count: count)
                                length += count
                            }
                            start = end + 1
                        }
                    }
                    if pathBytes.first != 47 { append(directoryBytes) }
                    append(pathBytes)
                    return climbedOut ? 0 : length
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
        // On bytes, in one output buffer: parts are compared in place, never split out, and runs of
        // bytes that need no escape are copied at once (a page resolves some 40 links this way).
        var from = from
        var to = to
        return from.withUTF8 { source in
            to.withUTF8 { target in
                let sourceEnd = lastSlash(source) ?? 0
                let fromParts = partCount(source, end: sourceEnd)
                // Where the target's last part (its file name, never shared) starts.
                var lastPartStart = target.count
                while lastPartStart > 0 && target[lastPartStart - 1] == 47 { lastPartStart -= 1 }
                while lastPartStart > 0 && target[lastPartStart - 1] != 47 { lastPartStart -= 1 }
                // Skip the leading parts both paths share.
                var sourceCursor = 0
                var targetCursor = 0
                var common = 0
                while common < fromParts {
                    let a = nextPart(source, from: sourceCursor, end: sourceEnd)
                    let b = nextPart(target, from: targetCursor, end: target.count)
                    guard !b.isEmpty, b.lowerBound < lastPartStart, a.count == b.count,
                          memcmp(source.baseAddress! + a.lowerBound, target.baseAddress! + b.lowerBound, a.count) == 0
                    else { break }
                    sourceCursor = a.upperBound
                    targetCursor = b.upperBound
                    common += 1
                }
                let capacity = 3 * (fromParts - common) + 3 * target.count + 1
                return String(unsafeUninitializedCapacity: capacity) { out in
                    var length = 0
                    for _ in common..<fromParts {
                        out[length] = 46; out[length + 1] = 46; out[length + 2] = 47
                        length += 3
                    }
                    var first = true
                    var cursor = targetCursor
                    while true {
                        let part = nextPart(target, from: cursor, end: target.count)
                        if part.isEmpty { break }
                        if !first { out[length] = 47; length += 1 }
                        first = false
                        var index = part.lowerBound
                        while index < part.upperBound {
                            var run = index
                            while run < part.upperBound && isUnreserved(target[run]) { run += 1 }
                            if run > index {
                                (out.baseAddress! + length).update(from: target.baseAddress! + index, count: run - index)
                                length += run - index
                                index = run
                                continue
                            }
                            let byte = target[index]
                            out[length] = 37
                            out[length + 1] = hexDigit(byte >> 4)
                            out[length + 2] = hexDigit(byte & 15)
                            length += 3
                            index += 1
                        }
                        cursor = part.upperBound
                    }
                    return length
                }
            }
        }
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 { value < 10 ? 48 + value : 55 + value }


    private static func lastSlash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = bytes.count
        while index > 0 {
            index -= 1
            if bytes[index] == 47 { return index }
        }
        return nil
    }

    /// How many non-empty `/`-separated parts `bytes[..<end]` has.
    private static func partCount(_ bytes: UnsafeBufferPointer<UInt8>, end: Int) -> Int {
        var count = 0
        var inPart = false
        for index in 0..<end {
            if bytes[index] == 47 { inPart = false } else if !inPart { inPart = true; count += 1 }
        }
        return count
    }

    /// The next non-empty part at or after `start`, before `end` (empty at the end).
    private static func nextPart(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) -> Range<Int> {
        var lower = start
        while lower < end && bytes[lower] == 47 { lower += 1 }
        var upper = lower
        while upper < end && bytes[upper] != 47 { upper += 1 }
        return lower..<upper
    }

    /// Letters, digits and `- . _ ~` (RFC 3986's unreserved characters), as one bit each of two words.
    @inline(__always) private static func isUnreserved(_ byte: UInt8) -> Bool {
        let low: UInt64 = 1 << 45 | 1 << 46 | 0x3FF << 48                    // - . 0-9
        let high: UInt64 = 0x3FF_FFFF << 1 | 1 << 31 | 0x3FF_FFFF << 33 | 1 << 62   // A-Z _ a-z ~
        if byte < 64 { return (low >> UInt64(byte)) & 1 != 0 }
        if byte < 128 { return (high >> UInt64(byte - 64)) & 1 != 0 }
        return false
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
