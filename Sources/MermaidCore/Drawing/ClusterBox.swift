// Why: graph renderers draw a cluster from the layout's box, and when the layout gives none
// (a cluster the layered layout could not place) from the box around its members. Flowchart,
// class and state diagrams each had a copy of that fallback and of the cluster group markup.

/// A cluster's box (centre and size, like the layout's boxes) and mermaid's cluster markup.
package struct ClusterBox: Sendable, Equatable {
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double

    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    package var minX: Double { x - width / 2 }
    package var minY: Double { y - height / 2 }

    /// The box around members spanning `minX…maxX` × `minY…maxY`: `padding` on every side,
    /// plus a title band of `titleHeight` above. Nil when there are no members (infinite extent).
    package static func enclosing(minX: Double, minY: Double, maxX: Double, maxY: Double,
                                  padding: Double = 8, titleHeight: Double = 0) -> ClusterBox? {
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite, minX <= maxX, minY <= maxY else { return nil }
        let top = minY - padding - titleHeight
        let bottom = maxY + padding
        return ClusterBox(x: (minX + maxX) / 2, y: (top + bottom) / 2,
                          width: maxX - minX + 2 * padding, height: bottom - top)
    }

    /// Draws mermaid's cluster group: `<g class="…" id="…" data-id="…"><rect …/>` and, when
    /// `label` is given, `<g class="cluster-label" [transform]>label</g>`.
    package func draw(className: String, id: String, dataId: String, rectStyle: String? = nil,
                      label: SVGWriter?, labelTransform: SVGValue? = nil, into svg: inout SVGWriter) {
        svg.start("g")
        svg.attr("class", className)
        svg.attr("id", id)
        svg.attr("data-id", dataId)
        svg.startBody()
        svg.start("rect")
        svg.attr("style", rectStyle)
        svg.frame(x: minX, y: minY, width: width, height: height)
        svg.endEmpty()
        if let label {
            svg.start("g")
            svg.attr("class", "cluster-label")
            if let labelTransform { svg.attr("transform", format: labelTransform) }
            svg.startBody()
            svg.append(label)
            svg.end("g")
        }
        svg.end("g")
    }
}
