/// What a node is. Core CommonMark kinds plus the GFM extension kinds Folio enables.
public enum MarkupNodeKind: String, Sendable, CaseIterable {
    case document, blockQuote, list, item, codeBlock, htmlBlock, customBlock, paragraph, heading
    case thematicBreak, footnoteDefinition
    case text, softBreak, lineBreak, code, htmlInline, customInline, emphasis, strong, link, image
    case footnoteReference
    /// A formula: `$…$` or `` $`…`$ `` (inline style) or `$$…$$` (display style), GitHub's math
    /// syntax; its ``MarkupNode/literal`` is the TeX between the delimiters (``MarkupNode/mathFormula``).
    case math
    case table, tableRow, tableCell, strikethrough, taskListItem
    case unknown

    /// True for block-level kinds (they can hold paragraphs or other blocks).
    public var isBlock: Bool {
        switch self {
        case .document, .blockQuote, .list, .item, .codeBlock, .htmlBlock, .customBlock, .paragraph,
             .heading, .thematicBreak, .footnoteDefinition, .table, .tableRow, .tableCell, .taskListItem:
            return true
        default:
            return false
        }
    }
}
