"""Syntax highlighting in the browser (part of `make browser-test`, README "Syntax highlighting").

On the first built page with a Swift code block: the block holds highlight spans (`span.hl-…`),
keywords, strings or comments among them; their computed colours differ between light and dark mode
(the theme's CSS variables), and differ from the plain code colour; a diagram's source in its
`<details>` block is highlighted too (on the first page that has one). Saves screenshots of the
Swift block in light and dark mode.
"""
import os

SWIFT_BLOCK_JS = r"""(() => {
  const code = document.querySelector('code.language-swift');
  if (!code) return null;
  const spans = code.querySelectorAll('span[class^="hl-"]');
  const kinds = new Set([...spans].map(s => s.className));
  const keyword = code.querySelector('.hl-kw');
  code.closest('.code-block, pre').scrollIntoView({block: 'center'});
  return {spans: spans.length, kinds: [...kinds],
          keyword: keyword ? getComputedStyle(keyword).color : null,
          plain: getComputedStyle(code).color};
})()"""

MERMAID_SOURCE_JS = r"""(() => {
  const code = document.querySelector('details.diagram-source code.language-mermaid');
  if (!code) return null;
  return code.querySelectorAll('span[class^="hl-"]').length;
})()"""


def _first_page_with(pages, needle):
    for page in pages:
        with open(page, encoding="utf-8", errors="replace") as f:
            if needle in f.read():
                return page
    return None


def check_highlight(tab, pages, results, file_url, settle, shots):
    page = _first_page_with(pages, 'class="language-swift"')
    if page is None:
        results.check(False, "a built page has a Swift code block (syntax highlighting)")
        return
    states = {}
    for scheme in ("light", "dark"):
        tab.color_scheme(scheme)
        tab.navigate(file_url(page))
        tab.eval("localStorage.clear()")
        tab.reload()
        settle(tab)
        states[scheme] = tab.eval(SWIFT_BLOCK_JS)
        tab.screenshot(os.path.join(shots, "swift-code-%s.png" % scheme))
    light, dark = states["light"], states["dark"]
    results.check(bool(light) and light["spans"] > 0 and "hl-kw" in light["kinds"],
                  "Swift code blocks hold highlight spans (%s)" % os.path.basename(page),
                  "found: %s" % light)
    results.check(bool(light and dark) and light["keyword"] is not None and light["keyword"] != dark["keyword"]
                  and light["keyword"] != light["plain"],
                  "keyword colour differs between light and dark (%s / %s)"
                  % (light and light.get("keyword"), dark and dark.get("keyword")))
    diagram_page = _first_page_with(pages, 'class="language-mermaid"')
    if diagram_page is not None:
        tab.navigate(file_url(diagram_page))
        settle(tab)
        count = tab.eval(MERMAID_SOURCE_JS)
        results.check(bool(count), "a diagram's source in <details> is highlighted (%s spans)" % count)
    tab.color_scheme("light")
    print("highlight screenshots: %s" % os.path.join(shots, "swift-code-{light,dark}.png"))
