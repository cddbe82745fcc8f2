/// What the header keyword of a diagram says about it: mermaid's name for the type,
/// the config section that holds its settings, and whether Folio can draw it.
package struct DiagramKind: Sendable, Equatable {
    /// Mermaid's diagram type id, as in `aria-roledescription` (`flowchart-v2`, `sequence`, `class`, `stateDiagram`).
    package var mermaidName: String
    /// Config section for the type's settings (`flowchart`, `sequence`, `class`, `state`).
    package var configSection: String

    /// The kind for a header keyword, or nil when it is not one Folio draws.
    package static func forKeyword(_ keyword: String) -> DiagramKind? {
        switch keyword {
        case "graph", "flowchart", "flowchart-v2", "flowchart-elk":
            return DiagramKind(mermaidName: "flowchart-v2", configSection: "flowchart")
        case "sequenceDiagram":
            return DiagramKind(mermaidName: "sequence", configSection: "sequence")
        case "zenuml":
            // Drawn as a sequence diagram (ZenUMLParser), so the sequence settings apply.
            return DiagramKind(mermaidName: "zenuml", configSection: "sequence")
        case "classDiagram", "classDiagram-v2":
            return DiagramKind(mermaidName: "class", configSection: "class")
        case "stateDiagram", "stateDiagram-v2":
            return DiagramKind(mermaidName: "stateDiagram", configSection: "state")
        case "erDiagram":
            return DiagramKind(mermaidName: "er", configSection: "er")
        case "requirementDiagram", "requirement":
            return DiagramKind(mermaidName: "requirement", configSection: "requirement")
        case "block-beta", "block":
            return DiagramKind(mermaidName: "block", configSection: "block")
        case "gitGraph":
            return DiagramKind(mermaidName: "gitGraph", configSection: "gitGraph")
        case "mindmap":
            return DiagramKind(mermaidName: "mindmap", configSection: "mindmap")
        case "ishikawa-beta", "ishikawa":
            return DiagramKind(mermaidName: "ishikawa", configSection: "ishikawa")
        case "treeView-beta":
            return DiagramKind(mermaidName: "treeView", configSection: "treeView")
        case "pie":
            return DiagramKind(mermaidName: "pie", configSection: "pie")
        case "packet", "packet-beta":
            return DiagramKind(mermaidName: "packet", configSection: "packet")
        case "journey":
            return DiagramKind(mermaidName: "journey", configSection: "journey")
        case "timeline":
            return DiagramKind(mermaidName: "timeline", configSection: "timeline")
        case "quadrantChart":
            return DiagramKind(mermaidName: "quadrantChart", configSection: "quadrantChart")
        case "xychart", "xychart-beta":
            return DiagramKind(mermaidName: "xychart", configSection: "xyChart")
        case "C4Context", "C4Container", "C4Component", "C4Dynamic", "C4Deployment":
            return DiagramKind(mermaidName: "c4", configSection: "c4")
        case "architecture-beta", "architecture":
            return DiagramKind(mermaidName: "architecture", configSection: "architecture")
        case "sankey", "sankey-beta":
            return DiagramKind(mermaidName: "sankey", configSection: "sankey")
        case "kanban":
            return DiagramKind(mermaidName: "kanban", configSection: "kanban")
        case "radar-beta", "radar":
            return DiagramKind(mermaidName: "radar", configSection: "radar")
        case "gantt":
            return DiagramKind(mermaidName: "gantt", configSection: "gantt")
        case "info":
            return DiagramKind(mermaidName: "info", configSection: "info")
        case "venn-beta", "venn":
            return DiagramKind(mermaidName: "venn", configSection: "venn")
        case "eventmodeling":
            return DiagramKind(mermaidName: "eventmodeling", configSection: "eventmodeling")
        case "wardley-beta":
            return DiagramKind(mermaidName: "wardley", configSection: "wardley-beta")
        case "treemap-beta", "treemap":
            return DiagramKind(mermaidName: "treemap", configSection: "treemap")
        default:
            return nil
        }
    }

    /// Header keywords of mermaid diagram types that Folio does not draw (yet).
    package static let otherMermaidKeywords: Set<String> = [
        "wardley", "treeView",
        "eventModeling", "usecase", "cynefin-beta",
    ]

    /// The keyword at the start of a header line: up to whitespace, `;`, `:` or `{`.
    package static func keyword(ofHeader text: String) -> String {
        if let ascii = asciiKeyword(ofHeader: text) { return ascii }
        let trimmed = text.drop { $0 == " " || $0 == "\t" }
        return String(trimmed.prefix { character in
            // ASCII first (every header keyword is): no Unicode property lookup per character.
            if let byte = character.asciiValue {
                return !(byte == 32 || (9...13).contains(byte) || byte == 59 || byte == 58 || byte == 123)
            }
            return !character.isWhitespace
        })
    }

    /// `keyword(ofHeader:)` on the bytes, when every byte up to the one after the keyword is ASCII (a
    /// non-ASCII byte there could join its neighbour into one character): no per-character grapheme walk.
    private static func asciiKeyword(ofHeader text: String) -> String? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            var start = 0
            while start < bytes.count, bytes[start] == 32 || bytes[start] == 9 { start += 1 }
            var end = start
            while end < bytes.count {
                let byte = bytes[end]
                if byte >= 0x80 { return nil }
                if byte == 32 || (9...13).contains(byte) || byte == 59 || byte == 58 || byte == 123 { break }
                end += 1
            }
            if end + 1 < bytes.count, bytes[end + 1] >= 0x80 { return nil }
            if start < bytes.count, start > 0, bytes[start] >= 0x80 { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        } ?? nil
    }
}
