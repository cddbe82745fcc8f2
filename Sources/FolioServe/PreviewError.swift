import Foundation

/// Why the preview could not start or go on. The messages are written for the person at the terminal.
public enum PreviewError: Error, Equatable, CustomStringConvertible {
    /// Another program (or another `folio serve`) listens on the port.
    case portInUse(host: String, port: Int)
    /// The address could not be bound for another reason (no such interface, no permission, …).
    case cannotListen(host: String, port: Int, reason: String)
    /// `--host` is not an IPv4 or IPv6 address.
    case invalidHost(String)
    /// `--output` exists and holds files that are not a previous preview's.
    case outputNotUsable(String)
    /// A generation folder could not be prepared.
    case cloneFailed(String, String)

    public var description: String {
        switch self {
        case let .portInUse(host, port):
            return "port \(port) on \(host) is already in use (another folio serve?); "
                + "choose another with --port, e.g. --port \(port == 65535 ? 8001 : port + 1)"
        case let .cannotListen(host, port, reason):
            return "cannot listen on \(host):\(port): \(reason)"
        case let .invalidHost(host):
            return "--host '\(host)' is not an IP address (use e.g. 127.0.0.1, 0.0.0.0 or ::1)"
        case let .outputNotUsable(path):
            return "output folder '\(path)' already holds other files; choose an empty or new --output folder"
        case let .cloneFailed(path, reason):
            return "cannot prepare the next version of the site at '\(path)': \(reason)"
        }
    }
}
