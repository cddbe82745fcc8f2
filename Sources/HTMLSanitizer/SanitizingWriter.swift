// Why: the only code that turns a gumbo tree back into HTML. It writes allowed elements and
// attributes and escaped text, nothing else, walking with an explicit stack so that deeply
// nested input cannot overflow the thread's stack.
import CGumbo

/// Walks one gumbo parse and writes what ``SanitizerPolicy`` keeps.
struct SanitizingWriter {
    let policy: SanitizerPolicy
    var output = ""
    var findings: [HTMLSanitizer.Finding] = []
    /// Inline tokens: write start tags only (the token has no content and no end tag).
    var openTagsOnly = false

    init(policy: SanitizerPolicy) {
        self.policy = policy
    }

    /// Parses `html` as a fragment in `context` and writes what is kept. `lineOffset` is added
    /// to the lines of findings.
    mutating func write(fragment html: String, context: GumboTag, lineOffset: Int) {
        var options = kGumboDefaultOptions
        options.fragment_context = context
        options.fragment_namespace = GUMBO_NAMESPACE_HTML
        options.max_errors = 0
        var source = html
        source.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                guard let base = chars.baseAddress, let parsed = gumbo_parse_with_options(&options, base, chars.count) else { return }
                defer { gumbo_destroy_output(&options, parsed) }
                walk(from: parsed.pointee.root, lineOffset: lineOffset)
            }
        }
    }

    private enum Step {
        case enter(UnsafeMutablePointer<GumboNode>)
        case close(String)
    }

    private mutating func walk(from root: UnsafeMutablePointer<GumboNode>, lineOffset: Int) {
        // The fragment's children hang under the synthetic <html> root.
        var stack: [Step] = children(of: root).reversed().map { .enter($0) }
        while let step = stack.popLast() {
            switch step {
            case .close(let name):
                output += "</\(name)>"
            case .enter(let node):
                switch node.pointee.type {
                case GUMBO_NODE_TEXT, GUMBO_NODE_WHITESPACE:
                    if let text = node.pointee.v.text.text { appendEscaped(text, inAttribute: false) }
                case GUMBO_NODE_ELEMENT, GUMBO_NODE_TEMPLATE:
                    enterElement(node, lineOffset: lineOffset, stack: &stack)
                default:
                    break   // comments, CDATA, documents: never written
                }
            }
        }
    }

    private mutating func enterElement(_ node: UnsafeMutablePointer<GumboNode>, lineOffset: Int, stack: inout [Step]) {
        let element = node.pointee.v.element
        let name = SanitizingWriter.name(of: element)
        let fromSource = element.original_tag.length > 0
        let position = element.start_pos
        let line = Int(position.line) + lineOffset
        let column = Int(position.column)
        let foreign = element.tag_namespace != GUMBO_NAMESPACE_HTML
        if foreign || policy.droppedWithContent.contains(name) {
            if fromSource { findings.append(.init(line: line, column: column, message: "removed <\(name)> and its content")) }
            return
        }
        let kept = policy.elements.contains(name)
        if kept {
            output += "<" + name
            forEachAttribute(of: element) { attribute in
                let attributeName = String(cString: attribute.pointee.name)
                let value = String(cString: attribute.pointee.value)
                var reason: String? = nil
                if !policy.allows(attribute: attributeName, on: name) {
                    reason = attributeName.hasPrefix("on") ? "event handler" : "not allowed"
                } else if policy.urlAttributes.contains(attributeName) {
                    let safe = attributeName == "srcset" ? URLSafety.isAllowedSrcset(value) : URLSafety.isAllowedInHTML(value)
                    if !safe { reason = "unsafe URL scheme '\(URLSafety.scheme(of: value) ?? "")'" }
                }
                if let reason {
                    let at = attribute.pointee.name_start
                    findings.append(.init(line: Int(at.line) + lineOffset, column: Int(at.column),
                                          message: "removed attribute '\(attributeName)' from <\(name)> (\(reason))"))
                    return
                }
                if attributeName == "class" {
                    writeClasses(value, element: name, at: attribute.pointee.name_start, lineOffset: lineOffset)
                    return
                }
                output += " " + attributeName
                // A bare attribute (`<details open>`) stays bare; its value is empty anyway.
                if attribute.pointee.value.pointee == 0 && !SanitizingWriter.isQuoted(attribute.pointee.original_value) { return }
                output += "=\""
                appendEscaped(attribute.pointee.value, inAttribute: true)
                output += "\""
            }
            output += ">"
        } else if fromSource {
            findings.append(.init(line: line, column: column, message: "removed <\(name)> (not allowed), kept its content"))
        }
        if openTagsOnly || SanitizerPolicy.voidElements.contains(name) { return }
        if kept && element.original_end_tag.length > 0 { stack.append(.close(name)) }
        let kids = children(of: node)
        if kept, name == "pre", let first = kids.first, first.pointee.type != GUMBO_NODE_ELEMENT,
           let text = first.pointee.v.text.text, text.pointee == 10 {
            output += "\n"   // the parser drops one newline after <pre>: keep the author's
        }
        stack += kids.reversed().map { .enter($0) }
    }

    private func children(of node: UnsafeMutablePointer<GumboNode>) -> [UnsafeMutablePointer<GumboNode>] {
        let vector = node.pointee.type == GUMBO_NODE_DOCUMENT ? node.pointee.v.document.children : node.pointee.v.element.children
        return (0..<Int(vector.length)).compactMap { vector.data[$0]?.assumingMemoryBound(to: GumboNode.self) }
    }

    private func forEachAttribute(of element: GumboElement, _ body: (UnsafeMutablePointer<GumboAttribute>) -> Void) {
        let vector = element.attributes
        for index in 0..<Int(vector.length) {
            if let attribute = vector.data[index]?.assumingMemoryBound(to: GumboAttribute.self) { body(attribute) }
        }
    }

    /// Whether the source wrote the value in quotes (`alt=""`), not bare (`open`).
    static func isQuoted(_ piece: GumboStringPiece) -> Bool {
        guard piece.length > 0, let first = piece.data?.pointee else { return false }
        return first == 34 || first == 39
    }

    /// The lowercase tag name (for unknown elements, read from the source tag).
    static func name(of element: GumboElement) -> String {
        if element.tag != GUMBO_TAG_UNKNOWN, let known = gumbo_normalized_tagname(element.tag) {
            return String(cString: known)
        }
        var piece = element.original_tag
        guard piece.length > 0 else { return "unknown" }
        gumbo_tag_from_original_text(&piece)
        let bytes = UnsafeRawBufferPointer(start: piece.data, count: piece.length)
        return String(decoding: bytes.map { $0 >= 65 && $0 <= 90 ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    /// Writes ` class="…"` with the names the policy keeps (nothing when it keeps none) and reports the
    /// names it removed.
    private mutating func writeClasses(_ value: String, element: String, at position: GumboSourcePosition, lineOffset: Int) {
        let (kept, removed) = policy.splitClasses(value)
        if !removed.isEmpty {
            let names = removed.map { "'\($0)'" }.joined(separator: ", ")
            findings.append(.init(line: Int(position.line) + lineOffset, column: Int(position.column),
                                  message: "removed class\(removed.count == 1 ? "" : "es") \(names) from <\(element)> (not allowed)"))
        }
        guard !kept.isEmpty else { return }
        output += " class=\""
        kept.joined(separator: " ").withCString { appendEscaped($0, inAttribute: true) }
        output += "\""
    }

    /// Appends `text` escaped: `&`, `<`, `>`, U+00A0, and `"` in attribute values.
    private mutating func appendEscaped(_ text: UnsafePointer<CChar>, inAttribute: Bool) {
        var length = 0
        while text[length] != 0 { length += 1 }
        let bytes = UnsafeRawBufferPointer(start: text, count: length)
        var plain = true
        var previousC2 = false
        for byte in bytes where byte == 38 || byte == 60 || byte == 62 || byte == 0xC2 || (inAttribute && byte == 34) {
            plain = false
            break
        }
        if plain {
            output += String(decoding: bytes, as: UTF8.self)
            return
        }
        var pending: [UInt8] = []
        pending.reserveCapacity(bytes.count + 16)
        for byte in bytes {
            if previousC2 {
                previousC2 = false
                if byte == 0xA0 { pending += Array("&nbsp;".utf8); continue }
                pending.append(0xC2)
            }
            switch byte {
            case 38: pending += Array("&amp;".utf8)
            case 60: pending += Array("&lt;".utf8)
            case 62: pending += Array("&gt;".utf8)
            case 34 where inAttribute: pending += Array("&quot;".utf8)
            case 0xC2: previousC2 = true
            default: pending.append(byte)
            }
        }
        if previousC2 { pending.append(0xC2) }
        output += String(decoding: pending, as: UTF8.self)
    }
}
