// Why: a Jekyll site's folder is its content folder, and beside the notes it holds what Jekyll never
// publishes: `_config.yml`, `Gemfile`, the theme's `_layouts/`, `_includes/`, `_sass/`, `_data/`, and the
// last build in `_site/`. Copied as assets they put the site's configuration and a stale second copy of
// the site on the web. Jekyll's own rule decides instead, read from the same `_config.yml`.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Which files of a Jekyll site's folder are published (a `_config.yml` at the content folder's root says
/// it is one), as Jekyll decides: names starting with `_` (files and folders, at any depth) are not, but
/// `_posts/`, what `include:` names and Netlify's `_redirects` and `_headers`; nor is what `exclude:` names
/// (paths, folders or globs) or Jekyll's own list (`Gemfile`, `Gemfile.lock`, `node_modules`, `vendor/…`).
/// Notes outside `_` folders are pages as before; this decides the copied files.
struct JekyllSiteFiles {
    /// Names `include:` lists (Jekyll publishes them though they start with `_` or `.`).
    var included: Set<String> = ["_redirects", "_headers"]
    /// `exclude:` entries and Jekyll's defaults.
    var excluded: [String] = ["Gemfile", "Gemfile.lock", "node_modules", "vendor/bundle", "vendor/cache", "vendor/gems",
                              "vendor/ruby", "gemfiles"]

    /// The rules of the site whose content folder is `root`; nil when it holds no `_config.yml` (or
    /// `_config.yaml`): not a Jekyll site.
    static func read(contentRoot root: String) -> JekyllSiteFiles? {
        for name in ["_config.yml", "_config.yaml"] {
            guard let data = FileManager.default.contents(atPath: (root as NSString).appendingPathComponent(name)) else { continue }
            var rules = JekyllSiteFiles()
            let matter = FrontMatterParser.parseYAML(String(decoding: data, as: UTF8.self), firstLine: 1)
            rules.included.formUnion(matter.value("include")?.textList ?? [])
            rules.excluded += (matter.value("exclude")?.textList ?? []).map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
            return rules
        }
        return nil
    }

    /// Root names the content scan skips: the configuration, the last build and the top-level entries of
    /// ``excluded`` (without a `/` or a glob character), so a `node_modules/` is never walked.
    var rootNamesLeftOut: Set<String> {
        Set(["_config.yml", "_config.yaml", "_site"] + excluded.filter { !$0.contains("/") && !$0.contains(where: "*?[".contains) })
    }

    /// Whether the file at `relative` (a copied file's path in the content folder) is published.
    func publishes(_ relative: String) -> Bool {
        let parts = relative.split(separator: "/")
        for part in parts where part.hasPrefix("_") && part != "_posts" && !included.contains(String(part)) { return false }
        for entry in excluded where !entry.isEmpty {
            if relative == entry || relative.hasPrefix(entry + "/") { return false }
            if entry.contains(where: "*?[".contains), fnmatch(entry, relative, 0) == 0 || fnmatch(entry, String(parts.last ?? ""), 0) == 0 {
                return false
            }
        }
        return true
    }
}
