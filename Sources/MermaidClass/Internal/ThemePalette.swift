import Foundation

import MermaidCore

/// Theme colours for CSS rules. Uses the theme's variable (which follows the page colour
/// scheme through `DiagramContext.color`) and mermaid's default-theme value when the theme
/// does not define it.
struct ThemePalette {
    let context: DiagramContext

    func css(_ variable: String, _ fallback: String) -> String {
        context.theme[variable] != nil ? context.color(variable) : fallback
    }

    /// CSS declarations from `style`/`classDef` split into those for shapes and those for text
    /// (`color` becomes the text `fill`).
    static func split(_ declarations: [String]) -> (shape: String, text: String) {
        var shape: [String] = []
        var text: [String] = []
        for declaration in declarations {
            let name = declaration.prefix { $0 != ":" }.trimmingCharacters(in: .whitespaces).lowercased()
            let value = declaration.drop { $0 != ":" }.dropFirst().trimmingCharacters(in: .whitespaces)
            if name == "color" {
                text.append("fill:" + value)
            } else if name.hasPrefix("font") || name == "text-decoration" {
                text.append(name + ":" + value)
            } else {
                shape.append(name + ":" + value)
            }
        }
        return (shape.joined(separator: ";"), text.joined(separator: ";"))
    }
}
