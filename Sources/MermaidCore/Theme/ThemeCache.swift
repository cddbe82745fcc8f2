import Foundation

/// Resolved themes by (name, overrides). Deriving a theme is a few hundred dictionary and
/// colour operations; most diagrams on a site share the same few themes (the default and
/// dark palettes above all), so they are built once per process. Bounded and thread-safe.
final class ThemeCache: @unchecked Sendable {
    static let shared = ThemeCache()
    private static let limit = 128

    private struct Key: Hashable {
        var name: String
        var overrides: [String: String]
    }

    private var themes = HashBuckets<Key, Theme>()  // not a Dictionary: see HashBuckets
    private var built = 0
    private let lock = NSLock()

    func theme(_ name: String, overrides: [String: String], build: () -> Theme) -> Theme {
        let key = Key(name: name, overrides: overrides)
        lock.lock()
        if let cached = themes[key] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        var theme = build()
        lock.lock()
        built += 1
        theme.assignIdentity(built)
        if themes.count >= Self.limit { themes.removeAll() }
        themes.set(theme, for: key)
        lock.unlock()
        return theme
    }
}
