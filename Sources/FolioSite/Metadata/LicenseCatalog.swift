/// The SPDX licenses Folio recognises, with the spellings people actually write.
///
/// Matching ignores case, spaces, hyphens, underscores and the words "license"/"licence",
/// so `MIT License`, `CC BY 4.0`, `cc-by-4.0` and `Creative Commons Attribution 4.0` all match.
public enum LicenseCatalog {
    struct Entry {
        let id: String
        let name: String
        let url: String
        let aliases: [String]
    }

    static let entries: [Entry] = [
        Entry(id: "MIT", name: "MIT License", url: "https://opensource.org/licenses/MIT", aliases: ["expat"]),
        Entry(id: "Apache-2.0", name: "Apache License 2.0", url: "https://www.apache.org/licenses/LICENSE-2.0",
              aliases: ["apache2", "apache", "asl2.0", "apachev2"]),
        Entry(id: "BSD-2-Clause", name: "BSD 2-Clause \"Simplified\" License",
              url: "https://opensource.org/licenses/BSD-2-Clause", aliases: ["bsd2", "simplifiedbsd"]),
        Entry(id: "BSD-3-Clause", name: "BSD 3-Clause \"New\" or \"Revised\" License",
              url: "https://opensource.org/licenses/BSD-3-Clause", aliases: ["bsd3", "bsd", "newbsd"]),
        Entry(id: "0BSD", name: "BSD Zero Clause License", url: "https://opensource.org/licenses/0BSD", aliases: []),
        Entry(id: "ISC", name: "ISC License", url: "https://opensource.org/licenses/ISC", aliases: []),
        Entry(id: "MPL-2.0", name: "Mozilla Public License 2.0", url: "https://www.mozilla.org/MPL/2.0/",
              aliases: ["mozillapublic2.0", "mpl2"]),
        Entry(id: "GPL-2.0-only", name: "GNU General Public License v2.0 only",
              url: "https://www.gnu.org/licenses/old-licenses/gpl-2.0.html", aliases: ["gpl2.0", "gplv2", "gpl2"]),
        Entry(id: "GPL-2.0-or-later", name: "GNU General Public License v2.0 or later",
              url: "https://www.gnu.org/licenses/old-licenses/gpl-2.0.html", aliases: ["gpl2.0+", "gplv2+"]),
        Entry(id: "GPL-3.0-only", name: "GNU General Public License v3.0 only",
              url: "https://www.gnu.org/licenses/gpl-3.0.html", aliases: ["gpl3.0", "gplv3", "gpl3", "gpl"]),
        Entry(id: "GPL-3.0-or-later", name: "GNU General Public License v3.0 or later",
              url: "https://www.gnu.org/licenses/gpl-3.0.html", aliases: ["gpl3.0+", "gplv3+"]),
        Entry(id: "LGPL-2.1-only", name: "GNU Lesser General Public License v2.1 only",
              url: "https://www.gnu.org/licenses/old-licenses/lgpl-2.1.html", aliases: ["lgpl2.1", "lgplv2.1"]),
        Entry(id: "LGPL-3.0-only", name: "GNU Lesser General Public License v3.0 only",
              url: "https://www.gnu.org/licenses/lgpl-3.0.html", aliases: ["lgpl3.0", "lgplv3", "lgpl3", "lgpl"]),
        Entry(id: "AGPL-3.0-only", name: "GNU Affero General Public License v3.0 only",
              url: "https://www.gnu.org/licenses/agpl-3.0.html", aliases: ["agpl3.0", "agplv3", "agpl3", "agpl"]),
        Entry(id: "EPL-2.0", name: "Eclipse Public License 2.0", url: "https://www.eclipse.org/legal/epl-2.0/",
              aliases: ["eclipse2.0"]),
        Entry(id: "BSL-1.0", name: "Boost Software License 1.0", url: "https://www.boost.org/LICENSE_1_0.txt",
              aliases: ["boost", "boost1.0"]),
        Entry(id: "Zlib", name: "zlib License", url: "https://opensource.org/licenses/Zlib", aliases: []),
        Entry(id: "Unlicense", name: "The Unlicense", url: "https://unlicense.org/", aliases: ["the"]),
        Entry(id: "WTFPL", name: "Do What The F*ck You Want To Public License", url: "http://www.wtfpl.net/about/",
              aliases: []),
        Entry(id: "CC0-1.0", name: "Creative Commons Zero v1.0 Universal",
              url: "https://creativecommons.org/publicdomain/zero/1.0/", aliases: ["cc0", "publicdomain"]),
        Entry(id: "CC-BY-3.0", name: "Creative Commons Attribution 3.0 Unported",
              url: "https://creativecommons.org/licenses/by/3.0/", aliases: ["creativecommonsattribution3.0"]),
        Entry(id: "CC-BY-4.0", name: "Creative Commons Attribution 4.0 International",
              url: "https://creativecommons.org/licenses/by/4.0/",
              aliases: ["creativecommonsattribution4.0", "creativecommonsattribution4.0international", "ccby"]),
        Entry(id: "CC-BY-SA-3.0", name: "Creative Commons Attribution Share Alike 3.0 Unported",
              url: "https://creativecommons.org/licenses/by-sa/3.0/", aliases: []),
        Entry(id: "CC-BY-SA-4.0", name: "Creative Commons Attribution Share Alike 4.0 International",
              url: "https://creativecommons.org/licenses/by-sa/4.0/",
              aliases: ["creativecommonsattributionsharealike4.0", "ccbysa"]),
        Entry(id: "CC-BY-NC-4.0", name: "Creative Commons Attribution Non Commercial 4.0 International",
              url: "https://creativecommons.org/licenses/by-nc/4.0/", aliases: []),
        Entry(id: "CC-BY-NC-SA-4.0", name: "Creative Commons Attribution Non Commercial Share Alike 4.0 International",
              url: "https://creativecommons.org/licenses/by-nc-sa/4.0/", aliases: []),
        Entry(id: "CC-BY-ND-4.0", name: "Creative Commons Attribution No Derivatives 4.0 International",
              url: "https://creativecommons.org/licenses/by-nd/4.0/", aliases: []),
        Entry(id: "CC-BY-NC-ND-4.0", name: "Creative Commons Attribution Non Commercial No Derivatives 4.0 International",
              url: "https://creativecommons.org/licenses/by-nc-nd/4.0/", aliases: []),
    ]

