// Why: a thin wrapper over ISA-L's one-shot gzip (see include/folio_igzip.h), so Swift sees four
// functions and an opaque type instead of igzip_lib.h's structures of tens of thousands of fields.
#include "folio_igzip.h"

#include <isa-l/igzip_lib.h>
#include <stdlib.h>

/// Level 3 at every size. Levels 1 and 2 are not deterministic: for a given text, a few addresses of
/// the compressor (its stream structure and work area) make ISA-L 2.30 find other matches and write other
/// bytes, whatever the memory holds (`hist_bits` below set). Stop 84 saw it on short text (62 to 1,600 bytes: 1–4% of addresses); stop 91 on the search
/// index's 53–56 KB blocks: 1 or 2 of 65,536 64-KB-aligned addresses per text, whatever the memory held
/// and wherever the input lay (replayed at the addresses a build had used, outside Folio), so 1 cold
/// build in 30 of the 10,000-note bench wrote a block other builds did not. Level 3 differed at none of
/// the addresses tried; it costs 2.1× level 2 (107 against 50 ms on 17.8 MB of blocks) and writes 2.7%
/// less (32.2% of the input against 33.1%). Level 3 picks matches differently on AVX-512 and AVX2
/// machines (different bytes for the same text on the two), so blocks are deterministic per machine kind.
enum { FOLIO_IGZIP_LEVEL = 3, FOLIO_IGZIP_WORK = ISAL_DEF_LVL3_DEFAULT };

struct folio_igzip {
    struct isal_zstream stream;
    uint8_t work[FOLIO_IGZIP_WORK];
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
    stream->level = FOLIO_IGZIP_LEVEL;
    stream->level_buf = compressor->work;
    stream->level_buf_size = FOLIO_IGZIP_WORK;
    stream->next_in = (uint8_t *)input;
    stream->avail_in = (uint32_t)count;
    stream->next_out = output;
    stream->avail_out = (uint32_t)capacity;
    stream->end_of_stream = 1;
    stream->flush = NO_FLUSH;
    if (isal_deflate_stateless(stream) != COMP_OK) return 0;
    return stream->total_out;
}
