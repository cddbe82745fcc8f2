/// A cheap linear look at YAML text before it reaches Yams: how deep it nests, and where its
/// aliases (`*name`) are.
///
/// Why: Yams composes the node tree recursively, so a value nested a few thousand levels deep
/// (`title: [[[[…]]]]`, `{a: {a: …}}` or ever-deeper block indentation: 10 KB of text) overflows
/// the stack and kills the build, and `folio serve` with it. Nothing deeper than
/// ``FrontMatterLimits/maxDepth`` is ever handed to Yams. The scan errs on the side of counting
/// too deep (a plain scalar continued on a more indented line counts as a level), never too
/// shallow: quotes and comments are recognised only where YAML starts them, so brackets hidden
/// in `it's` or `a#b` cannot smuggle nesting past it.
struct YAMLShapeScan {
    /// Deepest nesting seen (block levels plus flow brackets), and where it first passed the limit.
    private(set) var maxDepth = 0
    private(set) var tooDeepAt: (line: Int, column: Int)?
    /// 1-based positions (in the scanned text) of every alias `*name`.
    private(set) var aliases: [(line: Int, column: Int)] = []

    private let limit: Int
    private var indents: [Int] = []
    private var flowDepth = 0
    private var quote: UInt8 = 0
    /// Inside a block scalar (`|`, `>`): the indentation of its parent, then of its content.
    private var blockParent: Int?
    private var blockContent: Int?

    init(_ text: String, limit: Int) {
        self.limit = limit
        let bytes = Array(text.utf8)
        for (index, line) in Self.lines(bytes).enumerated() {
            scanLine(Array(bytes[line]), number: index + 1)
            if tooDeepAt != nil { return }
        }
    }

    /// The lines of `bytes` as libyaml breaks them: at LF, CR LF, a lone CR, NEL (U+0085), and the
    /// line and paragraph separators (U+2028, U+2029). Splitting at LF alone let `- - -` after a lone
    /// CR open thousands of block levels that this scan read as one plain scalar (a fuzzer find: Yams
    /// then overflowed the stack).
    static func lines(_ bytes: [UInt8]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0, i = 0
        while i < bytes.count {
            let b = bytes[i]
            var length = 0
            if b == 10 {
                length = 1
            } else if b == 13 {
                length = i + 1 < bytes.count && bytes[i + 1] == 10 ? 2 : 1
            } else if b == 0xC2, i + 1 < bytes.count, bytes[i + 1] == 0x85 {
                length = 2
            } else if b == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x80, bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9 {
                length = 3
            }
            if length > 0 {
                result.append(start..<i)
                i += length
                start = i
            } else {
                i += 1
            }
        }
        result.append(start..<bytes.count)
        return result
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 13 }

    private mutating func scanLine(_ line: [UInt8], number: Int) {
        var position = 0
        var tokenStart = true
        if flowDepth == 0 && quote == 0 {
            var indent = 0
            while indent < line.count && line[indent] == 32 { indent += 1 }
            let rest = line[indent...]
            if rest.allSatisfy(YAMLShapeScan.isBlank) { return }
            if let parent = blockParent {
                if let content = blockContent, indent >= content { return }
                if blockContent == nil && indent > parent { blockContent = indent; return }
                blockParent = nil
                blockContent = nil
            }
            if rest.first == 35 { return }
            push(indent, line: number)
            position = indent
            // `- `, `? ` and `: ` at the start of a line each open one more block level.
            while position < line.count, line[position] == 45 || line[position] == 63 || line[position] == 58,
                  position + 1 == line.count || YAMLShapeScan.isBlank(line[position + 1]) {
                position += 1
                while position < line.count && YAMLShapeScan.isBlank(line[position]) { position += 1 }
                push(position, line: number)
            }
        }
        var sawKey = false
        /// A `-`, `?` or `:` that becomes an indicator when a blank follows it.
        var indicator = false
        while position < line.count, tooDeepAt == nil {
            let byte = line[position]
            let previous: UInt8 = position > 0 ? line[position - 1] : 32
            position += 1
            if quote != 0 {
                if quote == 34 && byte == 92 { position += 1; continue }
                if byte == quote {
                    if quote == 39 && position < line.count && line[position] == 39 { position += 1; continue }
                    quote = 0
                    tokenStart = false
                }
                continue
            }
            if YAMLShapeScan.isBlank(byte) {
                if indicator { tokenStart = true; indicator = false }
                continue
            }
            if byte == 35 && YAMLShapeScan.isBlank(previous) { return }
            let wasIndicator = indicator
            indicator = false
            switch byte {
            case 91, 123:
                // Inside a flow collection every bracket is structure; outside, only at a token start.
                if flowDepth > 0 || tokenStart {
                    flowDepth += 1
                    check(line: number, column: position)
                }
                tokenStart = flowDepth > 0
            case 93, 125:
                if flowDepth > 0 { flowDepth -= 1 }
                tokenStart = false
            case 44:
                tokenStart = flowDepth > 0
            case 34, 39:
                if tokenStart { quote = byte } else { tokenStart = false }
            case 42:
                if tokenStart { aliases.append((number, position)) }
                tokenStart = false
            case 124, 62:
                if tokenStart && flowDepth == 0 {
                    // A block scalar: its content lines are text, whatever they look like.
                    let owner = sawKey || indents.count < 2 ? indents.last ?? 0 : indents[indents.count - 2]
                    blockParent = owner
                    blockContent = nil
                    return
                }
                tokenStart = false
            case 58:
                if flowDepth > 0 {
                    tokenStart = true
                } else {
                    indicator = true
                    sawKey = true
                    tokenStart = false
                }
            case 45, 63:
                indicator = tokenStart && !wasIndicator
                tokenStart = false
            case 38, 33:
                // Anchors and tags come before the node they name: the node may still start.
                while position < line.count && !YAMLShapeScan.isBlank(line[position])
                    && (flowDepth == 0 || ![44, 91, 93, 123, 125].contains(line[position])) { position += 1 }
            default:
                tokenStart = false
            }
        }
    }

    private mutating func push(_ indent: Int, line: Int) {
        while let last = indents.last, last >= indent { indents.removeLast() }
        indents.append(indent)
        check(line: line, column: indent + 1)
    }

    private mutating func check(line: Int, column: Int) {
        let depth = indents.count + flowDepth
        maxDepth = max(maxDepth, depth)
        if depth > limit && tooDeepAt == nil { tooDeepAt = (line, column) }
    }
}
