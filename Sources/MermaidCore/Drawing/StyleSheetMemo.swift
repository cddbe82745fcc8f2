import Foundation

/// Remembers the parts of diagram style sheets that depend only on the theme, the font and the
/// id prefix. Why: on a small diagram (most of mermaid's docs examples, most diagrams on a site)
/// writing the same style sheet text again was a third of the render (issue 20, item 5).
///
/// A part is remembered with the theme variables it asked for through ``DiagramContext/color(_:)``,
/// which are marked as used again on every reuse, so the colour custom properties come out the same.
package enum StyleSheetMemo {
    private static let memo = BoundedMemo<(css: String, variables: Set<String>)>(capacity: 512)

    /// `build()`'s text for `part` of the style sheet, remembered per ``DiagramContext/styleKey``;
    /// built every time when the context has no key (a theme made by hand).
    package static func css(_ part: String, context: DiagramContext, build: () -> String) -> String {
        guard let key = context.styleKey else { return build() }
        let entry = memo.value(for: part + "\u{1}" + key) {
            context.recordingColorVariables(build)
        }
        context.markColorVariablesUsed(entry.variables)
        return entry.css
    }
}
