// Definition lists, as a cmark-gfm block extension:
//
//   Cache                         A paragraph followed by a line that starts with `:` and a blank is a
//   Build cache                   list of terms (one a line) and their definition. More `:` lines are
//   :   Where warm builds keep    more definitions; the definition's body is Markdown (paragraphs,
//       what they reuse.          lists, code, diagrams) indented like a list item's, up to four
//                                 spaces, and a blank line between term and `:` is allowed.
//   : A second definition.
//
// PHP Markdown Extra wrote it first; Pandoc, Python-Markdown's `def_list` (MkDocs-Material), kramdown
// (Jekyll) and Goldmark (Hugo, on by default) read it alike, so notes moved from those tools keep
// their glossaries. Terms in a row with blank lines between them form one list, as there.
//
// Why in the block parser: a definition's body holds blocks, and only cmark's own container
// machinery reads them right (a `:` line inside fenced code is code; a lazy line continues the
// definition's paragraph). Like GFM's tables, the extension turns the paragraph before a `:` line
// into the list in place, each line a term whose inlines cmark parses as usual.
//
// Every node is a CMARK_NODE_CUSTOM_BLOCK whose on-enter and on-exit are `<dl>`, `<dt>` or `<dd>` and
// their end tags, so any cmark renderer writes them (the HTML hook keeps a term on one line) and a
// tree walker that knows nothing of definition lists still sees their text. A definition's paragraphs are always `<p>` (cmark's renderer
// leaves them out only in tight lists); the theme's style gives a one-paragraph definition no margin.
#include <pthread.h>
#include <stdint.h>
#include <string.h>
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm/buffer.h>
#include <cmark-gfm/node.h>
#include <cmark-gfm/parser.h>
#include <cmark-gfm/render.h>
#include "cmark_definition_list.h"

static cmark_syntax_extension *definition_extension = NULL;
static pthread_once_t definition_once = PTHREAD_ONCE_INIT;

// A node's kind is in the low byte of its `user_data` (no allocation); a definition keeps the column
// its body starts at, counted from the column of its `:` line's first byte, above it.
static int kind_of(const cmark_node *node) {
    if (node == NULL || definition_extension == NULL || node->extension != definition_extension) return 0;
    return (int)((intptr_t)node->user_data & 0xff);
}

static int padding_of(const cmark_node *node) { return (int)((intptr_t)node->user_data >> 8); }

static int is_blank(unsigned char c) { return c == ' ' || c == '\t'; }

// Whether the line's first non-space is a `:` followed by a blank (a definition's marker).
static int is_marker_line(cmark_parser *parser, const unsigned char *input, int len) {
    if (cmark_parser_get_indent(parser) >= 4) return 0;
    int at = cmark_parser_get_first_nonspace(parser);
    return at + 1 < len && input[at] == ':' && is_blank(input[at + 1]);
}

static void set_kind(cmark_syntax_extension *ext, cmark_node *node, int kind, int padding) {
    static const char *const tags[][2] = {{"", ""}, {"<dl>", "</dl>"}, {"<dt>", "</dt>"}, {"<dd>", "</dd>"}};
    cmark_node_set_syntax_extension(node, ext);
    node->user_data = (void *)(((intptr_t)padding << 8) | kind);
    node->user_data_free_func = NULL;
    cmark_node_set_on_enter(node, tags[kind][0]);
    cmark_node_set_on_exit(node, tags[kind][1]);
}

