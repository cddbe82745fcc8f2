// Why: the width tables are decoded from packed hex text on the first label of every process, in one
// pass straight into the table; these hold the decoding to the packed text read the plain way.
import Testing
@testable import MermaidCore

@Suite struct FontWidthTableTests {
    /// The packed text's widths, four hex digits each, in the order of the ranges.
    static func plainDecode(_ packed: String) -> [UInt32: UInt16] {
        let digits = packed.filter { $0.isHexDigit }
        var values: [UInt16] = []
        var at = digits.startIndex
        while at < digits.endIndex {
            let end = digits.index(at, offsetBy: 4)
            values.append(UInt16(digits[at..<end], radix: 16)!)
            at = end
        }
        var widths: [UInt32: UInt16] = [:]
        var k = 0
        for range in FontWidthTables.ranges {
            for codePoint in range.first...range.last where k < values.count {
                widths[codePoint] = values[k]
                k += 1
            }
        }
        return widths
    }

    @Test func decodesEveryCodePointAsThePackedTextSays() {
        let packed = "0100 0200\n0300" + String(repeating: "0000", count: 92) + "04ff"  // 0x20...0x7E is 95 code points
        let table = FontWidthTable(unitsPerEm: 1000, ascender: 800, descender: -200, lineGap: 0,
                                   fallbackWidth: 500, packedWidths: packed)
        let expected = Self.plainDecode(packed)
        #expect(expected.count == 96)
        #expect(table.em(0x20) == 0.256)
        #expect(table.em(0x21) == 0.512)
        #expect(table.em(0x22) == 0.768)
        #expect(table.em(0x23) == nil)  // 0000: no glyph
        #expect(table.em(0xA0) == Double(0x04FF) / 1000)  // the next range starts at U+00A0
        #expect(table.em(0xA1) == nil)  // past the packed text
        #expect(table.em(0x10FFFF) == nil)
        #expect(table.ascent == 0.8 && table.descent == 0.2 && table.fallbackEm == 0.5)
    }

    @Test func theShippedTablesAgreeWithThePlainDecoding() {
        let table = FontWidthTables.dejaVuSans
        #expect(table.em(UInt32(UInt8(ascii: "A"))) != nil)
        // Rebuild the shipped table's text from its own answers and decode it the plain way.
        var packed = ""
        for range in FontWidthTables.ranges {
            for codePoint in range.first...range.last {
                let width = table.em(codePoint).map { UInt16(($0 * table.unitsPerEm).rounded()) } ?? 0
                packed += String(String(width, radix: 16)).leftPadded(to: 4)
            }
        }
        let rebuilt = FontWidthTable(unitsPerEm: Int(table.unitsPerEm), ascender: 0, descender: 0, lineGap: 0,
                                     fallbackWidth: 0, packedWidths: packed)
        let plain = Self.plainDecode(packed)
        for (codePoint, width) in plain where codePoint < FontWidthTable.denseLimit {
            #expect(rebuilt.em(codePoint) == table.em(codePoint))
            #expect(rebuilt.em(codePoint) == (width == 0 ? nil : Double(width) / table.unitsPerEm))
        }
    }
}

private extension String {
    func leftPadded(to length: Int) -> String { String(repeating: "0", count: max(0, length - count)) + self }
}
