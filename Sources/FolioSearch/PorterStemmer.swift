// Why: readers type "running" and expect the page that says "runs". The index stores each word's
// Porter stem (M. F. Porter, "An algorithm for suffix stripping", 1980), and the browser's search
// script applies the same algorithm to the query (`Themes/default/search.js` mirrors this file
// step for step; the browser test checks both give the same stems). Only lowercase ASCII words
// are stemmed: the algorithm is English, and other words are matched as written.

/// The original Porter stemmer over lowercase ASCII letters.
package enum PorterStemmer {
    /// The stem of `word` (lowercase); words of two letters or fewer, and words with anything but
    /// `a`–`z`, come back unchanged.
    package static func stem(_ word: String) -> String {
        var bytes = Array(word.utf8)
        guard bytes.count > 2, bytes.allSatisfy({ $0 >= 97 && $0 <= 122 }) else { return word }
        stem(&bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Stems `w` (lowercase ASCII letters) in place.
    package static func stem(_ w: inout [UInt8]) {
        guard w.count > 2 else { return }
        step1a(&w)
        step1b(&w)
        step1c(&w)
        step2(&w)
        step3(&w)
        step4(&w)
        step5(&w)
    }

    // MARK: - Steps

    private static func step1a(_ w: inout [UInt8]) {
        if ends(w, "sses") { w.removeLast(2) }
        else if ends(w, "ies") { w.removeLast(2) }
        else if ends(w, "ss") { return }
        else if ends(w, "s") { w.removeLast() }
    }

    private static func step1b(_ w: inout [UInt8]) {
        if ends(w, "eed") {
            if measure(w, stemLength: w.count - 3) > 0 { w.removeLast() }
            return
        }
        var removed = false
        if ends(w, "ed"), hasVowel(w, stemLength: w.count - 2) { w.removeLast(2); removed = true }
        else if ends(w, "ing"), hasVowel(w, stemLength: w.count - 3) { w.removeLast(3); removed = true }
        guard removed else { return }
        if ends(w, "at") || ends(w, "bl") || ends(w, "iz") {
            w.append(101)   // e
        } else if endsWithDoubleConsonant(w), let last = w.last, last != 108, last != 115, last != 122 {
            w.removeLast()   // not after l, s, z
        } else if measure(w, stemLength: w.count) == 1, endsCVC(w, length: w.count) {
            w.append(101)
        }
    }

    private static func step1c(_ w: inout [UInt8]) {
        if w.last == 121, hasVowel(w, stemLength: w.count - 1) { w[w.count - 1] = 105 }   // y → i
    }

    private static let step2Rules: [(String, String)] = [
        ("ational", "ate"), ("tional", "tion"), ("enci", "ence"), ("anci", "ance"), ("izer", "ize"),
        ("abli", "able"), ("alli", "al"), ("entli", "ent"), ("eli", "e"), ("ousli", "ous"),
        ("ization", "ize"), ("ation", "ate"), ("ator", "ate"), ("alism", "al"), ("iveness", "ive"),
        ("fulness", "ful"), ("ousness", "ous"), ("aliti", "al"), ("iviti", "ive"), ("biliti", "ble"),
    ]

    private static let step3Rules: [(String, String)] = [
        ("icate", "ic"), ("ative", ""), ("alize", "al"), ("iciti", "ic"), ("ical", "ic"), ("ful", ""), ("ness", ""),
    ]

    private static let step4Suffixes = [
        "al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent", "ion", "ou", "ism",
        "ate", "iti", "ous", "ive", "ize",
    ]

    private static func step2(_ w: inout [UInt8]) { replaceLongest(&w, step2Rules, minimumMeasure: 1) }
    private static func step3(_ w: inout [UInt8]) { replaceLongest(&w, step3Rules, minimumMeasure: 1) }

    private static func step4(_ w: inout [UInt8]) {
        guard let suffix = longest(w, step4Suffixes) else { return }
        let stem = w.count - suffix.utf8.count
        guard measure(w, stemLength: stem) > 1 else { return }
        if suffix == "ion" {
            guard stem > 0, w[stem - 1] == 115 || w[stem - 1] == 116 else { return }   // after s or t
        }
        w.removeLast(suffix.utf8.count)
    }

    private static func step5(_ w: inout [UInt8]) {
        if w.last == 101 {
            let m = measure(w, stemLength: w.count - 1)
            if m > 1 || (m == 1 && !endsCVC(w, length: w.count - 1)) { w.removeLast() }
        }
        if w.count > 1, w[w.count - 1] == 108, w[w.count - 2] == 108, measure(w, stemLength: w.count) > 1 {
            w.removeLast()   // -ll → -l
        }
    }

    // MARK: - Helpers

    /// The rule with the longest suffix that `w` ends with replaces it when the stem's measure allows.
    private static func replaceLongest(_ w: inout [UInt8], _ rules: [(String, String)], minimumMeasure: Int) {
        var best: (String, String)? = nil
        for rule in rules where ends(w, rule.0) && rule.0.utf8.count > (best?.0.utf8.count ?? 0) { best = rule }
        guard let (suffix, replacement) = best else { return }
        let stem = w.count - suffix.utf8.count
        guard measure(w, stemLength: stem) >= minimumMeasure else { return }
        w.removeLast(suffix.utf8.count)
        w.append(contentsOf: replacement.utf8)
    }

    private static func longest(_ w: [UInt8], _ suffixes: [String]) -> String? {
        var best: String? = nil
        for suffix in suffixes where ends(w, suffix) && suffix.utf8.count > (best?.utf8.count ?? 0) { best = suffix }
        return best
    }

    private static func ends(_ w: [UInt8], _ suffix: String) -> Bool {
        let s = suffix.utf8
        guard w.count >= s.count else { return false }
        return zip(w[(w.count - s.count)...], s).allSatisfy { $0 == $1 }
    }

    /// True when `w[i]` is a consonant: not a vowel, and `y` only after a vowel or at the start.
    private static func isConsonant(_ w: [UInt8], _ i: Int) -> Bool {
        switch w[i] {
        case 97, 101, 105, 111, 117: return false
        case 121: return i == 0 ? true : !isConsonant(w, i - 1)
        default: return true
        }
    }

    /// Porter's m: the number of vowel-consonant sequences in `w[0..<stemLength]`.
    private static func measure(_ w: [UInt8], stemLength: Int) -> Int {
        var m = 0
        var i = 0
        while i < stemLength && isConsonant(w, i) { i += 1 }
        while i < stemLength {
            while i < stemLength && !isConsonant(w, i) { i += 1 }
            guard i < stemLength else { break }
            m += 1
            while i < stemLength && isConsonant(w, i) { i += 1 }
        }
        return m
    }

    private static func hasVowel(_ w: [UInt8], stemLength: Int) -> Bool {
        (0..<max(0, stemLength)).contains { !isConsonant(w, $0) }
    }

    private static func endsWithDoubleConsonant(_ w: [UInt8]) -> Bool {
        let n = w.count
        return n >= 2 && w[n - 1] == w[n - 2] && isConsonant(w, n - 1)
    }

    /// consonant-vowel-consonant at the end of `w[0..<length]`, the last not `w`, `x` or `y`.
    private static func endsCVC(_ w: [UInt8], length n: Int) -> Bool {
        guard n >= 3, isConsonant(w, n - 1), !isConsonant(w, n - 2), isConsonant(w, n - 3) else { return false }
        return w[n - 1] != 119 && w[n - 1] != 120 && w[n - 1] != 121
    }
}
