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
    /// swift-mustache's library of the same templates: what renders when ``compiled`` cannot.
    /// Built-in templates are parsed for it only when it is first asked for (see ``FallbackLibrary``).
    var library: MustacheLibrary { fallback.library }
    private let fallback: FallbackLibrary
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
    /// `words`: the site's words, written into every `{{ui.name}}` as the templates load (``UIText``).
    init(builtInDirectory: String, overrideDirectory: String?, words: UIText = .english, compiling: Bool = true) throws {
        var files: [String: String] = [:]
        var siteOwn: Set<String> = []  // the templates the site's folder gives
        for (index, directory) in [builtInDirectory, overrideDirectory].compactMap({ $0 }).enumerated() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            for name in names.sorted() where name.hasSuffix(".mustache") {
                let template = String(name.dropLast(".mustache".count))
                files[template] = (directory as NSString).appendingPathComponent(name)
                if index > 0 { siteOwn.insert(template) }
            }
        }
        var texts: [String: String] = [:]
        var compiled: [String: CompiledTemplate]? = compiling ? [:] : nil
        for (name, path) in files {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw SiteBuildError.template("cannot read \(path)")
            }
            let text = TemplateSet.fastEscapePragma + words.expandingTemplate(String(decoding: data, as: UTF8.self))
            texts[name] = text
            if compiled != nil {
                compiled?[name] = CompiledTemplate.compile(text, vocabulary: SiteKey.vocabulary, contentType: FastHTMLEscaping.name)
            }
            if compiled?[name] == nil { compiled = nil }
        }
        for name in TemplateSet.requiredNames where files[name] == nil {
            throw SiteBuildError.template("missing template '\(name).mustache' in \(builtInDirectory)")
        }
        // Parsed now (so that a mistake in them stops the build with its reason): a site's own
        // templates, and every template when the compiled ones cannot render them all.
        var parsed: [String: MustacheTemplate] = [:]
        for (name, path) in files where compiled == nil || siteOwn.contains(name) {
            do {
                parsed[name] = try MustacheTemplate(string: texts[name]!)
            } catch {
                throw SiteBuildError.template("\(path): \(error)")
            }
        }
        fallback = FallbackLibrary(texts: texts, parsed: parsed)
        sources = files
        self.compiled = compiled
        inlinesBody = compiled?.values.allSatisfy { $0.usesOnlyRaw(SiteKey.body.key) } ?? false
    }

    /// The swift-mustache library, made when first asked for, under a lock (pages render on every
    /// core). Parsing the built-in templates was a third of a cached build of the seed notes, which
    /// renders nothing, and a build that renders through the compiled templates never asks.
    private final class FallbackLibrary: @unchecked Sendable {
        private let lock = NSLock()
        private let texts: [String: String]
        private let parsed: [String: MustacheTemplate]
        private var made: MustacheLibrary?

        init(texts: [String: String], parsed: [String: MustacheTemplate]) {
            self.texts = texts
            self.parsed = parsed
            if parsed.count == texts.count { made = MustacheLibrary(templates: parsed) }
        }

        var library: MustacheLibrary {
            lock.withLock {
                if let made { return made }
                var templates = parsed
                // The built-in templates parse (their tests render every one through this library).
                for (name, text) in texts where templates[name] == nil { templates[name] = try? MustacheTemplate(string: text) }
                let library = MustacheLibrary(templates: templates)
                made = library
                return library
            }
        }
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
