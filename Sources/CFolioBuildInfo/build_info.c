// Why C: a C file can include a header only when it exists (`__has_include`), so the commit is
// embedded at build time without a tracked file to rewrite and without compiler flags that would
// rebuild every module. `make` writes `commit.generated.h` (ignored by git) when the commit
// changes and touches this file so the build system recompiles it; without the header the
// commit is unknown.
#include "folio_build_info.h"

#if defined(__has_include)
#if __has_include("commit.generated.h")
#include "commit.generated.h"
#endif
#endif

#ifndef FOLIO_BUILD_COMMIT
#define FOLIO_BUILD_COMMIT ""
#endif

const char *folio_build_commit(void) { return FOLIO_BUILD_COMMIT; }
