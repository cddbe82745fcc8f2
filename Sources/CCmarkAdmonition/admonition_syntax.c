// Admonitions written as Docusaurus, VitePress and MkDocs write them, as a cmark-gfm block extension:
//
//   :::tip[Faster builds]        Docusaurus (v3 title in brackets; `:::tip Title` as in v2 and
//   Use `--concurrency`.         VitePress; `::: tip` with a space too). The body is Markdown up to a
//   :::                          line of at least as many colons; more colons nest (`::::` outside).
//
//   !!! warning "Careful"        MkDocs (Python-Markdown's admonition): the body is indented four
//       Saving overwrites.       spaces; `???` is collapsible and closed, `???+` open (pymdownx.details).
//
//   === "Swift"                  MkDocs-Material's content tabs (pymdownx.tabbed): one tab, its body
//       let x = 1                indented four spaces; Folio groups neighbouring tabs into a set
//                                (`===+` is the tab shown first, `===!` starts a new set).
//
// Why in the block parser: the body is Markdown that holds lists, code and diagrams, and only cmark's
// own container machinery reads it right (a `:::` inside a fenced code block is code, a blank line
// inside is the body's). A text pass before cmark would break code; one after would see paragraphs.
//
// An admonition is a CMARK_NODE_BLOCK_QUOTE whose syntax extension is this one, with its type, title
// and fold in `user_data` (a tab is one too, of type `tab`): Folio swaps it for a callout or a tab; a renderer that does not know it shows a block
// quote with the same body. Only known type names open one (`:::foo` stays text), and one table maps
// every name of GitHub, Obsidian, MkDocs-Material, Docusaurus and VitePress to Folio's five styles.
#include <pthread.h>
#include <stdint.h>
#include <string.h>
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm/parser.h>
#include <cmark-gfm/node.h>
#include "cmark_admonition.h"
#include "container_block.h"

enum { STYLE_NOTE, STYLE_TIP, STYLE_IMPORTANT, STYLE_WARNING, STYLE_CAUTION };

// Every name the three syntaxes know, with its style. A few names mean different things per syntax
// (`caution` is red on GitHub, yellow in Docusaurus and MkDocs; `important` is purple on GitHub, a
// kind of tip in MkDocs): those are settled in style_for.
static const struct { const char *name; int style; } known_types[] = {
    {"note", STYLE_NOTE}, {"info", STYLE_NOTE}, {"abstract", STYLE_NOTE}, {"summary", STYLE_NOTE},
    {"tldr", STYLE_NOTE}, {"todo", STYLE_NOTE}, {"quote", STYLE_NOTE}, {"cite", STYLE_NOTE},
    {"details", STYLE_NOTE},
    {"tip", STYLE_TIP}, {"hint", STYLE_TIP}, {"success", STYLE_TIP}, {"check", STYLE_TIP},
    {"done", STYLE_TIP}, {"question", STYLE_TIP}, {"help", STYLE_TIP}, {"faq", STYLE_TIP},
    {"important", STYLE_IMPORTANT}, {"example", STYLE_IMPORTANT},
    {"warning", STYLE_WARNING}, {"attention", STYLE_WARNING}, {"caution", STYLE_CAUTION},
    {"failure", STYLE_CAUTION}, {"fail", STYLE_CAUTION}, {"missing", STYLE_CAUTION},
    {"danger", STYLE_CAUTION}, {"error", STYLE_CAUTION}, {"bug", STYLE_CAUTION},
};

// What one admonition node holds (`user_data`), allocated with the parser's allocator.
typedef struct {
    int syntax;       // FOLIO_ADMONITION_COLONS, FOLIO_ADMONITION_BANGS or FOLIO_ADMONITION_TAB
    int fence;        // the opening colons (colon syntax)
    int closed;       // its closing line was read; the next line ends it
    int fold;         // 0 none, 1 open, 2 closed
    int style;
    int has_title;    // a title was written (it may be empty: MkDocs' `""` hides the title bar)
    int tab_flags;    // tabs: 1 shown first (`===+`), 2 starts a new set (`===!`)
    int placement;    // MkDocs-Material's `inline` (1) and `inline end` (2) after the type
    char type[16];    // lower case
    char title[];     // NUL-terminated
} admonition_data;

static cmark_syntax_extension *admonition_extension = NULL;
static pthread_once_t admonition_once = PTHREAD_ONCE_INIT;

