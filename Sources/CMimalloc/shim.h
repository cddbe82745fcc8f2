#ifndef FOLIO_CMIMALLOC_SHIM_H
#define FOLIO_CMIMALLOC_SHIM_H
// mimalloc replaces malloc/free for the whole `folio` process (cmark-gfm's nodes included):
// Debian's libmimalloc exports the standard allocator symbols, so linking it is enough.
#include <mimalloc.h>
#endif
