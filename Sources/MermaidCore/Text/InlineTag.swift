/// The HTML tags mermaid labels may contain and that Folio draws as styled text.
/// Style tags may carry attributes; only a safe `href` on `<a>` and the drawable part of
/// `style` are kept (`TagAttributes`). Any other tag stays literal text.
enum InlineTag: Equatable {
    case lineBreak
    /// `<hr>`: a line break with a rule between the lines.
    case horizontalRule
    case open(String, TagAttributes)
    case close(String)

    var name: String {
        switch self {
        case .lineBreak: return "br"
        case .horizontalRule: return "hr"
        case .open(let n, _), .close(let n): return n
        }
    }

    var isClosing: Bool {
        if case .close = self { return true }
        return false
    }

    static let styleTags: Set<String> = ["b", "strong", "i", "em", "u", "ins", "s", "del", "strike", "sup", "sub",
                                         "code", "small", "span", "tt", "a"]

    func applyStyle(to run: inout TextRun) {
        switch name {
        case "b", "strong": run.bold = true
        case "i", "em": run.italic = true
        case "u", "ins": run.underline = true
        case "s", "del", "strike": run.strikethrough = true
        case "sup": run.baseline = .superscript
        case "sub": run.baseline = .subscript
        case "code", "tt": run.code = true
        case "small": run.small = true
        default: break
        }
        if case .open(_, let attributes) = self { attributes.apply(to: &run) }
    }

    /// Matches a tag at `start` (which holds `<`); returns it and its length in characters.
    /// `<br>` and `<hr>` (a rule between lines in mermaid's HTML) both break the line.
    static func match(_ chars: [Character], at start: Int) -> (InlineTag, Int)? {
        var i = start + 1
        var closing = false
        if i < chars.count, chars[i] == "/" { closing = true; i += 1 }
        var name = ""
        while i < chars.count, name.count < 8, chars[i].isASCII, chars[i].isLetterQuick {
            name.append(chars[i])
            i += 1
        }
        name = name.lowercased()
        guard !name.isEmpty else { return nil }
        let breaks = name == "br" || name == "hr"
        guard breaks || styleTags.contains(name) else { return nil }
        // Attributes (opening style tags only), optional spaces and a self-closing slash, then `>`.
        let attributesStart = i
        var end = i
        var quote: Character?
        while end < chars.count, end - start < 2_000 {
            let c = chars[end]
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == ">" || c == "<" || c == "\n" {
                break
            }
            end += 1
        }
        guard end < chars.count, chars[end] == ">" else { return nil }
        var attributesEnd = end
        var selfClosing = false
        if attributesEnd > attributesStart, chars[attributesEnd - 1] == "/" { selfClosing = true; attributesEnd -= 1 }
        let length = end - start + 1
        if breaks {
            guard chars[attributesStart..<attributesEnd].allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
            return (name == "hr" ? .horizontalRule : .lineBreak, length)
        }
        guard !selfClosing else { return nil }
        if closing {
            guard chars[attributesStart..<attributesEnd].allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
            return (.close(name), length)
        }
        guard let attributes = TagAttributes.parse(chars, from: attributesStart, to: attributesEnd, tag: name)
        else { return nil }
        return (.open(name, attributes), length)
    }
}

/// Finds the `**`/`__` (bold) and `*`/`_` (italic) markers of a markdown label that have a
/// matching partner, so a lone `*` or a `snake_case` name stays literal.
struct MarkdownEmphasis {
    enum Toggle { case bold, italic }
    private var toggles: [Int: (Toggle, Int)] = [:]

    init(_ chars: [Character]) {
        var open: [String: Int] = [:]
        var i = 0
        while i < chars.count {
            let c = chars[i]
            guard c == "*" || c == "_" else {
                if c == "\n" { open.removeAll() }
                i += 1
                continue
            }
            let double = i + 1 < chars.count && chars[i + 1] == c
            let marker = double ? String([c, c]) : String(c)
            let length = marker.count
            let before: Character? = i > 0 ? chars[i - 1] : nil
            let after: Character? = i + length < chars.count ? chars[i + length] : nil
            let wordBefore = before.map { $0.isLetterQuick || $0.isNumber } ?? false
            let wordAfter = after.map { $0.isLetterQuick || $0.isNumber } ?? false
            let canOpen = after.map { !$0.isWhitespace } ?? false && !(c == "_" && wordBefore)
            let canClose = before.map { !$0.isWhitespace } ?? false && !(c == "_" && wordAfter)
            if let start = open[marker], canClose {
                let kind: Toggle = double ? .bold : .italic
                toggles[start] = (kind, length)
                toggles[i] = (kind, length)
                open[marker] = nil
            } else if canOpen {
                open[marker] = i
            }
            i += length
        }
    }

    func toggle(at index: Int) -> (Toggle, Int)? { toggles[index] }
}
