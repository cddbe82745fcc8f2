#!/usr/bin/env python3
"""Real-browser check of a site built by Folio (`make browser-test`).

Builds the seed notes (../shared/seeds when that folder exists, else Content/, else the basic test fixture)
with `folio build`, opens every page in headless Chromium with the system in light and in dark mode, and
checks:
  * no console errors or exceptions (images the notes link to but do not ship are listed, not failed:
    the build already warns about them);
  * no request leaves file:// (no CDN, no font host, no analytics);
  * every diagram <figure> is visible and has a non-zero size;
  * with scripts disabled, the page still follows prefers-color-scheme (dark mode needs no JavaScript);
  * the theme toggle switches light/dark, the choice survives a reload (localStorage), and "auto" is
    never stored, so later changes of the system theme are still followed;
  * the 56-vector XSS page runs no script in `sanitize` and `omit` modes (see xss_check.py);
  * at 1280 and 390 px, light and dark: no page scrolls sideways, no diagram is drawn below its natural
    size, and on the phone the page title is on the first screen;
  * syntax highlighting (highlight_check.py): spans on Swift blocks, colours differ light/dark;
  * formulas (README "Math"): every page's MathML laid out by the browser, fractions stacked;
  * accessibility (a11y_check.py): axe-core finds no serious or critical violation on any page, light
    and dark, desktop and phone, with the search results, the phone menu or a diagram viewer open;
  * the documentation fixture (docs_check.py): nav tree, breadcrumbs, previous/next, the phone menu,
    every callout type, the copy button (clipboard read back), the diagram viewer (open, zoom, close).
  * a site in another language (language_check.py): the fixture built with `language: de`; the
    templates' words and the scripts' (copy button, search messages, scheme switch, viewer) are German;
    then in Hebrew: mirrored (sidebar and menu on the right, no sideways scroll), code and diagrams left to right.
Saves light and dark screenshots of a seed page into a folder it prints, and ends with a line like
`browser-test: 7 passed, 0 failed`. Exit status 1 when a check fails, 2 when it cannot run at all.

usage: browser_test.py --folio PATH [--content DIR] [--out DIR] [--screenshot PNG]
"""
import argparse
import os
import shutil
import subprocess
import sys
from urllib.request import pathname2url

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cdp import Browser, CDPError, Tab, find_chromium, reach_loopback  # noqa: E402
from page_probes import FIGURES_JS, THEME_JS, TOGGLE_CLICK_JS  # noqa: E402
from xss_check import check_xss  # noqa: E402
from docs_check import check_docs, check_geometry, viewport  # noqa: E402
from language_check import check_language, check_right_to_left  # noqa: E402
from highlight_check import check_highlight  # noqa: E402
from search_check import check_search_boost, check_site_search  # noqa: E402
from a11y_check import check_accessibility  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MAX_PAGES = 40


class Results:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, ok, name, detail=""):
        if ok:
            self.passed += 1
            print("  ok    %s" % name)
        else:
            self.failed += 1
            print("  FAIL  %s%s" % (name, ("\n        " + detail.replace("\n", "\n        ")) if detail else ""))


def choose_content(explicit):
    if explicit:
        return explicit
    candidates = [os.path.join(ROOT, "..", "shared", "seeds"),
                  os.path.join(ROOT, "Content"),
                  os.path.join(ROOT, "Tests", "FolioSiteTests", "Fixtures", "basic")]
    for folder in candidates:
        if os.path.isdir(folder) and any(name.endswith((".md", ".markdown", ".txt"))
                                         for _, _, files in os.walk(folder) for name in files):
            return os.path.normpath(folder)
    return None


