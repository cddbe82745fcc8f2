// A cmark-gfm block extension for definition lists as PHP Markdown Extra, Pandoc, Python-Markdown's
// `def_list` (MkDocs) and Hugo's Goldmark write them. See definition_list_syntax.c for the rules.
#ifndef FOLIO_CMARK_DEFINITION_LIST_H
#define FOLIO_CMARK_DEFINITION_LIST_H

/// What a node of this extension is.
enum {
    FOLIO_DEFINITION_NONE = 0,  ///< not a node of this extension
    FOLIO_DEFINITION_LIST = 1,  ///< `<dl>`: terms and definitions
    FOLIO_DEFINITION_TERM = 2,  ///< `<dt>`: one line of inlines
    FOLIO_DEFINITION_BODY = 3,  ///< `<dd>`: blocks (paragraphs, lists, code, diagrams…)
};

/// The extension (made once, never freed; thread-safe). Attach it to a parser with
/// cmark_parser_attach_syntax_extension. Lists, terms and definitions are CMARK_NODE_CUSTOM_BLOCKs whose
/// on-enter and on-exit are `<dl>` `</dl>`, `<dt>` `</dt>` and `<dd>` `</dd>`, and whose syntax
/// extension is this one.
void *folio_definition_list_syntax_extension(void);

/// FOLIO_DEFINITION_LIST, _TERM or _BODY when `node` (a cmark_node) is one of this extension's; else
/// FOLIO_DEFINITION_NONE.
int folio_definition_kind(void *node);

#endif
