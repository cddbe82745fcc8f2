/// Rendering of a ``CompiledTemplate``: the flat program walked over a stack of values,
/// appending to one byte buffer.
///
/// Why apart from compiling: the two halves share only the program's layout, and this is
/// the hot half, written so values are read in place (no per-lookup copies of objects).
extension CompiledTemplate {
    // MARK: Rendering

    /// Renders with `context` at the bottom of the stack; `partials` resolves `{{> name}}`.
    /// Returns false when a value is used in a way this renderer does not cover (a list
    /// printed as text, an empty list in an inverted section…): callers then fall back to
    /// swift-mustache, which renders ``TemplateObject/anyValue(in:)``.
    ///
    /// With `inlining`, a `{{{key}}}` (one name) that `context` would answer (no `key` above
    /// it on the stack, none in `context`) renders `template` with `context` in place: a
    /// layout then writes the page into its own buffer instead of copying it there. Only for
    /// template sets where every use of `key` is `{{{key}}}` (``usesOnlyRaw(_:)``).
    public func render(_ context: TemplateObject, partials: [String: CompiledTemplate], into out: inout [UInt8],
                       inlining: (key: TemplateKey, template: CompiledTemplate)? = nil) -> Bool {
        var stack: [TemplateValue] = [.object(context)]
        stack.reserveCapacity(8)
        let body = inlining.map { Inline(name: .known($0.key), template: $0.template) }
        return run(0, ops.count, stack: &stack, partials: partials, out: &out, depth: 0, body: body)
    }

    /// ``render(_:partials:into:inlining:)`` for a plain `[String: Any]` context (as
    /// swift-mustache takes it), names resolved by `vocabulary`.
    public func render(_ context: [String: Any], vocabulary: TemplateVocabulary, partials: [String: CompiledTemplate],
                       into out: inout [UInt8]) -> Bool {
        guard let object = TemplateObject(any: context, in: vocabulary) else { return false }
        return render(object, partials: partials, into: &out)
    }

    /// A template rendered in place of a one-name `{{{name}}}`.
    private struct Inline {
        var name: TemplateName
        var template: CompiledTemplate
    }

    private enum Lookup {
        case found(TemplateValue)
        case missing
        /// An object on the way is something only the general engine handles.
        case unsupported
    }

    /// Runs ops `start..<end`.
    private func run(_ start: Int, _ end: Int, stack: inout [TemplateValue], partials: [String: CompiledTemplate],
                     out: inout [UInt8], depth: Int, body: Inline?) -> Bool {
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
                case .string(let string): HTMLEscaping.appendMustacheEscaped(string, to: &out)
                case .bytes(let bytes): HTMLEscaping.appendMustacheEscaped(String(decoding: bytes, as: UTF8.self), to: &out)
                case .int(let number): out.append(contentsOf: String(number).utf8)
                case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
                case .list, .object, .lazyList: return false
                }
            case .raw:
                let found = lookup(op, in: stack)
                if case .missing = found, let body = body, op.count == 1, names[Int(op.a)] == body.name {
                    var bodyStack = [stack[0]]
                    if !body.template.run(0, body.template.ops.count, stack: &bodyStack, partials: partials, out: &out, depth: depth + 1, body: nil) {
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
                case .list, .object, .lazyList: return false
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
                case .list, .lazyList:
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
                    case .list, .lazyList:
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
