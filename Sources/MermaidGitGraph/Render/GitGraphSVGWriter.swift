// Why: draws a laid-out gitGraph with mermaid's DOM (groups `commit-arrows`, `commit-bullets`,
// `commit-labels`; classes `commit`, `arrow`, `branch`, `tag-label`, …) so mermaid's CSS
// conventions and our fidelity tools apply, and keeps the bounding box as it goes.
import Foundation
import MermaidCore

/// Writes the body of a gitGraph SVG.
struct GitGraphSVGWriter {
    let graph: GitGraph
    let layout: GitGraphLayout
    let settings: GitGraphSettings
    let context: DiagramContext
    let commitLabelSize: Double
    let tagLabelSize: Double
    private(set) var minX = Double.infinity, minY = Double.infinity
    private(set) var maxX = -Double.infinity, maxY = -Double.infinity

    init(graph: GitGraph, layout: GitGraphLayout, settings: GitGraphSettings, context: DiagramContext,
         commitLabelSize: Double, tagLabelSize: Double) {
        self.graph = graph
        self.layout = layout
        self.settings = settings
        self.context = context
        self.commitLabelSize = commitLabelSize
        self.tagLabelSize = tagLabelSize
    }

    var isEmpty: Bool { !minX.isFinite }

    /// Grows the bounding box by a rectangle, optionally rotated by `angle` degrees about (cx, cy)
    /// and then shifted by (dx, dy).
    mutating func include(x: Double, y: Double, width: Double, height: Double, angle: Double = 0,
                                  cx: Double = 0, cy: Double = 0, dx: Double = 0, dy: Double = 0) {
        let corners = [(x, y), (x + width, y), (x, y + height), (x + width, y + height)]
        let radians = angle * .pi / 180
        for (px, py) in corners {
            var qx = px, qy = py
            if angle != 0 {
                let ox = px - cx, oy = py - cy
                qx = cx + ox * cos(radians) - oy * sin(radians)
                qy = cy + ox * sin(radians) + oy * cos(radians)
            }
            minX = min(minX, qx + dx); maxX = max(maxX, qx + dx)
            minY = min(minY, qy + dy); maxY = max(maxY, qy + dy)
        }
    }

    static func colorIndex(_ index: Int) -> Int { index % 8 }

    /// The whole body: branches, arrows, bullets, labels.
    mutating func body() -> SVGWriter {
        var svg = SVGWriter(capacity: 256 * max(graph.commits.count, 4))
        var branchLines: [Double] = []
        if settings.showBranches {
            svg.open("g")
            for branch in layout.branchOrder {
                guard let lane = layout.lanes[branch.name] else { continue }
                branchLines.append(drawBranch(branch.name, lane: lane, into: &svg))
            }
            svg.end("g")
        }
        var router = GitArrowRouter(graph: graph, layout: layout, branchLines: branchLines)
        svg.openGroup(class: "commit-arrows")
        for (index, commit) in graph.commits.enumerated() {
            for parent in commit.parents {
                guard let from = graph.indexById[parent] else { continue }
                let (path, color) = router.arrow(from: from, to: index)
                svg.start("path")
                svg.attr("d", path)
                svg.attr("class", "arrow arrow\(Self.colorIndex(color))")
                svg.endEmpty()
            }
        }
        svg.end("g")
        let order = graph.commits.indices.sorted { graph.commits[$0].seq < graph.commits[$1].seq }
        svg.openGroup(class: "commit-bullets")
        for index in order { drawBullet(index, into: &svg) }
        svg.end("g")
        svg.openGroup(class: "commit-labels")
        for index in order {
            drawCommitLabel(index, into: &svg)
            drawTags(index, into: &svg)
        }
        svg.end("g")
        if let title = context.title, !title.trimmingASCIIWhitespace().isEmpty,
           context.options.drawsTitle {
            drawTitle(title.trimmingASCIIWhitespace(), into: &svg)
        }
        return svg
    }

    // MARK: Branches

