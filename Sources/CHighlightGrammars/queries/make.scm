; Folio's additions to tree-sitter-make's highlights, put first, so they win on the same node.
; As Pygments draws a makefile: a rule's targets are the names it defines (function colour, also
; `$(OUTPUT)/index.html`); a variable's name and value are plain text (upstream: strings);
; `$(` and `)` around a reference or a function call are keywords, the name inside plain.
(targets (word) @function.special)
(targets (concatenation (word) @function.special))
(targets (concatenation (variable_reference ["$" "(" ")"] @function.special)))
(targets (concatenation (variable_reference (word) @function.special)))
(targets (variable_reference ["$" "(" ")"] @function.special))
(targets (variable_reference (word) @function.special))
(variable_assignment name: (word) @folio.plain)
(variable_assignment value: (text) @folio.plain)
(variable_reference ["$" "(" ")" "{" "}"] @keyword)
(function_call ["$" "(" ")"] @keyword)
(function_call function: _ @folio.plain)
(arguments argument: (text) @folio.plain)
