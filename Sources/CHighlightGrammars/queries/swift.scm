; `_` is a keyword in Swift (the omitted argument label, the wildcard pattern), as Pygments
; colours it; upstream marks the wildcard pattern as a special character (drawn as a string).
((simple_identifier) @keyword
 (#eq? @keyword "_"))
(wildcard_pattern) @keyword

; The standard library's free functions (Pygments' Name.Builtin.Pseudo), where they are called.
(call_expression
  (simple_identifier) @function.builtin
  (#any-of? @function.builtin
    "print" "debugPrint" "dump" "fatalError" "precondition" "preconditionFailure" "assert"
    "assertionFailure" "min" "max" "abs" "zip" "stride" "repeatElement" "sequence" "swap"
    "withUnsafePointer" "withUnsafeMutablePointer" "withExtendedLifetime" "type" "readLine"))

; An interpolation's `\(` and `)` belong to the string (the expression inside is code), and `init`
; is a keyword where an initializer is declared (upstream: a constructor name), as in Pygments.
(line_string_literal ["\\(" ")"] @string)
(multi_line_string_literal ["\\(" ")"] @string)
(init_declaration name: "init" @keyword)
