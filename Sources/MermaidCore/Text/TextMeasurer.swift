/// Measures text without a browser, from width tables generated from the real font files
/// (`FontTables/generate_font_tables.py`).
///
/// The measured font is the one Chromium would pick for the diagram's `font-family` (see
/// `FontFace`), and `cssFontFamily` names it first so browsers draw what was measured.
/// Widths include slack for the widest plausible fallback font: a label sized here fits
/// its shape even where the measured font is missing. Line height is 1.5em, like mermaid.
package struct TextMeasurer: Sendable {
    /// Font size in px.
    package var fontSize: Double
    /// CSS font-family string for the SVG, measured font first.
    package var cssFontFamily: String
    /// The font the widths come from.
    package let face: FontFace

    package init(fontFamily: String?, fontSize: Double = 16) {
        let requested = fontFamily.flatMap { $0.isASCIIBlank ? nil : $0 }
            ?? ThemePalettes.defaultFont
        self.fontSize = fontSize.isFinite && fontSize > 0 ? min(fontSize, 400) : 16
        (self.face, self.cssFontFamily) = FontFamilyCache.shared.resolve(requested)
    }

    /// `"Liberation Sans", Arial, "trebuchet ms", verdana, arial, sans-serif` for mermaid's default.
    static func cssFamily(measured: FontFace, requested: String) -> String {
        var names = [measured.rawValue]
        if let twin = measured.metricTwin { names.append(twin) }
        for family in FontFace.families(in: requested) where !names.contains(where: { $0.lowercased() == family.lowercased() }) {
            names.append(family)
        }
        if measured == .dejaVuSansMono, !names.contains(where: { $0.lowercased() == "monospace" }) { names.append("monospace") }
        if measured != .dejaVuSansMono, !names.contains(where: { $0.lowercased() == "sans-serif" }) { names.append("sans-serif") }
        return names.map { name in
            let generic = ["serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui"].contains(name.lowercased())
            let plain = name.allSatisfy { $0.isLetterQuick || $0.isNumber || $0 == "-" }
            let safe = String(name.prefix(100).filter { !"\";{}<>\\'".contains($0) && !$0.isNewline })
            return generic || plain ? safe : "\"" + safe + "\""
        }.concatenated(separator: ", ")
    }

    /// Width in px of one line of text (no wrapping) at `size` (default: `fontSize`),
    /// including fallback-font slack. Use this to size shapes.
    package func width(of text: String, size: Double? = nil, bold: Bool = false, italic: Bool = false) -> Double {
        let s = size ?? fontSize
        let primary = Self.emWidth(text, face: face, bold: bold)
        guard let fallback = face.widestFallback else { return primary * s }
        return max(primary, Self.emWidth(text, face: fallback, bold: bold)) * s
    }

    /// Width in px in the measured font only (where a browser with that font draws the glyphs).
    package func naturalWidth(of text: String, size: Double? = nil, bold: Bool = false) -> Double {
        Self.emWidth(text, face: face, bold: bold) * (size ?? fontSize)
    }

    /// Line height in px for `size`.
    package func lineHeight(size: Double? = nil) -> Double { (size ?? fontSize) * 1.5 }

    /// Distance from a line's vertical centre down to its baseline, in px: centres the
    /// glyphs' ascent–descent box on the line.
    package func baselineOffset(size: Double? = nil) -> Double {
        let table = face.regular
        return (table.ascent - table.descent) / 2 * (size ?? fontSize)
    }

    /// Size of a block: widest line (with slack) × lines × line height.
    package func measure(_ block: TextBlock, size: Double? = nil) -> TextSize {
        let s = size ?? fontSize
        var widest = 0.0
        for line in block.lines { widest = max(widest, width(of: line, size: s)) }
        return TextSize(width: widest, height: Double(max(block.lines.count, 1)) * lineHeight(size: s))
    }

    /// Width of one styled line in the measured font only (no fallback slack): where a browser
    /// with that font would break it.
    package func naturalWidth(of line: TextLine, size: Double? = nil) -> Double {
        let s = size ?? fontSize
        var total = 0.0
        for run in line.runs { total += naturalWidth(of: run.text, size: s * run.sizeFactor, bold: run.bold) }
        return total
    }

    /// Width of one styled line.
    package func width(of line: TextLine, size: Double? = nil) -> Double {
        let s = size ?? fontSize
        var total = 0.0
        for run in line.runs {
            let runSize = s * run.sizeFactor
            total += width(of: run.text, size: runSize, bold: run.bold, italic: run.italic)
        }
        return total
    }

    /// Em width of `text` in `face`: table lookups, fallback to DejaVu Sans for glyphs the
    /// face lacks, 1em for CJK and emoji, 0 for combining marks and zero-width characters.
    static func emWidth(_ text: String, face: FontFace, bold: Bool) -> Double {
        let table = bold ? face.bold : face.regular
        let backup = bold ? FontWidthTables.dejaVuSansBold : FontWidthTables.dejaVuSans
        // Fast path (every label is measured, most are ASCII): the bytes are the scalars, no decoding.
        if let ascii = asciiEmWidth(text, table: table, backup: backup) { return ascii }
        var total = 0.0
        for scalar in text.unicodeScalars { total += em(scalar.value, table: table, backup: backup) }
        return total
    }

    /// `emWidth` of ASCII text, read byte by byte (the same sum, added in the same order); nil when
    /// `text` holds a non-ASCII byte.
    static func asciiEmWidth(_ text: String, table: FontWidthTable, backup: FontWidthTable) -> Double? {
        func sum(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
            var total = 0.0
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                total += em(UInt32(byte), table: table, backup: backup)
            }
            return total
        }
        if let done = text.utf8.withContiguousStorageIfAvailable(sum) { return done }
        var copy = text
        return copy.withUTF8(sum)
    }

    /// Em width of one scalar: the face's table, 0 for zero-width, 1em for wide, then DejaVu Sans.
    @inline(__always)
    private static func em(_ v: UInt32, table: FontWidthTable, backup: FontWidthTable) -> Double {
        if let w = table.em(v) { return w }
        if isZeroWidth(v) { return 0 }
        if isWide(v) { return 1 }
        if let w = backup.em(v) { return w }
        return max(table.fallbackEm, 0.6)
    }

    static func isZeroWidth(_ v: UInt32) -> Bool {
        (0x0300...0x036F).contains(v) || (0x200B...0x200F).contains(v) || (0xFE00...0xFE0F).contains(v)
            || (0x1F3FB...0x1F3FF).contains(v) || v == 0x2060 || v == 0xFEFF || (0xE0100...0xE01EF).contains(v)
            || v < 0x20
    }

    static func isWide(_ v: UInt32) -> Bool {
        (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
            || (0xFFE0...0xFFE6).contains(v) || (0x1F000...0x1FAFF).contains(v) || (0x20000...0x3FFFD).contains(v)
            || (0x2600...0x27BF).contains(v)
    }
}
