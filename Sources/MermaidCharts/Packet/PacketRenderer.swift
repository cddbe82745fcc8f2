// Why: draws `packet` diagrams as mermaid 11 does: one row of `bitsPerRow` bits per line of
// blocks, each field a `rect.packetBlock` with its label centred and, with `showBits`, its first
// and last bit numbers above; the title (front matter or `title`) under the rows.
import MermaidCore

/// Renders `packet` and `packet-beta` diagrams.
package enum PacketRenderer: DiagramRenderer {
    package static let keywords = ["packet", "packet-beta"]

    /// Most rows drawn; beyond this the packet is refused (it bounds the drawing's size).
    static let maxRows = 10_000

    /// `packet.*` settings, mermaid's defaults, clamped to sane ranges.
    struct Settings {
        var rowHeight = 32.0
        var bitWidth = 32.0
        var bitsPerRow = 32
        var showBits = true
        var paddingX = 5.0
        var paddingY = 5.0

        init(context: DiagramContext) {
            func number(_ key: String, _ range: ClosedRange<Double>) -> Double? {
                guard let v = context.setting("packet", key)?.doubleValue, v.isFinite else { return nil }
                return min(max(v, range.lowerBound), range.upperBound)
            }
            rowHeight = number("rowHeight", 1...1000) ?? rowHeight
            bitWidth = number("bitWidth", 1...1000) ?? bitWidth
            bitsPerRow = number("bitsPerRow", 1...1024).map { Int($0) } ?? bitsPerRow
            showBits = context.setting("packet", "showBits")?.boolValue ?? showBits
            paddingX = number("paddingX", 0...1000) ?? paddingX
            paddingY = number("paddingY", 0...1000) ?? paddingY
            // Room for the bit numbers above each row, as mermaid.
            if showBits { paddingY += 10 }
        }
    }

    package static func render(_ source: DiagramSource, in context: DiagramContext) throws -> DiagramDrawing {
        let diagram = try PacketParser.parse(source)
        if let title = diagram.title { context.title = title }
        let settings = Settings(context: context)
        let lastBit = diagram.fields.last?.end ?? -1
        guard (lastBit + 1) / settings.bitsPerRow <= maxRows else {
            throw source.error("the packet needs more than \(maxRows) rows of \(settings.bitsPerRow) bits",
                               line: source.header?.number ?? 1)
        }
        let rows = diagram.rows(bitsPerRow: settings.bitsPerRow)
        let title = context.options.drawsTitle ? context.title?.trimmingASCIIWhitespace() ?? "" : ""
        let stride = settings.rowHeight + settings.paddingY
        let height = stride * Double(rows.count + 1) - (title.isEmpty ? settings.rowHeight : 0)
        let width = settings.bitWidth * Double(settings.bitsPerRow) + 2

        var svg = SVGWriter(capacity: 1024 + diagram.fields.count * 600)
        for (rowIndex, row) in rows.enumerated() {
            let y = Double(rowIndex) * stride + settings.paddingY
            svg.open("g")
            for field in row {
                let x = Double(field.start % settings.bitsPerRow) * settings.bitWidth + 1
                let w = Double(field.end - field.start + 1) * settings.bitWidth - settings.paddingX
                svg.start("rect")
                svg.frame(x: x, y: y, width: w, height: settings.rowHeight)
                svg.attr("class", "packetBlock")
                svg.endEmpty()
                text(field.label, x: x + w / 2, y: y + settings.rowHeight / 2, className: "packetLabel",
                     baseline: "middle", anchor: "middle", into: &svg)
                guard settings.showBits else { continue }
                let single = field.start == field.end
                text(String(field.start), x: x + (single ? w / 2 : 0), y: y - 2, className: "packetByte start",
                     baseline: "auto", anchor: single ? "middle" : "start", into: &svg)
                if !single {
                    text(String(field.end), x: x + w, y: y - 2, className: "packetByte end", baseline: "auto",
                         anchor: "end", into: &svg)
                }
            }
            svg.end("g")
        }
        if !title.isEmpty {
            text(title, x: width / 2, y: height - stride / 2, className: "packetTitle", baseline: "middle",
                 anchor: "middle", into: &svg)
        }
        return DiagramDrawing(body: svg, css: css(context: context), minX: 0, minY: 0, width: width,
                              height: max(height, 1), svgClass: "", roleDescription: "packet", drewTitle: true)
    }

    private static func text(_ content: String, x: Double, y: Double, className: String, baseline: String,
                             anchor: String, into svg: inout SVGWriter) {
        svg.start("text")
        svg.attr("x", x)
        svg.attr("y", y)
        svg.attr("class", className)
        svg.attr("dominant-baseline", baseline)
        svg.attr("text-anchor", anchor)
        svg.startBody()
        svg.text(content)
        svg.end("text")
    }

    /// mermaid's packet rules. A colour set in `themeVariables.packet` is used as written;
    /// otherwise the theme's `packet…` variable (light and dark).
    /// Remembered per theme and font (``StyleSheetMemo``) unless `themeVariables.packet` sets values.
    static func css(context: DiagramContext) -> String {
        let user = context.config["themeVariables"]?["packet"]
        guard user == nil else { return writeCSS(context: context, user: user) }
        return StyleSheetMemo.css("packet", context: context) { writeCSS(context: context, user: nil) }
    }

    private static func writeCSS(context: DiagramContext, user: ConfigValue?) -> String {
        let p = "#" + context.idPrefix
        func value(_ key: String, flat: String) -> String {
            if let v = user?[key]?.stringValue, !v.isEmpty { return SVGDocument.sanitizeStyleValue(v) }
            return context.color(flat)
        }
        func literal(_ key: String, _ fallback: String) -> String {
            user?[key]?.stringValue.map(SVGDocument.sanitizeStyleValue) ?? fallback
        }
        return """
        \(p) .packetByte{font-size:\(literal("byteFontSize", "10px"));}\
        \(p) .packetByte.start{fill:\(value("startByteColor", flat: "packetStartByteColor"));}\
        \(p) .packetByte.end{fill:\(value("endByteColor", flat: "packetEndByteColor"));}\
        \(p) .packetLabel{fill:\(value("labelColor", flat: "packetLabelColor"));font-size:\(literal("labelFontSize", "12px"));}\
        \(p) .packetTitle{fill:\(value("titleColor", flat: "packetTitleColor"));font-size:\(literal("titleFontSize", "14px"));}\
        \(p) .packetBlock{stroke:\(value("blockStrokeColor", flat: "packetBlockStrokeColor"));stroke-width:\(literal("blockStrokeWidth", "1"));fill:\(value("blockFillColor", flat: "packetBlockFillColor"));}
        """
    }
}
