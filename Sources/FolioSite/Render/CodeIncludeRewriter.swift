import Foundation
import Markup

// Why: the include lines of a page's fenced blocks (``CodeInclude``) are replaced by the files'
// lines in the parsed tree, before code is coloured and diagrams drawn, so an included Swift file is
// coloured as Swift and an included `.mmd` file drawn like any diagram. Only files of the site may be
// included (a note or a copied file of the content folder, never a draft, never a path that climbs
// out of it), so a note cannot publish a file from elsewhere on the machine, and the preview, which
// watches the content folder, sees every file a page includes change.

/// Puts included files' lines into a page's fenced blocks and reports what it could not include.
struct CodeIncludeRewriter {
    let plan: SitePlan
    let contentDirectory: String
    /// The page's content-relative path (relative include paths start from its folder).
    let notePath: String
    let file: String
    let lines: LineIndex
    private(set) var diagnostics: [Diagnostic] = []

    /// Files larger than this are not included (a page is no place for them).
    static let maximumBytes = 1 << 20

    init(plan: SitePlan, contentDirectory: String, notePath: String, file: String, lines: LineIndex) {
        self.plan = plan
        self.contentDirectory = contentDirectory
        self.notePath = notePath
        self.file = file
        self.lines = lines
    }

    /// Replaces the include lines of each fenced block in `blocks` (any language: code, diagrams, math).
    mutating func apply(to blocks: [MarkupNode]) {
        for block in blocks where block.isFencedCode {
            guard let literal = block.literal, literal.contains("8<") else { continue }
            if let expanded = expand(literal, firstLine: block.range.start.line + 1) { block.literal = expanded }
        }
    }

    /// `literal` with its include lines replaced, or nil when it has none.
    mutating func expand(_ literal: String, firstLine: Int) -> String? {
        var output: [Substring] = []
        var changed = false
        var blockLines = CodeInclude.lines(of: literal)
        if blockLines.last == "" { blockLines.removeLast() }
        for (offset, line) in blockLines.enumerated() {
            switch CodeInclude.read(line) {
            case .plain:
                output.append(line)
            case .escaped(let shown):
                output.append(Substring(shown))
                changed = true
            case .include(let include):
                changed = true
                let lineNumber = firstLine + offset
                guard let included = read(include, line: lineNumber) else {
                    output.append(line)
                    continue
                }
                output += included.map { $0.isEmpty ? $0 : Substring(include.indent + $0) }
            }
        }
        guard changed else { return nil }
        return output.joined(separator: "\n") + "\n"
    }

    /// The lines `include` stands for, or nil with a warning.
    private mutating func read(_ include: CodeInclude, line: Int) -> [Substring]? {
        let candidates = CodeInclude.candidates(include.path, from: notePath)
        guard !candidates.isEmpty else {
            warn("include '\(include.path)' is outside the content folder: only its notes and files can be included",
                 line: line, include: include)
            return nil
        }
        guard let path = candidates.first(where: isFileOfSite) else {
            warn("include '\(include.path)' names no file of the site (looked for \(candidates.map { "'\($0)'" }.joined(separator: " and ")))",
                 line: line, include: include)
            return nil
        }
        guard let data = FileManager.default.contents(atPath: contentDirectory + "/" + path) else {
            warn("include '\(include.path)' could not be read", line: line, include: include)
            return nil
        }
        guard data.count <= Self.maximumBytes else {
            warn("include '\(include.path)' is \(data.count) bytes; files over \(Self.maximumBytes) bytes are not included",
                 line: line, include: include)
            return nil
        }
        guard !data.contains(0), let text = String(validating: data, as: UTF8.self) else {
            warn("include '\(include.path)' is not UTF-8 text", line: line, include: include)
            return nil
        }
        switch CodeInclude.select(include.selection, from: text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text) {
        case .success(let chosen):
            return chosen
        case .failure(.lineOutOfRange(let from, let count)):
            warn("include '\(include.path)' asks for line \(from), but the file has \(count) line\(count == 1 ? "" : "s")",
                 line: line, include: include)
        case .failure(.noSection(let name)):
            warn("include '\(include.path)' names section '\(name)', but the file has no '--8<-- [start:\(name)]' line",
                 line: line, include: include)
        }
        return nil
    }

    /// A note the site publishes or a file it copies.
    private func isFileOfSite(_ path: String) -> Bool {
        plan.assets.contains(path) || plan.outputBySource[path] != nil
    }

    private mutating func warn(_ message: String, line: Int, include: CodeInclude) {
        let source = lines.line(line)
        // The marker's column in the note's own line (a block in a list or a quote is indented there).
        var column = include.column
        if let source, let scissors = source.range(of: "8<") {
            let dashes = source[..<scissors.lowerBound].reversed().prefix(while: { $0 == "-" }).count
            column = source.distance(from: source.startIndex, to: scissors.lowerBound) - dashes + 1
        }
        diagnostics.append(Diagnostic(file: file, line: line, column: column, severity: .warning, message: message,
                                      sourceLine: source, code: DiagnosticCode.include))
    }
}
