; Folio's additions to tree-sitter-markdown's highlights, put first.
; A heading's `#` marks are part of the heading; list and quote markers take the keyword colour, as
; in Pygments (upstream: special punctuation, drawn like any bracket here).
[(atx_h1_marker) (atx_h2_marker) (atx_h3_marker) (atx_h4_marker) (atx_h5_marker) (atx_h6_marker)] @text.title
[(list_marker_plus) (list_marker_minus) (list_marker_star) (list_marker_dot) (list_marker_parenthesis)
 (block_quote_marker)] @keyword
