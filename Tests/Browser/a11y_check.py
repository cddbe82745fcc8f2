"""Accessibility audit with axe-core (part of `make browser-test`, README "Benchmark and browser test").

axe-core (Deque's rule engine, MPL-2.0) comes from PyPI at test time (`make browser-deps` extracts
`axe.min.js` from the axe-playwright-python wheel into `.build/axe/`; nothing of it is committed). Every
built page is audited in light and dark mode at desktop width, the showcase page at phone width too,
and the showcase with the search results open and with a diagram open full window: no violation of
impact "serious" or "critical" (WCAG A/AA rules: contrast, names, roles, keyboard access to
scrollable regions, nested interactive controls…) may remain.
"""
import os

from docs_check import viewport

RUN_AXE_JS = r"""new Promise(resolve => axe.run(document, {resultTypes: ['violations']}, (error, result) => resolve(
  error ? {error: String(error)} : result.violations
    .filter(v => v.impact === 'serious' || v.impact === 'critical')
    .map(v => ({id: v.id, impact: v.impact,
                nodes: v.nodes.slice(0, 3).map(n => n.target.join(' ') + ': ' + (n.failureSummary || '').replace(/\s+/g, ' ').slice(0, 200))})))))"""

OPEN_SEARCH_JS = r"""(() => {
  const input = document.getElementById('site-search-input');
  if (!input) return false;
  input.focus();
  input.value = 'the';
  input.dispatchEvent(new Event('input', {bubbles: true}));
  return true;
})()"""

WAIT_RESULTS_JS = r"""new Promise(resolve => {
  const started = performance.now();
  const poll = () => {
    const box = document.querySelector('[data-search]');
    if ((box && box.getAttribute('data-results')) || performance.now() - started > 3000) return resolve(true);
    requestAnimationFrame(poll);
  };
  poll();
})"""

OPEN_MENU_JS = r"""(() => {
  const toggle = document.querySelector('[data-nav-toggle]');
  if (!toggle || toggle.hidden) return false;
  toggle.click();
  return toggle.getAttribute('aria-expanded') === 'true';
})()"""

OPEN_VIEWER_JS = r"""(() => {
  const button = document.querySelector('[data-diagram-expand]');
  if (!button) return false;
  button.hidden = false;
  button.click();
  return !!document.querySelector('dialog[open]');
})()"""


def _audit(tab, results, name, axe):
    tab.eval(axe)
    found = tab.eval(RUN_AXE_JS)
    if isinstance(found, dict):
        results.check(False, "%s: axe-core ran" % name, found.get("error", ""))
        return
    results.check(not found, "%s: no serious or critical accessibility violation (axe-core)" % name,
                  "\n".join("%s (%s): %s" % (v["id"], v["impact"], " | ".join(v["nodes"])) for v in found[:10]))


def check_accessibility(tab, site, pages, showcase, results, file_url, settle, axe_path):
    if not axe_path or not os.path.isfile(axe_path):
        results.check(False, "axe-core is available for the accessibility audit",
                      "no %s: `make browser-deps` extracts it from PyPI's axe-playwright-python wheel" % axe_path)
        return
    with open(axe_path, encoding="utf-8") as f:
        axe = f.read()
    for scheme in ("light", "dark"):
        tab.color_scheme(scheme)
        for page in pages:
            tab.navigate(file_url(page))
            settle(tab)
            _audit(tab, results, "%s [%s]" % (os.path.relpath(page, site), scheme), axe)
        showcase_name = os.path.relpath(showcase, site)
        tab.navigate(file_url(showcase))
        settle(tab)
        if tab.eval(OPEN_SEARCH_JS):
            tab.eval(WAIT_RESULTS_JS)
            _audit(tab, results, "%s [%s], search results open" % (showcase_name, scheme), axe)
        tab.navigate(file_url(showcase))
        settle(tab)
        if tab.eval(OPEN_VIEWER_JS):
            _audit(tab, results, "%s [%s], a diagram open full window" % (showcase_name, scheme), axe)
        viewport(tab, 390, 844, True)
        tab.navigate(file_url(showcase))
        settle(tab)
        _audit(tab, results, "%s [%s], phone" % (showcase_name, scheme), axe)
        if tab.eval(OPEN_MENU_JS):
            _audit(tab, results, "%s [%s], phone, menu open" % (showcase_name, scheme), axe)
        viewport(tab, 1280, 900, False)
    tab.color_scheme("light")
