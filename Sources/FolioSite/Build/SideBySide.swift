import Dispatch

/// Runs two independent pieces of work at once, one on each core, each changing only its own value.
///
/// Why one helper: the plan builds its maps beside the navigation tree, and opening the build cache
/// and taking its reused pages each fill two maps side by side; each had written the same two-slot
/// `concurrentPerform` by hand. The values are changed in place (a map moved in is not copied).
/// Why not a two-way `concurrentPerform`: libdispatch runs an apply nested in another in line, one
/// thread, so a side that spreads its own work over the cores (the navigation's folders, the cache's
/// parts) lost them. The first piece goes to a global queue, the second runs on the calling thread.
enum SideBySide {
    static func run<First, Second>(_ first: inout First, _ changeFirst: (inout First) -> Void,
                                   _ second: inout Second, _ changeSecond: (inout Second) -> Void) {
        withUnsafeMutablePointer(to: &first) { firstPointer in
            withoutActuallyEscaping(changeFirst) { changeFirst in
                var work = Work(change: changeFirst, value: firstPointer)
                withUnsafeMutablePointer(to: &work) { workPointer in
                    // The queued block holds only this pointer: the closure is never retained past the
                    // call, so it does not escape (the group is waited for before anything returns).
                    let handle = WorkHandle(pointer: workPointer)
                    let done = DispatchGroup()
                    DispatchQueue.global(qos: .userInitiated).async(group: done) { handle.pointer.pointee.run() }
                    changeSecond(&second)
                    done.wait()
                }
            }
        }
    }

    /// The first piece and its value.
    private struct Work<First> {
        let change: (inout First) -> Void
        let value: UnsafeMutablePointer<First>
        func run() { change(&value.pointee) }
    }

    /// The first piece, handed to the queue (read by exactly one block, while the caller waits).
    private struct WorkHandle<First>: @unchecked Sendable {
        let pointer: UnsafeMutablePointer<Work<First>>
    }
}
