import MermaidCore

/// The last step of parsing: what can only be decided once the whole body is read.
extension FlowchartParser {
    mutating func finish() -> FlowchartDocument {
        applyPendingClasses()
        applySubgraphStyles()
        applyLinkStyles()
        resolveSubgraphParents()
        removeSubgraphVertices()
        warnAboutIcons()
        warnAboutMath()
        return document
    }

    /// A `$$…$$` formula outside the drawn KaTeX subset is shown as its source text; the
    /// writer is told where.
    mutating func warnAboutMath() {
        var labels: [(String, SourcePosition)] = document.nodes.map { ($0.labelText.raw, $0.position) }
        labels += document.edges.compactMap { edge in edge.text.map { ($0.raw, edge.position) } }
        labels += document.subgraphs.map { ($0.title.raw, $0.position) }
        for (raw, position) in labels where raw.containsByte(UInt8(ascii: "$")) {
            for problem in MathLabel.problems(in: raw) { warn(problem, at: position, code: "unsupported-syntax") }
        }
    }

    /// `fa:fa-check` needs the Font Awesome web font, which an SVG cannot count on: the
    /// reference is drawn as its text (mermaid draws an empty box) and the writer is told.
    mutating func warnAboutIcons() {
        var labels: [(String, SourcePosition)] = document.nodes.map { ($0.labelText.raw, $0.position) }
        labels += document.edges.compactMap { edge in edge.text.map { ($0.raw, edge.position) } }
        for (raw, position) in labels where FlowLabel.containsIconMarker(raw) {
            let names = raw.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\"" })
                .filter { FlowLabel.isIconReference($0) }
            let list = names.map { "'\($0)'" }.joined(separator: ", ")
            warn("icon \(list) is drawn as text: icon fonts are not bundled", at: position, code: "unsupported-syntax")
        }
    }

    /// `class X c` where X is a subgraph; any other unknown id is ignored, as mermaid does.
    mutating func applyPendingClasses() {
        for pending in pendingClasses {
            for id in pending.ids {
                if let s = document.subgraphIndex[id] {
                    document.subgraphs[s].classes.append(pending.name)
                } else {
                    warn("class '\(pending.name)' names '\(id)', which is not a node; ignored (as mermaid does)",
                         at: pending.position, code: "unknown-reference")
                }
            }
        }
    }

    mutating func applySubgraphStyles() {
        for (id, styles) in pendingStyles {
            if let s = document.subgraphIndex[id] { document.subgraphs[s].styles += styles }
        }
    }

    mutating func applyLinkStyles() {
        for pending in pendingLinkStyles {
            guard let indices = pending.indices else {
                document.defaultLinkStyle += pending.styles
                if let curve = pending.interpolate { document.defaultInterpolation = curve }
                continue
            }
            for i in indices {
                guard i >= 0 && i < document.edges.count else {
                    warn("linkStyle \(i) names no edge (there are \(document.edges.count)); ignored",
                         at: pending.position, code: "unknown-reference")
                    continue
                }
                document.edges[i].styles += pending.styles
                if let curve = pending.interpolate { document.edges[i].curve = curve }
            }
        }
    }

    /// A node or subgraph belongs to the first subgraph (in closing order) that mentions
    /// it: inner subgraphs close first, so they win over the ones around them.
    mutating func resolveSubgraphParents() {
        var parent: [String: String] = [:]
        for sg in document.subgraphs.reversed() {
            for member in sg.members where member != sg.id { parent[member] = sg.id }
        }
        for i in document.subgraphs.indices {
            let id = document.subgraphs[i].id
            guard var p = parent[id] else { continue }
            // Refuse cycles (a subgraph inside itself through redefinitions).
            var steps = 0
            var cyclic = false
            while steps <= document.subgraphs.count {
                if p == id { cyclic = true; break }
                guard let next = parent[p] else { break }
                p = next
                steps += 1
            }
            document.subgraphs[i].parent = cyclic ? nil : parent[id]
        }
        for i in document.subgraphs.indices {
            document.subgraphs[i].members = document.subgraphs[i].members.filter { parent[$0] == document.subgraphs[i].id }
            var seen = Set<String>()
            document.subgraphs[i].members = document.subgraphs[i].members.filter { seen.insert($0).inserted }
        }
    }

    /// A vertex whose id is a subgraph id is the subgraph itself (edges attach to the cluster).
    mutating func removeSubgraphVertices() {
        guard !document.subgraphs.isEmpty else { return }
        document.nodes.removeAll { document.subgraphIndex[$0.id] != nil }
        document.nodeIndex = [:]
        for (i, node) in document.nodes.enumerated() { document.nodeIndex[node.id] = i }
    }
}
