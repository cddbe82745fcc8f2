; Object keys in the keyword colour (Pygments' Name.Tag), before upstream's @string.special.key.
(pair key: (string) @tag)
