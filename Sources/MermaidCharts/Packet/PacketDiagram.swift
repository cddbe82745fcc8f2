// Why: the parsed packet, and its split into rows of `bitsPerRow` bits (a field that crosses a
// row boundary is drawn once per row, with the same label), as mermaid does.

/// A parsed `packet` / `packet-beta` diagram.
struct PacketDiagram: Equatable {
    /// One field: bits `start…end` inclusive.
    struct Field: Equatable {
        var start: Int
        var end: Int
        var label: String
    }

    var title: String?
    /// Fields in bit order, contiguous from bit 0.
    var fields: [Field] = []

    /// The fields cut at row boundaries: row `r` holds bits `r·bitsPerRow ..< (r+1)·bitsPerRow`.
    func rows(bitsPerRow: Int) -> [[Field]] {
        let width = max(bitsPerRow, 1)
        var rows: [[Field]] = []
        var current: [Field] = []
        var rowEnd = width - 1
        for field in fields {
            var piece = field
            while piece.end > rowEnd {
                if piece.start <= rowEnd {
                    current.append(Field(start: piece.start, end: rowEnd, label: piece.label))
                    piece.start = rowEnd + 1
                }
                rows.append(current)
                current = []
                rowEnd += width
            }
            current.append(piece)
            if piece.end == rowEnd {
                rows.append(current)
                current = []
                rowEnd += width
            }
        }
        if !current.isEmpty { rows.append(current) }
        return rows
    }
}
