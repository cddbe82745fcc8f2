// Highlighted text, `==marked==`, as a cmark-gfm inline extension: Obsidian, MkDocs-Material
// (pymdownx.mark) and Typora write it, and a note moved from them would otherwise show the equals
// signs.
//
// Why a delimiter extension, like GFM's `~~strikethrough~~`: the inline parser pairs `==` runs with
// the same flanking rules as emphasis, so `==a *b* c==` holds emphasis, `a == b` (blanks on both
// sides) and `x = y` stay text, a code span or a link that starts first keeps its equals signs, and
// `\==` is two equals signs. Only a run of exactly two is a delimiter (`===` stays text).
//
// A highlight is a CMARK_NODE_CUSTOM_INLINE whose on-enter and on-exit are `<mark>` and `</mark>`:
// cmark's own HTML renderer writes those around the children, so no render hook is needed, and a
// tree walker that knows nothing of highlights still sees their text.
#include <pthread.h>
#include <stdint.h>
#include <string.h>
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm/node.h>
#include <cmark-gfm/parser.h>
#include "cmark_mark.h"

static cmark_syntax_extension *mark_extension = NULL;
static pthread_once_t mark_once = PTHREAD_ONCE_INIT;

static cmark_node *match(cmark_syntax_extension *self, cmark_parser *parser, cmark_node *parent,
                         unsigned char character, cmark_inline_parser *inline_parser) {
    (void)self;
    (void)parent;
    if (character != '=') return NULL;
    int left_flanking = 0, right_flanking = 0, punct_before = 0, punct_after = 0;
    int column = cmark_inline_parser_get_column(inline_parser);
    int delims = cmark_inline_parser_scan_delimiters(inline_parser, 100, '=', &left_flanking, &right_flanking,
                                                     &punct_before, &punct_after);
    char buffer[101];
    memset(buffer, '=', (size_t)delims);
    buffer[delims] = 0;
    cmark_node *text = cmark_node_new_with_mem(CMARK_NODE_TEXT, parser->mem);
    if (text == NULL) return NULL;
    cmark_node_set_literal(text, buffer);
    text->start_line = text->end_line = cmark_inline_parser_get_line(inline_parser);
    text->start_column = column;
    text->end_column = column + delims - 1;
    if (delims == 2 && (left_flanking || right_flanking)) {
        cmark_inline_parser_push_delimiter(inline_parser, '=', left_flanking, right_flanking, text);
    }
    return text;
}

// Called by the inline parser for a closing `==` and the nearest opening one: the opener becomes the
// highlight and takes every node between them; the closer is freed.
static delimiter *insert(cmark_syntax_extension *self, cmark_parser *parser, cmark_inline_parser *inline_parser,
                         delimiter *opener, delimiter *closer) {
    (void)parser;
    delimiter *after = closer->next;
    cmark_node *mark = opener->inl_text;
    if (cmark_node_set_type(mark, CMARK_NODE_CUSTOM_INLINE)) {
        cmark_node_set_syntax_extension(mark, self);
        cmark_node_set_on_enter(mark, "<mark>");
        cmark_node_set_on_exit(mark, "</mark>");
        cmark_node *node = cmark_node_next(mark);
        while (node != NULL && node != closer->inl_text) {
            cmark_node *next = cmark_node_next(node);
            cmark_node_append_child(mark, node);
            node = next;
        }
        mark->end_line = closer->inl_text->end_line;
        mark->end_column = closer->inl_text->end_column;
        cmark_node_free(closer->inl_text);
    }
    // The delimiters from the closer back to the opener are done with (those between could open or
    // close nothing across the highlight's edge).
    delimiter *current = closer;
    while (current != NULL && current != opener) {
        delimiter *previous = current->previous;
        cmark_inline_parser_remove_delimiter(inline_parser, current);
        current = previous;
    }
    cmark_inline_parser_remove_delimiter(inline_parser, opener);
    return after;
}

static const char *type_string(cmark_syntax_extension *self, cmark_node *node) {
    (void)self;
    (void)node;
    return "mark";
}

static void make_extension(void) {
    cmark_syntax_extension *extension = cmark_syntax_extension_new("folio-mark");
    cmark_llist *special = cmark_llist_append(cmark_get_default_mem_allocator(), NULL, (void *)(uintptr_t)'=');
    cmark_syntax_extension_set_special_inline_chars(extension, special);
    cmark_syntax_extension_set_match_inline_func(extension, match);
    cmark_syntax_extension_set_inline_from_delim_func(extension, insert);
    cmark_syntax_extension_set_get_type_string_func(extension, type_string);
    mark_extension = extension;
}

void *folio_mark_syntax_extension(void) {
    pthread_once(&mark_once, make_extension);
    return mark_extension;
}
