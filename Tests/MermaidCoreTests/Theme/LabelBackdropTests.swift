// Why: edge-label backgrounds must keep the label readable over the edge line (issue 13); the
// opacity is computed from the theme, so these pin the computation against hand-checked cases.
import Testing
@testable import MermaidCore

@Suite struct LabelBackdropTests {
    /// Contrast of `text` over a label background of opacity `opacity` painted on `under`.
    static func contrast(text: String, background: String, under: String, opacity: Double) -> Double {
        let t = Color(css: text)!, b = Color(css: background)!, u = Color(css: under)!
        let a = opacity * b.alpha
        let mixed = Color(red: b.red * a + u.red * (1 - a), green: b.green * a + u.green * (1 - a), blue: b.blue * a + u.blue * (1 - a))
        return LabelBackdrop.ratio(t, mixed)
    }

    @Test func smallestOpacityThatKeepsTheContrastOverTheLine() {
        // Dark text on a grey, 80 % opaque background over a dark line: 0.5 is too little.
        let o = LabelBackdrop.opacity(text: "#333", background: "rgba(232, 232, 232, 0.8)", line: "#333",
                                      canvas: "white", floor: 0.5)
        #expect(o > 0.5 && o < 1)
        #expect(Self.contrast(text: "#333", background: "rgba(232, 232, 232, 0.8)", under: "#333", opacity: o) >= 4.5)
        #expect(Self.contrast(text: "#333", background: "rgba(232, 232, 232, 0.8)", under: "#333", opacity: o - 0.05) < 4.5)
    }

    @Test func keepsTheFloorWhenItIsEnough() {
        #expect(LabelBackdrop.opacity(text: "black", background: "white", line: "#ccc", canvas: "white", floor: 0.5) == 0.5)
    }

    @Test func opaqueWhenNothingLessWorksOrColoursAreUnknown() {
        // Light text on a light background never reaches 4.5:1.
        #expect(LabelBackdrop.opacity(text: "#eee", background: "#fff", line: "#000", canvas: "white", floor: 0.5) == 1)
        #expect(LabelBackdrop.opacity(text: "var(--x)", background: "#fff", line: "#000", canvas: "white", floor: 0.5) == 1)
    }

    @Test func ratioMatchesWcagExamples() {
        #expect(abs(LabelBackdrop.ratio(Color(css: "black")!, Color(css: "white")!) - 21) < 0.01)
        #expect(abs(LabelBackdrop.ratio(Color(css: "#777")!, Color(css: "white")!) - 4.48) < 0.01)
    }
}
