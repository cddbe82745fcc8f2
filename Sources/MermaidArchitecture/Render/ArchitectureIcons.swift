// Why: mermaid draws its five built-in architecture icons from an icon pack bundled with
// mermaid.js. Folio draws its own simple line icons instead (a white outline on a blue tile, in an
// 80×80 box scaled to the size asked for), and a neutral grey tile with a question mark and the
// icon's name for icon-pack names (`logos:aws-s3`), which cannot be fetched at build time.
import MermaidCore

/// Draws an architecture icon into a square of `size` whose top-left corner is (x, y).
enum ArchitectureIcons {
    /// The icon box every drawing is made in.
    static let box = 80.0

    static func draw(_ name: String?, x: Double, y: Double, size: Double, measurer: TextMeasurer, into svg: inout SVGWriter) {
        let icon = name ?? "server"
        let builtIn = ArchitectureDiagramParser.builtInIcons.contains(icon)
        svg.start("g")
        svg.attr("class", builtIn ? "architecture-icon" : "architecture-icon architecture-icon-unknown")
        svg.attr("data-icon", icon)
        svg.attr("transform", format: "translate(\(x),\(y)) scale(\(size / box))")
        svg.startBody()
        svg.start("rect")
        svg.attr("class", "architecture-icon-bg")
        svg.frame(x: 0, y: 0, width: box, height: box)
        svg.endEmpty()
        switch icon {
        case "cloud": cloud(&svg)
        case "database": database(&svg)
        case "disk": disk(&svg)
        case "internet": internet(&svg)
        case "server": server(&svg)
        default: placeholder(icon, measurer: measurer, into: &svg)
        }
        svg.end("g")
    }

    private static func path(_ d: String, filled: Bool = false, _ svg: inout SVGWriter) {
        svg.start("path")
        svg.attr("class", filled ? "architecture-icon-fill" : "architecture-icon-line")
        svg.attr("d", d)
        svg.endEmpty()
    }

    private static func cloud(_ svg: inout SVGWriter) {
        path("M22,56 A9,9 0 0 1 21,38 A13,13 0 0 1 44,30 A12,12 0 0 1 61,40 A8,8 0 0 1 59,56 Z", &svg)
    }

    private static func database(_ svg: inout SVGWriter) {
        path("M20,22 A20,7 0 0 0 60,22 A20,7 0 0 0 20,22 Z", &svg)
        path("M20,22 V58 A20,7 0 0 0 60,58 V22", &svg)
        path("M20,34 A20,7 0 0 0 60,34", &svg)
        path("M20,46 A20,7 0 0 0 60,46", &svg)
    }

    private static func disk(_ svg: inout SVGWriter) {
        path("M21,15 H59 A1,1 0 0 1 60,16 V64 A1,1 0 0 1 59,65 H21 A1,1 0 0 1 20,64 V16 A1,1 0 0 1 21,15 Z", &svg)
        path("M26,34 A14,14 0 1 0 54,34 A14,14 0 1 0 26,34 Z", &svg)
        path("M36,34 A4,4 0 1 0 44,34 A4,4 0 1 0 36,34 Z", filled: true, &svg)
        path("M38,44 L31,57 L27,55 Z", filled: true, &svg)
    }

    private static func internet(_ svg: inout SVGWriter) {
        path("M18,40 A22,22 0 1 0 62,40 A22,22 0 1 0 18,40 Z", &svg)
        path("M40,18 A10,22 0 0 0 40,62 A10,22 0 0 0 40,18 Z", &svg)
        path("M18,40 H62 M22,29 H58 M22,51 H58", &svg)
    }

    private static func server(_ svg: inout SVGWriter) {
        for top in [17.0, 33, 49] {
            path("M19,\(NumberFormat.format(top)) H61 V\(NumberFormat.format(top + 13)) H19 Z", &svg)
            path("M24,\(NumberFormat.format(top + 6.5)) A2.5,2.5 0 1 0 29,\(NumberFormat.format(top + 6.5)) A2.5,2.5 0 1 0 24,\(NumberFormat.format(top + 6.5)) Z",
                 filled: true, &svg)
        }
    }

    /// A question mark and the icon's name, squeezed to the tile's width when it is longer.
    private static func placeholder(_ name: String, measurer: TextMeasurer, into svg: inout SVGWriter) {
        svg.start("text")
        svg.attr("class", "architecture-icon-mark")
        svg.attr("x", box / 2)
        svg.attr("y", 50)
        svg.attr("text-anchor", "middle")
        svg.attr("font-size", 40)
        svg.startBody()
        svg.text("?")
        svg.end("text")
        let size = 9.0
        let width = measurer.width(of: name, size: size)
        svg.start("text")
        svg.attr("class", "architecture-icon-name")
        svg.attr("x", box / 2)
        svg.attr("y", 70)
        svg.attr("text-anchor", "middle")
        svg.attr("font-size", size)
        if width > box - 8 {
            svg.attr("textLength", box - 8)
            svg.attr("lengthAdjust", "spacingAndGlyphs")
        }
        svg.startBody()
        svg.text(name)
        svg.end("text")
    }
}
