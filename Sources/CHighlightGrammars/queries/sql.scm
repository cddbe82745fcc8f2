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

; SQL's own functions (aggregates and the common scalar ones) are built-ins where they are called,
; in any letter case; other calls keep upstream's function colour.
(invocation
  (object_reference
    name: (identifier) @function.builtin
    (#match? @function.builtin "^(?i:count|sum|avg|min|max|coalesce|nullif|cast|upper|lower|length|substring|trim|round|abs|now|date|extract|replace|concat|group_concat|string_agg|array_agg)$")))
