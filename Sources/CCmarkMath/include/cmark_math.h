// A cmark-gfm syntax extension for GitHub's math: `$…$`, `` $`…`$ `` and `$$…$$` in inline text.
// See math_syntax.c for the rules and why they live in the inline parser.
#ifndef FOLIO_CMARK_MATH_H
#define FOLIO_CMARK_MATH_H

/// The extension (made once, never freed; thread-safe). Attach it to a parser with
/// cmark_parser_attach_syntax_extension. Each formula becomes a CMARK_NODE_CODE whose literal is the
/// TeX between the delimiters and whose syntax extension is this one.
void *folio_math_syntax_extension(void);

/// 1 when `node` (a cmark_node) is a formula of this extension written `$$…$$` (display style),
/// 0 for `$…$` (inline style) or any other node.
int folio_math_is_display(void *node);

#endif
