import CHighlightGrammars
import Foundation

/// A grammar's `highlights.scm`, loaded once and shared by every thread: compiled by tree-sitter, or
/// read as a ``QueryOutline`` when every pattern is one node (``NodePatterns`` then runs it all).
///
/// Why the extra work: the queries on PyPI are written for newer tree-sitter releases than Debian's
/// 0.20 library (and sometimes for a different revision of the grammar), so a pattern may name a
/// node type or use syntax this library rejects. Each rejected top-level pattern is blanked out and
/// the rest compiled again (the count is kept for the tests); one bad pattern does not cost the
/// language. Text predicates (`#eq?`, `#match?`, `#any-of?` and their negations) are evaluated here:
/// the C library leaves them to its caller.
final class HighlightQuery: @unchecked Sendable {
    /// The compiled query (immutable once built, so shared across threads); nil when every pattern
    /// runs in ``nodePatterns`` and the query was read as a ``QueryOutline``, not compiled.
    let query: OpaquePointer?
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
    /// A query whose every pattern is one node is read as a ``QueryOutline`` instead of compiled, unless
    /// `readsOutline` is false (tests compare the two).
    /// `latestWins`: the grammar's latest pattern on a node wins (``TreePattern`` needs to know).
    init?(source: String, language: OpaquePointer, rewritesChains: Bool = true, walksNodes: Bool = true, readsOutline: Bool = true,
          latestWins: Bool = false) {
        var text = Array(source.utf8)
        if rewritesChains {
            // Every chain rewritten when the query can run as a walk of the nodes; else as before.
            let everyChain = ParentChainPatterns.rewrite(text, language: language, everyChain: true)
            text = walksNodes && NodePatterns.canRun(everyChain, language: language)
                ? everyChain : ParentChainPatterns.rewrite(text, language: language)
        }
        // Read, not compiled, when every pattern is one node (tried on a copy: blanking is kept only then).
        var outlined = text
        if walksNodes && readsOutline, let outline = QueryOutline(text: &outlined, language: language) {
            let predicates = outline.patterns.map { $0.predicates.compactMap { TextPredicate($0, language: language) } }
            let chains = ChainPattern.all(in: nil, predicates: predicates)
            if let patterns = NodePatterns(query: nil, text: outlined, patternRanges: outline.patterns.map(\.range),
                                           captureNames: outline.captureNames, language: language, predicates: predicates,
                                           chainGroups: chains.groups, chainGroupStarts: chains.starts, latestWins: latestWins),
               !patterns.cursorRoots.contains(true) {
                query = nil
                droppedPatterns = outline.droppedPatterns
                (captureClasses, demotedAtUse, forcesPlain) = HighlightQuery.captureRoles(outline.captureNames)
                self.predicates = predicates
                (chainGroups, chainGroupStarts) = chains
                nodePatterns = patterns
                return
            }
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
        let captureNames = (0..<ts_query_capture_count(compiled)).map { index -> String in
            var length: UInt32 = 0
            return ts_query_capture_name_for_id(compiled, index, &length).map { String(cString: $0) } ?? ""
        }
        let patterns = 0..<ts_query_pattern_count(compiled)
        (captureClasses, demotedAtUse, forcesPlain) = HighlightQuery.captureRoles(captureNames)
        predicates = patterns.map { pattern in
            QueryOutline.predicates(of: compiled, pattern: pattern).compactMap { TextPredicate($0, language: language) }
        }
        (chainGroups, chainGroupStarts) = ChainPattern.all(in: compiled, predicates: predicates)
        nodePatterns = walksNodes
            ? NodePatterns(query: compiled, text: text,
                           patternRanges: patterns.map { Int(ts_query_start_byte_for_pattern(compiled, $0))..<Int(ts_query_end_byte_for_pattern(compiled, $0)) },
                           captureNames: captureNames, language: language, predicates: predicates,
                           chainGroups: chainGroups, chainGroupStarts: chainGroupStarts, latestWins: latestWins)
            : nil
    }

    /// Each capture's class, whether the use-site rule applies to it, and whether it forces plain, by index.
    private static func captureRoles(_ names: [String]) -> (classes: [TokenClass?], demoted: [Bool], forced: [Bool]) {
        let forced = names.map { $0 == forcedPlainCapture }
        let classes = names.indices.map { forced[$0] ? TokenClass.plain : TokenClass(capture: names[$0]) }
        return (classes, names.map { UseSiteRule.applies(toCapture: $0) }, forced)
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

    deinit { if let query { ts_query_delete(query) } }
}
