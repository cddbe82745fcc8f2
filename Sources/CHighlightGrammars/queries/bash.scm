; Folio's additions to tree-sitter-bash's highlights (also used for console sessions), put first.
; Commands that are not the shell's own builtins are plain, as in Pygments (upstream colours every
; command name as a function call; `echo`, `cd`, `set` … keep that colour).
((command_name (word) @folio.plain)
 (#not-any-of? @folio.plain
  "alias" "bg" "bind" "break" "builtin" "caller" "cd" "command" "compgen" "complete" "continue"
  "declare" "dirs" "disown" "echo" "enable" "eval" "exec" "exit" "export" "fc" "fg" "getopts" "hash"
  "help" "history" "jobs" "kill" "let" "local" "logout" "mapfile" "popd" "printf" "pushd" "pwd" "read"
  "readarray" "readonly" "return" "set" "shift" "shopt" "source" "suspend" "test" "time" "times"
  "trap" "type" "typeset" "ulimit" "umask" "unalias" "unset" "wait"))

; `$name` is one variable, its `$` included.
(simple_expansion "$" @folio.plain)

; The brackets of command and arithmetic substitution, and an expansion's operator, are keywords;
; the default after `:-` is a plain word even inside a string.
(command_substitution ["$(" ")"] @keyword)
(arithmetic_expansion ["$((" "))"] @keyword)
(expansion operator: _ @keyword)
(expansion (word) @folio.plain)
