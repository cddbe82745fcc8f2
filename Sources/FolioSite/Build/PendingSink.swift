import Dispatch
import Foundation

// Why: making `folio build`'s sink checks that the output folder holds only Folio's files (a walk of
// every folder of the live site), inspects the kept previous site and moves it into place as the
// staging folder: tens of milliseconds of a one-note rebuild, none of which needs the site. Made on
// another core while the site is loaded and planned, it is ready when the first file is written.

/// An ``OutputSink`` being made on another thread.
final class PendingSink: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Result<any OutputSink, any Error>?
    private var taken = false

    /// Starts `make` on another thread. `make` must stay valid until ``take()`` or ``abandonIfUntaken()``
    /// returns (both wait for it).
    init(_ make: @escaping () throws -> any OutputSink) {
        let maker = Maker(make)
        // A thread of its own, not a dispatch queue: making the sink waits for work it queues itself
        // (the spare's inspection), and builds running side by side (the tests) could otherwise take
        // every thread of the queue's pool with sinks waiting for inspections that never start.
        let thread = Thread { [self] in
            result = maker.run()
            done.signal()
        }
        thread.start()
    }

    /// The closure, handed to the other thread: it runs there once and is let go of before the
    /// result is published (a caller may hand over a closure that must not escape it).
    private final class Maker: @unchecked Sendable {
        private var make: (() throws -> any OutputSink)?

        init(_ make: @escaping () throws -> any OutputSink) { self.make = make }

        func run() -> Result<any OutputSink, any Error> {
            let result: Result<any OutputSink, any Error>
            do { result = .success(try make!()) } catch { result = .failure(error) }
            make = nil
            return result
        }
    }

    /// The sink, once made; throws what making it threw.
    func take() throws -> any OutputSink {
        done.wait()
        done.signal()  // a later wait returns at once
        taken = true
        return try result!.get()
    }

    /// For a build that failed before writing: waits for the sink and abandons it (its lock released,
    /// its staging folder removed) unless it was taken.
    func abandonIfUntaken() {
        done.wait()
        done.signal()
        if !taken, case .success(let sink) = result { sink.abandon() }
    }
}
