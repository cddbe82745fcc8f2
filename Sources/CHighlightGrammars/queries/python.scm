; The receiver names, as Pygments' Name.Builtin.Pseudo.
((identifier) @variable.builtin
 (#any-of? @variable.builtin "self" "cls"))
