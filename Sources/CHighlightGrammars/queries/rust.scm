; Folio's additions to tree-sitter-rust's highlights, put first.
; Integer literals are numbers (upstream: built-in constants); attributes (`#[derive(Debug)]`) are
; directives, coloured like C's preprocessor lines, as in Pygments.
(integer_literal) @number
[(attribute_item) (inner_attribute_item)] @keyword.directive
(attribute (identifier) @keyword.directive)
(attribute (scoped_identifier) @keyword.directive)
(attribute (token_tree (identifier) @keyword.directive))
(attribute (token_tree ["(" ")" ","] @keyword.directive))
(attribute_item ["[" "]"] @keyword.directive)
(inner_attribute_item ["!" "[" "]"] @keyword.directive)


; `Self` is a keyword of the language (the implementing type), like `self`.
((type_identifier) @keyword (#eq? @keyword "Self"))
((identifier) @keyword (#eq? @keyword "Self"))
