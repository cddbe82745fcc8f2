/// A Mustache template compiled once into a flat program and rendered by appending bytes
/// into one buffer.
///
/// Why: when templates render thousands of times (a page and a layout per document), a
/// general engine pays for dynamic protocol casts on every lookup. This covers a common
/// subset — text, `{{x}}`, `{{{x}}}`, `{{&x}}`, sections, inverted sections, partials,
/// comments and one content-type pragma — with the same standalone-line rules, lookups,
/// truthiness and HTML escaping as swift-mustache, over ``TemplateValue`` contexts whose
/// names are resolved to ``TemplateName``s at compile time. Anything else (delimiter
/// changes, transforms, inheritance, indented partials, lambdas) makes
/// ``compile(_:vocabulary:contentType:)`` return nil, and rendering reports values it does
/// not cover, so callers fall back to the general engine and every template keeps working.
///
/// ```swift
/// let names = TemplateVocabulary(["items", "name"])
/// let template = CompiledTemplate.compile("{{#items}}<li>{{name}}</li>{{/items}}", vocabulary: names)!
/// var item = TemplateObject()
/// item[name: "name", in: names] = .string("A & B")
/// var context = TemplateObject()
/// context[name: "items", in: names] = .list([.object(item)])
/// var html: [UInt8] = []
/// if template.render(context, partials: [:], into: &html) { print(String(decoding: html, as: UTF8.self)) }
/// // <li>A &amp; B</li>
/// ```
public struct CompiledTemplate: Sendable, Equatable {
    /// A dotted name (`page.title`), or `.` for the current value.
    struct Path: Sendable, Equatable {
        var names: [TemplateName]
        var isDot: Bool

        init(_ name: String, vocabulary: TemplateVocabulary) {
            isDot = name == "."
            names = isDot ? [] : name.split(separator: ".", omittingEmptySubsequences: false).map { vocabulary.resolve(String($0)) }
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

    /// True when `key` appears only as `{{{key}}}` (then a layout may render another template
    /// in its place, straight into its own buffer: see ``render(_:partials:into:inlining:)``).
    public func usesOnlyRaw(_ key: TemplateKey) -> Bool {
        let bodyName = TemplateName.known(key)
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
    /// Names in tags are resolved with `vocabulary` (use the same one for the contexts).
    /// `contentType` names a swift-mustache content type that escapes as ``HTMLEscaping``
    /// does: a `{{% CONTENT_TYPE: name}}` pragma naming it is accepted, any other is not.
    public static func compile(_ source: String, vocabulary: TemplateVocabulary, contentType: String? = nil) -> CompiledTemplate? {
        let bytes = Array(source.utf8)
        guard let tags = scan(bytes, contentType: contentType) else { return nil }
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
                let path = Path(tag.name, vocabulary: vocabulary)
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
    private static func scan(_ bytes: [UInt8], contentType: String?) -> [Tag]? {
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
                guard let contentType, inner.hasPrefix("CONTENT_TYPE:"),
                      inner.dropFirst("CONTENT_TYPE:".count).trimmingASCIIWhitespace == contentType else { return nil }
            }
            if kind != .comment && kind != .pragma {
                guard !inner.isEmpty, !inner.utf8.contains(where: { $0 == 40 || $0 == 41 || $0 == 32 || $0 == 123 || $0 == 125 }) else { return nil }
            }
            tags.append(Tag(kind: kind, name: inner, start: start, end: k + closer.count))
            i = k + closer.count
        }
        return tags
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
