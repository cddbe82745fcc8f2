// Why: a site with hundreds of diagrams and `folio mermaid -i DIR` both need "many sources in, results
// out, on every core, in a deterministic order". One implementation, in the library, serves both.
import Dispatch
import Foundation
import MermaidCore

extension MermaidRenderer {
    /// Renders many diagrams on all cores. Results come back in the order of `requests`, whatever
    /// order the work finished in, so output built from them is deterministic.
    ///
    /// ```swift
    /// let results = MermaidRenderer.renderAll([
    ///     (source: "flowchart LR\n  A --> B", options: RenderOptions(idPrefix: "d1")),
    ///     (source: "sequenceDiagram\n  A->>B: hi", options: RenderOptions(idPrefix: "d2")),
    /// ])
    /// for case .success(let drawn) in results { print(drawn.svg.prefix(40)) }
    /// ```
    ///
    /// - Parameter cache: when given, outcomes (failures included) are looked up and remembered there.
    /// - Returns: for each request, the drawing or the ``MermaidError`` that prevented it.
    public static func renderAll(_ requests: [(source: String, options: RenderOptions)],
                                 cache: MermaidCache? = nil) -> [Result<RenderResult, MermaidError>] {
        let slots = ResultSlots(count: requests.count)
        DispatchQueue.concurrentPerform(iterations: requests.count) { index in
            let request = requests[index]
            let outcome = cache?.outcome(source: request.source, options: request.options, draw: render)
                ?? catchingAll { try render(request.source, options: request.options) }
            slots.set(index, outcome)
        }
        return slots.values()
    }

    /// The outcome of `draw`, with any error that is not a ``MermaidError`` wrapped into one at 1:1.
    static func catchingAll(_ draw: () throws -> RenderResult) -> Result<RenderResult, MermaidError> {
        do {
            return .success(try draw())
        } catch let error as MermaidError {
            return .failure(error)
        } catch {
            return .failure(MermaidError(line: 1, column: 1, message: String(describing: error), sourceLine: ""))
        }
    }
}

extension RenderOptions {
    /// An id prefix made from a file name or label: its stem, with every character that is not an
    /// ASCII letter, digit, `-` or `_` encoded, after `mermaid-` (`"Login flow.mmd"` → `mermaid-Login_20flow`).
    public static func idPrefix(forName name: String) -> String {
        let stem = ((name as NSString).lastPathComponent as NSString).deletingPathExtension
        return stem.isEmpty ? "mermaid" : "mermaid-" + XMLEscape.idFragment(stem)
    }
}

/// Fixed-size result slots written from several threads, each slot by exactly one.
private final class ResultSlots: @unchecked Sendable {
    private var slots: [Result<RenderResult, MermaidError>?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Result<RenderResult, MermaidError>) {
        lock.withLock { slots[index] = value }
    }

    func values() -> [Result<RenderResult, MermaidError>] { slots.compactMap { $0 } }
}
