// Why: the front end blanks comments, directives and accessibility statements with spaces so
// columns stay true. `String(repeating: " ", count:)` appends the one-space string once per
// column (a seed diagram's comment banners cost a fifth of its front end); this writes the
// bytes at once.

extension String {
    /// `count` spaces (none for a count below 1). A function, not an initializer: an `init(spaces:)`
    /// would be what `String.init` names as an `(Int) -> String` (labels are not part of that
    /// reference), so `ints.map(String.init)` would have written spaces instead of digits.
    package static func spaces(_ count: Int) -> String {
        let length = Swift.max(count, 0)
        return String(unsafeUninitializedCapacity: length) { buffer in
            buffer.initialize(repeating: UInt8(ascii: " "))
            return length
        }
    }
}
