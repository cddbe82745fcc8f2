import CompiledMustache
import Mustache

/// swift-mustache's HTML escaping, done on bytes by ``HTMLEscaping`` (the compiled
/// templates' own escaping), registered as a content type for the general engine.
///
/// Why: swift-mustache escapes by looking every `Character` up in a dictionary, which was a
/// large share of page rendering; the output is identical (see ``HTMLEscaping``). Every
/// template starts with a pragma naming this type (``TemplateSet/fastEscapePragma``), so
/// templates the compiled engine declines escape the same bytes, faster.
struct FastHTMLEscaping: MustacheContentType {
    static let name = "FOLIOHTML"

    func escapeText(_ text: String) -> String {
        var out: [UInt8] = []
        HTMLEscaping.appendMustacheEscaped(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
