import Testing
@testable import MermaidCore

/// The `cScale` colour scale of each theme, against the colours mermaid 11 draws its timelines
/// with (read from its SVGs of the timeline docs page).
@Suite struct ThemeScaleTests {
    /// Within 4 of 255 per channel: themes pass colours between steps as `#rrggbb` text, so
    /// hue-shifted colours drift by a few units from mermaid's unrounded arithmetic.
    private func same(_ ours: String?, _ mermaid: String) -> Bool {
        guard let a = ours.flatMap(Color.init(css:)), let b = Color(css: mermaid) else { return false }
        return abs(a.red - b.red) <= 4 && abs(a.green - b.green) <= 4 && abs(a.blue - b.blue) <= 4
    }

    @Test(arguments: [
        ("default", 0, "hsl(240, 100%, 76.2745098039%)", "hsl(60, 100%, 86.2745098039%)", "black"),
        ("default", 1, "hsl(60, 100%, 73.5294117647%)", "hsl(240, 100%, 83.5294117647%)", "black"),
        ("default", 5, "hsl(330, 100%, 76.2745098039%)", "hsl(150, 100%, 86.2745098039%)", "black"),
        ("base", 0, "hsl(40.5882352941, 100%, 68.3333333333%)", "rgb(0, 52.25, 161.5)", "#333"),
        ("base", 8, "hsl(250.5882352941, 100%, 75%)", "rgb(105, 127.5, 0)", "#333"),
        ("forest", 0, "hsl(78.1578947368, 58.4615384615%, 64.5098039216%)", "hsl(258.1578947368, 58.4615384615%, 64.5098039216%)", "black"),
        ("forest", 1, "hsl(98.961038961, 100%, 74.9019607843%)", "hsl(278.961038961, 100%, 74.9019607843%)", "black"),
        ("dark", 0, "#1f2020", "#e0dfdf", "lightgrey"),
        ("dark", 6, "#3b0048", "#c4ffb7", "lightgrey"),
        ("neutral", 0, "#555", "#aaaaaa", "#F4F4F4"),
        ("neutral", 1, "#F4F4F4", "#0b0b0b", "#333"),
        ("neutral", 2, "#555", "#aaaaaa", "#F4F4F4"),
    ])
    func scaleMatchesMermaid(theme: String, index: Int, fill: String, inverse: String, label: String) {
        let t = Theme.named(theme)
        #expect(same(t["cScale\(index)"], fill), "\(theme) cScale\(index) = \(t["cScale\(index)"] ?? "nil")")
        #expect(same(t["cScaleInv\(index)"], inverse), "\(theme) cScaleInv\(index) = \(t["cScaleInv\(index)"] ?? "nil")")
        #expect(same(t["cScaleLabel\(index)"], label), "\(theme) cScaleLabel\(index) = \(t["cScaleLabel\(index)"] ?? "nil")")
    }

    @Test func userScaleColoursWin() {
        let t = Theme.named("default", overrides: ["cScale0": "#ff0000", "cScaleLabel0": "#ffffff"])
        #expect(t["cScale0"] == "#ff0000")
        #expect(t["cScaleLabel0"] == "#ffffff")
        #expect(t["cScale11"] != nil && t["cScaleInv11"] != nil && t["cScaleLabel11"] != nil)
    }
}
