; Folio's additions to the JavaScript highlights (also used for TypeScript and TSX), put first.
; As Pygments draws them: a template's `${` and `}` belong to the string (the expression inside is
; code); a class's `constructor` is a keyword.
(template_substitution ["${" "}"] @string)
(method_definition name: (property_identifier) @keyword (#eq? @keyword "constructor"))
