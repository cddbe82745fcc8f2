// Why: a page's backlinks ("Linked from", `backlinks: true`) are the other notes' links to it, and a
// page's HTML is written as soon as it is rendered, before the notes after it are. So the links are read
// with the note's outline, from its Markdown, before any page renders, and kept with its summary in the
// build cache (a rebuild knows an unread note's links). This finds the links as written: where they go
// is the plan's answer (``Backlinks``), the same ``WikiLinkTargets`` and ``SitePlan/target(contentPath:)``
// the renderer asks. Code (fenced blocks, code spans) holds no links; only prose is read.

/// The links a note's Markdown writes: `[[wikilinks]]` (embeds too), `[text](path)` links and
/// `[label]: path` definitions, each once, in order.
struct OutgoingLinks {
    /// A wikilink's target as written (`Note`, `guide/Note`), marked with this first character.
    static let wikiLinkMark: Character = "w"
    /// A Markdown link's destination before its `?` or `#`, as written (percent-encoded), marked so.
    static let pathMark: Character = "m"

    /// The links of `body` (Markdown after its front matter), each as a marked string.
    static func scan(_ body: String) -> [String] {
        var body = body
        return body.withUTF8 { scan(bytes: $0) }
    }

    static func scan(bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var found: [String] = []
        var seen = Set<String>()
        func add(_ mark: Character, _ range: Range<Int>) {
            guard !range.isEmpty else { return }
            let text = String(mark) + String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            if seen.insert(text).inserted { found.append(text) }
        }
        var fences = FenceTracker()
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 10 { lineEnd += 1 }
            defer { lineStart = lineEnd + 1 }
            var first = lineStart
            while first < lineEnd, bytes[first] == 32 { first += 1 }
            let indent = first - lineStart
            if fences.readsFence(bytes, first: first, indent: indent, end: lineEnd) || fences.isInside || indent >= 4 { continue }
            // `[label]: destination` (not a footnote's `[^1]:`).
            if first < lineEnd, bytes[first] == 91, first + 1 < lineEnd, bytes[first + 1] != 94,
               let close = (first..<lineEnd).first(where: { bytes[$0] == 93 }), close + 1 < lineEnd, bytes[close + 1] == 58 {
                let destination = Self.destination(bytes, from: close + 2, to: lineEnd)
                if let path = Self.localPath(bytes, destination) { add(pathMark, path) }
                continue
            }
            var index = first
            while index < lineEnd {
                switch bytes[index] {
                case 96:
                    // A code span: a run of backticks to the next run of the same length on the line.
                    var run = index
                    while run < lineEnd, bytes[run] == 96 { run += 1 }
                    index = Self.closingRun(bytes, length: run - index, from: run, to: lineEnd) ?? run
                case 91 where index + 1 < lineEnd && bytes[index + 1] == 91:
                    let (link, next) = WikiLinkSyntax.link(at: index, in: bytes)
                    if let link, !link.target.isEmpty {
                        let text = String(wikiLinkMark) + link.target
                        if seen.insert(text).inserted { found.append(text) }
                    }
                    index = max(next, index + 2)
                case 93 where index + 1 < lineEnd && bytes[index + 1] == 40:
                    let destination = Self.destination(bytes, from: index + 2, to: lineEnd)
                    if let path = Self.localPath(bytes, destination) { add(pathMark, path) }
                    index = max(destination.upperBound, index + 2)
                default:
                    index += 1
                }
            }
        }
        return found
    }

    /// The end of the backtick run of exactly `length` after `start` on the line, nil when none closes it.
    private static func closingRun(_ bytes: UnsafeBufferPointer<UInt8>, length: Int, from start: Int, to end: Int) -> Int? {
        var index = start
        while index < end {
            guard bytes[index] == 96 else { index += 1; continue }
            var run = index
            while run < end, bytes[run] == 96 { run += 1 }
            if run - index == length { return run }
            index = run
        }
        return nil
    }

    /// A link destination after `start`: spaces skipped, `<…>` or up to a space or an unbalanced `)`.
    private static func destination(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Range<Int> {
        var index = start
        while index < end, bytes[index] == 32 || bytes[index] == 9 { index += 1 }
        if index < end, bytes[index] == 60 {
            var close = index + 1
            while close < end, bytes[close] != 62 { close += 1 }
            return close < end ? (index + 1)..<close : index..<index
        }
        var depth = 0, stop = index
        while stop < end, bytes[stop] != 32, bytes[stop] != 9 {
            if bytes[stop] == 40 { depth += 1 }
            if bytes[stop] == 41 { if depth == 0 { break }; depth -= 1 }
            stop += 1
        }
        return index..<stop
    }

    /// The path of a destination that may name a file of the site (before its `?` or `#`); nil for a
    /// URL with a scheme (`https:`, `mailto:`), one to another host (`//host`) or a fragment alone.
    private static func localPath(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int>? {
        var end = range.lowerBound
        while end < range.upperBound {
            switch bytes[end] {
            case 58: return nil // `:` before any `/`, `?` or `#`: a scheme (Windows drive letters are no site's paths)
            case 47, 63, 35: break
            default: end += 1; continue
            }
            break
        }
        if range.count >= 2, bytes[range.lowerBound] == 47, bytes[range.lowerBound + 1] == 47 { return nil }
        var pathEnd = range.lowerBound
        while pathEnd < range.upperBound, bytes[pathEnd] != 63, bytes[pathEnd] != 35 { pathEnd += 1 }
        // A `:` after the first `/` is part of the path.
        return pathEnd > range.lowerBound ? range.lowerBound..<pathEnd : nil
    }
}
