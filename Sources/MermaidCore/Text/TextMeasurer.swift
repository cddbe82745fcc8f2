/// Measures text without a browser, from width tables generated from real font files.
/// PLACEHOLDER contract: MermaidCore's text work replaces the internals; the API stays.
public struct TextMeasurer: Sendable {
    /// Font size in px.
    public var fontSize: Double
    /// CSS font-family string for the SVG, measured font first.
    public var cssFontFamily: String

    public init(fontFamily: String?, fontSize: Double = 16) {
        self.fontSize = fontSize
        self.cssFontFamily = fontFamily ?? "\"trebuchet ms\", verdana, arial, sans-serif"
    }

    /// Width in px of one line of text (no wrapping) at `size` (default: `fontSize`).
    public func width(of text: String, size: Double? = nil, bold: Bool = false, italic: Bool = false) -> Double {
        Double(text.count) * (size ?? fontSize) * 0.6
    }

    /// Line height in px for `size`.
    public func lineHeight(size: Double? = nil) -> Double { (size ?? fontSize) * 1.5 }
}
