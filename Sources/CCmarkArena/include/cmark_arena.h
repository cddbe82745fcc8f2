// An arena for libcmark-gfm's allocations: one per Markdown document, dropped with it.
// See arena.c for why and how.
#ifndef FOLIO_CMARK_ARENA_H
#define FOLIO_CMARK_ARENA_H

#include <stddef.h>

typedef struct folio_arena folio_arena;

/// A new, empty arena.
folio_arena *folio_arena_create(void);
/// Frees every block the arena handed out. No pointer into it may be used afterwards.
void folio_arena_destroy(folio_arena *arena);
/// Makes `arena` the one this thread's allocations come from (NULL: the system allocator);
/// returns the one before, for `folio_arena_enter` to restore.
folio_arena *folio_arena_enter(folio_arena *arena);
/// Bytes the arena holds (its chunks), for tests and figures.
size_t folio_arena_reserved_bytes(const folio_arena *arena);
/// How many blocks these functions made with no arena entered, in the whole process: Markup drops a
/// tree with its arena (without freeing node by node), so its tests check that none of its cmark
/// calls allocate outside the document's arena.
size_t folio_arena_system_blocks(void);

/// The three functions of a `cmark_mem`. Every block carries its owner: a block of an arena is
/// freed with the arena (free does nothing) and grows inside it; a block made while no arena was
/// entered comes from the system allocator and goes back to it.
void *folio_arena_calloc(size_t count, size_t size);
void *folio_arena_realloc(void *pointer, size_t size);
void folio_arena_free(void *pointer);

#endif
