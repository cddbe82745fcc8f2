import Foundation

/// The background thread a watcher runs its loop on, and a clean way to end it: the loop checks
/// `isStopped` at least every 100 ms, and ``stop()`` waits (bounded) until it has returned.
final class WatcherThread: @unchecked Sendable {
    private let stopped = LockedValue(false)
    private let finished = DispatchSemaphore(value: 0)
    private let started = LockedValue(false)

    var isStopped: Bool { stopped.get() }

    func start(name: String, loop: @escaping @Sendable () -> Void) {
        started.set(true)
        let thread = Thread { [finished] in
            loop()
            finished.signal()
        }
        thread.name = name
        thread.start()
    }

    func stop() {
        guard started.get(), !stopped.get() else { return }
        stopped.set(true)
        _ = finished.wait(timeout: .now() + 2)
    }
}
