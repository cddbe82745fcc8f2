// Why: mermaid marks pseudo-states at the end of a `state` line in two spellings, `<<fork>>`
// and `[[fork]]`, and diagrams copied out of HTML carry the first as `&lt;&lt;fork&gt;&gt;`.
// The parser reads all three here, case-insensitively, so it has one place for the rule.

/// Finds a `fork`/`join`/`choice` marker at the end of a `state` statement.
enum StateTypeMarker {
    private static let kinds: [(String, StateNode.Kind)] = [("fork", .fork), ("join", .join), ("choice", .choice)]

    /// The kind and the text before the marker (trailing spaces removed) when `body` ends with
    /// `<<kind>>`, `[[kind]]` or `&lt;&lt;kind&gt;&gt;` (final `;` optional); nil otherwise.
    static func split(_ body: Substring) -> (StateNode.Kind, Substring)? {
        // The statement's trailing `;` is already gone, so `&gt;&gt;` may have lost its own.
        guard let last = body.last, last == ">" || last == "]" || last == ";" || last == "t" else { return nil }
        let lower = body.lowercased()
        for (name, kind) in kinds {
            for marker in ["<<\(name)>>", "[[\(name)]]", "&lt;&lt;\(name)&gt;&gt;", "&lt;&lt;\(name)&gt;&gt"] where lower.hasSuffix(marker) {
                var before = body.dropLast(marker.count)
                while let c = before.last, c == " " || c == "\t" { before = before.dropLast() }
                return (kind, before)
            }
        }
        return nil
    }
}
