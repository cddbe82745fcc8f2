"""The documentation-site checks of `make browser-test` (issue 18): navigation tree, previous/next
links, callouts, copy buttons, the diagram viewer, natural-size diagrams and the phone layout.

Builds Tests/Browser/docs-site (this repository's own small fixture: three folder levels, every callout
type, code blocks, a diagram far wider than the column) and checks it in headless Chromium at 1280 px
and 390 px, light and dark. `check_geometry` runs the layout checks (no sideways page scroll, no
diagram drawn below its natural size, the title on the first screen of a phone) on any built site,
the seed site included. Screenshots go to <out>/screenshots/docs-*.png.
"""
import json
import os
import shutil
import subprocess
import time

from cdp import CDPError

HERE = os.path.dirname(os.path.abspath(__file__))
DOCS = os.path.join(HERE, "docs-site")
VIEWPORTS = (("desktop", 1280, 900, False), ("phone", 390, 844, True))

# Layout facts of the page in the window: sideways scroll, diagrams' scale, the title's position.
GEOMETRY_JS = r"""
(() => {
  const doc = document.documentElement;
  const diagrams = [...document.querySelectorAll('figure.diagram .diagram-canvas > svg')].map((svg, i) => {
    const box = svg.viewBox && svg.viewBox.baseVal;
    const natural = box && box.width ? box.width : 0;
    const drawn = svg.getBoundingClientRect().width;
    const canvas = svg.parentElement;
    return {index: i + 1, natural, drawn, scale: natural ? drawn / natural : 1,
            scrolls: canvas.scrollWidth > canvas.clientWidth + 1, canvasWidth: canvas.clientWidth};
  });
  const title = document.querySelector('main h1');
  const rect = title ? title.getBoundingClientRect() : null;
  // A listing card's metadata line or the breadcrumbs' line that starts with a visible "·" or "›"
  // (after a wrap, on a phone): its item's separator lies inside the text column and the row is not clipped.
  const danglingSeparators = [...document.querySelectorAll('.page-card-meta, .breadcrumbs ol')].flatMap(meta => {
    const column = meta.closest('.page-card, .breadcrumbs').getBoundingClientRect().left;
    const clipped = getComputedStyle(meta).clipPath !== 'none';
    let top = null;
    return [...meta.children].filter(item => {
      const box = item.getBoundingClientRect();
      const startsLine = top === null || box.top > top + 1;
      top = box.top;
      const before = getComputedStyle(item, '::before');
      const width = parseFloat(before.width);   // 'auto' (an inline separator): never taken as clipped
      const shown = before.content !== 'none' && before.content !== '""' && before.display !== 'none';
      return startsLine && shown && !(clipped && !isNaN(width) && box.left + width <= column + 1);
    }).map(item => item.textContent.trim().slice(0, 30));
  });
  // A bare code block's copy button drawn over the code's text (page-tools.js gives it a strip instead).
  const buttonsOverCode = [...document.querySelectorAll('.code-block-bare')].filter(block => {
    const button = block.querySelector('.copy-button'), code = block.querySelector('pre > code');
    if (!button || !code) return false;
    const b = button.getBoundingClientRect();
    if (b.width === 0) return false;
    const range = document.createRange();
    range.selectNodeContents(code);
    return [...range.getClientRects()].some(r => r.width > 0 && r.right > b.left && r.left < b.right
                                                && r.bottom > b.top && r.top < b.bottom);
  }).map(block => block.textContent.trim().slice(0, 30));
  const header = document.querySelector('.site-header');
  return {headerHeight: header ? header.getBoundingClientRect().height : 0,
          pageScrollsSideways: doc.scrollWidth > window.innerWidth + 1, scrollWidth: doc.scrollWidth,
          innerWidth: window.innerWidth, innerHeight: window.innerHeight, diagrams, danglingSeparators, buttonsOverCode,
          titleTop: rect ? rect.top + window.scrollY : null, titleBottom: rect ? rect.bottom + window.scrollY : null};
})()
"""

NAV_JS = r"""
(() => {
  const sidebar = document.getElementById('site-sidebar');
  const current = sidebar ? sidebar.querySelector('a[aria-current="page"]') : null;
  const closedAncestors = [];
  for (let el = current; el && el !== sidebar; el = el.parentElement) {
    if (el.tagName === 'DETAILS' && !el.open) closedAncestors.push(el.textContent.trim().slice(0, 40));
  }
  const visible = (el) => !!el && el.getBoundingClientRect().width > 0 && getComputedStyle(el).display !== 'none'
    && getComputedStyle(el).visibility !== 'hidden';
  const toggle = document.querySelector('[data-nav-toggle]');
  const prev = document.querySelector('a[rel="prev"]'), next = document.querySelector('a[rel="next"]');
  return {current: current ? current.textContent : null, closedAncestors,
          sidebarVisible: visible(sidebar), toggleVisible: visible(toggle),
          toggleName: toggle ? toggle.textContent.trim() : null,
          toggleSize: toggle ? [toggle.getBoundingClientRect().width, toggle.getBoundingClientRect().height] : null,
          prev: prev ? prev.getAttribute('href') : null, next: next ? next.getAttribute('href') : null,
          crumbs: [...document.querySelectorAll('.breadcrumbs li')].map(li => li.textContent.trim())};
})()
"""

ADMONITIONS_JS = r"""
(() => [...document.querySelectorAll('.admonition')].map(el => {
  const icon = el.querySelector('.admonition-icon');
  const title = el.querySelector('.admonition-title');
  const r = icon ? icon.getBoundingClientRect() : {width: 0, height: 0};
  return {kind: [...el.classList].find(c => c.startsWith('admonition-')), title: title ? title.textContent : '',
          background: getComputedStyle(el).backgroundColor, titleColor: title ? getComputedStyle(title).color : '',
          iconWidth: r.width, iconHeight: r.height, iconTag: icon ? icon.tagName.toLowerCase() : '',
          iconPaths: icon ? icon.querySelectorAll('path').length : 0, tag: el.tagName};
}))()
"""


