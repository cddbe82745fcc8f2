import Foundation

/// CSS `font-family` string → (measured face, SVG font-family), computed once per distinct
/// string: a site has a handful of them and every diagram asks. Bounded and thread-safe.
final class FontFamilyCache: @unchecked Sendable {
    static let shared = FontFamilyCache()
    private var entries: [String: (FontFace, String)] = [:]
    private let lock = NSLock()

    func resolve(_ requested: String) -> (FontFace, String) {
        lock.lock()
        if let hit = entries[requested] {
            lock.unlock()
            return hit
        }
        lock.unlock()
        let face = FontFace.resolve(requested)
        let value = (face, TextMeasurer.cssFamily(measured: face, requested: requested))
        lock.lock()
        if entries.count >= 64 { entries.removeAll(keepingCapacity: true) }
        entries[requested] = value
        lock.unlock()
        return value
    }
}
