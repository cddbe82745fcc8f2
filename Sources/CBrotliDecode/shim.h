#ifndef FOLIO_CBROTLIDECODE_SHIM_H
#define FOLIO_CBROTLIDECODE_SHIM_H
/* The Brotli decoder, for tests that check the `.br` files Folio writes decode to the original. */
#include <brotli/decode.h>
#endif
