// Why: draws `kanban` boards as mermaid 11 does: one `g.cluster.section-N` per column
// (`kanban.sectionWidth` wide, 5px apart, coloured from the colour scale), its cards stacked in
// it as `g.node` rounded boxes 15px narrower, the label wrapped at the card's inner width, a row
// with the ticket (a link when `kanban.ticketBaseUrl` is set) and the assignee, and a coloured
// bar on the left edge for the priority.
import MermaidCore

/// Renders `kanban` diagrams.
package enum KanbanRenderer: DiagramRenderer {
    package static let keywords = ["kanban"]

    /// Gap around the board and inside columns, as mermaid's `kanban.padding`.
    static let padding = 10.0
    /// Most cards drawn; more is refused (bounds the drawing).
    static let maxCards = 20_000

    struct Settings {
        var sectionWidth = 200.0
        var ticketBaseURL: String?

        init(context: DiagramContext) {
            if let v = context.setting("kanban", "sectionWidth")?.doubleValue, v.isFinite {
                sectionWidth = min(max(v, 60), 2000)
            }
            ticketBaseURL = context.setting("kanban", "ticketBaseUrl")?.stringValue
        }
    }

    package static func render(_ source: DiagramSource, in context: DiagramContext) throws -> DiagramDrawing {
        let board = try KanbanParser.parse(source, context: context)
        let cardCount = board.columns.reduce(0) { $0 + $1.cards.count }
        guard cardCount <= maxCards else {
            throw source.error("the board has more than \(maxCards) cards", line: source.header?.number ?? 1)
        }
        let settings = Settings(context: context)
        let lineHeight = context.text.lineHeight()
        let cardWidth = settings.sectionWidth - 1.5 * padding
        let textWidth = cardWidth - padding

        var svg = SVGWriter(capacity: 1024 + cardCount * 700)
        var items = SVGWriter(capacity: cardCount * 600)
        svg.openGroup(class: "sections")
        var boardHeight = 0.0
        var cardIndex = 0
        for (index, column) in board.columns.enumerated() {
            let left = padding + Double(index) * (settings.sectionWidth + padding / 2)
            let top = padding
            let title = context.text.wrap(LabelText.parse(column.label), width: settings.sectionWidth - padding)
            let titleHeight = max(Double(title.lines.count), 1) * lineHeight
            var y = top + titleHeight + 1
            for card in column.cards {
                cardIndex += 1
                y += drawCard(card, index: cardIndex, left: left + (settings.sectionWidth - cardWidth) / 2, top: y, width: cardWidth,
                              textWidth: textWidth, settings: settings, context: context, into: &items) + padding / 2
            }
            let height = max(y - padding / 2 + padding - top, 50)
            boardHeight = max(boardHeight, height)
            svg.start("g")
            svg.attr("class", "cluster section-\(index % 10 + 1)")
            svg.attr("id", "\(context.idPrefix)-column-\(index)")
            svg.startBody()
            svg.start("rect")
            svg.attr("rx", 5)
            svg.attr("ry", 5)
            svg.frame(x: left, y: top, width: settings.sectionWidth, height: height)
            svg.endEmpty()
            SVGText.draw(title, x: left + settings.sectionWidth / 2, topY: top, anchor: .middle, measurer: context.text,
                         className: "cluster-label", into: &svg)
            svg.end("g")
        }
        svg.end("g")
        svg.openGroup(class: "items")
        svg.append(items)
        svg.end("g")
        let count = Double(board.columns.count)
        let width = 2 * padding + count * settings.sectionWidth + max(count - 1, 0) * padding / 2
        return DiagramDrawing(body: svg, css: css(context: context), minX: 0, minY: 0, width: max(width, 1),
                              height: boardHeight + 2 * padding, svgClass: "", roleDescription: "kanban")
    }

    /// Draws one card with its top-left corner at (`left`, `top`); returns its height.
    private static func drawCard(_ card: KanbanBoard.Card, index: Int, left: Double, top: Double, width: Double, textWidth: Double,
                                 settings: Settings, context: DiagramContext, into svg: inout SVGWriter) -> Double {
        let lineHeight = context.text.lineHeight()
        let label = context.text.wrap(LabelText.parse(card.label), width: textWidth)
        let labelHeight = max(Double(label.lines.count), 1) * lineHeight
        let ticket = card.ticket.map(TextBlock.init(plain:))
        let assigned = card.assigned.map(TextBlock.init(plain:))
        let hasDetails = ticket != nil || assigned != nil
        // Ticket and assignee share a row unless together they are wider than the card.
        let ticketWidth = ticket.map { context.text.measure($0).width } ?? 0
        let assignedWidth = assigned.map { context.text.measure($0).width } ?? 0
        let shareRow = ticketWidth + assignedWidth + padding <= textWidth
        let detailRows = hasDetails ? (shareRow || ticket == nil || assigned == nil ? 1.0 : 2.0) : 0
        let inset = hasDetails ? 4.0 : padding
        let height = labelHeight + detailRows * lineHeight + 2 * inset

        svg.start("g")
        svg.attr("class", "node")
        svg.attr("id", "\(context.idPrefix)-card-\(index)")
        svg.startBody()
        svg.start("rect")
        svg.attr("class", "basic label-container")
        svg.attr("rx", 5)
        svg.attr("ry", 5)
        svg.frame(x: left, y: top, width: width, height: height)
        svg.endEmpty()
        SVGText.draw(label, x: left + padding, topY: top + inset, anchor: .start, measurer: context.text,
                     className: "nodeLabel", into: &svg)
        let rowTop = top + inset + labelHeight
        if let ticket {
            let href = settings.ticketBaseURL.map { $0.replacingOccurrences(of: "#TICKET#", with: card.ticket ?? "") }
            let linked = href.map(LinkURL.isSafe) ?? false
            if linked {
                svg.start("a")
                svg.attr("class", "kanban-ticket-link")
                svg.attr("href", href)
                svg.startBody()
            }
            SVGText.draw(ticket, x: left + padding, topY: rowTop, anchor: .start, measurer: context.text,
                         className: "kanban-ticket", into: &svg)
            if linked { svg.end("a") }
        }
        if let assigned {
            let y = shareRow || ticket == nil ? rowTop : rowTop + lineHeight
            SVGText.draw(assigned, x: left + width - padding, topY: y, anchor: .end, measurer: context.text,
                         className: "kanban-assigned", into: &svg)
        }
        if let color = card.priority?.barColor {
            svg.start("line")
            svg.endpoints(x1: left + 2, y1: top + 2, x2: left + 2, y2: top + height - 2)
            svg.attr("stroke-width", 4)
            svg.attr("stroke", color)
            svg.endEmpty()
        }
        svg.end("g")
        return height
    }

    /// mermaid's kanban rules: columns from the colour scale (`.section-N` is scale colour N+1),
    /// cards on the background with the node border, ticket links underlined.
    /// Remembered per theme and font (``StyleSheetMemo``): it depends on nothing else.
    static func css(context: DiagramContext) -> String {
        StyleSheetMemo.css("kanban", context: context) { writeCSS(context: context) }
    }

    private static func writeCSS(context: DiagramContext) -> String {
        let p = "#" + context.idPrefix
        var css = ""
        for i in 0..<12 {
            let s = "\(p) .section-\(i - 1)"
            let fill = context.color("cScale\(i)")
            css += "\(s) rect{fill:\(fill);stroke:\(fill);}\(s) text{fill:\(context.color("cScaleLabel\(i)"));}"
        }
        let text = context.color("textColor")
        css += "\(p) .node rect{fill:\(context.color("background"));stroke:\(context.color("nodeBorder"));stroke-width:1px;}"
        css += "\(p) .node text{fill:\(text);}"
        css += "\(p) .kanban-ticket-link text{text-decoration:underline;}"
        return css
    }
}