// Turns the paragraph `terms` into a list holding one term per non-blank line, left open for the
// definition that follows. Returns NULL when the paragraph has no text left (reference definitions).
static cmark_node *make_list(cmark_syntax_extension *ext, cmark_parser *parser, cmark_node *terms) {
    cmark_strbuf *content = &terms->content;
    bufsize_t size = content->size;
    if (size == 0) return NULL;
    int first_line = terms->start_line, column = terms->start_column;
    if (!cmark_node_set_type(terms, CMARK_NODE_CUSTOM_BLOCK)) return NULL;
    set_kind(ext, terms, FOLIO_DEFINITION_LIST, 0);
    terms->flags |= CMARK_NODE__OPEN;
    // The terms are read from the paragraph's text, which no longer belongs to the node.
    cmark_strbuf text = *content;
    cmark_strbuf_init(parser->mem, content, 0);
    int line = first_line;
    for (bufsize_t start = 0; start < size; line++) {
        bufsize_t end = start;
        while (end < size && text.ptr[end] != '\n') end++;
        bufsize_t next = end + 1, from = start;
        while (from < end && is_blank(text.ptr[from])) from++;
        while (end > from && (is_blank(text.ptr[end - 1]) || text.ptr[end - 1] == '\r')) end--;
        if (end > from) {
            cmark_node *term = cmark_parser_add_child(parser, terms, CMARK_NODE_CUSTOM_BLOCK, column);
            set_kind(ext, term, FOLIO_DEFINITION_TERM, 0);
            cmark_strbuf_put(&term->content, text.ptr + from, end - from);
            term->start_line = term->end_line = line;
            term->start_column = line == first_line ? column : 1 + (int)(from - start);
            term->end_column = term->start_column + (int)(end - from) - 1;
            term->flags &= ~CMARK_NODE__OPEN;
        }
        start = next;
    }
    cmark_strbuf_free(&text);
    return terms;
}

// A `:` line opens a definition: in the list the line continues, or after a paragraph (right before
// it, or with blank lines between), which becomes the list of its terms.
static cmark_node *try_open(cmark_syntax_extension *ext, int indented, cmark_parser *parser,
                            cmark_node *container, unsigned char *input, int len) {
    if (indented || !is_marker_line(parser, input, len)) return NULL;
    cmark_node *list = NULL;
    if (kind_of(container) == FOLIO_DEFINITION_LIST) {
        list = container;
    } else if (cmark_node_get_type(container) == CMARK_NODE_PARAGRAPH) {
        list = make_list(ext, parser, container);
    } else {
        cmark_node *last = container->last_child;
        if (last != NULL && cmark_node_get_type(last) == CMARK_NODE_PARAGRAPH && !(last->flags & CMARK_NODE__OPEN))
            list = make_list(ext, parser, last);
    }
    if (list == NULL) return NULL;
    // The body starts after the `:` and its blanks (one to four columns, as a list item's); after
    // more, or none before the line's end, one blank is the marker's and the rest belongs to the body
    // (five make indented code). Its lines are indented that far from the list's own column.
    int indent = cmark_parser_get_indent(parser), marker_column = cmark_parser_get_first_nonspace_column(parser);
    cmark_parser_advance_offset(parser, (const char *)input,
                                cmark_parser_get_first_nonspace(parser) + 1 - cmark_parser_get_offset(parser), 0);
    int column = cmark_parser_get_column(parser), at = cmark_parser_get_offset(parser);
    while (at < len && is_blank(input[at])) {
        column += input[at] == '\t' ? 4 - column % 4 : 1;
        at++;
    }
    int blanks = column - cmark_parser_get_column(parser);
    int rest_blank = at >= len || input[at] == '\n' || input[at] == '\r';
    int take = blanks >= 5 || rest_blank ? 1 : blanks;
    cmark_node *definition = cmark_parser_add_child(parser, list, CMARK_NODE_CUSTOM_BLOCK, marker_column + 1);
    set_kind(ext, definition, FOLIO_DEFINITION_BODY, indent + 1 + take);
    cmark_parser_advance_offset(parser, (const char *)input, take, 1);
    return definition;
}

// A list goes on over blank lines, its open definition's lines and more `:` lines; a definition over
// blank lines and lines indented to its body.
static int match(cmark_syntax_extension *ext, cmark_parser *parser, unsigned char *input, int len,
                 cmark_node *container) {
    (void)ext;
    int kind = kind_of(container);
    if (kind == FOLIO_DEFINITION_LIST) {
        if (cmark_parser_is_blank(parser)) return 1;
        cmark_node *open = container->last_child;
        if (kind_of(open) == FOLIO_DEFINITION_BODY && (open->flags & CMARK_NODE__OPEN)
            && cmark_parser_get_indent(parser) >= padding_of(open))
            return 1;
        return is_marker_line(parser, input, len);
    }
    if (kind == FOLIO_DEFINITION_BODY) {
        if (cmark_parser_is_blank(parser)) return 1;
        if (is_marker_line(parser, input, len)) return 0;  // the list's next definition
        int padding = padding_of(container);
        if (cmark_parser_get_indent(parser) < padding) return 0;
        cmark_parser_advance_offset(parser, (const char *)input, padding, 1);
        return 1;
    }
    return 0;
}

