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
        var widths: [UInt16] = []
        widths.reserveCapacity(packedWidths.utf8.count / 4)
        var value: UInt16 = 0
        var digits = 0
        for byte in packedWidths.utf8 {
            let d: UInt16
            switch byte {
            case 48...57: d = UInt16(byte - 48)
            case 97...102: d = UInt16(byte - 87)
            default: continue
            }
            value = value << 4 | d
            digits += 1
            if digits == 4 { widths.append(value); value = 0; digits = 0 }
        }
        var k = 0
        for range in FontWidthTables.ranges {
            for cp in range where k < widths.count {
                if cp < Self.denseLimit { dense[Int(cp)] = widths[k] }
                k += 1
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
