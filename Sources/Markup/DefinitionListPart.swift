import CCmarkDefinitionList

/// Which part of a definition list a node is: the list (`<dl>`), a term (`<dt>`, one line of inlines) or a
/// definition (`<dd>`, blocks). Each is a ``MarkupNodeKind/customBlock`` made by the definition list
/// extension (`Sources/CCmarkDefinitionList`); ``MarkupNode/definitionListPart`` tells them apart.
///
/// Why a type of its own: walkers that treat terms as text (a title taken from a page's first
/// paragraph, the outline) need to know a term from a definition without reading the C extension's
/// private record.
public enum DefinitionListPart: Sendable, Equatable {
    case list, term, definition
}

extension MarkupNode {
    /// The definition list part this node is; nil for every other node.
    public var definitionListPart: DefinitionListPart? {
        guard kind == .customBlock else { return nil }
        switch Int(folio_definition_kind(UnsafeMutableRawPointer(pointer))) {
        case FOLIO_DEFINITION_LIST: return .list
        case FOLIO_DEFINITION_TERM: return .term
        case FOLIO_DEFINITION_BODY: return .definition
        default: return nil
        }
    }
}
