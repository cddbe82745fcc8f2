import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Maps a request's raw target to a file inside the site folder, and refuses everything that could reach
/// outside it.
///
/// It works on the *raw*, still percent-encoded path, before any library normalises it, because
/// normalising first is how traversal bugs hide: `/%2e%2e/` and `/..%2f` must be refused as written,
/// not after something has already turned them into `/../`. The rules:
/// - the target must start with `/` and hold no backslash, control character or NUL;
/// - encoded separators (`%2f`, `%5c`) and encoded NUL (`%00`) are refused (400);
/// - a `.` or `..` segment, written or encoded, is refused (400);
/// - the file found is resolved through symlinks and must still be inside the site folder (else 404).
public struct RequestPathResolver: Sendable {
    /// What a request maps to.
    public enum Resolution: Equatable, Sendable {
        /// A regular file inside the site folder (symlinks resolved).
        case file(URL)
        /// A folder asked for without its trailing slash: redirect so relative links resolve.
        case redirect(location: String)
        /// Nothing there (or something outside the site): answer 404 with the site's `404.html`.
        case notFound
        /// A malformed or hostile target: answer 400.
        case rejected
    }

    /// The site folder, with symlinks resolved.
    public let root: String

    public init(root: URL) {
        let path = root.standardizedFileURL.path
        self.root = Self.realPath(path) ?? path
    }

    /// Resolves `rawPath`, the request target's path part exactly as received (percent-encoded).
    public func resolve(rawPath: String) -> Resolution {
        guard let segments = Self.segments(of: rawPath) else { return .rejected }
        let relative = segments.joined(separator: "/")
        let candidate = relative.isEmpty ? root : root + "/" + relative
        guard let real = confined(candidate) else {
            return segments.last.map { !$0.contains(".") } == true ? htmlFallback(candidate) : .notFound
        }
        if isDirectory(real) {
            guard rawPath.hasSuffix("/") else { return .redirect(location: rawPath + "/") }
            guard let index = confined(real + "/index.html"), isRegularFile(index) else { return .notFound }
            return .file(URL(fileURLWithPath: index))
        }
        return isRegularFile(real) ? .file(URL(fileURLWithPath: real)) : .notFound
    }

    /// The site's `404.html`, when it has one.
    public var notFoundPage: URL? {
        guard let page = confined(root + "/404.html"), isRegularFile(page) else { return nil }
        return URL(fileURLWithPath: page)
    }

    /// The decoded path segments, or nil when the target must be refused.
    static func segments(of rawPath: String) -> [String]? {
        guard rawPath.hasPrefix("/") else { return nil }
        for byte in rawPath.utf8 where byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\") {
            return nil
        }
        let lowered = rawPath.lowercased()
        for forbidden in ["%2f", "%5c", "%00"] where lowered.contains(forbidden) {
            return nil
        }
        var segments: [String] = []
        for part in rawPath.split(separator: "/", omittingEmptySubsequences: true) {
            guard let decoded = String(part).removingPercentEncoding else { return nil }
            if decoded == "." || decoded == ".." { return nil }
            if decoded.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "/") }) { return nil }
            segments.append(decoded)
        }
        return segments
    }

    /// `/about` finds `about.html` when there is no `about` file or folder (clean URLs).
    private func htmlFallback(_ candidate: String) -> Resolution {
        guard let real = confined(candidate + ".html"), isRegularFile(real) else { return .notFound }
        return .file(URL(fileURLWithPath: real))
    }

    /// The real path of `path` if it exists and lies inside the root.
    private func confined(_ path: String) -> String? {
        guard let real = Self.realPath(path) else { return nil }
        return real == root || real.hasPrefix(root + "/") ? real : nil
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    private func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
}