    static let index: [String: Entry] = {
        var map: [String: Entry] = [:]
        for entry in entries {
            map[normalize(entry.id)] = entry
            map[normalize(entry.name)] = entry
            for alias in entry.aliases { map[normalize(alias)] = entry }
        }
        return map
    }()

    /// Lowercase, without separators and without the words license/licence/version.
    static func normalize(_ text: String) -> String {
        var key = text.lowercased()
        for word in ["licenses", "license", "licence", "version"] {
            key = key.replacingAll(word, with: "")
        }
        return String(key.filter { $0.isLetter || $0.isNumber || $0 == "." || $0 == "+" })
    }

    /// Looks one license up; nil when unknown.
    public static func lookup(_ text: String) -> License? {
        let key = normalize(text)
        guard !key.isEmpty else { return nil }
        var entry = index[key]
        if entry == nil, key.hasSuffix(".0") { entry = index[String(key.dropLast(2))] }
        if entry == nil, key.hasSuffix("only") { entry = index[String(key.dropLast(4))] }
        if entry == nil, key.hasSuffix("orlater") { entry = index[String(key.dropLast(7)) + "+"] }
        return entry.map { License(id: $0.id, name: $0.name, url: $0.url) }
    }
}

extension String {
    /// Replaces every occurrence of `target` (non-empty) without Foundation.
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, self.contains(target) else { return self }
        var out = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            out += rest[..<range.lowerBound]
            out += replacement
            rest = rest[range.upperBound...]
        }
        out += rest
        return out
    }
}
