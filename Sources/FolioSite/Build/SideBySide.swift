import Dispatch

/// Runs two independent pieces of work at once, one on each core, each changing only its own value.
///
/// Why one helper: the plan builds its maps beside the navigation tree, and opening the build cache
/// and taking its reused pages each fill two maps side by side; each had written the same two-slot
/// `concurrentPerform` by hand. The values are changed in place (a map moved in is not copied).
enum SideBySide {
    static func run<First, Second>(_ first: inout First, _ changeFirst: (inout First) -> Void,
                                   _ second: inout Second, _ changeSecond: (inout Second) -> Void) {
        withUnsafeMutablePointer(to: &first) { firstPointer in
            withUnsafeMutablePointer(to: &second) { secondPointer in
                let firstSlot = UnsafeSendableBuffer(UnsafeMutableBufferPointer(start: firstPointer, count: 1))
                let secondSlot = UnsafeSendableBuffer(UnsafeMutableBufferPointer(start: secondPointer, count: 1))
                withoutActuallyEscaping(changeFirst) { changeFirst in
                    withoutActuallyEscaping(changeSecond) { changeSecond in
                        let work = Work(first: changeFirst, second: changeSecond)
                        DispatchQueue.concurrentPerform(iterations: 2) { part in
                            if part == 0 { work.first(&firstSlot.buffer[0]) } else { work.second(&secondSlot.buffer[0]) }
                        }
                    }
                }
            }
        }
    }

    /// The two closures, handed to the workers (each runs on exactly one of them).
    private struct Work<First, Second>: @unchecked Sendable {
        let first: (inout First) -> Void
        let second: (inout Second) -> Void
    }
}