ANNOUNCEMENT_JS = ("(() => { const bar = document.querySelector('.announcement'); if (!bar) return null;"
                   " const link = bar.querySelector('a'); return {shown: getComputedStyle(bar).display !== 'none',"
                   " height: bar.getBoundingClientRect().height, href: link && link.href,"
                   " button: !document.querySelector('[data-announcement-close]').hidden}; })()")


def check_announcement(tab, page, results, tag):
    """The announcement bar: shown with its link from a page a folder down, dismissed by its button,
    still dismissed on the next page (before the first paint), shown again once forgotten."""
    tab.navigate(page("guide/install.html"))
    tab.eval("localStorage.removeItem('folio-announcement')")
    tab.navigate(page("guide/install.html"))
    settle(tab)
    state = tab.eval(ANNOUNCEMENT_JS) or {}
    results.check(state.get("shown") and state.get("button") and str(state.get("href", "")).endswith("/reference.html"),
                  "%s: the announcement bar is shown with its button and a link to the site's page" % tag, state)
    real_click(tab, "[data-announcement-close]")
    settle(tab)
    results.check(not (tab.eval(ANNOUNCEMENT_JS) or {}).get("shown"), "%s: the announcement's button hides it" % tag)
    tab.navigate(page("reference.html"))
    settle(tab)
    results.check(not (tab.eval(ANNOUNCEMENT_JS) or {}).get("shown"), "%s: a dismissed announcement stays hidden on the next page" % tag)
    tab.eval("localStorage.removeItem('folio-announcement')")


def center(tab, selector):
    box = tab.eval("(() => { const el = document.querySelector(%s); if (!el) return null;"
                   " el.scrollIntoView({block: 'center'}); const r = el.getBoundingClientRect();"
                   " return {x: r.left + r.width / 2, y: r.top + r.height / 2}; })()" % json.dumps(selector))
    return box


def real_click(tab, selector):
    """A mouse click the page cannot tell from a person's (user activation included)."""
    point = center(tab, selector)
    if not point:
        return False
    for kind in ("mousePressed", "mouseReleased"):
        tab.send("Input.dispatchMouseEvent", {"type": kind, "x": point["x"], "y": point["y"],
                                              "button": "left", "clickCount": 1})
    return True


def click_then_escape(tab, selector, state_js):
    """The page's state (`state_js`) after a real click on `selector`, and after Esc then."""
    real_click(tab, selector)
    settle(tab)
    opened = tab.eval(state_js)
    press(tab, "Escape", keycode=27)
    settle(tab)
    return opened, tab.eval(state_js)


def press(tab, key, code=None, keycode=0, text=None):
    down = {"type": "keyDown" if text else "rawKeyDown", "key": key, "code": code or key,
            "windowsVirtualKeyCode": keycode}
    if text:
        down["text"] = text
    tab.send("Input.dispatchKeyEvent", down)
    tab.send("Input.dispatchKeyEvent", {"type": "keyUp", "key": key, "code": code or key,
                                        "windowsVirtualKeyCode": keycode})


def viewport(tab, width, height, mobile):
    tab.send("Emulation.setDeviceMetricsOverride",
             {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})


def settle(tab):
    """Two frames and 150 ms; once more if the page was replaced meanwhile (a navigation finishing)."""
    for attempt in range(3):
        try:
            tab.eval("new Promise(r => requestAnimationFrame(() => setTimeout(r, 150)))")
            return
        except CDPError as error:
            if "navigated or closed" not in str(error) or attempt == 2:
                raise
            time.sleep(0.3)


def check_geometry(tab, site, pages, results, file_url, label):
    """On every page, both widths and schemes: no sideways page scroll, no diagram below natural
    size; on the phone, the page title within the first screen."""
    for name, width, height, mobile in VIEWPORTS:
        viewport(tab, width, height, mobile)
        for scheme in ("light", "dark"):
            tab.color_scheme(scheme)
            sideways, shrunk, low_titles, dangling, tall_headers, covered, diagrams = [], [], [], [], [], [], 0
            for page in pages:
                tab.navigate(file_url(page))
                settle(tab)
                g = tab.eval(GEOMETRY_JS)
                rel = os.path.relpath(page, site)
                if g["pageScrollsSideways"]:
                    sideways.append("%s: page %dpx wide in a %dpx window" % (rel, g["scrollWidth"], g["innerWidth"]))
                for d in g["diagrams"]:
                    diagrams += 1
                    if d["scale"] < 0.999:
                        shrunk.append("%s diagram %d: %.0fpx drawn for %.0fpx natural (x%.2f)"
                                      % (rel, d["index"], d["drawn"], d["natural"], d["scale"]))
                dangling += ["%s: %s" % (rel, item) for item in g["danglingSeparators"]]
                covered += ["%s: %s" % (rel, item) for item in g["buttonsOverCode"]]
                # Two rows on a phone: the menu, title and links; the search box with the scheme switch.
                if mobile and g["headerHeight"] > 125:
                    tall_headers.append("%s: header %dpx high" % (rel, g["headerHeight"]))
                if mobile and g["titleBottom"] is not None and g["titleBottom"] > g["innerHeight"]:
                    low_titles.append("%s: title ends at %dpx, the screen at %dpx" % (rel, g["titleBottom"], g["innerHeight"]))
            tag = "%s %s %dpx %s" % (label, name, width, scheme)
            results.check(not sideways, "%s: no page scrolls sideways (%d pages)" % (tag, len(pages)), "\n".join(sideways[:10]))
            results.check(not shrunk, "%s: no diagram drawn below its natural size (%d diagrams)" % (tag, diagrams),
                          "\n".join(shrunk[:10]))
            results.check(not dangling, "%s: no line of a listing card's details or of the breadcrumbs starts with a separator" % tag,
                          "\n".join(dangling[:10]))
            results.check(not covered, "%s: no copy button is drawn over a code block's text" % tag, "\n".join(covered[:10]))
            if mobile:
                results.check(not tall_headers, "%s: the header takes two rows at most" % tag, "\n".join(tall_headers[:10]))
                results.check(not low_titles, "%s: the page title is on the first screen" % tag, "\n".join(low_titles[:10]))
    viewport(tab, 1280, 900, False)


