; Folio's additions to the SCSS highlights, after css.scm and before the upstream queries (the
; earliest pattern wins on a node). Only what CSS does not have: its grammar would reject these.
; `@if`, `@else` and the `if` of `@else if` are keywords (upstream leaves them out, and the token
; pass draws a word that starts with `@` as an operator).
["@if" "@else" "if"] @keyword
; A placeholder selector (`%message-shared`), its `%` included, is a name as a class selector is.
(placeholder "%" @type.definition)
(placeholder (identifier) @type.definition)
; A class name built with interpolation (`.col-#{$name}`): its literal part keeps the class
; colour; `#{` and `}` are drawn as Pygments draws them (string interpolation), the variable
; inside stays plain.
(class_name (identifier) @type.definition)
(interpolation ["#{" "}"] @string.special)
