import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Mermaid

/// Turns file-system failures into the sentences Folio prints: `disk full while writing
/// note00968.html; the previous site is untouched`, never `errno 28` or an NSCocoaErrorDomain dump.
///
/// Why one place: the scanner, the loader, the writer and the output checks all meet the same
/// failures, and a user must read the same words for them; paths are shown with any byte that is
/// not printable UTF-8 escaped (`caf\xE9.md`), so a file name can neither hide nor colour a message.
enum FileProblem {
    /// What `code` means, in words.
    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOSPC: return "disk full"
        case EDQUOT: return "disk quota exceeded"
        case EACCES, EPERM: return "permission denied"
        case ENOENT: return "no such file or folder"
        case EROFS: return "read-only file system"
        case EISDIR: return "it is a folder"
        case ENOTDIR: return "a part of the path is not a folder"
        case ELOOP: return "symlink loop"
        case ENAMETOOLONG: return "name too long"
        case EMFILE, ENFILE: return "too many open files"
        case EIO: return "input/output error"
        case ENXIO: return "no reader or device behind it"
        default: return String(cString: strerror(code))
        }
    }

    /// Why `path` cannot be read as a note or asset, found with one `stat`.
    static func whyUnreadable(_ path: String) -> String {
        var info = stat()
        if stat(path, &info) != 0 {
            let code = errno
            var link = stat()
            if code == ENOENT && lstat(path, &link) == 0 { return "dangling symlink (its target does not exist)" }
            return code == ENOENT ? "it does not exist (deleted or renamed?)" : reason(code)
        }
        let type = info.st_mode & S_IFMT
        if type == S_IFREG { return access(path, R_OK) == 0 ? "it changed while being read" : "permission denied" }
        return "it is \(typeName(type)), not a regular file"
    }

    /// `a FIFO`, `a socket`, … for an `st_mode & S_IFMT` value.
    static func typeName(_ type: mode_t) -> String {
        switch type {
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFSOCK: return "a socket"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFLNK: return "a symlink"
        default: return "not a regular file"
        }
    }

    /// `bytes` as text, with invalid UTF-8 and control characters escaped (`\xE9`, `\x1B`).
    static func escaped(_ bytes: some Collection<UInt8>) -> String {
        var out = ""
        let array = Array(bytes)
        var i = 0
        while i < array.count {
            let length = sequenceLength(array, at: i)
            if length > 0, let text = String(validUTF8: array[i..<i + length]) {
                let scalar = text.unicodeScalars.first!
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) {
                    out += String(format: "\\x%02X", scalar.value)
                } else {
                    out += text
                }
                i += length
            } else {
                out += String(format: "\\x%02X", array[i])
                i += 1
            }
        }
        return out
    }

    /// The length of the UTF-8 sequence a lead byte announces (0 when it cannot start one, or
    /// when the sequence runs past the end).
    private static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead >= 0xC2 && lead < 0xE0 ? 2 : lead >= 0xE0 && lead < 0xF0 ? 3 : lead >= 0xF0 && lead < 0xF5 ? 4 : 0
        return index + length <= bytes.count ? length : 0
    }

    /// `text` with its control characters escaped (for paths and messages that are valid UTF-8).
    static func escaped(_ text: String) -> String {
        text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }) ? escaped(Array(text.utf8)) : text
    }
}
