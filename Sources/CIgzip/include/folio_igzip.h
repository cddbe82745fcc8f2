// Why: the search index gzips the text of every page on every build, so the compressor's speed is
// build time. Intel's ISA-L (igzip, Debian's libisal) compresses the bench's text about 1.75× as fast as
// libdeflate's fastest level (PERFORMANCE.md "Search"). Level 0: as fast as level 2 and, unlike levels 1
// and 2, the same bytes wherever the compressor lies in memory (igzip.c). Its stream state (82 KB) is
// allocated once per compressor and reused, never on a stack; this header keeps ISA-L's own (large)
// structures out of Swift's sight.
#ifndef FOLIO_IGZIP_H
#define FOLIO_IGZIP_H

#include <stddef.h>
#include <stdint.h>

/// A reusable gzip compressor (ISA-L level 0); one thread at a time.
typedef struct folio_igzip folio_igzip;

/// A new compressor, or NULL when memory runs out.
folio_igzip *folio_igzip_new(void);

/// The bytes a compressor takes.
size_t folio_igzip_size(void);

/// A compressor in `memory` (folio_igzip_size() bytes, 16-byte aligned, whatever they hold), owned
/// by the caller: tests place one in memory holding what they choose.
folio_igzip *folio_igzip_in(void *memory);

/// Frees a compressor made by folio_igzip_new.
void folio_igzip_free(folio_igzip *compressor);

/// Enough output room for any input of `count` bytes.
size_t folio_igzip_bound(size_t count);

/// gzip (RFC 1952) of `input` into `output`; the bytes written, 0 when `capacity` is too small, the
/// input is 4 GB or more, or ISA-L fails. The same input always gives the same bytes.
size_t folio_igzip_compress(folio_igzip *compressor, const uint8_t *input, size_t count,
                            uint8_t *output, size_t capacity);

#endif
