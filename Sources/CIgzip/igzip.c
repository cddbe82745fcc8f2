// Why: a thin wrapper over ISA-L's one-shot gzip (see include/folio_igzip.h), so Swift sees four
// functions and an opaque type instead of igzip_lib.h's structures of tens of thousands of fields.
#include "folio_igzip.h"

#include <isa-l/igzip_lib.h>
#include <stdlib.h>

/// Level 0, ISA-L's fastest, with its built-in Huffman tables. Levels 1 and 2 are not deterministic: for
/// a given text, a few addresses of the stream structure make ISA-L 2.30 find other matches and write
/// other bytes, whatever the memory holds. Stop 84 saw it on short text; stop 91 on the search index's
/// 53–56 KB blocks, 1 or 2 of 65,536 64-KB-aligned addresses per text (replayed outside Folio at the
/// addresses a build had used), so 1 cold build in 30 of the 10,000-note bench wrote a block other builds
/// did not. Over 100 blocks at 512 addresses each, level 1 differed at 11 of the 51,200, level 2 at 7,
/// levels 0 and 3 at none (nor at 204,800 more for texts cut to 1,600 and 200 bytes). Level 0 takes 47 ms
/// on 17.8 MB of blocks where level 3 takes 107 and level 2 took 50, and writes 36.6% of the input (level 3
/// 32.2%, level 2 33.1%): the index's text is 14% larger than at level 3, for a build as fast as level 2's.
/// Level 0 keeps its hash table in the stream structure, so a compressor needs no work area.
struct folio_igzip {
    struct isal_zstream stream;
};

folio_igzip *folio_igzip_new(void) { return malloc(sizeof(folio_igzip)); }

size_t folio_igzip_size(void) { return sizeof(folio_igzip); }

folio_igzip *folio_igzip_in(void *memory) { return memory; }

void folio_igzip_free(folio_igzip *compressor) { free(compressor); }

size_t folio_igzip_bound(size_t count) {
    // Stored blocks at worst (5 bytes per 64 KB), Huffman tables, the gzip header and trailer.
    return count + count / 8 + 1024;
}

size_t folio_igzip_compress(folio_igzip *compressor, const uint8_t *input, size_t count,
                            uint8_t *output, size_t capacity) {
    if (count > UINT32_MAX || capacity > UINT32_MAX) return 0;
    struct isal_zstream *stream = &compressor->stream;
    isal_deflate_stateless_init(stream);
    stream->gzip_flag = IGZIP_GZIP;
    // 0 asks for the default 32 KB window. ISA-L 2.30's init leaves this field as it was, and it keeps
    // any value from 1 to 15 it finds: a compressor from memory that held 1 or 2 there compressed
    // every block with a 2- or 4-byte window (other bytes, 1.8× as many) for as long as it lived.
    stream->hist_bits = 0;
    stream->level = 0;
    stream->level_buf = NULL;
    stream->level_buf_size = 0;
    stream->next_in = (uint8_t *)input;
    stream->avail_in = (uint32_t)count;
    stream->next_out = output;
    stream->avail_out = (uint32_t)capacity;
    stream->end_of_stream = 1;
    stream->flush = NO_FLUSH;
    if (isal_deflate_stateless(stream) != COMP_OK) return 0;
    return stream->total_out;
}
