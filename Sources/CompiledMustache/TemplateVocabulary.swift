/// The names a client's contexts use most, numbered once (see ``TemplateKey``).
///
/// Why: templates and context objects must agree on how a name is stored, so that
/// `{{title}}` finds a `title` whether the object was filled with a key or with a name
/// (front matter, `[String: Any]`). A client makes one vocabulary and uses it both to compile
/// templates and to set values by name.
///
/// ```swift
/// let names = TemplateVocabulary(["title", "items"])
/// let template = CompiledTemplate.compile("{{title}}", vocabulary: names)!
/// var context = TemplateObject()
/// context.append(names.key(named: "title")!, .string("Hello"))
/// var html: [UInt8] = []
/// _ = template.render(context, partials: [:], into: &html)  // "Hello"
/// ```
public struct TemplateVocabulary: Sendable {
    /// The names, in key order.
    public let names: [String]
    private let keysByName: [String: TemplateKey]

    /// Numbers `names` in order (the first is ordinal 0). A repeated name keeps its first key.
    public init(_ names: [String]) {
        self.names = names
        var table: [String: TemplateKey] = [:]
        for (ordinal, name) in names.enumerated() where table[name] == nil { table[name] = TemplateKey(ordinal: ordinal) }
        keysByName = table
    }

    /// The key of `name`, or nil when it is not in the vocabulary.
    public func key(named name: String) -> TemplateKey? { keysByName[name] }

    /// The name `key` stands for.
    public func name(of key: TemplateKey) -> String { names[key.ordinal] }

    /// `name` resolved: its key when it has one, else the text.
    public func resolve(_ name: String) -> TemplateName {
        if let key = keysByName[name] { return .known(key) }
        return .custom(name)
    }
}
