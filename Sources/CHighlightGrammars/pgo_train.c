// Why: tree-sitter's parse is most of what highlighting costs, and the runtime's code is branchy: GCC
// lays it out and inlines it better with a profile of a real run (profile-guided optimisation). This
// program is that run. grammars.mk compiles the runtime instrumented, runs this over the highlight
// tests' corpus (Tests/HighlightTests/Corpus: small files of code in each language, as fenced blocks
// are), then compiles the runtime again with the profile. It is never part of Folio.
//
// What it exercises is what Folio does with the runtime: each file parsed whole and in blocks of a
// few lines, each tree walked with a cursor, and each grammar's highlight query compiled and run over
// the trees. The grammar is the file's name up to its first dot (`swift.swift`: swift); files no
// grammar is named after are skipped. Single-threaded and deterministic, so a profile, and the
// runtime compiled from it, are the same on every run.
#include "grammars.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { rounds = 40, block_lines = 8 };

static const FolioGrammar *grammar_named(const char *name, size_t length) {
    for (int index = 0; index < folio_grammar_count; index++) {
        const FolioGrammar *grammar = folio_grammar_at(index);
        if (strlen(grammar->name) == length && strncmp(grammar->name, name, length) == 0) return grammar;
    }
    return NULL;
}

static char *read_file(const char *path, long *length) {
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    char *text = NULL;
    if (fseek(file, 0, SEEK_END) == 0 && (*length = ftell(file)) >= 0 && fseek(file, 0, SEEK_SET) == 0) {
        text = malloc((size_t)*length + 1);
        if (text && fread(text, 1, (size_t)*length, file) != (size_t)*length) {
            free(text);
            text = NULL;
        }
    }
    fclose(file);
    return text;
}

/// Visits every node of `tree` with a cursor, as Folio's walks do; returns how many are named.
static unsigned long walk(TSTree *tree) {
    TSTreeCursor cursor = ts_tree_cursor_new(ts_tree_root_node(tree));
    unsigned long visited = 0;
    for (;;) {
        visited += ts_node_is_named(ts_tree_cursor_current_node(&cursor)) ? 1 : 0;
        if (ts_tree_cursor_goto_first_child(&cursor)) continue;
        while (!ts_tree_cursor_goto_next_sibling(&cursor)) {
            if (!ts_tree_cursor_goto_parent(&cursor)) {
                ts_tree_cursor_delete(&cursor);
                return visited;
            }
        }
    }
}

/// Parses `text`, walks the tree and runs `query` (when there is one) over it; returns the captures.
static unsigned long exercise(TSParser *parser, TSQuery *query, TSQueryCursor *cursor, const char *text, uint32_t length) {
    TSTree *tree = ts_parser_parse_string(parser, NULL, text, length);
    if (!tree) return 0;
    unsigned long seen = walk(tree);
    if (query) {
        ts_query_cursor_exec(cursor, query, ts_tree_root_node(tree));
        TSQueryMatch match;
        uint32_t index;
        while (ts_query_cursor_next_capture(cursor, &match, &index)) seen += 1;
    }
    ts_tree_delete(tree);
    return seen;
}

int main(int argc, char **argv) {
    TSParser *parser = ts_parser_new();
    TSQueryCursor *cursor = ts_query_cursor_new();
    unsigned long seen = 0;
    int trained = 0;
    for (int argument = 1; argument < argc; argument++) {
        const char *path = argv[argument];
        const char *name = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
        const char *dot = strchr(name, '.');
        const FolioGrammar *grammar = grammar_named(name, dot ? (size_t)(dot - name) : strlen(name));
        long length = 0;
        char *text = grammar ? read_file(path, &length) : NULL;
        if (!text || !ts_parser_set_language(parser, grammar->language())) {
            free(text);
            continue;
        }
        uint32_t error_offset = 0;
        TSQueryError error = TSQueryErrorNone;
        const char *source = grammar->highlightQuery ? grammar->highlightQuery : "";
        TSQuery *query = ts_query_new(grammar->language(), source, (uint32_t)strlen(source), &error_offset, &error);
        for (int round = 0; round < rounds; round++) {
            seen += exercise(parser, query, cursor, text, (uint32_t)length);
            // Blocks of a few lines, as fenced code in notes is.
            long start = 0;
            while (start < length) {
                long end = start;
                for (int line = 0; line < block_lines && end < length; end++) {
                    if (text[end] == '\n') line++;
                }
                seen += exercise(parser, query, cursor, text + start, (uint32_t)(end - start));
                start = end;
            }
        }
        if (query) ts_query_delete(query);
        free(text);
        trained += 1;
    }
    ts_query_cursor_delete(cursor);
    ts_parser_delete(parser);
    printf("pgo_train: %d grammars trained, %lu nodes and captures\n", trained, seen);
    return trained > 0 ? 0 : 1;
}
