// Why: the parts of a Wardley map that are not the value chain: numbered annotation circles with
// the box listing their texts (kept inside the chart as mermaid clamps it), notes, and the large
// accelerator and deaccelerator arrows, each drawn with mermaid 11's sizes.
import MermaidCore

/// Annotations (numbered circles and their text box), notes and (de)accelerator arrows.
struct WardleyExtras {
    let map: WardleyMap
    let canvas: WardleyRenderer.Canvas
    let text: TextMeasurer

    func draw(into svg: inout SVGWriter) {
        if !map.annotations.isEmpty { annotations(into: &svg) }
        if !map.notes.isEmpty {
            svg.openGroup(class: "wardley-notes")
            for note in map.notes {
                WardleyRenderer.text(note.text, x: canvas.x(note.point.x), y: canvas.y(note.point.y), size: 11, bold: true,
                                     anchor: "start", into: &svg)
            }
            svg.end("g")
        }
        for accelerates in [true, false] {
            let forces = map.forces.filter { $0.accelerates == accelerates }
            guard !forces.isEmpty else { continue }
            svg.openGroup(class: accelerates ? "wardley-accelerators" : "wardley-deaccelerators")
            for force in forces {
                let x = canvas.x(force.point.x), y = canvas.y(force.point.y)
                // 60 wide, 30 high, a 20-wide head 8 px taller than the shaft on each side.
                let points: [(Double, Double)] = accelerates
                    ? [(0, -15), (40, -15), (40, -23), (60, 0), (40, 23), (40, 15), (0, 15)]
                    : [(60, -15), (20, -15), (20, -23), (0, 0), (20, 23), (20, 15), (60, 15)]
                let d = points.enumerated().map { "\($0.offset == 0 ? "M" : "L") \((x + $0.element.0).svg) \((y + $0.element.1).svg)" }
                    .joined(separator: " ") + " Z"
                svg.start("path")
                svg.attr("class", "wardley-force-arrow")
                svg.attr("d", d)
                svg.attr("stroke-width", 1)
                svg.endEmpty()
                WardleyRenderer.text(force.name, x: x + 30, y: y + 30, size: 10, bold: true, anchor: "middle", into: &svg)
            }
            svg.end("g")
        }
    }

    private func annotations(into svg: inout SVGWriter) {
        svg.openGroup(class: "wardley-annotations")
        for annotation in map.annotations {
            let x = canvas.x(annotation.point.x), y = canvas.y(annotation.point.y)
            svg.openGroup(class: "wardley-annotation")
            svg.start("circle")
            svg.attr("cx", x)
            svg.attr("cy", y)
            svg.attr("r", 10)
            svg.attr("stroke-width", 1.5)
            svg.endEmpty()
            WardleyRenderer.text(String(annotation.number), x: x, y: y, size: 10, bold: true, anchor: "middle", baseline: "central", into: &svg)
            svg.end("g")
        }
        let listed = map.annotations.filter { $0.text != nil }.enumerated().sorted {
            $0.element.number != $1.element.number ? $0.element.number < $1.element.number : $0.offset < $1.offset
        }.map(\.element)
        if let at = map.annotationsBox, !listed.isEmpty {
            let lines = listed.map { "\($0.number). \($0.text ?? "")" }
            let widest = lines.map { text.naturalWidth(of: $0, size: 11) }.max() ?? 0
            let boxWidth = widest + 20 + 105
            let boxHeight = Double(lines.count) * 16 + 20 + 12.0 / 2  // a 12 px text box, as mermaid measures it
            let x = max(canvas.padding, min(canvas.x(at.x), canvas.width - canvas.padding - boxWidth))
            let y = max(canvas.padding, min(canvas.y(at.y), canvas.height - canvas.padding - boxHeight))
            svg.openGroup(class: "wardley-annotations-box")
            svg.start("rect")
            svg.frame(x: x, y: y, width: boxWidth, height: boxHeight)
            svg.attr("stroke-width", 1.5)
            svg.attr("rx", 4)
            svg.attr("ry", 4)
            svg.endEmpty()
            for (i, line) in lines.enumerated() {
                WardleyRenderer.text(line, x: x + 10, y: y + 10 + Double(i + 1) * 16, size: 11, anchor: "start", baseline: "middle", into: &svg)
            }
            svg.end("g")
        }
        svg.end("g")
    }
}
