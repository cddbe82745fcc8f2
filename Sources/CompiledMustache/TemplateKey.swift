/// A name a client's contexts use often, numbered by a ``TemplateVocabulary``.
///
/// Why: a compiled tag resolves its names once, so at render time finding `{{page.title}}`
/// compares small integers instead of hashing strings. Names outside the vocabulary still
/// work, as ``TemplateName/custom(_:)``.
public struct TemplateKey: Hashable, Sendable {
    let raw: UInt16

    /// The key numbered `ordinal` in its vocabulary (0, 1, …).
    public init(ordinal: Int) {
        precondition(ordinal >= 0 && ordinal <= Int(UInt16.max), "template key ordinal out of range")
        raw = UInt16(ordinal)
    }

    /// Position in the vocabulary, for per-key tables.
    public var ordinal: Int { Int(raw) }
}

/// One part of a name in a template tag, or a key of a context object, resolved once:
/// a vocabulary name becomes its ``TemplateKey``, any other name stays text.
public enum TemplateName: Sendable, Hashable {
    case known(TemplateKey)
    case custom(String)
}
