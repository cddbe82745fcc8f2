// Why: mermaid draws a participant's `link`/`links` as a popup menu under its box, opened by
// a script that `securityLevel: strict` removes. We draw the same menu (mermaid's ids, classes
// and geometry) and open it with CSS alone: hovering or focusing the participant, or the menu
// itself, shows it; it stays hidden where CSS does not run (PNG, PDF, plain viewers).
import MermaidCore

/// The popup link menus of participants with links, and the CSS that opens them.
struct ActorMenuWriter {
    let prefix: String
    let fontSize: Double

    /// Mermaid's menu panel: the box's width or the widest label plus padding, 20 px plus
    /// 30 px per link tall, hanging under the header box.
    struct Menu {
        var index: Int
        var x: Double, y: Double, width: Double, height: Double
        var cssClass: String?
        var links: [(label: String, url: String)]
    }

    static func menus(_ actors: [PlacedActor], conf: SequenceConfig, text: LineMeasurer) -> [Menu] {
        var menus: [Menu] = []
        for (i, a) in actors.enumerated() where !a.links.isEmpty {
            let widest = a.links.map { text.width($0.label) + 2 * conf.wrapPadding + 2 * conf.boxMargin }.max() ?? 0
            menus.append(Menu(index: i, x: a.x, y: a.topY + a.height, width: max(a.width, widest),
                              height: 20 + 30 * Double(a.links.count), cssClass: a.cssClass, links: a.links))
        }
        return menus
    }

    /// The element id of participant `index`'s header group (the hover and focus target).
    func hostID(_ index: Int) -> String { "\(prefix)-root-\(index)" }

    func menuID(_ index: Int) -> String { "\(prefix)-actor\(index)_popup" }

    /// `<g id="…_popup" class="actorPopupMenu" display="none">`: the panel and one link per entry.
    func write(_ menu: Menu, into out: inout SVGWriter) {
        out.start("g")
        out.attr("id", menuID(menu.index))
        out.attr("class", "actorPopupMenu")
        out.attr("display", "none")
        out.startBody()
        out.start("rect")
        out.attr("class", "actorPopupMenuPanel " + (menu.cssClass ?? "actor") + " actor-bottom")
        out.frame(x: menu.x, y: menu.y, width: menu.width, height: menu.height)
        out.attr("rx", "3")
        out.attr("ry", "3")
        out.endEmpty()
        for (k, link) in menu.links.enumerated() {
            let x = menu.x + 10, y = menu.y + 20 + 30 * Double(k) + 10
            out.start("a")
            out.attr("href", link.url)
            out.attr("target", "_blank")
            out.attr("rel", "noopener")
            out.startBody()
            out.start("text")
            out.attr("x", x)
            out.attr("y", y)
            out.attr("dominant-baseline", "central")
            out.attr("alignment-baseline", "central")
            out.attr("class", "actor")
            out.attr("text-anchor", "start")
            out.startBody()
            out.start("tspan")
            out.attr("x", x)
            out.attr("dy", "0")
            out.startBody()
            out.text(link.label, escapingQuotes: true)
            out.end("tspan")
            out.end("text")
            out.end("a")
        }
        out.end("g")
    }

    /// Hidden menus become visible (and clickable) while their participant or the menu itself
    /// is hovered or holds the keyboard focus. Menus follow their participants as siblings.
    func css(_ menus: [Menu], context: DiagramContext) -> String {
        guard !menus.isEmpty else { return "" }
        let p = "#" + prefix
        var css = "\(p) .actorPopupMenu{display:inline;opacity:0;pointer-events:none;}"
        css += "\(p) .actorPopupMenuPanel{fill:\(context.color("actorBkg"));stroke:\(context.color("actorBorder"));"
        css += "filter:drop-shadow(3px 5px 2px rgb(0 0 0 / 0.4));}"
        css += "\(p) .actorPopupMenu a:focus text,\(p) .actorPopupMenu a:hover text{text-decoration:underline;}"
        var selectors: [String] = []
        for m in menus {
            let host = "\(p) #\(hostID(m.index))", menu = "#\(menuID(m.index))"
            selectors += ["\(host):hover~\(menu)", "\(host):focus-within~\(menu)",
                          "\(p) \(menu):hover", "\(p) \(menu):focus-within"]
        }
        css += selectors.joined(separator: ",") + "{opacity:1;pointer-events:auto;}"
        return css
    }
}