static int lower(unsigned char c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; }
// A byte of an MkDocs type or class name (`note`, `inline-end`).
static int is_class_byte(unsigned char c) { return container_is_letter(c) || (c >= '0' && c <= '9') || c == '-' || c == '_'; }

// Whether the line holds `marker` three times from `at` (`!!!`, `???`, `===`).
static int three(const unsigned char *input, int end, int at, unsigned char marker) {
    return end - at >= 3 && input[at] == marker && input[at + 1] == marker && input[at + 2] == marker;
}

// Where the title that opens with the `"` at `at` closes: the line's last non-blank byte, which must be
// a `"` after it; -1 when it is not.
static int closing_quote(const unsigned char *input, int end, int at) {
    int close = end - 1;
    while (close > at && container_is_blank(input[close])) close--;
    return close > at && input[close] == '"' ? close : -1;
}

// Whether the `length` bytes at `text` spell `word` (lower case) in any case.
static int word_is(const unsigned char *text, size_t length, const char *word) {
    if (strlen(word) != length) return 0;
    for (size_t i = 0; i < length; i++)
        if (lower(text[i]) != (unsigned char)word[i]) return 0;
    return 1;
}

int folio_admonition_style(const char *name, size_t length, int syntax) {
    if (length == 0 || length >= 16) return -1;
    for (size_t i = 0; i < sizeof(known_types) / sizeof(known_types[0]); i++) {
        const char *known = known_types[i].name;
        if (!word_is((const unsigned char *)name, length, known)) continue;
        int style = known_types[i].style;
        if (syntax != FOLIO_ADMONITION_ALERT && strcmp(known, "caution") == 0)
            style = STYLE_WARNING;  // Docusaurus' and MkDocs' `caution` is a warning
        if (syntax == FOLIO_ADMONITION_BANGS && strcmp(known, "important") == 0)
            style = STYLE_TIP;      // MkDocs-Material lists `important` under tip
        return style;
    }
    return -1;
}

// Adds the admonition node under `parent` and takes the rest of the line.
static cmark_node *open_node(cmark_syntax_extension *ext, cmark_parser *parser, cmark_node *parent,
                             const unsigned char *input, int len, int syntax, int fence, int fold,
                             const unsigned char *type, int type_length,
                             const unsigned char *title, int title_length, int has_title) {
    int style = syntax == FOLIO_ADMONITION_TAB ? 0 : folio_admonition_style((const char *)type, (size_t)type_length, syntax);
    if (style < 0 || type_length >= 16) return NULL;
    cmark_node *node = cmark_parser_add_child(parser, parent, CMARK_NODE_BLOCK_QUOTE,
                                              cmark_parser_get_first_nonspace_column(parser) + 1);
    if (node == NULL) return NULL;
    cmark_mem *mem = parser->mem;
    admonition_data *data = mem->calloc(1, sizeof(admonition_data) + (size_t)title_length + 1);
    data->syntax = syntax;
    data->fence = fence;
    data->fold = fold;
    data->style = style;
    data->has_title = has_title;
    for (int i = 0; i < type_length; i++) data->type[i] = (char)lower(type[i]);
    if (title_length > 0) memcpy(data->title, title, (size_t)title_length);
    container_attach(node, ext, data);
    container_take_line(parser, input, container_text_end(input, len));
    return node;
}

