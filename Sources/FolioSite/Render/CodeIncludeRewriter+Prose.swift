import Foundation

// Why: MkDocs-Material's writers also put `--8<-- "file.md"` between paragraphs, to share a warning, a
// glossary or a diagram note between pages (pymdownx.snippets reads the line anywhere), and such a line
// was published as a paragraph of its own text. The same rules as in code blocks (files of the site only,
// sizes bounded, the lines a selection takes) apply; the lines are put in before the page's Markdown is
// read, as snippets does, so their headings join the table of contents and their diagrams are drawn. Where
// each line came from is kept, so a problem in an included line is reported at that file's line.

extension CodeIncludeRewriter {
    /// A page's text with its prose include lines replaced.
    struct ProseExpansion {
        var text: String
        /// Where each line of ``text`` is written (index 0 is line 1).
        var origins: [LineOrigin]
        /// Lines of ``text`` (1-based) that came from an included file.
        var includedLines: Set<Int>
    }

    /// `body` with each `--8<-- "path"` line outside fenced blocks replaced by the file's lines (a Markdown
    /// file's front matter left out), or nil when it has none. An included file's own include lines are not
    /// followed: they stay as written, with a warning at their line.
    mutating func expandProse(_ body: String) -> ProseExpansion? {
        let bodyLines = CodeInclude.lines(of: body)
        var output: [Substring] = []
        var origins: [LineOrigin] = []
        var includedLines = Set<Int>()
        output.reserveCapacity(bodyLines.count)
        origins.reserveCapacity(bodyLines.count)
        var changed = false
        var fences = FencedCodeLines()
        var imports: [String: String] = [:]
        for (offset, line) in bodyLines.enumerated() {
            let number = offset + 1
            if fences.isCode(line) || line.utf8.count < 6 {
                output.append(line)
                origins.append(noteLine(number, lacking: 0))
                continue
            }
            // MDX: an import line is left out; `<Name />` of a Markdown file imported so is an include.
            if line.hasPrefix("import "), let module = MDXImport.read(line) {
                output.append("")
                origins.append(noteLine(number, lacking: 0))
                if let name = module.name, module.isMarkdown {
                    imports[name] = module.includePaths.first { path in
                        CodeInclude.candidates(path, from: notePath).contains(where: isFileOfSite)
                    } ?? module.source
                }
                changed = true
                continue
            }
            var include: CodeInclude?
            var stripsMarker = false
            if line.contains("8<") {
                switch CodeInclude.read(line) {
                case .plain: break
                case .escaped(let shown):
                    output.append(Substring(shown))
                    origins.append(noteLine(number, lacking: 1))
                    changed = true
                    continue
                case .include(let found): include = found
                }
            } else if !imports.isEmpty, line.contains("/>"), let usage = MDXImport.usage(line), let source = imports[usage.name] {
                include = CodeInclude(path: source, selection: .whole, indent: usage.indent, column: usage.column)
            } else if line.contains("{%"), let jekyll = JekyllInclude.alone(in: line) {
                include = CodeInclude(path: jekyll.path, selection: .whole, indent: jekyll.indent, column: jekyll.column)
            } else if embedsNotes, line.contains("![["), let embed = NoteEmbed.alone(in: line) {
                (include, stripsMarker) = noteInclude(embed, line: number) ?? (nil, false)
            }
            guard let include, let (path, selected) = read(include, line: number) else {
                output.append(line)
                origins.append(noteLine(number, lacking: 0))
                continue
            }
            changed = true
            let shown = displayPath(path)
            let texts = Self.withoutFrontMatter(selected, path: path, text: readFiles[path])
            for (index, (fileLine, _, original)) in selected.lines.enumerated() {
                var text = texts[index]
                // An embedded block's id stays on its own page.
                if stripsMarker, index == selected.lines.count - 1, let marker = BlockReferences.trailingID(of: String(text)) {
                    text = Substring(String(decoding: text.utf8.prefix(marker.keep), as: UTF8.self))
                }
                output.append(text.isEmpty ? text : Substring(include.indent + text))
                includedLines.insert(output.count)
                origins.append(LineOrigin(file: shown, line: fileLine,
                                          columnShift: (text.isEmpty ? 0 : include.indent.count) - selected.dedent,
                                          sourceLine: String(original)))
                if text.contains("8<"), case .include(let nested) = CodeInclude.read(text) {
                    diagnostics.append(Diagnostic(file: shown, line: fileLine, column: nested.column, severity: .warning,
                                                  message: "include '\(nested.path)' in an included file is not followed; it stays as written",
                                                  sourceLine: String(original), code: DiagnosticCode.include))
                }
            }
        }
        guard changed else { return nil }
        return ProseExpansion(text: output.joined(separator: "\n"), origins: origins, includedLines: includedLines)
    }