static int can_contain(cmark_syntax_extension *ext, cmark_node *node, cmark_node_type child) {
    (void)ext;
    switch (kind_of(node)) {
    case FOLIO_DEFINITION_LIST: return child == CMARK_NODE_CUSTOM_BLOCK;
    case FOLIO_DEFINITION_TERM: return CMARK_NODE_TYPE_INLINE_P(child);
    case FOLIO_DEFINITION_BODY: return CMARK_NODE_TYPE_BLOCK_P(child) && child != CMARK_NODE_ITEM;
    default: return 0;
    }
}

static int contains_inlines(cmark_syntax_extension *ext, cmark_node *node) {
    (void)ext;
    return kind_of(node) == FOLIO_DEFINITION_TERM;
}

// Lists in a row (terms after a blank line start a new one while parsing) become one list. The walk
// follows the tree's own links (no recursion: notes may nest blocks thousands deep), and each list's
// entries move once, into the list before it, then are walked where they landed.
static void merge_lists(cmark_node *root) {
    cmark_node *node = root->first_child;
    while (node != NULL) {
        if (kind_of(node) == FOLIO_DEFINITION_LIST && kind_of(node->prev) == FOLIO_DEFINITION_LIST) {
            cmark_node *list = node->prev, *first = node->first_child;
            while (node->first_child != NULL) cmark_node_append_child(list, node->first_child);
            cmark_node_free(node);
            if (first != NULL) {
                node = first;
                continue;
            }
            node = list;
        } else if (node->first_child != NULL && kind_of(node) != FOLIO_DEFINITION_TERM
                   && CMARK_NODE_TYPE_BLOCK_P(cmark_node_get_type(node))) {
            node = node->first_child;
            continue;
        }
        while (node != root && node->next == NULL) node = node->parent;
        node = node == root ? NULL : node->next;
    }
}

static cmark_node *postprocess(cmark_syntax_extension *ext, cmark_parser *parser, cmark_node *root) {
    (void)ext;
    (void)parser;
    merge_lists(root);
    return NULL;
}

// Each tag on a line of its own, as cmark writes other blocks, but a term's text inside its tags
// (`<dt>Cache</dt>`): the on-enter and on-exit strings stay for renderers without this hook.
static void render_html(cmark_syntax_extension *ext, cmark_html_renderer *renderer, cmark_node *node,
                        cmark_event_type event, int options) {
    (void)ext;
    (void)options;
    cmark_strbuf *html = renderer->html;
    int kind = kind_of(node), entering = event == CMARK_EVENT_ENTER;
    if (html->size > 0 && html->ptr[html->size - 1] != '\n' && (entering || kind != FOLIO_DEFINITION_TERM))
        cmark_strbuf_putc(html, '\n');
    static const char *const tags[][2] = {{"", ""}, {"<dl>", "</dl>"}, {"<dt>", "</dt>"}, {"<dd>", "</dd>"}};
    cmark_strbuf_puts(html, tags[kind][entering ? 0 : 1]);
    if (!entering || kind != FOLIO_DEFINITION_TERM) cmark_strbuf_putc(html, '\n');
}

static const char *type_string(cmark_syntax_extension *ext, cmark_node *node) {
    (void)ext;
    switch (kind_of(node)) {
    case FOLIO_DEFINITION_LIST: return "definition_list";
    case FOLIO_DEFINITION_TERM: return "definition_term";
    default: return "definition";
    }
}

static void make_extension(void) {
    cmark_syntax_extension *extension = cmark_syntax_extension_new("folio-definition-list");
    cmark_syntax_extension_set_open_block_func(extension, try_open);
    cmark_syntax_extension_set_match_block_func(extension, match);
    cmark_syntax_extension_set_can_contain_func(extension, can_contain);
    cmark_syntax_extension_set_contains_inlines_func(extension, contains_inlines);
    cmark_syntax_extension_set_postprocess_func(extension, postprocess);
    cmark_syntax_extension_set_get_type_string_func(extension, type_string);
    cmark_syntax_extension_set_html_render_func(extension, render_html);
    definition_extension = extension;
}

void *folio_definition_list_syntax_extension(void) {
    pthread_once(&definition_once, make_extension);
    return definition_extension;
}

int folio_definition_kind(void *node) { return kind_of(node); }
