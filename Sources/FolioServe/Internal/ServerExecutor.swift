import Dispatch

/// Runs the preview server's tasks on their own dispatch threads instead of Swift's shared cooperative
/// pool (one thread per core).
///
/// The preview must answer while the machine is busy: the rebuild renders pages on every core, and a test
/// run executes hundreds of CPU-bound tests on the same pool. On a two-core machine either can keep the
/// pool busy for seconds, and a server waiting for a pool thread cannot even accept a connection.
@available(macOS 15, iOS 18, *)
final class ServerExecutor: TaskExecutor, @unchecked Sendable {
    private let queue = DispatchQueue(label: "folio.serve.http", qos: .userInitiated, attributes: .concurrent)

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
