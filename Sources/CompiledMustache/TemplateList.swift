/// A list whose elements are made only when a template iterates it.
///
/// Why: a client often has a list in its own model (a page's table of contents, its
/// licenses) that templates rarely iterate. Building an object per element for every page
/// would cost more than the rendering; this keeps the count (for truthiness) and a recipe.
public final class TemplateList: Sendable {
    /// How many elements the list has, without making them.
    public let count: Int
    private let make: @Sendable () -> [TemplateValue]

    /// A list of `count` elements that `elements` makes on demand.
    public init(count: Int, elements: @escaping @Sendable () -> [TemplateValue]) {
        self.count = count
        make = elements
    }

    /// The elements, made now.
    public var elements: [TemplateValue] { make() }
}
