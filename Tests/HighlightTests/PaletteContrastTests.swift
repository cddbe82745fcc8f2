import Foundation
import Testing
@testable import Highlight

/// The default theme's highlight palette (Themes/default/highlight.css) meets WCAG AA: every
/// colour has a contrast of at least 4.5:1 against the code background and a highlighted line's
/// background (style.css), in light and in dark mode; and every class the highlighter writes has
/// a rule.
@Suite struct PaletteContrastTests {
    static let themeFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Themes/default").standardizedFileURL

    @Test func everyColourMeetsAAOnCodeBackgroundsInBothModes() throws {
        let palette = try Self.variables(in: "highlight.css")
        let theme = try Self.variables(in: "style.css")
        let backgrounds = try ["--bg-code", "--accent-soft"].map { try #require(theme[$0], "no \($0) in style.css") }
        #expect(palette.count >= 15)
        for (name, colours) in palette {
            for mode in 0..<2 {
                for background in backgrounds {
                    let ratio = Self.contrast(colours[mode], background[mode])
                    #expect(ratio >= 4.5, "\(name) \(mode == 0 ? "light" : "dark"): \(ratio) on \(background[mode])")
                }
            }
            #expect(colours[0] != colours[1], "\(name) is the same in both modes")
        }
    }

    @Test func everyTokenClassHasARule() throws {
        let css = try String(contentsOf: Self.themeFolder.appendingPathComponent("highlight.css"), encoding: .utf8)
        for tokenClass in TokenClass.allCases where tokenClass != .plain {
            #expect(css.contains(".hl-\(tokenClass.cssName) {"), "no rule for hl-\(tokenClass.cssName)")
        }
    }

    /// `--name: light-dark(#light, #dark)` declarations of a theme file.
    static func variables(in file: String) throws -> [String: [String]] {
        let css = try String(contentsOf: themeFolder.appendingPathComponent(file), encoding: .utf8)
        let regex = try NSRegularExpression(pattern: #"(--[a-z-]+):\s*light-dark\((#[0-9a-fA-F]{6}),\s*(#[0-9a-fA-F]{6})\)"#)
        var result: [String: [String]] = [:]
        for match in regex.matches(in: css, range: NSRange(css.startIndex..., in: css)) {
            let parts = (1...3).map { String(css[Range(match.range(at: $0), in: css)!]) }
            result[parts[0]] = [parts[1], parts[2]]
        }
        return result
    }

    static func contrast(_ a: String, _ b: String) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    static func luminance(_ hex: String) -> Double {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        let channels = [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff].map { channel -> Double in
            let c = Double(channel) / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
    }
}
