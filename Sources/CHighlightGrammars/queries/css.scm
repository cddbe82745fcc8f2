; Property names in the keyword colour (Pygments' Keyword), before upstream's @property.
(property_name) @tag
