// Why: mermaid marks every edge with `edge-thickness-*` and `edge-pattern-*` classes and styles
// them with the same rules in every graph diagram; the class names and the rules live here
// once instead of in each renderer.

/// Edge class names and their scoped CSS rules.
package enum EdgeCSS {
    /// Line weight class: `edge-thickness-<rawValue>`.
    package enum Thickness: String, CaseIterable, Sendable {
        case normal, thick, invisible

        var rule: String {
            switch self {
            case .normal: return "{stroke-width:1px;}"
            case .thick: return "{stroke-width:3.5px;}"
            case .invisible: return "{stroke-width:0;fill:none;}"
            }
        }
    }

    /// Dash class: `edge-pattern-<rawValue>`.
    package enum Pattern: String, CaseIterable, Sendable {
        case solid, dashed, dotted

        var rule: String {
            switch self {
            case .solid: return "{stroke-dasharray:0;}"
            case .dashed: return "{stroke-dasharray:3;}"
            case .dotted: return "{stroke-dasharray:2;}"
            }
        }
    }

    /// `edge-thickness-normal edge-pattern-solid`.
    package static func classes(_ thickness: Thickness, _ pattern: Pattern) -> String {
        "edge-thickness-" + thickness.rawValue + " edge-pattern-" + pattern.rawValue
    }

    /// Rules for the given thicknesses, then the given patterns, scoped by `#<prefix>`.
    package static func rules(prefix: String, thicknesses: [Thickness] = [],
                              patterns: [Pattern] = Pattern.allCases) -> String {
        let p = "#" + prefix
        var css = ""
        for t in thicknesses { css += p + " .edge-thickness-" + t.rawValue + t.rule }
        for pattern in patterns { css += p + " .edge-pattern-" + pattern.rawValue + pattern.rule }
        return css
    }
}
