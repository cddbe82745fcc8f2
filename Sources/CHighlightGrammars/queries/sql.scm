; Column and clause modifiers are keywords of the language (as Pygments draws them); upstream marks
; them as attributes, which have no colour here.
[
  (keyword_asc)
  (keyword_desc)
  (keyword_default)
  (keyword_current_timestamp)
  (keyword_auto_increment)
  (keyword_collate)
  (keyword_nulls)
  (keyword_first)
  (keyword_last)
  (keyword_generated)
  (keyword_always)
  (keyword_preceding)
  (keyword_following)
] @keyword
