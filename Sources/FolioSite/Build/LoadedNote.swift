/// A note as the load phase hands it to the plan: parsed from its text, or, when its text is the one
/// the build cache summarised last time, that summary (``PageCache/KnownNotes``).
///
/// Why: parsing front matter and reading a note's outline was a quarter of a one-note rebuild of a
/// 10,000-note site; a note whose text has the digest its kept summary records is summarised the same
/// way again, so the kept summary stands in. The note is read to take that digest unless its file's
/// ``SourceStamp`` is the one recorded with the summary.
enum LoadedNote: Sendable {
    case parsed(ParsedNote)
    case known(PageSummary)

    var sourcePath: String {
        switch self {
        case .parsed(let note): return note.sourcePath
        case .known(let summary): return summary.sourcePath
        }
    }

    var slug: String? {
        switch self {
        case .parsed(let note): return note.slug
        case .known(let summary): return summary.frontMatterValue("slug")?.text
        }
    }

    /// How the note's front matter marks it as a draft (`draft: true`), nil when it is not one (``DraftRule``).
    var draftMarker: String? {
        switch self {
        case .parsed(let note):
            return DraftRule.marker(of: note.frontMatter)
        case .known(let summary):
            return DraftRule.marker(of: summary)
        }
    }

    /// The Markdown to render, when it is at hand (a known note's is read again if its page renders).
    var body: String? {
        if case .parsed(let note) = self { return note.body }
        return nil
    }

    /// Whether a kept summary may stand in for a note whose text has `digest`: same text, and no
    /// encoding diagnostics (those read the note's raw bytes, which the digest of its text does not cover).
    static func canReuse(_ summary: PageSummary, digest: CacheDigest) -> Bool {
        summary.textDigest == digest && canReuse(summary)
    }

    /// Whether a kept summary may stand in for its note's unchanged file: not when it has encoding
    /// diagnostics, which are always taken again from the raw bytes.
    static func canReuse(_ summary: PageSummary) -> Bool {
        !summary.diagnostics.contains { $0.code == DiagnosticCode.encoding || $0.code == DiagnosticCode.mojibake }
    }
}
