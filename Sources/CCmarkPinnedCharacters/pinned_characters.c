// libcmark-gfm keeps the characters that start an extension's inline syntax (`~`, `|`, `:`,
// `w`) in one process-wide table. Each inline parse calls
// cmark_manage_extensions_special_characters(parser, 1) at its start and (parser, 0) at its
// end, so a page finishing on one thread switches the characters off under a page still
// parsing on another, whose `~~strike~~` and autolinks are then left as text.
//
// Every parser Folio creates attaches the same extensions, so the characters should simply
// stay on. This file defines a function with the library's name: on ELF platforms the
// executable's definition takes precedence over the shared library's (symbol interposition),
// also for calls made inside libcmark-gfm. Once pinned, the replacement ignores every switch;
// before that, and after an unpin, it forwards to the library's own function. Markup checks
// at start-up that the replacement is really called and keeps a lock around
// cmark_parser_finish otherwise.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdatomic.h>
#include <stddef.h>
#include "cmark_pinned_characters.h"

typedef void (*folio_manage_function)(struct cmark_parser *, int);

static atomic_int pinned = 0;
static atomic_long switches = 0;

static folio_manage_function library_function(void) {
    static _Atomic(folio_manage_function) cached = NULL;
    folio_manage_function found = atomic_load(&cached);
    if (found == NULL) {
        found = (folio_manage_function)dlsym(RTLD_NEXT, "cmark_manage_extensions_special_characters");
        atomic_store(&cached, found);
    }
    return found;
}

void cmark_manage_extensions_special_characters(struct cmark_parser *parser, int add) {
    atomic_fetch_add(&switches, 1);
    if (atomic_load(&pinned)) return;
    folio_manage_function original = library_function();
    if (original != NULL) original(parser, add);
}

int folio_cmark_pin_special_characters(struct cmark_parser *parser) {
    folio_manage_function original = library_function();
    if (original == NULL) return 0;
    original(parser, 1);
    atomic_store(&pinned, 1);
    return 1;
}

void folio_cmark_unpin_special_characters(void) {
    atomic_store(&pinned, 0);
}

long folio_cmark_special_character_switches(void) {
    return atomic_load(&switches);
}
