// Why: matrices, `cases` and aligned equations are what people write most in a page's display
// formulas after fractions and scripts (GitHub's and KaTeX's docs lead with them). They share one
// shape, rows of cells split by `&` and `\\`, so one reader here serves them all, and
// `MathTable.Layout` says how each is spaced.

extension MathParser {
    /// What `\begin{name}` makes: the columns' alignment, the layout and the delimiters around.
    static func environmentShape(_ name: String)
        -> (columns: [MathColumnAlignment], layout: MathTable.Layout, open: String, close: String)? {
        switch name {
        case "matrix", "smallmatrix": return ([.center], .matrix, "", "")
        case "pmatrix": return ([.center], .matrix, "(", ")")
        case "bmatrix": return ([.center], .matrix, "[", "]")
        case "Bmatrix": return ([.center], .matrix, "{", "}")
        case "vmatrix": return ([.center], .matrix, "|", "|")
        case "Vmatrix": return ([.center], .matrix, "‖", "‖")
        case "cases", "dcases": return ([.left], .matrix, "{", "")
        case "rcases": return ([.left], .matrix, "", "}")
        case "aligned", "align", "align*", "split", "alignat", "alignat*", "alignedat":
            return ([.right, .left], .aligned, "", "")
        case "gathered", "gather", "gather*": return ([.center], .matrix, "", "")
        case "array", "darray", "subarray": return ([.center], .matrix, "", "")
        default: return nil
        }
    }

    /// After `\begin`: the environment's name, its rows up to the matching `\end`.
    mutating func environment() throws(MathParseError) -> MathNode {
        let name = try rawGroup(for: "begin")
        guard var shape = Self.environmentShape(name) else { throw .unsupportedEnvironment(name) }
        if name == "array" || name == "darray" || name == "subarray" {
            shape.columns = Self.columnAlignments(try rawGroup(for: name))
        } else if name.hasPrefix("alignat") {
            _ = try rawGroup(for: name)   // the number of column pairs: the rows say it anyway
        }
        try enter()
        defer { depth -= 1 }
        var rows: [[MathNode]] = []
        var cells: [MathNode] = []
        while true {
            let (nodes, end) = try cell(in: name)
            // The second of a pair of aligned columns starts with an empty group, as in TeX, so a
            // relation there (`&= b`) is spaced as between two terms.
            cells.append(.row(shape.layout == .aligned && cells.count % 2 == 1 ? [.row([])] + nodes : nodes))
            switch end {
            case .cell:
                continue
            case .row:
                rows.append(cells)
                cells = []
            case .environment:
                // A last `\\` before `\end` makes no empty row.
                if cells.count > 1 || !(cells.first.map(Self.isEmptyRow) ?? true) || rows.isEmpty { rows.append(cells) }
                return .table(MathTable(rows: rows, columns: shape.columns, layout: shape.layout,
                                        open: shape.open, close: shape.close))
            }
        }
    }

    private static func isEmptyRow(_ node: MathNode) -> Bool {
        if case .row(let nodes) = node { return nodes.isEmpty }
        return false
    }

    /// How a cell ended: `&`, `\\` (or `\cr`), or the environment's `\end`.
    enum CellEnd { case cell, row, environment }

    /// One cell's atoms.
    private mutating func cell(in name: String) throws(MathParseError) -> ([MathNode], CellEnd) {
        var nodes: [MathNode] = []
        while true {
            skipSpaces()
            guard !atEnd else { throw .unclosedEnvironment(name) }
            let c = chars[i]
            if c == "&" { i += 1; return (nodes, .cell) }
            if c == "}" { throw .unbalancedBraces }
            if c == "\\", i + 1 < chars.count {
                if chars[i + 1] == "\\" {
                    i += 2
                    skipRowSpacing()
                    return (nodes, .row)
                }
                if matchesWord("cr") { i += 3; return (nodes, .row) }
                if matchesWord("end") {
                    i += 4
                    let closing = try rawGroup(for: "end")
                    guard closing == name else { throw .unclosedEnvironment(name) }
                    return (nodes, .environment)
                }
                if matchesWord("hline") || matchesWord("hdashline") {
                    // Rules between rows are not drawn; the rows are.
                    i += matchesWord("hline") ? 6 : 10
                    continue
                }
            }
            if c == "^" || c == "_" {
                let base = nodes.popLast() ?? .row([])
                nodes.append(try scripts(on: base))
                continue
            }
            nodes.append(try atom())
        }
    }

    /// `\\[4pt]`: the extra space asked after a row is not kept.
    private mutating func skipRowSpacing() {
        var j = i
        while j < chars.count, chars[j] == " " { j += 1 }
        guard j < chars.count, chars[j] == "[" else { return }
        var k = j + 1
        while k < chars.count, chars[k] != "]", k - j < 20 { k += 1 }
        if k < chars.count, chars[k] == "]" { i = k + 1 }
    }

    /// An array's column specification (`{lcr}`, `{c|c}`): `l`, `c` and `r` in order; rules ignored.
    static func columnAlignments(_ spec: String) -> [MathColumnAlignment] {
        let columns = spec.compactMap { c -> MathColumnAlignment? in
            switch c {
            case "l": return .left
            case "r": return .right
            case "c": return .center
            default: return nil
            }
        }
        return columns.isEmpty ? [.center] : columns
    }
}
