/// Finds and repairs mojibake: UTF-8 text that was once decoded as Mac Roman or as
/// Windows-1252/Latin-1 and saved again, so `’` became `‚Äô` (Mac Roman) or `â€™` (1252).
///
/// A run of characters counts as mojibake only when the bytes they stand for in one of
/// those encodings form a valid multi-byte UTF-8 sequence, which ordinary prose in any
/// language essentially never does.
public enum MojibakeDetector {
    /// One repairable run on a line.
    public struct Finding: Sendable, Equatable {
        /// 1-based UTF-8 column where the run starts.
        public var column: Int
        public var garbled: String
        public var repaired: String
        /// `Mac Roman` or `Windows-1252`.
        public var encoding: String
    }

    static let macRomanHigh: [Unicode.Scalar] = Array("ÄÅÇÉÑÖÜáàâäãåçéèêëíìîïñóòôöõúùûü†°¢£§•¶ß®©™´¨≠ÆØ∞±≤≥¥µ∂∑∏π∫ªºΩæø¿¡¬√ƒ≈∆«»…\u{A0}ÀÃÕŒœ–—“”‘’÷◊ÿŸ⁄€‹›ﬁﬂ‡·‚„‰ÂÊÁËÈÍÎÏÌÓÔ\u{F8FF}ÒÚÛÙıˆ˜¯˘˙˚¸˝˛ˇ".unicodeScalars)
    static let windows1252High: [Unicode.Scalar] = Array("€\u{81}‚ƒ„…†‡ˆ‰Š‹Œ\u{8D}Ž\u{8F}\u{90}‘’“”•–—˜™š›œ\u{9D}žŸ\u{A0}¡¢£¤¥¦§¨©ª«¬\u{AD}®¯°±²³´µ¶·¸¹º»¼½¾¿ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖ×ØÙÚÛÜÝÞßàáâãäåæçèéêëìíîïðñòóôõö÷øùúûüýþÿ".unicodeScalars)

    struct Table {
        let name: String
        let byteOf: [Unicode.Scalar: UInt8]
    }

    static let tables: [Table] = [
        Table(name: "Mac Roman", byteOf: reverse(macRomanHigh)),
        Table(name: "Windows-1252", byteOf: reverse(windows1252High)),
    ]

    static func reverse(_ high: [Unicode.Scalar]) -> [Unicode.Scalar: UInt8] {
        var map: [Unicode.Scalar: UInt8] = [:]
        for (offset, scalar) in high.enumerated() where map[scalar] == nil { map[scalar] = UInt8(128 + offset) }
        return map
    }

    /// Every mojibake run on one line, left to right.
    public static func findings(in line: Substring) -> [Finding] {
        let scalars = Array(line.unicodeScalars)
        guard scalars.contains(where: { $0.value >= 0x80 }) else { return [] }
        var results: [Finding] = []
        var column = 1
        var i = 0
        while i < scalars.count {
            var matched = false
            for table in tables {
                if let (length, decoded) = decode(scalars, at: i, table: table) {
                    var garbled = String.UnicodeScalarView()
                    garbled.append(contentsOf: scalars[i..<(i + length)])
                    let garbledText = String(garbled)
                    results.append(Finding(column: column, garbled: garbledText, repaired: decoded, encoding: table.name))
                    column += garbledText.utf8.count
                    i += length
                    matched = true
                    break
                }
            }
            if !matched {
                column += String(scalars[i]).utf8.count
                i += 1
            }
        }
        return merge(results)
    }

    /// Joins adjacent runs (an emoji with a variation selector is two sequences).
    private static func merge(_ findings: [Finding]) -> [Finding] {
        var merged: [Finding] = []
        for finding in findings {
            if var last = merged.last, last.column + last.garbled.utf8.count == finding.column,
               last.encoding == finding.encoding {
                last.garbled += finding.garbled
                last.repaired += finding.repaired
                merged[merged.count - 1] = last
            } else {
                merged.append(finding)
            }
        }
        return merged
    }

    /// Decodes one UTF-8 sequence spelled by `scalars[start...]` under `table`.
    private static func decode(_ scalars: [Unicode.Scalar], at start: Int, table: Table) -> (Int, String)? {
        guard let lead = table.byteOf[scalars[start]] else { return nil }
        let needed: Int
        switch lead {
        case 0xC2...0xDF: needed = 1
        case 0xE0...0xEF: needed = 2
        case 0xF0...0xF4: needed = 3
        default: return nil
        }
        guard start + needed < scalars.count else { return nil }
        var bytes = [lead]
        for k in 1...needed {
            guard let byte = table.byteOf[scalars[start + k]], (0x80...0xBF).contains(byte) else { return nil }
            bytes.append(byte)
        }
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator), scalar.value >= 0x80 else { return nil }
        guard case .emptyInput = decoder.decode(&iterator) else { return nil }
        return (needed + 1, String(Character(scalar)))
    }

    /// `line` with every finding replaced by its repair.
    public static func repair(_ line: Substring) -> String {
        let found = findings(in: line)
        guard !found.isEmpty else { return String(line) }
        var out = ""
        var rest = line[...]
        for finding in found {
            guard let range = rest.firstRange(of: finding.garbled) else { continue }
            out += rest[..<range.lowerBound]
            out += finding.repaired
            rest = rest[range.upperBound...]
        }
        out += rest
        return out
    }
}
