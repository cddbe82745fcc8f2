import Foundation
#if canImport(Glibc)
import Glibc
#endif

// Why: Docusaurus' writers share text between pages with MDX: `import Warning from './_warning.md';` at the
// top of a note, `<Warning />` where the text goes. Folio reads Markdown, not MDX, and such a note showed
// its import lines as a paragraph and dropped `<Warning />` as unknown HTML. The two lines are read here
// as an include (``CodeIncludeRewriter/expandProse(_:)`` puts the file's lines where the tag stands), and
// every other import line (a React component: `import Tabs from '@theme/Tabs';`) is left out of the page,
// since a static page has nothing to run it with; where the component is used, the raw HTML filter says so.

/// One ESM `import` line of an MDX note.
struct MDXImport: Equatable {
    /// The dependency a note with import lines records (a path cannot start with this byte), so that
    /// the renderer, which leaves import lines out, looks for them only in such notes.
    static let dependencyMark: Character = "\u{2}"

    /// The default import's name (`Warning` in `import Warning from './_warning.md'`), if any.
    var name: String?
    /// The module, as written between the quotes.
    var source: String

    /// The include paths the module may name: as written, or for Docusaurus' `@site/` alias (the project's
    /// folder) the rest from the content folder, with and without its first folder (`@site/docs/_a.md` is
    /// `/_a.md` when the content folder is `docs`, `/docs/_a.md` when it holds `docs`).
    var includePaths: [String] {
        guard source.hasPrefix("@site/") else { return [source] }
        let rest = source.dropFirst(6)
        guard let slash = rest.firstIndex(of: "/") else { return ["/" + rest] }
        return ["/" + rest[rest.index(after: slash)...], "/" + rest]
    }

    /// True when the module is a Markdown file (what a note can include).
    var isMarkdown: Bool {
        let lower = source.lowercased()
        return lower.hasSuffix(".md") || lower.hasSuffix(".mdx") || lower.hasSuffix(".markdown")
    }

    /// True when `bytes` could hold an import line (`import ` at a line's start), so notes without one
    /// cost one scan.
    static func mayOccur(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, bytes.count >= 7 else { return false }
        var start = 0
        while start + 7 <= bytes.count {
            if base[start] == 105, memcmp(base + start, "import ", 7) == 0 { return true }  // i
            guard let newline = memchr(base + start, 10, bytes.count - start) else { return false }
            start = UnsafeRawPointer(newline).assumingMemoryBound(to: UInt8.self) - base + 1
        }
        return false
    }

    /// Reads a line `import Name from 'module';`, `import {a, b} from "module"`, `import * as M from …`,
    /// `import Name, {a} from …` or `import 'module'`, at the line's start, nothing after it but `;` and
    /// spaces; nil for any other line.
    static func read(_ line: Substring) -> MDXImport? {
        guard line.hasPrefix("import ") else { return nil }
        var rest = line.dropFirst(7).drop { $0 == " " }
        while let last = rest.last, last == " " || last == ";" || last == "\r" || last == "\t" { rest = rest.dropLast() }
        guard let quote = rest.last, quote == "'" || quote == "\"" else { return nil }
        let body = rest.dropLast()
        guard let open = body.lastIndex(of: quote) else { return nil }
        let source = String(body[body.index(after: open)...])
        guard !source.isEmpty, !source.contains("\n") else { return nil }
        let clause = body[..<open].trimmingCharacters(in: .whitespaces)
        if clause.isEmpty { return MDXImport(name: nil, source: source) }  // import 'module'
        guard clause.hasSuffix(" from") else { return nil }
        let bindings = clause.dropLast(5).trimmingCharacters(in: .whitespaces)
        guard !bindings.isEmpty else { return nil }
        if bindings.hasPrefix("{") || bindings.hasPrefix("*") {
            return isBindingList(bindings) ? MDXImport(name: nil, source: source) : nil
        }
        let first = bindings.prefix { $0 != "," }.trimmingCharacters(in: .whitespaces)
        guard isIdentifier(first) else { return nil }
        let more = bindings.dropFirst(first.count).trimmingCharacters(in: .whitespaces)
        guard more.isEmpty || (more.hasPrefix(",") && isBindingList(more.dropFirst().trimmingCharacters(in: .whitespaces))) else {
            return nil
        }
        return MDXImport(name: first, source: source)
    }

    /// The name of a line that is only `<Name />` or `<Name/>` (after any indent), with the tag's column.
    static func usage(_ line: Substring) -> (name: String, indent: String, column: Int)? {
        let (indent, rest) = line.indentAndText
        guard rest.hasPrefix("<"), rest.hasSuffix("/>") else { return nil }
        let name = rest.dropFirst().dropLast(2).trimmingCharacters(in: .whitespaces)
        guard isIdentifier(name), name.first?.isUppercase == true else { return nil }
        return (name, String(indent), indent.utf8.count + 1)
    }

    /// `{ a, b as c }` or `* as M`.
    private static func isBindingList(_ text: String) -> Bool {
        if text.hasPrefix("*") {
            let parts = text.dropFirst().split(separator: " ", omittingEmptySubsequences: true)
            return parts.count == 2 && parts[0] == "as" && isIdentifier(String(parts[1]))
        }
        guard text.hasPrefix("{"), text.hasSuffix("}") else { return false }
        return text.dropFirst().dropLast().split(separator: ",").allSatisfy { item in
            let words = item.split(separator: " ", omittingEmptySubsequences: true)
            return (words.count == 1 && isIdentifier(String(words[0])))
                || (words.count == 3 && words[1] == "as" && isIdentifier(String(words[0])) && isIdentifier(String(words[2])))
        }
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic || first == "_" || first == "$" else { return false }
        return text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "$" }
    }
}