def build_docs(folio, out):
    site = os.path.join(out, "docs-site")
    shutil.rmtree(site, ignore_errors=True)
    run = subprocess.run([folio, "build", "--content", DOCS, "--output", site, "--quiet"],
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return site, run


def check_docs(tab, folio, out, results, file_url):
    site, run = build_docs(folio, out)
    results.check(run.returncode == 0, "docs fixture builds without errors", run.stdout[-2000:])
    if not os.path.exists(os.path.join(site, "guide", "install.html")):
        return
    shots = os.path.join(out, "screenshots")
    os.makedirs(shots, exist_ok=True)
    page = lambda rel: file_url(os.path.join(site, rel))
    tab.browser.send("Browser.grantPermissions", {"permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    tab.send("Emulation.setFocusEmulationEnabled", {"enabled": True})
    for name, width, height, mobile in VIEWPORTS:
        viewport(tab, width, height, mobile)
        for scheme in ("light", "dark"):
            tab.color_scheme(scheme)
            tag = "docs %s %dpx %s" % (name, width, scheme)
            check_nav(tab, page, results, tag, mobile)
            check_callouts_and_copy(tab, page, results, tag)
            check_tabs_and_admonitions(tab, page, results, tag)
            check_linked_tabs(tab, page, results, tag)
            check_obsidian(tab, page, results, tag)
            check_scheme_images(tab, page, results, tag, scheme)
            check_back_to_top(tab, page, results, tag)
            check_print_opens_folds(tab, page, results, tag)
            check_footnote_previews(tab, page, results, tag)
            check_section_being_read(tab, page, results, tag)
            check_inline_admonition(tab, page, results, tag, mobile)
            check_reference_syntax(tab, page, results, tag)
            check_viewer(tab, page, results, tag, os.path.join(shots, "docs-viewer-%s-%s.png" % (name, scheme)))
            check_announcement(tab, page, results, tag)
            for rel, shot in (("guide/advanced/wide.html", "wide"), ("guide/install.html", "install")):
                tab.navigate(page(rel))
                settle(tab)
                tab.screenshot(os.path.join(shots, "docs-%s-%s-%s.png" % (shot, name, scheme)))
    viewport(tab, 1280, 900, False)
    docs_pages = sorted(os.path.join(folder, f) for folder, _, files in os.walk(site) for f in files
                        if f.endswith(".html"))
    check_geometry(tab, site, docs_pages, results, file_url, "docs")
    print("docs screenshots: %s" % shots)


def check_nav(tab, page, results, tag, mobile):
    tab.navigate(page("guide/advanced/wide.html"))
    settle(tab)
    nav = tab.eval(NAV_JS)
    results.check(nav["current"] == "A wide diagram" and not nav["closedAncestors"],
                  "%s: the nav tree marks the current page and its sections are open" % tag, json.dumps(nav))
    results.check(nav["crumbs"] == ["Browser check docs", "Guide", "Advanced", "A wide diagram"],
                  "%s: breadcrumbs follow the sections" % tag, json.dumps(nav["crumbs"]))
    results.check((nav["prev"] or "").endswith("advanced/index.html") and (nav["next"] or "").endswith("tuning.html"),
                  "%s: previous/next links follow the nav order" % tag, json.dumps(nav))
    if mobile:
        results.check(not nav["sidebarVisible"] and nav["toggleVisible"],
                      "%s: on a phone the tree is a menu behind a button" % tag, json.dumps(nav))
        # An icon button, big enough to tap (WCAG 2.5.8: 24 px at least), still named "Menu".
        w, h = nav["toggleSize"] or (0, 0)
        results.check(nav["toggleName"] == "Menu" and 24 <= w <= 48 and 24 <= h <= 48,
                      "%s: the menu button is an icon of 24-48 px named Menu" % tag,
                      "name %r, %.0f x %.0f px" % (nav["toggleName"], w, h))
        opened, closed = click_then_escape(tab, "[data-nav-toggle]", NAV_JS)
        results.check(opened["sidebarVisible"] and not closed["sidebarVisible"],
                      "%s: the menu button opens the tree and Esc closes it" % tag,
                      "open %s, after Esc %s" % (opened["sidebarVisible"], closed["sidebarVisible"]))
    else:
        results.check(nav["sidebarVisible"] and not nav["toggleVisible"],
                      "%s: the tree is a visible sidebar and the menu button is hidden" % tag, json.dumps(nav))
    # The click navigates: wait for the next page's load event, or an evaluation on the leaving page
    # can be cut off ("Inspected target navigated or closed") on a busy machine.
    tab.loaded.clear()
    real_click(tab, "a[rel=next]")
    tab.loaded.wait(30)
    settle(tab)
    results.check(tab.eval("location.pathname").endswith("/guide/advanced/tuning.html"),
                  "%s: the next link opens the next page" % tag, tab.eval("location.pathname"))


def check_callouts_and_copy(tab, page, results, tag):
    tab.navigate(page("guide/install.html"))
    settle(tab)
    found = tab.eval(ADMONITIONS_JS)
    kinds = [a["kind"] for a in found]
    wanted = ["admonition-note", "admonition-tip", "admonition-important", "admonition-warning", "admonition-caution"]
    missing = [k for k in wanted if k not in kinds]
    bad_icons = [a for a in found if a["iconWidth"] < 8 or a["iconHeight"] < 8 or a["iconTag"] != "svg" or not a["iconPaths"]]
    colours = set(a["titleColor"] for a in found if a["tag"] == "DIV")
    results.check(not missing and not bad_icons and len(colours) == 5,
                  "%s: every callout type is drawn, with its icon and its own colour" % tag,
                  "missing %s, icons %s, colours %s" % (missing, bad_icons, colours))
    folded = [a for a in found if a["tag"] == "DETAILS"]
    results.check(len(folded) == 1 and folded[0]["title"].strip() == "Details, folded",
                  "%s: a '[!NOTE]-' callout is a closed <details> with its title" % tag, json.dumps(folded))
    clicked = real_click(tab, ".code-block .copy-button")
    settle(tab)
    copied = tab.eval("navigator.clipboard.readText().catch(e => 'ERROR ' + e)") if clicked else None
    label = tab.eval("(document.querySelector('.code-block .copy-button') || {}).textContent")
    results.check(copied == "make deps\nswift build -c release --product folio" and label == "Copied",
                  "%s: the copy button copies the code" % tag, "clipboard %r, button %r" % (copied, label))
    # An annotated block (MkDocs-Material's `# (1)!`) copies its code without the badges' numbers.
    clicked = real_click(tab, ".code-block:has(.code-annotation) .copy-button")
    settle(tab)
    copied = tab.eval("navigator.clipboard.readText().catch(e => 'ERROR ' + e)") if clicked else None
    badges = tab.eval("[...document.querySelectorAll('a.code-annotation')].map(a => a.getAttribute('href'))")
    results.check(copied == "search: true\nhighlight: true   # the default" and badges == ["#annotation-1-1", "#annotation-1-2"],
                  "%s: code annotations are linked badges, and copying leaves their numbers out" % tag,
                  "clipboard %r, badges %r" % (copied, badges))


# Which block of each tab set shows, and its labels.
TABS_JS = r"""
[...document.querySelectorAll('.tabbed-set')].map(set => ({
  shown: [...set.querySelectorAll(':scope > .tabbed-content > .tabbed-block')].map(b => b.offsetHeight > 0),
  labels: [...set.querySelectorAll(':scope > .tabbed-labels > label')].map(l => l.textContent),
}))
"""


def check_tabs_and_admonitions(tab, page, results, tag):
    """`:::tip` and `!!! danger` are callouts; a tab set shows one body, switched by a click on a label and by the
    arrow keys, with scripts on and off."""
    tab.navigate(page("guide/tabs.html"))
    settle(tab)
    kinds = tab.eval("[...document.querySelectorAll('.note-body .admonition')].map(a => a.className)")
    results.check(kinds == ["admonition admonition-tip", "admonition admonition-caution"],
                  "%s: ':::tip' and '!!! danger' are callouts" % tag, json.dumps(kinds))
    sets = tab.eval(TABS_JS)
    results.check(len(sets) == 1 and sets[0]["shown"] == [True, False, False]
                  and sets[0]["labels"] == ["First", "Second", "Third"],
                  "%s: three '===' tabs form one set showing its first body" % tag, json.dumps(sets))
    real_click(tab, ".tabbed-labels > label:nth-child(2)")
    settle(tab)
    shown = tab.eval(TABS_JS)[0]["shown"]
    results.check(shown == [False, True, False], "%s: a click on the second label shows its body" % tag, json.dumps(shown))
    press(tab, "ArrowRight", "ArrowRight", 39)
    settle(tab)
    shown = tab.eval(TABS_JS)[0]["shown"]
    focused = tab.eval("document.activeElement && document.activeElement.id")
    results.check(shown == [False, False, True] and focused == "__tabbed_1_3",
                  "%s: the right arrow key moves to the third tab" % tag, "%s, focus %r" % (shown, focused))
    tab.scripts_enabled(False)
    try:
        tab.navigate(page("guide/tabs.html"))
        real_click(tab, ".tabbed-labels > label:nth-child(3)")
        shown = tab.eval(TABS_JS)[0]["shown"]
        results.check(shown == [False, False, True], "%s: without JavaScript the tabs switch too" % tag, json.dumps(shown))
    finally:
        tab.scripts_enabled(True)


def check_linked_tabs(tab, page, results, tag):
    """An .mdx page's Docusaurus `<Tabs>` are content tabs; choosing a tab chooses the tab of the same title in
    the page's other sets, and the choice holds on the next page load."""
    tab.navigate(page("guide/linked-tabs.html"))
    settle(tab)
    tab.eval("localStorage.removeItem('folio-tabs')")
    tab.navigate(page("guide/linked-tabs.html"))
    settle(tab)
    sets = tab.eval(TABS_JS)
    results.check(len(sets) == 2 and sets[0]["labels"] == ["npm", "Yarn"] and sets[1]["labels"] == ["npm", "Yarn", "pnpm"]
                  and sets[0]["shown"] == [True, False] and sets[1]["shown"] == [True, False, False],
                  "%s: an .mdx page's <Tabs> and '===' tabs are two sets, each showing its first tab" % tag, json.dumps(sets))
    real_click(tab, ".tabbed-labels > label:nth-child(2)")
    settle(tab)
    shown = [s["shown"] for s in tab.eval(TABS_JS)]
    results.check(shown == [[False, True], [False, True, False]],
                  "%s: choosing 'Yarn' in one set chooses it in the other" % tag, json.dumps(shown))
    tab.navigate(page("guide/linked-tabs.html"))
    settle(tab)
    shown = [s["shown"] for s in tab.eval(TABS_JS)]
    results.check(shown == [[False, True], [False, True, False]],
                  "%s: the chosen tab holds on the next page load" % tag, json.dumps(shown))
    tab.eval("localStorage.removeItem('folio-tabs')")


OBSIDIAN_JS = r"""
(() => {
  const body = document.querySelector('.note-body');
  const mark = body.querySelector('mark');
  const style = mark && getComputedStyle(mark);
  return {links: [...body.querySelectorAll('a')].map(a => a.getAttribute('href')),
          mark: mark ? mark.textContent : null, markBackground: style ? style.backgroundColor : null,
          markColor: style ? style.color : null, text: body.textContent};
})()
"""


def check_obsidian(tab, page, results, tag):
    """Wikilinks are links to the built pages (and to a heading), `==marked==` is a `<mark>` in the theme's
    colour, and `%%comments%%` are nowhere in the page."""
    tab.navigate(page("guide/obsidian.html"))
    settle(tab)
    found = tab.eval(OBSIDIAN_JS)
    results.check(found["links"] == ["install.html", "advanced/wide.html#a-wide-diagram", "#from-an-obsidian-vault"],
                  "%s: wikilinks link the built pages by name" % tag, json.dumps(found["links"]))
    results.check(found["mark"] == "never skip" and found["markBackground"] not in (None, "rgba(0, 0, 0, 0)", "rgb(255, 255, 0)"),
                  "%s: ==marked== text is a <mark> in the theme's colour" % tag,
                  "%s on %s" % (found["markColor"], found["markBackground"]))
    results.check("private" not in found["text"] and "with a list" not in found["text"],
                  "%s: %%%%comments%%%% are left out of the page" % tag, found["text"][:200])
    real_click(tab, ".note-body a[href='install.html']")
    settle(tab)
    results.check(tab.eval("location.pathname").endswith("/guide/install.html"),
                  "%s: a wikilink opens its page" % tag, tab.eval("location.pathname"))


BACK_TO_TOP_JS = """(() => { const b = document.querySelector('.back-to-top'); if (!b) return null;
  const r = b.getBoundingClientRect(); return {shown: !b.hidden && r.width > 0, text: b.textContent, y: window.scrollY,
  inside: r.left >= 0 && r.right <= document.documentElement.clientWidth && r.bottom <= window.innerHeight}; })()"""


PRINT_JS = """[...document.querySelectorAll('.note-body details')].map(d => (d.classList.contains('diagram-source') ? 'source:' : '') + d.open)"""


def check_print_opens_folds(tab, page, results, tag):
    """Printing opens a note's folded callouts (and folds them again after); a diagram's source stays shut."""
    tab.navigate(page("guide/install.html"))
    settle(tab)
    before = tab.eval(PRINT_JS)
    tab.eval("window.dispatchEvent(new Event('beforeprint'))")
    printing = tab.eval(PRINT_JS)
    tab.eval("window.dispatchEvent(new Event('afterprint'))")
    after = tab.eval(PRINT_JS)
    results.check("false" in before and "false" not in printing and after == before,
                  "%s: printing opens the folded callouts, and they fold again after" % tag, json.dumps([before, printing, after]))
    # An image loaded lazily (far below the window) is asked for before printing, so it is on paper.
    tab.navigate(page("guide/advanced/wide.html"))
    settle(tab)
    lazy = "document.querySelectorAll(\".note-body img[loading='lazy']\").length"
    waiting = tab.eval(lazy)
    tab.eval("window.dispatchEvent(new Event('beforeprint'))")
    left = tab.eval(lazy)
    tab.eval("window.dispatchEvent(new Event('afterprint'))")
    results.check(waiting > 0 and left == 0, "%s: printing asks for the images loaded lazily" % tag, "%s before, %s after" % (waiting, left))


INLINE_BOX_JS = """(() => {
  const box = document.querySelector('.note-body .admonition.inline.end');
  if (!box) return null;
  const body = document.querySelector('.note-body').getBoundingClientRect(), b = box.getBoundingClientRect();
  const range = document.createRange();
  range.selectNodeContents(box.nextElementSibling);
  const lines = [...range.getClientRects()].filter(l => l.width > 0 && l.top < b.bottom - 4);
  return {right: Math.round(body.right - b.right), width: Math.round(b.width), column: Math.round(body.width),
          beside: lines.length > 0 && lines.every(l => l.right <= b.left + 1)};
})()"""


def check_inline_admonition(tab, page, results, tag, mobile):
    """`!!! info inline end` floats at the column's end beside the next paragraph on a wide screen and
    takes the column's width on a phone."""
    tab.navigate(page("reference.html"))
    settle(tab)
    box = tab.eval(INLINE_BOX_JS) or {}
    if mobile:
        ok = box.get("width") == box.get("column") and not box.get("beside")
    else:
        ok = abs(box.get("right", 99)) <= 1 and 0 < box.get("width", 0) < box.get("column", 0) / 2 and box.get("beside")
    results.check(ok, "%s: an 'inline end' admonition %s" % (tag, "takes the column on a phone" if mobile else "sits beside the text"),
                  json.dumps(box))


READING_JS = """(() => [...document.querySelectorAll('.toc, .toc-inline')].filter(t => t.getClientRects().length)
  .map(t => [...t.querySelectorAll('a[aria-current=location]')].map(a => a.getAttribute('href'))))()"""


def check_section_being_read(tab, page, results, tag):
    """"On this page" marks the section being read: none or the first at the top, the heading scrolled to
    the top of the window (as a click on its entry does), and the last one at the page's end; one entry
    at a time in each list shown."""
    tab.navigate(page("guide/advanced/tuning.html"))
    settle(tab)
    top = tab.eval(READING_JS)
    tab.eval("document.getElementById('step-3-search-shards').scrollIntoView({block: 'start'})")
    settle(tab)
    middle = tab.eval(READING_JS)
    tab.eval("window.scrollTo(0, document.documentElement.scrollHeight)")
    settle(tab)
    end = tab.eval(READING_JS)
    last = tab.eval("(() => { const l = [...document.querySelectorAll('.toc-inline a, .toc a')]; return l[l.length - 1].getAttribute('href'); })()")
    first = tab.eval("document.querySelector('.toc-inline a, .toc a').getAttribute('href')")
    results.check(bool(top) and all(t in ([], [first]) for t in top) and all(m == ["#step-3-search-shards"] for m in middle or [None])
                  and all(e == [last] for e in end or [None]),
                  "%s: 'On this page' marks the section being read" % tag, json.dumps([top, middle, end, last]))


FOOTNOTE_TIP_JS = """(() => {
  const tip = document.querySelector('.footnote-tip');
  if (!tip || tip.hidden) return {shown: false};
  const r = tip.getBoundingClientRect(), owner = document.querySelector('[aria-describedby="' + tip.id + '"]');
  const o = owner ? owner.getBoundingClientRect() : null;
  return {shown: true, text: tip.textContent.trim(), ids: tip.querySelectorAll('[id]').length,
          backs: tip.querySelectorAll('.footnote-backref, [data-footnote-backref]').length,
          owner: owner ? owner.getAttribute('href') : null,
          inside: r.left >= 0 && r.right <= document.documentElement.clientWidth && r.top >= 0 && r.bottom <= innerHeight,
          clear: !!o && (r.bottom <= o.top || r.top >= o.bottom || r.right <= o.left || r.left >= o.right),
          opaque: getComputedStyle(tip).backgroundColor !== 'rgba(0, 0, 0, 0)'};
})()"""


def check_footnote_previews(tab, page, results, tag):
    """Pointing at a footnote's number shows its text beside it (a copy: no ids, no way back), inside the
    window and clear of the number; moving into the preview keeps it, leaving hides it; focus shows it
    too, and Esc hides it."""
    tab.navigate(page("reference.html"))
    settle(tab)
    refs = tab.eval("[...document.querySelectorAll('.note-body a[data-footnote-ref]')].map(a => a.getAttribute('href'))") or []
    results.check(len(refs) == 2, "%s: the fixture's two footnote numbers are links" % tag, json.dumps(refs))
    if len(refs) != 2:
        return
    states = []
    for index, expected in ((0, "def_list"), (1, "Its second paragraph")):
        selector = "(document.querySelectorAll('.note-body a[data-footnote-ref]')[%d])" % index
        point = tab.eval("(() => { const a = %s; a.scrollIntoView({block: 'center'}); const r = a.getBoundingClientRect();"
                         " return {x: r.left + r.width / 2, y: r.top + r.height / 2}; })()" % selector)
        # From a corner of the window (the first preview may cover the second number's line).
        tab.send("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": 2, "y": tab.eval("innerHeight") - 2})
        settle(tab)
        settle(tab)
        tab.send("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": point["x"], "y": point["y"]})
        settle(tab)
        shown = tab.eval(FOOTNOTE_TIP_JS) or {}
        states.append(shown)
        results.check(shown.get("shown") and expected in shown.get("text", "") and shown.get("ids") == 0
                      and shown.get("backs") == 0 and shown.get("owner") == refs[index] and shown.get("inside")
                      and shown.get("clear") and shown.get("opaque"),
                      "%s: pointing at footnote %d shows its text beside it" % (tag, index + 1), json.dumps(shown))
    tip = tab.eval("(() => { const r = document.querySelector('.footnote-tip').getBoundingClientRect();"
                   " return {x: r.left + r.width / 2, y: r.top + r.height / 2}; })()")
    tab.send("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": tip["x"], "y": tip["y"]})
    settle(tab)
    settle(tab)
    kept = tab.eval(FOOTNOTE_TIP_JS) or {}
    tab.send("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": 2, "y": tab.eval("innerHeight") - 2})
    settle(tab)
    settle(tab)
    left = tab.eval(FOOTNOTE_TIP_JS) or {}
    results.check(kept.get("shown") and not left.get("shown"),
                  "%s: a footnote's preview stays while the pointer is in it and hides when it leaves" % tag,
                  json.dumps([kept, left]))
    tab.eval("document.querySelector('.note-body a[data-footnote-ref]').focus()")
    settle(tab)
    focused = tab.eval(FOOTNOTE_TIP_JS) or {}
    press(tab, "Escape", keycode=27)
    settle(tab)
    escaped = tab.eval(FOOTNOTE_TIP_JS) or {}
    results.check(focused.get("shown") and focused.get("owner") == refs[0] and not escaped.get("shown"),
                  "%s: focusing a footnote's number shows its preview, Esc hides it" % tag, json.dumps([focused, escaped]))
    tab.eval("document.activeElement && document.activeElement.blur()")


