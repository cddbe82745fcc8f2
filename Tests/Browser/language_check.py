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


def check_language(tab, folio, out, results, file_url):
    content = os.path.join(out, "docs-site-de-content")
    site = os.path.join(out, "docs-site-de")
    shutil.rmtree(content, ignore_errors=True)
    shutil.rmtree(site, ignore_errors=True)
    shutil.copytree(DOCS, content)
    with open(os.path.join(content, "folio.yml"), "a", encoding="utf-8") as config:
        config.write("\nlanguage: de\n")
    run = subprocess.run([folio, "build", "--content", content, "--output", site, "--quiet"],
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
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
