// Why: raw HTML in notes is author input that reaches every reader's browser. It is parsed with
// a real HTML5 parser (gumbo) and only what the allowlist keeps is written back, escaped by
// construction: no regular expression ever decides what is safe.
import CGumbo

/// Sanitises raw HTML from Markdown with gumbo and ``SanitizerPolicy``.
///
/// cmark hands raw HTML over in two shapes, and there is one entry point for each:
/// - ``sanitize(block:)`` — an HTML block: parsed as a fragment in a `<div>`. An element whose
///   end tag is not in the block (a `<details>` closed by a later block) is written without one,
///   and end tags that open the block (`</details>`) are kept when their element is allowed, so
///   HTML that wraps Markdown keeps working.
/// - ``sanitize(inline:)`` — one inline HTML token: cmark splits `<b>x</b>` into `<b>`, text
///   and `</b>`. An opening tag is parsed alone (fragment context `<template>`, so table tags
///   parse too) and written back as an opening tag; an end tag is kept when its element is
///   allowed. Comments, processing instructions and declarations are dropped.
///
/// What is written is only: allowed elements with allowed attributes (URLs checked), and text
/// with `&`, `<`, `>` and U+00A0 escaped (plus `"` in attribute values).
public struct HTMLSanitizer: Sendable {
    /// Something that was removed, at a 1-based position inside the sanitised text.
    public struct Finding: Sendable, Equatable {
        public var line: Int
        public var column: Int
        public var message: String
    }

    /// The HTML to write and what was removed from it.
    public struct Result: Sendable {
        public var html: String
        public var findings: [Finding]
    }

    public var policy: SanitizerPolicy

    public init(policy: SanitizerPolicy = .github) {
        self.policy = policy
    }

    /// Sanitises one raw HTML block.
    public func sanitize(block html: String) -> Result {
        var writer = SanitizingWriter(policy: policy)
        let (leading, restStart) = EndTagScanner.leadingEndTags(in: html)
        for tag in leading {
            writer.output += tag.spaceBefore
            if policy.keepsEndTag(tag.name) { writer.output += "</\(tag.name)>" }
        }
        if leading.isEmpty {
            writer.write(fragment: html, context: GUMBO_TAG_DIV, lineOffset: 0)
        } else {
            let rest = String(decoding: html.utf8[restStart...], as: UTF8.self)
            let skipped = html.utf8[..<restStart]
            let lines = skipped.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
            writer.write(fragment: rest, context: GUMBO_TAG_DIV, lineOffset: lines)
        }
        return Result(html: writer.output, findings: writer.findings)
    }

    /// Sanitises one inline raw HTML token (an opening tag, an end tag, a comment…).
    public func sanitize(inline token: String) -> Result {
        let bytes = Array(token.utf8)
        guard bytes.count >= 2, bytes[0] == 60 else { return Result(html: "", findings: []) }
        if bytes[1] == 47 {
            // An end tag: cmark only makes `</name>` (with optional spaces) an inline end tag.
            let (tags, _) = EndTagScanner.leadingEndTags(in: token)
            let kept = tags.map(\.name).filter(policy.keepsEndTag)
            return Result(html: kept.map { "</\($0)>" }.joined(), findings: [])
        }
        guard EndTagScanner.isLetter(bytes[1]) else {
            return Result(html: "", findings: [])   // comment, <?…?>, <!DECLARATION>, CDATA
        }
        var writer = SanitizingWriter(policy: policy)
        writer.openTagsOnly = true
        writer.write(fragment: token, context: GUMBO_TAG_TEMPLATE, lineOffset: 0)
        return Result(html: writer.output, findings: writer.findings)
    }
}