def check_back_to_top(tab, page, results, tag):
    """"Back to top": hidden at the top and going down, shown coming back up from far down, and it
    takes the reader to the top."""
    tab.navigate(page("guide/advanced/tuning.html"))
    settle(tab)
    start = tab.eval(BACK_TO_TOP_JS) or {}
    height = tab.eval("document.documentElement.scrollHeight - window.innerHeight")
    if height < tab.eval("window.innerHeight") * 1.5:
        results.check(not start.get("shown"), "%s: 'Back to top' stays hidden on a short page" % tag, json.dumps(start))
        return
    tab.eval("window.scrollTo(0, document.documentElement.scrollHeight)")
    settle(tab)
    down = tab.eval(BACK_TO_TOP_JS) or {}
    tab.eval("window.scrollBy(0, -120)")
    settle(tab)
    up = tab.eval(BACK_TO_TOP_JS) or {}
    results.check(not start.get("shown") and not down.get("shown") and up.get("shown") and up.get("inside"),
                  "%s: 'Back to top' shows only when scrolling back up from far down" % tag, json.dumps([start, down, up]))
    real_click(tab, ".back-to-top")
    for _ in range(10):
        settle(tab)
        if tab.eval("window.scrollY") == 0:
            break
    end = tab.eval(BACK_TO_TOP_JS) or {}
    results.check(end.get("y") == 0 and not end.get("shown"), "%s: 'Back to top' takes the reader to the top" % tag, json.dumps(end))


