/// Decides which `click`/`link` targets may become real links: `http`, `https` and relative
/// URLs only, so a diagram can never inject `javascript:` or `data:` links into a page.
enum SafeLink {
    static func isSafe(_ url: String) -> Bool {
        let trimmed = url.spaceTrimmed.lowercased()
        guard !trimmed.isEmpty else { return false }
        if trimmed.hasPrefix("http://") || trimmed.hasPrefix("https://") { return true }
        if trimmed.contains(where: { $0.isWhitespace || $0 == "\\" }) { return false }
        // Relative: no scheme before the first '/', '?' or '#'.
        let beforePath = trimmed.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return !beforePath.contains(":")
    }
}
