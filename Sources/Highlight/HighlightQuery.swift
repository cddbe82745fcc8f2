import CHighlightGrammars
import Foundation

/// A grammar's `highlights.scm`, compiled by tree-sitter once and shared by every thread.
///
/// Why the extra work: the queries on PyPI are written for newer tree-sitter releases than Debian's
/// 0.20 library (and sometimes for a different revision of the grammar), so a pattern may name a
/// node type or use syntax this library rejects. Each rejected top-level pattern is blanked out and
/// the rest compiled again (the count is kept for the tests); one bad pattern does not cost the
/// language. Text predicates (`#eq?`, `#match?`, `#any-of?` and their negations) are evaluated here:
/// the C library leaves them to its caller.
final class HighlightQuery: @unchecked Sendable {
    /// The compiled query (immutable once built, so shared across threads).
    let query: OpaquePointer
    /// The class of each capture, by capture index (nil: not about colour).
    let captureClasses: [TokenClass?]
    /// Whether each capture is coloured only where the name is defined (``UseSiteRule``), by index.
    let demotedAtUse: [Bool]
    /// Whether each capture is ``forcedPlainCapture``, by index: plain even where another pattern
    /// colours the same node.
    let forcesPlain: [Bool]
    /// The text predicates of each pattern, by pattern index.
    let predicates: [[TextPredicate]]
    /// Top-level patterns this library rejected and that were left out.
    let droppedPatterns: Int
    /// The patterns ``ParentChainPatterns`` rewrote, by outermost type, and the group each pattern
    /// starts (-1: none): ``ChainPattern/all(in:predicates:)``.
    let chainGroups: [[ChainPattern]]
    let chainGroupStarts: [Int32]
    /// The query as a table by node type, run as one walk of the tree, when every pattern matches a
    /// single node or has an outermost node of a named type (nil: the query cursor runs it whole):
    /// ``NodePatterns``.
    let nodePatterns: NodePatterns?

    /// Compiles `source` for `language`; nil when nothing of it compiles. Its "node inside a parent"
    /// patterns are compiled as ``ParentChainPatterns`` rewrites them unless `rewritesChains` is false.
    /// `walksNodes` false keeps the query cursor for every pattern (tests compare the two: ``NodePatterns``).
    init?(source: String, language: OpaquePointer, rewritesChains: Bool = true, walksNodes: Bool = true) {
        var text = Array(source.utf8)
        if rewritesChains {
            // Every chain rewritten when the query can run as a walk of the nodes; else as before.
            let everyChain = ParentChainPatterns.rewrite(text, language: language, everyChain: true)
            text = walksNodes && NodePatterns.canRun(everyChain, language: language)
                ? everyChain : ParentChainPatterns.rewrite(text, language: language)
        }
        var dropped = 0
        var compiled: OpaquePointer?
        // Bounded: every round blanks one more pattern out.
        for _ in 0...HighlightQuery.topLevelForms(in: text).count {
            var offset: UInt32 = 0
            var error = TSQueryErrorNone
            compiled = text.withUnsafeBufferPointer { buffer in
                buffer.baseAddress.flatMap { base in
                    base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                        ts_query_new(language, $0, UInt32(buffer.count), &offset, &error)
                    }
                }
            }
            if compiled != nil || text.isEmpty { break }
            guard let form = HighlightQuery.topLevelForms(in: text).first(where: { $0.contains(Int(offset)) })
                    ?? HighlightQuery.topLevelForms(in: text).last(where: { $0.lowerBound <= Int(offset) })
            else { break }
            for index in form { text[index] = UInt8(ascii: " ") }
            dropped += 1
        }
        guard let compiled else { return nil }
        query = compiled
        droppedPatterns = dropped
        var classes: [TokenClass?] = []
        var demoted: [Bool] = []
        var forced: [Bool] = []
        for index in 0..<ts_query_capture_count(compiled) {
            var length: UInt32 = 0
            let name = ts_query_capture_name_for_id(compiled, index, &length).map { String(cString: $0) } ?? ""
            forced.append(name == HighlightQuery.forcedPlainCapture)
            classes.append(forced.last! ? .plain : TokenClass(capture: name))
            demoted.append(UseSiteRule.applies(toCapture: name))
        }
        captureClasses = classes
        demotedAtUse = demoted
        forcesPlain = forced
        predicates = (0..<ts_query_pattern_count(compiled)).map { HighlightQuery.predicates(of: compiled, pattern: $0, language: language) }
        (chainGroups, chainGroupStarts) = ChainPattern.all(in: compiled, predicates: predicates)
        nodePatterns = walksNodes
            ? NodePatterns(query: compiled, text: text, language: language, predicates: predicates,
                           chainGroups: chainGroups, chainGroupStarts: chainGroupStarts)
            : nil
    }

    /// The capture name, for Folio's own query additions, that leaves a node uncoloured whatever
    /// else captures it (`@none` in Neovim's convention, which upstream queries use loosely). An
    /// upstream query may colour what Pygments and most documentation sites leave plain (bash
    /// command names); on the same node a colour otherwise beats `@variable`-style "plain".
    static let forcedPlainCapture = "folio.plain"

    /// The byte ranges of the query's top-level patterns: each from an opening bracket or string at
    /// depth 0 up to the next one (its captures and quantifiers included).
    static func topLevelForms(in text: [UInt8]) -> [Range<Int>] {
        var starts: [Int] = []
        var depth = 0
        var index = 0
        while index < text.count {
            let byte = text[index]
            switch byte {
            case UInt8(ascii: ";"):
                while index < text.count && text[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            case UInt8(ascii: "\""):
                if depth == 0 { starts.append(index) }
                index += 1
                while index < text.count && text[index] != UInt8(ascii: "\"") {
                    index += text[index] == UInt8(ascii: "\\") ? 2 : 1
                }
            case UInt8(ascii: "("), UInt8(ascii: "["):
                if depth == 0 { starts.append(index) }
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                depth = max(0, depth - 1)
            default:
                break
            }
            index += 1
        }
        return starts.enumerated().map { offset, start in
            start..<(offset + 1 < starts.count ? starts[offset + 1] : text.count)
        }
    }

    private static func predicates(of query: OpaquePointer, pattern: UInt32, language: OpaquePointer) -> [TextPredicate] {
        var count: UInt32 = 0
        guard let steps = ts_query_predicates_for_pattern(query, pattern, &count), count > 0 else { return [] }
        var result: [TextPredicate] = []
        var current: [TSQueryPredicateStep] = []
        for step in UnsafeBufferPointer(start: steps, count: Int(count)) {
            if step.type == TSQueryPredicateStepTypeDone {
                if let predicate = TextPredicate(steps: current, query: query, language: language) { result.append(predicate) }
                current = []
            } else {
                current.append(step)
            }
        }
        return result
    }

    deinit { ts_query_delete(query) }
}
