import Foundation

/// Splits `fill:#f9f,stroke:#333,stroke-width:4px` into CSS declarations, as `style` and
/// `classDef` lines write them. Drops anything that could break out of a style attribute.
enum StyleDeclarations {
    static func split(_ text: String) -> [String] {
        var result: [String] = []
        for piece in text.split(whereSeparator: { $0 == "," || $0 == ";" }) {
            let declaration = piece.trimmingCharacters(in: .whitespaces)
            guard let colon = declaration.firstIndex(of: ":"), colon != declaration.startIndex else { continue }
            if declaration.contains(where: { $0 == "<" || $0 == ">" || $0 == "\"" || $0 == "{" || $0 == "}" || $0 == "&" }) { continue }
            result.append(declaration)
        }
        return result
    }
}
