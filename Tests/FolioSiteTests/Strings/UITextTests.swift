import Foundation
import Testing
@testable import FolioSite

/// The words Folio's own parts of a page say (``UIText``): every language has every word, tags find
/// their language, templates get them written in, and the theme's scripts get a file of them.
@Suite("UIText")
struct UITextTests {
    /// `{n}`, `{name}` and `{total}` in a text.
    static func placeholders(_ text: String) -> Set<String> {
        Set(["{n}", "{name}", "{total}"].filter { text.contains($0) })
    }

    @Test func everyLanguageHasEveryWordWithTheSamePlaceholders() {
        for (tag, words) in UIText.translations {
            for key in UIText.Key.allCases {
                let word = words[key]
                #expect(word != nil, "\(tag) lacks \(key.rawValue)")
                if let word {
                    #expect(!word.isEmpty, "\(tag).\(key.rawValue) is empty")
                    #expect(Self.placeholders(word) == Self.placeholders(key.english), "\(tag).\(key.rawValue): \(word)")
                    #expect(word.filter { $0 == "`" }.count % 2 == 0, "\(tag).\(key.rawValue) has an unpaired backtick")
                }
            }
        }
    }

    @Test func aKeysOrdinalIsItsPlaceAndEveryLanguageTagHasWords() {
        #expect(UIText.Key.allCases.count < 256)
        for (index, key) in UIText.Key.allCases.enumerated() { #expect(key.ordinal == index) }
        #expect(UIText.languageTags == UIText.languageTags.sorted())
        #expect(Set(UIText.translations.keys) == Set(UIText.languageTags))
    }

    @Test func aTagFindsItsLanguageThenItsPrimaryLanguage() {
        #expect(UIText.resolve(language: "de", overrides: []).text[.onThisPage] == "Auf dieser Seite")
        #expect(UIText.resolve(language: "pt-BR", overrides: []).text[.onThisPage] == "Nesta página")
        #expect(UIText.resolve(language: "FR_ca", overrides: []).text[.onThisPage] == "Sur cette page")
        #expect(UIText.resolve(language: "zh-Hans", overrides: []).text[.searchPlaceholder] == "搜索")
        // Traditional characters have no set: English, not the simplified one.
        #expect(UIText.resolve(language: "zh-TW", overrides: []).text == .english)
        #expect(UIText.resolve(language: "en-GB", overrides: []).text == .english)
        #expect(UIText.resolve(language: "xx", overrides: []).text.isEnglish)
        #expect(UIText.resolve(language: nil, overrides: []).text.isEnglish)
    }

    @Test func overridesReplaceWordsAndUnknownNamesAreReturned() {
        let resolved = UIText.resolve(language: "de", overrides: [("onThisPage", "Inhalt"), ("serch", "x")])
        #expect(resolved.text[.onThisPage] == "Inhalt")
        #expect(resolved.text[.searchPlaceholder] == "Suchen")
        #expect(resolved.unknown == ["serch"])
        let english = UIText.resolve(language: "en", overrides: [("onThisPage", "Contents")]).text
        #expect(english[.onThisPage] == "Contents" && !english.isEnglish)
    }

    @Test func templatesGetTheWordsEscapedAndUnknownNamesStay() {
        var words = UIText.english
        words[.onThisPage] = "A <b> & \"quote\""
        words[.licensesIntro] = "Keys `license` and `x"
        let template = "<p>{{ui.onThisPage}}</p><i title=\"{{{ui.onThisPage}}}\">{{ui.licensesIntro}}</i>{{ui.nothing}}{{title}}"
        #expect(words.expandingTemplate(template)
                == "<p>A &lt;b&gt; &amp; &quot;quote&quot;</p><i title=\"A &lt;b&gt; &amp; &quot;quote&quot;\">Keys <code>license</code> and <code>x</code></i>{{ui.nothing}}{{title}}")
        #expect(UIText.html("it's `a<b`", code: true) == "it&#39;s <code>a&lt;b</code>")
        // Elsewhere a backtick is a backtick: the word may be an attribute's value.
        #expect(UIText.html("it's `a`") == "it&#39;s `a`")
        var label = UIText.english
        label[.searchLabel] = "Find `x`"
        #expect(label.expandingTemplate("<input aria-label=\"{{ui.searchLabel}}\">") == "<input aria-label=\"Find `x`\">")
        // A word can never become a Mustache tag of the template it is written into.
        words[.onThisPage] = "{{{page.content}}} {{#site}}"
        #expect(words.expandingTemplate("<p>{{ui.onThisPage}}</p>") == "<p>&#123;&#123;&#123;page.content&#125;&#125;&#125; &#123;&#123;#site&#125;&#125;</p>")
        #expect(UIText.english.expandingTemplate("{{ui.licenses}}") == "Licenses")
        #expect(UIText.english.expandingTemplate("no tags") == "no tags")
    }