// `:::type[Title]`, `:::type Title`, `::: type Title` or `:::type{…}`.
static cmark_node *open_colons(cmark_syntax_extension *ext, cmark_parser *parser, cmark_node *parent,
                               const unsigned char *input, int len, int at) {
    int end = container_text_end(input, len), i = at;
    while (i < end && input[i] == ':') i++;
    int fence = i - at;
    if (fence < 3) return NULL;
    while (i < end && container_is_blank(input[i])) i++;
    int type_start = i;
    while (i < end && container_is_letter(input[i])) i++;
    int type_length = i - type_start;
    if (type_length == 0) return NULL;
    int title_start = i, title_end = i, has_title = 0;
    if (i < end && input[i] == '[') {
        int close = end - 1;
        while (close > i && input[close] != ']') close--;
        if (close <= i) return NULL;
        title_start = i + 1;
        title_end = close;
        has_title = 1;
        i = close + 1;
        if (i < end && input[i] == '{') {  // `[Title]{#id .class}`: attributes, not shown
            while (i < end && input[i] != '}') i++;
            i++;
        }
    } else if (i < end && input[i] == '{') {
        while (i < end && input[i] != '}') i++;
        if (i >= end) return NULL;
        i++;
    } else if (i < end && !container_is_blank(input[i])) {
        return NULL;  // `:::note-x`, `:::note:` are not a type name
    } else {
        while (i < end && container_is_blank(input[i])) i++;
        title_start = i;
        title_end = end;
        while (title_end > title_start && container_is_blank(input[title_end - 1])) title_end--;
        has_title = title_end > title_start;
        i = end;
    }
    while (i < end && container_is_blank(input[i])) i++;
    if (i < end) return NULL;
    int fold = word_is(input + type_start, type_length, "details") ? 2 : 0;  // VitePress' collapsible type
    return open_node(ext, parser, parent, input, len, FOLIO_ADMONITION_COLONS, fence, fold,
                     input + type_start, type_length, input + title_start, title_end - title_start, has_title);
}

// `!!! type "Title"`, `??? type`, `???+ type extra-class "Title"`.
static cmark_node *open_bangs(cmark_syntax_extension *ext, cmark_parser *parser, cmark_node *parent,
                              const unsigned char *input, int len, int at) {
    int end = container_text_end(input, len);
    unsigned char marker = input[at];
    if (!three(input, end, at, marker)) return NULL;
    int i = at + 3;
    int fold = 0;
    if (marker == '?') {
        fold = 2;
        if (i < end && input[i] == '+') { fold = 1; i++; }
    }
    while (i < end && input[i] == ' ') i++;
    int type_start = i;
    while (i < end && is_class_byte(input[i])) i++;
    int type_length = i - type_start;
    if (type_length == 0) return NULL;
    // More class names may follow the type; `inline` and `inline end` place the box beside the text
    // (MkDocs-Material), the others only style MkDocs' own theme.
    int is_inline = 0, is_end = 0;
    while (i < end) {
        int spaces = i;
        while (i < end && input[i] == ' ') i++;
        if (i == spaces || i >= end || input[i] == '"') break;
        int word = i;
        while (i < end && is_class_byte(input[i])) i++;
        if (i < end && input[i] != ' ') return NULL;
        if (word_is(input + word, (size_t)(i - word), "inline")) is_inline = 1;
        else if (word_is(input + word, (size_t)(i - word), "end")) is_end = 1;
    }
    int title_start = i, title_end = i, has_title = 0;
    if (i < end && input[i] == '"') {
        int close = closing_quote(input, end, i);
        if (close < 0) return NULL;
        title_start = i + 1;
        title_end = close;
        has_title = 1;
        i = close + 1;
    }
    while (i < end && container_is_blank(input[i])) i++;
    if (i < end) return NULL;
    cmark_node *node = open_node(ext, parser, parent, input, len, FOLIO_ADMONITION_BANGS, 0, fold,
                                 input + type_start, type_length, input + title_start, title_end - title_start, has_title);
    if (node != NULL && is_inline) ((admonition_data *)node->user_data)->placement = is_end ? 2 : 1;
    return node;
}

// `=== "Title"`, `===+ "Title"` (shown first), `===! "Title"` (starts a new set of tabs), `===!+ "Title"` (both).
static cmark_node *open_tab(cmark_syntax_extension *ext, cmark_parser *parser, cmark_node *parent,
                            const unsigned char *input, int len, int at) {
    int end = container_text_end(input, len);
    if (!three(input, end, at, '=')) return NULL;
    int i = at + 3;
    int flags = 0;
    for (int marks = 0; marks < 2 && i < end && (input[i] == '+' || input[i] == '!'); marks++, i++) {
        int flag = input[i] == '+' ? 1 : 2;
        if (flags & flag) return NULL;
        flags |= flag;
    }
    if (i >= end || input[i] != ' ') return NULL;
    while (i < end && input[i] == ' ') i++;
    int close = i < end && input[i] == '"' ? closing_quote(input, end, i) : -1;
    if (close < 0) return NULL;
    cmark_node *node = open_node(ext, parser, parent, input, len, FOLIO_ADMONITION_TAB, 0, 0,
                                 (const unsigned char *)"tab", 3, input + i + 1, close - i - 1, 1);
    if (node != NULL) ((admonition_data *)node->user_data)->tab_flags = flags;
    return node;
}

