import CCmarkAdmonition

/// What an admonition written in Docusaurus/VitePress (`:::tip[Title]` … `:::`) or MkDocs (`!!! tip
/// "Title"`, `??? tip`) syntax, or a MkDocs-Material content tab (`=== "Title"`), says about itself: its
/// type, title and fold. The parser makes such an
/// admonition a block quote (``MarkupNodeKind/blockQuote``) holding its body; ``MarkupNode/admonition``
/// reads this from it.
///
/// Why a type of its own: the syntax lives in a C extension (`Sources/CCmarkAdmonition`), and renderers
/// need only these few facts, not the C structure. The one table of type names is the extension's, so
/// GitHub alerts (`> [!INFO]`) read names through ``style(ofType:syntax:)`` too.
public struct AdmonitionMarker: Sendable, Equatable {
    /// The five looks every type name maps to (GitHub's alert colours).
    public enum Style: Int, Sendable, CaseIterable {
        case note, tip, important, warning, caution
    }

    /// Where a type name is read: a few names look different per syntax (`caution`, `important`).
    public enum Syntax: Sendable {
        /// GitHub and Obsidian alerts: `> [!NOTE]`.
        case alert
        /// Docusaurus and VitePress: `:::note`.
        case colons
        /// MkDocs: `!!! note`, `??? note`.
        case bangs
        /// MkDocs-Material's content tab: `=== "Title"` (type `tab`, never read from the table of names).
        case tab

        var code: Int32 {
            switch self {
            case .alert: return Int32(FOLIO_ADMONITION_ALERT)
            case .colons: return Int32(FOLIO_ADMONITION_COLONS)
            case .bangs: return Int32(FOLIO_ADMONITION_BANGS)
            case .tab: return Int32(FOLIO_ADMONITION_TAB)
            }
        }
    }

    /// Collapsible or not.
    public enum Fold: Sendable { case none, open, closed }

    /// The type name as written, lower case (`info`, `danger`).
    public var type: String
    /// The written title; nil when none was written, empty when written empty (MkDocs' `""`).
    public var title: String?
    public var fold: Fold
    public var style: Style
    public var syntax: Syntax
    /// A tab written `===+`: the one its set shows first.
    public var selected = false
    /// A tab written `===!`: it starts a new set even right after another tab.
    public var startsSet = false
    /// Where MkDocs-Material places the box: in the text's flow, or beside it (`!!! note inline`, at
    /// the line's start; `!!! note inline end`, at its end).
    public enum Placement: Sendable { case block, inlineStart, inlineEnd }
    /// `!!! note inline` or `inline end`; `.block` otherwise (and in every other syntax).
    public var placement = Placement.block

    /// The style of the type name `type` (any case) in `syntax`, or nil when no syntax knows it.
    public static func style(ofType type: String, syntax: Syntax) -> Style? {
        var name = type
        let code = name.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { folio_admonition_style($0.baseAddress, $0.count, syntax.code) }
        }
        return Style(rawValue: Int(code))
    }

    /// Reads the extension's record of the node at `pointer`; nil when it is not an admonition.
    init?(pointer: OpaquePointer) {
        var info = folio_admonition_info()
        guard folio_admonition_info_of(UnsafeMutableRawPointer(pointer), &info) != 0,
              let typeText = info.type, let titleText = info.title,
              let style = Style(rawValue: Int(info.style)) else { return nil }
        type = String(cString: typeText)
        title = info.has_title != 0 ? String(cString: titleText) : nil
        fold = info.fold == 1 ? .open : info.fold == 2 ? .closed : .none
        self.style = style
        switch info.syntax {
        case Int32(FOLIO_ADMONITION_BANGS): syntax = .bangs
        case Int32(FOLIO_ADMONITION_TAB): syntax = .tab
        default: syntax = .colons
        }
        selected = info.selected != 0
        startsSet = info.starts_set != 0
        placement = info.placement == 1 ? .inlineStart : info.placement == 2 ? .inlineEnd : .block
    }
}

extension MarkupNode {
    /// The admonition this block quote is (`:::note` … `:::`, `!!! note`); nil for a plain block quote
    /// (GitHub's `> [!NOTE]` alerts are plain quotes whose first line says so) and any other node.
    public var admonition: AdmonitionMarker? {
        guard document.holdsAdmonitions, kind == .blockQuote else { return nil }
        return AdmonitionMarker(pointer: pointer)
    }
}
