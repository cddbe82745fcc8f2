import Foundation

/// The ```` ```mermaid ```` blocks of a Markdown file, for `folio mermaid -i notes.md -o out.md`, which
/// writes each diagram as an image next to the output and puts an image link (or the SVG itself) in
/// place of the block, as mermaid-cli does with Markdown input.
///
/// Why a scanner of its own: only fenced blocks whose info string is `mermaid` count, and a fence
/// inside another fenced block (a longer ```` ```` ```` one showing Markdown source) must not; that is
/// CommonMark's fence rule (same character, at least as long, up to three spaces of indent), kept
/// here in a few lines rather than parsing the whole document.
struct MarkdownDiagrams {
    struct Block {
        /// Zero-based index of the opening fence line and of the closing one (or the last line).
        var openingLine: Int
        var closingLine: Int
        /// The diagram's source, the lines between the fences.
        var source: String
    }

    let lines: [Substring]
    let blocks: [Block]

    init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var found: [Block] = []
        var open: (line: Int, fence: Character, length: Int, mermaid: Bool)?
        for (number, line) in lines.enumerated() {
            let indent = line.prefix { $0 == " " }.count
            guard indent <= 3 else { continue }
            let rest = line.dropFirst(indent)
            guard let first = rest.first, first == "`" || first == "~" else { continue }
            let length = rest.prefix { $0 == first }.count
            guard length >= 3 else { continue }
            let info = rest.dropFirst(length).trimmingCharacters(in: .whitespaces)
            if let current = open {
                if first == current.fence, length >= current.length, info.isEmpty {
                    if current.mermaid {
                        let body = lines[(current.line + 1)..<number].joined(separator: "\n")
                        found.append(Block(openingLine: current.line, closingLine: number, source: body))
                    }
                    open = nil
                }
            } else if !(first == "`" && info.contains("`")) {
                let language = info.split(separator: " ").first.map(String.init) ?? ""
                open = (number, first, length, language == "mermaid")
            }
        }
        blocks = found
    }

    /// The text with block `i` replaced by `replacements[i]` (blocks without one are kept).
    func replacing(_ replacements: [String?]) -> String {
        var out: [Substring] = []
        var next = 0
        var index = 0
        while index < lines.count {
            if next < blocks.count, blocks[next].openingLine == index {
                if next < replacements.count, let replacement = replacements[next] {
                    out.append(Substring(replacement))
                } else {
                    out += lines[blocks[next].openingLine...blocks[next].closingLine]
                }
                index = blocks[next].closingLine + 1
                next += 1
            } else {
                out.append(lines[index])
                index += 1
            }
        }
        return out.joined(separator: "\n")
    }
}
