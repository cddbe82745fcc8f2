// Why: one place decides which URL schemes are safe, for raw HTML attributes and for Markdown
// links alike, so the two can never disagree about what `JaVa&#x09;Script:` means.

/// Scheme checks for URLs written by authors.
///
/// A URL's scheme is read as a browser reads it: leading and trailing C0 controls and spaces
/// are ignored, tabs and newlines anywhere are removed, and the scheme is compared without
/// regard to case. The input must already be entity-decoded (cmark and the HTML parser both
/// decode entities before a URL reaches these checks).
public enum URLSafety {
    /// The scheme of `url` in lowercase, or nil for a relative URL (`page.html`, `/a`, `#x`,
    /// `//host/x`, `?q`).
    public static func scheme(of url: String) -> String? {
        guard let colon = schemeColon(url) else { return nil }
        var scheme: [UInt8] = []
        var started = false
        for byte in url.utf8[..<colon] {
            if !started && byte <= 0x20 { continue }
            started = true
            if byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
            scheme.append(byte | (isLetter(byte) ? 0x20 : 0))
        }
        return String(decoding: scheme, as: UTF8.self)
    }

    /// Whether ``scheme(of:)`` finds a scheme, without collecting it. (`scheme(of:)` itself answers a
    /// relative URL, most links, without allocating: it collects only once the `:` is found.)
    static func hasScheme(_ url: String) -> Bool { schemeColon(url) != nil }

    /// The `:` ending `url`'s scheme, read as a browser reads it (leading C0 controls and spaces
    /// skipped, tabs and newlines ignored, the first kept byte a letter, then letters, digits, `+`,
    /// `-`, `.`); nil for a relative URL (`/`, `?`, `#`, … before any `:`).
    private static func schemeColon(_ url: String) -> String.UTF8View.Index? {
        var first: UInt8?
        var started = false
        let utf8 = url.utf8
        for index in utf8.indices {
            let byte = utf8[index]
            if !started && byte <= 0x20 { continue }          // leading C0 controls and space
            started = true
            if byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }  // removed anywhere
            if byte == 0x3A { return first.map(isLetter) == true ? index : nil }
            guard isLetter(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2B || byte == 0x2D || byte == 0x2E else {
                return nil                                      // '/', '?', '#', … before any ':'
            }
            if first == nil { first = byte }
        }
        return nil
    }

    /// Raw HTML keeps http, https, mailto and relative URLs only.
    public static func isAllowedInHTML(_ url: String) -> Bool {
        guard let scheme = scheme(of: url) else { return true }
        return scheme == "http" || scheme == "https" || scheme == "mailto"
    }

    /// Markdown links and images drop `javascript:`, `vbscript:` and `data:` URLs, except
    /// `data:image/…` as an image's source. Other schemes (`tel:`, `ftp:`) stay.
    public static func isAllowedInMarkdown(_ url: String, isImage: Bool) -> Bool {
        switch scheme(of: url) {
        case "javascript", "vbscript": return false
        case "data": return isImage && isDataImage(url)
        default: return true
        }
    }

    /// A `srcset` value is allowed when every candidate's URL is.
    static func isAllowedSrcset(_ value: String) -> Bool {
        value.split(separator: ",").allSatisfy { candidate in
            let url = candidate.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).first.map(String.init) ?? ""
            return isAllowedInHTML(url)
        }
    }

    private static func isDataImage(_ url: String) -> Bool {
        // After the scheme, ignoring the same controls and case: "image/".
        var cleaned: [UInt8] = []
        var started = false
        for byte in url.utf8 {
            if !started && byte <= 0x20 { continue }
            started = true
            if byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
            cleaned.append(isLetter(byte) ? byte | 0x20 : byte)
            if cleaned.count >= 11 { break }
        }
        return cleaned.starts(with: Array("data:image/".utf8))
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }
}
