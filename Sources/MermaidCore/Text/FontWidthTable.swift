/// Advance widths of one font, decoded once from the generated `FontWidthTables`.
final class FontWidthTable: Sendable {
    let unitsPerEm: Double
    /// Ascender and descender (positive) in em.
    let ascent: Double
    let descent: Double
    /// Width in em used for characters the table does not cover (average lowercase letter).
    let fallbackEm: Double
    /// Width in font units for code points 0..<denseLimit; 0 = no glyph.
    private let dense: [UInt16]
    static let denseLimit: UInt32 = 0x27C0

    init(unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int, fallbackWidth: Int, packedWidths: String) {
        self.unitsPerEm = Double(unitsPerEm)
        self.ascent = Double(ascender) / Double(unitsPerEm)
        self.descent = Double(-descender) / Double(unitsPerEm)
        self.fallbackEm = Double(fallbackWidth) / Double(unitsPerEm)
        var dense = [UInt16](repeating: 0, count: Int(Self.denseLimit))
        // One pass over the packed text's bytes, straight into the table: this runs on the first
        // label of every process, `folio mermaid` on one small file included.
        var packed = packedWidths
        packed.withUTF8 { bytes in
            dense.withUnsafeMutableBufferPointer { table in
                var at = 0
                for range in FontWidthTables.ranges {
                    var codePoint = range.first
                    while codePoint <= range.last {
                        var value: UInt16 = 0
                        var digits = 0
                        while digits < 4 && at < bytes.count {
                            let byte = bytes[at]
                            at += 1
                            switch byte {
                            case 48...57: value = value << 4 | UInt16(byte - 48)
                            case 97...102: value = value << 4 | UInt16(byte - 87)
                            default: continue
                            }
                            digits += 1
                        }
                        guard digits == 4 else { return }
                        if codePoint < Self.denseLimit { table[Int(codePoint)] = value }
                        codePoint += 1
                    }
                }
            }
        }
        self.dense = dense
    }

    /// Width of `scalar` in em, or nil when the font has no glyph for it.
    @inline(__always)
    func em(_ scalar: UInt32) -> Double? {
        guard scalar < Self.denseLimit else { return nil }
        let w = dense[Int(scalar)]
        return w == 0 ? nil : Double(w) / unitsPerEm
    }
}
