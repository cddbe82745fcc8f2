// Why: MkDocs-Material's meta plugin does not fill missing keys as Jekyll's defaults do: it merges. A
// folder's `tags: [Guide]` and a note's `tags: [Setup]` give the note both tags, a map's keys are merged
// one by one, and any other value the note writes is the note's. Folio follows that rule for the
// `.meta.yml` layers (README "Front matter defaults"), kept apart from the scopes' simpler one.

extension FrontMatterDefaults {
    /// One folder's `.meta.yml`: front matter merged into every note of the folder and the folders below it.
    struct FolderLayer: Sendable {
        /// The content-relative folder, without a leading or trailing `/`; empty for the content folder.
        var folder: String
        var values: [(key: String, value: FrontMatterValue)]

        /// How many folders deep it is: a deeper layer is merged after (over) a shallower one.
        var depth: Int { folder.isEmpty ? 0 : folder.split(separator: "/").count }

        /// Whether the note at content-relative `source` is in the folder or below it.
        func holds(_ source: String) -> Bool { FrontMatterDefaults.isNote(source, below: folder) }
    }

    /// `base` merged with `top` the meta plugin's way: a key in both (compared case-insensitively, `top`'s
    /// spelling kept) whose values are both lists is `base`'s items then `top`'s not already among them;
    /// both maps, merged the same way key by key; otherwise `top`'s value. `top`'s keys come first, in
    /// its order, then the keys only `base` has.
    static func merged(_ base: [(key: String, value: FrontMatterValue)], over top: [(key: String, value: FrontMatterValue)])
        -> [(key: String, value: FrontMatterValue)] {
        var result: [(key: String, value: FrontMatterValue)] = []
        result.reserveCapacity(base.count + top.count)
        var taken = [Bool](repeating: false, count: base.count)
        for entry in top {
            let name = entry.key.lowercased()
            guard let index = base.indices.first(where: { !taken[$0] && FrontMatter.key(base[$0].key, lowercasedIs: name) }) else {
                result.append(entry)
                continue
            }
            taken[index] = true
            result.append((entry.key, merged(base[index].value, over: entry.value)))
        }
        for index in base.indices where !taken[index] { result.append(base[index]) }
        return result
    }

    /// One value of `base` under the same key's value in `top` (``merged(_:over:)``).
    private static func merged(_ base: FrontMatterValue, over top: FrontMatterValue) -> FrontMatterValue {
        switch (base, top) {
        case let (.list(first), .list(second)):
            var items = first
            for item in second where !items.contains(item) { items.append(item) }
            return .list(items)
        case let (.map(first), .map(second)):
            return .map(merged(first, over: second))
        default:
            return top
        }
    }
}
