import Foundation
@testable import GraphLayout

/// Writes a plain SVG of a layout when GRAPHLAYOUT_SVG_DIR is set (for looking at results by eye).
enum DebugDrawing {
    static func dump(_ name: String, _ graph: LayoutGraph, _ r: LayoutResult, curve: CurveStyle = .basis) {
        guard let dir = ProcessInfo.processInfo.environment["GRAPHLAYOUT_SVG_DIR"] else { return }
        var s = "<svg xmlns='http://www.w3.org/2000/svg' width='\(r.width + 20)' height='\(r.height + 20)' viewBox='-10 -10 \(r.width + 20) \(r.height + 20)'>"
        s += "<rect x='-10' y='-10' width='\(r.width + 20)' height='\(r.height + 20)' fill='white'/>"
        for c in graph.clusters { if let b = r.clusters[c.id] {
            s += "<rect x='\(b.minX)' y='\(b.minY)' width='\(b.width)' height='\(b.height)' fill='#ffd' stroke='#aa0'/>"
            s += "<text x='\(b.x)' y='\(b.minY + 12)' font-size='11' text-anchor='middle'>\(c.id)</text>"
        } }
        for n in graph.nodes { if let b = r.nodes[n.id] {
            s += "<rect x='\(b.minX)' y='\(b.minY)' width='\(b.width)' height='\(b.height)' fill='#def' stroke='#36c'/>"
            s += "<text x='\(b.x)' y='\(b.y + 4)' font-size='11' text-anchor='middle'>\(n.id)</text>"
        } }
        for e in graph.edges {
            if let p = r.edgePoints[e.id] {
                s += "<path d='\(curve.path(through: p))' fill='none' stroke='#333'/>"
                if let last = p.last { s += "<circle cx='\(last.x)' cy='\(last.y)' r='2.5' fill='red'/>" }
            }
            if let b = r.edgeLabels[e.id] {
                s += "<rect x='\(b.minX)' y='\(b.minY)' width='\(b.width)' height='\(b.height)' fill='#efe' stroke='#4a4' opacity='0.8'/>"
            }
        }
        s += "</svg>"
        try? s.write(toFile: "\(dir)/\(name).svg", atomically: true, encoding: .utf8)
    }
}
