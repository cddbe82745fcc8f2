; Mapping keys in the keyword colour (Pygments' Name.Tag); after upstream's @property, so they win.
(block_mapping_pair key: (flow_node (plain_scalar (string_scalar) @tag)))
(block_mapping_pair key: (flow_node [(double_quote_scalar) (single_quote_scalar)] @tag))
(flow_pair key: (flow_node (plain_scalar (string_scalar) @tag)))
; Unquoted values are plain text, as in Pygments; quoted ones stay strings.
(block_mapping_pair value: (flow_node (plain_scalar (string_scalar) @variable)))
(block_sequence_item (flow_node (plain_scalar (string_scalar) @variable)))
