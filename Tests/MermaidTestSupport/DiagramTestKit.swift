import Foundation
import MermaidCore

/// Small helpers the diagram test targets share: their own fixtures, the ids of an SVG, and the
/// `MermaidError` a parse throws.
package enum DiagramTestKit {
    /// The text of `Fixtures/<name>` in the test target holding `file` (pass `#filePath` from any
    /// file one folder below the target's root, e.g. `Render/…Tests.swift`).
    package static func fixture(_ name: String, besides file: String) throws -> String {
        let url = URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name)
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// Every `id="…"` value in `svg`, in order.
    package static func ids(in svg: String) -> [String] {
        var ids: [String] = []
        var rest = Substring(svg)
        while let range = rest.range(of: " id=\"") {
            let tail = rest[range.upperBound...]
            ids.append(String(tail.prefix { $0 != "\"" }))
            rest = tail
        }
        return ids
    }

    /// The `MermaidError` `body` throws; nil when it succeeds or throws something else.
    package static func failure<T>(_ body: () throws -> T) -> MermaidError? {
        do {
            _ = try body()
            return nil
        } catch let error as MermaidError {
            return error
        } catch {
            return nil
        }
    }
}
