// Markdown inside HTML blocks, as Python-Markdown's md_in_html (MkDocs-Material), kramdown (Jekyll) and
// PHP Markdown Extra read it, as a cmark-gfm block extension:
//
//   <div class="grid cards" markdown>      an element whose opening tag has a `markdown` attribute
//   -   __Fast__: builds in seconds         holds Markdown (lists, code, diagrams, headings) up to
//   </div>                                  its own closing tag, alone on a line
//
//   <p markdown="1">One *line*</p>           or an element written on one line
//
// Why in the block parser: the content is Markdown that only cmark's container machinery reads right,
// and cmark gives any line opening with `<div` to its HTML block first (extensions are asked last). So
// Folio's text pass (`MarkdownInHTML`, Swift) pairs each such opening line with its closing line
// outside code and marks both by replacing their `<` with the byte 0x01; this extension opens on a
// marked opening line and ends on its marked closing line. Nothing else changes on any line, so every
// position stays the note's.
//
// A pair is a CMARK_NODE_BLOCK_QUOTE whose syntax extension is this one, with the tag name and the
// opening tag's attributes as written in `user_data`: Folio writes the element around the children (its
// attributes sanitised like any raw HTML); a renderer that does not know it shows a block quote.
#include <pthread.h>
#include <string.h>
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm/parser.h>
#include <cmark-gfm/node.h>
#include "cmark_admonition.h"
#include "container_block.h"

typedef struct {
    int closed;        // its closing line was read; the next line ends it
    char tag[16];      // lower case
    char attributes[]; // the opening tag's text between the name and its `>`, NUL-terminated
} html_data;

static cmark_syntax_extension *html_extension = NULL;
static pthread_once_t html_once = PTHREAD_ONCE_INIT;

static int is_digit(unsigned char c) { return c >= '0' && c <= '9'; }

static html_data *data_of(const cmark_node *node) {
    if (node == NULL || html_extension == NULL || node->extension != html_extension) return NULL;
    return node->user_data;
}

// A marked opening line: 0x01, a tag name, its attributes, `>`, then nothing but blanks (the content
// follows on the next lines), or the element's content (`<p markdown>one *line*</p>`, the closing tag
// blanked by the text pass: the element is that line).
static cmark_node *try_open(cmark_syntax_extension *ext, int indented, cmark_parser *parser,
                            cmark_node *parent, unsigned char *input, int len) {
    if (indented) return NULL;
    int at = cmark_parser_get_first_nonspace(parser), end = container_text_end(input, len);
    if (at + 1 >= end || input[at] != 0x01 || !container_is_letter(input[at + 1])) return NULL;
    int i = at + 1;
    while (i < end && (container_is_letter(input[i]) || is_digit(input[i]))) i++;
    int tag_length = i - at - 1;
    if (tag_length >= 16 || (i < end && !container_is_blank(input[i]) && input[i] != '>')) return NULL;
    // The tag's `>`: the first one outside quoted attribute values.
    int close = i;
    unsigned char quote = 0;
    while (close < end && (quote != 0 || input[close] != '>')) {
        if (quote != 0) { if (input[close] == quote) quote = 0; }
        else if (input[close] == '"' || input[close] == '\'') quote = input[close];
        close++;
    }
    if (close >= end) return NULL;
    // Text after the tag: the element is that one line (the text pass blanked its closing tag).
    int rest = close + 1;
    while (rest < end && container_is_blank(input[rest])) rest++;
    int one_line = rest < end;
    cmark_node *node = cmark_parser_add_child(parser, parent, CMARK_NODE_BLOCK_QUOTE,
                                              cmark_parser_get_first_nonspace_column(parser) + 1);
    if (node == NULL) return NULL;
    cmark_mem *mem = parser->mem;
    html_data *data = mem->calloc(1, sizeof(html_data) + (size_t)(close - i) + 1);
    for (int k = 0; k < tag_length; k++) {
        unsigned char c = input[at + 1 + k];
        data->tag[k] = (char)(c >= 'A' && c <= 'Z' ? c + 32 : c);
    }
    if (close > i) memcpy(data->attributes, input + i, (size_t)(close - i));
    container_attach(node, ext, data);
    data->closed = one_line;
    container_take_line(parser, input, one_line ? close + 1 : end);
    return node;
}

// Whether the line (from its first non-space) is a marked closing line: 0x01, `/`, a name, `>`.
static int is_closing_line(cmark_parser *parser, const unsigned char *input, int len) {
    int end = container_text_end(input, len), i = cmark_parser_get_first_nonspace(parser);
    return end - i >= 4 && input[i] == 0x01 && input[i + 1] == '/';
}

// Whether an element of this extension opened inside `container` is still open: then a closing line
// is its own (the text pass pairs lines like brackets, so the innermost open one closes first).
static int holds_open_element(const cmark_node *container) {
    for (const cmark_node *node = container->last_child; container_is_open(node); node = node->last_child) {
        html_data *data = data_of(node);
        if (data != NULL && !data->closed) return 1;
    }
    return 0;
}

static int match(cmark_syntax_extension *ext, cmark_parser *parser, unsigned char *input, int len,
                 cmark_node *container) {
    (void)ext;
    html_data *data = data_of(container);
    if (data == NULL || data->closed) return 0;
    if (!is_closing_line(parser, input, len) || holds_open_element(container)) return 1;
    // The closing line is read here, so nothing inside sees it; the node ends on the next line.
    data->closed = 1;
    container_take_line(parser, input, container_text_end(input, len));
    return 1;
}

static const char *type_string(cmark_syntax_extension *ext, cmark_node *node) {
    (void)ext;
    (void)node;
    return "markdown_html";
}

static void make_extension(void) {
    html_extension = container_extension("folio-markdown-html", try_open, match, type_string);
}

void *folio_markdown_html_syntax_extension(void) {
    pthread_once(&html_once, make_extension);
    return html_extension;
}

int folio_markdown_html_info_of(void *node, const char **tag, const char **attributes) {
    html_data *data = data_of(node);
    if (data == NULL || tag == NULL || attributes == NULL) return 0;
    *tag = data->tag;
    *attributes = data->attributes;
    return 1;
}
