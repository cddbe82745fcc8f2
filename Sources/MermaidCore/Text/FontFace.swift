/// The fonts Folio has width tables for, and how a CSS `font-family` list maps onto them.
///
/// The mapping mirrors what Chromium picks on a Debian machine with `fonts-dejavu-core` and
/// `fonts-liberation`: families that are not installed are skipped (Chromium does not take
/// fontconfig's loose substitutes), metric-compatible aliases are taken (Arial/Helvetica →
/// Liberation Sans), and generic families resolve to DejaVu. So mermaid's default stack
/// `"trebuchet ms", verdana, arial, sans-serif` is measured with Liberation Sans, exactly
/// like mermaid.js in that browser; `Monospace`/`courier` use DejaVu Sans Mono and a lone
/// `verdana` falls through to DejaVu Sans.
package enum FontFace: String, Sendable, CaseIterable {
    case liberationSans = "Liberation Sans"
    case dejaVuSans = "DejaVu Sans"
    case dejaVuSansMono = "DejaVu Sans Mono"

    /// The face a browser would use for a CSS `font-family` list.
    package static func resolve(_ cssFamily: String) -> FontFace {
        for family in families(in: cssFamily) {
            switch family.lowercased() {
            case "liberation sans", "arial", "helvetica", "helvetica neue", "arimo":
                return .liberationSans
            case "dejavu sans", "bitstream vera sans", "sans-serif", "sans", "system-ui", "verdana-fallback":
                return .dejaVuSans
            case "dejavu sans mono", "monospace", "mono", "courier", "courier new", "liberation mono", "menlo",
                 "consolas", "monaco", "ui-monospace", "bitstream vera sans mono":
                return .dejaVuSansMono
            case "serif", "cursive", "fantasy":
                return .dejaVuSans
            default:
                continue
            }
        }
        return .dejaVuSans
    }

    /// The family names of a CSS list, unquoted and trimmed.
    package static func families(in cssFamily: String) -> [String] {
        // Quotes dropped from both ends by hand: the reversed-and-dropped collections this was written
        // with cost 0.15 ms of generic type lookups on the first call of a one-diagram run.
        cssFamily.split(separator: ",").map { part -> String in
            var name = Substring(part.trimmingASCIIWhitespace())
            while let first = name.first, first == "\"" || first == "'" { name = name.dropFirst() }
            while let last = name.last, last == "\"" || last == "'" { name = name.dropLast() }
            return String(name)
        }.filter { !$0.isEmpty }
    }

    /// A metric-compatible family other platforms have, listed right after the measured one.
    var metricTwin: String? {
        switch self {
        case .liberationSans: return "Arial"
        case .dejaVuSans: return "Verdana"
        case .dejaVuSansMono: return nil
        }
    }

    var regular: FontWidthTable {
        switch self {
        case .liberationSans: return FontWidthTables.liberationSans
        case .dejaVuSans: return FontWidthTables.dejaVuSans
        case .dejaVuSansMono: return FontWidthTables.dejaVuSansMono
        }
    }

    var bold: FontWidthTable {
        switch self {
        case .liberationSans: return FontWidthTables.liberationSansBold
        case .dejaVuSans: return FontWidthTables.dejaVuSansBold
        case .dejaVuSansMono: return FontWidthTables.dejaVuSansMonoBold
        }
    }

    /// The widest plausible substitute, measured too so a label still fits when the viewer
    /// lacks the measured font (Liberation Sans missing → the generic sans-serif, DejaVu Sans).
    var widestFallback: FontFace? {
        self == .liberationSans ? .dejaVuSans : nil
    }
}

import Foundation