    /// Draws a branch line and its label; returns the lane's position (a taken lane for arrows).
    private mutating func drawBranch(_ name: String, lane: GitGraphLayout.Lane, into svg: inout SVGWriter) -> Double {
        let color = Self.colorIndex(lane.index)
        let vertical = layout.orientation.isVertical
        let spine = vertical ? lane.pos : lane.pos - 2
        let top = GitGraphLayout.verticalStart
        svg.start("line")
        switch layout.orientation {
        case .leftToRight: svg.endpoints(x1: 0, y1: spine, x2: layout.maxPos, y2: spine)
        case .topToBottom: svg.endpoints(x1: spine, y1: top, x2: spine, y2: layout.maxPos)
        case .bottomToTop: svg.endpoints(x1: spine, y1: layout.maxPos, x2: spine, y2: top)
        }
        svg.attr("class", "branch branch\(color)")
        svg.endEmpty()
        if vertical {
            include(x: spine, y: top, width: 0, height: layout.maxPos - top)
        } else {
            include(x: 0, y: spine, width: layout.maxPos, height: 0)
        }

        let w = lane.labelWidth, h = lane.labelHeight
        let shift = settings.rotateCommitLabel ? 30.0 : 0
        var rect: (x: Double, y: Double)
        var text: (x: Double, y: Double)
        switch layout.orientation {
        case .leftToRight:
            rect = (-w - 4 - shift - 19, spine - h / 2 - 2)
            text = (-w - 14 - shift, spine - h / 2 - 2)
        case .topToBottom:
            rect = (spine - w / 2 - 10, 0)
            text = (spine - w / 2 - 5, 0)
        case .bottomToTop:
            rect = (spine - w / 2 - 10, layout.maxPos)
            text = (spine - w / 2 - 5, layout.maxPos)
        }
        svg.start("rect")
        svg.attr("class", "branchLabelBkg label\(color)")
        svg.attr("rx", 4.0)
        svg.attr("ry", 4.0)
        svg.frame(x: rect.x, y: rect.y, width: w + 18, height: h + 4)
        svg.endEmpty()
        include(x: rect.x, y: rect.y, width: w + 18, height: h + 4)
        svg.openGroup(class: "branchLabel")
        svg.start("g")
        svg.attr("class", "label branch-label\(color)")
        svg.attr("transform", format: "translate(\(text.x), \(text.y))")
        svg.startBody()
        svg.open("text")
        for (row, line) in Self.rows(name).enumerated() {
            svg.start("tspan")
            svg.attr("x", 0.0)
            svg.attr("y", (Double(row) + 0.5) * GitGraphRenderer.branchRowHeight + context.text.baselineOffset(size: 16) + 2)
            svg.attr("class", "row")
            svg.startBody()
            svg.text(line)
            svg.end("tspan")
        }
        svg.end("text")
        svg.end("g")
        svg.end("g")
        return spine
    }

    /// A branch name's rows (mermaid breaks at `\n` and `<br>`).
    static func rows(_ name: String) -> [String] {
        // Most names have no break to look for: one row, without three Foundation passes.
        if !name.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "<") || $0 == 10 }) {
            return [name.trimmingWhitespaces()]
        }
        var text = name.replacingOccurrences(of: "\\n", with: "\n")
        for tag in ["<br/>", "<br />", "<br>", "<BR>", "<BR/>"] { text = text.replacingOccurrences(of: tag, with: "\n") }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingWhitespaces() }
    }

    // MARK: Title

    private mutating func drawTitle(_ title: String, into svg: inout SVGWriter) {
        guard !isEmpty else { return }
        let width = context.text.width(of: title, size: 18)
        let centerX = (minX + maxX) / 2
        let baseline = minY - settings.titleTopMargin
        svg.start("text")
        svg.attr("text-anchor", "middle")
        svg.attr("x", centerX)
        svg.attr("y", baseline)
        svg.attr("class", "gitTitleText")
        svg.startBody()
        svg.text(title)
        svg.end("text")
        include(x: centerX - width / 2, y: baseline - 18, width: width, height: 23)
    }
}