    @Test func scriptsGetAFileOnlyForWordsThatAreNotFoliosEnglish() throws {
        #expect(UIText.english.scriptAsset == nil)
        var words = UIText.resolve(language: "fr", overrides: []).text
        words[.copy] = "</script><script>alert(1)</script>\u{2028}"
        let asset = try #require(words.scriptAsset)
        let script = String(decoding: asset.data, as: UTF8.self)
        #expect(asset.name.hasPrefix("_folio/strings.") && asset.name.hasSuffix(".js"))
        #expect(script.hasPrefix("window.folioStrings={"))
        #expect(script.contains("\"searchNone\":\"Aucun résultat\""))
        #expect(!script.contains("</script") && script.contains("\\u003c/script") && script.contains("\\u2028"))
        // Only the scripts' words: a template's word is not in it.
        #expect(!script.contains("\"onThisPage\""))
        // The JSON is what a browser reads.
        let json = script.dropFirst("window.folioStrings=".count).dropLast(2)
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String]
        #expect(decoded?["copy"] == "</script><script>alert(1)</script>\u{2028}")
        #expect(decoded?.count == UIText.Key.allCases.filter(\.isForScripts).count)
    }

    @Test func folioStringsPrintsLinesFolioYmlReadsBackAsTheSameWords() throws {
        for language in ["ja", "fr", "en"] {
            let yaml = SiteWords.yaml(language: language)
            let matter = FrontMatterParser.parseYAML(yaml, firstLine: 1)
            #expect(matter.error == nil)
            var config = SiteConfig()
            config.readUIStrings(matter.value("strings"), line: 1, display: "folio.yml")
            #expect(config.uiText == UIText.resolve(language: language, overrides: []).text, "\(language)")
            #expect(config.diagnostics.isEmpty)
        }
        #expect(SiteWords.languages.contains("de") && SiteWords.hasWords(for: "pt-BR") && !SiteWords.hasWords(for: "sv"))
    }

    @Test func theFormatFillsCountsAndNames() {
        let words = UIText.resolve(language: "de", overrides: []).text
        #expect(words.diagrams(1) == "1 Diagramm" && words.diagrams(3) == "3 Diagramme")
        #expect(words.format(.tagHeading, name: "swift") == "Schlagwort: swift")
        // A name is put in as it is (its own braces are not placeholders), and other braces stay.
        #expect(UIText.english.format(.tagHeading, n: 3, name: "{n} {total}") == "Tag: {n} {total}")
        #expect(UIText.english.parts(.pagesIn) == ("Pages in ", ""))
        #expect(UIText.resolve(language: "ja", overrides: []).text.parts(.pagesIn) == ("", " のページ"))
        #expect(UIText.english.parts(.menu) == ("Menu", ""))
        var braces = UIText.english
        braces[.pageNumber] = "{page} {n}{"
        #expect(braces.format(.pageNumber, n: 2) == "{page} 2{")
        #expect(UIText.english.format(.searchTopOf, n: 5, total: 9) == "Top 5 of 9 results")
    }
}
