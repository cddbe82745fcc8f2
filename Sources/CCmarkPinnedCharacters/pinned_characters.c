// libcmark-gfm keeps the characters that start an extension's inline syntax (`~`, `|`, `:`,
// `w`) in one process-wide table. Each inline parse calls
// cmark_manage_extensions_special_characters(parser, 1) at its start and (parser, 0) at its
// end, so a page finishing on one thread switches the characters off under a page still
// parsing on another, whose `~~strike~~` and autolinks are then left as text.
//
// This file defines a function with the library's name: on ELF platforms the executable's
// definition takes precedence over the shared library's (symbol interposition), also for calls
// made inside libcmark-gfm. Once pinned, the replacement keeps the characters of most
// extensions on for good and ignores the library's switching of them. Before that, and after
// an unpin, it forwards to the library's own function. Markup checks at start-up that the
// replacement is really called and keeps a lock around cmark_parser_finish otherwise.
//
// One extension's characters are shared instead of pinned: autolink's `:` and `w`. Markup
// attaches autolink only to notes that could hold an autolink (most notes cannot), and a `w`
// that is special splits every text run at each `w` (and asks each inline extension about it)
// for nothing. So they are switched on while at least one parser carrying autolink parses
// inlines, and off when none does. A parser without autolink may see them either way: the
// pieces of text a special `w` splits off are joined again when its parse finishes
// (cmark_consolidate_text_nodes), so its tree and HTML are the same.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include "cmark_pinned_characters.h"

typedef void (*folio_manage_function)(struct cmark_parser *, int);

// cmark-gfm's public list type (cmark-gfm.h), declared here so this target needs no headers.
struct folio_cmark_llist { struct folio_cmark_llist *next; void *data; };
typedef struct folio_cmark_llist *(*folio_extensions_function)(struct cmark_parser *);

static atomic_int pinned = 0;
static atomic_long switches = 0;

// The shared characters: a parser carrying only the shared extension (switched on and off
// through it), that extension, and how many threads are parsing inlines with it now.
static struct cmark_parser *shared_switch = NULL;
static void *shared_extension = NULL;
static folio_extensions_function extensions_of = NULL;
static pthread_mutex_t shared_lock = PTHREAD_MUTEX_INITIALIZER;
static int shared_users = 0;
static _Thread_local int shared_claimed = 0;

static folio_manage_function library_function(void) {
    static _Atomic(folio_manage_function) cached = NULL;
    folio_manage_function found = atomic_load(&cached);
    if (found == NULL) {
        found = (folio_manage_function)dlsym(RTLD_NEXT, "cmark_manage_extensions_special_characters");
        atomic_store(&cached, found);
    }
    return found;
}

static int carries_shared_extension(struct cmark_parser *parser) {
    if (shared_extension == NULL || extensions_of == NULL) return 0;
    for (struct folio_cmark_llist *item = extensions_of(parser); item != NULL; item = item->next) {
        if (item->data == shared_extension) return 1;
    }
    return 0;
}

// Claims (add) or releases the shared characters for this thread, once per inline parse.
static void switch_shared(folio_manage_function original, int add) {
    if (add == shared_claimed) return;
    pthread_mutex_lock(&shared_lock);
    if (add) {
        if (shared_users++ == 0) original(shared_switch, 1);
    } else {
        if (--shared_users == 0) original(shared_switch, 0);
    }
    pthread_mutex_unlock(&shared_lock);
    shared_claimed = add;
}

void cmark_manage_extensions_special_characters(struct cmark_parser *parser, int add) {
    atomic_fetch_add(&switches, 1);
    folio_manage_function original = library_function();
    if (original == NULL) return;
    if (!atomic_load(&pinned)) {
        original(parser, add);
        return;
    }
    if (carries_shared_extension(parser)) switch_shared(original, add != 0);
}

int folio_cmark_pin_special_characters(struct cmark_parser *pinned_parser, struct cmark_parser *shared_parser) {
    folio_manage_function original = library_function();
    if (original == NULL) return 0;
    if (shared_parser != NULL) {
        folio_extensions_function list = (folio_extensions_function)dlsym(RTLD_DEFAULT, "cmark_parser_get_syntax_extensions");
        struct folio_cmark_llist *extensions = list != NULL ? list(shared_parser) : NULL;
        if (extensions == NULL || extensions->next != NULL) return 0;
        extensions_of = list;
        shared_extension = extensions->data;
        shared_switch = shared_parser;
        original(shared_parser, 0);
    }
    original(pinned_parser, 1);
    atomic_store(&pinned, 1);
    return 1;
}

void folio_cmark_unpin_special_characters(void) {
    atomic_store(&pinned, 0);
}

long folio_cmark_special_character_switches(void) {
    return atomic_load(&switches);
}
