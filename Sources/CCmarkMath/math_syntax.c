// GitHub's math syntax as a cmark-gfm inline extension: `$…$` and `` $`…`$ `` (inline style) and
// `$$…$$` (display style) become formula nodes, which Folio writes as MathML.
//
// Why in the inline parser: a formula must be taken out before Markdown reads it. `$a*b*c$` would
// otherwise be emphasis, `\{` an escaped brace and `\\` a line break. The inline parser reads left
// to right, so a code span or raw HTML tag that starts first keeps its `$`, and `\$` stays a dollar
// sign (the backslash escape is read before `$` is seen).
//
// The rules are pandoc's and GitHub's, so prices are not formulas: the opening `$` must be followed
// by a non-space, the closing `$` preceded by a non-space (and no backslash) and not followed by a
// digit (`$5 and $10` is text). `$$` pairs with the next `$$`. Three or more dollars in a row are
// text. A formula may run over several lines of a paragraph, never past it. One more rule of ours:
// a `$…$` or `$$…$$` formula holds no backtick, so a code span after a price keeps its dollars
// (`` $5, see `$PATH` `` stays text and code); `` $`…`$ `` is the way to write one that does. In a
// link's text a formula ends before the text's `]`, as the link was opened first.
//
// A formula is a CMARK_NODE_CODE (so a renderer that knows nothing of math shows its TeX as code,
// escaped) whose syntax extension is this one; `user_data` marks display style.
#include <pthread.h>
#include <stdint.h>
#include <string.h>
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm/parser.h>
#include <cmark-gfm/node.h>
#include "cmark_math.h"

static cmark_syntax_extension *math_extension = NULL;
static pthread_once_t math_once = PTHREAD_ONCE_INIT;
// The address marks a display formula (`user_data`); its value is never read.
static const char display_marker = 'D';

