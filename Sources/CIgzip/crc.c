// Why: ISA-L's CRC-64 functions for the page cache's part checks (see include/folio_crc.h), behind one
// call so Swift needs neither isa-l/crc64.h nor its per-CPU function names.
#include "folio_crc.h"

#include <isa-l/crc64.h>

void folio_crc128(const uint8_t *bytes, size_t count, uint64_t *ecma, uint64_t *jones) {
    *ecma = crc64_ecma_refl(0, bytes, (uint64_t)count);
    *jones = crc64_jones_refl(0, bytes, (uint64_t)count);
}