SCHEME_IMAGES_JS = """[...document.querySelectorAll('.note-body img')].filter(i => i.getClientRects().length)
  .map(i => i.getAttribute('src').split('#')[1])"""


def check_scheme_images(tab, page, results, tag, scheme):
    """Images for one colour scheme (`#gh-dark-mode-only`, `#only-light`): the page's scheme shows its own,
    and choosing the other one in the header swaps them."""
    tab.navigate(page("reference.html"))
    settle(tab)
    shown = tab.eval(SCHEME_IMAGES_JS)
    wanted = ["gh-%s-mode-only" % scheme, "only-%s" % scheme]
    results.check(shown == wanted, "%s: the images for the %s scheme are the ones shown" % (tag, scheme), json.dumps(shown))
    other = "dark" if scheme == "light" else "light"
    tab.eval("document.documentElement.setAttribute('data-theme', %s)" % json.dumps(other))
    swapped = tab.eval(SCHEME_IMAGES_JS)
    tab.eval("document.documentElement.removeAttribute('data-theme')")
    results.check(swapped == ["gh-%s-mode-only" % other, "only-%s" % other],
                  "%s: choosing the %s scheme shows its images instead" % (tag, other), json.dumps(swapped))


DEFINITIONS_JS = r"""
(() => {
  const list = document.querySelector('.note-body dl');
  if (!list) return null;
  const terms = [...list.querySelectorAll(':scope > dt')], bodies = [...list.querySelectorAll(':scope > dd')];
  return {terms: terms.map(t => t.textContent), bodies: bodies.length,
          termWeight: parseInt(getComputedStyle(terms[0]).fontWeight, 10),
          indent: bodies[0].getBoundingClientRect().left - terms[0].getBoundingClientRect().left,
          overflow: document.documentElement.scrollWidth > window.innerWidth,
          buttons: [...document.querySelectorAll('.note-body a.md-button')].map(a => {
            const style = getComputedStyle(a);
            return {href: a.getAttribute('href'), border: style.borderTopWidth, background: style.backgroundColor,
                    color: style.color, display: style.display};
          }),
          keys: [...document.querySelectorAll('.note-body .keys kbd')].map(k => {
            const style = getComputedStyle(k);
            return {text: k.textContent, border: style.borderBottomWidth, background: style.backgroundColor};
          })};
})()
"""


