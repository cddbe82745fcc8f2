#ifndef FOLIO_CGUMBO_SHIM_H
#define FOLIO_CGUMBO_SHIM_H
#include <gumbo.h>
#endif
