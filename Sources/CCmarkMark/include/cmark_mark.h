// A cmark-gfm inline extension for highlighted text, `==marked==` (Obsidian, MkDocs' pymdownx.mark,
// Typora), written as `<mark>`. See mark_syntax.c for the rules.
#ifndef FOLIO_CMARK_MARK_H
#define FOLIO_CMARK_MARK_H

/// The extension (made once, never freed; thread-safe). Attach it to a parser with
/// cmark_parser_attach_syntax_extension. Each highlight becomes a CMARK_NODE_CUSTOM_INLINE whose
/// on-enter and on-exit are `<mark>` and `</mark>`, holding the inlines between the delimiters, and
/// whose syntax extension is this one.
void *folio_mark_syntax_extension(void);

#endif