def check_reference_syntax(tab, page, results, tag):
    """`Term` then `:   definition` is one `<dl>` of terms and definitions: terms bold, definitions indented
    under them, nothing wider than the window; `{ .md-button }` after a link makes a button; `++esc++` a key cap."""
    tab.navigate(page("reference.html"))
    settle(tab)
    found = tab.eval(DEFINITIONS_JS)
    results.check(found is not None and found["terms"] == ["Fixture", "Docs site", "Viewport"] and found["bodies"] == 2
                  and found["termWeight"] >= 600 and found["indent"] >= 16 and not found["overflow"],
                  "%s: a definition list shows bold terms and indented definitions" % tag, json.dumps(found))
    buttons = (found or {}).get("buttons", [])
    results.check(len(buttons) == 2 and [b["href"] for b in buttons] == ["index-page.html", "guide/install.html"]
                  and all(b["display"] == "inline-block" and b["border"] == "2px" for b in buttons)
                  and buttons[0]["background"] != buttons[1]["background"] and buttons[1]["color"] != buttons[1]["background"],
                  "%s: { .md-button } links are outlined and filled buttons" % tag, json.dumps(buttons))
    keys = (found or {}).get("keys", [])
    results.check([k["text"] for k in keys] == ["/", "Esc"] and all(k["border"] == "2px" and k["background"] != "rgba(0, 0, 0, 0)" for k in keys),
                  "%s: ++esc++ is a key cap" % tag, json.dumps(keys))


