// Why: diagrams that turn user text into links (sequence participant menus, kanban tickets) must
// refuse `javascript:`, `data:` and other schemes a page should never follow; one rule for all.

/// Which URLs a diagram may write into an `href`.
package enum LinkURL {
    /// `http:`/`https:`/`mailto:` URLs and scheme-less relative paths; never `javascript:`, `data:`,
    /// protocol-relative `//host` or text with control characters or backslashes.
    package static func isSafe(_ url: String) -> Bool {
        let trimmed = url.trimmingASCIIWhitespace()
        guard !trimmed.isEmpty else { return false }
        for c in trimmed.unicodeScalars where c.value < 0x20 || c == "\\" { return false }
        let lower = trimmed.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("mailto:") { return true }
        if lower.hasPrefix("//") { return false }
        // Relative: no scheme before the first '/', '?' or '#'.
        for c in lower {
            if c == "/" || c == "?" || c == "#" { return true }
            if c == ":" { return false }
        }
        return true
    }
}
