// Why: a thin wrapper over ISA-L's one-shot gzip (see include/folio_igzip.h), so Swift sees four
// functions and an opaque type instead of igzip_lib.h's structures of tens of thousands of fields.
#include "folio_igzip.h"

#include <isa-l/igzip_lib.h>
#include <stdlib.h>

/// Level 2, and level 3 below 16 KB. Levels 1 and 2 are not deterministic on short input: their output
/// depends on where the stream structure lies in memory. For 62 to 1,600 bytes, 1–4% of stream
/// addresses (so of processes, under address randomisation) wrote other bytes for the same text, and a
/// warm build's rewritten search block then differed from a cold build's (stop 84). From 3,200 bytes
/// up no address did, on five texts; level 3 never did at any size, but costs 1.8× level 2 on the
/// bench's blocks (48 KB each), hence the split. Level 3 picks matches differently on AVX-512 and AVX2
/// machines (different bytes for the same text on the two); level 2 wrote the same bytes on both
/// (checked on the bench's 168 text blocks).
enum { FOLIO_IGZIP_SHORT = 16384, FOLIO_IGZIP_WORK = ISAL_DEF_LVL3_DEFAULT };

struct folio_igzip {
    struct isal_zstream stream;
    uint8_t work[FOLIO_IGZIP_WORK];
};

folio_igzip *folio_igzip_new(void) { return malloc(sizeof(folio_igzip)); }

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
    int is_short = count < FOLIO_IGZIP_SHORT;
    stream->level = is_short ? 3 : 2;
    stream->level_buf = compressor->work;
    stream->level_buf_size = is_short ? ISAL_DEF_LVL3_DEFAULT : ISAL_DEF_LVL2_DEFAULT;
    stream->next_in = (uint8_t *)input;
    stream->avail_in = (uint32_t)count;
    stream->next_out = output;
    stream->avail_out = (uint32_t)capacity;
    stream->end_of_stream = 1;
    stream->flush = NO_FLUSH;
    if (isal_deflate_stateless(stream) != COMP_OK) return 0;
    return stream->total_out;
}
