import CompiledMustache

/// Folio's side of the compiled template values: site keys (``SiteKey``) instead of the
/// engine's numbered keys, and the site model (TOC entries, licenses, links, front matter)
/// mapped onto the engine's generic values.
///
/// Why: `CompiledMustache` knows nothing about sites; this is the one place that says what
/// a TOC entry or a license looks like to a template. Every name goes through
/// ``SiteKey/vocabulary``, the vocabulary Folio's templates are compiled with.
extension TemplateObject {
    init(entries: [(key: SiteKey, value: TemplateValue)]) {
        self.init(entries: entries.map { ($0.key.key, $0.value) })
    }

    /// Adds `key` without checking for an earlier value (lookups take the last one).
    mutating func append(_ key: SiteKey, _ value: TemplateValue) {
        append(key.key, value)
    }

    subscript(key: SiteKey) -> TemplateValue? {
        get { self[key.key] }
        set { self[key.key] = newValue }
    }

    /// The value of a name (a front matter key, say), stored by key when it is one of Folio's.
    subscript(name name: String) -> TemplateValue? {
        get { self[name: name, in: SiteKey.vocabulary] }
        set { self[name: name, in: SiteKey.vocabulary] = newValue }
    }

    /// The `[String: Any]` swift-mustache renders.
    var anyValue: [String: Any] { anyValue(in: SiteKey.vocabulary) }

    /// `{id, name, url, known}` for one license (`url` is "" for unknown licenses).
    static func license(_ license: License) -> TemplateObject {
        var object = TemplateObject(capacity: 4)
        object.append(.id, .string(license.id))
        object.append(.name, .string(license.name))
        object.append(.url, .string(license.url ?? ""))
        object.append(.known, .bool(license.isKnown))
        return object
    }

    /// `{name, url}` for a tag or category link.
    static func link(name: String, url: String) -> TemplateObject {
        var object = TemplateObject(capacity: 2)
        object.append(.name, .string(name))
        object.append(.url, .string(url))
        return object
    }
}

extension TemplateValue {
    /// `page.toc`: a list of `{id, text, level, isSub}`, made into objects only when a template iterates it.
    static func tocEntries(_ entries: [RenderedPage.TOCEntry]) -> TemplateValue {
        .lazyList(TemplateList(count: entries.count) {
            entries.map { entry in
                var object = TemplateObject(capacity: 4)
                object.append(.id, .string(entry.id))
                object.append(.text, .string(entry.text))
                object.append(.level, .int(entry.level))
                object.append(.isSub, .bool(entry.level == 3))
                return .object(object)
            }
        })
    }

    /// A list of `{id, name, url, known}`, made into objects only when a template iterates it.
    static func licenses(_ licenses: [License]) -> TemplateValue {
        .lazyList(TemplateList(count: licenses.count) { licenses.map { .object(TemplateObject.license($0)) } })
    }

    /// A front matter value as templates see it: text, lists and maps; null is "".
    init(_ value: FrontMatterValue) {
        switch value {
        case .string(let text): self = .string(text)
        case .list(let items): self = .list(items.map(TemplateValue.init))
        case .map(let pairs):
            var object = TemplateObject(capacity: pairs.count)
            for (key, item) in pairs { object[name: key] = TemplateValue(item) }
            self = .object(object)
        case .null: self = .string("")
        }
    }

    /// The plain Swift value swift-mustache renders.
    var anyValue: Any { anyValue(in: SiteKey.vocabulary) }
}
