import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program and times it from `posix_spawn` to `waitpid`.
///
/// Why not Foundation's `Process`: on Linux its `waitUntilExit()` waits on the run loop in steps of
/// about 50 ms, so a child that took 0.27 s was timed at 0.32–0.36 s (spawning `/bin/true` measured
/// 51 ms against 0.6 ms here). Cold builds hardly noticed; warm rebuilds and start-up figures did.
enum SpawnedProcess {
    /// How it ended and how long it took.
    struct Outcome {
        /// The exit status, or 128 + the signal that ended it.
        var status: Int32
        var wallSeconds: Double
    }

    /// Runs `executable` with `arguments` (the environment inherited), its standard output and error
    /// written to the given files (`/dev/null` when nil), and waits for it.
    static func run(_ executable: String, _ arguments: [String], standardOutput: String? = nil,
                    standardError: String? = nil) throws -> Outcome {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, standardOutput ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, standardError ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let code = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard code == 0 else { throw BenchError("cannot run \(executable): \(String(cString: strerror(code)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw BenchError("cannot wait for \(executable): \(String(cString: strerror(errno)))") }
        }
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import.
        let signal = status & 0x7f
        return Outcome(status: signal == 0 ? (status >> 8) & 0xff : 128 + signal, wallSeconds: wall)
    }
}
