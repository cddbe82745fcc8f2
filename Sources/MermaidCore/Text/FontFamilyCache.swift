import Foundation

/// CSS `font-family` string → (measured face, SVG font-family), computed once per distinct
/// string: a site has a handful of them and every diagram asks. Bounded and thread-safe.
final class FontFamilyCache: @unchecked Sendable {
    static let shared = FontFamilyCache()
    private let memo = BoundedMemo<String, (FontFace, String)>(capacity: 64)

    func resolve(_ requested: String) -> (FontFace, String) {
        memo.value(for: requested) {
            let face = FontFace.resolve(requested)
            return (face, TextMeasurer.cssFamily(measured: face, requested: requested))
        }
    }
}
