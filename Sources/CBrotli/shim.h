#ifndef FOLIO_CBROTLI_SHIM_H
#define FOLIO_CBROTLI_SHIM_H
#include <brotli/encode.h>
#endif
