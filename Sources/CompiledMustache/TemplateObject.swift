/// A key→value object: vocabulary keys in a small array, other names in a dictionary.
///
/// Why: contexts are built once per page and read many times, so appending must be cheap
/// and a lookup must not hash. Setting a key twice keeps the last value, as a dictionary
/// would. Objects with more than a few entries (a page context may have fifty) also keep a
/// table from key ordinal to entry, so a lookup is one load instead of a scan.
public struct TemplateObject: Sendable {
    /// Entries set by key, in the order they were appended.
    public private(set) var entries: [(key: TemplateKey, value: TemplateValue)] = []
    /// Entries set by a name outside the vocabulary.
    public private(set) var custom: [String: TemplateValue] = [:]
    /// Entry index + 1 per key ordinal (0: absent), at least as long as the largest ordinal
    /// present; empty below `indexedFrom` entries.
    private var slots: [UInt8] = []
    private static let indexedFrom = 8

    public init(capacity: Int = 0) {
        if capacity > 0 { entries.reserveCapacity(capacity) }
    }

    public init(entries: [(key: TemplateKey, value: TemplateValue)]) {
        self.entries = entries
        rebuildSlots()
    }

    /// Converts a `[String: Any]` (as swift-mustache takes it), names resolved by `vocabulary`;
    /// nil when a value is something the compiled engine does not render.
    public init?(any dictionary: [String: Any], in vocabulary: TemplateVocabulary) {
        for (name, item) in dictionary {
            guard let value = TemplateValue(any: item, in: vocabulary) else { return nil }
            self[name: name, in: vocabulary] = value
        }
    }

    /// Adds `key` without checking for an earlier value (lookups take the last one).
    public mutating func append(_ key: TemplateKey, _ value: TemplateValue) {
        entries.append((key, value))
        let count = entries.count
        if count < TemplateObject.indexedFrom { return }
        if slots.isEmpty || count > 255 { return rebuildSlots() }
        // A larger ordinal than any before (a page context appends its keys mostly in ordinal
        // order): the table grows by doubling, never rebuilt per key (that allocated a new table
        // for most of a page's fifty keys).
        if key.ordinal >= slots.count {
            slots.append(contentsOf: repeatElement(0, count: max(key.ordinal + 1, 2 * slots.count) - slots.count))
        }
        slots[key.ordinal] = UInt8(count)
    }

    public mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
    }

    private mutating func rebuildSlots() {
        guard entries.count >= TemplateObject.indexedFrom, entries.count <= 255 else {
            if !slots.isEmpty { slots = [] }
            return
        }
        let size = entries.reduce(0) { max($0, $1.key.ordinal + 1) }
        slots = [UInt8](repeating: 0, count: size)
        for (index, entry) in entries.enumerated() { slots[entry.key.ordinal] = UInt8(index + 1) }
    }

    public subscript(key: TemplateKey) -> TemplateValue? {
        get {
            if !slots.isEmpty {
                let ordinal = key.ordinal
                guard ordinal < slots.count else { return nil }
                let slot = Int(slots[ordinal])
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

    /// The value of `name`, resolved by `vocabulary` (a vocabulary name is stored by key).
    public subscript(name name: String, in vocabulary: TemplateVocabulary) -> TemplateValue? {
        get { value(for: vocabulary.resolve(name)) }
        set {
            switch vocabulary.resolve(name) {
            case .known(let key): self[key] = newValue
            case .custom(let text): custom[text] = newValue
            }
        }
    }

    public func value(for name: TemplateName) -> TemplateValue? {
        switch name {
        case .known(let key): return self[key]
        case .custom(let text): return custom.isEmpty ? nil : custom[text]
        }
    }

    /// The `[String: Any]` swift-mustache renders, keys named by `vocabulary`.
    public func anyValue(in vocabulary: TemplateVocabulary) -> [String: Any] {
        var dictionary: [String: Any] = [:]
        dictionary.reserveCapacity(entries.count + custom.count)
        for (key, value) in entries { dictionary[vocabulary.name(of: key)] = value.anyValue(in: vocabulary) }
        for (name, value) in custom { dictionary[name] = value.anyValue(in: vocabulary) }
        return dictionary
    }
}