static cmark_node *try_open(cmark_syntax_extension *ext, int indented, cmark_parser *parser,
                            cmark_node *parent, unsigned char *input, int len) {
    if (indented) return NULL;
    int at = cmark_parser_get_first_nonspace(parser);
    if (at >= len) return NULL;
    if (input[at] == ':') return open_colons(ext, parser, parent, input, len, at);
    if (input[at] == '!' || input[at] == '?') return open_bangs(ext, parser, parent, input, len, at);
    if (input[at] == '=') return open_tab(ext, parser, parent, input, len, at);
    return NULL;
}

static admonition_data *data_of(const cmark_node *node) {
    if (node == NULL || admonition_extension == NULL || node->extension != admonition_extension) return NULL;
    return node->user_data;
}

// The number of colons when the line (from its first non-space) is a closing line of colons.
static int closing_colons(cmark_parser *parser, const unsigned char *input, int len) {
    if (cmark_parser_get_indent(parser) >= 4) return 0;
    int end = container_text_end(input, len), i = cmark_parser_get_first_nonspace(parser), start = i;
    while (i < end && input[i] == ':') i++;
    int colons = i - start;
    while (i < end && container_is_blank(input[i])) i++;
    return colons >= 3 && i == end ? colons : 0;
}

// Whether a closing line of `colons` colons closes `container` and not an admonition inside it, or is
// the text of a fenced code or HTML block inside it. Follows the open blocks the line continues into.
static int closes(const cmark_node *container, int colons, int indent) {
    const cmark_node *closing = container;
    for (const cmark_node *node = container->last_child; container_is_open(node); node = node->last_child) {
        admonition_data *data = data_of(node);
        if (data != NULL) {
            if (data->closed) break;
            if (data->syntax != FOLIO_ADMONITION_COLONS) break;  // needs four spaces: ends here
            if (colons >= data->fence) closing = node;
            continue;
        }
        cmark_node_type type = (cmark_node_type)node->type;
        if ((type == CMARK_NODE_CODE_BLOCK && node->as.code.fenced) || type == CMARK_NODE_HTML_BLOCK) return 0;
        if (type == CMARK_NODE_LIST) continue;
        if (type == CMARK_NODE_ITEM && indent >= node->as.list.marker_offset + node->as.list.padding) {
            indent -= node->as.list.marker_offset + node->as.list.padding;
            continue;
        }
        break;
    }
    return closing == container;
}

static int match(cmark_syntax_extension *ext, cmark_parser *parser, unsigned char *input, int len,
                 cmark_node *container) {
    (void)ext;
    admonition_data *data = data_of(container);
    if (data == NULL || data->closed) return 0;
    if (data->syntax != FOLIO_ADMONITION_COLONS) {
        if (cmark_parser_is_blank(parser)) return 1;
        if (cmark_parser_get_indent(parser) < 4) return 0;
        cmark_parser_advance_offset(parser, (const char *)input, 4, 1);
        return 1;
    }
    int colons = closing_colons(parser, input, len);
    if (colons < data->fence || !closes(container, colons, cmark_parser_get_indent(parser))) return 1;
    // The closing line is read here, so nothing inside sees it; the node ends on the next line.
    data->closed = 1;
    container_take_line(parser, input, container_text_end(input, len));
    return 1;
}

static const char *type_string(cmark_syntax_extension *ext, cmark_node *node) {
    (void)ext;
    (void)node;
    return "admonition";
}

static void make_extension(void) {
    admonition_extension = container_extension("folio-admonition", try_open, match, type_string);
}

void *folio_admonition_syntax_extension(void) {
    pthread_once(&admonition_once, make_extension);
    return admonition_extension;
}

int folio_admonition_info_of(void *node, folio_admonition_info *info) {
    admonition_data *data = data_of(node);
    if (data == NULL || info == NULL) return 0;
    info->type = data->type;
    info->title = data->title;
    info->has_title = data->has_title;
    info->fold = data->fold;
    info->style = data->style;
    info->syntax = data->syntax;
    info->selected = (data->tab_flags & 1) != 0;
    info->starts_set = (data->tab_flags & 2) != 0;
    info->placement = data->placement;
    return 1;
}
