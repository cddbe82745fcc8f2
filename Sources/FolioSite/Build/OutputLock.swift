import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An exclusive `flock` on `.<output>.folio-lock`, beside the output folder, held from the start
/// of a build's staging until its site is published or abandoned.
///
/// Why: two `folio build` runs into one output used to delete each other's staging folder (each
/// removes the leftovers of killed builds) and swap half-built sites in. With the lock, the
/// second build fails at once with a clear message and touches nothing. The lock file itself
/// stays (removing it would race with a third build); the kernel drops the lock when the
/// process ends, however it ends.
final class OutputLock: @unchecked Sendable {
    private var descriptor: Int32

    /// Takes the lock at `path`, or throws naming the output another build is writing.
    init(path: String, output: String) throws {
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw SiteBuildError.io("cannot create the lock file \(FileProblem.escaped(path)): \(FileProblem.reason(errno))")
        }
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            close(descriptor)
            descriptor = -1
            if code == EWOULDBLOCK {
                throw SiteBuildError.outputBusy(output)
            }
            throw SiteBuildError.io("cannot lock \(FileProblem.escaped(path)): \(FileProblem.reason(code))")
        }
    }

    /// Lets the next build in.
    func release() {
        guard descriptor >= 0 else { return }
        close(descriptor)  // closing drops the flock
        descriptor = -1
    }

    deinit { release() }
}
