/// A value templates can see, typed so ``CompiledTemplate`` switches on it instead of
/// casting `Any` at every lookup.
///
/// Why: a `[String: Any]` context boxes every value in an existential and hashes every key,
/// and the renderer then pays a dynamic cast per lookup. Values here are plain enums and
/// objects whose keys were resolved once (``TemplateVocabulary``). ``anyValue(in:)`` gives
/// the `[String: Any]` shape swift-mustache renders, for templates outside the compiled subset.
public enum TemplateValue: Sendable {
    case string(String)
    /// Text already in UTF-8 (rendered HTML, JSON…): written as is by `{{{x}}}`, escaped by
    /// `{{x}}`; a `String` to swift-mustache.
    case bytes([UInt8])
    case int(Int)
    case bool(Bool)
    case list([TemplateValue])
    case object(TemplateObject)
    /// A list made only when a template iterates it.
    case lazyList(TemplateList)

    enum Shape { case scalar, list, object }

    /// What a lookup sees: text-like values are skipped, lists stop the fast path.
    var shape: Shape {
        switch self {
        case .string, .bytes, .int, .bool: return .scalar
        case .list, .lazyList: return .list
        case .object: return .object
        }
    }

    /// The value `name` holds when this is an object that has it; nil otherwise.
    func member(_ name: TemplateName) -> TemplateValue? {
        guard case .object(let object) = self else { return nil }
        return object.value(for: name)
    }

    /// The elements of a list-like value, nil for anything else.
    public var listElements: [TemplateValue]? {
        switch self {
        case .list(let items): return items
        case .lazyList(let list): return list.elements
        default: return nil
        }
    }

    /// The element count of a list-like value (without making a lazy list's elements).
    public var listCount: Int? {
        switch self {
        case .list(let items): return items.count
        case .lazyList(let list): return list.count
        default: return nil
        }
    }

    /// The plain Swift value swift-mustache renders (`String`, `Int`, `Bool`, `[Any]`,
    /// `[String: Any]`), object keys named by `vocabulary`.
    public func anyValue(in vocabulary: TemplateVocabulary) -> Any {
        switch self {
        case .string(let text): return text
        case .bytes(let bytes): return String(decoding: bytes, as: UTF8.self)
        case .int(let number): return number
        case .bool(let flag): return flag
        case .object(let object): return object.anyValue(in: vocabulary)
        case .list, .lazyList: return (listElements ?? []).map { $0.anyValue(in: vocabulary) }
        }
    }

    /// Converts a plain Swift value (as swift-mustache takes it); nil for anything the
    /// compiled engine does not render (`Double`, custom objects…).
    public init?(any value: Any, in vocabulary: TemplateVocabulary) {
        if let text = value as? String { self = .string(text) }
        else if let flag = value as? Bool { self = .bool(flag) }
        else if let number = value as? Int { self = .int(number) }
        else if let dictionary = value as? [String: Any] {
            guard let object = TemplateObject(any: dictionary, in: vocabulary) else { return nil }
            self = .object(object)
        } else if let array = value as? [Any] {
            var items: [TemplateValue] = []
            items.reserveCapacity(array.count)
            for element in array {
                guard let item = TemplateValue(any: element, in: vocabulary) else { return nil }
                items.append(item)
            }
            self = .list(items)
        } else {
            return nil
        }
    }
}
