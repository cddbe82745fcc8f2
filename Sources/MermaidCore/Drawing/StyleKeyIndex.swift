import Foundation

/// Numbers each distinct set of style sheet inputs (theme, dark theme, shared variables, font), for
/// ``DiagramContext/styleKey``. Why: the key was a string written for every diagram (sixteen appends)
/// and hashed again by every ``StyleSheetMemo`` lookup; a number is looked up once per diagram and
/// hashes as one word (issue 20, item 5).
///
/// A number is never given to other inputs, even after the index starts again empty (it keeps at most
/// `capacity` entries), so a part remembered under an old number can never be served for new inputs.
/// Thread-safe.
final class StyleKeyIndex: @unchecked Sendable {
    struct Inputs: Hashable {
        var theme: Int
        var dark: Int
        var sharedVariables: Bool
        var fontFamily: String
        var fontSize: Double
    }

    static let shared = StyleKeyIndex(capacity: 1024)

    private let lock = NSLock()
    private var numbers = HashBuckets<Inputs, Int>()  // not a Dictionary: see HashBuckets
    private var next = 1
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The number of `inputs`: the same for equal inputs while they stay in the index, never shared.
    func number(for inputs: Inputs) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if let number = numbers[inputs] { return number }
        if numbers.count >= capacity { numbers.removeAll() }
        let number = next
        next += 1
        numbers.set(number, for: inputs)
        return number
    }
}
