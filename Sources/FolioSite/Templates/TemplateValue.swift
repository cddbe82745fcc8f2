/// A value templates can see, typed so the compiled fast path (``CompiledTemplate``) can
/// switch on it instead of casting `Any` at every lookup.
///
/// Why: building a page's context as `[String: Any]` boxed every value in an existential
/// and hashed every key, and the renderer then paid a dynamic cast per lookup. Contexts are
/// now built as ``TemplateObject``s whose keys are a small enum resolved once when a
/// template is compiled. ``anyValue`` gives the exact `[String: Any]` shape swift-mustache
/// saw before, for templates outside the fast path's subset (user overrides keep working).
enum TemplateValue: Sendable {
    case string(String)
    /// Text already in UTF-8 (a rendered body, JSON-LD, the TOC items); a `String` to swift-mustache.
    case bytes([UInt8])
    case int(Int)
    case bool(Bool)
    case list([TemplateValue])
    case object(TemplateObject)
    /// `page.toc`: a list of `{id, text, level, isSub}`, made into objects only when a template iterates it.
    case tocEntries([RenderedPage.TOCEntry])
    /// A list of `{id, name, url, known}`, made into objects only when a template iterates it.
    case licenses([License])

    enum Shape { case scalar, list, object }

    /// What a lookup sees: text-like values are skipped, lists stop the fast path.
    var shape: Shape {
        switch self {
        case .string, .bytes, .int, .bool: return .scalar
        case .list, .tocEntries, .licenses: return .list
        case .object: return .object
        }
    }

    /// The value `name` holds when this is an object that has it; nil otherwise.
    func member(_ name: TemplateName) -> TemplateValue? {
        guard case .object(let object) = self else { return nil }
        return object.value(for: name)
    }

    /// The plain Swift value swift-mustache renders (`String`, `Int`, `Bool`, `[Any]`, `[String: Any]`).
    var anyValue: Any {
        switch self {
        case .string(let text): return text
        case .bytes(let bytes): return String(decoding: bytes, as: UTF8.self)
        case .int(let number): return number
        case .bool(let flag): return flag
        case .list(let items): return items.map(\.anyValue)
        case .object(let object): return object.anyValue
        case .tocEntries, .licenses: return (listElements ?? []).map(\.anyValue)
        }
    }

    /// The elements of a list-like value, nil for anything else.
    var listElements: [TemplateValue]? {
        switch self {
        case .list(let items): return items
        case .tocEntries(let entries):
            return entries.map { entry in
                var object = TemplateObject(capacity: 4)
                object.append(.id, .string(entry.id))
                object.append(.text, .string(entry.text))
                object.append(.level, .int(entry.level))
                object.append(.isSub, .bool(entry.level == 3))
                return .object(object)
            }
        case .licenses(let licenses): return licenses.map { .object(TemplateObject.license($0)) }
        default: return nil
        }
    }

    /// True for the list-like cases (their element count without building them).
    var listCount: Int? {
        switch self {
        case .list(let items): return items.count
        case .tocEntries(let entries): return entries.count
        case .licenses(let licenses): return licenses.count
        default: return nil
        }
    }

    /// Converts a plain Swift value (as swift-mustache takes it); nil for anything the
    /// fast path does not render (`Double`, custom objects…).
    init?(any value: Any) {
        if let text = value as? String { self = .string(text) }
        else if let flag = value as? Bool { self = .bool(flag) }
        else if let number = value as? Int { self = .int(number) }
        else if let dictionary = value as? [String: Any] {
            guard let object = TemplateObject(any: dictionary) else { return nil }
            self = .object(object)
        } else if let array = value as? [Any] {
            var items: [TemplateValue] = []
            items.reserveCapacity(array.count)
            for element in array {
                guard let item = TemplateValue(any: element) else { return nil }
                items.append(item)
            }
            self = .list(items)
        } else {
            return nil
        }
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
}

/// A name in a template tag, resolved once: Folio's own keys become a ``TemplateKey``
/// (compared as one byte), any other name (front matter keys) stays text.
enum TemplateName: Sendable, Hashable {
    case known(TemplateKey)
    case custom(String)

    init(_ name: String) {
        if let key = TemplateKey.byName[name] { self = .known(key) } else { self = .custom(name) }
    }
}

/// A key→value object: Folio's keys in a small array, other names in a dictionary.
/// Setting a key twice keeps the last value, as a dictionary would. Objects with more than
/// a few entries (a page's context has about fifty) also keep a table from key to entry,
/// so a lookup is one load instead of a scan.
struct TemplateObject: Sendable {
    private(set) var entries: [(key: TemplateKey, value: TemplateValue)] = []
    private(set) var custom: [String: TemplateValue] = [:]
    /// Entry index + 1 per ``TemplateKey/ordinal`` (0: absent); empty below `indexedFrom` entries.
    private var slots: [UInt8] = []
    private static let indexedFrom = 8

    init(capacity: Int = 0) {
        if capacity > 0 { entries.reserveCapacity(capacity) }
    }

    init(entries: [(key: TemplateKey, value: TemplateValue)]) {
        self.entries = entries
        rebuildSlots()
    }

    init?(any dictionary: [String: Any]) {
        for (name, item) in dictionary {
            guard let value = TemplateValue(any: item) else { return nil }
            self[name: name] = value
        }
    }

    /// Adds `key` without checking for an earlier value (lookups take the last one).
    mutating func append(_ key: TemplateKey, _ value: TemplateValue) {
        entries.append((key, value))
        let count = entries.count
        if count < TemplateObject.indexedFrom { return }
        if slots.isEmpty || count > 255 { rebuildSlots() } else { slots[key.ordinal] = UInt8(count) }
    }

    mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
    }

    private mutating func rebuildSlots() {
        guard entries.count >= TemplateObject.indexedFrom, entries.count <= 255 else {
            if !slots.isEmpty { slots = [] }
            return
        }
        slots = [UInt8](repeating: 0, count: TemplateKey.allCases.count)
        for (index, entry) in entries.enumerated() { slots[entry.key.ordinal] = UInt8(index + 1) }
    }

    subscript(key: TemplateKey) -> TemplateValue? {
        get {
            if !slots.isEmpty {
                let slot = Int(slots[key.ordinal])
                return slot == 0 ? nil : entries[slot - 1].value
            }
            var index = entries.count
            while index > 0 {
                index -= 1
                if entries[index].key == key { return entries[index].value }
            }
            return nil
        }
        set {
            if entries.contains(where: { $0.key == key }) {
                entries.removeAll { $0.key == key }
                rebuildSlots()
            }
            if let value = newValue { append(key, value) }
        }
    }

    subscript(name name: String) -> TemplateValue? {
        get { value(for: TemplateName(name)) }
        set {
            switch TemplateName(name) {
            case .known(let key): self[key] = newValue
            case .custom(let text): custom[text] = newValue
            }
        }
    }

    func value(for name: TemplateName) -> TemplateValue? {
        switch name {
        case .known(let key): return self[key]
        case .custom(let text): return custom.isEmpty ? nil : custom[text]
        }
    }

    /// The `[String: Any]` swift-mustache renders.
    var anyValue: [String: Any] {
        var dictionary: [String: Any] = [:]
        dictionary.reserveCapacity(entries.count + custom.count)
        for (key, value) in entries { dictionary[key.rawValue] = value.anyValue }
        for (name, value) in custom { dictionary[name] = value.anyValue }
        return dictionary
    }

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
