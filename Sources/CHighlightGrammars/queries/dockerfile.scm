; Image references (tag colon included), stage names, the working directory and exposed ports are
; strings, as Pygments draws them; upstream leaves them plain.
(image_spec) @string
(image_tag ":" @string)
(image_alias) @string
(workdir_instruction (path) @string)
(expose_instruction (expose_port) @string)
