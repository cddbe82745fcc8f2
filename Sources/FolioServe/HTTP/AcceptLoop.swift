import FlyingSocks
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The preview's listening loop: accepts clients until its task is cancelled, whatever `accept` throws.
///
/// Why: FlyingSocks' `sockets` sequence ends at the first failed `accept`, and `accept` fails for reasons
/// that pass: `EMFILE` when clients hold every file descriptor, `ECONNABORTED` when a client gave up
/// before it was accepted. Iterating that sequence, one burst of connections stopped the preview for good
/// (every later request sat in the listen queue). Here a failure waits a moment and tries again; running out
/// of descriptors first drops the longest-waiting idle connection (``ConnectionRoster/dropOne()``).
enum AcceptLoop {
    /// Calls `accept` and hands each client to `serve` until the task is cancelled. `makeRoom` is called
    /// when `accept` failed for want of descriptors or memory, and says whether it freed one.
    static func run<Client>(accept: () async throws -> Client, makeRoom: () -> Bool,
                            serve: (Client) -> Void) async {
        var failuresInARow = 0
        while !Task.isCancelled {
            do {
                serve(try await accept())
                failuresInARow = 0
            } catch {
                if Task.isCancelled || error is CancellationError { return }
                failuresInARow += 1
                let freed = isExhaustion(error) && makeRoom()
                do {
                    try await Task.sleep(nanoseconds: pause(afterFailures: failuresInARow, freedRoom: freed))
                } catch {
                    return
                }
            }
        }
    }

    /// True when `accept` failed because the process or system ran out of descriptors or buffers.
    static func isExhaustion(_ error: any Error) -> Bool {
        guard case let SocketError.failed(_, code, _) = error else { return false }
        return code == EMFILE || code == ENFILE || code == ENOBUFS || code == ENOMEM
    }

    /// How long to wait before the next `accept`: a millisecond when room was just made (the dropped
    /// connection's task closes its socket), then doubling from 5 ms to at most 100 ms, so a lasting
    /// failure costs no CPU and a passing one costs little time.
    static func pause(afterFailures failures: Int, freedRoom: Bool) -> UInt64 {
        if freedRoom { return 1_000_000 }
        let milliseconds = min(100, 5 << min(max(failures - 1, 0), 5))
        return UInt64(milliseconds) * 1_000_000
    }
}
