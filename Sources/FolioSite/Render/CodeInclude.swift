import Foundation
#if canImport(Glibc)
import Glibc
#endif

// Why: a guide shows real files (a Swift source, a config, a diagram kept as a `.mmd` file), and a
// pasted copy goes stale the day the file changes. MkDocs-Material's writers include them with
// pymdownx.snippets' line `--8<-- "path"`, mdBook's with `{{#include}}`, Docusaurus' with an import;
// Folio reads the snippets line (the syntax its MkDocs readers already write) inside fenced blocks,
// with its line ranges (`"file.swift:3:10"`) and named sections (`"file.swift:setup"` between
// `--8<-- [start:setup]` and `--8<-- [end:setup]` lines). This file is the syntax alone: reading a
// block's line, choosing the lines of a file, and where a path may point (``CodeIncludeRewriter``
// reads the files and puts their lines in the blocks).

/// One `--8<-- "path"` line of a fenced block: the file it names and which of its lines.
struct CodeInclude: Equatable, Sendable {
    /// Which lines of the file the block takes.
    enum Selection: Equatable, Sendable {
        /// Every line.
        case whole
        /// Lines `from` through `to` (1-based, inclusive; nil: the file's first or last line).
        case lines(from: Int?, to: Int?)
        /// The lines between `--8<-- [start:name]` and `--8<-- [end:name]` (names ignore case).
        case section(String)
    }

    /// The path as written, without its selection.
    var path: String
    var selection: Selection
    /// The spaces and tabs before the marker: each included line gets them too, as snippets does.
    var indent: String
    /// 1-based column of the marker in its line.
    var column: Int

    /// What a line of a block is to includes.
    enum Line: Equatable {
        /// An include line.
        case include(CodeInclude)
        /// `;--8<-- …`: the line as written with one `;` taken away (how a page shows the syntax).
        case escaped(String)
        /// Any other line.
        case plain
    }

    /// True when `bytes` could hold an include line or a section marker (`8<`), so notes without one
    /// cost a `memchr` or a few (``UnsafeBufferPointer/containsPair(_:_:)``).
    static func mayOccur(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.containsPair(0x38, 0x3C)  // 8<
    }

    /// Reads one line of a block: `[indent][;…]-+8<-+ "path[:from[:to]|:section]"`, single quotes
    /// too, nothing after the closing quote but spaces.
    static func read(_ line: Substring) -> Line {
        let bytes = Array(line.utf8)
        var at = 0
        while at < bytes.count, bytes[at] == 32 || bytes[at] == 9 { at += 1 }
        let indentEnd = at
        var escapes = 0
        while at < bytes.count, bytes[at] == 59 { escapes += 1; at += 1 }  // ;
        let markerStart = at
        guard let afterMarker = marker(bytes, at: at) else { return .plain }
        at = afterMarker
        let spaceStart = at
        while at < bytes.count, bytes[at] == 32 || bytes[at] == 9 { at += 1 }
        guard at > spaceStart, at < bytes.count, bytes[at] == 34 || bytes[at] == 39 else { return .plain }
        let quote = bytes[at]
        var end = bytes.count
        while end > at, bytes[end - 1] == 32 || bytes[end - 1] == 9 || bytes[end - 1] == 13 { end -= 1 }
        guard end - at >= 3, bytes[end - 1] == quote,
              let inside = String(bytes: bytes[(at + 1)..<(end - 1)], encoding: .utf8),
              !inside.contains(where: { $0 == "\n" }) else { return .plain }
        if escapes > 0 {
            var kept = bytes
            kept.remove(at: markerStart - 1)
            return .escaped(String(decoding: kept, as: UTF8.self))
        }
        let (path, selection) = splitSelection(inside)
        guard !path.isEmpty else { return .plain }
        return .include(CodeInclude(path: path, selection: selection,
                                    indent: String(decoding: bytes[..<indentEnd], as: UTF8.self), column: indentEnd + 1))
    }

