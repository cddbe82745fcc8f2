; Folio's additions to the CSS (and SCSS) highlights, put first, so they win on the same node.
; As Pygments draws CSS: property names in the keyword colour; custom properties (`--accent`) and
; SCSS variables (`$accent`) plain, as variables; keyword values (`auto`, `sans-serif`) keywords;
; units (`rem`, `px`) types; colours (`#0b62d6`) numbers; class and id selectors type names;
; functions (`var`, `rgb`) and pseudo-classes (`:hover`) functions, also where they are called
; (`@function.special` is not demoted at use sites).
((property_name) @folio.plain (#match? @folio.plain "^(--|\\$)"))
(property_name) @tag
(feature_name) @tag
(attribute_selector (plain_value) @string)
((plain_value) @folio.plain (#match? @folio.plain "^(--|\\$)"))
(plain_value) @keyword
(unit) @type.builtin
(color_value) @number
(color_value "#" @number)
(function_name) @function.special
(pseudo_class_selector (class_name) @function.special)
(pseudo_element_selector (tag_name) @function.special)
(class_selector (class_name) @type.definition)
(id_selector (id_name) @type.definition)
