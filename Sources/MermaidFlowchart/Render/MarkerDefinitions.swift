/// Arrow heads (`point`, `circle`, `cross`, each as start and end) as SVG markers with ids
/// scoped to the diagram (`<prefix>_flowchart-v2-pointEnd`), so several diagrams on one
/// page never share or override each other's markers.
enum MarkerDefinitions {
    /// One marker: a head shape, optionally in a link's own colour.
    struct Marker: Hashable {
        var name: String
        var color: String?

        func id(prefix: String) -> String {
            var id = "\(prefix)_flowchart-v2-\(name)"
            if let color {
                id += "-" + color.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }
            }
            return id
        }
    }

    static func name(_ head: ArrowHead, start: Bool) -> String {
        switch head {
        case .point: return start ? "pointStart" : "pointEnd"
        case .circle: return start ? "circleStart" : "circleEnd"
        case .cross: return start ? "crossStart" : "crossEnd"
        }
    }

    /// `<defs>` with the named markers (sorted names give deterministic output).
    static func defs(_ markers: [Marker], prefix: String) -> String {
        guard !markers.isEmpty else { return "" }
        var out = "<defs>"
        for marker in markers {
            let name = marker.name
            let id = SVGMarkup.escape(marker.id(prefix: prefix))
            let paint = marker.color.map { "fill:\(SVGMarkup.escape($0));stroke:\(SVGMarkup.escape($0));" } ?? ""
            let common = "markerUnits=\"userSpaceOnUse\" orient=\"auto\""
            switch name {
            case "pointEnd":
                out += "<marker id=\"\(id)\" class=\"marker flowchart-v2\" viewBox=\"0 0 10 10\" refX=\"5\" refY=\"5\" markerWidth=\"8\" markerHeight=\"8\" \(common)><path d=\"M0,0L10,5L0,10z\" class=\"arrowMarkerPath\" style=\"\(paint)stroke-width:1;stroke-dasharray:1,0\"/></marker>"
            case "pointStart":
                out += "<marker id=\"\(id)\" class=\"marker flowchart-v2\" viewBox=\"0 0 10 10\" refX=\"4.5\" refY=\"5\" markerWidth=\"8\" markerHeight=\"8\" \(common)><path d=\"M0,5L10,10L10,0z\" class=\"arrowMarkerPath\" style=\"\(paint)stroke-width:1;stroke-dasharray:1,0\"/></marker>"
            case "circleEnd", "circleStart":
                let ref = name == "circleEnd" ? "11" : "-1"
                out += "<marker id=\"\(id)\" class=\"marker flowchart-v2\" viewBox=\"0 0 10 10\" refX=\"\(ref)\" refY=\"5\" markerWidth=\"11\" markerHeight=\"11\" \(common)><circle cx=\"5\" cy=\"5\" r=\"5\" class=\"arrowMarkerPath\" style=\"\(paint)stroke-width:1;stroke-dasharray:1,0\"/></marker>"
            default:
                let ref = name == "crossEnd" ? "12" : "-1"
                out += "<marker id=\"\(id)\" class=\"marker cross flowchart-v2\" viewBox=\"0 0 11 11\" refX=\"\(ref)\" refY=\"5.2\" markerWidth=\"11\" markerHeight=\"11\" \(common)><path d=\"M1,1l9,9M10,1l-9,9\" class=\"arrowMarkerPath\" style=\"\(paint)stroke-width:2;stroke-dasharray:1,0\"/></marker>"
            }
        }
        return out + "</defs>"
    }
}
