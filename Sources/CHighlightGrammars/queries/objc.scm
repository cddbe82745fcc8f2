; Folio's additions to the Objective-C highlights, put last (its query is written for Neovim).
; Classes and methods are coloured where they are declared; a method's `-` or `+` is an operator;
; property attributes (`nonatomic`, `assign`) are keywords; `instancetype`, and the type in a cast,
; are types; `self` and `super` are the language's own names.
(class_interface . "@interface" . (identifier) @type.definition)
(class_implementation . "@implementation" . (identifier) @type.definition)
(method_declaration ["-" "+"] @operator)
(method_definition ["-" "+"] @operator)
(method_declaration (identifier) @function.definition)
(method_definition (identifier) @function.definition)
(property_attribute (identifier) @keyword)
((type_identifier) @type.builtin (#eq? @type.builtin "instancetype"))
(cast_expression type: (type_descriptor) @type.builtin)
((identifier) @variable.builtin (#any-of? @variable.builtin "self" "super"))
(string_literal "@" @string)
; A system header's path (`#import <Foundation/Foundation.h>`, `#include <stdlib.h>`) takes the
; directive's colour: `<…>` is a header name, not a string literal, and Pygments' Objective-C lexer
; and Xcode draw the whole line as one preprocessor directive. A quoted path (`"Counter.h"`) stays a
; string.
(preproc_include path: (system_lib_string) @keyword.directive)
