// Why: `classDef name fill:…,color:…` becomes two scoped CSS rules, one for the shapes and one
// for the text of elements with that class. Class and state diagrams each wrote that loop;
// every diagram type with `classDef` (ER, requirement, block, mindmap…) needs it too.

/// CSS rules from `classDef` declarations.
package enum ClassDefCSS {
    /// For each class in `order` with declarations in `definitions`: the shape declarations on
    /// `shapeSelectors(cls)`, the text ones (`color` as `fill`, `font-*`, `text-decoration`) on
    /// `textSelectors(cls)`, every selector scoped by `#<prefix> `. `cls` is the class name as an
    /// id-safe fragment (as in the elements' `class` attributes).
    package static func rules(prefix: String, order: [String], definitions: [String: [String]],
                              shapeSelectors: (String) -> [String], textSelectors: (String) -> [String]) -> String {
        let p = "#" + prefix + " "
        var css = ""
        for name in order {
            guard let declarations = definitions[name] else { continue }
            let (shape, text) = StyleDeclarations.partition(declarations)
            let cls = XMLEscape.idFragment(name)
            if !shape.isEmpty { css += shapeSelectors(cls).map { p + $0 }.joined(separator: ",") + "{" + shape + ";}" }
            if !text.isEmpty { css += textSelectors(cls).map { p + $0 }.joined(separator: ",") + "{" + text + ";}" }
        }
        return css
    }
}
