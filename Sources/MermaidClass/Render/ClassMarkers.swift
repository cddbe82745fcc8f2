/// Arrow-head markers for relations. Each kind exists as a `…Start` and a `…End` marker, as in
/// mermaid, so CSS written for mermaid's marker ids keeps working. Markers are in user space and
/// their tip sits exactly on the line's end (the node border), oriented along the last segment,
/// so they stay right even when an orthogonal route ends in a segment shorter than the head.
/// Hollow heads are filled with the background, which hides the line running under them.
enum ClassMarkers {
    static func id(_ end: RelationEnd, start: Bool, prefix: String) -> String {
        "\(prefix)_class-\(end.rawValue)\(start ? "Start" : "End")"
    }

    /// `<marker>` definitions for the kinds that are used.
    static func definitions(_ used: Set<String>, prefix: String) -> String {
        var out = ""
        for end in RelationEnd.allCases {
            for start in [true, false] where used.contains(id(end, start: start, prefix: prefix)) {
                out += marker(end, start: start, prefix: prefix)
            }
        }
        return out.isEmpty ? "" : "<defs>" + out + "</defs>"
    }

    /// Shapes point along +x with their base at x = 1 and their tip at x = 19 (End markers);
    /// Start markers are mirrored so the tip touches the source node. The lollipop's circle
    /// touches the node with its far side.
    private static func marker(_ end: RelationEnd, start: Bool, prefix: String) -> String {
        let shape: String
        func x(_ v: Double) -> String { (start ? 20 - v : v).svg }
        switch end {
        case .extension_:
            shape = "<path d=\"M\(x(1)),2 L\(x(19)),8 L\(x(1)),14 Z\"/>"
        case .composition, .aggregation:
            shape = "<path d=\"M\(x(1)),8 L\(x(10)),2 L\(x(19)),8 L\(x(10)),14 Z\"/>"
        case .dependency:
            shape = "<path d=\"M\(x(1)),2 L\(x(19)),8 L\(x(1)),14 L\(x(6)),8 Z\"/>"
        case .lollipop:
            shape = "<circle cx=\"\(x(7))\" cy=\"8\" r=\"6\"/>"
        }
        let refX = start ? (end == .lollipop ? 7 : 1) : (end == .lollipop ? 13 : 19)
        return "<marker id=\"\(id(end, start: start, prefix: prefix))\" class=\"marker \(end.rawValue) class\" "
            + "refX=\"\(refX)\" refY=\"8\" markerWidth=\"20\" markerHeight=\"16\" markerUnits=\"userSpaceOnUse\" "
            + "orient=\"auto\">\(shape)</marker>"
    }
}
