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
    var lines: LineIndex
    /// How diagnostics name a content-relative path (``PageLoader/displayPath(_:)``).
    var displayPath: (String) -> String = { $0 }
    var diagnostics: [Diagnostic] = []
    /// Where each line of an expanded block came from, by the block's fence line: a diagram's problem
    /// is reported at the included file's line, not at a line of the note that does not hold it.
    private(set) var origins: [Int: [LineOrigin]] = [:]

    /// Where a line of an expanded block is written.
    struct LineOrigin: Equatable {
        /// The file as diagnostics name it.
        var file: String
        var line: Int
        /// Characters the block's line has before its text that the file's line does not (an include
        /// line's indent), less those the file's line has that the block's does not (the dedent, a fence's
        /// indent): a column in the block less this is the column in the file.
        var columnShift: Int
        var sourceLine: String?
    }

    /// Whether a note embedded alone on its line (`![[Note]]`, ``NoteEmbed``) is included (`markdown.wikilinks`).
    var embedsNotes = false
    /// Files larger than this are not included (a page is no place for them).
    static let maximumBytes = 1 << 20
    /// What one page may include in all: a note of many include lines (of one file, or of itself)
    /// must not grow a page without bound.
    static let maximumBytesPerPage = 8 << 20
    /// Bytes included so far on this page.
    private var includedBytes = 0
    /// Files read for this page, by content-relative path: a file included many times is read once.
    var readFiles: [String: String] = [:]

    init(plan: SitePlan, contentDirectory: String, notePath: String, file: String, lines: LineIndex) {
        self.plan = plan
        self.contentDirectory = contentDirectory
        self.notePath = notePath
        self.file = file
        self.lines = lines
    }

    /// Replaces the include lines of each fenced block in `blocks` (any language: code, diagrams, math).
    /// `skipping`: fence lines whose blocks came from a file included in the prose (its own include lines
    /// are not followed).
    mutating func apply(to blocks: [MarkupNode], skipping: Set<Int> = []) {
        for block in blocks where block.isFencedCode && !skipping.contains(block.range.start.line) {
            guard let literal = block.literal, literal.contains("8<") else { continue }
            let fenceLine = block.range.start.line
            let fenceIndent = lines.line(fenceLine).map { $0.prefix(while: { $0 == " " }).count } ?? 0
            if let (expanded, origins) = expand(literal, firstLine: fenceLine + 1, fenceIndent: fenceIndent) {
                block.literal = expanded
                self.origins[fenceLine] = origins
            }
        }
    }

    /// `literal` with its include lines replaced and where each of its lines came from, or nil when it
    /// has none.
    mutating func expand(_ literal: String, firstLine: Int, fenceIndent: Int = 0) -> (String, [LineOrigin])? {
        var output: [Substring] = []
        var origins: [LineOrigin] = []
        var changed = false
        var blockLines = CodeInclude.lines(of: literal)
        if blockLines.last == "" { blockLines.removeLast() }
        for (offset, line) in blockLines.enumerated() {
            switch CodeInclude.read(line) {
            case .plain:
                output.append(line)
                origins.append(noteLine(firstLine + offset, lacking: fenceIndent))
            case .escaped(let shown):
                output.append(Substring(shown))
                origins.append(noteLine(firstLine + offset, lacking: fenceIndent + 1))
                changed = true
            case .include(let include):
                changed = true
                let lineNumber = firstLine + offset
                guard let (path, included) = read(include, line: lineNumber) else {
                    output.append(line)
                    origins.append(noteLine(lineNumber, lacking: fenceIndent))
                    continue
                }
                let shown = displayPath(path)
                for (number, text, original) in included.lines {
                    output.append(text.isEmpty ? text : Substring(include.indent + text))
                    origins.append(LineOrigin(file: shown, line: number, columnShift: (text.isEmpty ? 0 : include.indent.count) - included.dedent,
                                              sourceLine: String(original)))
                }
            }
        }
        guard changed else { return nil }
        return (output.joined(separator: "\n") + "\n", origins)
    }

    /// A line of the note's own; `lacking`: the characters before its text in the note that the block's
    /// line does not have (the fence's indent, and an escape's `;`).
    func noteLine(_ line: Int, lacking: Int) -> LineOrigin {
        LineOrigin(file: file, line: line, columnShift: -lacking, sourceLine: lines.line(line))
    }

    /// The file `include` names and its whole text (read once a page), or nil with a warning: what
    /// ``read(_:line:)`` selects from, and what an embedded note's section is looked for in.
    mutating func load(_ include: CodeInclude, line: Int) -> (path: String, text: String)? {
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
        let text: String
        if let known = readFiles[path] {
            text = known
        } else {
            guard let data = FileManager.default.contents(atPath: contentDirectory + "/" + path) else {
                warn("include '\(include.path)' could not be read", line: line, include: include)
                return nil
            }
            guard data.count <= Self.maximumBytes else {
                warn("include '\(include.path)' is \(data.count) bytes; files over \(Self.maximumBytes) bytes are not included",
                     line: line, include: include)
                return nil
            }
            guard !data.contains(0), let valid = String(validating: data, as: UTF8.self) else {
                warn("include '\(include.path)' is not UTF-8 text", line: line, include: include)
                return nil
            }
            text = valid.hasPrefix("\u{FEFF}") ? String(valid.dropFirst()) : valid
            readFiles[path] = text
        }
        return (path, text)
    }

    /// The lines `include` stands for, or nil with a warning.
    mutating func read(_ include: CodeInclude, line: Int) -> (path: String, selected: CodeInclude.Selected)? {
        guard let (path, text) = load(include, line: line) else { return nil }
        switch CodeInclude.select(include.selection, from: text) {
        case .success(let chosen):
            let bytes = chosen.lines.reduce(0) { $0 + $1.text.utf8.count + 1 }
            guard includedBytes + bytes <= Self.maximumBytesPerPage else {
                warn("include '\(include.path)' is not included: the page's includes would pass \(Self.maximumBytesPerPage) bytes",
                     line: line, include: include)
                return nil
            }
            includedBytes += bytes
            return (path, chosen)
        case .failure(.lineOutOfRange(let from, let count)):
            warn("include '\(include.path)' asks for line \(from), but the file has \(count) line\(count == 1 ? "" : "s")",
                 line: line, include: include)
        case .failure(.noSection(let name)):
            warn("include '\(include.path)' names section '\(name)', but the file has no '--8<-- [start:\(name)]' line",
                 line: line, include: include)
        }
        return nil
    }

    /// A note the site publishes, a file it copies, or a partial (``PartialNotes``).
    func isFileOfSite(_ path: String) -> Bool {
        plan.assets.contains(path) || plan.outputBySource[path] != nil || plan.partials.contains(path)
    }

    mutating func warn(_ message: String, line: Int, include: CodeInclude) {
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
