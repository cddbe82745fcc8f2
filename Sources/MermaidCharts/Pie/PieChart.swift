// Why: the parsed pie, separate from drawing, so parser tests check data, not SVG.

/// A parsed `pie` diagram.
struct PieChart: Equatable {
    struct Slice: Equatable {
        var label: String
        var value: Double
        /// Source line of the slice, for messages.
        var line: Int
    }

    /// `pie showData`: the legend shows each value after its label.
    var showData = false
    /// `title …` inside the diagram (wins over a front matter title).
    var title: String?
    /// Slices in source order; a repeated label keeps its first value, as mermaid.
    var slices: [Slice] = []

    /// Sum of all values.
    var total: Double { slices.reduce(0) { $0 + $1.value } }
}
