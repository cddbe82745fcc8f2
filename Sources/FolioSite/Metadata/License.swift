/// One license of a page: an SPDX id with its name and canonical URL, or an unknown
/// string kept exactly as written.
public struct License: Sendable, Hashable, Comparable {
    /// SPDX id (`MIT`, `CC-BY-4.0`), or the original text when not recognised.
    public var id: String
    /// Human name (`Creative Commons Attribution 4.0 International`).
    public var name: String
    /// Canonical URL; nil for unknown licenses.
    public var url: String?

    public var isKnown: Bool { url != nil }

    public init(id: String, name: String, url: String?) {
        self.id = id
        self.name = name
        self.url = url
    }

    public static func < (a: License, b: License) -> Bool { a.id.lowercased() < b.id.lowercased() }
}
