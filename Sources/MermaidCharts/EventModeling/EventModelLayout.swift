// Why: places an event model as mermaid 11 does: one swimlane per group (UI/Automation,
// Command/Read Model, Events, plus one per namespace), boxes along the timeline in frame order,
// each starting where the previous box ends minus an overlap (or after the last box of its own
// lane), and a link from each frame to the frame before it in another lane (or to its `->>`
// sources). Box sizes follow mermaid's formula, widened where our drawn text needs more room.
import MermaidCore

struct EventModelLayout {
    struct Lane {
        /// mermaid's lane order key: 0 UI, 100 commands and read models, 200 events; +n for namespaces.
        var index: Int
        var label: String
        var y = 0.0
        var height = 70.0
        var maxHeight = 70.0
        var right = 0.0
    }

    struct Box {
        var frame: EventModelFrame
        var lane: Int
        var x: Double
        var width: Double
        var height: Double
        /// Bold name lines, then monospace data lines.
        var nameLines: [String]
        var dataLines: [String]
        var dataWidth: Double
    }

    struct Relation {
        var source: Int
        var target: Int
    }

    // mermaid's diagram constants.
    static let laneMinHeight = 70.0, lanePadding = 15.0, laneGap = 10.0
    static let boxPadding = 10.0, boxOverlap = 90.0, boxMin = 80.0, boxMaxWidth = 450.0, boxMaxHeight = 750.0
    static let contentStartX = 250.0, textMaxWidth = 430.0
    static let nameSize = 16.0, nameLineHeight = 20.0, dataSize = 14.0, dataLineHeight = 18.0, dataGap = 8.0

    private(set) var lanes: [Int: Lane] = [:]
    private(set) var boxes: [Box] = []
    private(set) var relations: [Relation] = []
    private(set) var maxRight = 0.0

    /// Lanes top to bottom.
    var sortedLanes: [Lane] { lanes.values.sorted { $0.index < $1.index } }

    init(_ diagram: EventModelDiagram, text: TextMeasurer, mono: TextMeasurer) {
        let data = Dictionary(diagram.data.map { ($0.name, $0.block) }, uniquingKeysWith: { first, _ in first })
        var previousLane: Int?
        var firstBox: [String: Int] = [:]
        for (index, frame) in diagram.frames.enumerated() {
            let content = Self.content(frame, data: data, text: text, mono: mono)
            let laneKey = laneFor(frame)
            var lane = lanes[laneKey.index] ?? Lane(index: laneKey.index, label: laneKey.label)
            let width = max(Self.boxMin, min(Self.boxMaxWidth, content.width + 2 * Self.boxPadding)) + 2 * Self.boxPadding
            let height = max(Self.boxMin, min(Self.boxMaxHeight, content.mermaidHeight + 2 * Self.boxPadding),
                             content.height + 2 * Self.boxPadding) + 2 * Self.boxPadding
            let x: Double
            if let previousLane, let previous = lanes[previousLane] {
                if previous.index == lane.index && lane.right != 0 {
                    x = lane.right + Self.boxPadding
                } else if let last = boxes.last {
                    x = last.x + last.width + Self.boxPadding - Self.boxOverlap + Self.boxPadding
                } else {
                    x = Self.contentStartX
                }
            } else {
                x = Self.contentStartX
            }
            let right = x + width + Self.boxPadding
            maxRight = max(lanes.values.map(\.right).max() ?? 0, right)
            lane.right = x + width
            lane.maxHeight = max(lane.maxHeight, height)
            lane.height = max(Self.laneMinHeight, lane.maxHeight) + 2 * Self.lanePadding
            lanes[lane.index] = lane
            boxes.append(Box(frame: frame, lane: lane.index, x: x, width: width, height: height,
                             nameLines: content.name, dataLines: content.data, dataWidth: content.dataWidth))
            if firstBox[frame.name] == nil { firstBox[frame.name] = index }
            previousLane = lane.index
            stackLanes()
            link(index, frame: frame, frames: diagram.frames, firstBox: firstBox)
        }
    }

    /// Lane tops: the first at 0, each next one below the previous plus the gap.
    private mutating func stackLanes() {
        var y = 0.0
        for key in lanes.keys.sorted() {
            lanes[key]?.y = y
            y += (lanes[key]?.height ?? 0) + Self.laneGap
        }
    }

    /// mermaid's lane for a frame: by kind, or a lane of its own for a `Namespace.Name` entity
    /// (frames of one namespace share it; mermaid 11 opens a new lane for each such frame).
    private func laneFor(_ frame: EventModelFrame) -> (index: Int, label: String) {
        let parts = frame.entity.split(separator: ".", omittingEmptySubsequences: false)
        let namespace = parts.count == 2 ? String(parts[0]) : nil
        let (base, label, prefix): (Int, String, String) = switch frame.kind {
        case .ui, .processor: (0, "UI/Automation", "UI/A: ")
        case .readModel, .command: (100, "Command/Read Model", "C/RM: ")
        case .event: (200, "Events", "Stream: ")
        }
        guard let namespace, !namespace.isEmpty else { return (base, label) }
        if let lane = lanes.values.first(where: { $0.index > base && $0.index < base + 100 && $0.label == prefix + namespace }) {
            return (lane.index, lane.label)
        }
        let next = (lanes.keys.filter { $0 > base && $0 < base + 100 }.max() ?? base) + 1
        return (next, prefix + namespace)
    }

