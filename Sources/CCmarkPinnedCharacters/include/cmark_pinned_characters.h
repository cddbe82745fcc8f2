#ifndef FOLIO_CMARK_PINNED_CHARACTERS_H
#define FOLIO_CMARK_PINNED_CHARACTERS_H

// Lets several threads parse Markdown with libcmark-gfm at once. See pinned_characters.c.

#ifdef __cplusplus
extern "C" {
#endif

struct cmark_parser;

/// Switches on, once and for good, the inline special characters of the extensions attached
/// to `pinned` (which must carry every extension any later parser attaches, except the one of
/// `shared`), and from then on ignores libcmark-gfm's own switching of them. `shared` (or NULL)
/// carries exactly one extension, whose characters (none of them also `pinned`'s) are instead
/// on while at least one parser carrying that extension parses inlines; it must live as long as
/// the process. Returns 1 on success, 0 when libcmark-gfm's functions could not be found or
/// `shared` carries more or fewer than one extension (nothing changes then).
int folio_cmark_pin_special_characters(struct cmark_parser *pinned, struct cmark_parser *shared);

/// Undoes the pin: libcmark-gfm switches the characters itself again.
void folio_cmark_unpin_special_characters(void);

/// How many times libcmark-gfm called the replacement. Zero after a parse means the
/// replacement is not in effect (no ELF interposition, e.g. on Apple platforms).
long folio_cmark_special_character_switches(void);

#ifdef __cplusplus
}
#endif

#endif