# Where each wide figure opens: its scroll offset, and whether its first node is in sight.
START_JS = r"""
[...document.querySelectorAll('figure.diagram .diagram-canvas')].filter(c => c.scrollWidth > c.clientWidth + 1).map(c => {
  const node = c.querySelector('svg .node');
  const frame = c.getBoundingClientRect();
  const box = node ? node.getBoundingClientRect() : null;
  return {scrollLeft: c.scrollLeft,
          firstNodeShown: !!box && box.left >= frame.left && box.right <= frame.right};
})
"""


# Each diagram of the page as the viewer's "SVG" button saves it (window.folioStandaloneSVG), checked by
# parsing it and drawing it as an image; its size is its viewBox's, and no CSS variable is left in it.
SAVE_SVG_JS = """(async () => {
  const button = document.querySelector('dialog.diagram-viewer .viewer-save');
  const svgs = Array.from(document.querySelectorAll('figure.diagram svg, dialog.diagram-viewer svg'));
  const out = {button: !!button && !button.hidden && button.getBoundingClientRect().width > 0,
               count: svgs.length, parsed: 0, styled: 0, sized: 0, drawn: 0};
  for (const svg of svgs) {
    const text = window.folioStandaloneSVG(svg);
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const root = doc.documentElement;
    if (root.nodeName !== 'svg' || doc.querySelector('parsererror')) { continue; }
    out.parsed++;
    const styles = Array.from(root.querySelectorAll('style')).map(style => style.textContent).join('');
    const classes = (svg.getAttribute('class') || '').split(/\\s+/).filter(c => c.startsWith('fm-'));
    if (styles && classes.every(c => styles.includes('.' + c + '{'))) { out.styled++; }
    const box = svg.getAttribute('viewBox').split(/[\\s,]+/);
    if (root.getAttribute('width') === box[2] && root.getAttribute('height') === box[3] && !text.includes('var(--')) { out.sized++; }
    const url = URL.createObjectURL(new Blob([text], {type: 'image/svg+xml'}));
    const ok = await new Promise(done => { const i = new Image(); i.onload = () => done(i.naturalWidth > 0); i.onerror = () => done(false); i.src = url; });
    if (ok) { out.drawn++; }
  }
  return out;
})()"""


