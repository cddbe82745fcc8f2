; Table headers, brackets and dots included, take the keyword colour, as Pygments draws them
; (`[package]`, `[profile.release]`, `[[bin]]`); upstream draws their keys as types and the
; brackets as punctuation.
(table ["[" "]"] @keyword)
(table_array_element ["[[" "]]"] @keyword)
(table [(bare_key) (quoted_key)] @keyword)
(table_array_element [(bare_key) (quoted_key)] @keyword)
(table (dotted_key) @keyword)
(table_array_element (dotted_key) @keyword)
(table (dotted_key [(bare_key) (quoted_key) "."] @keyword))
(table (dotted_key (dotted_key [(bare_key) (quoted_key) "."] @keyword)))
(table_array_element (dotted_key [(bare_key) (quoted_key) "."] @keyword))
