; Folio's additions to tree-sitter-php's highlights, put first, so they win on the same node.
; As Pygments draws PHP: `$name` is one plain variable, `$this` included; a namespace name is plain;
; a class or method name is coloured where it is defined; scalar type hints are plain, `array` is a
; keyword.
(variable_name "$" @folio.plain)
(variable_name (name) @folio.plain)
(namespace_definition name: (namespace_name) @folio.plain)
(namespace_name (name) @folio.plain)
(namespace_name "\\" @folio.plain)
(class_declaration name: (name) @type.definition)
(interface_declaration name: (name) @type.definition)
(trait_declaration name: (name) @type.definition)
(enum_declaration name: (name) @type.definition)
(method_declaration name: (name) @function.definition)
(function_definition name: (name) @function.definition)
((primitive_type) @keyword (#eq? @keyword "array"))
((primitive_type) @folio.plain (#not-eq? @folio.plain "array"))
