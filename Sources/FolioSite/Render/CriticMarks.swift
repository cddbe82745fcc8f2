import Markup

// Why: MkDocs-Material's "highlighting changes" is CriticMarkup (Python-Markdown's `pymdownx.critic`, in
// the view mode Material shows): an editor's `{++added++}`, `{--removed--}`, `{~~old~>new~~}`,
// `{==highlighted==}` and `{>>comment<<}` are drawn as changes instead of printed as braces. Why on the
// tree, not on the source as pymdownx does: a mark in a code span or block, a formula or raw HTML stays
// as written, and the Markdown inside a mark (`{++**bold**++}`) is parsed as everywhere else. Two marks
// reach Folio already parsed by an extension: `==…==` is a highlight and `~~…~~` a strikethrough, so a
// highlight or strikethrough with a brace on each side is read as the mark it was written as.

/// CriticMarkup's edits in the text of a paragraph, heading or table cell, and around whole blocks.
enum CriticMarks {
    /// The five marks, by the two bytes after the opening brace.
    enum Kind: CaseIterable {
        case insertion, deletion, highlight, comment, substitution

        /// The bytes after `{` that open it and before `}` that close it.
        var delimiters: (open: UInt8, close: UInt8) {
            switch self {
            case .insertion: (43, 43)       // {++ ++}
            case .deletion: (45, 45)        // {-- --}
            case .highlight: (61, 61)       // {== ==}
            case .comment: (62, 60)         // {>> <<}
            case .substitution: (126, 126)  // {~~ ~> ~~}
            }
        }

        /// The HTML written for the opening and the closing mark (in text, or around blocks).
        func html(block: Bool) -> (open: String, close: String) {
            let extra = block ? " block" : ""
            switch self {
            case .insertion: return ("<ins class=\"critic\(extra)\">", "</ins>")
            case .deletion, .substitution: return ("<del class=\"critic\(extra)\">", self == .deletion ? "</del>" : "</ins>")
            case .highlight: return block ? ("<div class=\"critic block mark\">", "</div>") : ("<mark class=\"critic\">", "</mark>")
            case .comment: return (block ? "<div class=\"critic block comment\">" : "<span class=\"critic comment\">", block ? "</div>" : "</span>")
            }
        }

        static func opened(by first: UInt8, _ second: UInt8) -> Kind? {
            guard first == second else { return nil }
            return allCases.first { $0.delimiters.open == first }
        }

        static func closed(by first: UInt8, _ second: UInt8) -> Kind? {
            guard first == second else { return nil }
            return allCases.first { $0.delimiters.close == first }
        }
    }

    /// The HTML between a substitution's old and new text (`~>`).
    static let substitutionMiddle = "</del><ins class=\"critic\">"

    /// Whether `bytes` could hold a mark: a `{` followed by two opening bytes. `memchr` finds each brace.
    static func mayOccur(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while let open = bytes.firstOffset(of: 123, from: index) {
            index = open + 1
            if open + 2 < bytes.count, Kind.opened(by: bytes[open + 1], bytes[open + 2]) != nil { return true }
        }
        return false
    }

    /// A mark's opening, its closing, or a substitution's `~>`, found in some bytes.
    struct Token {
        enum Role { case open, middle, close }
        let kind: Kind?
        let role: Role
        let range: Range<Int>
    }

    /// Writes every mark in the containers of `texts` (each text node cut around the HTML it gets), and
    /// the block marks around whole blocks; returns the text nodes made, for later passes over the text.
    static func apply(to texts: [MarkupNode]) -> [MarkupNode] {
        var containers: [MarkupNode] = []
        var seen = Set<MarkupNode>()
        for text in texts {
            guard let parent = text.parent, seen.insert(parent).inserted else { continue }
            containers.append(parent)
        }
        var pieces: [MarkupNode: [(range: Range<Int>, html: String)]] = [:]
        var blockOpenings: [(paragraph: MarkupNode, kind: Kind)] = []
        for container in containers {
            if let kind = blockMark(container, opening: true), kind != .substitution {
                blockOpenings.append((container, kind))
                continue
            }
            var tokens: [(text: MarkupNode, token: Token)] = []
            var child = container.firstChild
            while let node = child {
                child = node.next
                if node.kind == .text, let bytes = node.literalBytes {
                    tokens += self.tokens(in: bytes).map { (node, $0) }
                } else if node.kind == .customInline || node.kind == .strikethrough {
                    // A custom inline node is a highlight: the mark extension is the only one that makes them.
                    readParsedMark(node, into: &pieces)
                }
            }
            for (open, middle, close) in pairs(tokens.map(\.token)) {
                let kind = tokens[open].token.kind ?? .insertion, html = kind.html(block: false)
                pieces[tokens[open].text, default: []].append((tokens[open].token.range, html.open))
                if let middle { pieces[tokens[middle].text, default: []].append((tokens[middle].token.range, substitutionMiddle)) }
                pieces[tokens[close].text, default: []].append((tokens[close].token.range, html.close))
            }
        }
        var made: [MarkupNode] = []
        for (text, found) in pieces where text.parent != nil {
            guard let bytes = text.literalBytes else { continue }
            made += text.splice(Array(bytes), pieces: found.sorted { $0.range.lowerBound < $1.range.lowerBound })
        }
        for (paragraph, kind) in blockOpenings { wrapBlocks(from: paragraph, kind: kind) }
        return made
    }