def build_site(folio, content, output):
    shutil.rmtree(output, ignore_errors=True)
    run = subprocess.run([folio, "build", "--content", content, "--output", output, "--quiet"],
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if not os.path.exists(os.path.join(output, "index.html")):
        sys.stdout.write(run.stdout[-4000:])
        sys.exit("browser-test: cannot run: `folio build --content %s` wrote no site (status %d)" % (content, run.returncode))
    if run.returncode != 0:
        # The content's own errors (a fixture with broken YAML, say) are the build tests' business; the
        # site is still written, and that is what this test looks at.
        print("browser-test: note: folio build exited with status %d (errors in the content)" % run.returncode)


def html_pages(site):
    pages = []
    for folder, dirs, files in os.walk(site):
        dirs.sort()
        for name in sorted(files):
            if name.endswith(".html"):
                pages.append(os.path.join(folder, name))
    index = os.path.join(site, "index.html")
    pages.sort(key=lambda p: (p != index, p.count(os.sep), p))
    return pages[:MAX_PAGES]


def file_url(path):
    return "file://" + pathname2url(os.path.abspath(path))


def settle(tab):
    """Lets late console messages and image failures arrive after the load event."""
    tab.eval("new Promise(r => requestAnimationFrame(() => setTimeout(r, 150)))")


# Each formula of the note (README "Math"): drawn by the browser's MathML layout, so it has a size and
# a fraction's numerator sits above its denominator (as plain inline text they would share a line).
FORMULAS_JS = """[...document.querySelectorAll('.note-body math')].map((m, i) => {
  const r = m.getBoundingClientRect();
  let why = r.width > 0 && r.height > 0 ? '' : 'formula #' + i + ' has no size';
  for (const f of m.querySelectorAll('mfrac')) {
    if (f.children.length !== 2) continue;
    const a = f.children[0].getBoundingClientRect(), b = f.children[1].getBoundingClientRect();
    if (a.bottom > b.top + 1) why = 'formula #' + i + ': a fraction is not stacked';
  }
  return {ok: why === '', why: why};
})"""


def check_pages(tab, site, pages, results):
    missing_images = set()
    for scheme in ("light", "dark"):
        tab.color_scheme(scheme)
        for page in pages:
            name = "%s [%s]" % (os.path.relpath(page, site), scheme)
            tab.reset_logs()
            tab.navigate(file_url(page))
            settle(tab)
            errors, missing = tab.errors()
            missing_images.update(missing)
            figures = tab.eval(FIGURES_JS)
            bad = [f for f in figures if not f["visible"]]
            results.check(not errors, "%s: no console errors" % name, "\n".join(errors[:10]))
            # Only images the author wrote (in the note's text) may load from another host (issue 18).
            written = set(tab.eval("[...document.querySelectorAll('.note-body img')].map(i => i.src)"
                                   ".filter(s => /^https?:/i.test(s))") or [])
            stray = [url for url in tab.remote_requests if url not in written]
            results.check(not stray, "%s: no requests to other hosts but the note's own images" % name,
                          "\n".join(stray[:10]))
            formulas = tab.eval(FORMULAS_JS)
            if formulas:
                wrong = [f for f in formulas if not f["ok"]]
                results.check(not wrong, "%s: %d formula(s) laid out as MathML (non-zero size, fractions stacked)"
                              % (name, len(formulas)), "\n".join(f["why"] for f in wrong[:10]))
            if figures:
                results.check(not bad, "%s: %d diagram figure(s) visible with non-zero size" % (name, len(figures)),
                              "\n".join("figure #%d (%s): %sx%s, %s" % (f["index"], f["id"], f["width"], f["height"],
                                                                      f["why"]) for f in bad[:10]))
    for url in sorted(missing_images):
        print("  note  the content links an image it does not ship: %s" % url)


def effective(tab):
    return tab.eval(THEME_JS)


def check_no_js_dark(tab, page, results):
    tab.scripts_enabled(False)
    try:
        for scheme in ("light", "dark"):
            tab.color_scheme(scheme)
            tab.navigate(file_url(page))
            state = effective(tab)
            results.check(state["dark"] == (scheme == "dark"),
                          "without JavaScript the page follows prefers-color-scheme: %s" % scheme,
                          "background %s" % state["background"])
    finally:
        tab.scripts_enabled(True)


def check_toggle(tab, page, results):
    """Cycles the toggle with the system in light mode, then checks reload persistence and 'auto'."""
    tab.color_scheme("light")
    tab.navigate(file_url(page))
    tab.eval("localStorage.clear()")
    tab.reload()
    start = effective(tab)
    if not start["toggle"]:
        results.check(False, "theme toggle button present", "no element matched the toggle selectors")
        return
    results.check(not start["dark"], "with nothing stored and a light system the page is light",
                  "background %s" % start["background"])
    states = []
    for _ in range(3):
        clicked = tab.eval(TOGGLE_CLICK_JS)
        if not clicked:
            break
        settle(tab)
        states.append(effective(tab))
    stored_auto = [s for s in states if any(v.lower() in ("auto", "system") for v in s["stored"].values())]
    results.check(not stored_auto, "'auto' is never written to localStorage",
                  "; ".join(str(s["stored"]) for s in stored_auto))
    dark_states = [i for i, s in enumerate(states) if s["dark"]]
    results.check(bool(dark_states), "the toggle switches the page to dark",
                  "states after each click: %s" % [(s["dark"], s["stored"]) for s in states])
    if not dark_states:
        return
    # Click round to the dark state again, reload, and expect dark with a light system.
    tab.eval("localStorage.clear()")
    tab.reload()
    for _ in range(dark_states[0] + 1):
        tab.eval(TOGGLE_CLICK_JS)
    settle(tab)
    before = effective(tab)
    tab.reload()
    after = effective(tab)
    results.check(before["dark"] and after["dark"] and bool(after["stored"]),
                  "the dark choice persists across a reload (localStorage)",
                  "before %s, after %s" % (before, after))
    # Keep clicking until nothing is stored: that is "auto", which must follow the system again.
    for _ in range(3):
        if not effective(tab)["stored"]:
            break
        tab.eval(TOGGLE_CLICK_JS)
        settle(tab)
    auto = effective(tab)
    results.check(not auto["stored"], "the cycle reaches 'auto' with nothing stored", str(auto["stored"]))
    tab.color_scheme("dark")
    settle(tab)
    results.check(effective(tab)["dark"], "in 'auto' the page follows a system switch to dark")
    tab.color_scheme("light")
    tab.eval("localStorage.clear()")


def take_screenshots(tab, page, out, results, extra=None):
    shots = []
    for scheme in ("light", "dark"):
        tab.color_scheme(scheme)
        tab.navigate(file_url(page))
        tab.eval("localStorage.clear()")
        tab.reload()
        settle(tab)
        path = os.path.join(out, "seed-page-%s.png" % scheme)
        tab.screenshot(path)
        shots.append(path)
        if extra and scheme == "light":
            tab.screenshot(extra)
        # The first diagram, scrolled to the top of the window: shows that diagrams follow the theme.
        if tab.eval("(() => { const f = document.querySelector('figure.diagram');"
                    " if (!f) return false; window.scrollTo(0, f.getBoundingClientRect().top + scrollY - 16);"
                    " return true; })()"):
            settle(tab)
            path = os.path.join(out, "seed-diagram-%s.png" % scheme)
            tab.screenshot(path)
            shots.append(path)
    ok = all(os.path.getsize(p) > 1000 for p in shots)
    results.check(ok, "light and dark screenshots saved", ", ".join(shots))
    print("screenshots: %s" % out)


def pick_showcase(pages):
    """The first page (not the index) that holds a diagram, else the first page."""
    for page in pages[1:]:
        with open(page, encoding="utf-8", errors="replace") as f:
            if "<svg" in f.read():
                return page
    return pages[1] if len(pages) > 1 else pages[0]


def check_served_search(tab, site, showcase, pages, results):
    """The same search checks on `site` served over HTTP under /project/ (nothing at /)."""
    import functools
    import http.server
    import threading
    from subpath_check import PREFIX, SubPathHandler
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(SubPathHandler, directory=site))
    server.handle_error = lambda request, address: None
    threading.Thread(target=server.serve_forever, daemon=True).start()
    # Remote loads fail at once (as subpath_check.py does): left to the resolver, the seeds' badge
    # images keep an http page from finishing its scripts before the check starts.
    tab.send("Network.setBlockedURLs", {"urls": ["https://*", "ws://*", "wss://*", "ftp://*"]})
    try:
        url = "http://127.0.0.1:%d%s%s" % (server.server_address[1], PREFIX, os.path.relpath(showcase, site))
        check_site_search(tab, url, pages, results, settle, "served")
    finally:
        tab.send("Network.setBlockedURLs", {"urls": []})
        server.shutdown()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--folio", required=True, help="path of the folio executable")
    parser.add_argument("--content", help="content folder to build (default: seeds, fixtures or Content/)")
    parser.add_argument("--out", default="/tmp/folio-browser-test", help="work folder: site and screenshots")
    parser.add_argument("--screenshot", help="also save the light screenshot of the showcase page here")
    parser.add_argument("--page", help="showcase page, relative to the built site")
    parser.add_argument("--axe", default=os.path.join(ROOT, ".build", "axe", "axe.min.js"),
                        help="axe-core's axe.min.js for the accessibility audit (make browser-deps fetches it)")
    args = parser.parse_args()

    chromium = find_chromium()
    if not chromium:
        sys.exit("browser-test: cannot run: chromium not found (apt-get install chromium)")
    if not os.access(args.folio, os.X_OK):
        sys.exit("browser-test: cannot run: no folio executable at %s" % args.folio)
    content = choose_content(args.content)
    if not content:
        sys.exit("browser-test: cannot run: no content to build")
    out = os.path.abspath(args.out)
    site = os.path.join(out, "site")
    shots = os.path.join(out, "screenshots")
    os.makedirs(shots, exist_ok=True)
    print("browser-test: building %s into %s" % (content, site))
    build_site(args.folio, content, site)
    pages = html_pages(site)
    showcase = os.path.join(site, args.page) if args.page else pick_showcase(pages)

    results = Results()
    reach_loopback()  # the served copy of the site for the search check; every other host stays blocked
    browser = Browser(chromium)
    try:
        print("browser-test: %s, %d page(s)" % (browser.version.get("product"), len(pages)))
        tab = Tab(browser)
        check_pages(tab, site, pages, results)
        print("theme (on %s):" % os.path.relpath(showcase, site))
        check_no_js_dark(tab, showcase, results)
        check_toggle(tab, showcase, results)
        take_screenshots(tab, showcase, shots, results, args.screenshot)
        print("syntax highlighting:")
        check_highlight(tab, pages, results, file_url, settle, shots)
        print("search, from file://:")
        check_site_search(tab, file_url(showcase), pages, results, settle, "file", shots)
        print("search, the same site served under a sub-path:")
        check_served_search(tab, site, showcase, pages, results)
        print("search ranking with MkDocs-Material's boost (search: {boost: N}):")
        check_search_boost(tab, args.folio, out, results, file_url, settle)
        print("layout of the built site at 1280 and 390 px (diagrams at natural size, no sideways scroll):")
        check_geometry(tab, site, pages, results, file_url, "site")
        viewport(tab, 390, 844, True)
        tab.color_scheme("light")
        tab.navigate(file_url(showcase))
        settle(tab)
        tab.screenshot(os.path.join(shots, "seed-page-phone-light.png"))
        viewport(tab, 1280, 900, False)
        print("documentation site (Tests/Browser/docs-site): navigation, callouts, copy, diagram viewer:")
        check_docs(tab, args.folio, out, results, file_url)
        print("a site in German (language: de): the templates' and the scripts' words:")
        check_language(tab, args.folio, out, results, file_url)
        print("a site written from right to left (language: he):")
        check_right_to_left(tab, args.folio, out, results, file_url)
        print("accessibility (axe-core): the built site, then the documentation fixture:")
        check_accessibility(tab, site, pages, showcase, results, file_url, settle, args.axe)
        docs_site = os.path.join(out, "docs-site")
        docs_pages = html_pages(docs_site)
        if docs_pages:
            docs_showcase = os.path.join(docs_site, "guide", "install.html")
            check_accessibility(tab, docs_site, docs_pages, docs_showcase if os.path.exists(docs_showcase) else docs_pages[0],
                                results, file_url, settle, args.axe)
        print("raw HTML and URLs (XSS vectors):")
        check_xss(tab, args.folio, ROOT, out, results, file_url)
    except CDPError as error:
        results.check(False, "browser session", str(error))
    finally:
        browser.close()
    print("browser-test: %d passed, %d failed" % (results.passed, results.failed))
    sys.exit(1 if results.failed else 0)


if __name__ == "__main__":
    main()
