// Why: `folio --version` names the git commit it was built from. The commit reaches the binary
// through a header the Makefile writes (see build_info.c), so a plain `swift build`, a build
// from a tarball and a build without git all still work: they report no commit.
#ifndef FOLIO_BUILD_INFO_H
#define FOLIO_BUILD_INFO_H

/// The git commit the binary was built from (`a145c70`, `a145c70-dirty`), or "" when unknown.
const char *folio_build_commit(void);

#endif