    /// The text of `bytes` with every mark's edit accepted: an insertion's and a highlight's text kept, a
    /// deletion and a comment left out, a substitution's new text kept. Summaries and titles read it.
    static func accepted(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        let tokens = tokens(in: bytes)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var copied = 0
        for (open, middle, close) in pairs(tokens) {
            result += bytes[copied..<tokens[open].range.lowerBound]
            switch tokens[open].kind {
            case .insertion?, .highlight?: result += bytes[tokens[open].range.upperBound..<tokens[close].range.lowerBound]
            case .substitution?: result += bytes[tokens[middle ?? open].range.upperBound..<tokens[close].range.lowerBound]
            default: break
            }
            copied = tokens[close].range.upperBound
        }
        result += bytes[copied...]
        return result
    }

    /// The openings, closings and `~>` of `bytes`, left to right.
    static func tokens(in bytes: UnsafeBufferPointer<UInt8>) -> [Token] {
        var found: [Token] = []
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == 123, index + 2 < bytes.count, let kind = Kind.opened(by: bytes[index + 1], bytes[index + 2]) {
                found.append(Token(kind: kind, role: .open, range: index..<(index + 3)))
                index += 3
            } else if index + 2 < bytes.count, bytes[index + 2] == 125, let kind = Kind.closed(by: bytes[index], bytes[index + 1]) {
                found.append(Token(kind: kind, role: .close, range: index..<(index + 3)))
                index += 3
            } else if bytes[index] == 126, bytes[index + 1] == 62 {
                found.append(Token(kind: nil, role: .middle, range: index..<(index + 2)))
                index += 2
            } else {
                index += 1
            }
        }
        return found
    }

    /// Each opening paired with the next closing of its kind (no nesting, as pymdownx.critic reads them; a
    /// substitution needs its `~>` between), as indices into `tokens`, left to right.
    static func pairs(_ tokens: [Token]) -> [(open: Int, middle: Int?, close: Int)] {
        var found: [(Int, Int?, Int)] = []
        var index = 0
        while index < tokens.count {
            guard tokens[index].role == .open, let kind = tokens[index].kind else { index += 1; continue }
            var end = index + 1
            var middle: Int? = nil
            while end < tokens.count, !(tokens[end].role == .close && tokens[end].kind == kind) {
                if kind == .substitution, middle == nil, tokens[end].role == .middle { middle = end }
                end += 1
            }
            guard end < tokens.count, kind != .substitution || middle != nil else { index += 1; continue }
            found.append((index, middle, end))
            index = end + 1
        }
        return found
    }

    /// A highlight (`{==…==}`) or a substitution (`{~~old~>new~~}`) that cmark's extensions parsed as a
    /// highlight or strikethrough: a brace ends the text before it and starts the text after it. The
    /// braces are dropped and the node written as the mark; a strikethrough without `~>` stays one.
    static func readParsedMark(_ node: MarkupNode, into pieces: inout [MarkupNode: [(range: Range<Int>, html: String)]]) {
        guard let before = node.previous, before.kind == .text, let beforeBytes = before.literalBytes, beforeBytes.last == 123,
              let after = node.next, after.kind == .text, after.literalBytes?.first == 125 else { return }
        let kind: Kind
        if node.kind == .customInline {
            kind = .highlight
        } else {
            guard let text = node.firstChild, text.kind == .text,
                  let textBytes = text.literalBytes, let middle = tokens(in: textBytes).first(where: { $0.role == .middle })
            else { return }
            pieces[text, default: []].append((middle.range, substitutionMiddle))
            kind = .substitution
        }
        pieces[before, default: []].append(((beforeBytes.count - 1)..<beforeBytes.count, ""))
        pieces[after, default: []].append((0..<1, ""))
        let html = kind.html(block: false)
        node.unwrap(openingHTML: html.open, closingHTML: html.close)
    }

    /// The mark a paragraph opens or closes on its own (its one text is `{++` or `++}`, and so on), if any.
    static func blockMark(_ paragraph: MarkupNode, opening: Bool) -> Kind? {
        guard paragraph.kind == .paragraph, let text = paragraph.firstChild, text.next == nil, text.kind == .text,
              let bytes = text.literalBytes, bytes.count == 3 else { return nil }
        return opening ? (bytes[0] == 123 ? Kind.opened(by: bytes[1], bytes[2]) : nil)
            : (bytes[2] == 125 ? Kind.closed(by: bytes[0], bytes[1]) : nil)
    }

    /// Writes the blocks between `paragraph` (`{++` alone) and the next sibling paragraph that closes the
    /// same mark (`++}` alone) inside the mark's block element; without such a paragraph both stay text.
    static func wrapBlocks(from paragraph: MarkupNode, kind: Kind) {
        guard paragraph.parent != nil else { return }
        var sibling = paragraph.next
        while let block = sibling, blockMark(block, opening: false) != kind {
            if blockMark(block, opening: true) != nil { return }
            sibling = block.next
        }
        guard let closing = sibling, closing != paragraph.next else { return }
        let html = kind.html(block: true)
        paragraph.replace(withRawHTML: html.open)
        closing.replace(withRawHTML: html.close)
    }
}
