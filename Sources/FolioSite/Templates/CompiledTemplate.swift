/// A Mustache template compiled once into a flat program and rendered by appending bytes
/// into one buffer.
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

    enum OpCode: UInt8, Sendable {
        case text, escaped, raw, section, inverted, partial
    }

    /// One step of the flat program. `text`: bytes `a..<b` of ``text``; `escaped`, `raw`,
    /// `section`, `inverted`: the dotted name is ``names`` `a..<a+count` (`.` when `count`
    /// is 0), and a section's body is the ops up to `b`; `partial`: partial name `a`.
    struct Op: Sendable, Equatable {
        var code: OpCode
        var a: Int32
        var b: Int32
        var count: Int32 = 0
    }

    /// The template as a flat list of ops (sections jump over their body), so rendering
    /// walks plain arrays instead of a tree of boxed enums.
    let ops: [Op]
    /// Every literal text of the template, back to back.
    let text: [UInt8]
    /// The parts of every dotted name, back to back (read in place, so rendering does not
    /// retain a per-name array that both build threads share).
    let names: [TemplateName]
    let partialNames: [String]

    /// True when `body` appears only as `{{{body}}}` (then a layout may render the page
    /// template in its place, straight into its own buffer).
    var usesBodyOnlyRaw: Bool {
        let bodyName = TemplateName.known(.body)
        return ops.allSatisfy { op in
            switch op.code {
            case .escaped, .section, .inverted:
                return op.count == 0 || names[Int(op.a)] != bodyName
            case .raw:
                return op.count == 0 || names[Int(op.a)] != bodyName || op.count == 1
            case .text, .partial: return true
            }
        }
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

        // Build the program.
        var ops: [Op] = []
        var text: [UInt8] = []
        var names: [TemplateName] = []
        var partialNames: [String] = []
        var open: [(name: String, op: Int)] = []
        // Text after a comment continues the text before it; after any other tag (a close
        // included, which adds no op) it starts a new op.
        var canExtendText = false
        for piece in pieces {
            if !piece.text.isEmpty {
                let start = text.count
                text.append(contentsOf: piece.text)
                if canExtendText, let last = ops.last, last.code == .text, Int(last.b) == start {
                    ops[ops.count - 1].b = Int32(text.count)
                } else {
                    ops.append(Op(code: .text, a: Int32(start), b: Int32(text.count)))
                }
                canExtendText = true
            }
            guard let tag = piece.tag else { continue }
            if tag.kind != .comment && tag.kind != .pragma { canExtendText = false }
            if tag.name != ".", tag.name.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) { return nil }
            switch tag.kind {
            case .escaped, .raw, .section, .inverted:
                let path = Path(tag.name)
                let code: OpCode = tag.kind == .escaped ? .escaped : tag.kind == .raw ? .raw : tag.kind == .section ? .section : .inverted
                if code == .section || code == .inverted { open.append((tag.name, ops.count)) }
                ops.append(Op(code: code, a: Int32(names.count), b: 0, count: Int32(path.names.count)))
                names.append(contentsOf: path.names)
            case .partial:
                partialNames.append(tag.name)
                ops.append(Op(code: .partial, a: Int32(partialNames.count - 1), b: 0))
            case .close:
                guard let last = open.last, last.name == tag.name else { return nil }
                open.removeLast()
                ops[last.op].b = Int32(ops.count)
            case .comment, .pragma: break
            }
        }
        guard open.isEmpty, ops.count < Int(Int32.max), text.count < Int(Int32.max) else { return nil }
        return CompiledTemplate(ops: ops, text: text, names: names, partialNames: partialNames)
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
    ///
    /// With `body`, a `{{{body}}}` that `context` would answer (no `body` above it on the
    /// stack, none in `context`) renders `body` with `context` in place: a layout then writes
    /// the page into its own buffer instead of copying it there. Only for template sets where
    /// every use of `body` is `{{{body}}}` (``usesBodyOnlyRaw``).
    func render(_ context: TemplateObject, partials: [String: CompiledTemplate], into out: inout [UInt8],
                body: CompiledTemplate? = nil) -> Bool {
        var stack: [TemplateValue] = [.object(context)]
        stack.reserveCapacity(8)
        return run(0, ops.count, stack: &stack, partials: partials, out: &out, depth: 0, body: body)
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

    /// Runs ops `start..<end`.
    private func run(_ start: Int, _ end: Int, stack: inout [TemplateValue], partials: [String: CompiledTemplate],
                     out: inout [UInt8], depth: Int, body: CompiledTemplate?) -> Bool {
        guard depth < 64 else { return false }
        var index = start
        while index < end {
            let op = ops[index]
            switch op.code {
            case .text:
                text.withUnsafeBufferPointer { out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[Int(op.a)..<Int(op.b)])) }
            case .escaped:
                guard case .found(let value) = lookup(op, in: stack) else { break }
                switch value {
                case .string(let string): FastHTMLEscaping.appendEscaped(string, to: &out)
                case .bytes(let bytes): FastHTMLEscaping.appendEscaped(String(decoding: bytes, as: UTF8.self), to: &out)
                case .int(let number): out.append(contentsOf: String(number).utf8)
                case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
                case .list, .object, .tocEntries, .licenses: return false
                }
            case .raw:
                let found = lookup(op, in: stack)
                if case .missing = found, let body = body, op.count == 1, names[Int(op.a)] == .known(.body) {
                    var bodyStack = [stack[0]]
                    if !body.run(0, body.ops.count, stack: &bodyStack, partials: partials, out: &out, depth: depth + 1, body: nil) {
                        return false
                    }
                    break
                }
                guard case .found(let value) = found else { break }
                switch value {
                case .string(var string): string.withUTF8 { out.append(contentsOf: $0) }
                case .bytes(let bytes): out.append(contentsOf: bytes)
                case .int(let number): out.append(contentsOf: String(number).utf8)
                case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
                case .list, .object, .tocEntries, .licenses: return false
                }
            case .section:
                let bodyEnd = Int(op.b)
                let value: TemplateValue
                switch lookup(op, in: stack) {
                case .unsupported: return false
                case .missing: index = bodyEnd; continue
                case .found(let found): value = found
                }
                switch value {
                case .bool(let flag):
                    if flag, !run(index + 1, bodyEnd, stack: &stack, partials: partials, out: &out, depth: depth + 1, body: body) { return false }
                case .list, .tocEntries, .licenses:
                    for element in value.listElements ?? [] {
                        stack.append(element)
                        let ok = run(index + 1, bodyEnd, stack: &stack, partials: partials, out: &out, depth: depth + 1, body: body)
                        stack.removeLast()
                        if !ok { return false }
                    }
                case .string, .bytes, .int, .object:
                    stack.append(value)
                    let ok = run(index + 1, bodyEnd, stack: &stack, partials: partials, out: &out, depth: depth + 1, body: body)
                    stack.removeLast()
                    if !ok { return false }
                }
                index = bodyEnd
                continue
            case .inverted:
                let bodyEnd = Int(op.b)
                let falsy: Bool
                switch lookup(op, in: stack) {
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
                if falsy, !run(index + 1, bodyEnd, stack: &stack, partials: partials, out: &out, depth: depth + 1, body: body) { return false }
                index = bodyEnd
                continue
            case .partial:
                guard let partial = partials[partialNames[Int(op.a)]] else { break }
                if !partial.run(0, partial.ops.count, stack: &stack, partials: partials, out: &out, depth: depth + 1, body: body) { return false }
            }
            index += 1
        }
        return true
    }

    /// The value `path` names, looked up from the top of the stack down (the first object
    /// holding the first name wins), then through the rest of the names.
    private func lookup(_ op: Op, in stack: [TemplateValue]) -> Lookup {
        if op.count == 0 { return stack.last.map { .found($0) } ?? .missing }
        let start = Int(op.a)
        let first = names[start]
        var current: TemplateValue? = nil
        var index = stack.count
        // `member(_:)` is called on the stack element in place: binding the object to a
        // local first would retain and release its arrays at every level.
        search: while index > 0 {
            index -= 1
            switch stack[index].shape {
            case .object:
                if let child = stack[index].member(first) { current = child; break search }
            case .scalar: continue
            case .list: return .unsupported
            }
        }
        guard var value = current else { return .missing }
        var position = start + 1
        let end = start + Int(op.count)
        while position < end {
            let name = names[position]
            position += 1
            guard let child = value.member(name) else { return .missing }
            value = child
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
