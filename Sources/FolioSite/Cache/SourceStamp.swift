import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Who a note's file is and when it last changed: device, inode, size, modification and status-change
/// times (to the nanosecond). The build cache keeps it with the note's summary.
///
/// Why: a rebuild read every note to take its text's digest, 120 MB at 10,000 notes, to learn that
/// all but one were unchanged. A note whose stamp is the one recorded when its summary was made is
/// not read at all (as `git status` trusts its index). Writing a file changes its status-change time,
/// which no program can set back, so an edit that keeps the size and restores the modification time is
/// still seen. A stamp is recorded only for a file last changed more than ``settleSeconds`` before it
/// was read: an edit within the same clock tick as the read would otherwise keep the stamp the read
/// saw (`git`'s "racily clean" entries); such a note is read again by the next build.
struct SourceStamp: Equatable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: Int64
    var modifiedNanoseconds: Int64
    var changed: Int64
    var changedNanoseconds: Int64

    /// How long a file must have been left alone before its stamp vouches for its text (file
    /// systems with coarse times, FAT's 2 s, and clocks of network servers slightly apart).
    static let settleSeconds: Int64 = 3

    /// The stamp of the file at `path` (following a symbolic link, as reading it does), nil when it is
    /// not a regular file, cannot be examined, or changed less than `settle` seconds ago.
    static func settled(_ path: String, settle: Int64 = settleSeconds) -> SourceStamp? {
        let now = Observation.clock()
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return Observation(info, takenAfter: now).settled(settle)
    }

    /// A regular file's stamp as a folder walk saw it, and a time before it looked: the content scan
    /// keeps one per note, so loading the note need not examine its file a second time.
    struct Observation: Sendable {
        var stamp: SourceStamp
        /// Nanoseconds since the epoch, read before the file was examined.
        var before: Int64

        /// The stamp of `info` (a regular file's), examined after `before` (``clock()``).
        init(_ info: stat, takenAfter before: Int64) {
            stamp = SourceStamp(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                                modified: Int64(info.st_mtim.tv_sec), modifiedNanoseconds: Int64(info.st_mtim.tv_nsec),
                                changed: Int64(info.st_ctim.tv_sec), changedNanoseconds: Int64(info.st_ctim.tv_nsec))
            self.before = before
        }

        /// The stamp when the file had been left alone for `settle` seconds when it was examined.
        func settled(_ settle: Int64) -> SourceStamp? {
            let latest = before - settle * 1_000_000_000
            guard stamp.modified * 1_000_000_000 + stamp.modifiedNanoseconds < latest,
                  stamp.changed * 1_000_000_000 + stamp.changedNanoseconds < latest else { return nil }
            return stamp
        }

        /// The wall clock now, in nanoseconds since the epoch.
        static func clock() -> Int64 {
            var now = timespec()
            clock_gettime(CLOCK_REALTIME, &now)
            return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
        }
    }
}
