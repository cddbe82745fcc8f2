import CompiledMustache
import Foundation
import Mustache

/// The Mustache templates a site is rendered with.
///
/// Built-in templates come from `<resources>/Templates/*.mustache`; a site overrides any
/// of them by putting a file with the same name in `<site root>/Templates/` (the site root
/// is the folder holding `folio.yml`, see ``BuildOptions/siteRoot``). Names: `layout`
/// (the HTML shell), `page`, `index`, `licenses`, `list` (tag/category pages), `404`, and
/// the partials `head`, `header`, `footer`, `metadata`, `toc`, `page-card`.
struct TemplateSet: Sendable {
    let library: MustacheLibrary
    /// Which files were used (built-in or override), for tests and `--verbose` output.
    let sources: [String: String]
    /// Every template compiled for ``CompiledTemplate``'s fast path, or nil when any of them
    /// uses syntax it does not cover (then everything renders through `library`).
    let compiled: [String: CompiledTemplate]?
    /// True when the layout may render the page template in place of `{{{body}}}` (every
    /// template uses `body` only that way), saving a copy of every page.
    let inlinesBody: Bool

    static let requiredNames = ["layout", "page", "index", "licenses", "list", "404"]

    /// `compiling: false` renders everything through swift-mustache (tests compare the two paths).
    init(builtInDirectory: String, overrideDirectory: String?, compiling: Bool = true) throws {
        var files: [String: String] = [:]
        for directory in [builtInDirectory, overrideDirectory].compactMap({ $0 }) {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            for name in names.sorted() where name.hasSuffix(".mustache") {
                files[String(name.dropLast(".mustache".count))] = (directory as NSString).appendingPathComponent(name)
            }
        }
        var templates: [String: MustacheTemplate] = [:]
        var compiled: [String: CompiledTemplate]? = compiling ? [:] : nil
        for (name, path) in files {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw SiteBuildError.template("cannot read \(path)")
            }
            let text = TemplateSet.fastEscapePragma + String(decoding: data, as: UTF8.self)
            do {
                templates[name] = try MustacheTemplate(string: text)
            } catch {
                throw SiteBuildError.template("\(path): \(error)")
            }
            if compiled != nil {
                compiled?[name] = CompiledTemplate.compile(text, vocabulary: SiteKey.vocabulary, contentType: FastHTMLEscaping.name)
            }
            if compiled?[name] == nil { compiled = nil }
        }
        for name in TemplateSet.requiredNames where templates[name] == nil {
            throw SiteBuildError.template("missing template '\(name).mustache' in \(builtInDirectory)")
        }
        library = MustacheLibrary(templates: templates)
        sources = files
        self.compiled = compiled
        inlinesBody = compiled?.values.allSatisfy { $0.usesOnlyRaw(SiteKey.body.key) } ?? false
    }

    /// Put on its own first line of every template (so it leaves no output): `{{x}}` values
    /// are then escaped by ``FastHTMLEscaping``, which gives the same bytes as Mustache's own
    /// HTML escaping without a dictionary lookup per character (and which the compiled
    /// templates accept as their own escaping).
    static let fastEscapePragma: String = {
        MustacheContentTypes.register(FastHTMLEscaping(), named: FastHTMLEscaping.name)
        return "{{% CONTENT_TYPE: \(FastHTMLEscaping.name)}}\n"
    }()

    /// Renders template `name` alone (no layout): compiled when possible, else through `library`.
    func render(_ name: String, context: TemplateObject) -> String {
        String(decoding: renderBytes(name, context: context), as: UTF8.self)
    }

    /// ``render(_:context:)`` as UTF-8 bytes.
    func renderBytes(_ name: String, context: TemplateObject) -> [UInt8] {
        if let compiled = compiled, let template = compiled[name] {
            var out: [UInt8] = []
            out.reserveCapacity(2_048)
            if template.render(context, partials: compiled, into: &out) { return out }
        }
        return Array((library.render(context.anyValue, withTemplate: name) ?? "").utf8)
    }

    /// Renders `name` with `context`, then wraps the result in `layout`.
    func renderPage(_ name: String, context: TemplateObject) -> String {
        String(decoding: renderPageBytes(name, context: context), as: UTF8.self)
    }

    /// ``renderPage(_:context:)`` as UTF-8 bytes, ready to write: the build writes these
    /// directly instead of validating every page once more as a `String`.
    func renderPageBytes(_ name: String, context: TemplateObject) -> [UInt8] {
        var context = context
        if let compiled = compiled, let page = compiled[name], let layout = compiled["layout"] {
            if inlinesBody {
                var html: [UInt8] = []
                html.reserveCapacity(TemplateSet.contentSize(context) + 24_576)
                if layout.render(context, partials: compiled, into: &html, inlining: (SiteKey.body.key, page)) { return html }
            }
            var body: [UInt8] = []
            body.reserveCapacity(16_384)
            if page.render(context, partials: compiled, into: &body) {
                var html: [UInt8] = []
                html.reserveCapacity(body.count + 8_192)
                context[.body] = .bytes(body)
                if layout.render(context, partials: compiled, into: &html) { return html }
                return Array((library.render(context.anyValue, withTemplate: "layout") ?? "").utf8)
            }
        }
        var values = context.anyValue
        values["body"] = library.render(values, withTemplate: name) ?? ""
        return Array((library.render(values, withTemplate: "layout") ?? "").utf8)
    }

    /// Bytes of `page.content`, to size the output buffer once.
    private static func contentSize(_ context: TemplateObject) -> Int {
        guard case .object(let page)? = context[.page], case .string(let content)? = page[.content] else { return 0 }
        return content.utf8.count
    }
}
