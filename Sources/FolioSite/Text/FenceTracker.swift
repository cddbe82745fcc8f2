// Why: the line scans that read a note's Markdown before it is parsed (its links, its `<DocCardList />`
// lines) must leave code blocks alone, and each needs the same rule for where a fenced block opens and
// closes; one small type keeps that rule in one place.

/// Follows fenced code blocks through a note's lines, one line at a time: a line of three or more
/// backticks or tildes (indented less than four spaces) opens a block, the same byte at least as many
/// times closes it.
struct FenceTracker {
    private var open: (byte: UInt8, count: Int)?

    /// Whether the lines read so far left a block open (the next line is code unless it closes it).
    var isInside: Bool { open != nil }

    /// Reads the line whose first non-space byte is at `first` (`indent` spaces in) and which ends at
    /// `end`; true when it is a fence line (opening or closing a block).
    mutating func readsFence(_ bytes: UnsafeBufferPointer<UInt8>, first: Int, indent: Int, end: Int) -> Bool {
        guard indent < 4, first < end, bytes[first] == 96 || bytes[first] == 126 else { return false }
        var run = first
        while run < end, bytes[run] == bytes[first] { run += 1 }
        guard run - first >= 3 else { return false }
        if let block = open {
            if block.byte == bytes[first], run - first >= block.count { open = nil }
        } else {
            open = (bytes[first], run - first)
        }
        return true
    }
}
