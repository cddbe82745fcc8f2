import Testing
@testable import FolioSite

/// `SitePaths.relativeURL` against the rule written plainly on split strings (the reference), on
/// random output paths: shared folders, repeated and trailing slashes, characters that need escapes.
@Suite("Relative URLs against the reference")
struct RelativeURLOracleTests {
    /// The rule written plainly on split strings: the page's folder is everything before its last `/`;
    /// shared leading folders are skipped (never the target's last part), one `../` for each folder
    /// left, then the target's remaining parts with every byte but RFC 3986's unreserved ones escaped.
    private static func reference(from: String, to: String) -> String {
        let folder = from.lastIndex(of: "/").map { String(from[..<$0]) } ?? ""
        let fromParts = folder.split(separator: "/").map(String.init)
        let toParts = to.split(separator: "/").map(String.init)
        var common = 0
        while common < fromParts.count, common < toParts.count - 1, fromParts[common] == toParts[common] { common += 1 }
        let up = String(repeating: "../", count: fromParts.count - common)
        return up + toParts[common...].map { part in
            part.utf8.map { byte -> String in
                let unreserved = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                    || byte == 45 || byte == 46 || byte == 95 || byte == 126
                if unreserved { return String(UnicodeScalar(byte)) }
                let hex = String(byte, radix: 16, uppercase: true)
                return "%" + (hex.count == 1 ? "0" + hex : hex)
            }.joined()
        }.joined(separator: "/")
    }

    @Test func agreesOnRandomPaths() {
        let parts = ["a", "b", "sec-1", "n~o_t.e", "é", "my file", "#", "%", "", "x.html", "index.html", "A"]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        func path() -> String {
            (0..<(1 + next(4))).map { _ in parts[next(parts.count)] }.joined(separator: next(5) == 0 ? "//" : "/")
                + (next(8) == 0 ? "/" : "")
        }
        for _ in 0..<5_000 {
            let from = path(), to = path()
            #expect(SitePaths.relativeURL(from: from, to: to) == Self.reference(from: from, to: to), "\(from) → \(to)")
        }
    }
}
