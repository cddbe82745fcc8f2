// What Folio's two container block extensions in this target share (admonition_syntax.c for `:::note`,
// `!!! note` and tabs; markdown_html_syntax.c for `<div markdown>`): both are block quotes whose body
// cmark parses, both read their opening line whole and end on a closing line they consume, and both are
// registered the same way. Kept in one place so the two cannot drift. Internal: not in include/.
#ifndef FOLIO_CONTAINER_BLOCK_H
#define FOLIO_CONTAINER_BLOCK_H

#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm/parser.h>
#include <cmark-gfm/node.h>

static inline int container_is_letter(unsigned char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
static inline int container_is_blank(unsigned char c) { return c == ' ' || c == '\t'; }
static inline int container_is_line_end(unsigned char c) { return c == '\n' || c == '\r'; }

// The end of the line's text, before its line ending.
static inline int container_text_end(const unsigned char *input, int len) {
    while (len > 0 && container_is_line_end(input[len - 1])) len--;
    return len;
}

// Frees a node's `user_data` with the parser's allocator.
static inline void container_free_data(cmark_mem *mem, void *data) { mem->free(data); }

// Whether `node` is still open (its last line not yet read).
static inline int container_is_open(const cmark_node *node) { return node != NULL && (node->flags & CMARK_NODE__OPEN); }

// Reads the rest of the line, up to `end` (its text's end, or where the content starts), so nothing inside
// the container sees it.
static inline void container_take_line(cmark_parser *parser, const unsigned char *input, int end) {
    cmark_parser_advance_offset(parser, (const char *)input, end - cmark_parser_get_offset(parser), 0);
}

// Attaches `data` to the container `node` of `ext`, freed with the node.
static inline void container_attach(cmark_node *node, cmark_syntax_extension *ext, void *data) {
    cmark_node_set_syntax_extension(node, ext);
    node->user_data = data;
    node->user_data_free_func = container_free_data;
}

// A block extension named `name` that opens with `open`, continues with `match` and names its nodes `type`.
static inline cmark_syntax_extension *container_extension(const char *name, cmark_open_block_func open,
                                                          cmark_match_block_func match, cmark_get_type_string_func type) {
    cmark_syntax_extension *extension = cmark_syntax_extension_new(name);
    cmark_syntax_extension_set_open_block_func(extension, open);
    cmark_syntax_extension_set_match_block_func(extension, match);
    cmark_syntax_extension_set_get_type_string_func(extension, type);
    return extension;
}

#endif
