import Foundation
import Testing
@testable import FolioSite

/// Docusaurus' MDX partials: `import Name from './_name.md'` and `<Name />` include the file; every import
/// line is left out of the page and its summary; lines that only look like imports stay text.
@Suite struct MDXImportTests {
    @Test func importLinesAreReadAsESMWritesThem() {
        #expect(MDXImport.read("import Warning from './_warning.md';") == MDXImport(name: "Warning", source: "./_warning.md"))
        #expect(MDXImport.read("import Tabs from \"@theme/Tabs\"") == MDXImport(name: "Tabs", source: "@theme/Tabs"))
        #expect(MDXImport.read("import {Highlight, Note as N} from '../components';") == MDXImport(name: nil, source: "../components"))
        #expect(MDXImport.read("import * as Parts from './parts.js';") == MDXImport(name: nil, source: "./parts.js"))
        #expect(MDXImport.read("import Shared, {Other} from '@site/docs/_shared.mdx';")
                == MDXImport(name: "Shared", source: "@site/docs/_shared.mdx"))
        #expect(MDXImport.read("import './styles.css';") == MDXImport(name: nil, source: "./styles.css"))
        for prose in ["import the data from the file 'a.md'", "import Warning from './_warning.md'; and more",
                      " import Warning from './x.md';", "import Warning './x.md';", "import 2fast from './x.md';",
                      "importWarning from './x.md';"] {
            #expect(MDXImport.read(Substring(prose)) == nil, "\(prose)")
        }
        #expect(MDXImport(name: "A", source: "@site/docs/_partials/a.md").includePaths == ["/_partials/a.md", "/docs/_partials/a.md"])
        #expect(MDXImport(name: "A", source: "./_a.md").includePaths == ["./_a.md"])
        #expect(MDXImport(name: "A", source: "./_a.MDX").isMarkdown && !MDXImport(name: "A", source: "./a.js").isMarkdown)
    }

    @Test func theQuickCheckFindsImportsAtALinesStartOnly() {
        func may(_ text: String) -> Bool { var text = text; return text.withUTF8 { MDXImport.mayOccur(in: $0) } }
        #expect(may("import A from './a.md'") && may("# T\n\nimport A from './a.md'\n"))
        #expect(!may("We import data.\n") && !may("  import A from 'a'\n") && !may("impor") && !may(""))
    }

    @Test func aUsageIsATagAloneOnItsLine() {
        #expect(MDXImport.usage("<Warning />")?.name == "Warning")
        #expect(MDXImport.usage("  <Warning/>  ").map { [$0.name, $0.indent, String($0.column)] } == ["Warning", "  ", "3"])
        #expect(MDXImport.usage("<warning />") == nil, "a component's name starts with a capital")
        #expect(MDXImport.usage("Text <Warning />") == nil && MDXImport.usage("<Warning>text</Warning>") == nil)
        #expect(MDXImport.usage("<Warning prop=\"x\" />") == nil, "props are not read")
    }

    @Test func aNoteIncludesItsImportedPartials() throws {
        let note = """
            ---
            title: Setup
            ---
            import Warning from './_warning.md';
            import Tabs from '@theme/Tabs';

            The page's own first words.

            <Warning />

            - In a list:

              <Warning />

            ```js
            import Warning from './_warning.md';
            ```

            <Missing />

            import Site from '@site/docs/_site.md';

            <Site />
            """
        let (pages, report) = try WikiLinksTests.build(["docs/setup.md": note, "docs/_warning.md": "**Careful**: back up first.\n",
                                                        "docs/_site.md": "From the site root.\n"])
        let html = pages("docs/setup.html")
        #expect(!html.contains("@theme/Tabs") && !html.contains("<p>import"), "import lines are left out: \(html)")
        #expect(html.components(separatedBy: "<strong>Careful</strong>: back up first.").count == 3, "included twice")
        let plain = html.replacingOccurrences(of: #"<span class="[^"]*">"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: "</span>", with: "")
        #expect(plain.contains("import Warning from &#39;./_warning.md&#39;;") || plain.contains("import Warning from './_warning.md';"),
                "a code block keeps its import line")
        #expect(html.contains("<meta name=\"description\" content=\"The page&#39;s own first words.\">")
                || html.contains("<meta name=\"description\" content=\"The page's own first words.\">"), "the summary skips imports")
        #expect(pages("docs/_warning.html").isEmpty, "a partial is not a page")
        #expect(html.contains("<p>From the site root.</p>"), "@site/ names the project's folder, which holds docs/ here")
        #expect(!report.diagnostics.contains { $0.code == DiagnosticCode.include }, "\(report.diagnostics)")
    }
}
