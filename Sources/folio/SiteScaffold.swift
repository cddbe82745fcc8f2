import Foundation

/// The files `folio init` writes: a small site that builds at once and shows what Folio does.
///
/// Why text here and not a folder of templates: the starter must work from an installed binary
/// with nothing else around it, and each file is short. `folio.yml` documents every key Folio
/// reads (keep it in step with ``FolioSite/SiteConfig`` and the README's "folio.yml").
struct SiteScaffold {
    /// Site title written into folio.yml and the home page.
    var title: String
    /// Git URL of Folio's source for the Pages workflow; nil: the repository variable `FOLIO_REPOSITORY`.
    var folioRepository: String?

    /// Relative path and contents of every file, in the order they are written.
    var files: [(path: String, contents: String)] {
        [("folio.yml", folioYML), ("Content/index.md", indexNote), ("Content/getting-started.md", gettingStartedNote),
         (".gitignore", gitignore), (".github/workflows/pages.yml", pagesWorkflow)]
    }

    var folioYML: String {
        """
        # folio.yml: settings of this site. Every key is optional and matched without regard to
        # case; command line options (folio build --base-url …) win over this file.
        # Keys shown commented out are examples: remove the '#' to use them.

        # Site title, shown in every page's header and <title> (default: the content folder's name).
        title: \(yamlString(title))

        # One sentence about the site: <meta name="description"> and the Atom feed.
        # description: Notes about my project.

        # The public address of the site, ending in '/'. Enables sitemap.xml and feed.xml.
        # Also accepted as base_url or url. The GitHub Pages workflow passes --base-url itself.
        # baseURL: https://example.org/docs/

        # Default author of notes whose front matter names none.
        # author: Jane Doe

        # Theme: a folder under Themes/ (built-in: default). A Themes/ folder next to this file
        # overrides the built-in one, and Templates/ here overrides single templates.
        # theme: default

        # Language of the pages, for <html lang> and the words Folio's parts of a page say
        # (built in: ar de es fr he it ja ko nl pl pt ru zh; others keep English; ar, he, fa, ur…
        # read right to left). Also: lang.
        # language: en
        # Any of those words by name; `folio strings fr` prints every name with its French.
        # strings:
        #   onThisPage: Contents

        # Mermaid configuration for every diagram of the site; a diagram's own settings win.
        # mermaid:
        #   theme: neutral        # default, base, dark, forest or neutral
        #   look: classic
        #   flowchart:
        #     curve: basis

        # Markdown options.
        # markdown:
        #   rawHTML: sanitize     # raw HTML in notes: sanitize (default), allow (trust every author) or omit
        #   math: true            # $…$, $$…$$ and ```math drawn as MathML; false leaves dollars as text
        #   emoji: true           # :tada: shortcodes as emoji (GitHub's names); false keeps them text
        #   abbreviations: true   # *[HTML]: Hyper Text Markup Language lines explain HTML on hover (MkDocs abbr)
        #   mark: true            # ==marked== text highlighted (Obsidian, MkDocs' pymdownx.mark); false keeps the equals signs
        #   comments: true        # Obsidian's %%comments%% left out of pages; false shows them
        #   wikilinks: true       # [[Note]], [[Note#Heading|text]] link notes by name, ![[image.png]] embeds (Obsidian)
        #   admonitions: true     # :::note … ::: (Docusaurus), !!! note and === "Tab" (MkDocs) as callouts and tabs; false keeps them text

        # Addresses: plain (default) writes guide/setup.html; pretty writes guide/setup/index.html
        # and links to it as guide/setup/ (needs a web server; every static host serves that).
        # urls: plain

        # git: a note without its own `updated` date shows its last commit's (needs the whole history
        # in CI: fetch-depth: 0). Default front-matter: only dates the notes write.
        # updated: front-matter

        # true: with updated: git, "Updated by" the author of that last commit.
        # updated_by: false

        # The last heading level each page's "On this page" lists (4: ## to ####), or a range 2-4.
        # toc_depth: 3

        # true: a .gz and a .br copy next to every text file over 1 KB (nginx gzip_static, hosts).
        # compress: false

        # true: "Reading time: 5 min" in every note's metadata (code and diagrams not counted).
        # reading_time: false

        # true: llms.txt, the site's pages with their summaries for language models (llmstxt.org).
        # llms_txt: false

        # true: "Linked from" under each note, the notes whose text links to it (Obsidian's backlinks).
        # backlinks: false

        # Under each note, the 5 notes sharing the most tags and categories with it.
        # related: 5

        # Notes per page of the home page and the tag and category pages (default: one page each).
        # paginate: 100

        # A line of Markdown in a bar above every page (dismissible), and one in every footer.
        # announcement: "**2.0** is out: [what changed](changes.md)"
        # copyright: "© 2026 The authors"

        # Warnings: each one ends with its code, e.g. [mermaid[look-drawn-classic]]. Name a code
        # in full (quoted, because of the brackets) or by its bare name.
        # warnings:
        #   ignore: ["mermaid[look-drawn-classic]"]   # never report these
        #   error: [broken-link]                         # report these as errors (exit status 1)

        """
    }

