// Why: every diagram type gets the same root element, accessibility elements, title and
// colour-scheme CSS; renderers only hand back their body (see `DiagramDrawing`).

/// Wraps a diagram's drawing into the final, self-contained `<svg>` element.
///
/// Adds, around `DiagramDrawing.body`:
/// - the root `<svg id="<prefix>" width="100%" class="…" style="max-width: …px" viewBox="…"
///   role="graphics-document document" aria-roledescription="…">`, as mermaid.js writes it;
/// - `<title>`/`<desc>` from the title, `accTitle` and `accDescr`, linked by `aria-labelledby`
///   and `aria-describedby`;
/// - the title text centred above the drawing (class `<svgClass>TitleText`, as mermaid);
/// - one `<style>` (up to three with ``RenderOptions/sharesStyleSheet``, see ``SharedStyleSheet``):
///   base rules, the CSS custom properties of every colour the drawing used
///   (light values on `#<prefix>`, dark values under `@media (prefers-color-scheme: dark)`
///   and `[data-theme="dark"]`, light again under `[data-theme="light"]` so a page toggle
///   beats the OS setting), the drawing's CSS and the sanitised `themeCSS`.
///
/// The viewBox is the drawing's box as given (renderers include their own margin, mermaid's
/// `diagramPadding`), grown to fit the title.
/// Output is deterministic: sorted variables, numbers via `NumberFormat`.
package enum SVGDocument {
    package static let titleFontSize = 18.0

    package static func assemble(_ drawing: DiagramDrawing, context: DiagramContext) -> String {
        let prefix = context.idPrefix
        let padding = 8.0  // around the title only
        var minX = finite(drawing.minX)
        var minY = finite(drawing.minY)
        var width = max(finite(drawing.width), 0)
        var height = max(finite(drawing.height), 0)

        // Title above the drawing.
        var titleMarkup = SVGWriter()
        if let title = context.title?.trimmingASCIIWhitespace(), !title.isEmpty, !drawing.drewTitle,
           context.options.drawsTitle {
            let block = TextBlock(plain: title)
            let size = context.text.measure(block, size: titleFontSize)
            let band = size.height + 15
            let centerX = finite(drawing.minX) + finite(drawing.width) / 2
            let centerY = minY - band + size.height / 2 + 4
            SVGText.draw(block, centerX: centerX, centerY: centerY, measurer: context.text,
                         className: drawing.svgClass + "TitleText", size: titleFontSize, into: &titleMarkup)
            let titleLeft = centerX - size.width / 2 - padding
            if titleLeft < minX {
                width += minX - titleLeft
                minX = titleLeft
            }
            let titleRight = centerX + size.width / 2 + padding
            if titleRight > minX + width { width = titleRight - minX }
            minY -= band
            height += band
        }

        // An explicit accessible title wins over the visible front matter title.
        let titleText = context.accTitle ?? context.title
        let labelId = prefix + "-title"
        let descId = prefix + "-desc"
        var background = context.options.backgroundColor
        if background == nil, context.darkTheme == nil, context.themeIsPinned {
            background = context.theme.background
        }
        var style = "max-width: " + width.svg + "px;"
        if let background, !background.isEmpty, background.lowercased() != "transparent" {
            style += " background-color: " + sanitizeStyleValue(background) + ";"
        }

        // Base rules ask for colours first, so their variables are declared too.
        // Kept as parts: the one-style-element case writes them straight into the markup (joining
        // them first copied each diagram's style sheet twice more).
        var rules = [baseCSS(context: context, titleClass: drawing.svgClass + "TitleText"), drawing.css]
        var body = drawing.body
        if context.isHandDrawn, let kind = context.kind, RoughPass.handDrawnTypes.contains(kind.mermaidName) {
            let htmlLabels = context.config["flowchart"]?["htmlLabels"]?.boolValue ?? true
            body = RoughPass.apply(body, prefix: prefix, style: RoughStyle(), seed: context.handDrawnSeed,
                                   strokeColorsFill: !htmlLabels)
            rules.append(RoughPass.css(prefix: prefix))
        }
        var custom = ""
        if let themeCSS = context.config["themeCSS"]?.stringValue, !themeCSS.isEmpty {
            custom = ThemeCSS.sanitize(themeCSS, idPrefix: prefix)
        }
        // One style element (scoped by id), or, when shared, one per part scoped by content class.
        var styles: [[String]] = []
        var classes = drawing.svgClass
        let colours = variablesCSS(context: context)
        if context.options.sharesStyleSheet {
            for part in [colours, rules.joined(), custom] where !part.isEmpty {
                if let shared = SharedStyleSheet.scoped(part, idPrefix: prefix) {
                    classes += (classes.isEmpty ? "" : " ") + shared.className
                    styles.append([shared.css])
                } else {
                    styles.append([part])
                }
            }
        } else {
            styles = [[colours] + rules + [custom]]
        }

        var svg = SVGWriter(capacity: body.byteCount + styles.reduce(0) { $0 + $1.reduce(0) { $0 + $1.utf8.count } } + 1024)
        svg.start("svg")
        svg.attr("id", prefix)
        svg.attr("width", "100%")
        svg.attr("xmlns", "http://www.w3.org/2000/svg")
        if !classes.isEmpty { svg.attr("class", classes) }
        svg.attr("style", style)
        svg.attr("viewBox", format: "\(minX) \(minY) \(width) \(height)")
        svg.attr("role", "graphics-document document")
        svg.attr("aria-roledescription", drawing.roleDescription)
        if titleText != nil { svg.attr("aria-labelledby", labelId) }
        if context.accDescr != nil { svg.attr("aria-describedby", descId) }
        svg.startBody()
        if let titleText {
            svg.start("title")
            svg.attr("id", labelId)
            svg.startBody()
            svg.text(titleText)
            svg.end("title")
        }
        if let accDescr = context.accDescr {
            svg.start("desc")
            svg.attr("id", descId)
            svg.startBody()
            svg.text(accDescr)
            svg.end("desc")
        }
        for parts in styles { svg.style(joining: parts) }
        svg.append(titleMarkup)
        svg.append(body)
        svg.end("svg")
        return svg.output
    }

    static func baseCSS(context: DiagramContext, titleClass: String) -> String {
        StyleSheetMemo.css("base:" + titleClass, context: context) { writeBaseCSS(context: context, titleClass: titleClass) }
    }

    private static func writeBaseCSS(context: DiagramContext, titleClass: String) -> String {
        let p = "#" + context.idPrefix
        let text = context.color("textColor")
        // mermaid colours the diagram title with textColor (not titleColor, which is for clusters).
        let title = text
        return p + "{font-family:" + cssFamily(context.fontFamily) + ";font-size:" + context.fontSize.svg + "px;fill:" + text + ";}"
            + p + " ." + titleClass + "{text-anchor:middle;font-size:" + titleFontSize.svg + "px;fill:" + title + ";}"
    }

    /// Custom properties for the colours used, when the diagram follows the page's scheme.
    static func variablesCSS(context: DiagramContext) -> String {
        // `baseCSS` registers textColor/titleColor; make sure they are in the set before we list it.
        _ = context.color("textColor")
        guard let dark = context.darkTheme else { return "" }
        let used = context.usedColorVariables
        guard !used.isEmpty else { return "" }
        return StyleSheetMemo.css(variables: used, context: context) {
            // Variable names are ASCII: byte order is `<`'s order, without its Unicode comparison.
            variablesCSS(context: context, dark: dark, names: used.sortedNames)
        }
    }

    private static func variablesCSS(context: DiagramContext, dark: Theme, names: [String]) -> String {
        let p = "#" + context.idPrefix
        let variablePrefix = context.variablePrefix
        func block(_ theme: Theme) -> String {
            var out = ""
            out.reserveCapacity(names.count * 48)
            for name in names {
                out += "--"
                out += variablePrefix
                out += "-"
                out += name
                out += ":"
                out += sanitizeStyleValue(theme[name] ?? "currentColor")
                out += ";"
            }
            return out
        }
        let light = block(context.theme)
        let darkValues = block(dark)
        return p + "{" + light + "}"
            + "@media (prefers-color-scheme: dark){" + p + "{" + darkValues + "}}"
            + "[data-theme=\"dark\"] " + p + "{" + darkValues + "}"
            + "[data-theme=\"light\"] " + p + "{" + light + "}"
    }

    /// A font-family list safe inside a style sheet.
    static func cssFamily(_ family: String) -> String {
        // Fast path (every diagram asks): a family without any of those characters is kept as is.
        guard family.utf8.contains(where: { $0 == 123 || $0 == 125 || $0 == 59 || $0 == 60 || $0 == 62 || $0 == 92 })
        else { return family }
        return String(family.filter { $0 != "{" && $0 != "}" && $0 != ";" && $0 != "<" && $0 != ">" && $0 != "\\" })
    }

    /// A single CSS value: no characters that could end the declaration or the style element.
    package static func sanitizeStyleValue(_ value: String) -> String {
        // Fast path (every colour of every diagram comes through here): short and clean is kept as is.
        if value.utf8.count <= 200,
           !value.utf8.contains(where: { $0 == 59 || $0 == 123 || $0 == 125 || $0 == 60 || $0 == 62 || $0 == 92 || $0 == 34 }) {
            return value
        }
        return String(value.prefix(200).filter { $0 != ";" && $0 != "{" && $0 != "}" && $0 != "<" && $0 != ">" && $0 != "\\" && $0 != "\"" })
    }

    private static func finite(_ v: Double) -> Double { v.isFinite ? v : 0 }
}

import Foundation
