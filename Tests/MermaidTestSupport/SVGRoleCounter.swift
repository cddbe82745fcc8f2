import Foundation

/// Counts mermaid's roles in an SVG string the way `shared/tools/fidelity/compare.py` does
/// (nodes, relation/transition paths with dagre's 3-path self-loops folded, labelled edge labels,
/// clusters), without an XML parser: enough for our own output and mermaid's references. ER and
/// requirement lines (`relationshipLine`, which compare.py does not count) count as edges too, and so
/// do architecture edges (`path.edge`), services and junctions (nodes) and groups (`rect.node-bkg`,
/// clusters).
package struct SVGRoleCounter: Equatable, CustomStringConvertible {
    package var nodes = 0, edges = 0, clusters = 0

    package init(_ svg: String) {
        for tag in svg.components(separatedBy: "<").dropFirst() {
            guard let end = tag.firstIndex(of: ">") else { continue }
            let head = tag[..<end]
            let name = head.prefix { $0 != " " && $0 != "/" }
            let classes = Self.attribute("class", in: head).split(separator: " ").map(String.init)
            if name == "g" && (classes.contains("node") || classes.contains("rough-node")) { nodes += 1 }
            if name == "g" && classes.contains("cluster") { clusters += 1 }
            if name == "g" && (classes == ["architecture-service"] || classes == ["architecture-junction"]) { nodes += 1 }
            if name == "rect" && classes == ["node-bkg"] { clusters += 1 }
            if name == "path" && classes == ["edge"] { edges += 1 }
            if (name == "path" || name == "line" || name == "polyline") && (classes.contains("relation") || classes.contains("transition")
                    || classes.contains("relationshipLine")) {
                let id = Self.attribute("data-id", in: head)
                if !(id.hasSuffix("-cyclic-special-mid") || id.hasSuffix("-cyclic-special-2")) { edges += 1 }
            }
        }
    }

    package init(nodes: Int, edges: Int, clusters: Int) { self.nodes = nodes; self.edges = edges; self.clusters = clusters }

    private static func attribute(_ name: String, in head: Substring) -> String {
        guard let range = head.range(of: " \(name)=\"") else { return "" }
        let rest = head[range.upperBound...]
        return String(rest.prefix { $0 != "\"" })
    }

    package var description: String { "nodes \(nodes), edges \(edges), clusters \(clusters)" }
}

/// The visible words of an SVG (text outside `<style>`, `<title>`, `<desc>`), entities decoded,
/// as a multiset, the way compare.py's word recall sees them.
package enum SVGWords {
    package static func words(_ svg: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        var hidden = 0
        for piece in svg.components(separatedBy: "<").dropFirst() {
            guard let end = piece.firstIndex(of: ">") else { continue }
            let tag = piece[..<end]
            let name = tag.prefix { $0 != " " }.lowercased()
            let closing = name.hasPrefix("/")
            var bare = closing ? String(name.dropFirst()) : name
            if bare.hasSuffix("/") { bare.removeLast() }
            if ["style", "title", "desc"].contains(bare) && !tag.hasSuffix("/") { hidden += closing ? -1 : 1 }
            guard hidden == 0 else { continue }
            let text = decode(String(piece[piece.index(after: end)...]))
            for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\u{a0}" }) {
                counts[String(word), default: 0] += 1
            }
        }
        return counts
    }

    package static func decode(_ s: String) -> String {
        guard s.contains("&") else { return s }
        var out = s
        for _ in 0..<2 {
            out = out.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
                .replacingOccurrences(of: "&nbsp;", with: " ").replacingOccurrences(of: "&amp;", with: "&")
        }
        return out
    }

    /// Reference words missing from ours (with multiplicity).
    package static func missing(reference: String, ours: String) -> [String] {
        let mine = words(ours)
        var result: [String] = []
        for (word, count) in words(reference).sorted(by: { $0.key < $1.key }) where (mine[word] ?? 0) < count {
            result.append(word)
        }
        return result
    }
}
