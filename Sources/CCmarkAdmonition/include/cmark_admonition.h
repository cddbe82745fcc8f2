// A cmark-gfm block extension for admonitions in Docusaurus/VitePress (`:::note` … `:::`) and MkDocs
// (`!!! note`, `??? note`) syntax and MkDocs-Material's content tabs (`=== "Tab"`), and the one table of admonition type names (GitHub alerts use it
// too). See admonition_syntax.c for the rules and why they live in the block parser.
#ifndef FOLIO_CMARK_ADMONITION_H
#define FOLIO_CMARK_ADMONITION_H

#include <stddef.h>

/// The syntaxes a type name is read in: some names differ (`caution`, `important`).
enum {
    FOLIO_ADMONITION_ALERT = 0,   ///< GitHub / Obsidian `> [!NOTE]`
    FOLIO_ADMONITION_COLONS = 1,  ///< Docusaurus / VitePress `:::note`
    FOLIO_ADMONITION_BANGS = 2,   ///< MkDocs `!!! note`, `??? note`
    FOLIO_ADMONITION_TAB = 3,     ///< MkDocs-Material content tab `=== "Title"` (type `tab`)
};

/// What an admonition node holds. The strings live as long as the node.
typedef struct {
    const char *type;   ///< the type name as written, lower case (`info`, `danger`)
    const char *title;  ///< the title as written (may be empty)
    int has_title;      ///< 1 when a title was written (`:::tip[Title]`, `!!! note ""`)
    int fold;           ///< 0 not collapsible, 1 collapsible and open, 2 collapsible and closed
    int style;          ///< 0 note, 1 tip, 2 important, 3 warning, 4 caution
    int syntax;         ///< FOLIO_ADMONITION_COLONS, FOLIO_ADMONITION_BANGS or FOLIO_ADMONITION_TAB
    int selected;       ///< a tab written `===+`: the one shown first
    int starts_set;     ///< a tab written `===!`: starts a new set even right after another tab
    int placement;      ///< `!!! note inline`: 1; `!!! note inline end`: 2; else 0 (MkDocs-Material)
} folio_admonition_info;

/// The extension (made once, never freed; thread-safe). Attach it to a parser with
/// cmark_parser_attach_syntax_extension. Each admonition becomes a CMARK_NODE_BLOCK_QUOTE whose
/// syntax extension is this one.
void *folio_admonition_syntax_extension(void);

/// The style (0 note … 4 caution) of the type `name` (`length` bytes, any case) in `syntax`, or -1
/// when no syntax knows the name.
int folio_admonition_style(const char *name, size_t length, int syntax);

/// Fills `info` and returns 1 when `node` (a cmark_node) is an admonition of this extension; else 0.
int folio_admonition_info_of(void *node, folio_admonition_info *info);

/// The extension for Markdown inside HTML elements (`<div markdown>` … `</div>`, lines marked by Folio's
/// text pass; see markdown_html_syntax.c). Each element becomes a CMARK_NODE_BLOCK_QUOTE of this extension.
void *folio_markdown_html_syntax_extension(void);

/// Sets `tag` (lower case) and `attributes` (the opening tag's text after its name, before `>`) and
/// returns 1 when `node` is such an element; else 0. The strings live as long as the node.
int folio_markdown_html_info_of(void *node, const char **tag, const char **attributes);

#endif
