// Why: a one-note rebuild of a 10,000-note site reads the page cache's parts (20 MB) and checks each
// against the digest its index names. Folio's own 128-bit digest (CacheDigest) costs about two
// instructions a byte there (40 M instructions, 4% of the rebuild); ISA-L's CRC-64 folds 128 bytes a
// step with carry-less multiplication, about ten times cheaper. Two CRCs with different polynomials
// make a 128-bit check: every burst of damage up to 64 bits is caught by each, and any other change
// goes unseen with odds of about 2^-128. A check against damage, not against an adversary.
#ifndef FOLIO_CRC_H
#define FOLIO_CRC_H

#include <stddef.h>
#include <stdint.h>

/// The CRC-64s of `bytes` with the ECMA-182 polynomial (into `ecma`) and Jones's (into `jones`),
/// both reflected and started from zero, as ISA-L computes them on any x86-64 or Arm machine.
void folio_crc128(const uint8_t *bytes, size_t count, uint64_t *ecma, uint64_t *jones);

#endif
