import Foundation

// Why: ``ColorVariableSet`` keeps theme variable names as bits; the bit of each name must be the same
// in every diagram and on every thread, so one process-wide index hands the numbers out.

/// Numbers theme variable names in the order they are first asked for, for ``ColorVariableSet``.
/// A number, once given, never changes, so sets built on different threads agree. Thread-safe.
package final class ColorVariableIndex: @unchecked Sendable {
    package static let shared = ColorVariableIndex()
    /// Bits in a ``ColorVariableSet``; later names are kept as strings.
    static let capacity = 512

    private let lock = NSLock()
    private var numbers: [String: Int] = [:]
    private var list: [String] = []

    /// The name of each number given so far.
    var names: [String] {
        lock.lock()
        defer { lock.unlock() }
        return list
    }

    /// `name`'s number, given now if it has none; nil once the index is full.
    func number(of name: String) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        if let number = numbers[name] { return number }
        guard list.count < Self.capacity else { return nil }
        numbers[name] = list.count
        list.append(name)
        return list.count - 1
    }

    /// `name`'s number if it has one.
    func existingNumber(of name: String) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        return numbers[name]
    }
}
