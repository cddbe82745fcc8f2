; Folio's highlight query for GraphQL (no grammar package on PyPI ships one). Keywords and
; punctuation are the grammar's tokens, coloured by node type after the query. As Pygments draws
; GraphQL, and as Folio colours every language: a type is coloured where it is defined, its uses
; (`author: Author`, `[Note!]!`) are plain; an operation or fragment name is coloured where it is defined; a
; variable (`$count`) is plain, its `$` included.
(comment) @comment
(description) @string
(string_value) @string
(int_value) @number
(float_value) @number
(boolean_value) @boolean
(null_value) @constant.builtin
(object_type_definition (name) @type.definition)
(interface_type_definition (name) @type.definition)
(union_type_definition (name) @type.definition)
(enum_type_definition (name) @type.definition)
(input_object_type_definition (name) @type.definition)
(scalar_type_definition (name) @type.definition)
(directive_definition (name) @attribute)
(directive "@" @attribute (name) @attribute)
(operation_definition (name) @function.definition)
(fragment_definition (fragment_name (name) @function.definition))
(named_type (name) @variable)
; A type expression where a type is used (`[Note!]!`) is drawn as one plain name, its `[`, `]`
; and `!` included.
(non_null_type "!" @folio.plain)
(list_type ["[" "]"] @folio.plain)
(variable "$" @folio.plain)
(variable (name) @variable)
