import Foundation

/// A value shared between threads and tasks, read and changed under a lock.
final class LockedValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func get() -> Value { lock.withLock { value } }

    func set(_ newValue: Value) { lock.withLock { value = newValue } }

    @discardableResult
    func update<Result>(_ body: (inout Value) -> Result) -> Result { lock.withLock { body(&value) } }
}
