// Why: markers are referenced by id from edges, and several diagrams share one HTML page, so
// every id must be unique per diagram and predictable for CSS. One id format for every
// diagram type — mermaid's `<diagramId>_<diagramType>-<markerName>` — and one place that
// records which markers a drawing used and writes their `<defs>` in a fixed order.

/// The markers one drawing uses, with their ids.
package struct MarkerSet: Sendable {
    /// The diagram's id prefix (`context.idPrefix`).
    package let prefix: String
    /// mermaid's diagram type in marker ids and classes: `flowchart-v2`, `class`, `stateDiagram`, `sequence`.
    package let diagramType: String
    /// The markers used, each once. An array: a drawing uses a handful, and a `Set` of this type
    /// would cost a runtime conformance lookup on the first diagram of a run (see ``HashBuckets``).
    private var used: [Key] = []

    private struct Key: Hashable, Comparable {
        var shape: MarkerShape
        var color: String?
        var suffix: String { color.map(MarkerSet.colorSuffix) ?? "" }
        static func < (a: Key, b: Key) -> Bool {
            if a.shape != b.shape { return a.shape < b.shape }
            if a.suffix != b.suffix { return a.suffix < b.suffix }
            return (a.color ?? "") < (b.color ?? "")
        }
    }

    package init(prefix: String, diagramType: String) {
        self.prefix = prefix
        self.diagramType = diagramType
    }

    /// `<prefix>_<diagramType>-<name>`, plus `-<colour letters and digits>` for a coloured head.
    package func id(_ shape: MarkerShape, color: String? = nil) -> String {
        guard let color else { return String.concatenating(prefix, "_", diagramType, "-", shape.name) }
        return String.concatenating(prefix, "_", diagramType, "-", shape.name, "-", Self.colorSuffix(color))
    }

    /// Records the marker as used and returns `url(#id)` for `marker-start`/`marker-end`.
    package mutating func url(_ shape: MarkerShape, color: String? = nil) -> String {
        record(Key(shape: shape, color: color))
        guard let color else { return String.concatenating("url(#", prefix, "_", diagramType, "-", shape.name, ")") }
        return String.concatenating("url(#", prefix, "_", diagramType, "-", shape.name, "-", Self.colorSuffix(color), ")")
    }

    /// Records markers as used without referring to them (diagram types that define a fixed set).
    package mutating func include(_ shapes: [MarkerShape]) {
        for shape in shapes { record(Key(shape: shape, color: nil)) }
    }

    private mutating func record(_ key: Key) {
        if !used.contains(key) { used.append(key) }
    }

    /// True when no marker was used.
    package var isEmpty: Bool { used.isEmpty }

    /// `<defs>` with the used markers in catalogue order; nothing when none was used.
    ///
    /// The same set comes back on every diagram of a type (a sequence diagram defines all eight heads),
    /// so the markup is written once per set with a stand-in for the id prefix and remembered, cut
    /// where the prefix goes; a prefix that would need escaping in an attribute is written directly.
    package func write(into svg: inout SVGWriter) {
        guard !used.isEmpty else { return }
        let keys = used.sorted()
        if XMLEscape.needsEscaping(prefix, attribute: true) {
            Self.writeDefs(keys, prefix: prefix, diagramType: diagramType, into: &svg)
            return
        }
        let pieces = Self.memo.value(for: MemoKey(diagramType: diagramType, keys: keys)) {
            var scratch = SVGWriter()
            Self.writeDefs(keys, prefix: Self.standIn, diagramType: diagramType, into: &scratch)
            return StyleSheetMemo.pieces(of: scratch.output, cutAt: Self.standIn)
        }
        svg.append(pieces, joinedBy: prefix)
    }

    private static func writeDefs(_ keys: [Key], prefix: String, diagramType: String, into svg: inout SVGWriter) {
        let ids = MarkerSet(prefix: prefix, diagramType: diagramType)
        svg.open("defs")
        for key in keys {
            let paint = key.color.map { "fill:" + $0 + ";stroke:" + $0 + ";" }
            key.shape.write(id: ids.id(key.shape, color: key.color), diagramType: diagramType, paint: paint, into: &svg)
        }
        svg.end("defs")
    }

    private struct MemoKey: Hashable {
        var diagramType: String
        var keys: [Key]
    }

    private static let memo = BoundedMemo<MemoKey, [String]>(capacity: 256)
    /// Stands for the prefix while a set is written: a private-use character, which escaping keeps
    /// and no sanitised prefix, diagram type, marker name or colour holds.
    private static let standIn = "\u{E000}"

    static func colorSuffix(_ color: String) -> String {
        String(color.filter { $0.isASCII && ($0.isLetterQuick || $0.isNumber) })
    }
}
