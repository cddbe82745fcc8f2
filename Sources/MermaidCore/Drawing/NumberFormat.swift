// Why: every number in every SVG goes through one formatter, so output is small and
// byte-for-byte deterministic whichever diagram type wrote it. Digits are written into a
// local scratch buffer and copied straight into the writers' UTF-8 buffers: a diagram formats
// thousands of coordinates, and an intermediate `String` per number was a measurable part
// of rendering.

/// Formats numbers for SVG output: rounded to a fixed number of decimals (2 for
/// coordinates), trailing zeros dropped, never `-0`, never exponent notation, and
/// `0` for NaN/infinity.
package enum NumberFormat {
    /// `12.3456` → `"12.35"`, `3.0` → `"3"`, `-0.001` → `"0"`.
    package static func format(_ value: Double, decimals: Int = 2) -> String {
        withDigits(value, decimals: decimals) { String(decoding: $0, as: UTF8.self) }
    }

    /// Appends the formatted number to `out`.
    package static func append(_ value: Double, decimals: Int = 2, to out: inout String) {
        out += format(value, decimals: decimals)
    }

    /// `value.rounded()` (to nearest, halves away from zero), the same `Double` to the sign of a zero,
    /// without the libm call `rounded()` is on x86-64 (no SSE4.1 in the baseline): the value is cut
    /// to an integer and its fraction (both exact below 2^62) decides.
    @inline(__always)
    package static func rounded(_ value: Double) -> Double {
        guard abs(value) < 4.6e18 else { return value.rounded() }  // NaN and huge values too
        let whole = Double(Int64(value))
        let fraction = value - whole
        if fraction >= 0.5 { return whole + 1 }
        if fraction <= -0.5 { return whole - 1 }
        return whole == 0 ? (value.sign == .minus ? -0.0 : 0.0) : whole
    }

    /// Appends the formatted number's ASCII characters to `out`.
    package static func append(_ value: Double, decimals: Int = 2, to out: inout some ByteAppending) {
        withDigits(value, decimals: decimals) { out.appendBytes($0) }
    }

    /// Appends a whole number in decimal.
    package static func append(_ value: Int, to out: inout some ByteAppending) {
        withScratch { base in
            var start = capacity
            writeWhole(Int64(value), base, &start)
            out.appendBytes(UnsafeBufferPointer(start: base + start, count: capacity - start))
        }
    }

    /// Writes `value` forwards at `base` when it is a whole number below 1e12 in magnitude, as
    /// ``format(_:decimals:)`` writes it at any decimal count (no scratch buffer and no copy: the
    /// hand-drawn pen's fill lines are whole numbers, thousands a diagram); nil, writing nothing,
    /// for any other value. At most 13 bytes.
    @inline(__always)
    package static func writeIfWhole(_ value: Double, at base: UnsafeMutablePointer<UInt8>) -> Int? {
        guard let whole = wholeValue(value) else { return nil }
        let magnitude = whole.magnitude
        var end = (whole < 0 ? 1 : 0) + digitCount(magnitude)
        let count = end
        writeDigits(magnitude, base, &end)
        if whole < 0 { base[0] = UInt8(ascii: "-") }
        return count
    }

    /// `value` as an integer when it is a whole number below 1e12 in magnitude (signed zeros give 0):
    /// the numbers both writers print without decimals, told by converting to an integer and back.
    @inline(__always)
    private static func wholeValue(_ value: Double) -> Int64? {
        guard abs(value) < 1e12 else { return nil }
        let whole = Int64(value)
        return Double(whole) == value ? whole : nil
    }

    /// How many decimal digits `value` has (1 for 0).
    @inline(__always)
    private static func digitCount(_ value: UInt64) -> Int {
        var count = 1, rest = value
        while rest >= 10_000 { rest /= 10_000; count += 4 }
        if rest >= 100 { count += rest >= 1_000 ? 3 : 2 } else if rest >= 10 { count += 1 }
        return count
    }

    /// Room for a sign, 14 whole digits, a point and 6 decimals.
    private static let capacity = 32

    /// Calls `body` with the formatted number's characters (at most `capacity`, 32, bytes).
    static func withDigits<R>(_ value: Double, decimals: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        withScratch { base in
            var start = capacity
            write(value, decimals: decimals, base, &start)
            return body(UnsafeBufferPointer(start: base + start, count: capacity - start))
        }
    }

    /// A `capacity`-byte buffer in a local variable (no allocation).
    private static func withScratch<R>(_ body: (UnsafeMutablePointer<UInt8>) -> R) -> R {
        var scratch: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        return withUnsafeMutableBytes(of: &scratch) { raw in
            raw.withMemoryRebound(to: UInt8.self) { body($0.baseAddress!) }
        }
    }

    /// Writes the number backwards, ending at `base + capacity`; `start` becomes its first byte.
    /// Whole numbers (most coordinates) skip the decimal arithmetic. They are told by converting
    /// to an integer and back (exact below 1e12), not by `rounded()`, which is a libm call on x86-64.
    private static func write(_ value: Double, decimals: Int, _ base: UnsafeMutablePointer<UInt8>, _ start: inout Int) {
        if let whole = wholeValue(value) {
            writeWhole(whole, base, &start)
            return
        }
        guard value.isFinite else {
            start -= 1
            base[start] = UInt8(ascii: "0")
            return
        }
        // The usual decimal counts get their scale as a constant, so its divisions become
        // multiplications (a 64-bit division is tens of cycles, and a diagram writes thousands).
        switch decimals {
        case 1: writeScaled(value, places: 1, scale: 10, base, &start)
        case 2: writeScaled(value, places: 2, scale: 100, base, &start)
        default:
            let places = min(max(decimals, 0), 6)
            var scale: UInt64 = 1
            for _ in 0..<places { scale *= 10 }
            writeScaled(value, places: places, scale: scale, base, &start)
        }
    }

    /// A finite, not whole `value` with `places` decimals (`scale` is 10 to that power), trailing
    /// zeros dropped.
    @inline(__always)
    private static func writeScaled(_ value: Double, places: Int, scale: UInt64, _ base: UnsafeMutablePointer<UInt8>,
                                    _ start: inout Int) {
        let limit = Double(Int64.max / 1000) / Double(scale)
        let clamped = min(max(value, -limit), limit)
        let scaled = Int64(rounded(clamped * Double(scale)))
        let magnitude = scaled.magnitude
        var fraction = magnitude % scale
        if fraction != 0 {
            if places == 2 {
                // Coordinates' case: one digit (`.5`) or a pair (`.05`, `.25`) from the table.
                if fraction % 10 == 0 {
                    start -= 1
                    base[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction / 10)
                } else {
                    writePair(Int(fraction), base, &start)
                }
            } else {
                var digits = places
                while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
                for _ in 0..<digits {  // leading zeros included (`0.05`)
                    start -= 1
                    base[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10)
                    fraction /= 10
                }
            }
            start -= 1
            base[start] = UInt8(ascii: ".")
        }
        writeDigits(magnitude / scale, base, &start)
        if scaled < 0 {
            start -= 1
            base[start] = UInt8(ascii: "-")
        }
    }

    private static func writeWhole(_ value: Int64, _ base: UnsafeMutablePointer<UInt8>, _ start: inout Int) {
        writeDigits(value.magnitude, base, &start)
        if value < 0 {
            start -= 1
            base[start] = UInt8(ascii: "-")
        }
    }

    /// Decimal digits of `value` (`0` gives one digit), two at a time from ``pairs``: a coordinate's
    /// whole part has one to four digits, and a division by 100 replaces two by 10.
    private static func writeDigits(_ value: UInt64, _ base: UnsafeMutablePointer<UInt8>, _ start: inout Int) {
        var rest = value
        while rest >= 100 {
            let pair = Int(truncatingIfNeeded: rest % 100)
            rest /= 100
            writePair(pair, base, &start)
        }
        if rest >= 10 {
            writePair(Int(truncatingIfNeeded: rest), base, &start)
        } else {
            start -= 1
            base[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
        }
    }

    /// The two digits of `pair` (0…99, a leading zero kept), before `start`.
    @inline(__always)
    private static func writePair(_ pair: Int, _ base: UnsafeMutablePointer<UInt8>, _ start: inout Int) {
        let digits = pairs.utf8Start + 2 * pair
        start -= 2
        base[start] = digits[0]
        base[start + 1] = digits[1]
    }

    /// "00" to "99", each pair at twice its value (a literal, so no lazy global).
    private static var pairs: StaticString {
        """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """
    }
}

extension Double {
    /// SVG coordinate text: 2 decimals, see `NumberFormat.format`.
    package var svg: String { NumberFormat.format(self) }
}