static int is_space(unsigned char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
static int is_digit(unsigned char c) { return c >= '0' && c <= '9'; }

// A node of `type` holding bytes [start, end) of `data`, made with the parser's allocator.
static cmark_node *node_with_text(cmark_parser *parser, cmark_node_type type, const unsigned char *data,
                                  int start, int end) {
    cmark_mem *mem = parser->mem;
    cmark_node *node = cmark_node_new_with_mem(type, mem);
    if (node == NULL) return NULL;
    char *text = mem->calloc(1, (size_t)(end - start) + 1);
    memcpy(text, data + start, (size_t)(end - start));
    cmark_node_set_literal(node, text);
    mem->free(text);
    return node;
}

// Whether byte `j` ends the link text the formula started in: an unmatched `]` when `in_link`
// (`brackets` counts the `[` opened since the formula's start).
static int leaves_link(const unsigned char *data, int j, int in_link, int *brackets) {
    if (!in_link) return 0;
    if (data[j] == '[') (*brackets)++;
    if (data[j] == ']' && (*brackets)-- == 0) return 1;
    return 0;
}

// The end of the closing `$` of an inline formula whose content starts at `from`, or -1.
static int inline_close(const unsigned char *data, int length, int from, int in_link) {
    if (from >= length || is_space(data[from])) return -1;
    int brackets = 0;
    if (leaves_link(data, from, in_link, &brackets)) return -1;
    for (int j = from + 1; j < length; j++) {
        if (data[j] == '`' || leaves_link(data, j, in_link, &brackets)) return -1;
        if (data[j] != '$') continue;
        if (is_space(data[j - 1]) || data[j - 1] == '\\') continue;
        if (j + 1 < length && is_digit(data[j + 1])) continue;
        return j;
    }
    return -1;
}

// `` $`…`$ ``: the backtick run at `from` and its twin followed by `$`. Sets the content's range
// and returns the offset after the closing `$`, or -1.
static int backtick_close(const unsigned char *data, int length, int from, int *start, int *end) {
    int ticks = 0;
    while (from + ticks < length && data[from + ticks] == '`') ticks++;
    for (int j = from + ticks; j < length; j++) {
        if (data[j] != '`') continue;
        int run = 0;
        while (j + run < length && data[j + run] == '`') run++;
        if (run == ticks && j + run < length && data[j + run] == '$') {
            *start = from + ticks;
            *end = j;
            return j + run + 1;
        }
        j += run - 1;
    }
    return -1;
}

// The start of the closing `$$` of a display formula whose content starts at `from`, or -1.
static int display_close(const unsigned char *data, int length, int from, int in_link) {
    int brackets = 0;
    for (int j = from; j + 1 < length; j++) {
        if (data[j] == '`' || leaves_link(data, j, in_link, &brackets)) return -1;
        if (data[j] == '$' && data[j + 1] == '$' && (j == 0 || data[j - 1] != '\\')) return j;
    }
    return -1;
}

static cmark_node *match(cmark_syntax_extension *self, cmark_parser *parser, cmark_node *parent,
                         unsigned char character, cmark_inline_parser *inline_parser) {
    (void)parent;
    if (character != '$') return NULL;
    cmark_chunk *chunk = cmark_inline_parser_get_chunk(inline_parser);
    const unsigned char *data = chunk->data;
    int length = chunk->len;
    int offset = cmark_inline_parser_get_offset(inline_parser);
    int line = cmark_inline_parser_get_line(inline_parser);
    int column = cmark_inline_parser_get_column(inline_parser);
    int dollars = 0;
    while (offset + dollars < length && data[offset + dollars] == '$') dollars++;
    // Inside a link's (or image's) text a formula ends before the text does: `[costs $5](a) or $x$`
    // keeps its link.
    int in_link = cmark_inline_parser_in_bracket(inline_parser, 0) || cmark_inline_parser_in_bracket(inline_parser, 1);

    int start = -1, end = -1, after = -1, display = 0;
    if (dollars == 1) {
        if (offset + 1 < length && data[offset + 1] == '`') {
            after = backtick_close(data, length, offset + 1, &start, &end);
            // One space each side is dropped, as in a code span.
            if (after >= 0 && end - start > 2 && data[start] == ' ' && data[end - 1] == ' ') {
                start++;
                end--;
            }
            if (after >= 0 && start == end) after = -1;
        }
        if (after < 0) {
            int close = inline_close(data, length, offset + 1, in_link);
            if (close < 0) return NULL;
            start = offset + 1;
            end = close;
            after = close + 1;
        }
    } else if (dollars == 2) {
        int close = display_close(data, length, offset + 2, in_link);
        start = offset + 2;
        end = close;
        while (close >= 0 && start < end && is_space(data[start])) start++;
        while (close >= 0 && end > start && is_space(data[end - 1])) end--;
        if (close < 0 || start == end) {
            cmark_node *text = node_with_text(parser, CMARK_NODE_TEXT, data, offset, offset + 2);
            cmark_inline_parser_set_offset(inline_parser, offset + 2);
            return text;
        }
        after = close + 2;
        display = 1;
    } else {
        // `$$$`: text, taken whole so that its last two are not read as `$$`.
        cmark_node *text = node_with_text(parser, CMARK_NODE_TEXT, data, offset, offset + dollars);
        cmark_inline_parser_set_offset(inline_parser, offset + dollars);
        return text;
    }

    cmark_node *formula = node_with_text(parser, CMARK_NODE_CODE, data, start, end);
    if (formula == NULL) return NULL;
    cmark_node_set_syntax_extension(formula, self);
    if (display) cmark_node_set_user_data(formula, (void *)&display_marker);
    formula->start_line = line;
    formula->start_column = column;
    formula->end_line = line;
    formula->end_column = column + (after - offset) - 1;
    cmark_inline_parser_set_offset(inline_parser, after);
    return formula;
}

static const char *type_string(cmark_syntax_extension *self, cmark_node *node) {
    (void)self;
    return cmark_node_get_user_data(node) == &display_marker ? "display_math" : "inline_math";
}

static void make_extension(void) {
    cmark_syntax_extension *extension = cmark_syntax_extension_new("folio-math");
    cmark_llist *special = cmark_llist_append(cmark_get_default_mem_allocator(), NULL, (void *)(uintptr_t)'$');
    cmark_syntax_extension_set_special_inline_chars(extension, special);
    cmark_syntax_extension_set_match_inline_func(extension, match);
    cmark_syntax_extension_set_get_type_string_func(extension, type_string);
    math_extension = extension;
}

void *folio_math_syntax_extension(void) {
    pthread_once(&math_once, make_extension);
    return math_extension;
}

int folio_math_is_display(void *node) {
    cmark_node *formula = node;
    return formula != NULL && formula->extension == math_extension && math_extension != NULL
        && formula->user_data == &display_marker;
}
