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
; `@class` (two tokens in the grammar) is one keyword; `@required` and `@optional` are keywords
; (upstream: type qualifiers, the type colour).
(class_declaration "@" @keyword)
["@required" "@optional"] @keyword
; Names are coloured where declared: a protocol's, and a forward-declared class's (`@class Note;`).
(protocol_declaration "@protocol" . (identifier) @type.definition)
(class_declaration (identifier) @type.definition)
; A property's or instance variable's type is a use of the type, plain as in a method's
; parameters: the grammar puts it straight under a field-less `struct_declaration`, which the
; use-site rule would otherwise take for the name being defined.
(struct_declaration (type_identifier) @folio.plain)
; So are a superclass and the protocols a class or protocol adopts (`: NSObject`, `<Counting>`):
; the grammar gives their declarations no name field, so the use-site rule would take them for
; the declared name.
(class_interface superclass: (identifier) @folio.plain)
(protocol_reference_list (identifier) @folio.plain)
; The language's constants are its own names, as `self` is: `nil`, `Nil`, `YES`, `NO`, `NULL`; and
; a boxed literal's `@` belongs to it (`@42` a number, `@YES` a constant).
((identifier) @constant.builtin (#any-of? @constant.builtin "nil" "Nil" "YES" "NO" "NULL"))
(at_expression "@" @number . (number_literal))
((at_expression "@" @constant.builtin . (identifier) @_value) (#any-of? @_value "YES" "NO"))
; A preprocessor line is one directive, as Pygments and Xcode draw it: a `#define`'s name,
; parameters and value and a `#pragma`'s text (`#pragma mark - Lifecycle`) take the directive's colour.
(preproc_def name: (identifier) @keyword.directive)
(preproc_def value: (preproc_arg) @keyword.directive)
(preproc_function_def name: (identifier) @keyword.directive)
(preproc_function_def parameters: (preproc_params) @keyword.directive)
(preproc_params ["(" ")" "," "..."] @keyword.directive)
(preproc_params (identifier) @keyword.directive)
(preproc_function_def value: (preproc_arg) @keyword.directive)
(preproc_call argument: (preproc_arg) @keyword.directive)
