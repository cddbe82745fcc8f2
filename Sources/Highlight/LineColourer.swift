import Foundation

/// Languages coloured line by line rather than by a tree-sitter grammar: unified diffs (no diff
/// grammar is published on PyPI) and console sessions (a prompt, then a shell command coloured by
/// the bash grammar; the other lines are the command's output and stay plain).
///
/// Why by line: both formats are defined by their line prefixes (`+`, `-`, `@@`, `$ `), which is
/// the whole of their syntax.
enum LineColourer {
    /// Unified and context diffs: headers, hunk ranges, added and removed lines.
    static func diff(_ bytes: [UInt8]) -> [UInt8] {
        var classes = [UInt8](repeating: 0, count: bytes.count)
        forEachLine(bytes) { range in
            let line = bytes[range]
            let tokenClass: TokenClass?
            // `--- a/file` and `+++ b/file` take the deleted and inserted colours, as Pygments (and
            // GitHub's diff blocks) draw them; the other header lines are meta.
            if line.starts(with: Array("@@".utf8)) || line.starts(with: Array("diff ".utf8))
                || line.starts(with: Array("index ".utf8)) || line.starts(with: Array("***".utf8)) {
                tokenClass = .meta
            } else if line.first == UInt8(ascii: "+") || line.first == UInt8(ascii: ">") {
                tokenClass = .inserted
            } else if line.first == UInt8(ascii: "-") || line.first == UInt8(ascii: "<") {
                tokenClass = .deleted
            } else {
                tokenClass = nil
            }
            if let tokenClass { for index in range { classes[index] = tokenClass.rawValue } }
        }
        return classes
    }

    /// A console session: `$ `, `% ` or `# ` starts a command (coloured by `shell`), any other
    /// line is output.
    static func console(_ bytes: [UInt8], shell: TreeColourer?) -> [UInt8] {
        var classes = [UInt8](repeating: 0, count: bytes.count)
        forEachLine(bytes) { range in
            let line = bytes[range]
            guard line.count >= 2, [UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "#")].contains(line.first!),
                  line[line.startIndex + 1] == UInt8(ascii: " ") else { return }
            classes[range.lowerBound] = TokenClass.prompt.rawValue
            let command = Array(line.dropFirst(2))
            if let shell, let commandClasses = shell.classes(of: command) {
                for (offset, value) in commandClasses.enumerated() { classes[range.lowerBound + 2 + offset] = value }
            }
        }
        return classes
    }

    /// The length of a leading `---` … `---` block (YAML front matter, as in a diagram's source),
    /// through the closing line's break; 0 when there is none.
    static func frontMatterEnd(_ bytes: [UInt8]) -> Int {
        var lines: [Range<Int>] = []
        forEachLine(bytes) { lines.append($0) }
        guard let first = lines.first, first.lowerBound == 0,
              String(decoding: bytes[first], as: UTF8.self).trimmingCharacters(in: .whitespaces) == "---" else { return 0 }
        for line in lines.dropFirst()
        where String(decoding: bytes[line], as: UTF8.self).trimmingCharacters(in: .whitespaces) == "---" {
            return min(bytes.count, line.upperBound + 1)
        }
        return 0
    }

    private static func forEachLine(_ bytes: [UInt8], _ body: (Range<Int>) -> Void) {
        var start = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "\n") {
            if index > start { body(start..<index) }
            start = index + 1
        }
    }
}