    /// The links into frame `index`: from its `->>` sources already placed, else from the closest
    /// earlier box in another lane. Reset frames and a first frame without sources get none.
    private mutating func link(_ index: Int, frame: EventModelFrame, frames: [EventModelFrame], firstBox: [String: Int]) {
        guard !frame.isReset, let target = firstBox[frame.name] else { return }
        if frame.sources.isEmpty {
            guard index > 0 else { return }
            let lane = boxes[target].lane
            if let source = (0..<index).reversed().first(where: { boxes[$0].lane != lane }) {
                relations.append(Relation(source: source, target: target))
            }
            return
        }
        let wanted = Set(frame.sources)
        for other in frames where wanted.contains(other.name) {
            if let source = firstBox[other.name] { relations.append(Relation(source: source, target: target)) }
        }
    }

    /// What a box shows and how big mermaid would make it.
    struct Content {
        var name: [String]
        var data: [String]
        var width: Double
        var dataWidth: Double
        var height: Double
        var mermaidHeight: Double
    }

    /// Spaces as `&nbsp;`, then line breaks as spaces, in one pass over the bytes (two Foundation
    /// replacements were a tenth of a small event-model diagram's time).
    static func nbspWords(_ words: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(words.utf8.count + 16)
        for byte in words.utf8 {
            switch byte {
            case 32: out.append(contentsOf: "&nbsp;".utf8)
            case 10: out.append(32)
            default: out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func content(_ frame: EventModelFrame, data: [String: String], text: TextMeasurer, mono: TextMeasurer) -> Content {
        let parts = frame.entity.split(separator: ".", omittingEmptySubsequences: false)
        let name = parts.count == 2 ? String(parts[1]) : frame.entity
        let nameLines = TextBreak.lines(name, maxWidth: textMaxWidth) { text.width(of: $0, size: nameSize, bold: true) }
        var raw: String?
        if let reference = frame.dataReference, let block = data[reference] {
            raw = blockBody(block)
        } else if let inline = frame.inlineData {
            raw = inlineBody(inline)
        }
        // mermaid measures its HTML source as SVG text: the tags count, and with data the width is a third.
        var htmlLines = nameLines.map { "<b>\($0)</b>" }
        if let raw {
            // mermaid's word wrap leaves one space where a line was indented; the newline draws as a space.
            let words = raw.split(separator: "\n").map { $0.trimmingASCIIWhitespace() }.joined(separator: "\n ")
            htmlLines += ["", "<code style=\"text-align: left; display: block;max-width:430px\">"
                          + nbspWords(words) + "</code>"]
            if frame.dataReference != nil, data[frame.dataReference ?? ""] != nil { htmlLines.append("</code>") }
        }
        let htmlWidth = (htmlLines.map { text.naturalWidth(of: $0, size: nameSize, bold: true) }.max() ?? 0).rounded()
        var dataLines: [String] = []
        for line in (raw ?? "").split(separator: "\n", omittingEmptySubsequences: true) {
            let trimmed = String(line).trimmingASCIIWhitespace()
            guard !trimmed.isEmpty else { continue }
            dataLines += TextBreak.lines(trimmed, maxWidth: textMaxWidth) { mono.width(of: $0, size: dataSize) }
        }
        let nameWidth = nameLines.map { text.width(of: $0, size: nameSize, bold: true) }.max() ?? 0
        let dataWidth = dataLines.map { mono.width(of: $0, size: dataSize) }.max() ?? 0
        let ownHeight = Double(nameLines.count) * nameLineHeight
            + (dataLines.isEmpty ? 0 : dataGap + Double(dataLines.count) * dataLineHeight)
        return Content(name: nameLines, data: dataLines, width: max(raw != nil ? htmlWidth / 3 : htmlWidth, nameWidth, dataWidth),
                       dataWidth: dataWidth, height: ownHeight, mermaidHeight: Double(htmlLines.count) * 17)
    }

    /// `{ a: string }` → `a: string`; `"text"` → `text`.
    static func inlineBody(_ token: String) -> String {
        let inner = token.count >= 2 ? String(token.dropFirst().dropLast()) : ""
        return inner.trimmingASCIIWhitespace()
    }

    /// The lines between `{` and the closing `}` of a data block.
    static func blockBody(_ token: String) -> String {
        guard token.hasPrefix("{") else { return inlineBody(token) }
        var lines = token.dropFirst().split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
        if lines.last?.hasPrefix("}") == true { lines = lines.dropLast() }
        return lines.joined(separator: "\n")
    }
}
