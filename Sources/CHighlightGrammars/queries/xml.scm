; Folio's additions to tree-sitter-xml's highlights, put last (its query is written for Neovim).
; As Pygments draws XML: a tag's brackets belong to the tag; the XML declaration is one directive;
; an attribute value's quotes belong to the string and its `=` is plain.
(STag ["<" ">"] @tag)
(ETag ["</" ">"] @tag)
(EmptyElemTag ["<" "/>"] @tag)
(XMLDecl ["<?" "xml" "version" "encoding" "standalone" "=" "\"" "'" "?>"] @tag)
(XMLDecl [(VersionNum) (EncName)] @tag)
(AttValue ["\"" "'"] @string)
(Attribute "=" @folio.plain)