    var indexNote: String {
        """
        ---
        title: \(yamlString(title))
        summary: The home page of this site.
        ---

        # \(title)

        This site was made by `folio init`. Each Markdown file in `Content/` becomes a page; the
        home page of the built site lists them, newest first.

        - [Getting started](getting-started.md) shows front matter, licenses, an admonition and a
          diagram.

        Build it with `folio build` (the site goes to `_site/`), or preview it with `folio serve`,
        which rebuilds and reloads the browser on every save.

        """
    }

    var gettingStartedNote: String {
        """
        ---
        title: Getting started
        created: 2025-01-15 09:30:00
        date: 2025-01-15
        author: Jane Doe
        version: "1.0"
        license(s): CC BY 4.0, MIT
        copyright: Copyright (c) 2025 Jane Doe
        tags: [folio, example]
        summary: Front matter, licenses, an admonition and a Mermaid diagram.
        ---

        # Getting started

        The block between the two `---` lines is front matter: title, dates, author, version and
        the licenses of this note (SPDX names such as `CC BY 4.0` or `MIT`). Folio shows them in the
        page's metadata block, lists every license on the Licenses page and writes them as JSON-LD.

        > [!NOTE]
        > This is an admonition, written as on GitHub. `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]` and
        > `[!CAUTION]` work the same way.

        ## A diagram

        Mermaid blocks are drawn as SVG when the site is built: no JavaScript, no CDN.

        ```mermaid
        flowchart LR
            notes[Markdown notes] --> build(folio build)
            build --> site[_site/]
            site --> host{{Static hosting}}
        ```

        ## Next steps

        Add a note: create a `.md` file in `Content/` and link to it as `[text](file.md)`.
        Publish: push to GitHub with Pages set to "GitHub Actions"; `.github/workflows/pages.yml`
        builds and deploys the site.

        """
    }

    var gitignore: String {
        """
        # Built site, Folio's lock and staging files beside it, and the build cache (safe to delete).
        /_site/
        /.*.folio-lock
        /.*.folio-staging-*
        /.folio-cache/

        """
    }

    var pagesWorkflow: String {
        let repository = folioRepository.map(yamlString) ?? "${{ vars.FOLIO_REPOSITORY }}"
        return """
        # Builds this site with Folio and publishes it on GitHub Pages.
        # Settings → Pages → Source: "GitHub Actions". Folio is built from source: set the
        # repository variable FOLIO_REPOSITORY (Settings → Secrets and variables → Actions →
        # Variables) to Folio's Git URL, or write the URL below.
        name: Publish to GitHub Pages

        on:
          push:
            branches: [main]
          workflow_dispatch:

        permissions:
          contents: read
          pages: write
          id-token: write

        concurrency:
          group: pages
          cancel-in-progress: false

        env:
          FOLIO_REPOSITORY: \(repository)
          FOLIO_REF: main

        jobs:
          build:
            runs-on: ubuntu-24.04
            steps:
              - uses: actions/checkout@v4
              - uses: swift-actions/setup-swift@v2
                with:
                  swift-version: "6.0"
              - name: Install folio
                run: |
                  if [ -z "$FOLIO_REPOSITORY" ]; then
                    echo "::error::Set the repository variable FOLIO_REPOSITORY to Folio's Git URL"
                    exit 1
                  fi
                  git clone --depth 1 --branch "$FOLIO_REF" "$FOLIO_REPOSITORY" "$RUNNER_TEMP/folio"
                  make -C "$RUNNER_TEMP/folio" install PREFIX="$HOME/.local"
                  echo "$HOME/.local/bin" >> "$GITHUB_PATH"
              - id: pages
                uses: actions/configure-pages@v5
              - name: Build the site
                env:
                  BASE_URL: ${{ steps.pages.outputs.base_url }}
                run: folio build --content Content --output _site --base-url "$BASE_URL/"
              - uses: actions/upload-pages-artifact@v3
                with:
                  path: _site

          deploy:
            needs: build
            runs-on: ubuntu-24.04
            environment:
              name: github-pages
              url: ${{ steps.deployment.outputs.page_url }}
            steps:
              - id: deployment
                uses: actions/deploy-pages@v4

        """
    }

    /// `text` as a double-quoted YAML scalar.
    private func yamlString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20: out += String(format: "\\x%02X", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
