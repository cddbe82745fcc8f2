// Why: a hand-drawn diagram is mostly path data: every stroke is a move and a cubic, every fill
// line a move and a line, tens of thousands of numbers on a seed diagram. Written one number at
// a time (an array append each, and a variadic array per command) they were a fifth of the
// pen's time; here a command is assembled on the stack and appended once.

/// Path commands of the hand-drawn pen, each written with one append.
enum PathCommand {
    /// Room for a command letter and six numbers of at most 32 bytes with their separators.
    private static let capacity = 208

    /// `command` and `x y` (one decimal each), with no separator before a minus sign.
    static func write(_ command: UInt8, _ x: Double, _ y: Double, decimals: Int, to out: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { scratch in
            let base = scratch.baseAddress!
            base[0] = command
            var at = 1
            number(x, decimals: decimals, first: true, base, &at)
            number(y, decimals: decimals, first: false, base, &at)
            out.append(contentsOf: UnsafeBufferPointer(start: base, count: at))
        }
    }

    /// `command` and six numbers (one decimal each): a cubic Bézier.
    static func write(_ command: UInt8, _ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double,
                      to out: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { scratch in
            let base = scratch.baseAddress!
            base[0] = command
            var at = 1
            number(a, decimals: 1, first: true, base, &at)
            number(b, decimals: 1, first: false, base, &at)
            number(c, decimals: 1, first: false, base, &at)
            number(d, decimals: 1, first: false, base, &at)
            number(e, decimals: 1, first: false, base, &at)
            number(f, decimals: 1, first: false, base, &at)
            out.append(contentsOf: UnsafeBufferPointer(start: base, count: at))
        }
    }

    /// A hachure line: `Mx y` and `ldx dy`, whole numbers, a space between the numbers of each.
    /// The numbers are whole (the pen rounds them), so they are written in place (``whole(_:_:_:)``).
    static func writeHatch(_ x: Double, _ y: Double, _ dx: Double, _ dy: Double, to out: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { scratch in
            let base = scratch.baseAddress!
            base[0] = UInt8(ascii: "M")
            var at = 1
            whole(x, base, &at)
            base[at] = 32
            at += 1
            whole(y, base, &at)
            base[at] = UInt8(ascii: "l")
            at += 1
            whole(dx, base, &at)
            base[at] = 32
            at += 1
            whole(dy, base, &at)
            out.append(contentsOf: UnsafeBufferPointer(start: base, count: at))
        }
    }

    /// A whole number written forwards at `at`, as `digits` would write it (any other value goes there).
    @inline(__always)
    private static func whole(_ value: Double, _ base: UnsafeMutablePointer<UInt8>, _ at: inout Int) {
        if let count = NumberFormat.writeIfWhole(value, at: base + at) {
            at += count
        } else {
            digits(value, decimals: 0, base, &at)
        }
    }

    /// A number after its separator: none for the first, and none before a number printed with
    /// a minus sign (anything above -0.06 may print without one, so it gets a space).
    private static func number(_ value: Double, decimals: Int, first: Bool, _ base: UnsafeMutablePointer<UInt8>,
                               _ at: inout Int) {
        if !first, value > -0.06 {
            base[at] = 32
            at += 1
        }
        digits(value, decimals: decimals, base, &at)
    }

    private static func digits(_ value: Double, decimals: Int, _ base: UnsafeMutablePointer<UInt8>, _ at: inout Int) {
        NumberFormat.withDigits(value, decimals: decimals) { digits in
            (base + at).update(from: digits.baseAddress!, count: digits.count)
            at += digits.count
        }
    }
}
