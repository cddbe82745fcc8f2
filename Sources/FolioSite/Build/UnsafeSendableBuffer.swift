/// Lets `concurrentPerform` workers write to distinct slots of one buffer.
///
/// Why unchecked: each worker writes only its own index, which the compiler cannot see; the
/// phases that fill result arrays in parallel all share this one wrapper.
struct UnsafeSendableBuffer<Element>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Element>
    init(_ buffer: UnsafeMutableBufferPointer<Element>) { self.buffer = buffer }
}
