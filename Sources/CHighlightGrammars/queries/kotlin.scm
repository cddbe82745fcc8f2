; Folio's highlight query for Kotlin (the grammar's package on PyPI ships none). Keywords and
; punctuation are the grammar's tokens, coloured by node type after the query. As Pygments draws
; Kotlin, and as Folio colours every language: package and import paths are namespaces; classes
; and functions are coloured where they are declared; the standard types (`Int`, `String`,
; `Double` …) are types everywhere, other type names only where declared; a string template's
; `$`, `${` and `}` belong to the string, the expression inside is code.
[(line_comment) (multiline_comment)] @comment
(string_literal) @string
(character_literal) @string
(string_literal (interpolated_expression) @variable)
(string_literal (interpolated_identifier) @variable)
[(integer_literal) (real_literal) (hex_literal) (bin_literal) (long_literal) (unsigned_literal)] @number
(boolean_literal) @boolean
(null_literal) @constant.builtin
(package_header (identifier) @namespace)
(import_header (identifier) @namespace)
(class_declaration (type_identifier) @type.definition)
(object_declaration (type_identifier) @type.definition)
(type_alias (type_identifier) @type.definition)
(function_declaration (simple_identifier) @function.definition)
((type_identifier) @type.builtin
 (#any-of? @type.builtin "Any" "Array" "Boolean" "Byte" "Char" "Double" "Float" "Int" "Iterable" "List"
  "Long" "Map" "MutableList" "MutableMap" "MutableSet" "Nothing" "Number" "Pair" "Sequence" "Set" "Short"
  "String" "Unit"))
