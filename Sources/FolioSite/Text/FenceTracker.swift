// Why: the line scans that read a note's Markdown before it is parsed (its links, its `<DocCardList />`
// lines) must leave code blocks alone, with the rule the outline scan already uses for where a fenced
// block opens and closes (``OutlineBytes/fenceMarker(_:)``); this keeps that rule's state for them.

/// Follows fenced code blocks through a note's lines, one line at a time: a line of three or more
/// backticks or tildes (indented less than four spaces) opens a block, and a bare line of the same byte,
/// at least as many times, closes it (``MarkdownOutline``'s rule).
struct FenceTracker {
    private var open: (byte: UInt8, count: Int)?

    /// Whether the lines read so far left a block open (the next line is code unless it closes it).
    var isInside: Bool { open != nil }

    /// Reads the line whose first non-space byte is at `first` (`indent` spaces in) and which ends at
    /// `end`; true when it is a fence line (opening or closing a block).
    mutating func readsFence(_ bytes: UnsafeBufferPointer<UInt8>, first: Int, indent: Int, end: Int) -> Bool {
        guard indent < 4, first < end, bytes[first] == 96 || bytes[first] == 126,
              let marker = OutlineBytes(bytes).fenceMarker(first..<end) else { return false }
        if let block = open {
            guard marker.byte == block.byte, marker.count >= block.count, marker.isBare else { return false }
            open = nil
        } else {
            open = (marker.byte, marker.count)
        }
        return true
    }
}