def check_viewer(tab, page, results, tag, shot):
    tab.navigate(page("guide/advanced/wide.html"))
    settle(tab)
    before = tab.eval(GEOMETRY_JS)["diagrams"]
    results.check(bool(before) and before[0]["scrolls"] and before[0]["scale"] >= 0.999,
                  "%s: the wide diagram keeps its natural size and scrolls inside its figure" % tag, json.dumps(before[:1]))
    start = tab.eval(START_JS)
    results.check(len(start) >= 2 and start[0]["scrollLeft"] == 0 and start[1]["scrollLeft"] > 0
                  and start[1]["firstNodeShown"],
                  "%s: a wide left-to-right diagram opens at its left, a wide top-down tree at its root" % tag,
                  json.dumps(start[:2]))
    state = "(() => { const d = document.querySelector('dialog.diagram-viewer'); return d ? {open: d.open," \
            " scale: Number(d.getAttribute('data-scale')), inDialog: !!d.querySelector('svg')," \
            " inFigure: !!document.querySelector('#diagram-1 .diagram-canvas > svg')} : {open: false}; })()"
    real_click(tab, "#diagram-1 [data-diagram-expand]")
    settle(tab)
    opened = tab.eval(state)
    press(tab, "+", code="Equal", keycode=187, text="+")
    zoomed_in = tab.eval(state)
    point = center(tab, ".viewer-stage")
    tab.send("Input.dispatchMouseEvent", {"type": "mouseWheel", "x": point["x"], "y": point["y"], "deltaX": 0, "deltaY": 240})
    settle(tab)
    wheeled = tab.eval(state)
    press(tab, "0", code="Digit0", keycode=48, text="0")
    reset = tab.eval(state)
    # "SVG" saves the diagram as a file of its own: it parses, holds its style (shared with an earlier
    # diagram of the page or its own), has its natural size, and draws as an image.
    saved = tab.eval(SAVE_SVG_JS)
    results.check(bool(saved) and saved["button"] and saved["count"] >= 1 and saved["parsed"] == saved["count"]
                  and saved["styled"] == saved["count"] and saved["sized"] == saved["count"]
                  and saved["drawn"] == saved["count"],
                  "%s: the viewer's SVG button saves each diagram as a file that parses, holds its style and draws" % tag,
                  json.dumps(saved))
    tab.screenshot(shot)
    press(tab, "Escape", keycode=27)
    settle(tab)
    closed = tab.eval(state)
    ok = (opened.get("open") and opened.get("inDialog") and opened.get("scale") == 1
          and zoomed_in.get("scale", 0) > 1.2 and wheeled.get("scale", 9) < zoomed_in.get("scale", 0)
          and reset.get("scale") == 1 and not closed.get("open") and closed.get("inFigure"))
    results.check(ok, "%s: the diagram viewer opens, zooms (keys, wheel), resets and closes with Esc" % tag,
                  "open %s, '+' %s, wheel %s, '0' %s, Esc %s" % (opened, zoomed_in, wheeled, reset, closed))
    # An image shown smaller than it is opens in the same viewer, as a copy, and Esc gives focus back to it.
    image_state = "(() => { const d = document.querySelector('dialog.diagram-viewer'); const i = d && d.querySelector('img');" \
                  " const page = document.querySelector('.note-body img.is-zoomable'); return {open: !!(d && d.open)," \
                  " natural: i ? i.naturalWidth : 0, width: i ? parseFloat(i.style.width) : 0," \
                  " title: d ? d.querySelector('.viewer-title').textContent : '', inPage: !!page," \
                  " focused: document.activeElement === page, role: page ? page.getAttribute('role') : null," \
                  " saveHidden: !!(d && d.querySelector('.viewer-save') && d.querySelector('.viewer-save').hidden)}; })()"
    # The build wrote the image's own size (room kept before it loads); the column still fits it, in its shape.
    sized = tab.eval("(() => { const i = document.querySelector('.note-body img[src$=\"wide-image.svg\"]'); return i ? {"
                     " width: i.getAttribute('width'), height: i.getAttribute('height'), loading: i.getAttribute('loading'),"
                     " ratio: i.clientWidth / Math.max(1, i.clientHeight),"
                     " fits: i.clientWidth <= i.closest('.note-body').clientWidth} : null; })()")
    results.check(bool(sized) and sized["width"] == "2400" and sized["height"] == "600" and sized["loading"] == "lazy"
                  and abs(sized["ratio"] - 4) < 0.05 and sized["fits"],
                  "%s: a local image carries its pixel size, keeps its shape and fits the column" % tag, json.dumps(sized))
    image_open, image_closed = click_then_escape(tab, ".note-body img.is-zoomable", image_state)
    results.check(image_open.get("open") and image_open.get("natural") == 2400 and image_open.get("width") == 2400
                  and image_open.get("title") == "A wide screenshot" and image_open.get("role") == "button"
                  and image_open.get("saveHidden")
                  and not image_closed.get("open") and image_closed.get("inPage") and image_closed.get("focused"),
                  "%s: an image shown smaller than it is opens full size in the viewer and closes with Esc" % tag,
                  "open %s, Esc %s" % (image_open, image_closed))
