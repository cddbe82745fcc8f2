/// A Mustache template compiled once into a tree of segments and rendered by appending
/// bytes into one buffer.
///
/// Why: page rendering is the hottest template work (one page + one layout per note), and
/// the general engine pays for dynamic protocol casts on every lookup. This covers the
/// subset Folio's templates use — text, `{{x}}`, `{{{x}}}`, `{{&x}}`, sections, inverted
/// sections, partials, comments and the content-type pragma — with the same standalone-line
/// rules, lookups and truthiness as swift-mustache, over `[String: Any]` contexts. Anything
/// else (delimiter changes, transforms, inheritance, indented partials, lambdas, non-
/// dictionary objects) makes ``compile(_:)`` return nil, and callers fall back to the
/// general engine, so user templates keep working unchanged.
struct CompiledTemplate: Sendable, Equatable {
    indirect enum Segment: Sendable, Equatable {
        case text([UInt8])
        case escaped([String])
        case raw([String])
        case section([String], [Segment])
        case inverted([String], [Segment])
        case partial(String)
    }

    let segments: [Segment]

    /// Already-rendered HTML handed to a `{{{raw}}}` tag as bytes, so a page body is not
    /// turned into a `String` only to be turned back into bytes by the layout.
    struct RawBytes {
        var bytes: [UInt8]
    }

    private enum TagKind { case escaped, raw, section, inverted, close, partial, comment, pragma }

    private struct Tag {
        var kind: TagKind
        var name: String
        var start: Int  // offset of the opening `{{`
        var end: Int    // offset just past the closing `}}`
    }

    /// Compiles `source`, or returns nil when it uses anything outside the supported subset.
    static func compile(_ source: String) -> CompiledTemplate? {
        let bytes = Array(source.utf8)
        guard let tags = scan(bytes) else { return nil }
        // Standalone tags (sections, closes, partials, comments, pragmas alone on their
        // line) remove their whole line, including its newline.
        var pieces: [(text: ArraySlice<UInt8>, tag: Tag?)] = []
        var cursor = 0
        var skipUntil = 0
        for tag in tags {
            var textEnd = tag.start
            var nextCursor = tag.end
            if tag.kind != .escaped && tag.kind != .raw {
                var lineStart = tag.start
                while lineStart > 0, bytes[lineStart - 1] == 32 || bytes[lineStart - 1] == 9 { lineStart -= 1 }
                let atLineStart = lineStart == 0 || bytes[lineStart - 1] == 10
                var lineEnd = tag.end
                while lineEnd < bytes.count, bytes[lineEnd] == 32 || bytes[lineEnd] == 9 { lineEnd += 1 }
                var atLineEnd = lineEnd == bytes.count
                if lineEnd < bytes.count && bytes[lineEnd] == 10 { lineEnd += 1; atLineEnd = true }
                if lineEnd + 1 < bytes.count && bytes[lineEnd] == 13 && bytes[lineEnd + 1] == 10 { return nil }
                if atLineStart && atLineEnd && lineStart >= cursor && lineStart >= skipUntil {
                    if tag.kind == .partial && lineStart != tag.start { return nil }  // indented partial
                    textEnd = lineStart
                    nextCursor = lineEnd
                }
            }
            pieces.append((bytes[cursor..<max(cursor, textEnd)], tag))
            cursor = nextCursor
            skipUntil = nextCursor
        }
        pieces.append((bytes[min(cursor, bytes.count)...], nil))

        // Build the tree.
        var stack: [(kind: TagKind, name: String, segments: [Segment])] = [(.section, "", [])]
        for piece in pieces {
            if !piece.text.isEmpty { stack[stack.count - 1].segments.append(.text(Array(piece.text))) }
            guard let tag = piece.tag else { continue }
            let path = tag.name == "." ? ["."] : tag.name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            if tag.name != ".", path.contains(where: \.isEmpty) { return nil }
            switch tag.kind {
            case .escaped: stack[stack.count - 1].segments.append(.escaped(path))
            case .raw: stack[stack.count - 1].segments.append(.raw(path))
            case .partial: stack[stack.count - 1].segments.append(.partial(tag.name))
            case .section, .inverted: stack.append((tag.kind, tag.name, []))
            case .close:
                guard stack.count > 1, let open = stack.last, open.name == tag.name else { return nil }
                stack.removeLast()
                let openPath = open.name.split(separator: ".").map(String.init)
                stack[stack.count - 1].segments.append(
                    open.kind == .section ? .section(openPath, open.segments) : .inverted(openPath, open.segments))
            case .comment, .pragma: break
            }
        }
        guard stack.count == 1 else { return nil }
        return CompiledTemplate(segments: stack[0].segments)
    }

