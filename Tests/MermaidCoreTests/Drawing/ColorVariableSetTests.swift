// Why: the colour variables a drawing used are kept as bits (`ColorVariableSet`), the style sheet
// memo's key is a number (`StyleKeyIndex`) and `color(_:)` copies its reference's bytes at once; each
// must give what the `Set<String>`, the key string and the appends they replace gave.
import Foundation
import Testing
@testable import MermaidCore

@Suite struct ColorVariableSetTests {
    static let names = ["primaryColor", "lineColor", "textColor", "cScale0", "cScale11", "background", "a", "",
                        "é", "日本", "mainBkg", "nodeBorder", "primaryColor", "zz", "Zz", "fillType7", "a\u{301}"]

    /// Inserts, unions, membership, size, equality and byte-ordered listing agree with `Set<String>`.
    @Test func agreesWithSetOfStrings() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let a = (0..<Int.random(in: 0...8, using: &random)).map { _ in Self.names.randomElement(using: &random)! }
            let b = (0..<Int.random(in: 0...8, using: &random)).map { _ in Self.names.randomElement(using: &random)! }
            var bits = ColorVariableSet(), plain = Set<String>()
            for name in a { bits.insert(name); plain.insert(name) }
            var other = ColorVariableSet(b)
            #expect(bits.count == plain.count)
            #expect(bits.isEmpty == plain.isEmpty)
            for name in Self.names + ["never asked"] { #expect(bits.contains(name) == plain.contains(name), "\(name)") }
            #expect(bits.sortedNames == plain.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
            #expect((bits == other) == (plain == Set(b)), "\(a) \(b)")
            if bits == other { #expect(bits.hashValue == other.hashValue) }
            other.formUnion(bits)
            let union = plain.union(b)
            #expect(other.sortedNames == union.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
            #expect(other == ColorVariableSet(union))
        }
    }

    /// Order of insertion does not matter to equality or hashing.
    @Test func orderFree() {
        let forward = ColorVariableSet(Self.names)
        let backward = ColorVariableSet(Self.names.reversed())
        #expect(forward == backward)
        #expect(forward.hashValue == backward.hashValue)
    }

    /// `variableReference` is the reference the appends wrote, byte for byte.
    @Test func variableReferenceIsTheAppendedText() {
        for prefix in ["m", "diagram-1", "fm", "é", "\u{1}\u{2}\u{1}", ""] {
            for name in Self.names {
                for fallback in ["#fff", "rgba(1, 2, 3, 0.5)", "", "日本", "hsl(240, 100%, 46.2745098039%)"] {
                    let expected = "var(--" + prefix + "-" + name + ", " + fallback + ")"
                    #expect(DiagramContext.variableReference(prefix: prefix, name: name, fallback: fallback) == expected)
                }
            }
        }
    }

    /// Equal inputs share a number, different inputs never do, and numbers are not given again after
    /// the index starts over.
    @Test func styleKeyNumbers() {
        let index = StyleKeyIndex(capacity: 3)
        func inputs(_ theme: Int, family: String = "arial", size: Double = 16) -> StyleKeyIndex.Inputs {
            .init(theme: theme, dark: 2, sharedVariables: false, fontFamily: family, fontSize: size)
        }
        let first = index.number(for: inputs(1))
        #expect(index.number(for: inputs(1)) == first)
        #expect(index.number(for: inputs(1, family: "verdana")) != first)
        #expect(index.number(for: inputs(1, size: 14)) != first)
        var seen: Set<Int> = [first, index.number(for: inputs(1, family: "verdana")), index.number(for: inputs(1, size: 14))]
        for theme in 2..<12 {
            let number = index.number(for: inputs(theme))
            #expect(!seen.contains(number))
            seen.insert(number)
        }
        #expect(!seen.contains(index.number(for: inputs(1))))  // forgotten, then numbered anew
    }
}