    /// The include an embed alone on its line stands for: the note it names (a note of the site, not a
    /// file or a draft), whole, its heading's section or one of its blocks (then `stripsMarker`: the
    /// block's last line loses its `^id`); nil leaves the line to the wikilinks, which link it.
    private mutating func noteInclude(_ embed: NoteEmbed, line: Int) -> (include: CodeInclude, stripsMarker: Bool)? {
        guard let found = plan.wikiLinkTargets.resolve(embed.target, from: notePath, in: plan), found.kind == .page else { return nil }
        let path = "/" + found.contentPath
        guard let heading = embed.heading else {
            return (CodeInclude(path: path, selection: .whole, indent: embed.indent, column: embed.column), false)
        }
        let whole = CodeInclude(path: path, selection: .whole, indent: "", column: embed.column)
        guard let (_, text) = load(whole, line: line) else { return nil }
        if heading.hasPrefix("^") {
            guard let block = NoteEmbed.block(heading, in: text) else { return nil }
            return (CodeInclude(path: path, selection: .lines(from: block.from, to: block.to), indent: embed.indent, column: embed.column),
                    block.lastLineKeeps != nil)
        }
        guard let section = NoteEmbed.section(heading, in: text) else { return nil }
        return (CodeInclude(path: path, selection: .lines(from: section.from, to: section.to), indent: embed.indent, column: embed.column), false)
    }

    /// `body` with its prose include lines and MDX import lines blank (a summary is made from the note's
    /// own text).
    static func blankingProseIncludes(_ body: String) -> String {
        var fences = FencedCodeLines()
        var changed = false
        var lines = CodeInclude.lines(of: body)
        for index in lines.indices {
            let line = lines[index]
            // The fence check sees every line (it follows the blocks), the other only lines outside them.
            guard !fences.isCode(line), Self.isIncludeOrImport(line) else { continue }
            lines[index] = ""
            changed = true
        }
        return changed ? lines.joined(separator: "\n") : body
    }

    /// True for a line a page replaces by other text or leaves out: `--8<--`, an MDX import, a Jekyll
    /// include or a note embedded alone.
    static func isIncludeOrImport(_ line: Substring) -> Bool {
        if line.contains("8<"), case .include = CodeInclude.read(line) { return true }
        return (line.hasPrefix("import ") && MDXImport.read(line) != nil)
            || (line.contains("{%") && JekyllInclude.alone(in: line) != nil)
            || (line.contains("![[") && NoteEmbed.alone(in: line) != nil)
    }

    /// The selected lines' texts, with a Markdown file's front matter lines blank when the selection
    /// starts at its first line (a note included whole publishes its text, not its metadata).
    static func withoutFrontMatter(_ selected: CodeInclude.Selected, path: String, text: String?) -> [Substring] {
        let lower = path.lowercased()
        guard lower.hasSuffix(".md") || lower.hasSuffix(".markdown"), let text, selected.dedent == 0,
              selected.lines.first?.number == 1 else { return selected.texts }
        let blanked = CodeInclude.lines(of: FrontMatterParser.body(of: text))
        return selected.lines.map { $0.number <= blanked.count ? blanked[$0.number - 1] : $0.text }
    }

    /// `diagnostic` moved from a line of the expanded text to where that line is written.
    static func locate(_ diagnostic: Diagnostic, in expansion: ProseExpansion, file: String) -> Diagnostic {
        guard diagnostic.file == file, diagnostic.line >= 1, diagnostic.line <= expansion.origins.count else { return diagnostic }
        let origin = expansion.origins[diagnostic.line - 1]
        var moved = diagnostic
        moved.file = origin.file
        moved.line = origin.line
        if diagnostic.column > 0 { moved.column = max(1, diagnostic.column - origin.columnShift) }
        moved.sourceLine = origin.sourceLine
        return moved
    }

    /// `reference` moved as ``locate(_:in:file:)`` moves a diagnostic.
    static func locate(_ reference: RenderedPage.AnchorReference, in expansion: ProseExpansion,
                       file: String) -> RenderedPage.AnchorReference {
        guard reference.line >= 1, reference.line <= expansion.origins.count else { return reference }
        let origin = expansion.origins[reference.line - 1]
        var moved = reference
        if origin.file != file { moved.file = origin.file }
        moved.line = origin.line
        if reference.column > 0 { moved.column = max(1, reference.column - origin.columnShift) }
        moved.sourceLine = origin.sourceLine
        return moved
    }
}

extension PageRenderer {
    /// Replaces `body`'s prose include lines (``CodeIncludeRewriter/expandProse(_:)``); returns where the
    /// expanded lines came from (nil when nothing was included) and the problems found, at the note's lines.
    func expandProseIncludes(_ body: inout String, page: PageSummary,
                             file: String) -> (CodeIncludeRewriter.ProseExpansion?, [Diagnostic]) {
        // The loader lists what a note's lines may include (``PageSummary/includes``): none, nothing to do.
        guard includes, !page.includes.isEmpty else {
            return (nil, [])
        }
        var rewriter = CodeIncludeRewriter(plan: plan, contentDirectory: loader.contentDirectory, notePath: page.sourcePath,
                                           file: file, lines: LineIndex(body))
        rewriter.displayPath = loader.displayPath
        rewriter.embedsNotes = wikilinks
        let expansion = rewriter.expandProse(body)
        if let expansion { body = expansion.text }
        return (expansion, rewriter.diagnostics)
    }
}
