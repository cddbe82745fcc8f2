// Why: places and draws a fishbone. Each bone is sized from its ribs (the wrapped sub-cause
// labels stacked along it), bones pair up above and below the spine from the head leftwards, and
// every label's box is added to the bounds, so nothing is cut off or overlaps.
import MermaidCore

/// Lays out and writes one ishikawa diagram.
struct IshikawaDrawing {
    static let lineHeight = 16.8
    static let ribWrap = 140.0
    static let headWrap = 90.0
    /// Horizontal run of a bone per unit of its height.
    static let slant = 0.15

    let diagram: Ishikawa
    let context: DiagramContext
    private(set) var bounds = (minX: 0.0, minY: 0.0, maxX: 0.0, maxY: 0.0)

    init(diagram: Ishikawa, context: DiagramContext) {
        self.diagram = diagram
        self.context = context
    }

    private mutating func include(_ x: Double, _ y: Double) {
        bounds = (min(bounds.minX, x), min(bounds.minY, y), max(bounds.maxX, x), max(bounds.maxY, y))
    }

    /// One rib: a sub-cause and how it is drawn.
    private struct Rib {
        var node: Int
        var depth: Int
        var block: TextBlock
        var width: Double
        var height: Double
    }

    /// The sub-causes of a cause in reading order (pre-order, without recursion).
    private func ribs(of cause: Int) -> [Rib] {
        var result: [Rib] = []
        var stack = Array(diagram.nodes[cause].children.reversed())
        while let index = stack.popLast() {
            let node = diagram.nodes[index]
            let block = context.text.wrap(LabelText.parse(node.text), width: Self.ribWrap)
            let size = context.text.measure(block)
            result.append(Rib(node: index, depth: node.depth, block: block, width: size.width,
                              height: Double(block.lines.count) * Self.lineHeight + 12))
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }

    mutating func body() -> SVGWriter {
        var svg = SVGWriter(capacity: 400 * max(diagram.nodes.count, 1))
        let markerId = context.idPrefix + "-ishikawa-arrow"
        svg.openGroup(class: "ishikawa")
        svg.open("defs")
        svg.start("marker")
        svg.attr("id", markerId)
        svg.attr("viewBox", "0 0 10 10")
        svg.attr("refX", "0")
        svg.attr("refY", "5")
        svg.attr("markerWidth", "6")
        svg.attr("markerHeight", "6")
        svg.attr("orient", "auto")
        svg.startBody()
        svg.start("path")
        svg.attr("d", "M 10 0 L 0 5 L 10 10 Z")
        svg.attr("class", "ishikawa-arrow")
        svg.endEmpty()
        svg.end("marker")
        svg.end("defs")
        let marker = "url(#" + markerId + ")"
        guard let head = diagram.nodes.first else {
            svg.end("g")
            return svg
        }

        // Bones, pair by pair from the head leftwards.
        var bones = SVGWriter()
        var spinePoint = -20.0
        let causes = head.children
        var pairStart = 0
        while pairStart < causes.count {
            var pairWidth = 0.0
            bones.openGroup(class: "ishikawa-pair")
            for (offset, cause) in causes[pairStart..<min(pairStart + 2, causes.count)].enumerated() {
                let width = drawBone(cause, up: offset == 0, at: spinePoint, marker: marker, into: &bones)
                pairWidth = max(pairWidth, width)
            }
            bones.end("g")
            spinePoint -= pairWidth + 30
            pairStart += 2
        }
        let spineStart = min(spinePoint + 10, -20)
        svg.start("line")
        svg.attr("class", "ishikawa-spine")
        svg.endpoints(x1: spineStart, y1: 0, x2: 0, y2: 0)
        svg.endEmpty()
        include(spineStart, 0)
        drawHead(head.text, into: &svg)
        svg.append(bones)
        svg.end("g")
        return svg
    }

    /// Draws a cause's bone and ribs with its spine end at `x`; returns how far it reaches left.
    private mutating func drawBone(_ cause: Int, up: Bool, at x: Double, marker: String,
                                   into svg: inout SVGWriter) -> Double {
        let s: Double = up ? -1 : 1
        let ribs = ribs(of: cause)
        let length = 40 + ribs.reduce(0) { $0 + $1.height } + 20
        let run = length * Self.slant
        let end = (x: x - run, y: s * length)
        svg.start("line")
        svg.attr("class", "ishikawa-branch")
        svg.endpoints(x1: x, y1: 0, x2: end.x, y2: end.y)
        svg.attr("marker-start", marker)
        svg.endEmpty()
        include(end.x, end.y)
        var reach = run

        // The cause's label in a box at the bone's far end.
        let label = TextBlock(plain: diagram.nodes[cause].text)
        let labelWidth = context.text.width(of: diagram.nodes[cause].text)
        let boxHeight = 24.0
        let boxCenter = end.y + s * (boxHeight / 2 + 2)
        svg.openGroup(class: "ishikawa-label-group")
        svg.start("rect")
        svg.attr("class", "ishikawa-label-box")
        svg.frame(x: end.x - labelWidth / 2 - 10, y: boxCenter - boxHeight / 2, width: labelWidth + 20, height: boxHeight)
        svg.endEmpty()
        SVGText.draw(label, centerX: end.x, centerY: boxCenter, measurer: context.text,
                     className: "ishikawa-label cause", into: &svg)
        svg.end("g")
        include(end.x - labelWidth / 2 - 10, boxCenter - boxHeight / 2)
        include(end.x + labelWidth / 2 + 10, boxCenter + boxHeight / 2)
        reach = max(reach, x - (end.x - labelWidth / 2 - 10))

        // Ribs: the last one nearest the spine.
        var distance = 40.0
        for rib in ribs.reversed() {
            let y = s * (distance + rib.height / 2)
            let onBone = x - run * abs(y) / length
            let ribLength = 30 + 30 * Double(max(rib.depth - 2, 0))
            let textRight = onBone - ribLength - 4
            svg.openGroup(class: "ishikawa-sub-group")
            svg.start("line")
            svg.attr("class", "ishikawa-sub-branch")
            svg.endpoints(x1: onBone, y1: y, x2: onBone - ribLength, y2: y)
            svg.attr("marker-start", marker)
            svg.endEmpty()
            SVGText.draw(rib.block, x: textRight, centerY: y, anchor: .end, measurer: context.text,
                         className: "ishikawa-label align", into: &svg)
            svg.end("g")
            let textHeight = Double(rib.block.lines.count) * context.text.lineHeight()
            include(textRight - rib.width, y - textHeight / 2)
            include(textRight, y + textHeight / 2)
            reach = max(reach, x - (textRight - rib.width))
            distance += rib.height
        }
        return reach
    }

    /// The problem, in a rounded head to the right of the spine.
    private mutating func drawHead(_ text: String, into svg: inout SVGWriter) {
        let size = 14.0
        let block = context.text.wrap(LabelText.parse(text), width: Self.headWrap, size: size)
        let measured = context.text.measure(block, size: size)
        let half = max(30, measured.height / 2 + 18)
        let control = 2 * (measured.width + 24)
        svg.openGroup(class: "ishikawa-head-group")
        svg.start("path")
        svg.attr("class", "ishikawa-head")
        svg.attr("d", format: "M 0 \(-half) L 0 \(half) Q \(control) 0 0 \(-half) Z")
        svg.endEmpty()
        SVGText.draw(block, x: 10, centerY: 0, anchor: .start, measurer: context.text,
                     className: "ishikawa-head-label", size: size, into: &svg)
        svg.end("g")
        include(0, -half)
        include(control / 2, half)
    }
}
