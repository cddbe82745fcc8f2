/// Small SVG writing primitives: XML escaping and compact, deterministic numbers.
enum SVGText {
    /// Escapes text for element content and attribute values.
    static func escape(_ s: String) -> String {
        var needs = false
        for u in s.utf8 where u == 38 || u == 60 || u == 62 || u == 34 || u == 39 { needs = true; break }
        guard needs else { return s }
        var out = ""
        out.reserveCapacity(s.utf8.count + 16)
        for ch in s.unicodeScalars {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out
    }

    /// A coordinate rounded to 2 decimals, without a trailing `.0`.
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let r = (v * 100).rounded() / 100
        if r == r.rounded(), abs(r) < 1e15 { return String(Int(r)) }
        var s = String(r)
        if s.hasPrefix("-0.") && r == 0 { s = "0" }
        return s
    }

    /// `x,y` pairs for a polygon's `points`.
    static func points(_ pts: [(Double, Double)]) -> String {
        var out = ""
        for (i, p) in pts.enumerated() {
            if i > 0 { out += " " }
            out += number(p.0) + "," + number(p.1)
        }
        return out
    }
}
