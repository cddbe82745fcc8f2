#ifndef FOLIO_CLIBDEFLATE_SHIM_H
#define FOLIO_CLIBDEFLATE_SHIM_H
#include <libdeflate.h>
#endif
