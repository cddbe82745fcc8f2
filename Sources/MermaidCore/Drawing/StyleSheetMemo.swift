import Foundation

/// Remembers the parts of diagram style sheets that depend only on the theme, the font and the
/// id prefix. Why: on a small diagram (most of mermaid's docs examples, most diagrams on a site)
/// writing the same style sheet text again was a third of the render (issue 20, item 5). A part is
/// written once with a stand-in for the id prefix, so the diagrams of a site, each with its own id,
/// share it too.
///
/// A part is remembered with the theme variables it asked for through ``DiagramContext/color(_:)``,
/// which are marked as used again on every reuse, so the colour custom properties come out the same.
package enum StyleSheetMemo {
    /// A part: its text cut where the id prefix goes, the colour variables it asked for, and its text
    /// for the prefix it was last asked with (diagrams drawn one after another often share an id).
    private final class Part: @unchecked Sendable {
        let pieces: [String]
        let variables: ColorVariableSet
        private let lock = NSLock()
        private var lastPrefix = ""
        private var lastText = ""

        init(pieces: [String], variables: ColorVariableSet) {
            self.pieces = pieces
            self.variables = variables
        }

        func text(prefix: String) -> String {
            if pieces.count == 1 { return pieces[0] }
            lock.lock()
            defer { lock.unlock() }
            if lastPrefix == prefix && !lastText.isEmpty { return lastText }
            lastText = pieces.concatenated(separator: prefix)
            lastPrefix = prefix
            return lastText
        }
    }

    /// A part's name and the context's style key, kept apart (joining them cost an allocation per part).
    private struct PartKey: Hashable {
        var part: String
        var style: Int
    }

    private static let memo = BoundedMemo<PartKey, Part>(capacity: 512)
    /// Stands for the id prefix while a part is written: control characters no sanitised prefix, theme
    /// value or font name in a style sheet holds.
    static let standIn = "\u{1}\u{2}\u{1}"

    /// `build()`'s text for `part` of the style sheet, remembered per ``DiagramContext/styleKey``
    /// (written once with a stand-in for the id prefix, which each diagram's own prefix replaces);
    /// built every time when the context has no key (a theme made by hand).
    package static func css(_ part: String, context: DiagramContext, build: () -> String) -> String {
        guard let key = context.styleKey else { return build() }
        return remembered(memo.value(for: PartKey(part: part, style: key)) { write(context: context, build: build) }, context: context)
    }

    /// The colour custom properties part, remembered by the set of variable names it declares (a set
    /// of bits: hashed and compared without sorting the names, which only a new set pays for); built
    /// every time without a key.
    package static func css(variables: ColorVariableSet, context: DiagramContext, build: () -> String) -> String {
        guard let key = context.styleKey else { return build() }
        let entry = variablesMemo.value(for: VariablesKey(names: variables, style: key)) {
            write(context: context, build: build)
        }
        return remembered(entry, context: context)
    }

    /// The style key and the set of names (bits: hashing and comparing them is a few word operations).
    private struct VariablesKey: Hashable {
        var names: ColorVariableSet
        var style: Int
    }

    private static let variablesMemo = BoundedMemo<VariablesKey, Part>(capacity: 512)

    /// `entry`'s text for the context's id prefix, its colour variables marked as used.
    private static func remembered(_ entry: Part, context: DiagramContext) -> String {
        context.markColorVariablesUsed(entry.variables)
        return entry.text(prefix: context.idPrefix)
    }

    /// `build()`'s text written with the stand-in for the id prefix, cut where the prefix goes.
    private static func write(context: DiagramContext, build: () -> String) -> Part {
        let outer = context.prefixStandIn  // a part may be written inside another's writing
        context.prefixStandIn = standIn
        defer { context.prefixStandIn = outer }
        let (css, variables) = context.recordingColorVariables(build)
        return Part(pieces: pieces(of: css), variables: variables)
    }

    /// `css` cut at each stand-in (ASCII control bytes, so cut as bytes): Foundation's
    /// `components(separatedBy:)` cost about 0.07 ms on its first call in a one-diagram run.
    static func pieces(of css: String, cutAt separator: String = standIn) -> [String] {
        let cut = Array(separator.utf8)
        precondition(cut.count == 3, "stand-ins are three UTF-8 bytes")
        var text = css
        return text.withUTF8 { bytes in
            var pieces: [String] = []
            var start = 0, i = 0
            while i + cut.count <= bytes.count {
                if bytes[i] == cut[0], bytes[i + 1] == cut[1], bytes[i + 2] == cut[2] {
                    pieces.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self))
                    i += cut.count
                    start = i
                } else {
                    i += 1
                }
            }
            pieces.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
            return pieces
        }
    }
}
