/// A Mustache template compiled once into a tree of segments and rendered by appending
/// bytes into one buffer.
///
/// Why: page rendering is the hottest template work (one page + one layout per note), and
/// the general engine pays for dynamic protocol casts on every lookup. This covers the
/// subset Folio's templates use — text, `{{x}}`, `{{{x}}}`, `{{&x}}`, sections, inverted
/// sections, partials, comments and the content-type pragma — with the same standalone-line
/// rules, lookups and truthiness as swift-mustache, over ``TemplateValue`` contexts whose
/// names are resolved to ``TemplateName``s at compile time. Anything else (delimiter
/// changes, transforms, inheritance, indented partials, lambdas) makes ``compile(_:)``
/// return nil, and callers fall back to the general engine, so user templates keep working
/// unchanged.
struct CompiledTemplate: Sendable, Equatable {
    /// A dotted name (`page.title`), or `.` for the current value.
    struct Path: Sendable, Equatable {
        var names: [TemplateName]
        var isDot: Bool

        init(_ name: String) {
            isDot = name == "."
            names = isDot ? [] : name.split(separator: ".", omittingEmptySubsequences: false).map { TemplateName(String($0)) }
        }
    }

    indirect enum Segment: Sendable, Equatable {
        case text([UInt8])
        case escaped(Path)
        case raw(Path)
        case section(Path, [Segment])
        case inverted(Path, [Segment])
        case partial(String)
    }

    let segments: [Segment]

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
            if tag.name != ".", tag.name.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) { return nil }
            let path = Path(tag.name)
            switch tag.kind {
            case .escaped: stack[stack.count - 1].segments.append(.escaped(path))
            case .raw: stack[stack.count - 1].segments.append(.raw(path))
            case .partial: stack[stack.count - 1].segments.append(.partial(tag.name))
            case .section, .inverted: stack.append((tag.kind, tag.name, []))
            case .close:
                guard stack.count > 1, let open = stack.last, open.name == tag.name else { return nil }
                stack.removeLast()
                let openPath = Path(open.name)
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
    /// Returns false when a value is used in a way this renderer does not cover (a list
    /// printed as text, an empty list in an inverted section…): callers then fall back to
    /// swift-mustache, which renders ``TemplateObject/anyValue``.
    func render(_ context: TemplateObject, partials: [String: CompiledTemplate], into out: inout [UInt8]) -> Bool {
        var stack: [TemplateValue] = [.object(context)]
        return CompiledTemplate.render(segments, stack: &stack, partials: partials, out: &out, depth: 0)
    }

    /// ``render(_:partials:into:)`` for a plain `[String: Any]` context (as swift-mustache takes it).
    func render(_ context: [String: Any], partials: [String: CompiledTemplate], into out: inout [UInt8]) -> Bool {
        guard let object = TemplateObject(any: context) else { return false }
        return render(object, partials: partials, into: &out)
    }

    private enum Lookup {
        case found(TemplateValue)
        case missing
        /// An object on the way is something only the general engine handles.
        case unsupported
    }

    private static func render(_ segments: [Segment], stack: inout [TemplateValue], partials: [String: CompiledTemplate],
                               out: inout [UInt8], depth: Int) -> Bool {
        guard depth < 64 else { return false }
        for segment in segments {
            switch segment {
            case .text(let bytes): out.append(contentsOf: bytes)
            case .escaped(let path):
                guard case .found(let value) = lookup(path, in: stack) else { continue }
                switch value {
                case .string(let text): FastHTMLEscaping.appendEscaped(text, to: &out)
                case .bytes(let bytes): FastHTMLEscaping.appendEscaped(String(decoding: bytes, as: UTF8.self), to: &out)
                case .int(let number): out.append(contentsOf: String(number).utf8)
                case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
                case .list, .object, .tocEntries, .licenses: return false
                }
            case .raw(let path):
                guard case .found(let value) = lookup(path, in: stack) else { continue }
                switch value {
                case .string(let text): out.append(contentsOf: text.utf8)
                case .bytes(let bytes): out.append(contentsOf: bytes)
                case .int(let number): out.append(contentsOf: String(number).utf8)
                case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
                case .list, .object, .tocEntries, .licenses: return false
                }
            case .section(let path, let body):
                let value: TemplateValue
                switch lookup(path, in: stack) {
                case .unsupported: return false
                case .missing: continue
                case .found(let found): value = found
                }
                switch value {
                case .bool(let flag):
                    if flag, !render(body, stack: &stack, partials: partials, out: &out, depth: depth + 1) { return false }
                case .list, .tocEntries, .licenses:
                    for element in value.listElements ?? [] {
                        stack.append(element)
                        let ok = render(body, stack: &stack, partials: partials, out: &out, depth: depth + 1)
                        stack.removeLast()
                        if !ok { return false }
                    }
                case .string, .bytes, .int, .object:
                    stack.append(value)
                    let ok = render(body, stack: &stack, partials: partials, out: &out, depth: depth + 1)
                    stack.removeLast()
                    if !ok { return false }
                }
            case .inverted(let path, let body):
                let falsy: Bool
                switch lookup(path, in: stack) {
                case .unsupported: return false
                case .missing: falsy = true
                case .found(let value):
                    switch value {
                    case .bool(let flag): falsy = !flag
                    case .list, .tocEntries, .licenses:
                        // An empty list here is left to the general engine, as before.
                        if value.listCount == 0 { return false }
                        falsy = false
                    case .string, .bytes, .int, .object: falsy = false
                    }
                }
                if falsy, !render(body, stack: &stack, partials: partials, out: &out, depth: depth + 1) { return false }
            case .partial(let name):
                guard let partial = partials[name] else { continue }
                if !render(partial.segments, stack: &stack, partials: partials, out: &out, depth: depth + 1) { return false }
            }
        }
        return true
    }

    /// The value `path` names, looked up from the top of the stack down (the first object
    /// holding the first name wins), then through the rest of the names.
    private static func lookup(_ path: Path, in stack: [TemplateValue]) -> Lookup {
        if path.isDot { return stack.last.map { .found($0) } ?? .missing }
        guard let first = path.names.first else { return .missing }
        var current: TemplateValue? = nil
        var index = stack.count
        search: while index > 0 {
            index -= 1
            switch stack[index] {
            case .object(let object):
                if let child = object.value(for: first) { current = child; break search }
            case .string, .bytes, .int, .bool: continue
            case .list, .tocEntries, .licenses: return .unsupported
            }
        }
        guard var value = current else { return .missing }
        for name in path.names.dropFirst() {
            switch value {
            case .object(let object):
                guard let child = object.value(for: name) else { return .missing }
                value = child
            case .string, .bytes, .int, .bool, .list, .tocEntries, .licenses: return .missing
            }
        }
        return .found(value)
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
