// Why: a text shared between pages (a warning, a glossary, the steps several guides repeat) lives in a
// Markdown file of its own that other notes include (`--8<-- "_partials/warning.md"`), and it is not a page
// of the site. Docusaurus leaves files and folders whose names start with `_` out of its routes for this
// (`_partial.md`, `_snippets/…`), and Jekyll leaves `_`-folders out of the site; Folio reads the same
// names as partials: included where a note names them, never published, listed, searched or copied.
// Hugo's `_index.md` (a section's page) and Jekyll's `_posts/` (its posts) stay what they are.

/// Which Markdown files of the content folder are partials.
enum PartialNotes {
    /// True for a `.md`, `.markdown` or `.mdx` file whose name, or any folder above it, starts with `_`, except
    /// `_index.md` and folders named `_posts`.
    static func isPartial(_ relativePath: String) -> Bool {
        guard relativePath.utf8.contains(95) else { return false }  // _
        let parts = relativePath.split(separator: "/")
        guard let name = parts.last else { return false }
        let lower = name.lowercased()
        guard lower.hasSuffix(".md") || lower.hasSuffix(".markdown") || lower.hasSuffix(".mdx") else { return false }
        if name.hasPrefix("_") && lower != "_index.md" && lower != "_index.markdown" { return true }
        return parts.dropLast().contains { $0.hasPrefix("_") && $0 != "_posts" }
    }
}
