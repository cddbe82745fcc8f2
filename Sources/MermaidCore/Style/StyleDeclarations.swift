import Foundation

/// CSS declarations from `style`, `classDef` and similar lines (`fill:#f9f,stroke:#333`),
/// shared by the diagram types that accept them.
///
/// Added by the class/state diagram work; kept tiny and dependency-free.
package enum StyleDeclarations {
    /// Splits `fill:#f9f,stroke:#333;stroke-width:4px` into declarations, dropping anything that
    /// could break out of a `style` attribute or a CSS rule (`<`, `>`, quotes, braces, `&`).
    package static func split(_ text: String) -> [String] {
        var result: [String] = []
        for piece in text.split(whereSeparator: { $0 == "," || $0 == ";" }) {
            let declaration = piece.trimmingWhitespaces()
            guard let colon = declaration.firstIndex(of: ":"), colon != declaration.startIndex else { continue }
            if declaration.contains(where: { $0 == "<" || $0 == ">" || $0 == "\"" || $0 == "{" || $0 == "}" || $0 == "&" }) { continue }
            result.append(declaration)
        }
        return result
    }

    /// Separates declarations for shapes from those for text: `color` becomes the text's
    /// `fill`, `font-*` and `text-decoration` go to the text, the rest to the shape.
    /// Returns each group joined with `;`, ready for a `style` attribute or a CSS rule.
    package static func partition(_ declarations: [String]) -> (shape: String, text: String) {
        var shape: [String] = []
        var text: [String] = []
        for declaration in declarations {
            let name = declaration.prefix { $0 != ":" }.trimmingWhitespaces().lowercased()
            let value = declaration.drop { $0 != ":" }.dropFirst().trimmingWhitespaces()
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
