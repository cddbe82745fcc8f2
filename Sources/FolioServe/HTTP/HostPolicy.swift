import Foundation

/// Decides which `Host` (and, for anything but GET and HEAD, which `Origin`) the preview answers.
///
/// A page on any web site can point a name it controls at 127.0.0.1 (DNS rebinding) and then read the
/// preview with the browser's blessing, because to the browser it is the same origin. The name it used
/// still travels in `Host`, so the preview answers only the names that mean this machine (`localhost`,
/// `127.0.0.1`, `[::1]`) and the `--host` it was given, with any port; everything else gets 421 on every
/// route, the event stream included. With a wildcard `--host` (`0.0.0.0`, `::`) an IP address is accepted
/// too: rebinding needs a name, so an address literal cannot carry it.
public struct HostPolicy: Sendable {
    private let names: Set<String>
    private let acceptsAddresses: Bool

    /// - Parameter host: the `--host` the preview listens on.
    public init(host: String) {
        var names: Set<String> = ["localhost", "127.0.0.1", "[::1]"]
        let bare = host.lowercased()
        names.insert(bare.contains(":") && !bare.hasPrefix("[") ? "[\(bare)]" : bare)
        self.names = names
        acceptsAddresses = ["0.0.0.0", "::", "[::]"].contains(bare)
    }

    /// True when `value` (a `Host` field: name, optionally `:port`) names this server.
    public func accepts(host value: String?) -> Bool {
        guard let value, let name = Self.name(ofAuthority: value.lowercased()) else { return false }
        if names.contains(name) { return true }
        return acceptsAddresses && Self.isAddressLiteral(name)
    }

    /// True when `value` (an `Origin` field) is an `http://` origin on an accepted host.
    public func accepts(origin value: String) -> Bool {
        let lower = value.lowercased()
        guard lower.hasPrefix("http://") else { return false }
        let authority = lower.dropFirst("http://".count)
        guard !authority.contains("/") else { return false }
        return accepts(host: String(authority))
    }

    /// `name` from `name`, `name:port`, `[v6]` or `[v6]:port`; nil when the port is not a number.
    static func name(ofAuthority authority: String) -> String? {
        let text = authority.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return nil }
        let name: Substring
        let port: Substring?
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return nil }
            name = text[...close]
            let rest = text[text.index(after: close)...]
            if rest.isEmpty { port = nil } else if rest.first == ":" { port = rest.dropFirst() } else { return nil }
        } else if let colon = text.firstIndex(of: ":") {
            name = text[..<colon]
            port = text[text.index(after: colon)...]
        } else {
            name = Substring(text)
            port = nil
        }
        if let port, port.isEmpty || port.count > 5 || !port.allSatisfy(\.isASCII) || !port.allSatisfy(\.isNumber) {
            return nil
        }
        return name.hasSuffix(".") && !name.hasPrefix("[") ? String(name.dropLast()) : String(name)
    }

    private static func isAddressLiteral(_ name: String) -> Bool {
        if name.hasPrefix("[") { return true }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in
            !part.isEmpty && part.count <= 3 && part.allSatisfy { $0.isASCII && $0.isNumber } && Int(part)! <= 255
        }
    }
}
