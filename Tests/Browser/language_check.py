"""A site in another language (README "Languages"): the documentation fixture built with `language: de`,
then read in Chromium. The templates' words are in the HTML, but the theme's scripts make their own
(the copy button, the search box's messages, the colour scheme switch, the diagram viewer): those come
from `_folio/strings.<hash>.js`, so this checks that the scripts found it and said German."""

import json
import os
import shutil
import subprocess

from docs_check import DOCS, real_click, settle, viewport

STATE_JS = """(() => {
  const button = document.querySelector('.code-block .copy-button');
  const toggle = document.querySelector('.theme-toggle');
  return {lang: document.documentElement.lang,
          skip: (document.querySelector('.skip-link') || {}).textContent,
          copy: button && button.textContent, copyLabel: button && button.getAttribute('aria-label'),
          toggle: toggle && toggle.getAttribute('aria-label'),
          placeholder: (document.querySelector('#site-search-input') || {}).placeholder,
          loaded: typeof window.folioStrings === 'object'};
})()"""


def build_in(language, folio, out):
    """The documentation fixture with `language:` added to its folio.yml, built into `out`; (site, run)."""
    content = os.path.join(out, "docs-site-%s-content" % language)
    site = os.path.join(out, "docs-site-%s" % language)
    shutil.rmtree(content, ignore_errors=True)
    shutil.rmtree(site, ignore_errors=True)
    shutil.copytree(DOCS, content)
    with open(os.path.join(content, "folio.yml"), "a", encoding="utf-8") as config:
        config.write("\nlanguage: %s\n" % language)
    run = subprocess.run([folio, "build", "--content", content, "--output", site, "--quiet"],
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return site, run


def check_language(tab, folio, out, results, file_url):
    site, run = build_in("de", folio, out)
    results.check(run.returncode == 0, "language: the German documentation fixture builds", run.stdout[-2000:])
    page = lambda rel: file_url(os.path.join(site, rel))
    viewport(tab, 1280, 900, False)
    tab.color_scheme("light")
    tab.navigate(page("guide/install.html"))
    settle(tab)
    state = tab.eval(STATE_JS) or {}
    results.check(state.get("lang") == "de" and state.get("skip") == "Zum Inhalt springen"
                  and state.get("placeholder") == "Suchen",
                  "language: the templates' words are German", json.dumps(state))
    results.check(state.get("loaded") and state.get("copy") == "Kopieren"
                  and state.get("copyLabel") == "Code in die Zwischenablage kopieren"
                  and state.get("toggle") == "Farbschema: folgt dem System",
                  "language: the scripts read the site's words (copy button, colour scheme switch)", json.dumps(state))
    real_click(tab, ".theme-toggle")
    settle(tab)
    toggled = tab.eval("document.querySelector('.theme-toggle').getAttribute('aria-label') + ' / '"
                       " + document.querySelector('.theme-toggle-label').textContent")
    results.check(toggled == "Farbschema: hell / Hell", "language: the switch names the chosen scheme in German", toggled)
    real_click(tab, ".theme-toggle")
    real_click(tab, ".theme-toggle")
    tab.eval("localStorage.removeItem('folio-theme')")
    tab.eval("(() => { const i = document.querySelector('#site-search-input'); i.focus(); i.value = 'qqzzxxyy';"
             " i.dispatchEvent(new Event('input', {bubbles: true})); })()")
    status = None
    for _ in range(20):
        settle(tab)
        status = tab.eval("(document.querySelector('.site-search-status') || {}).textContent")
        if status:
            break
    results.check(status == "Keine Ergebnisse", "language: the search box says there are no results in German", status)
    tab.navigate(page("guide/advanced/wide.html"))
    settle(tab)
    real_click(tab, "#diagram-1 [data-diagram-expand]")
    settle(tab)
    viewer = tab.eval("(() => { const d = document.querySelector('dialog.diagram-viewer'); if (!d) return null;"
                      " const b = [...d.querySelectorAll('.viewer-button')].map(b => b.getAttribute('aria-label'));"
                      " const r = {label: d.getAttribute('aria-label'), buttons: b}; d.close(); return r; })()")
    results.check(bool(viewer) and viewer["label"] == "Diagrammansicht" and "Schließen" in viewer["buttons"]
                  and "Vergrößern" in viewer["buttons"],
                  "language: the diagram viewer's labels are German", json.dumps(viewer))


RTL_JS = """(() => {
  const box = s => { const e = document.querySelector(s); if (!e) return null; const r = e.getBoundingClientRect();
                     return {left: r.left, right: r.right, width: r.width}; };
  const dir = s => { const e = document.querySelector(s); return e ? getComputedStyle(e).direction : null; };
  return {dir: document.documentElement.dir, overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          sidebar: box('.site-sidebar'), main: box('.page-main'), width: document.documentElement.clientWidth,
          pre: dir('.note-body pre'), canvas: dir('.diagram-canvas'), body: dir('.note-body')};
})()"""


def check_right_to_left(tab, folio, out, results, file_url):
    """The documentation fixture in Hebrew: the page mirrors (sidebar on the right, the phone menu
    sliding from the right, nothing scrolling sideways), while code and diagrams stay left to right."""
    site, run = build_in("he", folio, out)
    results.check(run.returncode == 0, "right to left: the Hebrew documentation fixture builds", run.stdout[-2000:])
    page = lambda rel: file_url(os.path.join(site, rel))
    for width, height, mobile in ((1280, 900, False), (390, 844, True)):
        viewport(tab, width, height, mobile)
        for rel in ("guide/install.html", "guide/advanced/wide.html"):
            tab.navigate(page(rel))
            settle(tab)
            state = tab.eval(RTL_JS) or {}
            tag = "right to left %dpx %s" % (width, rel)
            results.check(state.get("dir") == "rtl" and state.get("body") == "rtl" and state.get("overflow", 1) <= 0,
                          "%s: the page is right to left and nothing scrolls sideways" % tag, json.dumps(state))
            if rel.endswith("install.html"):
                results.check(state.get("pre") == "ltr", "%s: code stays left to right" % tag, json.dumps(state))
            else:
                start = tab.eval("(() => { const c = document.querySelector('.diagram-canvas'); return c ? c.scrollLeft : null; })()")
                results.check(state.get("canvas") == "ltr" and start == 0,
                              "%s: a wide diagram stays left to right and opens at its left" % tag, json.dumps([state, start]))
            if not mobile and state.get("sidebar") and state.get("main"):
                results.check(state["sidebar"]["left"] >= state["main"]["right"],
                              "%s: the sidebar is on the right of the text" % tag, json.dumps(state))
        if mobile:
            tab.navigate(page("guide/install.html"))
            settle(tab)
            real_click(tab, "[data-nav-toggle]")
            settle(tab)
            menu = tab.eval(RTL_JS) or {}
            sidebar = menu.get("sidebar") or {}
            results.check(sidebar and abs(sidebar.get("right", 0) - menu.get("width", -1)) < 1 and sidebar.get("width", 0) > 0,
                          "right to left 390px: the menu opens from the right edge", json.dumps(menu))
    viewport(tab, 1280, 900, False)
