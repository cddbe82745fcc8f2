/// A note read and its front matter parsed, before the site plan exists.
///
/// Why: a page's output path depends on every page's `slug` (collisions get suffixes), so
/// loading happens in two halves around planning (``PageLoader/parse(_:text:)`` then
/// ``PageLoader/summary(of:outputPath:)``), and a ``PageSummary`` is never made with a
/// placeholder output path to be patched later.
struct ParsedNote: Sendable {
    /// Path inside the content folder.
    var sourcePath: String
    var frontMatter: FrontMatter
    /// The Markdown with its front matter lines blanked (line numbers are the file's).
    var body: String
    var licenses: [License]
    /// Front matter and license problems.
    var diagnostics: [Diagnostic]
    /// Digest of the note's whole text as read (front matter and body): the page cache's key part.
    var textDigest = CacheDigest.zero
    /// The text holds the word `gantt`: a diagram that may draw today's date (see ``PageKeys``).
    var mentionsGantt = false
    /// The text holds `<DocCardList` (``DocCardList``).
    var listsDocCards = false
    /// What its `--8<--` lines may include (``PageSummary/includes``).
    var includes: [String] = []
    /// The file's stamp taken before its text was read (nil when unsettled or not taken).
    var sourceStamp: SourceStamp?

    /// The front matter `slug`, which replaces the file name in the output path.
    var slug: String? { frontMatter.value("slug")?.text }
}
