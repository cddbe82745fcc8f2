// Why: libcmark-gfm allocates each node, string and buffer on its own (some 2,500 callocs, 800
// reallocs and 2,900 frees for a 12 KB note), and frees the tree node by node. A build parses every
// note once and drops the whole tree when the page is written, so an arena fits: blocks are cut
// from 64 KB chunks, `free` does nothing, and the chunks go back to a small pool when the document
// goes (the next page reuses them while they are still in the cache).
//
// cmark's allocator functions take no context, so the arena in use is the calling thread's
// (`folio_arena_enter`); Markup enters a document's arena only around its own cmark calls. Every
// block carries a header naming its owner, so whatever arena is entered, a block is freed and
// grown by the rule of the place it came from: blocks made with no arena entered are the system
// allocator's.
#include "cmark_arena.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/// In front of every block: its size and its arena (NULL: the system allocator's). 16 bytes, so
/// blocks stay 16-byte aligned like malloc's.
typedef struct block_header {
    size_t size;
    folio_arena *owner;
} block_header;

typedef struct chunk {
    struct chunk *next;
    size_t size;
} chunk;

struct folio_arena {
    chunk *chunks;
    char *cursor;              // the next free byte of the current chunk
    char *limit;               // the end of the current chunk
    block_header *last;        // the block cut last from the current chunk (it may grow in place)
    size_t reserved;
};

enum { chunk_bytes = 64 * 1024, spare_limit = 128 };

static _Thread_local folio_arena *entered __attribute__((tls_model("initial-exec")));
/// Blocks made through these functions with no arena entered (see `folio_arena_system_blocks`).
static _Atomic size_t system_blocks;

/// Chunks of destroyed arenas, kept for the next documents (up to `spare_limit`, 8 MB): a page's
/// tree takes some 400 KB, and fresh memory costs more to touch than memory just used.
static chunk *spare;
static int spare_count;
static pthread_mutex_t spare_lock = PTHREAD_MUTEX_INITIALIZER;

static chunk *standard_chunk(void) {
    pthread_mutex_lock(&spare_lock);
    chunk *c = spare;
    if (c) {
        spare = c->next;
        spare_count -= 1;
    }
    pthread_mutex_unlock(&spare_lock);
    if (!c) {
        c = malloc(sizeof(chunk) + chunk_bytes);
        if (!c) abort();
        c->size = chunk_bytes;
    }
    return c;
}

static void release_chunk(chunk *c) {
    if (c->size == chunk_bytes) {
        pthread_mutex_lock(&spare_lock);
        int kept = spare_count < spare_limit;
        if (kept) {
            c->next = spare;
            spare = c;
            spare_count += 1;
        }
        pthread_mutex_unlock(&spare_lock);
        if (kept) return;
    }
    free(c);
}

folio_arena *folio_arena_create(void) {
    folio_arena *arena = calloc(1, sizeof *arena);
    if (!arena) abort();
    return arena;
}

void folio_arena_destroy(folio_arena *arena) {
    if (!arena) return;
    chunk *c = arena->chunks;
    while (c) {
        chunk *next = c->next;
        release_chunk(c);
        c = next;
    }
    free(arena);
}

folio_arena *folio_arena_enter(folio_arena *arena) {
    folio_arena *previous = entered;
    entered = arena;
    return previous;
}

size_t folio_arena_reserved_bytes(const folio_arena *arena) { return arena ? arena->reserved : 0; }

static size_t rounded(size_t size) { return (size + 15) & ~(size_t)15; }

/// A block of `size` bytes (`need` with its header, rounded) from a new chunk of `arena`.
static __attribute__((noinline)) void *arena_block_slow(folio_arena *arena, size_t size, size_t need, int zeroed) {
    block_header *header;
    if (need > chunk_bytes / 4) {
        // A large block gets a chunk of its own; the current chunk stays in use for small ones.
        chunk *c = malloc(sizeof(chunk) + need);
        if (!c) abort();
        c->size = need;
        c->next = arena->chunks;
        arena->chunks = c;
        arena->reserved += need;
        header = (block_header *)(c + 1);
    } else {
        chunk *c = standard_chunk();
        c->next = arena->chunks;
        arena->chunks = c;
        arena->reserved += chunk_bytes;
        arena->cursor = (char *)(c + 1) + need;
        arena->limit = (char *)(c + 1) + chunk_bytes;
        header = (block_header *)(c + 1);
        arena->last = header;
    }
    header->size = size;
    header->owner = arena;
    if (zeroed) memset(header + 1, 0, size);
    return header + 1;
}

/// A block of `size` bytes cut from `arena`, zeroed when `zeroed` (chunks are reused, not zeroed).
static inline void *arena_block(folio_arena *arena, size_t size, int zeroed) {
    if (size > SIZE_MAX / 2) abort();
    size_t need = sizeof(block_header) + rounded(size);
    if ((size_t)(arena->limit - arena->cursor) < need) return arena_block_slow(arena, size, need, zeroed);
    block_header *header = (block_header *)arena->cursor;
    arena->cursor += need;
    arena->last = header;
    header->size = size;
    header->owner = arena;
    if (zeroed) memset(header + 1, 0, size);
    return header + 1;
}

// Out of line: kept apart, the arena's own path (some 2,400 blocks a page) needs no stack frame.
static __attribute__((noinline)) void *system_block(size_t size, int zeroed) {
    if (size > SIZE_MAX / 2) abort();
    atomic_fetch_add_explicit(&system_blocks, 1, memory_order_relaxed);
    block_header *header = zeroed ? calloc(1, sizeof *header + size) : malloc(sizeof *header + size);
    if (!header) abort();   // as cmark's own allocator does
    header->size = size;
    header->owner = NULL;
    return header + 1;
}

void *folio_arena_calloc(size_t count, size_t size) {
    size_t total;
    if (__builtin_mul_overflow(count, size, &total)) abort();
    folio_arena *arena = entered;
    return arena ? arena_block(arena, total, 1) : system_block(total, 1);
}

size_t folio_arena_system_blocks(void) { return atomic_load_explicit(&system_blocks, memory_order_relaxed); }

void *folio_arena_realloc(void *pointer, size_t size) {
    if (!pointer) {
        folio_arena *arena = entered;
        return arena ? arena_block(arena, size, 0) : system_block(size, 0);
    }
    block_header *header = (block_header *)pointer - 1;
    folio_arena *arena = header->owner;
    if (!arena) {
        if (size > SIZE_MAX / 2) abort();
        block_header *moved = realloc(header, sizeof *header + size);
        if (!moved) abort();
        moved->size = size;
        return moved + 1;
    }
    if (size <= header->size) return pointer;
    if (header == arena->last) {
        // The newest block of the current chunk grows in place while the chunk has room.
        char *end = (char *)(header + 1) + rounded(size);
        if (end <= arena->limit) {
            arena->cursor = end;
            header->size = size;
            return pointer;
        }
    }
    // Elsewhere a copy is cut from the block's own arena (the old block goes with the arena).
    void *moved = arena_block(arena, size, 0);
    memcpy(moved, pointer, header->size);
    return moved;
}

void folio_arena_free(void *pointer) {
    if (!pointer) return;
    block_header *header = (block_header *)pointer - 1;
    if (!header->owner) free(header);
}
