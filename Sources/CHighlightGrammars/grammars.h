// The tree-sitter grammars compiled into libfoliogrammars.a by `make grammars` (grammars.mk), and
// the C API of the tree-sitter runtime compiled into the same library (0.25, from PyPI: see
// fetch_grammars.py). Why a header of our own: Swift sees one module holding the library, every
// grammar and its highlight query, looked up by name.
#ifndef FOLIO_HIGHLIGHT_GRAMMARS_H
#define FOLIO_HIGHLIGHT_GRAMMARS_H
// By path, relative to this file: a Debian libtree-sitter-dev in /usr/include (0.20, another ABI)
// must never be the header Swift or registry.c sees.
#include "../../.build/grammars/runtime/include/tree_sitter/api.h"
#if TREE_SITTER_LANGUAGE_VERSION < 15
#error "tree-sitter's api.h is older than 0.25: run `make grammars`"
#endif

typedef struct {
    const char *name;
    const TSLanguage *(*language)(void);
    /// 1 when the query was written for Neovim (the latest pattern on a node wins), else 0.
    int latestPatternWins;
    const char *highlightQuery;
} FolioGrammar;

extern const FolioGrammar folio_grammars[];
extern const int folio_grammar_count;

/// The grammar at index (0 ..< folio_grammar_count): Swift does not import arrays of unknown size.
static inline const FolioGrammar *folio_grammar_at(int index) { return &folio_grammars[index]; }

/// A visible node of a tree in folio_preorder's list: how many visible nodes are above it, where its
/// subtree ends in the list (the index after its last descendant, so its next sibling's when it has
/// one), the field its parent holds it in (0: none), as TSTreeCursor's current_field_id says, and
/// what ts_node_symbol, ts_node_start_byte and ts_node_end_byte say of it (read here, a walk in
/// Swift makes no call per node: passing a TSNode by value cost a store-forwarding stall per call).
typedef struct {
    TSNode node;
    uint32_t depth;
    uint32_t end;
    uint32_t start_byte;
    uint32_t end_byte;
    TSSymbol symbol;
    TSFieldId field;
} FolioPreorderNode;

/// The visible nodes under `root` (`root` first, its depth 0, its field 0), in the order a
/// TSTreeCursor visits them (folio_preorder.c): at most `limit` of them, the first `capacity` written
/// to `out`. Returns how many there are (up to `limit`): more than `capacity` means call again with
/// room for all.
uint32_t folio_preorder(TSNode root, FolioPreorderNode *out, uint32_t capacity, uint32_t limit);

/// ts_node_start_byte and ts_node_end_byte of the node at `node` (folio_preorder.c), read field by
/// field through a pointer. Passed by value, a TSNode (32 bytes, so on the stack) that Swift has just
/// put together from its fields is copied 16 bytes at a time, and each wide load of narrower stores
/// stalls store forwarding (a profile put a fifth of the colouring walk's samples on those loads; read
/// through a pointer, the walk took about a twentieth less time).
uint32_t folio_node_start_byte(const TSNode *node);
uint32_t folio_node_end_byte(const TSNode *node);

#endif