    /// The end of a `-+8<-+` marker starting at `at`, or nil.
    private static func marker(_ bytes: [UInt8], at start: Int) -> Int? {
        var at = start
        while at < bytes.count, bytes[at] == 45 { at += 1 }
        guard at > start, at + 1 < bytes.count, bytes[at] == 56, bytes[at + 1] == 60 else { return nil }  // 8<
        at += 2
        let dashes = at
        while at < bytes.count, bytes[at] == 45 { at += 1 }
        return at > dashes ? at : nil
    }

    /// `file.swift:3:10` → lines 3–10; `file.swift:3` or `:3:` → from 3; `::10` → up to 10;
    /// `file.swift:setup` → a section (a name starts with a letter: `a:b.py` stays a path).
    static func splitSelection(_ text: String) -> (String, Selection) {
        var parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2 else { return (text, .whole) }
        let last = parts[parts.count - 1]
        if let first = last.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic,
           last.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }) {
            parts.removeLast()
            return (parts.joined(separator: ":"), .section(last.lowercased()))
        }
        func number(_ part: String) -> Int?? {  // nil: not a number; .some(nil): empty
            if part.isEmpty { return .some(nil) }
            guard part.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), part.utf8.count <= 9, let value = Int(part) else { return nil }
            return .some(value)
        }
        guard let lastNumber = number(last) else { return (text, .whole) }
        if parts.count >= 3, let previous = number(parts[parts.count - 2]) {
            let path = parts[..<(parts.count - 2)].joined(separator: ":")
            return (path, previous == nil && lastNumber == nil ? .whole : .lines(from: previous, to: lastNumber))
        }
        let path = parts[..<(parts.count - 1)].joined(separator: ":")
        return (path, lastNumber == nil ? .whole : .lines(from: lastNumber, to: nil))
    }

    /// Content-relative paths `path` may name from the note at `notePath`, in the order they are
    /// tried: from the note's folder, then from the content folder (`/…` only from there). Nil entries
    /// are left out: a path that climbs above the content folder names nothing.
    static func candidates(_ path: String, from notePath: String) -> [String] {
        if path.contains("://") || path.hasPrefix("~") { return [] }
        // Resolved as links are (``SitePaths/normalize(joining:_:)``: a path starting with `/` ignores the folder).
        func resolved(from folder: String) -> String? {
            SitePaths.normalize(joining: folder, Substring(path)).flatMap { $0.isEmpty ? nil : $0 }
        }
        var found: [String] = []
        if let near = resolved(from: SitePaths.directory(of: notePath)) { found.append(near) }
        if let root = resolved(from: ""), !found.contains(root) { found.append(root) }
        return found
    }

    /// Every content-relative path the include lines of `text` (a note) may name, sorted: what the
    /// page's key depends on (a line outside a fenced block is counted too; a path too many costs nothing).
    /// `embeds`: also each note embedded alone on a line (`![[Note]]`), as ``NoteEmbed/dependencyMark`` and
    /// its name (resolved when the key is made).
    static func dependencies(in text: String, notePath: String, embeds: Bool = false) -> [String] {
        var found = Set<String>()
        for line in lines(of: text) {
            if line.contains("8<"), case .include(let include) = read(line) {
                found.formUnion(candidates(include.path, from: notePath))
            } else if line.hasPrefix("import "), let module = MDXImport.read(line) {
                found.insert(String(MDXImport.dependencyMark))
                if module.name != nil, module.isMarkdown {
                    for path in module.includePaths { found.formUnion(candidates(path, from: notePath)) }
                }
            } else if line.contains("{%"), let jekyll = JekyllInclude.alone(in: line) {
                found.formUnion(candidates(jekyll.path, from: notePath))
            } else if embeds, line.contains("![["), let embed = NoteEmbed.alone(in: line) {
                found.insert(String(NoteEmbed.dependencyMark) + embed.target)
            }
        }
        return found.sorted()
    }

    /// The lines of `text`, ended by `\n`, `\r\n` or `\r` (a String's split on `"\n"` would not see
    /// `\r\n`, one Character to Swift).
    static func lines(of text: String) -> [Substring] {
        guard text.utf8.contains(13) else { return text.split(separator: "\n", omittingEmptySubsequences: false) }
        return Substring(text).split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
    }

    /// Why a selection could not be taken.
    enum SelectionProblem: Error, Equatable {
        case lineOutOfRange(from: Int, count: Int)
        case noSection(String)
    }

    /// Lines a selection took: each with its 1-based number in the file, and how many leading
    /// characters the dedent took from each (what a column in them is short of the file's).
    struct Selected: Equatable {
        /// Each line: its number in the file, its text as included, and as the file has it.
        var lines: [(number: Int, text: Substring, original: Substring)]
        var dedent: Int
        var texts: [Substring] { lines.map(\.text) }

        static func == (a: Selected, b: Selected) -> Bool {
            a.dedent == b.dedent && a.lines.map(\.number) == b.lines.map(\.number) && a.texts == b.texts
        }
    }

    /// The lines `selection` takes from `text` (line ends `\n`, `\r\n` or `\r`), section marker lines
    /// left out, and, for a range or a section, the indentation they all share taken away (an excerpt
    /// from inside a function reads from the margin). A section never ended runs to the end of the file.
    static func select(_ selection: Selection, from text: String) -> Result<Selected, SelectionProblem> {
        var lines = Self.lines(of: text)
        if lines.last == "" { lines.removeLast() }
        var range: Range<Int>
        switch selection {
        case .whole:
            range = 0..<lines.count
        case .lines(let from, let to):
            let first = max(from ?? 1, 1), last = min(to ?? lines.count, lines.count)
            guard first <= lines.count else { return .failure(.lineOutOfRange(from: first, count: lines.count)) }
            range = (first - 1)..<max(first - 1, last)
        case .section(let name):
            guard let start = lines.firstIndex(where: { sectionMarker($0) == .start(name) }) else {
                return .failure(.noSection(name))
            }
            let end = lines[(start + 1)...].firstIndex(where: { sectionMarker($0) == .end(name) }) ?? lines.count
            range = (start + 1)..<end
        }
        var chosen = range.map { (number: $0 + 1, text: lines[$0]) }
        chosen.removeAll { sectionMarker($0.text) != nil }
        guard selection != .whole else { return .success(Selected(lines: chosen.map { ($0.number, $0.text, $0.text) }, dedent: 0)) }
        let (texts, dedent) = dedented(chosen.map(\.text))
        return .success(Selected(lines: zip(chosen, texts).map { ($0.number, $1, $0.text) }, dedent: dedent))
    }

    enum SectionMarker: Equatable { case start(String), end(String) }

    /// `--8<-- [start:name]` or `[end:name]` anywhere in a line (in a comment of the file's language),
    /// nil for any other line.
    static func sectionMarker(_ line: Substring) -> SectionMarker? {
        guard line.contains("8<"), let open = line.range(of: "8<") else { return nil }
        var rest = line[open.upperBound...].drop(while: { $0 == "-" })
        guard rest.first == " " || rest.first == "\t" else { return nil }
        rest = rest.drop(while: { $0 == " " || $0 == "\t" })
        guard rest.first == "[", let close = rest.firstIndex(of: "]") else { return nil }
        let inside = rest[rest.index(after: rest.startIndex)..<close].filter { $0 != " " && $0 != "\t" }.lowercased()
        if inside.hasPrefix("start:"), inside.count > 6 { return .start(String(inside.dropFirst(6))) }
        if inside.hasPrefix("end:"), inside.count > 4 { return .end(String(inside.dropFirst(4))) }
        return nil
    }

    /// `lines` without the leading spaces and tabs every non-blank one of them starts with, and how many
    /// characters that was.
    static func dedented(_ lines: [Substring]) -> (lines: [Substring], removed: Int) {
        let widths = lines.filter { !$0.allSatisfy { $0 == " " || $0 == "\t" } }
            .map { $0.prefix(while: { $0 == " " || $0 == "\t" }) }
        guard var common = widths.first else { return (lines, 0) }
        for width in widths.dropFirst() {
            common = common.prefix(zip(common, width).prefix(while: { $0 == $1 }).count)
            if common.isEmpty { return (lines, 0) }
        }
        return (lines.map { $0.hasPrefix(common) ? $0.dropFirst(common.count) : $0 }, common.count)
    }
}