    /// Finds every tag; nil for unsupported syntax.
    private static func scan(_ bytes: [UInt8]) -> [Tag]? {
        var tags: [Tag] = []
        var i = 0
        let n = bytes.count
        while i + 1 < n {
            guard bytes[i] == 123, bytes[i + 1] == 123 else { i += 1; continue }
            let start = i
            var j = i + 2
            var kind = TagKind.escaped
            var closer: [UInt8] = [125, 125]
            if j < n {
                switch bytes[j] {
                case 123: kind = .raw; closer = [125, 125, 125]; j += 1
                case 38: kind = .raw; j += 1
                case 35: kind = .section; j += 1
                case 94: kind = .inverted; j += 1
                case 47: kind = .close; j += 1
                case 62: kind = .partial; j += 1
                case 33: kind = .comment; j += 1
                case 37: kind = .pragma; j += 1
                case 61, 36, 60: return nil  // delimiters, blocks, parents
                default: break
                }
            }
            var k = j
            while k + closer.count <= n, !bytes[k..<(k + closer.count)].elementsEqual(closer) { k += 1 }
            guard k + closer.count <= n else { return nil }
            let inner = String(decoding: bytes[j..<k], as: UTF8.self).trimmingASCIIWhitespace
            if kind == .pragma {
                guard inner.hasPrefix("CONTENT_TYPE:"),
                      inner.dropFirst("CONTENT_TYPE:".count).trimmingASCIIWhitespace == FastHTMLEscaping.name else { return nil }
            }
            if kind != .comment && kind != .pragma {
                guard !inner.isEmpty, !inner.utf8.contains(where: { $0 == 40 || $0 == 41 || $0 == 32 || $0 == 123 || $0 == 125 }) else { return nil }
            }
            tags.append(Tag(kind: kind, name: inner, start: start, end: k + closer.count))
            i = k + closer.count
        }
        return tags
    }

    // MARK: Rendering

    /// Renders with `context` at the bottom of the stack; `partials` resolves `{{> name}}`.
    /// Returns nil when a value outside the supported kinds is met (callers then fall back).
    func render(_ context: [String: Any], partials: [String: CompiledTemplate], into out: inout [UInt8]) -> Bool {
        var stack: [Any] = [context]
        return CompiledTemplate.render(segments, stack: &stack, partials: partials, out: &out, depth: 0)
    }

    private static func render(_ segments: [Segment], stack: inout [Any], partials: [String: CompiledTemplate],
                               out: inout [UInt8], depth: Int) -> Bool {
        guard depth < 64 else { return false }
        for segment in segments {
            switch segment {
            case .text(let bytes): out.append(contentsOf: bytes)
            case .escaped(let path), .raw(let path):
                var escape = false
                if case .escaped = segment { escape = true }
                guard let found = lookup(path, in: stack) else { continue }
                guard let value = found else { continue }
                if let raw = value as? RawBytes {
                    if escape { return false }
                    out.append(contentsOf: raw.bytes)
                    continue
                }
                var text: String
                if let string = value as? String { text = string }
                else if let int = value as? Int { text = String(int) }
                else if let bool = value as? Bool { text = bool ? "true" : "false" }
                else { return false }
                if escape { text = FastHTMLEscaping().escapeText(text) }
                out.append(contentsOf: text.utf8)
            case .section(let path, let body):
                guard let found = lookup(path, in: stack) else { return false }
                guard let value = found else { continue }
                if let bool = value as? Bool {
                    if bool, !render(body, stack: &stack, partials: partials, out: &out, depth: depth + 1) { return false }
                } else if let array = value as? [Any] {
                    for element in array {
                        stack.append(element)
                        let ok = render(body, stack: &stack, partials: partials, out: &out, depth: depth + 1)
                        stack.removeLast()
                        if !ok { return false }
                    }
                } else if value is String || value is Int || value is [String: Any] {
                    stack.append(value)
                    let ok = render(body, stack: &stack, partials: partials, out: &out, depth: depth + 1)
                    stack.removeLast()
                    if !ok { return false }
                } else {
                    return false
                }
            case .inverted(let path, let body):
                guard let found = lookup(path, in: stack) else { return false }
                let falsy: Bool
                if let value = found {
                    if let bool = value as? Bool { falsy = !bool }
                    else if let array = value as? [Any] { falsy = array.isEmpty; if falsy { return false } }
                    else if value is String || value is Int || value is [String: Any] { falsy = false }
                    else { return false }
                } else {
                    falsy = true
                }
                if falsy, !render(body, stack: &stack, partials: partials, out: &out, depth: depth + 1) { return false }
            case .partial(let name):
                guard let partial = partials[name] else { continue }
                if !render(partial.segments, stack: &stack, partials: partials, out: &out, depth: depth + 1) { return false }
            }
        }
        return true
    }

    /// `.some(value)`, `.some(nil)` when not found, or nil when an object on the way is not
    /// something this renderer understands (then the caller falls back).
    private static func lookup(_ path: [String], in stack: [Any]) -> Any?? {
        if path.count == 1 && path[0] == "." { return .some(stack.last) }
        var current: Any? = nil
        var found = false
        for object in stack.reversed() {
            guard let dictionary = object as? [String: Any] else {
                if object is String || object is Int || object is Bool { continue }
                return nil
            }
            if let child = dictionary[path[0]] { current = child; found = true; break }
        }
        guard found, var value = current else { return .some(nil) }
        for name in path.dropFirst() {
            guard let dictionary = value as? [String: Any] else {
                if value is String || value is Int || value is Bool || value is [Any] { return .some(nil) }
                return nil
            }
            guard let child = dictionary[name] else { return .some(nil) }
            value = child
        }
        return .some(value)
    }
}

private extension StringProtocol {
    var trimmingASCIIWhitespace: String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" || first == "\n" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\t" || last == "\n" { slice = slice.dropLast() }
        return String(slice)
    }
}
