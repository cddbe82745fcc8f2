// Why: value axes show the tick values d3's linear scale picks (`scale.ticks()`): steps of 1, 2 or
// 5 times a power of ten, about ten of them. The numbers must be exactly d3's — `0.3`, never
// `0.30000000000000004` — so steps below 1 divide by their inverse, as d3 does.
import Foundation

package enum LinearTicks {
    /// The tick values between `start` and `stop` (either order), about `count` of them.
    package static func ticks(_ start: Double, _ stop: Double, count: Int = 10) -> [Double] {
        guard start.isFinite, stop.isFinite, count > 0 else { return [] }
        if start == stop { return [start] }
        let reverse = stop < start
        let (lo, hi) = reverse ? (stop, start) : (start, stop)
        let inc = increment(lo, hi, count: count)
        guard inc != 0, inc.isFinite else { return [] }
        var values: [Double] = []
        if inc > 0 {
            var r0 = (lo / inc).rounded(), r1 = (hi / inc).rounded()
            if r0 * inc < lo { r0 += 1 }
            if r1 * inc > hi { r1 -= 1 }
            guard r1 >= r0, r1 - r0 < 10_000 else { return [] }
            var r = r0
            while r <= r1 { values.append(r * inc); r += 1 }
        } else {
            let inverse = -inc
            var r0 = (lo * inverse).rounded(), r1 = (hi * inverse).rounded()
            if r0 / inverse < lo { r0 += 1 }
            if r1 / inverse > hi { r1 -= 1 }
            guard r1 >= r0, r1 - r0 < 10_000 else { return [] }
            var r = r0
            while r <= r1 { values.append(r / inverse); r += 1 }
        }
        return reverse ? values.reversed() : values
    }

    /// d3's `tickIncrement`: a positive step, or the negative inverse of a step below 1.
    static func increment(_ start: Double, _ stop: Double, count: Int) -> Double {
        let step = (stop - start) / Double(max(0, count))
        let power = floor(log10(step))
        let error = step / pow(10, power)
        let factor: Double = error >= sqrt(50) ? 10 : error >= sqrt(10) ? 5 : error >= sqrt(2) ? 2 : 1
        return power >= 0 ? factor * pow(10, power) : -pow(10, -power) / factor
    }
}
