; Plain mapping keys in the keyword colour (Pygments' Name.Tag); after upstream's @property, so they
; win. Quoted keys stay strings, as Pygments draws them.
(block_mapping_pair key: (flow_node (plain_scalar (string_scalar) @tag)))
(flow_pair key: (flow_node (plain_scalar (string_scalar) @tag)))
(block_mapping_pair key: (flow_node [(double_quote_scalar) (single_quote_scalar)] @string))
; Unquoted values are plain text, as in Pygments, in block and flow collections alike; quoted ones
; stay strings.
(block_mapping_pair value: (flow_node (plain_scalar (string_scalar) @variable)))
(block_sequence_item (flow_node (plain_scalar (string_scalar) @variable)))
(flow_sequence (flow_node (plain_scalar (string_scalar) @variable)))
(flow_pair value: (flow_node (plain_scalar (string_scalar) @variable)))
